/**
 * One chat's work one piece after another, chats in parallel: the runner's only ordering
 * mechanism, for customer updates and for the effect results fed back alike.
 */
export class ChatQueue {
  readonly #tails = new Map<number, Promise<unknown>>();

  /** Runs `work` after everything queued for this chat so far; its outcome is returned. */
  run<T>(chatId: number, work: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(chatId) ?? Promise.resolve();
    const next = previous.then(work, work);
    const tail = next.catch(() => undefined);
    this.#tails.set(chatId, tail);
    void tail.then(() => {
      if (this.#tails.get(chatId) === tail) this.#tails.delete(chatId);
    });
    return next;
  }

  /** Resolves once everything queued for this chat so far is done. */
  async idle(chatId: number): Promise<void> {
    await this.#tails.get(chatId);
  }

  /** Resolves once everything queued for any chat so far is done. */
  async allIdle(): Promise<void> {
    await Promise.all([...this.#tails.values()]);
  }
}
