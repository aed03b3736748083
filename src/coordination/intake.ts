import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.ts';
import { Lease } from './lease.ts';
import type { CoordinationClient } from './redis.ts';

/**
 * Telegram redelivers a webhook update that was not answered in time, possibly to another
 * instance (grammY does not de-duplicate). `SET update:<id> 1 NX EX ttl` lets exactly one
 * instance claim each update_id; the key outlives Telegram's redelivery (it retries for hours
 * at most, so a day is plenty).
 */
export class UpdateDedup {
  readonly #client: CoordinationClient;
  readonly #prefix: string;
  readonly #ttlSeconds: number;

  constructor(client: CoordinationClient, prefix: string, ttlSeconds = 24 * 60 * 60) {
    this.#client = client;
    this.#prefix = prefix;
    this.#ttlSeconds = ttlSeconds;
  }

  /**
   * True for the first claim of `updateId` across all instances, false for a redelivery.
   * Throws when Redis does not answer: the caller must not process an update it cannot claim
   * (Telegram delivers it again).
   */
  async claim(updateId: number): Promise<boolean> {
    const reply = await this.#client.set(`${this.#prefix}update:${updateId}`, '1', {
      condition: 'NX',
      expiration: { type: 'EX', value: this.#ttlSeconds },
    });
    return reply === 'OK';
  }

  /** Forgets a claim whose processing failed, so Telegram's redelivery is processed. */
  async release(updateId: number): Promise<void> {
    await this.#client.del(`${this.#prefix}update:${updateId}`).catch(() => undefined);
  }
}

/** Raised when a chat's lock could not be taken in time (the update is answered by a retry). */
export class ChatBusyError extends Error {
  readonly kind = 'chat_busy';
  constructor(chatId: number) {
    super(`chat ${chatId} is locked by another instance`);
    this.name = 'ChatBusyError';
  }
}

export interface ChatLocksOptions {
  client: CoordinationClient;
  clock: Clock;
  prefix: string;
  /** A lock's TTL: longer than one update's handling; renewed while held. Default 15 s. */
  ttlMs?: number;
  /** How long to wait for a chat held by another instance before giving up. Default 20 s. */
  waitMs?: number;
}

/**
 * One chat's updates applied in order across instances: `run(chatId, fn)` holds the chat's lock
 * (a lease with a random token, TTL renewed while held) around `fn`. Inside one instance the
 * per-chat queue already orders the chat's work; the lock orders it between instances, so two
 * instances never load, change and store one chat's snapshot at the same time (no lost write).
 * A holder that dies leaves the lock to expire after its TTL.
 *
 * The lock belongs to the instance, not to one caller: while any caller of this instance holds a
 * chat, another caller of this instance joins it instead of waiting for it. An update holds the
 * lock while the chat runner's queue works through it, and a quote's result the runner lands in
 * that same queue takes the lock too; waiting on our own instance would deadlock the two.
 */
export class ChatLocks {
  readonly #options: Required<ChatLocksOptions>;
  readonly #held = new Map<number, { users: number; taken: Promise<() => Promise<void>> }>();

  constructor(options: ChatLocksOptions) {
    this.#options = { ttlMs: 15_000, waitMs: 20_000, ...options };
  }

  async run<T>(chatId: number, fn: () => Promise<T>): Promise<T> {
    let held = this.#held.get(chatId);
    if (!held) {
      held = { users: 0, taken: this.#take(chatId) };
      this.#held.set(chatId, held);
    }
    held.users += 1;
    try {
      await held.taken;
      return await fn();
    } finally {
      held.users -= 1;
      if (held.users === 0) {
        this.#held.delete(chatId);
        await held.taken.then((release) => release()).catch(() => undefined);
      }
    }
  }

  /** Takes the chat's lease for this instance; resolves with its release. */
  async #take(chatId: number): Promise<() => Promise<void>> {
    const { client, clock, prefix, ttlMs, waitMs } = this.#options;
    const lease = new Lease(client, `${prefix}chat:${chatId}:lock`, randomUUID(), ttlMs);
    const deadline = clock.now() + waitMs;
    for (let attempt = 0; !(await lease.tryAcquire()); attempt += 1) {
      if (clock.now() >= deadline) throw new ChatBusyError(chatId);
      // Short, growing waits: a chat's update is handled in milliseconds.
      await new Promise<void>((resolve) =>
        clock.setTimeout(resolve, Math.min(5 * 2 ** attempt, 200)),
      );
    }
    const renewEvery = Math.max(1, Math.floor(ttlMs / 3));
    let cancel = clock.setTimeout(function renew() {
      void lease.renew();
      cancel = clock.setTimeout(renew, renewEvery);
    }, renewEvery);
    return async () => {
      cancel();
      await lease.release();
    };
  }
}
