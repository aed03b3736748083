import type { Store } from '../store/index.ts';

/**
 * Which order a message of the staff chat is about (store namespace `staff-threads`, keyed by
 * the message id): its summary, its alerts and the customer's answers. A staff member's reply to
 * any of them is a word for that order's customer. Kept as long as the order's records.
 */
export interface StaffThreads {
  /** Notes that `messageId` in the staff chat is about `externalOrderId`. */
  note(messageId: number, externalOrderId: string): Promise<void>;
  /** The order a staff chat message is about, if it is one of ours. */
  orderOf(messageId: number): Promise<string | undefined>;
  /** The order's summary message id (what alerts and answers reply to). */
  summaryOf(externalOrderId: string): Promise<number | undefined>;
}

export function staffThreads(store: Store, retentionMs: number | undefined): StaffThreads {
  const threads = store.namespace<{ externalOrderId: string }>('staff-threads');
  // Written by the staff chat's summary (src/telegram/staff-chat.ts).
  const summaries = store.namespace<{ messageId: number }>('staff-messages');
  return {
    async note(messageId, externalOrderId) {
      await threads.set(String(messageId), { externalOrderId }, retentionMs);
    },
    async orderOf(messageId) {
      return (await threads.get(String(messageId)))?.externalOrderId;
    },
    async summaryOf(externalOrderId) {
      return (await summaries.get(externalOrderId))?.messageId;
    },
  };
}
