import type { Clock } from '../clock.ts';

/** After this long waiting on the injected clock, the waiting chat is told it is still working. */
export const SLOW_MS = 4_000;

/** A quote in flight, or a submission handed over whose outcome has not come back here. */
export interface Wait {
  /** The quote's request, aborted when the chat leaves the wait. */
  readonly controller?: AbortController;
  /** The order handed over (a submission's wait). */
  readonly orderId?: string;
  cancelSlow: () => void;
}

/**
 * What the chats of this process wait for (one wait per chat), each with its "still working"
 * timer on the injected clock, and `drain` for a graceful shutdown and tests.
 */
export class ChatWaits {
  readonly #clock: Clock;
  readonly #onSlow: (chatId: number, wait: Wait) => void;
  readonly #waits = new Map<number, Wait>();
  /** Waiters of `drain`, woken whenever a wait ends. */
  readonly #wakers = new Set<() => void>();

  constructor(clock: Clock, onSlow: (chatId: number, wait: Wait) => void) {
    this.#clock = clock;
    this.#onSlow = onSlow;
  }

  get size(): number {
    return this.#waits.size;
  }

  get(chatId: number): Wait | undefined {
    return this.#waits.get(chatId);
  }

  /** The chat now waits for this (its slow timer armed). */
  start(chatId: number, wait: Wait): void {
    this.#waits.set(chatId, wait);
    wait.cancelSlow = this.#clock.setTimeout(() => this.#onSlow(chatId, wait), SLOW_MS);
  }

  /** The wait is over (if it is still the chat's). Drain's waiters are woken by `wake`. */
  end(chatId: number, wait: Wait): void {
    wait.cancelSlow();
    if (this.#waits.get(chatId) === wait) this.#waits.delete(chatId);
  }

  wake(): void {
    for (const wake of this.#wakers) wake();
    this.#wakers.clear();
  }

  /**
   * Waits until no chat waits, or `timeoutMs` passes on the clock (without it, for as long as
   * that takes: no timer is armed). `queued`: work still queued may start a wait (a tap
   * entering the quote), so it is looked at again after it.
   */
  async drain(queued: () => Promise<void>, timeoutMs?: number): Promise<void> {
    let over = false;
    const cancel =
      timeoutMs === undefined
        ? () => undefined
        : this.#clock.setTimeout(() => {
            over = true;
            this.wake();
          }, timeoutMs);
    try {
      while (!over) {
        while (!over && this.#waits.size > 0) {
          await new Promise<void>((resolve) => this.#wakers.add(resolve));
        }
        await queued();
        if (this.#waits.size === 0) break;
      }
    } finally {
      cancel();
    }
  }
}
