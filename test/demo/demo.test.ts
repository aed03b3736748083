import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

let child: ChildProcessWithoutNullStreams | undefined;
afterAll(() => child?.kill('SIGKILL'));

/** Drives `npm run demo`'s program through a pipe, reading what it prints like a person would. */
function startDemo(locale: 'bg' | 'en') {
  const proc = spawn(process.execPath, ['src/demo/cli.ts'], {
    env: {
      ...process.env,
      DEMO_DATA_DIR: mkdtempSync(join(tmpdir(), 'demo-')),
      DEMO_LOCALE: locale,
    },
  });
  child = proc;
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
    waitFor,
    exited,
    type: (line: string) => proc.stdin.write(`${line}\n`),
    /** Types a button's number; `#N` where the terminal says a number is a quantity. */
    press(label: string) {
      const entry = [...buttons()].find(([text]) => text.includes(label));
      if (!entry) throw new Error(`no button "${label}" in: ${[...buttons().keys()].join(' | ')}`);
      proc.stdin.write(`${asksNumber() ? '#' : ''}${entry[1]}\n`);
    },
  };
}

it('places an order from the terminal through a pipe', async () => {
  const demo = startDemo('bg');
  await demo.waitFor(/Пици/);
  demo.press('Пици');
  await demo.waitFor(/Маргарита/);
  demo.press('Маргарита');
  await demo.waitFor(/Фамилна/);
  demo.press('Фамилна');
  await demo.waitFor(/● Фамилна/);
  demo.press('Добави');
  const quantity = await demo.waitFor(/Колко броя/);
  expect(quantity).toContain('напишете число за количество');
  // There is no button 7: a typed number on the quantity screen is the quantity itself.
  demo.type('7');
  await demo.waitFor(/сега: 7/);
  demo.press('Добави 7 бр.');
  await demo.waitFor(/В количката/);
  demo.press('Поръчай');
  await demo.waitFor(/Доставка или/);
  demo.press('Ще взема');
  await demo.waitFor(/Как се казвате/);
  demo.type('Иван Петров');
  const phone = await demo.waitFor(/телефон/);
  expect(phone).toMatch(/keyboard: \[k1\] .+\n.+напишете kN/);
  demo.type('0888 123 456');
  await demo.waitFor(/Имейл/);
  demo.press('Пропусни');
  await demo.waitFor(/Бележка/);
  demo.press('Пропусни');
  await demo.waitFor(/Общо: 111,30\s€/);
  demo.press('Потвърждавам');
  const placed = await demo.waitFor(/Поръчката е приета! Номер: \d+/);
  expect(placed).toMatch(/Сума: 111,30\s€/);
  demo.type('/quit');
  expect(await demo.exited).toBe(0);
}, 40_000);
