import type { ConversationContext, ConversationEffect, ConversationEvent } from './types.ts';

/** What `transition` returns for an emitted effect (other actions are XState's own). */
interface ActionLike {
  type: string;
  params?: unknown;
}

/** The effects a transition asked for, in order (emitted events; assigns are already applied). */
export function effectsOf(actions: readonly ActionLike[]): ConversationEffect[] {
  const effects: ConversationEffect[] = [];
  for (const action of actions) {
    if (action.type !== 'xstate.emit') continue;
    const event = (action.params as { event?: ConversationEffect } | undefined)?.event;
    if (event) effects.push(event);
  }
  return effects;
}

/** What a snapshot needs to tell which wait it is in. */
interface Waiting {
  hasTag(tag: 'awaiting-quote' | 'awaiting-submission'): boolean;
  context: ConversationContext;
}

/**
 * The effect a stored conversation is still waiting for: asked when it entered that state, so a
 * restart asks again (the order with the same external_order_id: an identical replay).
 */
export function pendingEffect(snapshot: Waiting): ConversationEffect | null {
  const { context } = snapshot;
  if (snapshot.hasTag('awaiting-quote') && context.quoteRequest)
    return { type: 'quote', request: context.quoteRequest };
  if (snapshot.hasTag('awaiting-submission') && context.pendingOrder)
    return { type: 'submit', order: context.pendingOrder };
  return null;
}

/** The order a piece of order news is about, if it is news about one order's fate. */
function orderOfNews(event: ConversationEvent): string | undefined {
  if (event.type === 'ORDER_RECORDED') return event.summary.externalOrderId;
  if (event.type === 'ORDER_NOT_PLACED') return event.externalOrderId;
  return undefined;
}

/**
 * True when the conversation is submitting the very order this news is about: its submission's
 * own result brings the outcome, so the news is not applied a second time.
 */
export function newsAwaited(snapshot: Waiting, event: ConversationEvent): boolean {
  const id = orderOfNews(event);
  return (
    id !== undefined &&
    snapshot.hasTag('awaiting-submission') &&
    snapshot.context.pendingOrder?.externalOrderId === id
  );
}
