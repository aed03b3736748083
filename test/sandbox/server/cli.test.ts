import { afterEach, describe, expect, it } from 'vitest';
import { describeSandbox } from '../../../src/sandbox/cli.ts';
import { type Sandbox, startSandbox } from '../../../src/sandbox/server.ts';

let sandbox: Sandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

describe('npm run sandbox output', () => {
  it('prints ready-to-copy env lines and a curl call that verifies with the CA', async () => {
    sandbox = await startSandbox();
    const text = describeSandbox(sandbox);
    const lines = text.split('\n');
    expect(lines).toContain(`PARTNER_BASE_URL=${sandbox.baseUrl}`);
    expect(lines).toContain(`PARTNER_LEGACY_BASE_URL=${sandbox.legacyBaseUrl}`);
    expect(lines).toContain('PARTNER_API_KEY=demo-key');
    expect(lines).toContain('PARTNER_API_PASSWORD=demo-password-sandbox');
    expect(lines).toContain(`PARTNER_CA_FILE=${sandbox.caFile}`);
    const curl = lines.find((line) => line.startsWith('curl '));
    expect(curl).toContain(`--cacert ${sandbox.caFile}`);
    expect(curl).toContain("-H 'Accept: application/vnd.api+json'");
    expect(curl).toContain(`${sandbox.baseUrl}/catalogue?page=2`);
    expect(curl).not.toMatch(/\s-k\b|--insecure/);
    expect(curl).toMatch(/^curl -s /);
    expect(text).toContain(sandbox.httpUrl);
  });
});
