import type { ConversationContext } from './types.ts';

/**
 * An order of this chat that the order service gave up for a fresh price (issue 33): it may
 * still turn up at the restaurant while the service watches it. The chat's next confirmation
 * names these ids (`PendingOrder.follows`), so if one of them turns up it stands for that
 * confirmation, which is then never sent: one intent, one order.
 */
export interface GivenUp {
  id: string;
  /** When the chat learned it (bot clock, ms). */
  at: number;
}

/**
 * How long a given-up id is named by later confirmations: far past any watch
 * (ORDER_WATCH_SECONDS), so a re-confirmation always names the id it re-confirms.
 */
export const GIVEN_UP_KEEP_MS = 24 * 60 * 60_000;

/** The chat's given-up ids with `id` added (once), older ones dropped. */
export function withGivenUp(
  context: ConversationContext,
  id: string | undefined,
  at: number,
): Pick<ConversationContext, 'givenUp'> {
  const kept = (context.givenUp ?? []).filter(
    (item) => at - item.at < GIVEN_UP_KEEP_MS && item.id !== id,
  );
  return { givenUp: id === undefined ? kept : [...kept, { id, at }] };
}

/** The ids a confirmation made at `now` re-confirms, if any. */
export function followsOf(context: ConversationContext, now: number): string[] | undefined {
  const ids = (context.givenUp ?? [])
    .filter((item) => now - item.at < GIVEN_UP_KEEP_MS)
    .map((item) => item.id);
  return ids.length > 0 ? ids : undefined;
}
