import type { Clock } from '../../clock.ts';

/** How Retry-After is written: delta seconds or an HTTP-date (RFC 9110 allows both). */
export type RetryAfterFormat = 'seconds' | 'date';

const WINDOW_MS = 60_000;

/**
 * A sliding 60 s window per key (partner id or source IP), spec "Limits": at most `limit`
 * admitted requests in any 60 s span. Rejected requests are not recorded, so a client that
 * waits for Retry-After is admitted then. Time comes from the injected clock.
 */
export class SlidingWindowLimiter {
  readonly #clock: Clock;
  readonly #hits = new Map<string, number[]>();

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  /**
   * Records a request for `key` when under `limit` and returns 0; otherwise records nothing and
   * returns the milliseconds until the oldest admitted request leaves the window.
   */
  take(key: string, limit: number): number {
    const now = this.#clock.now();
    const recent = (this.#hits.get(key) ?? []).filter((at) => at > now - WINDOW_MS);
    if (recent.length >= limit) {
      this.#hits.set(key, recent);
      const oldest = recent[recent.length - limit] ?? now;
      return Math.max(1, oldest + WINDOW_MS - now);
    }
    recent.push(now);
    this.#hits.set(key, recent);
    return 0;
  }
}

/**
 * The Retry-After header value for a wait of `waitMs` from `nowMs`. Both forms round up to whole
 * seconds, so a client that honours it exactly is never early.
 */
export function retryAfterValue(waitMs: number, nowMs: number, format: RetryAfterFormat): string {
  if (format === 'seconds') return String(Math.max(1, Math.ceil(waitMs / 1000)));
  return new Date(Math.ceil((nowMs + waitMs) / 1000) * 1000).toUTCString();
}
