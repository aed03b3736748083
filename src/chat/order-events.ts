import type { Logger } from 'pino';
import type { ConversationContext, HeldOrder, OrderSummary } from '../conversation/types.ts';
import type { OrderRecord } from '../domain/order.ts';
import type { OrderOutbox, OutboxEntry, StatusChange, StatusTracker } from '../orders/index.ts';
import { outcomeOf } from '../orders/outbox-entry.ts';
import type { KeyValue } from '../store/index.ts';
import { orderSummary } from './effect-requests.ts';
import type { ChatRunner } from './runner.ts';
import type { ChatSession } from './session.ts';

/** How a settled order came to no order, as the customer is told. */
export interface NotPlaced {
  kind: string;
  message?: string | undefined;
}

/** What the customer is told about their orders outside the conversation (the bot's own words). */
export interface CustomerNews {
  /** `late`: the order was given up for a fresh quote and turned up after all. */
  accepted(chatId: number, record: OrderRecord, late: boolean): Promise<void>;
  /**
   * `context`: the chat's conversation right after its lines returned to the cart (given for a
   * held order given up, whose news offers to quote that cart again with one tap).
   */
  notPlaced(chatId: number, outcome: NotPlaced, context?: ConversationContext): Promise<void>;
  statusChanged(chatId: number, change: StatusChange): Promise<void>;
}

/** What the bridge listens to and talks through. */
export interface OrderEventsOptions {
  runner: Pick<ChatRunner, 'news' | 'idle'>;
  sessions: KeyValue<ChatSession>;
  outbox: OrderOutbox;
  tracker: StatusTracker;
  customer: CustomerNews;
  logger: Logger;
}

type StoredHeld = { snapshot?: { context?: { heldOrder?: HeldOrder | null } } | null };
type StoredContext = { snapshot?: { context?: ConversationContext } | null };

function summaryOfEntry(entry: OutboxEntry, record: OrderRecord): OrderSummary {
  return orderSummary(entry.externalOrderId, entry.request, record);
}

/**
 * The order-events bridge: what the order service and the status tracker learn about a chat's
 * orders becomes conversation events for that chat (through the chat runner, so in the chat's
 * turn and persisted like any event), and then the customer is told. News the chat's own
 * submission is waiting for is left to that submission's result (`ChatRunner.news`).
 */
export function bridgeOrderEvents(options: OrderEventsOptions) {
  const { runner, customer, logger } = options;

  const announceAccepted = async (entry: OutboxEntry, record: OrderRecord): Promise<void> => {
    const chatId = entry.chatId;
    if (chatId === null) return;
    const event = { type: 'ORDER_RECORDED' as const, summary: summaryOfEntry(entry, record) };
    const awaited = (await runner.news(chatId, event)) === 'awaited';
    // An order given up for a fresh quote that turned up after all is said plainly, even to a
    // customer waiting on a new confirmation (which is not sent: it waits for this). A customer
    // still on the "sending" screen sees the result there; anyone else is told.
    if (entry.acceptedLate) await customer.accepted(chatId, record, true);
    else if (!awaited) await customer.accepted(chatId, record, false);
  };

  // No order came of a chat's order: its held order ends, its lines return to the cart, and
  // then the customer is told why.
  const announceNotPlaced = async (
    chatId: number,
    externalOrderId: string,
    outcome: NotPlaced,
  ): Promise<void> => {
    const applied = await runner.news(chatId, { type: 'ORDER_NOT_PLACED', externalOrderId });
    if (applied !== 'applied') return;
    // Given up: the news's button stands for the cart as the lines came back to it.
    const context =
      outcome.kind === 'expired'
        ? ((await options.sessions.get(String(chatId))) as StoredContext | undefined)?.snapshot
            ?.context
        : undefined;
    await customer.notPlaced(chatId, outcome, context);
  };

  // A confirmation held while it waited for the chat's earlier order, which turned up after all:
  // the customer is told about that order itself (order-accepted-after-all); this one just ends.
  const endSuperseded = (chatId: number, externalOrderId: string) =>
    runner.news(chatId, { type: 'ORDER_NOT_PLACED', externalOrderId, superseded: true });

  const onAccepted = ({ entry, record }: { entry: OutboxEntry; record: OrderRecord }) =>
    void announceAccepted(entry, record).catch((error: unknown) =>
      logger.error({ err: error }, 'accepted order notification failed'),
    );

  const onSettled = ({ entry, outcome }: { entry: OutboxEntry; outcome: NotPlaced }) =>
    void (async () => {
      if (entry.chatId === null) return;
      if (entry.state === 'superseded') {
        await endSuperseded(entry.chatId, entry.externalOrderId);
        return;
      }
      if (outcome.kind !== 'rejected' && outcome.kind !== 'requote') return;
      // A held order whose retry schedule ended: the customer confirms a fresh price.
      const told = entry.gaveUp !== undefined ? { kind: 'expired' } : outcome;
      await announceNotPlaced(entry.chatId, entry.externalOrderId, told);
    })().catch((error: unknown) =>
      logger.error({ err: error }, 'settled order notification failed'),
    );

  const onChanged = (change: StatusChange) =>
    void (async () => {
      const { order, record } = change;
      if (order.chatId === null) return;
      await runner.news(order.chatId, {
        type: 'ORDER_UPDATE',
        externalOrderId: order.externalOrderId,
        status: record.status,
        statusLabel: record.status_label,
      });
      await customer.statusChanged(order.chatId, change);
    })().catch((error: unknown) => logger.error({ err: error }, 'status notification failed'));

  /**
   * A held order whose outcome the outbox stored but whose news never reached the chat (a
   * crash between the two writes): the chat learns it now, as it would have then. An order the
   * outbox has no entry for was never stored, so nothing will ever place it: its lines return.
   */
  const recoverHeldOrder = async (chatId: number): Promise<boolean> => {
    // After the chat's queued work (news of this start-up's own resume among them).
    await runner.idle(chatId);
    const session = (await options.sessions.get(String(chatId))) as StoredHeld | undefined;
    const held = session?.snapshot?.context?.heldOrder;
    if (!held) return false;
    const entry = await options.outbox.entry(held.externalOrderId);
    if (!entry) {
      await announceNotPlaced(chatId, held.externalOrderId, { kind: 'lost' });
      logger.warn({ chatId }, 'held order has no outbox entry; its lines returned to the cart');
      return true;
    }
    if (entry.state === 'superseded') {
      await endSuperseded(chatId, held.externalOrderId);
      return true;
    }
    const outcome = outcomeOf(entry);
    if (!outcome) return false;
    if (outcome.kind === 'accepted') await announceAccepted(entry, outcome.record);
    else {
      const told = entry.gaveUp !== undefined ? { kind: 'expired' } : outcome;
      await announceNotPlaced(chatId, held.externalOrderId, told);
    }
    logger.info({ chatId, outcome: outcome.kind }, 'held order outcome recovered');
    return true;
  };

  options.outbox.events.on('accepted', onAccepted);
  options.outbox.events.on('settled', onSettled);
  options.tracker.events.on('changed', onChanged);

  return {
    /**
     * At start-up, after the outbox resumed: every chat still holding an order the outbox has
     * settled is told the outcome. Returns how many chats were told.
     */
    async recoverHeldOrders(): Promise<number> {
      const chats: number[] = [];
      for await (const [key, session] of options.sessions.entries()) {
        const held = (session as StoredHeld).snapshot?.context?.heldOrder;
        if (held && Number.isSafeInteger(Number(key))) chats.push(Number(key));
      }
      let told = 0;
      for (const chatId of chats) if (await recoverHeldOrder(chatId)) told += 1;
      return told;
    },
    close(): void {
      options.outbox.events.off('accepted', onAccepted);
      options.outbox.events.off('settled', onSettled);
      options.tracker.events.off('changed', onChanged);
    },
  };
}

export type OrderEventsBridge = ReturnType<typeof bridgeOrderEvents>;
