import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Clock, offsetClock, systemClock } from '../clock.ts';
import { type SandboxAdmin, startSandboxAdmin } from './admin.ts';
import { parseClockSwitch } from './clock-switch.ts';
import {
  isSandboxMenuName,
  SANDBOX_MENUS,
  type SandboxMenuName,
  sandboxMenuHelp,
} from './menus.ts';
import { sandboxRestaurants } from './restaurants.ts';
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
export function describeSandbox(
  sandbox: Sandbox,
  extras: { admin?: SandboxAdmin; clock?: Clock } = {},
): string {
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
    ...restaurantLines(sandbox),
    ...adminLines(sandbox, extras),
  ].join('\n');
}

// `--restaurants N`: each restaurant's entry for RESTAURANTS_FILE (docs/fleet.md).
function restaurantLines(sandbox: Sandbox): string[] {
  const apis = Object.entries(sandbox.restaurants);
  if (apis.length === 0) return [];
  return [
    `Restaurants (${apis.length}), each its own API, menu and credentials on this port:`,
    ...apis.map(([id, api]) => {
      const account = Object.values(api.partners)[0];
      return `  ${id}: ${api.baseUrl}  key ${account?.credentials.key}  password ${account?.credentials.password}`;
    }),
    '',
  ];
}

function adminLines(sandbox: Sandbox, extras: { admin?: SandboxAdmin; clock?: Clock }): string[] {
  const lines: string[] = [];
  if (extras.clock) {
    lines.push(`Business time: ${new Date(extras.clock.now()).toISOString()} (running)`);
  }
  lines.push(`Quirks: ${sandbox.quirks.enabled ? 'on' : 'off'}`);
  if (extras.admin) {
    const { url, token } = extras.admin;
    lines.push(
      `Admin endpoint: ${url} (loopback only; docs/sandbox.md lists its routes)`,
      `  admin token:   ${token}`,
      `curl -s -H 'Authorization: Bearer ${token}' -H 'Content-Type: application/json' -d '{"kind":"status","status":503,"endpoint":"orders"}' ${url}/faults`,
    );
  }
  lines.push('');
  return lines;
}

/** What `npm run sandbox` accepts besides the environment (flags win over env). */
export interface SandboxCliSettings {
  clock: string | undefined;
  quirks: boolean;
  adminPort: number;
  adminToken: string | undefined;
  /** `--restaurants N`: N restaurants at /r/<id>/api/v1 besides the demo at /api/v1. */
  restaurants: number;
  /** `--menu <name>`: which restaurant's menu to serve, a name of SANDBOX_MENUS (menus.ts). */
  menu: SandboxMenuName;
  /** `--help`: print the usage (sandboxUsage) instead of starting. */
  help: boolean;
}

/** What `npm run sandbox -- --help` prints: the flags, and every menu from SANDBOX_MENUS. */
export function sandboxUsage(): string {
  return [
    'npm run sandbox -- [--menu <name>] [--clock noon|<moment>|<shift>] [--quirks]',
    '                   [--admin-port <n>] [--admin-token <t>] [--restaurants <n>]',
    'Menus:',
    ...sandboxMenuHelp(),
    '',
  ].join('\n');
}

/**
 * Reads the flags `--clock <noon|moment|shift>`, `--quirks`, `--admin-port <n>` and
 * `--admin-token <t>`, falling back to SANDBOX_CLOCK, SANDBOX_QUIRKS=1, SANDBOX_ADMIN_PORT
 * (default 8444) and SANDBOX_ADMIN_TOKEN (default: a random token printed at start).
 */
export function readCliSettings(argv: string[], env: NodeJS.ProcessEnv): SandboxCliSettings {
  const { values } = parseArgs({
    args: argv,
    options: {
      clock: { type: 'string' },
      quirks: { type: 'boolean' },
      'admin-port': { type: 'string' },
      'admin-token': { type: 'string' },
      restaurants: { type: 'string' },
      menu: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  const adminPort = values['admin-port'];
  const restaurants = Number(values.restaurants ?? 0);
  if (!Number.isInteger(restaurants) || restaurants < 0 || restaurants > 1_000)
    throw new Error(
      `--restaurants must be a whole number from 0 to 1000, got "${values.restaurants}"`,
    );
  const menu = values.menu ?? 'demo';
  if (!isSandboxMenuName(menu)) {
    const names = Object.keys(SANDBOX_MENUS).map((name) => `"${name}"`);
    throw new Error(
      [`--menu must be one of ${names.join(', ')}, got "${menu}"`, ...sandboxMenuHelp()].join('\n'),
    );
  }
  return {
    menu,
    help: values.help ?? false,
    clock: values.clock ?? (env.SANDBOX_CLOCK || undefined),
    quirks: values.quirks ?? (env.SANDBOX_QUIRKS === '1' || env.SANDBOX_QUIRKS === 'true'),
    adminPort:
      adminPort === undefined
        ? portFrom(env, 'SANDBOX_ADMIN_PORT', 8444)
        : portFrom({ ADMIN: adminPort }, 'ADMIN', 8444),
    adminToken: values['admin-token'] ?? (env.SANDBOX_ADMIN_TOKEN || undefined),
    restaurants,
  };
}

/** A running `npm run sandbox`: the sandbox, its admin endpoint and its business clock. */
export interface SandboxCli {
  sandbox: Sandbox;
  admin: SandboxAdmin;
  clock: Clock;
  close(): Promise<void>;
}

/**
 * Starts what `npm run sandbox` runs, without printing or signal handling: the sandbox on its
 * ports with its data in SANDBOX_DATA_DIR, its business clock from `--clock` (real time when
 * absent), the quirks switch, and the admin endpoint on 127.0.0.1.
 */
export async function startSandboxCli(
  env: NodeJS.ProcessEnv,
  argv: string[],
  base: Clock = systemClock,
): Promise<SandboxCli> {
  const settings = readCliSettings(argv, env);
  const dataDir = resolve(env.SANDBOX_DATA_DIR || 'data/sandbox');
  const menu = SANDBOX_MENUS[settings.menu].create();
  const clock =
    settings.clock === undefined
      ? base
      : offsetClock(base, parseClockSwitch(settings.clock, base.now(), menu.timezone));
  const sandbox = await startSandbox({
    clock,
    menu,
    quirks: settings.quirks,
    restaurants: sandboxRestaurants(settings.restaurants),
    ordersFile: join(dataDir, 'orders.json'),
    host: env.SANDBOX_HOST || '127.0.0.1',
    port: portFrom(env, 'SANDBOX_PORT', 8443),
    httpPort: portFrom(env, 'SANDBOX_HTTP_PORT', 8080),
    dataDir,
  });
  const admin = await startSandboxAdmin({
    sandbox,
    clock,
    port: settings.adminPort,
    token: settings.adminToken,
  }).catch(async (error: unknown) => {
    await sandbox.close();
    throw error;
  });
  return {
    sandbox,
    admin,
    clock,
    close: async () => {
      await admin.close();
      await sandbox.close();
    },
  };
}

/**
 * `npm run sandbox`: starts the sandbox on fixed ports (SANDBOX_PORT, default 8443;
 * SANDBOX_HTTP_PORT, default 8080; the admin endpoint on SANDBOX_ADMIN_PORT, default 8444) with
 * its CA and its orders (orders.json) kept in ./data/sandbox, so a PARTNER_CA_FILE stays valid
 * and a bot's orders are still known across restarts; SIGINT/SIGTERM close it.
 */
export async function runSandboxCli(
  env: NodeJS.ProcessEnv = process.env,
  argv: string[] = process.argv.slice(2),
): Promise<SandboxCli> {
  const running = await startSandboxCli(env, argv);
  process.stdout.write(describeSandbox(running.sandbox, running));
  const stop = (): void => {
    void running.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return running;
}

if (import.meta.main) {
  const argv = process.argv.slice(2);
  const start = async (): Promise<unknown> =>
    readCliSettings(argv, process.env).help
      ? process.stdout.write(sandboxUsage())
      : runSandboxCli(process.env, argv);
  start().catch((error: unknown) => {
    process.stderr.write(
      `sandbox failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  });
}
