/**
 * `npm run bench:process`: the bot measured from outside, as it runs in production. The real
 * process (`node src/main.ts`, long polling, sqlite store, production log level) on the repo's
 * Bot API emulator and the Partner API sandbox over HTTPS, everything on 127.0.0.1. Simulated
 * customers browse (category, product, size, back, next page), each acting as soon as the bot
 * answered its last action plus a short human pause. Prints actions per second, the reaction
 * latency (update delivered → the bot's first call for it), Telegram calls per action, CPU per
 * action and the process's RSS from /proc; checks the targets; exits 1 when an action was left
 * unanswered, the bot logged an error or died, or a target was missed.
 *
 * Environment: BENCH_CUSTOMERS (50), BENCH_SECONDS (30), BENCH_WARMUP_SECONDS (5),
 * BENCH_PRODUCTS (130 product records), BENCH_THINK_MS (400: pauses of 0.75x to 1.25x of it),
 * BENCH_ACTION_TIMEOUT_SECONDS (30), BENCH_SEED, BENCH_NODE_OPTIONS (extra Node options for the
 * bot process only, e.g. --heapsnapshot-signal=SIGUSR2 to investigate its memory),
 * BENCH_BOT_OUTPUT (a file that receives everything the bot process writes).
 */
import { appendFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { offsetClock, systemClock, todayAtUtcHour } from '../../src/clock.ts';
import { defaultPartners } from '../../src/sandbox/http/partners.ts';
import { createDemoMenu } from '../../src/sandbox/menu/index.ts';
import { startSandbox } from '../../src/sandbox/server.ts';
import { startBotApiServer } from '../support/bot-api-server.ts';
import { type ProcSample, readProc } from '../support/proc-stats.ts';
import { ActionObserver, type ActionRecord, browse } from '../support/process-bench-customers.ts';
import { BotProcess, type LogSink } from '../support/reliability-process.ts';
import { seededRandom } from '../support/reliability-random.ts';

const numberFrom = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
};

const CUSTOMERS = Math.max(1, Math.floor(numberFrom('BENCH_CUSTOMERS', 50)));
const SECONDS = numberFrom('BENCH_SECONDS', 30);
const WARMUP_SECONDS = numberFrom('BENCH_WARMUP_SECONDS', 5);
const PRODUCTS = Math.max(108, Math.floor(numberFrom('BENCH_PRODUCTS', 130)));
const THINK_MS = numberFrom('BENCH_THINK_MS', 400);
const ACTION_TIMEOUT_MS = numberFrom('BENCH_ACTION_TIMEOUT_SECONDS', 30) * 1000;
const SEED = Math.floor(numberFrom('BENCH_SEED', 12));
const FIRST_CHAT = 5_000_000;
/** Memory is sampled this often: the timeline and the flatness check read these samples. */
const SAMPLE_MS = 1_000;
const MB = 1024 * 1024;

/** Targets (issue 12, DESIGN.md): p95 reaction by load, peak RSS, flat RSS on long runs. */
const P95_TARGET_MS = CUSTOMERS <= 50 ? 20 : CUSTOMERS <= 200 ? 50 : undefined;
const PEAK_RSS_TARGET = 200 * MB;
/** Runs at least this long are long enough to judge whether the RSS is flat. */
const FLAT_MIN_SECONDS = 120;

const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

function quantiles(values: number[]): (q: number) => number {
  const sorted = Float64Array.from(values).sort();
  return (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

function latencyLine(label: string, values: number[]): string {
  const at = quantiles(values);
  return `${label}: p50 ${ms(at(0.5))}, p95 ${ms(at(0.95))}, p99 ${ms(at(0.99))}, max ${ms(at(1))}`;
}

/** What the bot wrote that the bench keeps: its error lines and its last lines. */
interface Output {
  errors: string[];
  tail: string[];
}

/**
 * Moves the bot's new output lines out of the sink (it would otherwise hold all of them): error
 * lines (pino level 50 and 60) and the last 20 lines are kept, and everything goes to the file
 * BENCH_BOT_OUTPUT when set.
 */
function takeOutput(logs: LogSink, output: Output): void {
  const lines = logs.lines.splice(0).map((l) => l.line);
  for (const line of lines) if (/"level":(50|60)/.test(line)) output.errors.push(line);
  output.tail.push(...lines);
  output.tail.splice(0, Math.max(0, output.tail.length - 20));
  const file = process.env.BENCH_BOT_OUTPUT;
  if (file && lines.length > 0) appendFileSync(file, lines.map((line) => `${line}\n`).join(''));
}

async function stopBot(bot: BotProcess): Promise<void> {
  if (!bot.alive()) return;
  bot.child.kill('SIGTERM');
  const timer = setTimeout(() => bot.child.kill('SIGKILL'), 15_000);
  await bot.exited;
  clearTimeout(timer);
}

async function run(): Promise<number> {
  const random = seededRandom(SEED);
  const dir = mkdtempSync(join(tmpdir(), 'bench-process-'));
  const token = `7${String(SEED).padStart(8, '0')}:AAbench-process-token-0123456789abcdef`;
  const partners = defaultPartners();
  const key = 'bench-process-key';
  const password = 'bench-process-password';
  if (partners.demo) partners.demo.credentials = { key, password };
  const sandbox = await startSandbox({
    clock: offsetClock(systemClock, todayAtUtcHour(Date.now(), 10)),
    partners,
    menu: createDemoMenu({ products: PRODUCTS }),
    rateLimitPerMinute: 100_000,
    ipRateLimitPerMinute: 100_000,
  });
  const api = await startBotApiServer({ token });
  const observer = new ActionObserver(api);
  const logs: LogSink = { lines: [] };
  // The environment `npm start` gets in production, as an operator would set it.
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    BOT_TOKEN: token,
    TELEGRAM_API_ROOT: api.url,
    BOT_MODE: 'polling',
    PARTNER_BASE_URL: sandbox.baseUrl,
    PARTNER_API_KEY: key,
    PARTNER_API_PASSWORD: password,
    PARTNER_CA_FILE: sandbox.caFile,
    STORE_URL: `sqlite://${join(dir, 'bot.sqlite')}`,
    STAFF_CHAT_ID: '777000',
    LOG_LEVEL: 'info',
  };
  const nodeOptions = (process.env.BENCH_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
  const bot = new BotProcess(env, dir, logs, nodeOptions);
  const pid = bot.child.pid ?? -1;
  const failures: string[] = [];
  const output: Output = { errors: [], tail: [] };
  try {
    await bot.ready(api, 'polling', 60_000);
    const ready = readProc(pid);
    console.log(
      `process bench: ${CUSTOMERS} customers for ${SECONDS} s (+${WARMUP_SECONDS} s warm-up), ` +
        `${PRODUCTS}-product menu, think ${THINK_MS * 0.75}–${THINK_MS * 1.25} ms; bot pid ${pid}, ` +
        `RSS when ready ${mb(ready.rss)}`,
    );
    const samples: Array<ProcSample & { at: number }> = [];
    const sampler = setInterval(() => {
      if (!bot.alive()) return;
      samples.push({ at: performance.now(), ...readProc(pid) });
      takeOutput(logs, output);
    }, SAMPLE_MS);
    const started = performance.now();
    const measureFrom = started + WARMUP_SECONDS * 1000;
    const end = measureFrom + SECONDS * 1000;
    let window: Window | undefined;
    const warmup = setTimeout(() => {
      observer.measuring = true;
      window = {
        from: readProc(pid),
        fromAt: performance.now(),
        bench: process.cpuUsage(),
        benchWaitMs: readProc(process.pid).runQueueWaitMs,
      };
    }, WARMUP_SECONDS * 1000);
    const until = () => performance.now() >= end || !bot.alive();
    const settings = {
      thinkMs: [THINK_MS * 0.75, THINK_MS * 1.25] as [number, number],
      actionTimeoutMs: ACTION_TIMEOUT_MS,
      random,
    };
    await Promise.all(
      Array.from({ length: CUSTOMERS }, (_, i) =>
        // Staggered starts over one think time, as customers do not all arrive in one instant.
        new Promise((resolve) => setTimeout(resolve, random() * THINK_MS)).then(() =>
          browse(observer, FIRST_CHAT + i, until, settings),
        ),
      ),
    );
    clearTimeout(warmup);
    clearInterval(sampler);
    const finished = performance.now();
    if (!bot.alive()) failures.push(`the bot process died: ${JSON.stringify(await bot.exited)}`);
    const last = bot.alive() ? readProc(pid) : samples.at(-1);
    const measured = observer.records.filter((r) => r.measured);
    report(measured, observer, samples, ready, last, window, finished, failures);
    takeOutput(logs, output);
    if (output.errors.length > 0) {
      failures.push(
        `the bot logged ${output.errors.length} error(s), e.g. ${output.errors[0]?.slice(0, 300)}`,
      );
    }
  } finally {
    await stopBot(bot);
    await api.close();
    await sandbox.close();
  }
  const exit = await bot.exited;
  takeOutput(logs, output);
  if (exit.code !== 0 && failures.length === 0) {
    failures.push(`the bot did not stop cleanly on SIGTERM: ${JSON.stringify(exit)}`);
  }
  for (const failure of failures) console.error(`FAIL: ${failure}`);
  if (failures.length > 0) {
    console.error(output.tail.map((line) => `  bot: ${line.slice(0, 300)}`).join('\n'));
  }
  return failures.length === 0 ? 0 : 1;
}

function report(
  measured: ActionRecord[],
  observer: ActionObserver,
  samples: Array<ProcSample & { at: number }>,
  ready: ProcSample,
  last: ProcSample | undefined,
  window: Window | undefined,
  finished: number,
  failures: string[],
): void {
  const unanswered = measured.filter((r) => r.answeredAt === undefined);
  const notUpdated = measured.filter((r) => r.answeredAt !== undefined && r.doneAt === undefined);
  const answered = measured.filter(
    (r) => r.deliveredAt !== undefined && r.answeredAt !== undefined,
  );
  const reaction = answered.map((r) => (r.answeredAt ?? 0) - (r.deliveredAt ?? 0));
  const settled = measured
    .filter((r) => r.doneAt !== undefined && r.deliveredAt !== undefined)
    .map((r) => (r.doneAt ?? 0) - (r.deliveredAt ?? 0));
  const queued = measured
    .filter((r) => r.deliveredAt !== undefined)
    .map((r) => (r.deliveredAt ?? 0) - r.sentAt);
  const seconds = window ? (finished - window.fromAt) / 1000 : Number.NaN;
  const calls = measured.reduce((sum, r) => sum + r.calls, 0);
  const cpuMs = window && last ? last.cpuMs - window.from.cpuMs : Number.NaN;
  const byCode = new Map<string, number>();
  for (const r of measured) byCode.set(r.code, (byCode.get(r.code) ?? 0) + 1);
  const peak = last?.peakRss ?? Math.max(...samples.map((s) => s.peakRss));
  console.log(
    [
      `actions: ${measured.length} in ${seconds.toFixed(1)} s = ` +
        `${(measured.length / seconds).toFixed(0)} actions/s (${[...byCode]
          .map(([code, n]) => `${code} ${n}`)
          .join(', ')}); unanswered ${unanswered.length}, answered but screen not updated ` +
        `${notUpdated.length}, stale-button answers ${measured.filter((r) => r.stale).length}`,
      latencyLine('reaction (update delivered → first answer)', reaction),
      latencyLine('settled (delivered → callback answered and screen updated)', settled),
      latencyLine('queued at the emulator (acted → delivered by getUpdates)', queued),
      `Telegram calls per action: ${(calls / measured.length).toFixed(2)} (${[...observer.methods]
        .map(([method, n]) => `${method} ${(n / measured.length).toFixed(2)}`)
        .join(', ')})`,
      `CPU: ${(cpuMs / measured.length).toFixed(2)} ms per action (${(cpuMs / 1000).toFixed(1)} s ` +
        `in ${seconds.toFixed(1)} s = ${(cpuMs / 10 / seconds || 0).toFixed(0)}% of one core; ` +
        `the bench's own process, customers, emulator and sandbox: ${benchCpu(window, seconds)}); ` +
        `the bot's main thread waited ${waited(window, last)} for a CPU (machine load)`,
      `RSS: ready ${mb(ready.rss)}, peak ${mb(peak)} (VmHWM), end ${last ? mb(last.rss) : '?'}; ` +
        `timeline ${timeline(samples)}`,
    ].join('\n'),
  );
  if (measured.length === 0) failures.push('no action was measured');
  if (unanswered.length > 0) {
    const first = unanswered[0];
    failures.push(
      `${unanswered.length} action(s) left unanswered, e.g. chat ${first?.chatId} ${first?.code} ` +
        `(${first?.deliveredAt === undefined ? 'never delivered' : 'delivered'})`,
    );
  }
  if (notUpdated.length > 0) {
    failures.push(`${notUpdated.length} action(s) answered without the screen being updated`);
  }
  const p95 = quantiles(reaction)(0.95);
  const verdicts: string[] = [];
  if (P95_TARGET_MS !== undefined) {
    verdicts.push(target(`p95 reaction < ${P95_TARGET_MS} ms`, p95 < P95_TARGET_MS, failures));
  }
  verdicts.push(target(`peak RSS < ${mb(PEAK_RSS_TARGET)}`, peak < PEAK_RSS_TARGET, failures));
  const flat = flatness(samples, window?.fromAt);
  if (flat) verdicts.push(target(`RSS flat (${flat.text})`, flat.ok, failures));
  console.log(`targets: ${verdicts.join('; ')}`);
}

/** What the measured window started with. */
interface Window {
  from: ProcSample;
  fromAt: number;
  /** The bench process's own CPU (it plays Telegram, the customers and the restaurant). */
  bench: NodeJS.CpuUsage;
  benchWaitMs: number;
}

function benchCpu(window: Window | undefined, seconds: number): string {
  if (!window) return '?';
  const used = process.cpuUsage(window.bench);
  return `${((used.user + used.system) / 10_000 / seconds).toFixed(0)}% of one core`;
}

function waited(window: Window | undefined, last: ProcSample | undefined): string {
  if (!window || !last) return '?';
  const bench = readProc(process.pid).runQueueWaitMs - window.benchWaitMs;
  return (
    `${((last.runQueueWaitMs - window.from.runQueueWaitMs) / 1000).toFixed(1)} s ` +
    `(the bench's: ${(bench / 1000).toFixed(1)} s)`
  );
}

function target(label: string, ok: boolean, failures: string[]): string {
  if (!ok) failures.push(`target missed: ${label}`);
  return `${label} ${ok ? 'met' : 'MISSED'}`;
}

/** About ten RSS readings spread over the run. */
function timeline(samples: Array<ProcSample & { at: number }>): string {
  const step = Math.max(1, Math.floor(samples.length / 10));
  return samples
    .filter((_, i) => i % step === 0 || i === samples.length - 1)
    .map((s) => (s.rss / MB).toFixed(0))
    .join(' → ');
}

/**
 * Flat means the second half of the measured run peaks no more than 5% above its first half
 * (garbage collection makes the RSS a saw; a leak makes the saw climb). Only judged on runs of
 * at least FLAT_MIN_SECONDS.
 */
function flatness(
  samples: Array<ProcSample & { at: number }>,
  from: number | undefined,
): { ok: boolean; text: string } | undefined {
  if (from === undefined || SECONDS < FLAT_MIN_SECONDS) return undefined;
  const measured = samples.filter((s) => s.at >= from);
  const half = Math.floor(measured.length / 2);
  const first = Math.max(...measured.slice(0, half).map((s) => s.rss));
  const second = Math.max(...measured.slice(half).map((s) => s.rss));
  return {
    ok: second <= first * 1.05,
    text: `peak ${mb(first)} in the first half, ${mb(second)} in the second`,
  };
}

process.exitCode = await run();
