import type { Logger } from 'pino';
import type { ConversationContext, HeldOrder, SubmitOutcome } from '../conversation/types.ts';
import type { ArrivalEstimate } from '../domain/arrival.ts';
import type { OrderRecord } from '../domain/order.ts';
import type { OrderOutbox, OutboxEntry, StatusChange, StatusTracker } from '../orders/index.ts';
import { outcomeOf } from '../orders/outbox-entry.ts';
import type { KeyValue } from '../store/index.ts';
import { orderOutcomeEvent } from './effect-requests.ts';
import type { ChatRunner } from './runner.ts';
import type { ChatSession } from './session.ts';

/**
 * How a settled order came to no order, as the customer is told: only what is known. `watched`:
 * an attempt whose fate is unknown may still land (the outbox keeps checking; if it does, the
 * customer hears `accepted` with `late`).
 */
export type NotPlaced =
  /** The restaurant refused the order (422), in its own words. */
  | { kind: 'rejected'; message?: string | undefined }
  /** The order needs a fresh quote: a 409, or an attempt given up after its doubt window. */
  | { kind: 'requote'; watched: boolean }
  /** A held order given up: its quote expired, or its attempts ran out (no price change known). */
  | {
      kind: 'given_up';
      reason: NonNullable<OutboxEntry['gaveUp']>;
      watched: boolean;
    }
  /** The order service never stored it: nothing will ever place it. */
  | { kind: 'lost' };

/**
 * An order given up for a fresh quote that turned up after all, and what became of the chat's
 * later confirmation (`OutboxEntry.laterConfirmation`): there was none (`alone`), it waited for
 * this order and is never sent (`waiting`), or it had been sent too, so the restaurant may have
 * two orders and its staff are alerted (`sent`).
 */
export type LateArrival = 'alone' | NonNullable<OutboxEntry['laterConfirmation']>;

/** How long an accepted order usually takes (issue 36), with the way it goes. */
export interface OrderArrival {
  estimate: ArrivalEstimate;
  fulfilment: 'delivery' | 'pickup';
}

/** What the customer is told about their orders outside the conversation (the bot's own words). */
export interface CustomerNews {
  /** `late`: the order had been given up for a fresh quote and turned up after all (see `LateArrival`). */
  accepted(
    chatId: number,
    record: OrderRecord,
    late: false | LateArrival,
    eta?: OrderArrival | null,
  ): Promise<void>;
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
  outbox: Pick<OrderOutbox, 'events' | 'entry'>;
  tracker: Pick<StatusTracker, 'events'>;
  customer: CustomerNews;
  logger: Logger;
  /** How long a just-accepted order usually takes (issue 36); null or absent: nothing said. */
  eta?: ((entry: OutboxEntry) => Promise<ArrivalEstimate | null>) | undefined;
}

type StoredHeld = { snapshot?: { context?: { heldOrder?: HeldOrder | null } } | null };
type StoredContext = { snapshot?: { context?: ConversationContext } | null };

/**
 * The order-events bridge: what the order service and the status tracker learn about a chat's
 * orders becomes conversation events for that chat (through the chat runner, so in the chat's
 * turn and persisted like any event). An order's outcome takes one way, `deliverOutcome`,
 * whichever instance drove it: a chat on its "sending" screen for that order sees it there;
 * any other chat is told by a message of its own.
 */
export function bridgeOrderEvents(options: OrderEventsOptions) {
  const { runner, customer, logger } = options;

  /** The one way an order's outcome (accepted, held, refused, a new price needed) reaches a chat. */
  const deliverOutcome = async (entry: OutboxEntry, outcome: SubmitOutcome): Promise<void> => {
    const chatId = entry.chatId;
    if (chatId === null) return;
    // An order accepted in its turn is told how long it usually takes (not one that turned up late).
    const estimate =
      outcome.kind === 'accepted' && !entry.acceptedLate
        ? ((await options.eta?.(entry)) ?? null)
        : null;
    const where = await runner.news(chatId, orderOutcomeEvent(entry, outcome, estimate));
    if (outcome.kind === 'accepted') {
      // A confirmation that waited for the chat's earlier order, which turned up after all: the
      // customer is told about that order itself (order-accepted-after-all).
      if (entry.state === 'superseded') return;
      // An order given up for a fresh quote that turned up after all is said plainly, even to a
      // customer waiting on a new confirmation (which is not sent: it waits for this).
      // What became of the chat's later confirmation decides what is true to say.
      if (entry.acceptedLate) {
        await customer.accepted(chatId, outcome.record, entry.laterConfirmation ?? 'alone');
      } else if (where === 'applied') {
        const fulfilment = entry.request.choice.fulfilment;
        await customer.accepted(
          chatId,
          outcome.record,
          false,
          estimate && { estimate, fulfilment },
        );
      }
      return;
    }
    if (outcome.kind === 'held' || where === 'shown') return;
    const watched = entry.watchUntil !== undefined;
    // A held order's retry schedule ended: the customer confirms a fresh price, with one tap
    // (the news's button stands for the cart as the lines came back to it).
    if (entry.gaveUp !== undefined) {
      const stored = (await options.sessions.get(String(chatId))) as StoredContext | undefined;
      const given: NotPlaced = { kind: 'given_up', reason: entry.gaveUp, watched };
      await customer.notPlaced(chatId, given, stored?.snapshot?.context);
    } else if (outcome.kind === 'rejected') {
      await customer.notPlaced(chatId, { kind: 'rejected', message: outcome.message });
    } else await customer.notPlaced(chatId, { kind: 'requote', watched });
  };

  const onSettled = ({ entry, outcome }: { entry: OutboxEntry; outcome: SubmitOutcome }) =>
    void deliverOutcome(entry, outcome).catch((error: unknown) =>
      logger.error({ err: error }, 'order outcome notification failed'),
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
      await runner.news(chatId, {
        type: 'ORDER_NOT_PLACED',
        externalOrderId: held.externalOrderId,
      });
      await customer.notPlaced(chatId, { kind: 'lost' });
      logger.warn({ chatId }, 'held order has no outbox entry; its lines returned to the cart');
      return true;
    }
    const outcome = outcomeOf(entry);
    if (!outcome) return false;
    await deliverOutcome(entry, outcome);
    logger.info({ chatId, outcome: outcome.kind }, 'held order outcome recovered');
    return true;
  };

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
      options.outbox.events.off('settled', onSettled);
      options.tracker.events.off('changed', onChanged);
    },
  };
}

export type OrderEventsBridge = ReturnType<typeof bridgeOrderEvents>;
