import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

/**
 * `npm run demo` serves the Mini App beside the terminal chat: the `Mini App:` line it prints
 * opens the page, and the `initData` in that address is accepted for the demo's own chat, whose
 * cart then shows in the terminal.
 */

let child: ChildProcessWithoutNullStreams | undefined;
afterAll(() => child?.kill('SIGKILL'));

async function waitFor(read: () => string, pattern: RegExp): Promise<RegExpExecArray> {
  // A generous, event-driven deadline: the demo starts a sandbox and the whole bot.
  for (let i = 0; i < 1_200; i += 1) {
    const match = pattern.exec(read());
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`demo did not print ${pattern}; it printed:\n${read().slice(-2000)}`);
}

it('prints a Mini App address that opens the page and fills the terminal chat cart', async () => {
  const proc = spawn(process.execPath, ['src/demo/cli.ts'], {
    env: { ...process.env, DEMO_DATA_DIR: mkdtempSync(join(tmpdir(), 'demo-app-')) },
  });
  child = proc;
  let output = '';
  proc.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const [, address] = await waitFor(
    () => output,
    /^Mini App: (http:\/\/127\.0\.0\.1:\d+\/app\/#\S+)$/m,
  );
  const url = new URL(address ?? '');
  const initData = new URLSearchParams(url.hash.slice(1)).get('tgWebAppData') ?? '';
  const page = await fetch(new URL('/app/', url));
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('app.js');

  const cart = await fetch(new URL('/app/api/cart', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-init-data': initData },
    body: JSON.stringify({
      lines: [{ kind: 'product', productId: 101, size: 'family', quantity: 1 }],
    }),
  });
  expect(cart.status).toBe(200);
  await waitFor(() => output, /Ето поръчката от менюто[\s\S]*Пица Маргарита/);

  proc.stdin.end('/quit\n');
  await new Promise((resolve) => proc.once('exit', resolve));
});
