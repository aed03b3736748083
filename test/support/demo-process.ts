import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

const children: ChildProcessWithoutNullStreams[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** A new, empty data/demo directory for one test's demo process. */
export function demoProcessDir(): string {
  return mkdtempSync(join(tmpdir(), 'demo-'));
}

/**
 * Drives `npm run demo`'s program through a pipe, reading what it prints like a person would:
 * DEMO_LOCALE as given (unset when undefined), its data in `dataDir` (a fresh one by default).
 * The processes are killed after the test file.
 */
export function startDemoProcess(
  locale: string | undefined,
  dataDir = demoProcessDir(),
  args: string[] = [],
) {
  const env: NodeJS.ProcessEnv = { ...process.env, DEMO_DATA_DIR: dataDir };
  if (locale === undefined) delete env.DEMO_LOCALE;
  else env.DEMO_LOCALE = locale;
  const proc = spawn(process.execPath, ['src/demo/cli.ts', ...args], { env });
  children.push(proc);
  let output = '';
  let read = 0;
  proc.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  proc.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) => proc.once('exit', resolve));

  async function waitFor(pattern: RegExp, timeoutMs = 15_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const fresh = output.slice(read);
      if (pattern.test(fresh)) {
        read = output.length;
        return fresh;
      }
      if (Date.now() > deadline)
        throw new Error(`demo did not print ${pattern}; it printed:\n${output.slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  function buttons(): Map<string, number> {
    const blocks = output.split(/^────.*$/m);
    for (const block of blocks.reverse()) {
      const found = new Map<string, number>();
      for (const match of block.matchAll(/\[(\d+)\] (.+?)(?=\s{3}\[\d+\]|$)/gm)) {
        found.set((match[2] ?? '').trim(), Number(match[1]));
      }
      if (found.size > 0) return found;
    }
    return new Map();
  }

  // The terminal's hint under a screen that takes a typed number (the quantity step).
  function asksNumber(): boolean {
    const last = output.split(/^────.*$/m).at(-1) ?? '';
    return /#N/.test(last);
  }

  return {
    /** Everything printed so far. */
    output: () => output,
    waitFor,
    exited,
    type: (line: string) => proc.stdin.write(`${line}\n`),
    /**
     * Types a button's number; `#N` where the terminal says a number is a quantity. Waits for the
     * button: a screen's text can be printed before the edit that puts its buttons under it.
     */
    async press(label: string, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const entry = [...buttons()].find(([text]) => text.includes(label));
        if (entry) {
          proc.stdin.write(`${asksNumber() ? '#' : ''}${entry[1]}\n`);
          return;
        }
        if (Date.now() > deadline)
          throw new Error(`no button "${label}" in: ${[...buttons().keys()].join(' | ')}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}
