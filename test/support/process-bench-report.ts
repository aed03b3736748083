import { type ProcSample, readProc } from './proc-stats.ts';
import { type ActionRecord, isTyped, TYPED_CODE } from './process-bench-customers.ts';

const MB = 1024 * 1024;

/** Megabytes, rounded, for the report. */
export const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

/** One reading of the bot's /proc during the run. */
export type Sample = ProcSample & { at: number };

/** What the measured window started with (after the warm-up). */
export interface Window {
  from: ProcSample;
  fromAt: number;
  /** The bench process's own CPU (it plays Telegram, the customers and the restaurant). */
  bench: NodeJS.CpuUsage;
  benchWaitMs: number;
}

/** Everything a run collected. */
export interface Measurement {
  /** Actions sent after the warm-up. */
  measured: ActionRecord[];
  /** Calls for those actions by Bot API method. */
  methods: ReadonlyMap<string, number>;
  samples: Sample[];
  ready: ProcSample;
  last: ProcSample | undefined;
  window: Window | undefined;
  finished: number;
  /** Edits Telegram (the emulator) refused as "message is not modified" in the measured time. */
  notModified: number;
  /** Measured taps whose callback query was answered other than once: never, or twice or more. */
  answers: { never: number; more: number };
}

/** An action's answer must be on screen within this long (issue 34 point 5). */
export const SHOWN_WITHIN_MS = 5_000;

/** The targets a run is held to; undefined: not judged on this run. */
export interface Targets {
  p95ReactionMs: number | undefined;
  /** CPU per action of the bot's process (all its threads, from /proc), milliseconds. */
  cpuPerActionMs: number | undefined;
  /** Telegram calls per action, at most. */
  callsPerAction: number;
  /** Peak RSS (bytes), below; undefined: not judged (the issue states it at 200 customers). */
  peakRss: number | undefined;
  /** Judge the RSS's flatness (long runs only). */
  flat: boolean;
}

function quantiles(values: number[]): (q: number) => number {
  const sorted = Float64Array.from(values).sort();
  return (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

function latencyLine(label: string, values: number[]): string {
  const at = quantiles(values);
  return `${label}: p50 ${ms(at(0.5))}, p95 ${ms(at(0.95))}, p99 ${ms(at(0.99))}, max ${ms(at(1))}`;
}

const between = (records: ActionRecord[], from: keyof ActionRecord, to: keyof ActionRecord) =>
  records
    .filter((r) => typeof r[from] === 'number' && typeof r[to] === 'number')
    .map((r) => (r[to] as number) - (r[from] as number));

function cpuLine(m: Measurement, seconds: number): string {
  const { window, last } = m;
  if (!window || !last) return 'CPU: ?';
  const cpuMs = last.cpuMs - window.from.cpuMs;
  const bench = process.cpuUsage(window.bench);
  const benchWait = readProc(process.pid).runQueueWaitMs - window.benchWaitMs;
  const botWait = last.runQueueWaitMs - window.from.runQueueWaitMs;
  const share = (cpu: number) => `${(cpu / 10 / seconds).toFixed(0)}% of one core`;
  return (
    `CPU: ${(cpuMs / m.measured.length).toFixed(2)} ms per action (${(cpuMs / 1000).toFixed(1)} s ` +
    `in ${seconds.toFixed(1)} s = ${share(cpuMs)}; the bench's own process, customers, emulator ` +
    `and sandbox: ${share((bench.user + bench.system) / 1000)}); waited for a CPU (machine ` +
    `load): the bot's main thread ${(botWait / 1000).toFixed(1)} s, the bench's ` +
    `${(benchWait / 1000).toFixed(1)} s`
  );
}

/** About ten RSS readings spread over the run. */
function timeline(samples: Sample[]): string {
  const step = Math.max(1, Math.floor(samples.length / 10));
  return samples
    .filter((_, i) => i % step === 0 || i === samples.length - 1)
    .map((s) => (s.rss / MB).toFixed(0))
    .join(' → ');
}

/**
 * Flat means the second half of the measured run peaks no more than 5% above its first half
 * (garbage collection makes the RSS a saw; a leak makes the saw climb).
 */
function flatness(samples: Sample[], from: number): { ok: boolean; text: string } {
  const measured = samples.filter((s) => s.at >= from);
  const half = Math.floor(measured.length / 2);
  const first = Math.max(...measured.slice(0, half).map((s) => s.rss));
  const second = Math.max(...measured.slice(half).map((s) => s.rss));
  return {
    ok: second <= first * 1.05,
    text: `peak ${mb(first)} in the first half, ${mb(second)} in the second`,
  };
}

/** One action that showed nothing in time, with the chat's action before it (to find a pattern). */
function unseenLine(r: ActionRecord, measured: ActionRecord[]): string {
  const before = measured.filter((o) => o.chatId === r.chatId && o.sentAt < r.sentAt).at(-1);
  const delivered = r.deliveredAt === undefined ? 'never delivered' : 'delivered';
  return (
    `chat ${r.chatId} ${r.code} after ${before?.code ?? '?'} (${delivered}, ${r.calls} bot ` +
    `call(s), ${r.notices} notice(s))`
  );
}

function target(label: string, ok: boolean, failures: string[]): string {
  if (!ok) failures.push(`target missed: ${label}`);
  return `${label} ${ok ? 'met' : 'MISSED'}`;
}

/**
 * Prints the figures of a run and returns what failed: actions left unanswered or answered
 * without the screen changing, and missed targets.
 */
export function report(m: Measurement, targets: Targets): string[] {
  const { measured, samples, ready, last, window } = m;
  const failures: string[] = [];
  // A tap whose callback was never answered (an endless spinner), a command with no answer.
  const unanswered = measured.filter((r) => r.doneAt === undefined);
  const unchanged = measured.filter((r) => r.doneAt !== undefined && !isTyped(r) && !r.edited);
  const reaction = between(measured, 'deliveredAt', 'answeredAt');
  // Nothing on the customer's screen 5 s after they acted: no callback answer, no message below.
  const unseen = measured.filter(
    (r) => r.shownAt === undefined || r.shownAt - r.sentAt > SHOWN_WITHIN_MS,
  );
  const unseenTyped = unseen.filter(isTyped).length;
  const seconds = window ? (m.finished - window.fromAt) / 1000 : Number.NaN;
  const calls = measured.reduce((sum, r) => sum + r.calls, 0);
  const byCode = new Map<string, number>();
  for (const r of measured) byCode.set(r.code, (byCode.get(r.code) ?? 0) + 1);
  const peak = last?.peakRss ?? Math.max(...samples.map((s) => s.peakRss));
  const perAction = (n: number) => (n / measured.length).toFixed(2);
  console.log(
    [
      `actions: ${measured.length} in ${seconds.toFixed(1)} s = ` +
        `${(measured.length / seconds).toFixed(0)} actions/s (${[...byCode]
          .map(([code, n]) => `${code} ${n}`)
          .join(', ')}); unanswered ${unanswered.length}; taps answered with no screen change ` +
        `${unchanged.length}, stale-button answers ${measured.filter((r) => r.stale).length}, ` +
        `plain messages (flood warnings, notices) ${measured.reduce((n, r) => n + r.notices, 0)}`,
      `actions with nothing shown within ${SHOWN_WITHIN_MS / 1000} s: ${unseen.length} (taps ` +
        `${unseen.length - unseenTyped}, typed ${unseenTyped}); edits refused as "message is not ` +
        `modified": ${m.notModified}; taps answered never ${m.answers.never}, more than once ` +
        `${m.answers.more}`,
      latencyLine('reaction (update delivered → first answer)', reaction),
      // Typed orders read by the parser in the bot's process (issue 35), their own line.
      latencyLine(
        'typed orders: reaction (delivered → the proposal)',
        between(
          measured.filter((r) => r.code === TYPED_CODE),
          'deliveredAt',
          'answeredAt',
        ),
      ),
      latencyLine(
        'settled (delivered → callback answered, or an answer below a command)',
        between(measured, 'deliveredAt', 'doneAt'),
      ),
      latencyLine(
        'queued at the emulator (acted → delivered by getUpdates)',
        between(measured, 'sentAt', 'deliveredAt'),
      ),
      latencyLine(
        'end to end (acted → first answer: queued plus reaction)',
        between(measured, 'sentAt', 'answeredAt'),
      ),
      `Telegram calls per action: ${perAction(calls)} (${[...m.methods]
        .map(([method, n]) => `${method} ${perAction(n)}`)
        .join(', ')})`,
      cpuLine(m, seconds),
      `RSS: ready ${mb(ready.rss)}, peak ${mb(peak)} (VmHWM), end ${last ? mb(last.rss) : '?'}; ` +
        `timeline ${timeline(samples)}`,
    ].join('\n'),
  );
  if (measured.length === 0) failures.push('no action was measured');
  if (unanswered.length > 0) {
    const first = unanswered[0];
    const how =
      first?.deliveredAt === undefined
        ? 'never delivered'
        : first.answeredAt === undefined
          ? 'no call at all for it'
          : 'a call for its chat, but no callback answer or new screen';
    failures.push(
      `${unanswered.length} action(s) left unanswered, e.g. chat ${first?.chatId} ${first?.code} ` +
        `(${how})`,
    );
  }
  if (unseen.length > 0) {
    failures.push(
      `${unseen.length} action(s) with nothing shown within ${SHOWN_WITHIN_MS / 1000} s, e.g. ` +
        unseen
          .slice(0, 3)
          .map((r) => unseenLine(r, measured))
          .join('; '),
    );
  }
  if (m.notModified > 0) failures.push(`${m.notModified} edit(s) refused as not modified`);
  if (m.answers.never + m.answers.more > 0) {
    failures.push(
      `taps not answered exactly once: ${m.answers.never} never, ${m.answers.more} more than once`,
    );
  }
  const verdicts: string[] = [];
  if (targets.p95ReactionMs !== undefined) {
    const p95 = quantiles(reaction)(0.95);
    const label = `p95 reaction < ${targets.p95ReactionMs} ms`;
    verdicts.push(target(label, p95 < targets.p95ReactionMs, failures));
  }
  if (targets.cpuPerActionMs !== undefined && window && last) {
    const cpu = (last.cpuMs - window.from.cpuMs) / measured.length;
    const label = `CPU per action ≤ ${targets.cpuPerActionMs.toFixed(1)} ms`;
    verdicts.push(target(label, cpu <= targets.cpuPerActionMs, failures));
  }
  // As printed: two decimals.
  const perActionCalls = calls / Math.max(1, measured.length);
  const callsLabel = `Telegram calls per action ≤ ${targets.callsPerAction.toFixed(2)}`;
  verdicts.push(
    target(callsLabel, Number(perActionCalls.toFixed(2)) <= targets.callsPerAction, failures),
  );
  if (targets.peakRss !== undefined) {
    verdicts.push(target(`peak RSS < ${mb(targets.peakRss)}`, peak < targets.peakRss, failures));
  }
  if (targets.flat && window) {
    const flat = flatness(samples, window.fromAt);
    verdicts.push(target(`RSS flat (${flat.text})`, flat.ok, failures));
  }
  console.log(`targets: ${verdicts.join('; ')}`);
  return failures;
}
