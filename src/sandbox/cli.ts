import { join, resolve } from 'node:path';
import { type Sandbox, startSandbox } from './server.ts';

function portFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`${name} must be a port number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

/**
 * The block `npm run sandbox` prints: addresses, demo credentials, the CA file, env lines ready
 * to paste into .env, and a curl call that verifies with the CA (never -k) and prints only the
 * answer (-s: no progress meter).
 */
export function describeSandbox(sandbox: Sandbox): string {
  const demo = sandbox.partners.demo;
  const key = demo?.credentials.key ?? '';
  const password = demo?.credentials.password ?? '';
  return [
    'Partner API v1 sandbox is running',
    `  base URL:        ${sandbox.baseUrl}`,
    `  legacy base URL: ${sandbox.legacyBaseUrl}`,
    `  plain HTTP:      ${sandbox.httpUrl} (always 403)`,
    `  demo key:        ${key}`,
    `  demo password:   ${password}`,
    `  CA file:         ${sandbox.caFile}`,
    '',
    'Environment for the bot:',
    `PARTNER_BASE_URL=${sandbox.baseUrl}`,
    `PARTNER_LEGACY_BASE_URL=${sandbox.legacyBaseUrl}`,
    `PARTNER_API_KEY=${key}`,
    `PARTNER_API_PASSWORD=${password}`,
    `PARTNER_CA_FILE=${sandbox.caFile}`,
    '',
    'Try it:',
    `curl -s --cacert ${sandbox.caFile} -u ${key}:${password} -H 'Accept: application/vnd.api+json' '${sandbox.baseUrl}/catalogue?page=2'`,
    '',
  ].join('\n');
}

/**
 * `npm run sandbox`: starts the sandbox on fixed ports (SANDBOX_PORT, default 8443;
 * SANDBOX_HTTP_PORT, default 8080) with its CA and its orders (orders.json) kept in
 * ./data/sandbox, so a PARTNER_CA_FILE stays valid and a bot's orders are still known across
 * restarts; SIGINT/SIGTERM close it.
 */
export async function runSandboxCli(env: NodeJS.ProcessEnv = process.env): Promise<Sandbox> {
  const dataDir = resolve(env.SANDBOX_DATA_DIR || 'data/sandbox');
  const sandbox = await startSandbox({
    ordersFile: join(dataDir, 'orders.json'),
    host: env.SANDBOX_HOST || '127.0.0.1',
    port: portFrom(env, 'SANDBOX_PORT', 8443),
    httpPort: portFrom(env, 'SANDBOX_HTTP_PORT', 8080),
    dataDir,
  });
  process.stdout.write(describeSandbox(sandbox));
  const stop = (): void => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return sandbox;
}

if (import.meta.main) {
  runSandboxCli().catch((error: unknown) => {
    process.stderr.write(
      `sandbox failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  });
}
