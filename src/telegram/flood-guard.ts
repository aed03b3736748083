/**
 * A per-user flood limit: a token bucket of `burst` updates refilled at `perSecond`. Past it,
 * updates are dropped, and the user is warned once per window rather than once per update (the
 * bot still answers every refused tap, and says the warning below every refused typed message).
 */
export class FloodGuard {
  readonly #burst: number;
  readonly #perSecond: number;
  readonly #now: () => number;
  readonly #buckets = new Map<number, { tokens: number; at: number; warned: boolean }>();

  constructor(options: { burst: number; perSecond: number; now: () => number }) {
    this.#burst = options.burst;
    this.#perSecond = options.perSecond;
    this.#now = options.now;
  }

  /** 'ok' to handle the update, 'warn' to drop it with one polite answer, 'drop' to drop it silently. */
  check(userId: number): 'ok' | 'warn' | 'drop' {
    const now = this.#now();
    const bucket = this.#buckets.get(userId) ?? { tokens: this.#burst, at: now, warned: false };
    bucket.tokens = Math.min(
      this.#burst,
      bucket.tokens + ((now - bucket.at) / 1000) * this.#perSecond,
    );
    bucket.at = now;
    this.#buckets.set(userId, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      if (bucket.tokens >= this.#burst / 2) bucket.warned = false;
      return 'ok';
    }
    if (bucket.warned) return 'drop';
    bucket.warned = true;
    return 'warn';
  }

  /** Forgets idle users so the map does not grow without bound. */
  sweep(): void {
    const now = this.#now();
    for (const [user, bucket] of this.#buckets) {
      if (now - bucket.at > 10 * 60_000) this.#buckets.delete(user);
    }
  }
}
