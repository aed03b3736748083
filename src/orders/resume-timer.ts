import type { Clock } from '../clock.ts';

// The resume is armed for the earliest held entry's turn (issue 34), but never sooner than this
// after the arming: a due time in the past cannot spin it.
const MIN_RESUME_GAP_MS = 1_000;

/**
 * The outbox's background resume (issue 34): fires every `intervalMs`, and sooner when a held
 * entry's turn (`nextAttemptAt`) comes first, so a held order is not kept waiting for the next
 * period. At most one timer is armed; `arm(dueAt)` only ever brings it forward. `resume` is
 * told whether it is the periodic one (an early one need only look at held entries) and returns
 * the earliest turn still waiting after its run, which arms the next one.
 */
export class ResumeTimer {
  readonly #clock: Clock;
  readonly #intervalMs: number;
  readonly #resume: (periodic: boolean) => Promise<number>;
  #cancel: (() => void) | null = null;
  #at = Number.POSITIVE_INFINITY;
  #stopped = true;

  constructor(clock: Clock, intervalMs: number, resume: (periodic: boolean) => Promise<number>) {
    this.#clock = clock;
    this.#intervalMs = intervalMs;
    this.#resume = resume;
  }

  /** Starts the timer for the earlier of the next period and `dueAt`. */
  start(dueAt = Number.POSITIVE_INFINITY): void {
    this.#stopped = false;
    this.arm(dueAt);
  }

  /** Brings the next resume forward to `dueAt` (at least a second ahead) if that is sooner. */
  arm(dueAt = Number.POSITIVE_INFINITY): void {
    if (this.#stopped) return;
    const now = this.#clock.now();
    const early = Math.max(dueAt, now + MIN_RESUME_GAP_MS);
    const at = Math.min(now + this.#intervalMs, early);
    if (this.#cancel !== null && this.#at <= at) return;
    this.#cancel?.();
    this.#at = at;
    this.#cancel = this.#clock.setTimeout(() => {
      this.#cancel = null;
      this.#at = Number.POSITIVE_INFINITY;
      void this.#resume(at < early).then(
        (next) => this.arm(next),
        () => this.arm(),
      );
    }, at - now);
  }

  /** No further resume. */
  stop(): void {
    this.#stopped = true;
    this.#cancel?.();
    this.#cancel = null;
    this.#at = Number.POSITIVE_INFINITY;
  }
}
