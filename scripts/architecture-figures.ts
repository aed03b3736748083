import { createHook, executionAsyncId } from 'node:async_hooks';
import { spawnSync } from 'node:child_process';
import diagnostics from 'node:diagnostics_channel';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Transformer } from 'grammy';

/**
 * `node scripts/architecture-figures.ts [--duplicates]` (issue 22, "How to show it"): measures
 * the figures docs/architecture.md keeps before and after the redesign, and prints them as
 * Markdown.
 *
 * (a) The files one Confirm passes from Telegram to the Partner API and back. The whole
 *     application (src/app.ts: store, partner client, outbox, tracker, the grammY bot) runs in
 *     this process on a local Bot API stand-in, against the sandbox over HTTPS on loopback, on a
 *     manual clock. A customer fills a cart and reaches the review; then three probes are armed
 *     and "Confirm" is tapped:
 *       - every time the chat runner is entered for that chat (its per-chat queue runs a piece of
 *         work: the tap, a result landing, order news), counted, with the stack at that moment;
 *       - the moment the Partner API request POST /orders is created (undici's
 *         `undici:request:create` diagnostics channel), its stack;
 *       - the moment the Bot API call that shows the outcome (a message to that chat naming the
 *         sandbox's order number) is handed to grammY's transformers, its stack.
 *     Stacks are V8's async stack traces (`Error.stackTraceLimit = Infinity`): they follow
 *     `await`s, not callbacks or queued promise jobs, so each stack starts where the path last
 *     crossed a queue. (a) is the number of distinct src/ files in all of them together. As a
 *     cross-check, V8's precise coverage (function call counts, reset just before the tap)
 *     gives the src/ files any of whose functions ran between the tap and the outcome settling.
 * (b) The lines of the largest files in src/ (code: .ts, .mts, .mjs, .js).
 * (c) With --duplicates: the `duplicates --seconds 120` pair counts in src/ and in test/ (about
 *     two minutes each; the command must be on PATH).
 *
 * Nothing here depends on the time of day: the sandbox and the bot share one manual clock set to
 * a Monday noon in Sofia, and the scripted customer is the same on every run.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CHAT = 4242;
/** A business time when the demo restaurant is open: Monday 12:00 in Sofia. */
const OPEN_MONDAY_NOON = Date.parse('2026-11-23T10:00:00Z');
/** How many event-loop turns with nothing new mean the Confirm has settled. */
const QUIET_TURNS = 50;

/** The src/ files named in a stack, in order of their first appearance (innermost first). */
export function srcFiles(stack: string): string[] {
  const files: string[] = [];
  for (const line of stack.split('\n')) {
    const match = /(?:file:\/\/)?(\/[^\s():]+\.(?:ts|mts|mjs|js)):\d+:\d+/.exec(line);
    if (!match?.[1]) continue;
    const path = relative(root, match[1]);
    if (path.startsWith('src/') && !files.includes(path)) files.push(path);
  }
  return files;
}

/** A stack's frames inside src/, innermost first, as `file:function`. */
function srcFrames(stack: string): string[] {
  const frames: string[] = [];
  for (const line of stack.split('\n').slice(1)) {
    const match = /^\s*at (?:(async )?(.*?) \()?(?:file:\/\/)?(\/[^\s():]+):\d+:\d+\)?$/.exec(line);
    if (!match?.[3]) continue;
    const path = relative(root, match[3]);
    if (!path.startsWith('src/')) continue;
    frames.push(`${path.slice('src/'.length)} ${match[2] ?? '(anonymous)'}`);
  }
  return frames;
}

interface Probe {
  what: string;
  /** The stack at the probe itself. */
  stack: string;
  /** The stacks that created the async contexts it runs in, back to the tap (innermost first). */
  chain: string[];
}

/**
 * What stands in for the world outside the bot in this process: the Partner API (the sandbox)
 * and Telegram (the local Bot API stand-in). Its files are not the bot's path.
 */
const OTHER_SIDE = /^src\/(?:sandbox\/|telegram\/local-chat\.ts$|.*\/local-chat\.ts$)/;

export interface ConfirmFigures {
  runnerEntries: number;
  probes: Probe[];
  /** src/ files on the path: the probes' stacks and the stacks that created their contexts. */
  files: string[];
  /** src/ files in the probes' own async stack traces only (cut at every queue). */
  stackFiles: string[];
  executedFiles: string[];
  orderNumber: string;
}

export async function measureConfirm(): Promise<ConfirmFigures> {
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = Number.POSITIVE_INFINITY;
  // Coverage first, so every module's functions are counted from their first compilation.
  const inspector = new Session();
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });

  const { pino } = await import('pino');
  const { ManualClock } = await import('../src/clock.ts');
  const { startSandbox } = await import('../src/sandbox/server.ts');
  const { localConfig } = await import('../src/demo/local-config.ts');
  const { startApplication } = await import('../src/app.ts');
  const { LOCAL_BOT_INFO, LocalTelegram } = await import('../src/demo/local-chat.ts');
  const { ChatQueue } = await import('../src/chat/runner.ts');

  const clock = new ManualClock(OPEN_MONDAY_NOON);
  const sandbox = await startSandbox({
    clock,
    rateLimitPerMinute: 100_000,
    ipRateLimitPerMinute: 100_000,
  });
  const storeDir = mkdtempSync(join(tmpdir(), 'architecture-figures-'));
  const telegram = new LocalTelegram();

  let armed = false;
  let runnerEntries = 0;
  let lastChange = 0;
  const probes: Probe[] = [];
  let ordersSent = false;
  let outcomeShown = false;
  let orderNumber = '';

  // Who started each async context (a promise job, a timer, a socket callback) while armed: the
  // context it was created in and the stack at that moment. Walking these links back from a
  // probe crosses the queues and waits that cut a plain async stack trace.
  const createdIn = new Map<number, number>();
  const createdBy = new Map<number, string>();
  const hook = createHook({
    init(asyncId) {
      if (!armed) return;
      createdIn.set(asyncId, executionAsyncId());
      createdBy.set(asyncId, new Error().stack ?? '');
    },
  });
  const chain = (): string[] => {
    const stacks: string[] = [];
    const seen = new Set<number>();
    for (let id = executionAsyncId(); createdBy.has(id) && !seen.has(id); ) {
      seen.add(id);
      stacks.push(createdBy.get(id) ?? '');
      id = createdIn.get(id) ?? 0;
    }
    return stacks;
  };
  const probe = (what: string) => {
    lastChange += 1;
    probes.push({ what, stack: new Error().stack ?? '', chain: chain() });
  };

  // The chat runner's one way in: its per-chat queue (customer updates, results, order news).
  const run = ChatQueue.prototype.run;
  ChatQueue.prototype.run = function <T>(
    this: InstanceType<typeof ChatQueue>,
    chatId: number,
    work: () => Promise<T>,
  ): Promise<T> {
    if (armed && chatId === CHAT) {
      runnerEntries += 1;
      probe(`chat runner entered (${runnerEntries})`);
    }
    return run.call(this, chatId, work) as Promise<T>;
  };

  const onRequest = (message: unknown) => {
    const { request } = message as { request: { method: string; path: string } };
    if (!armed || ordersSent || request.method !== 'POST') return;
    if (!/\/orders(?:\?|$)/.test(request.path)) return;
    ordersSent = true;
    probe('Partner API POST /orders sent');
  };
  diagnostics.subscribe('undici:request:create', onRequest);

  const outcomeProbe: Transformer = (prev, method, payload, signal) => {
    const fields = (payload ?? {}) as Record<string, unknown>;
    if (armed && !outcomeShown && fields.chat_id === CHAT) {
      const number = sandbox.ledger.list()[0]?.orderNumber;
      const text = String(fields.text ?? fields.caption ?? '');
      if (number !== undefined && text.includes(number)) {
        outcomeShown = true;
        orderNumber = number;
        probe(`Bot API ${method} with the outcome`);
      }
    }
    return prev(method, payload, signal);
  };

  const app = await startApplication({
    config: localConfig(sandbox, { storeDir, staffChatId: undefined }),
    clock,
    logger: pino({ level: 'silent' }),
    // grammY runs the transformer installed last first: the probe, then the local Telegram.
    transformers: [telegram.transformer, outcomeProbe],
    botInfo: LOCAL_BOT_INFO,
    flood: { burst: 1_000, perSecond: 1_000 },
  });

  const type = async (text: string) => {
    await app.bot.handleUpdate(telegram.textUpdate(CHAT, text));
    await app.runner.drain(10_000);
  };
  const tap = async (label: string) => {
    const live = telegram.liveMessage(CHAT);
    const button = live?.buttons.flat().find((b) => b.text.includes(label));
    if (!live || !button) {
      const labels = live?.buttons.flat().map((b) => b.text) ?? [];
      throw new Error(`no button "${label}" in: ${labels.join(' | ')}`);
    }
    await app.bot.handleUpdate(telegram.tapUpdate(CHAT, live.messageId, button.data));
    await app.runner.drain(10_000);
  };

  try {
    await type('/start');
    for (const label of ['Пици', 'Маргарита', 'Фамилна', 'Добави', 'Добави 1 бр.', 'Поръчай']) {
      await tap(label);
    }
    await tap('Ще взема');
    await type('Иван Петров');
    await type('0888123456');
    await tap('Пропусни');
    await tap('Пропусни');
    const review = telegram.liveMessage(CHAT);
    if (!review?.buttons.flat().some((b) => b.text.includes('Потвърждавам'))) {
      throw new Error(`the review was not reached: ${review?.text ?? 'no live message'}`);
    }

    await inspector.post('Profiler.takePreciseCoverage'); // resets the counts
    hook.enable();
    armed = true;
    await tap('Потвърждавам');
    // Settled: the outcome was shown and nothing new entered the runner for a while.
    let quiet = 0;
    let seen = lastChange;
    for (let turn = 0; turn < 100_000 && quiet < QUIET_TURNS; turn += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      if (lastChange !== seen || !outcomeShown) {
        seen = lastChange;
        quiet = 0;
      } else {
        quiet += 1;
      }
    }
    await app.runner.drain(10_000);
    armed = false;
    const { result } = await inspector.post('Profiler.takePreciseCoverage');
    if (!ordersSent) throw new Error('no POST /orders was sent after the Confirm');
    if (!outcomeShown) {
      const shown = telegram.liveMessage(CHAT)?.text ?? '';
      throw new Error(
        `the outcome never reached the chat (order ${sandbox.ledger.list()[0]?.orderNumber}; screen: ${shown})`,
      );
    }
    if (sandbox.ledger.list().length !== 1) throw new Error('not exactly one order in the ledger');

    const executedFiles = result
      .filter((script) => script.url.startsWith('file://'))
      .filter((script) => script.functions.some((fn) => (fn.ranges[0]?.count ?? 0) > 0))
      .map((script) => relative(root, fileURLToPath(script.url)))
      .filter((path) => path.startsWith('src/'))
      .sort();
    const stackFiles = [...new Set(probes.flatMap((p) => srcFiles(p.stack)))].sort();
    const files = [...new Set(probes.flatMap((p) => [p.stack, ...p.chain].flatMap(srcFiles)))]
      .filter((path) => !OTHER_SIDE.test(path))
      .sort();
    return {
      runnerEntries,
      probes,
      files,
      stackFiles,
      executedFiles: executedFiles.filter((path) => !OTHER_SIDE.test(path)),
      orderNumber,
    };
  } finally {
    armed = false;
    hook.disable();
    Error.stackTraceLimit = stackTraceLimit;
    ChatQueue.prototype.run = run;
    diagnostics.unsubscribe('undici:request:create', onRequest);
    await inspector.post('Profiler.stopPreciseCoverage');
    inspector.disconnect();
    await app.stop();
    await sandbox.close();
    rmSync(storeDir, { recursive: true, force: true });
  }
}

/** Every code file under src/ with its line count, longest first. */
export function largestFiles(): { path: string; lines: number }[] {
  const entries = readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(?:ts|mts|mjs|js)$/.test(entry.name))
    .map((entry) => {
      const path = relative(root, join(entry.parentPath, entry.name));
      const text = readFileSync(join(root, path), 'utf8');
      const lines = text.length === 0 ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
      return { path, lines };
    })
    .sort((a, b) => b.lines - a.lines || a.path.localeCompare(b.path));
}

/** `duplicates --seconds 120` in a folder: its first line and the pair count in it. */
function duplicatePairs(folder: string): { line: string; pairs: number | null } {
  const run = spawnSync('duplicates', ['--seconds', '120'], {
    cwd: join(root, folder),
    encoding: 'utf8',
  });
  if (run.error) return { line: `duplicates could not run: ${run.error.message}`, pairs: null };
  const line = run.stdout.split('\n')[0] ?? '';
  const match = /^(\d+) pairs?\b/.exec(line);
  const pairs = match?.[1] ? Number(match[1]) : /^no duplicates/.test(line) ? 0 : null;
  const incomplete = run.stdout.split('\n').find((l) => l.startsWith('incomplete:'));
  return { line: incomplete ? `${line} (${incomplete})` : line, pairs };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { duplicates: { type: 'boolean', default: false } } });
  const confirm = await measureConfirm();
  const sizes = largestFiles();
  const over = sizes.filter((file) => file.lines > 400);
  const out: string[] = [];
  out.push('## Figures (measured by scripts/architecture-figures.ts)', '');
  out.push('| figure | value |', '|---|---|');
  out.push(
    `| (a) src/ files a Confirm passes, Telegram → Partner API → back | ${confirm.files.length} |`,
  );
  out.push(
    `| (a, lower bound) src/ files in the probes' own async stack traces | ${confirm.stackFiles.length} |`,
  );
  out.push(`| (a) times the chat runner is entered for the Confirm | ${confirm.runnerEntries} |`);
  out.push(
    `| (a, cross-check) src/ files any of whose functions ran between the tap and the outcome | ${confirm.executedFiles.length} |`,
  );
  const top = sizes[0];
  out.push(
    `| (b) lines of the largest file in src/ | ${top ? `${top.lines} (${top.path})` : '–'} |`,
  );
  const topTs = sizes.find((file) => file.path.endsWith('.ts'));
  out.push(
    `| (b) lines of the largest .ts file in src/ | ${topTs ? `${topTs.lines} (${topTs.path})` : '–'} |`,
  );
  out.push(`| (b) code files in src/ over 400 lines | ${over.length} |`);
  if (values.duplicates) {
    for (const folder of ['src', 'test']) {
      const { line, pairs } = duplicatePairs(folder);
      out.push(
        `| (c) \`duplicates --seconds 120\` pairs in ${folder}/ | ${pairs ?? '?'} — ${line} |`,
      );
    }
  } else {
    out.push('| (c) `duplicates` pairs | run with --duplicates (about 4 minutes) |');
  }
  out.push('', `The Confirm placed order no. ${confirm.orderNumber}; the probes, in order:`, '');
  for (const probe of confirm.probes) {
    out.push(`- ${probe.what} (${probe.chain.length} async contexts back to the tap):`);
    for (const frame of srcFrames(probe.stack)) out.push(`  - ${frame}`);
    const started = [...new Set(probe.chain.flatMap(srcFrames))];
    if (started.length > 0) out.push(`  - started by: ${started.join('; ')}`);
  }
  out.push('', `(a) files: ${confirm.files.join(', ')}`);
  out.push('', `(a, lower bound) files: ${confirm.stackFiles.join(', ')}`);
  out.push('', `(a, cross-check) files: ${confirm.executedFiles.join(', ')}`);
  out.push(
    '',
    `(b) over 400 lines: ${over.map((f) => `${f.path} ${f.lines}`).join(', ') || 'none'}`,
  );
  console.log(out.join('\n'));
}

// Run as a script (not when a test imports the measurement).
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
