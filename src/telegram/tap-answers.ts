import type { Context } from 'grammy';

/** How many recent callback query ids are remembered to recognise a redelivered tap. */
const REMEMBERED_QUERIES = 10_000;

/**
 * Every callback query is answered exactly once (Telegram's spinner stops at the first answer and
 * refuses a second one as too old): `answer` answers a tap's update once whatever path it took
 * (a stale or forged button, a flood refusal, a group chat, an error), and `first` recognises a
 * tap Telegram delivered again (the same query id: a webhook retried, an update fetched twice),
 * which was handled and answered the first time and is neither handled nor answered again.
 */
export class TapAnswers {
  /** Recently seen query ids, oldest first (a Map keeps insertion order). */
  readonly #seen = new Map<string, true>();
  readonly #answered = new WeakSet<Context>();
  readonly #limit: number;

  constructor(limit = REMEMBERED_QUERIES) {
    this.#limit = limit;
  }

  /** True the first time this query id is seen by this process. */
  first(queryId: string): boolean {
    if (this.#seen.has(queryId)) return false;
    this.#seen.set(queryId, true);
    if (this.#seen.size > this.#limit) {
      const oldest = this.#seen.keys().next().value;
      if (oldest !== undefined) this.#seen.delete(oldest);
    }
    return true;
  }

  /** Answers the update's callback query, with `text` as its toast, unless it was answered. */
  async answer(ctx: Context, text?: string): Promise<void> {
    if (!ctx.callbackQuery || this.#answered.has(ctx)) return;
    this.#answered.add(ctx);
    await ctx.answerCallbackQuery(text === undefined ? undefined : { text }).catch(() => undefined);
  }
}
