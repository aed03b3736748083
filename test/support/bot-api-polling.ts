import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Update } from 'grammy/types';

/** Writes a JSON answer unless the response is already over. */
export const json = (res: ServerResponse, status: number, body: unknown): void => {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** The emulator's update queue as getUpdates sees it (bot-api-server.ts owns it). */
export interface PollQueue {
  /** Updates not yet confirmed by the bot, in order. */
  pending(): Update[];
  /** The bot confirmed every update below `offset`: they leave the queue. */
  confirm(offset: number): void;
  /** The emulator is closing: a poll is no longer answered with updates. */
  closed(): boolean;
  /** These updates are about to be handed to the bot in a getUpdates answer. */
  received(updates: Update[]): void;
  /** A getUpdates answer just handed these update ids to the bot. */
  delivered(updateIds: number[]): void;
}

interface Waiter {
  res: ServerResponse;
  offsetFrom: number;
  limit: number;
  timer: NodeJS.Timeout;
}

/** getUpdates long polling of the Bot API emulator: at most one waiting poll at a time. */
export class LongPoll {
  readonly #queue: PollQueue;
  #waiter: Waiter | null = null;

  constructor(queue: PollQueue) {
    this.#queue = queue;
  }

  // Telegram's rules: `offset` confirms every update below it; updates are returned at once when
  // any are queued, else after `timeout` seconds; a newer poll ends an older one with 409.
  poll(payload: Record<string, unknown>, req: IncomingMessage, res: ServerResponse): void {
    const offset = Number(payload.offset ?? 0);
    if (offset > 0) this.#queue.confirm(offset);
    if (this.#waiter) {
      const old = this.#waiter;
      this.#waiter = null;
      clearTimeout(old.timer);
      json(old.res, 409, {
        ok: false,
        error_code: 409,
        description: 'Conflict: terminated by other getUpdates request',
      });
    }
    const limit = Math.min(100, Math.max(1, Number(payload.limit ?? 100)));
    const timeoutMs = Math.min(50, Math.max(0, Number(payload.timeout ?? 0))) * 1000;
    const timer = setTimeout(() => this.#finish(this.#take(offset, limit)), timeoutMs);
    this.#waiter = { res, offsetFrom: offset, limit, timer };
    // A poller that went away (killed bot) leaves nothing behind: nothing was confirmed.
    const gone = (): void => {
      if (this.#waiter?.res !== res) return;
      clearTimeout(timer);
      this.#waiter = null;
    };
    req.socket.once('close', gone);
    res.once('finish', () => req.socket.off('close', gone));
    this.wake();
  }

  /** Answers the waiting poll if updates it asked for are queued. */
  wake(): void {
    const waiter = this.#waiter;
    if (!waiter || this.#queue.closed()) return;
    const updates = this.#take(waiter.offsetFrom, waiter.limit);
    if (updates.length > 0) this.#finish(updates);
  }

  /** Answers the waiting poll, if any, with no updates (the emulator closes). */
  end(): void {
    if (this.#waiter) this.#finish([]);
  }

  #take(offset: number, limit: number): Update[] {
    return this.#queue
      .pending()
      .filter((u) => u.update_id >= offset)
      .slice(0, limit);
  }

  #finish(updates: Update[]): void {
    const waiter = this.#waiter;
    if (!waiter) return;
    this.#waiter = null;
    clearTimeout(waiter.timer);
    if (waiter.res.destroyed) return;
    this.#queue.received(updates);
    json(waiter.res, 200, { ok: true, result: updates });
    if (updates.length > 0) this.#queue.delivered(updates.map((u) => u.update_id));
  }
}
