import type { ConversationContext, ConversationEffect, ConversationEvent } from './types.ts';

/**
 * An action `transition()` returns without executing it (XState's `ExecutableActionObject`):
 * its name and the context it was resolved with.
 */
interface ActionLike {
  type: string;
  info: { context: unknown };
}

/**
 * The effects a transition asked for, in order: the machine's named actions `askQuote` and
 * `askSubmission` (declared in `machine-setup.ts`), read with the context they ran in (after
 * the assigns before them). Every other action is an assign already applied, or XState's own.
 */
export function effectsOf(actions: readonly ActionLike[]): ConversationEffect[] {
  const effects: ConversationEffect[] = [];
  for (const action of actions) {
    const context = action.info.context as ConversationContext;
    if (action.type === 'askQuote' && context.quoteRequest)
      effects.push({ type: 'quote', request: context.quoteRequest });
    if (action.type === 'askSubmission' && context.pendingOrder)
      effects.push({ type: 'submit', order: context.pendingOrder });
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
function orderOfNews(event: { type: string }): string | undefined {
  const news = event as ConversationEvent;
  if (news.type === 'ORDER_RECORDED') return news.answers ?? news.summary.externalOrderId;
  if (news.type === 'ORDER_HELD' || news.type === 'ORDER_NOT_PLACED') return news.externalOrderId;
  return undefined;
}

/** True when `event` is news about the very order the conversation is submitting. */
export function aboutPendingOrder(context: ConversationContext, event: { type: string }): boolean {
  const id = orderOfNews(event);
  return id !== undefined && context.pendingOrder?.externalOrderId === id;
}

/**
 * True when the conversation is on its "sending" screen for the very order this news is about:
 * the news is its submission's outcome, shown on that screen; any other news is told apart.
 */
export function awaitsOrder(snapshot: Waiting, event: ConversationEvent): boolean {
  return snapshot.hasTag('awaiting-submission') && aboutPendingOrder(snapshot.context, event);
}
