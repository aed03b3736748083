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
 *
 * `npm run bench:process -- --profile`: the bot runs under `--cpu-prof`; its `.cpuprofile` is
 * written into the bot's working directory (kept and printed), and the bench prints the split of
 * the main thread's CPU in the measured window by area (GC, Bot API transport, store,
 * conversation, views, other) and the functions with the most self time.
 */
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { offsetClock, systemClock, todayAtUtcHour } from '../../src/clock.ts';
import { defaultPartners } from '../../src/sandbox/http/partners.ts';
import { createDemoMenu } from '../../src/sandbox/menu/index.ts';
import { startSandbox } from '../../src/sandbox/server.ts';
import { type BotApiServer, startBotApiServer } from '../support/bot-api-server.ts';
import { readProc } from '../support/proc-stats.ts';
import { ActionObserver, browse, isTyped } from '../support/process-bench-customers.ts';
import { profileLines, splitProfile } from '../support/process-bench-profile.ts';
import {
  type Measurement,
  mb,
  report,
  type Sample,
  type Targets,
  type Window,
} from '../support/process-bench-report.ts';
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
const PROFILE = process.argv.includes('--profile');
const PROFILE_NAME = 'bot.cpuprofile';
/** performance.now() (ms) + this = the monotonic clock in µs that CPU profiles are stamped with. */
const MONOTONIC_OFFSET_US = Number(process.hrtime.bigint() / 1000n) - performance.now() * 1000;
/** Memory is sampled this often: the timeline and the flatness check read these samples. */
const SAMPLE_MS = 1_000;
const MB = 1024 * 1024;

/**
 * Targets (issues 12 and 21, DESIGN.md): p95 reaction by load, CPU per action at 200 customers,
 * Telegram calls per action, peak RSS up to 200 customers, flat RSS on long runs.
 */
const TARGETS: Targets = {
  p95ReactionMs: CUSTOMERS <= 50 ? 20 : CUSTOMERS <= 200 ? 50 : CUSTOMERS <= 1000 ? 150 : undefined,
  cpuPerActionMs: CUSTOMERS === 200 ? 1.0 : undefined,
  callsPerAction: 2.0,
  // Issue 21 states it at 200 customers ("under 200 MB and flat over 10 minutes at 200
  // customers"); more customers keep more in flight and the young generation is sized for
  // them (src/ops/heap.ts), so a run with more is not held to it (its peak is still printed).
  peakRss: CUSTOMERS <= 200 ? 200 * MB : undefined,
  // Runs of two minutes or more are long enough to judge whether the RSS is flat.
  flat: SECONDS >= 120,
};

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

/** The sandbox and the emulator on 127.0.0.1, and the environment `npm start` gets there. */
async function openWorld() {
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
  // As an operator would set it in production.
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
  return { dir, sandbox, api, env };
}

/**
 * The customers browse for the warm-up and the measured time while the bot's /proc is sampled
 * every second; resolves when every customer's last action settled.
 */
async function measure(
  bot: BotProcess,
  api: BotApiServer,
  onSample: () => void,
): Promise<Measurement> {
  const pid = bot.child.pid ?? -1;
  const random = seededRandom(SEED);
  const observer = new ActionObserver(api);
  const ready = readProc(pid);
  console.log(
    `process bench: ${CUSTOMERS} customers for ${SECONDS} s (+${WARMUP_SECONDS} s warm-up), ` +
      `${PRODUCTS}-product menu, think ${THINK_MS * 0.75}–${THINK_MS * 1.25} ms; bot pid ${pid}, ` +
      `RSS when ready ${mb(ready.rss)}`,
  );
  const samples: Sample[] = [];
  // getUpdates answers that handed the bot updates: each costs it about what a Bot API call does.
  const polls = { answers: 0, updates: 0 };
  const onDelivered = (ids: number[]) => {
    if (!observer.measuring) return;
    polls.answers += 1;
    polls.updates += ids.length;
  };
  api.events.on('delivered', onDelivered);
  const sampler = setInterval(() => {
    if (bot.alive()) samples.push({ at: performance.now(), ...readProc(pid) });
    onSample();
  }, SAMPLE_MS);
  const end = performance.now() + (WARMUP_SECONDS + SECONDS) * 1000;
  let window: Window | undefined;
  let notModifiedFrom = 0;
  const warmup = setTimeout(() => {
    observer.measuring = true;
    notModifiedFrom = api.chats.notModified;
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
      // Staggered starts over one think time: customers do not all arrive in one instant.
      new Promise((resolve) => setTimeout(resolve, random() * THINK_MS)).then(() =>
        browse(observer, FIRST_CHAT + i, until, settings),
      ),
    ),
  );
  clearTimeout(warmup);
  clearInterval(sampler);
  api.events.off('delivered', onDelivered);
  console.log(
    `getUpdates answers with updates: ${polls.answers} in the measured time, ` +
      `${(polls.updates / Math.max(1, polls.answers)).toFixed(2)} updates per answer`,
  );
  const measured = observer.records.filter((r) => r.measured);
  const answers = { never: 0, more: 0 };
  for (const r of measured) {
    if (isTyped(r)) continue;
    const count = api.callbackAnswers.get(`q${r.updateId}`) ?? 0;
    if (count === 0) answers.never += 1;
    if (count > 1) answers.more += 1;
  }
  return {
    measured,
    notModified: api.chats.notModified - notModifiedFrom,
    answers,
    methods: observer.methods,
    samples,
    ready,
    last: bot.alive() ? readProc(pid) : samples.at(-1),
    window,
    finished: performance.now(),
  };
}

async function run(): Promise<number> {
  const { dir, sandbox, api, env } = await openWorld();
  const logs: LogSink = { lines: [] };
  const nodeOptions = (process.env.BENCH_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
  if (PROFILE)
    nodeOptions.push('--cpu-prof', `--cpu-prof-dir=${dir}`, `--cpu-prof-name=${PROFILE_NAME}`);
  const bot = new BotProcess(env, dir, logs, nodeOptions);
  const failures: string[] = [];
  const output: Output = { errors: [], tail: [] };
  let measurement: Measurement | undefined;
  try {
    await bot.ready(api, 'polling', 60_000);
    measurement = await measure(bot, api, () => takeOutput(logs, output));
    if (!bot.alive()) failures.push(`the bot process died: ${JSON.stringify(await bot.exited)}`);
    failures.push(...report(measurement, TARGETS));
  } finally {
    await stopBot(bot);
    await api.close();
    await sandbox.close();
  }
  const exit = await bot.exited;
  takeOutput(logs, output);
  if (PROFILE && measurement?.window) {
    const file = join(dir, PROFILE_NAME);
    const split = splitProfile(
      file,
      MONOTONIC_OFFSET_US + measurement.window.fromAt * 1000,
      MONOTONIC_OFFSET_US + measurement.finished * 1000,
    );
    const { window, last, measured } = measurement;
    const cpuMsPerAction = last ? (last.cpuMs - window.from.cpuMs) / measured.length : Number.NaN;
    console.log(profileLines(split, cpuMsPerAction, file).join('\n'));
  }
  // The store goes; with diagnostics on (heap snapshots land here) the directory stays.
  if (nodeOptions.length === 0) rmSync(dir, { recursive: true, force: true });
  else console.log(`the bot's working directory (store, snapshots): ${dir}`);
  if (output.errors.length > 0) {
    const first = output.errors[0]?.slice(0, 300);
    failures.push(`the bot logged ${output.errors.length} error(s), e.g. ${first}`);
  }
  if (exit.code !== 0 && failures.length === 0) {
    failures.push(`the bot did not stop cleanly on SIGTERM: ${JSON.stringify(exit)}`);
  }
  for (const failure of failures) console.error(`FAIL: ${failure}`);
  if (failures.length > 0) {
    console.error(output.tail.map((line) => `  bot: ${line.slice(0, 300)}`).join('\n'));
  }
  return failures.length === 0 ? 0 : 1;
}

process.exitCode = await run();
