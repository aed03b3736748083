import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BotApiServer } from './bot-api-server.ts';

/** `npm start` runs this file; the suite runs it the same way, with Node itself. */
const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

/** Everything every bot process of a test file wrote, stdout and stderr, line by line. */
export interface LogSink {
  lines: { pid: number; stream: 'stdout' | 'stderr'; line: string }[];
}

/** How a bot process ended. */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * The bot as a child process, exactly as `npm start` runs it (`node src/main.ts`), in a temp
 * working directory (no `.env` is picked up) with only the given environment. Its output goes to
 * the shared log sink. `ready()` resolves when it takes updates: its first getUpdates (polling)
 * or its setWebhook (webhook mode) reaches the emulator after the start.
 */
export class BotProcess {
  readonly child: ChildProcess;
  readonly exited: Promise<Exit>;
  readonly startedAt = Date.now();
  readonly #logs: LogSink;
  #exit: Exit | undefined;

  /** `nodeOptions`: options for Node itself before the script (diagnostics: --trace-gc…). */
  constructor(env: Record<string, string>, cwd: string, logs: LogSink, nodeOptions: string[] = []) {
    this.#logs = logs;
    this.child = spawn(process.execPath, [...nodeOptions, MAIN], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const pid = this.child.pid ?? -1;
    for (const stream of ['stdout', 'stderr'] as const) {
      let rest = '';
      this.child[stream]?.setEncoding('utf8');
      this.child[stream]?.on('data', (chunk: string) => {
        const parts = (rest + chunk).split('\n');
        rest = parts.pop() ?? '';
        for (const line of parts) if (line) logs.lines.push({ pid, stream, line });
      });
      this.child[stream]?.on('end', () => {
        if (rest) logs.lines.push({ pid, stream, line: rest });
      });
    }
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        this.#exit = { code, signal };
        resolve(this.#exit);
      });
    });
  }

  /** True until the process has exited. */
  alive(): boolean {
    return this.#exit === undefined;
  }

  /** Waits until the bot takes updates; rejects if it exits first or the timeout passes. */
  async ready(api: BotApiServer, mode: 'polling' | 'webhook', timeoutMs = 30_000): Promise<void> {
    const method = mode === 'polling' ? 'getUpdates' : 'setWebhook';
    const taking = api.waitFor(
      () => api.calls.some((c) => c.method === method && c.at >= this.startedAt),
      timeoutMs,
      `the bot (pid ${this.child.pid}) to call ${method}`,
    );
    const died = this.exited.then((exit) => {
      const pid = this.child.pid;
      const last = this.#logs.lines.filter((l) => l.pid === pid).slice(-8);
      throw new Error(
        `the bot exited before it was ready: ${JSON.stringify(exit)}\n${last
          .map((l) => `  ${l.stream}: ${l.line.slice(0, 600)}`)
          .join('\n')}`,
      );
    });
    await Promise.race([taking, died]);
  }

  /** Sends a signal (SIGKILL by default) and waits for the process to end. */
  async stop(signal: NodeJS.Signals = 'SIGKILL'): Promise<Exit> {
    if (this.alive()) this.child.kill(signal);
    return this.exited;
  }
}
