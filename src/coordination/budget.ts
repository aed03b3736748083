import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import {
  type BudgetState,
  CATALOGUE_KIND,
  INTERACTIVE,
  PRIORITIES,
  type Priority,
  type RequestBudget,
} from '../partner/budget.ts';
import { BudgetWaiters } from '../partner/budget-waiters.ts';
import { type CoordinationClient, runScript } from './redis.ts';

// One admission, atomic on the server. KEYS: 1 grants (sorted set, score = grant time),
// 2 catalogue-kind grants, 3 the 429 pause (value = until, PX), 4 waiting markers (member
// "<priority index>:<instance>", score = marker expiry). ARGV: now, counted window, limit,
// limit for this priority (limit or limit - reserve), catalogue share (0 = not catalogue kind),
// priority index, grant member, marker member, marker expiry, 1 when more of this priority wait.
// Returns {granted 0/1, wait ms, grants in window, catalogue grants in window, paused until}.
const ADMIT = `
local now = tonumber(ARGV[1])
local win = tonumber(ARGV[2])
local cap = tonumber(ARGV[4])
local share = tonumber(ARGV[5])
local rank = tonumber(ARGV[6])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - win)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - win)
redis.call('ZREMRANGEBYSCORE', KEYS[4], '-inf', now)
local used = redis.call('ZCARD', KEYS[1])
local cat = redis.call('ZCARD', KEYS[2])
local pause = tonumber(redis.call('GET', KEYS[3]) or '0')
local function refuse(wait)
  redis.call('ZADD', KEYS[4], tonumber(ARGV[9]), ARGV[8])
  redis.call('PEXPIRE', KEYS[4], win)
  return {0, math.max(1, math.ceil(wait)), used, cat, pause}
end
if pause > now then return refuse(pause - now) end
local wait = 0
if used >= cap then
  local oldest = redis.call('ZRANGE', KEYS[1], used - cap, used - cap, 'WITHSCORES')
  wait = tonumber(oldest[2]) + win - now
end
if share > 0 and cat >= share then
  local oldest = redis.call('ZRANGE', KEYS[2], cat - share, cat - share, 'WITHSCORES')
  wait = math.max(wait, tonumber(oldest[2]) + win - now)
end
if wait > 0 then return refuse(wait) end
-- A better priority waiting on any instance goes first: whatever would admit this one admits
-- it too (the caps only tighten down the priority order), so it is only a moment away.
for _, marker in ipairs(redis.call('ZRANGEBYSCORE', KEYS[4], now, '+inf')) do
  local other = tonumber(string.match(marker, '^(%d+):'))
  if other ~= nil and other < rank then return refuse(50) end
end
redis.call('ZADD', KEYS[1], now, ARGV[7])
redis.call('PEXPIRE', KEYS[1], win)
if share > 0 then
  redis.call('ZADD', KEYS[2], now, ARGV[7])
  redis.call('PEXPIRE', KEYS[2], win)
  cat = cat + 1
end
if ARGV[10] == '1' then
  redis.call('ZADD', KEYS[4], tonumber(ARGV[9]), ARGV[8])
  redis.call('PEXPIRE', KEYS[4], win)
else
  redis.call('ZREM', KEYS[4], ARGV[8])
end
return {1, 0, used + 1, cat, pause}
`;

// The later of two pauses wins; the key disappears on its own when the pause is over.
const PAUSE = `
local now = tonumber(ARGV[1])
local untilMs = tonumber(ARGV[2])
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if untilMs > now and untilMs > current then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', untilMs - now)
  return 1
end
return 0
`;

/** How long a "someone waits at this priority" marker lives without being refreshed. */
const MARKER_TTL_MS = 5_000;
/** Longest wait between two admission attempts while anyone waits (markers stay fresh). */
const MAX_RECHECK_MS = 1_000;
/** Wait after Redis failed to answer an admission. */
const REDIS_RETRY_MS = 500;

export interface SharedBudgetOptions {
  client: CoordinationClient;
  clock: Clock;
  logger: Logger;
  /** This instance's id (waiting markers and grant members name it). */
  instanceId: string;
  /** Key prefix shared by every instance of one bot (e.g. "coord:"). */
  prefix: string;
  limit: number;
  interactiveReserve: number;
  catalogueShare: number;
  windowMs?: number;
  safetyMarginMs?: number;
}

type AdmitReply = [number, number, number, number, number];

/**
 * The partner budget shared by every instance through Redis (docs/operations.md, several
 * instances): the same rules as the in-process budget (sliding window of windowMs + margin, the interactive
 * reserve, the catalogue share, strict priority, the 429 pause), with the window, the pause and
 * the waiting priorities kept in Redis and every admission decided by one Lua script. Callers
 * queue locally (FIFO per priority) and the head of each queue asks Redis. An instance that dies
 * holds nothing: its grants leave with the window and its waiting markers expire.
 *
 * Grant times come from the injected clock: instances must keep their clocks in step (NTP); a
 * skew under the safety margin cannot let the partner see more than the cap.
 */
export class SharedRequestBudget implements RequestBudget {
  readonly #options: Required<SharedBudgetOptions>;
  readonly #effectiveWindowMs: number;
  readonly #keys: string[];
  readonly #waiters = new BudgetWaiters({ arrived: () => this.#drain() });
  #seen = { used: 0, catalogue: 0, pausedUntil: 0 };
  #localPause = 0;
  #draining: Promise<void> | null = null;
  #again = false;
  #timer: { at: number; cancel: () => void } | null = null;
  #sequence = 0;
  #closed = false;

  constructor(options: SharedBudgetOptions) {
    this.#options = { windowMs: 60_000, safetyMarginMs: 1_000, ...options };
    // Same reasoning as the in-process budget: count the window plus the delivery margin.
    this.#effectiveWindowMs = this.#options.windowMs + this.#options.safetyMarginMs;
    const prefix = this.#options.prefix;
    this.#keys = [
      `${prefix}budget:grants`,
      `${prefix}budget:catalogue`,
      `${prefix}budget:pause`,
      `${prefix}budget:waiting`,
    ];
  }

  acquire(priority: Priority, signal?: AbortSignal): Promise<void> {
    return this.#waiters.wait(priority, signal);
  }

  pauseUntil(untilMs: number): void {
    const now = this.#options.clock.now();
    if (!Number.isFinite(untilMs) || untilMs <= now) return;
    // Local at once (this instance's next request must not wait for Redis to say so).
    this.#localPause = Math.max(this.#localPause, untilMs);
    const [, , pauseKey] = this.#keys;
    runScript(this.#options.client, PAUSE, [pauseKey as string], [now, Math.ceil(untilMs)]).catch(
      (error: unknown) =>
        this.#options.logger.warn({ err: error }, 'could not share the 429 pause through Redis'),
    );
  }

  /** The last window state Redis reported, with this instance's queues and grants. */
  state(): BudgetState {
    const now = this.#options.clock.now();
    const paused = Math.max(this.#seen.pausedUntil, this.#localPause);
    return {
      limit: this.#options.limit,
      windowMs: this.#options.windowMs,
      usedInWindow: this.#seen.used,
      queued: this.#waiters.queued(),
      pausedUntil: paused > now ? paused : null,
      granted: this.#waiters.granted(),
      catalogue: { share: this.#options.catalogueShare, usedInWindow: this.#seen.catalogue },
    };
  }

  /** Reads the shared window once (for /readyz and /metrics when nobody is waiting). */
  async refresh(): Promise<BudgetState> {
    const [grants, catalogue, pause] = this.#keys as [string, string, string];
    const now = this.#options.clock.now();
    const floor = now - this.#effectiveWindowMs;
    const [used, cat, paused] = await Promise.all([
      this.#options.client.zCount(grants, `(${floor}`, '+inf'),
      this.#options.client.zCount(catalogue, `(${floor}`, '+inf'),
      this.#options.client.get(pause),
    ]);
    this.#seen = { used, catalogue: cat, pausedUntil: Number(paused ?? 0) };
    return this.state();
  }

  /** Resolves once no admission is in flight (tests step their clock between rounds). */
  async settled(): Promise<void> {
    while (this.#draining) await this.#draining;
  }

  /** Stops retrying; waiters stay queued (their own signals end them). */
  close(): void {
    this.#closed = true;
    this.#timer?.cancel();
    this.#timer = null;
  }

  #drain(): void {
    if (this.#draining) {
      this.#again = true;
      return;
    }
    this.#draining = this.#drainLoop().finally(() => {
      this.#draining = null;
      if (this.#again) {
        this.#again = false;
        this.#drain();
      }
    });
  }

  // Asks Redis for the head of each queue, best priority first, until nothing more is granted.
  async #drainLoop(): Promise<void> {
    let nextTry = Number.POSITIVE_INFINITY;
    for (let granted = true; granted && !this.#closed; ) {
      granted = false;
      nextTry = Number.POSITIVE_INFINITY;
      const now = this.#options.clock.now();
      if (this.#localPause > now) {
        nextTry = this.#localPause - now;
        break;
      }
      for (const priority of PRIORITIES) {
        const waiting = this.#waiters.waiting(priority);
        if (waiting === 0) continue;
        const wait = await this.#admit(priority, waiting > 1);
        if (wait === 0) {
          // The caller at the head may have left while Redis answered: the grant then goes
          // unused, as before (it was counted in the window).
          this.#waiters.grant(priority);
          granted = true;
          break;
        }
        nextTry = Math.min(nextTry, wait);
      }
    }
    if (this.#waiters.any()) {
      this.#arm(Math.min(nextTry, MAX_RECHECK_MS));
    } else {
      this.#timer?.cancel();
      this.#timer = null;
    }
  }

  // 0 when granted, else the milliseconds worth waiting before asking again.
  async #admit(priority: Priority, moreWaiting: boolean): Promise<number> {
    const now = this.#options.clock.now();
    const { limit, interactiveReserve, catalogueShare, instanceId } = this.#options;
    const rank = PRIORITIES.indexOf(priority);
    this.#sequence += 1;
    try {
      const reply = (await runScript(this.#options.client, ADMIT, this.#keys, [
        now,
        this.#effectiveWindowMs,
        limit,
        INTERACTIVE.has(priority) ? limit : limit - interactiveReserve,
        CATALOGUE_KIND.has(priority) ? catalogueShare : 0,
        rank,
        `${now}:${instanceId}:${this.#sequence}`,
        `${rank}:${instanceId}`,
        now + MARKER_TTL_MS,
        moreWaiting ? 1 : 0,
      ])) as AdmitReply;
      const [granted, wait, used, catalogue, pausedUntil] = reply.map(Number) as AdmitReply;
      this.#seen = { used, catalogue, pausedUntil };
      return granted === 1 ? 0 : wait;
    } catch (error) {
      this.#options.logger.warn({ err: error, priority }, 'shared budget unreachable; waiting');
      return REDIS_RETRY_MS;
    }
  }

  #arm(delayMs: number): void {
    const at = this.#options.clock.now() + delayMs;
    if (this.#timer && this.#timer.at <= at) return;
    this.#timer?.cancel();
    const cancel = this.#options.clock.setTimeout(() => {
      this.#timer = null;
      this.#drain();
    }, delayMs);
    this.#timer = { at, cancel };
  }
}
