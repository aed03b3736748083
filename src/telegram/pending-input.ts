import type { Context } from 'grammy';
import type { Clock } from '../clock.ts';
import type { Store } from '../store/index.ts';

/**
 * What a customer's chat waits for outside the conversation: their next message is for someone
 * else (issue 36: "✉️ Message the restaurant"; a rating's comment after delivery is another
 * kind). Kept in the store per chat (namespace `customer-pending`), so any instance takes the
 * message and a restart keeps the wait; it ends at `until` (the bot's clock) or when taken.
 */
export interface PendingInput {
  /** Which capture takes the message (`word`, …). */
  kind: string;
  /** What the wait is about (an order's external id). */
  ref: string;
  /** When the wait ends (ms, the bot's clock). */
  until: number;
}

/**
 * Takes a customer's message the chat waits for. It decides whether the wait goes on (a message
 * it cannot take, said so to the customer) or ends (`pending.done()`, a compare-and-set: false
 * when another message, on any instance, ended it first). Resolves false when the message is
 * not its after all (it then goes on to the conversation as usual).
 */
export type PendingHandler = (
  ctx: Context,
  pending: PendingInput & { done: () => Promise<boolean> },
) => Promise<boolean | undefined>;

/**
 * One capture of customers' pending input for every kind: a middleware in front of the
 * conversation (`UpdateRouting.captures`), one store read per message of a private chat (taps
 * never read). A command ends the wait and goes on to the conversation; a message of an unknown
 * kind or after `until` goes on as if nothing waited.
 */
export function createPendingInput(store: Store, clock: Clock) {
  const waits = store.versioned<PendingInput>('customer-pending');
  const handlers = new Map<string, PendingHandler>();
  return {
    /** Registers the capture of `kind` (each kind once: the composition root). */
    handle(kind: string, handler: PendingHandler): void {
      if (handlers.has(kind)) throw new Error(`pending input ${kind} is handled twice`);
      handlers.set(kind, handler);
    },
    /** The chat's next message goes to `kind`'s capture, for `ms` of the bot's clock. */
    async wait(chatId: number, kind: string, ref: string, ms: number): Promise<void> {
      // The store's own expiry (wall time) only tidies up; `until` decides (the bot's clock).
      await waits.set(String(chatId), { kind, ref, until: clock.now() + ms }, ms);
    },
    /** The chat waits no more (taken, or the customer changed their mind). */
    async end(chatId: number): Promise<void> {
      await waits.delete(String(chatId));
    },
    /** What the chat waits for, if anything still. */
    async current(chatId: number): Promise<PendingInput | undefined> {
      const pending = await waits.get(String(chatId));
      return pending && clock.now() < pending.until ? pending : undefined;
    },
    /**
     * The capture, for a private chat's message: true when a capture took it (the conversation
     * does not see it), false to go on as usual.
     */
    capture: async (ctx: Context): Promise<boolean> => {
      const message = ctx.message;
      const chatId = ctx.chat?.id;
      if (!message || chatId === undefined || ctx.chat?.type !== 'private') return false;
      const key = String(chatId);
      const read = await waits.read(key);
      const pending = read?.value;
      if (!read || !pending || clock.now() >= pending.until) return false;
      const handler = handlers.get(pending.kind);
      if (!handler || message.text?.startsWith('/')) {
        await waits.delete(key);
        return false;
      }
      // Two messages at once (on one instance or two) both read the wait: the one whose
      // compare-and-set lands takes it, the other goes on to the conversation.
      const done = async () =>
        (await waits.compareAndSet(key, { ...pending, until: 0 }, read.version, 60_000)) !==
        undefined;
      return (await handler(ctx, { ...pending, done })) !== false;
    },
  };
}

export type PendingInputs = ReturnType<typeof createPendingInput>;
