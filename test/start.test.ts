import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REQUIRED = String(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).engines.node);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `node <root>/src/start.mjs` in `cwd` with no configuration, on this Node made to report
 * `version` (a preload rewrites process.version and process.versions.node before the launcher
 * runs, which is all the launcher reads), so an old Node's path is taken without an old Node.
 */
function runStart(root: string, cwd: string, version?: string): Promise<Run> {
  const fake =
    version === undefined
      ? []
      : [
          `--import=data:text/javascript,${encodeURIComponent(
            `Object.defineProperty(process, 'version', { value: 'v${version}' });
             Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '${version}' } });`,
          )}`,
        ];
  const child = spawn(process.execPath, [...fake, join(root, 'src', 'start.mjs')], {
    cwd,
    env: { PATH: process.env.PATH ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    stderr += String(chunk);
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/** A copy of the launcher and package.json, with or without node_modules/.bin/node. */
function checkout(withBundledNode: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'start-'));
  mkdirSync(join(root, 'src'));
  copyFileSync(join(ROOT, 'src', 'start.mjs'), join(root, 'src', 'start.mjs'));
  copyFileSync(join(ROOT, 'package.json'), join(root, 'package.json'));
  if (withBundledNode) {
    mkdirSync(join(root, 'node_modules', '.bin'), { recursive: true });
    writeFileSync(join(root, 'node_modules', '.bin', 'node'), '');
  }
  return root;
}

describe('src/start.mjs (npm start, node src/start.mjs, the systemd unit)', () => {
  it('takes the minimum version from package.json engines', async () => {
    expect(REQUIRED).toBe('>=22.19');
    const root = checkout(false);
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    writeFileSync(
      join(root, 'package.json'),
      JSON.stringify({ ...manifest, engines: { node: '>=99.1' } }),
    );
    const run = await runStart(root, root);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^restaurant-order-bot needs Node\.js >= 99\.1\.0, this is v\d+/);
  });

  it.each(['20.20.2', '18.20.8', '22.18.1'])(
    'on Node %s names the Node that npm install put in node_modules, in one line',
    async (version) => {
      const root = checkout(true);
      const run = await runStart(root, root, version);
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(
        `restaurant-order-bot needs Node.js >= 22.19.0, this is v${version} (${process.execPath}): ` +
          'run node_modules/.bin/node src/start.mjs, or npm start\n',
      );
    },
  );

  it('from another directory gives the full paths and where to run npm', async () => {
    const root = checkout(true);
    const run = await runStart(root, mkdtempSync(join(tmpdir(), 'start-cwd-')), '20.20.2');
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `restaurant-order-bot needs Node.js >= 22.19.0, this is v20.20.2 (${process.execPath}): ` +
        `run ${join(root, 'node_modules', '.bin', 'node')} ${join(root, 'src', 'start.mjs')}, ` +
        `or npm start in ${root}\n`,
    );
  });

  it('before npm install says to run it', async () => {
    const root = checkout(false);
    const run = await runStart(root, root, '20.20.2');
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `restaurant-order-bot needs Node.js >= 22.19.0, this is v20.20.2 (${process.execPath}): ` +
        'run npm install (it installs Node 24 into node_modules), then npm start\n',
    );
  });

  it.each([
    { label: '22.19.0', version: '22.19.0' },
    { label: '23.0.0', version: '23.0.0' },
    { label: process.version, version: undefined },
  ])(
    'on Node $label starts the bot, which names what its configuration lacks',
    async ({ version }) => {
      // An empty directory as cwd: no .env is read, so the configuration is empty.
      const run = await runStart(ROOT, mkdtempSync(join(tmpdir(), 'start-cwd-')), version);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/^configuration error: BOT_TOKEN is required/);
      expect(run.stderr).not.toContain('needs Node.js');
    },
  );
});
