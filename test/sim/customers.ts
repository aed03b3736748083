import type { PendingOrder, SubmitOutcome } from '../../src/conversation/types.ts';
import type { OutboxEntry } from '../../src/orders/outbox-entry.ts';
import { contradiction, type IntentView, type News, type Violation } from './invariants.ts';
import type { Rng } from './random.ts';
import type { Scheduler } from './scheduler.ts';
import type { SimPartner } from './sim-partner.ts';

/** How the customers of one seed behave. */
export interface CustomerSettings {
  /** Chance that a confirmation is handed to the outbox a second time (another instance). */
  twice: number;
  /** Chance that the customer confirms more than 15 minutes after the quote (it expired). */
  slowThink: number;
  /** Fresh-price confirmations per intent after the first, before the customer gives up. */
  maxReconfirms: number;
}

/** An instance a chat can hand its order to. */
export interface Desk {
  owner: string;
  enqueue(order: PendingOrder): Promise<void>;
}

interface Intent extends IntentView {
  ids: string[];
  told: Set<string>;
  chat: Chat;
  reconfirms: number;
  status: 'open' | 'accepted' | 'rejected' | 'abandoned';
  items: PendingOrder['request']['items'];
}

interface Confirmation {
  id: string;
  intent: Intent;
  order: PendingOrder;
  news: News[];
  /** Instances it was handed to (a crashed one's chat re-issues the hand-over after restart). */
  handedTo: Set<string>;
}

interface Chat {
  chatId: number;
  intents: number;
  begun: number;
  confirmations: number;
  current: Confirmation | null;
  /** The chat's next own action (a re-confirmation, the next intent), cancellable. */
  action: (() => void) | null;
}

/**
 * The simulated customers: each chat confirms its intents one after another (the bot lets no
 * new order be confirmed while one is unsettled). A confirmation gets a fresh quote and a new
 * `tg-…` id and is handed to a random live instance; the chat hears every instance's `settled`
 * events: `requote` for its latest confirmation → it confirms a fresh price (same intent, new
 * id), `accepted` / `rejected` → the intent is done, `held` → it waits. A hand-over that the
 * instance crashed on is handed again elsewhere, and now and then a confirmation is handed twice
 * (the chat runner's slow re-hand-over). The customer believes the latest news: an order told
 * `accepted` and then `requote` is confirmed again.
 */
export class Customers {
  readonly intents: Intent[] = [];
  readonly #confirmations = new Map<string, Confirmation>();
  readonly #chats: Chat[] = [];
  readonly #sched: Scheduler;
  readonly #rng: Rng;
  readonly #partner: SimPartner;
  readonly #settings: CustomerSettings;
  readonly #desks: () => Desk[];
  readonly #report: (violation: Violation) => void;

  constructor(options: {
    sched: Scheduler;
    rng: Rng;
    partner: SimPartner;
    settings: CustomerSettings;
    desks: () => Desk[];
    report: (violation: Violation) => void;
  }) {
    this.#sched = options.sched;
    this.#rng = options.rng;
    this.#partner = options.partner;
    this.#settings = options.settings;
    this.#desks = options.desks;
    this.#report = options.report;
  }

  /** Creates the chats; each begins its first intent within the first two minutes. */
  start(chats: number, intentsPerChat: () => number): void {
    for (let chatId = 1; chatId <= chats; chatId += 1) {
      const chat: Chat = {
        chatId,
        intents: intentsPerChat(),
        begun: 0,
        confirmations: 0,
        current: null,
        action: null,
      };
      this.#chats.push(chat);
      this.#act(chat, this.#rng.int(0, 120_000), () => this.#begin(chat));
    }
  }

  /** Customers stop thinking slowly (the healing phase). */
  calm(): void {
    this.#settings.slowThink = 0;
    this.#settings.twice = 0;
  }

  /**
   * An instance crashed: a confirmation handed to it and not settled yet is handed again (the
   * chat runner re-issues a submission its machine was waiting on when the bot restarts).
   */
  onCrash(owner: string): void {
    for (const confirmation of this.#confirmations.values()) {
      if (!confirmation.handedTo.delete(owner) || this.#final(confirmation)) continue;
      this.#world(this.#rng.int(3_000, 20_000), () => {
        if (!this.#final(confirmation)) this.#hand(confirmation, 'again after a crash');
      });
    }
  }

  /**
   * Ids whose latest news was `held`: at an instance's start-up the bot tells such chats an
   * outcome the outbox stored meanwhile (`recoverHeldOrders` in src/chat/order-events.ts), the
   * way an outcome stored by an instance that stopped before telling it still reaches the chat.
   */
  heldIds(): string[] {
    const ids: string[] = [];
    for (const confirmation of this.#confirmations.values()) {
      if (confirmation.news.at(-1)?.kind === 'held') ids.push(confirmation.id);
    }
    return ids;
  }

  /**
   * At an instance's start-up, after its outbox resumed: every chat still waiting on its
   * submission (no news yet) hands it over again, as the bot's `ChatRunner.resumePending` does
   * for chats whose conversation is busy; the outbox answers from the store what it settled.
   */
  resumePending(): void {
    for (const confirmation of this.#confirmations.values()) {
      const current = confirmation.intent.chat.current === confirmation;
      if (current && confirmation.news.length === 0) {
        this.#hand(confirmation, 'again at a start-up (resumePending)');
      }
    }
  }

  /** A `settled` event of any instance. */
  onSettled(owner: string, entry: OutboxEntry, outcome: SubmitOutcome): void {
    const confirmation = this.#confirmations.get(entry.externalOrderId);
    if (!confirmation) return;
    const { intent } = confirmation;
    // A confirmation superseded by an earlier order of the chat that belongs to another intent
    // (another cart): the customer reads that this one was not sent, and orders it again.
    const placed = outcome.kind === 'accepted' ? outcome.record.external_order_id : undefined;
    const other = placed === undefined ? undefined : this.#confirmations.get(placed)?.intent;
    if (other !== undefined && other !== intent) {
      this.#sched.trace(
        `c${intent.chat.chatId}`,
        `hears ${confirmation.id} not sent: superseded by ${placed} of intent ${other.key}`,
      );
      const notSent: News = { kind: 'not-sent', at: this.#sched.now, by: owner, late: false };
      confirmation.news.push(notSent);
      this.#react(confirmation, notSent);
      return;
    }
    const news: News = {
      kind: outcome.kind,
      at: this.#sched.now,
      by: owner,
      orderNumber: outcome.kind === 'accepted' ? outcome.record.order_number : undefined,
      late: entry.acceptedLate === true,
    };
    const number = news.orderNumber === undefined ? '' : ` ${news.orderNumber}`;
    this.#sched.trace(
      `c${intent.chat.chatId}`,
      `hears ${confirmation.id} ${news.kind}${number} from ${owner} (entry ${entry.state}${news.late ? ', late' : ''})`,
    );
    const broken = contradiction(confirmation.id, confirmation.news, news, intent.told);
    if (broken) this.#report({ invariant: 'contradictory-news', message: broken });
    confirmation.news.push(news);
    if (news.orderNumber !== undefined) intent.told.add(news.orderNumber);
    this.#react(confirmation, news);
  }

  #react(confirmation: Confirmation, news: News): void {
    // The conversation takes one outcome per confirmation (its guard on the pending order): a
    // second `requote` or `rejected` for it (another instance announcing it again) changes
    // nothing. Only an order turning up after all still counts.
    const earlier = confirmation.news.slice(0, -1).some((n) => n.kind !== 'held');
    if (earlier && news.kind !== 'accepted') return;
    const { intent } = confirmation;
    const chat = intent.chat;
    const latest = chat.current === confirmation;
    if (news.kind === 'accepted') {
      // Also an earlier confirmation of this intent turning up: the intent is placed.
      if (chat.current?.intent !== intent || intent.status === 'accepted') return;
      intent.status = 'accepted';
      this.#next(chat);
      return;
    }
    if (!latest || news.kind === 'held') return;
    if (news.kind === 'rejected') {
      intent.status = 'rejected';
      this.#next(chat);
      return;
    }
    // requote: "the price changed" (or "not placed, tap for a fresh price"), or not sent for
    // an order of another intent: confirm again,
    // unless an earlier confirmation of the intent was told accepted (its order is there).
    const placedEarlier = intent.ids.some(
      (id) =>
        id !== confirmation.id &&
        this.#confirmations.get(id)?.news.some((n) => n.kind === 'accepted'),
    );
    if (placedEarlier) return;
    if (intent.reconfirms >= this.#settings.maxReconfirms) {
      intent.status = 'abandoned';
      this.#next(chat);
      return;
    }
    intent.reconfirms += 1;
    intent.status = 'open';
    this.#act(chat, this.#rng.int(1_000, 30_000), () => this.#quoteAndConfirm(intent));
  }

  #begin(chat: Chat): void {
    chat.begun += 1;
    const intent: Intent = {
      key: `${chat.chatId}.${chat.begun}`,
      ids: [],
      told: new Set(),
      lastNews: undefined,
      chat,
      reconfirms: 0,
      status: 'open',
      items: [
        {
          selection: { product_id: this.#rng.int(1, 30), size: 'standard' },
          quantity: this.#rng.int(1, 3),
        },
      ],
    };
    this.intents.push(intent);
    this.#quoteAndConfirm(intent);
  }

  // A fresh quote now; the confirmation follows after the customer's thinking time.
  #quoteAndConfirm(intent: Intent): void {
    const chat = intent.chat;
    const quote = this.#partner.quote();
    const slow = this.#rng.chance(this.#settings.slowThink);
    const think = slow
      ? this.#rng.int(15 * 60_000 + 10_000, 17 * 60_000)
      : this.#rng.int(2_000, 60_000);
    this.#act(chat, think, () => {
      chat.confirmations += 1;
      const id = `tg-c${chat.chatId}-${chat.confirmations}`;
      const order: PendingOrder = {
        externalOrderId: id,
        chatId: chat.chatId,
        quoteValidUntil: quote.validUntil,
        // As the conversation does: a re-confirmation names the ids of the same checkout that
        // were given up for a fresh price (src/conversation/given-up.ts).
        ...(intent.ids.length > 0 ? { follows: [...intent.ids] } : {}),
        request: {
          external_order_id: id,
          items: structuredClone(intent.items),
          choice: { fulfilment: 'pickup', location_id: 'main', payment: 'cash' },
          customer: {
            name: `Customer ${chat.chatId}`,
            phone: '+359888123456',
            note: `sim intent ${intent.key}`,
          },
          expected_total_minor: quote.totalMinor,
          quote_token: quote.token,
        },
      };
      const confirmation: Confirmation = { id, intent, order, news: [], handedTo: new Set() };
      this.#confirmations.set(id, confirmation);
      intent.ids.push(id);
      chat.current = confirmation;
      const again = intent.ids.length > 1 ? 're-confirms (fresh price)' : 'confirms';
      this.#hand(confirmation, `${again} intent ${intent.key}${slow ? ' (quote expired)' : ''}`);
      if (this.#rng.chance(this.#settings.twice)) {
        this.#world(this.#rng.int(1_000, 40_000), () => {
          if (!this.#final(confirmation)) this.#hand(confirmation, 'hands it over again');
        });
      }
    });
  }

  #hand(confirmation: Confirmation, why: string): void {
    const desks = this.#desks();
    const chat = confirmation.intent.chat;
    if (desks.length === 0) {
      this.#world(5_000, () => this.#hand(confirmation, why));
      return;
    }
    const desk = this.#rng.pick(desks);
    this.#sched.trace(`c${chat.chatId}`, `${why}: ${confirmation.id} → ${desk.owner}`);
    confirmation.handedTo.add(desk.owner);
    desk.enqueue(structuredClone(confirmation.order)).then(
      () => undefined,
      (error: unknown) => {
        this.#sched.trace(
          `c${chat.chatId}`,
          `enqueue of ${confirmation.id} failed: ${String(error)}`,
        );
        this.#world(this.#rng.int(3_000, 20_000), () =>
          this.#hand(confirmation, 'again after a failure'),
        );
      },
    );
  }

  #next(chat: Chat): void {
    chat.action?.();
    chat.action = null;
    if (chat.begun < chat.intents)
      this.#act(chat, this.#rng.int(5_000, 60_000), () => this.#begin(chat));
  }

  #final(confirmation: Confirmation): boolean {
    return confirmation.news.some((news) => news.kind !== 'held');
  }

  // The chat's own next action: replaces any earlier one still pending.
  #act(chat: Chat, afterMs: number, run: () => void): void {
    chat.action?.();
    const cancel = this.#world(afterMs, () => {
      if (chat.action === cancel) chat.action = null;
      run();
    });
    chat.action = cancel;
  }

  #world(afterMs: number, run: () => void): () => void {
    return this.#sched.schedule({ at: this.#sched.now + afterMs, owner: null, run });
  }

  /** The final view of each intent for invariant (2). */
  views(): IntentView[] {
    return this.intents.map((intent) => {
      const latest = intent.ids.at(-1);
      const news = latest === undefined ? [] : (this.#confirmations.get(latest)?.news ?? []);
      return { key: intent.key, ids: intent.ids, told: intent.told, lastNews: news.at(-1) };
    });
  }
}
