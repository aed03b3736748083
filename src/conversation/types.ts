import type { Menu } from '../catalogue/menu.ts';
import type { ArrivalEstimate } from '../domain/arrival.ts';
import type { SizeKey } from '../domain/menu.ts';
import type {
  OrderLine,
  OrderRecord,
  OrderRequest,
  OrderStatus,
  QuoteRequest,
  ReceivedQuote,
} from '../domain/order.ts';
import type { Locale } from '../locale/locale.ts';
import type { ExtraNames } from '../ordering-text/index.ts';
import type { Cart, CartLine } from './cart.ts';
import type { CartChange } from './cart-check.ts';
import type { LineNames } from './cart-names.ts';
import type { ComboDraft } from './combo-draft.ts';
import type { GivenUp } from './given-up.ts';
import type { HalfDraft } from './half-draft.ts';
import type { NoticeCode } from './notices.ts';
import type { ProductDraft } from './product-draft.ts';
import type { Proposal } from './typed-order.ts';

/** Bumped whenever the context's shape changes; a stored snapshot of another version is dropped. */
export const CONVERSATION_VERSION = 1;

/** Something the customer should be told once, by code (the Telegram layer localizes it). */
export interface Notice {
  code: NoticeCode;
  /** The restaurant's own words (a 422 message) or a cleaned text offered back. */
  detail?: string | undefined;
  /** What a menu change did to the cart (code `cart_changed`), line by line. */
  changes?: CartChange[] | undefined;
  /** The total the customer confirmed and the fresh quote's (code `price_changed`), minor units. */
  totals?: { before: number; after: number } | undefined;
}

/**
 * The price of an order the customer confirmed, kept while the same order is quoted again, so
 * the fresh quote's notice says whether the total changed (issue 33: "the price changed" only
 * when it did). `expired`: the Confirm found the quote expired or about to; `not_placed`: the
 * submission came back asking for a fresh quote.
 */
export interface PriceBefore {
  totalMinor: number;
  why: 'expired' | 'not_placed';
  /** The quote request it was the price of (`canonicalJson`): compared only for that order. */
  requestKey: string;
}

/** Contact details as far as the customer has given them. */
export interface ContactDetails {
  name?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  address?: string | undefined;
  note?: string | undefined;
}

/** The customer's choice of receipt: a zone from /availability, or pickup at `main`. */
export type Fulfilment = { kind: 'delivery'; zoneId: number } | { kind: 'pickup' };

/** An order prepared for submission: its permanent id is created before the first attempt. */
export interface PendingOrder {
  externalOrderId: string;
  /** The chat that confirmed it: where its outcome and status changes are told. */
  chatId: number | null;
  request: OrderRequest;
  /** The quote's deadline for a first submission on the bot's clock (ms), for the outbox. */
  quoteValidUntil: number;
  /**
   * Earlier ids of this checkout that the order service gave up for a fresh price (issue 33):
   * this confirmation re-confirms the same intent, so if one of them still turns up at the
   * restaurant, this one is never sent. Absent: a first confirmation.
   */
  follows?: string[] | undefined;
}

/**
 * An order this chat handed to the order service and whose outcome it has not learned yet,
 * after the submission screen was left (the service holds it: ordering off, repeated failures,
 * unknown fate). While it exists no other order can be confirmed from the chat; it ends when the
 * service reports the order accepted (ORDER_RECORDED) or not placed (ORDER_NOT_PLACED).
 */
export interface HeldOrder {
  externalOrderId: string;
  /** `coordination`: several instances, and Redis did not answer: kept unsent until it does. */
  reason: 'unavailable' | 'unknown' | 'coordination';
  totalMinor: number;
  fulfilment: Fulfilment['kind'];
  /** The ordered lines, exactly as sent: they return to the cart if no order comes of them. */
  items: OrderLine[];
}

/** What the customer's chat keeps about one placed order. */
export interface OrderSummary {
  externalOrderId: string;
  orderNumber: string;
  totalMinor: number;
  status: OrderStatus;
  statusLabel: string;
  fulfilment: Fulfilment['kind'];
  /** The restaurant's `created_at`, on the restaurant's clock. */
  createdAt: string;
  /**
   * When the chat recorded the order (ms, the bot's clock): the time the customer's list shows,
   * since the restaurant's clock may differ from ours (issue 11). Absent in older summaries,
   * which show `createdAt`.
   */
  placedAt?: number | undefined;
  /** The delivery zone the order went to (absent for pickup and in older summaries). */
  zoneId?: number | undefined;
  /** How long it usually takes from acceptance, when the history said (issue 36). */
  eta?: ArrivalEstimate | undefined;
  /**
   * The ordered lines exactly as sent, for the order's screen and "order this again". Absent in
   * summaries stored before they were kept, and dropped from older orders past the bound of
   * `past-orders.ts`: such an order is listed without its details.
   */
  items?: OrderLine[] | undefined;
  /**
   * Beside `items`, line by line: the menu's names of what each line referred to when it was
   * ordered (null: not known), to word a dish the menu has lost since.
   */
  names?: (LineNames | null)[] | undefined;
}

/**
 * The result of a submission as the order service reports it. `requote`: the quote was stale or
 * the total changed (409), so a fresh quote and a new confirmation are needed; `rejected`: the
 * restaurant refused the data (422) and no order exists; `held`: the order is kept by the
 * service (ordering disabled, credentials refused, still unknown, or `waiting`: an earlier order
 * of this chat that was given up for a fresh quote may still turn up, so this one is not sent
 * until that is known) and must not be confirmed again: the service reports its fate later.
 */
export type SubmitOutcome =
  | { kind: 'accepted'; record: OrderRecord }
  | { kind: 'requote' }
  | { kind: 'rejected'; message: string | undefined }
  | { kind: 'held'; reason: 'unavailable' | 'unknown' | 'waiting' | 'coordination' };

/** A quote as the quote result carries it: its receipt time (our clock), the arrival estimate. */
export type StampedQuote = ReceivedQuote & { receivedAt: number; eta?: ArrivalEstimate };

/**
 * A quote as the chat keeps it: plain data, its deadline already on the bot's clock (receipt
 * time + the validity measured on the server's clock), so no check ever reads `expires_at`.
 */
export type HeldQuote = StampedQuote & { validUntil: number };

/**
 * What the machine reads besides its snapshot and the event: the menu of the latest sync and
 * its translated names (read-only data). Time and new ids come in the event (see `Stamp`); requests to the partner
 * and the order service leave the machine as effects (see `ConversationEffect`).
 */
export interface ConversationDeps {
  menu: () => Menu | null;
  /**
   * The menu's names a chat in `locale` reads: MENU_TRANSLATIONS' names in every language plus
   * the names its screens show in that language (read-only data, the same object for one menu
   * and language): typed orders match them besides the menu's own.
   */
  menuNames?: ((locale: string) => ExtraNames | undefined) | undefined;
}

/**
 * What the effect runner adds to every event it hands to the machine: when it happened on the
 * bot's clock, and the permanent external_order_id an order confirmed by this event gets
 * (ASCII, ≤ 80 characters, never reused). The machine reads no clock and creates no id itself.
 */
export interface Stamp {
  at: number;
  orderId: string;
  /**
   * Several instances and Redis does not answer: an order could not be claimed for sending, so
   * a new checkout is refused (a confirmation already made is held and sent once, later).
   */
  offline?: boolean | undefined;
  /**
   * The restaurant's Partner API refuses the bot's credentials (issue 20): a new checkout is told
   * at once that the ordering service is unavailable; the cart is kept.
   */
  partnerRefused?: boolean | undefined;
}

/**
 * What the machine asks the world to do, as data (emitted by the state that waits for it).
 * A quote's result comes back as QUOTE_DONE / QUOTE_FAILED; a submission is handed to the order
 * service, whose outcome comes back as order news (ORDER_RECORDED, ORDER_HELD, ORDER_NOT_PLACED),
 * or SUBMIT_FAILED when the hand-over itself failed.
 */
export type ConversationEffect =
  | { type: 'quote'; request: QuoteRequest }
  | { type: 'submit'; order: PendingOrder };

/** The order service keeps an order for later (ORDER_HELD). */
export type HeldOutcome = Extract<SubmitOutcome, { kind: 'held' }>;
/** The order service settled an order without an order (ORDER_NOT_PLACED). */
export type NotPlacedOutcome = Extract<SubmitOutcome, { kind: 'requote' | 'rejected' }>;

/** The results of the effects, fed back to the machine by whoever ran them. */
export type EffectResult =
  | { type: 'QUOTE_DONE'; quote: ReceivedQuote; eta?: ArrivalEstimate | undefined }
  | { type: 'QUOTE_FAILED'; error: unknown }
  /**
   * The order could not be handed to the order service (its store refused the write): the order
   * may be stored all the same, so the chat holds it; at start-up a held order the service has no
   * entry for returns to the cart (`recoverHeldOrders`).
   */
  | { type: 'SUBMIT_FAILED'; error: unknown };

/** Every event the machine takes: what happened, stamped with its time and a fresh order id. */
export type MachineEvent = (ConversationEvent | EffectResult) & Stamp;

export type Draft = ProductDraft | HalfDraft | ComboDraft;

/** Where the customer is looking; list pages count from 0. */
export interface Navigation {
  categoryId: number | null;
  query: string;
  page: number;
  productId: number | null;
  slot: number | null;
  /** The list a product card was opened from, for "back". */
  from: 'category' | 'search' | 'home';
  /**
   * Where a typed search was started, for the search's "back" (a search from the cart returns
   * to the cart). Absent in snapshots stored before it existed (read as home).
   */
  searchFrom?: SearchOrigin | undefined;
  /**
   * The page that screen was on (a category's, my orders'), so the search's "back" returns to
   * it. Absent in older snapshots (read as the first page).
   */
  searchFromPage?: number | undefined;
  /** "2 pizzas" opened a category: its next dish starts at 2 (`kept-quantity.ts`). Optional. */
  typedQuantity?: { categoryId: number; quantity: number } | undefined;
}

/** The screens a search returns to: where the customer typed the dish name. */
export type SearchOrigin = 'home' | 'category' | 'cart' | 'orders' | 'combos';

/** The whole state of one chat's conversation: plain JSON, persisted with the snapshot. */
export interface ConversationContext {
  version: number;
  /** The Telegram chat this conversation belongs to (null in tests without a chat). */
  chatId: number | null;
  locale: Locale;
  nav: Navigation;
  draft: Draft | null;
  cart: Cart;
  fulfilment: Fulfilment | null;
  contact: ContactDetails;
  noteSuggestion: string | null;
  /**
   * On the e-mail step, the typed e-mail with its domain's likely typo fixed (issue 36), offered
   * for one tap. Optional: older snapshots have none (read as null).
   */
  emailSuggestion?: string | null;
  savedContact: ContactDetails | null;
  /**
   * /forget came while the order on screen still needed the details (the price or the review):
   * they go with that order but are not saved when it is accepted. Cleared by the next accepted
   * order. Optional: older snapshots have none (read as false).
   */
  contactForgotten?: boolean;
  quoteRequest: QuoteRequest | null;
  quote: HeldQuote | null;
  quoteAttempts: number;
  /**
   * Set while `checkout.quoting` asks whether a zone tapped past its ordinary hours takes orders
   * now (the zone check, see zone-check.ts): the zone's id; null or absent while it asks the
   * review's quote. Cleared on leaving that state.
   */
  zoneCheck?: number | null;
  /**
   * Zones the restaurant's quote said closed during this checkout (see zone-check.ts); absent in
   * older snapshots (read as none). Cleared when a checkout starts from the cart.
   */
  closedZones?: number[] | null;
  /**
   * While a confirmed order is quoted again (see `PriceBefore`). Absent in snapshots stored
   * before it existed (read as null). Those may carry `expiryRequotes` instead (a count that
   * allowed one automatic re-quote per review): nothing reads it now, and it rides along
   * unchanged (`fastContext` keeps unknown fields).
   */
  priceBefore?: PriceBefore | null;
  /**
   * Orders of this chat given up for a fresh price that may still turn up (see `GivenUp` in
   * given-up.ts): the next confirmation names them. Cleared when an order is accepted through
   * the checkout. Absent in snapshots stored before it existed (read as none).
   */
  givenUp?: GivenUp[] | null;
  /** The order being submitted right now (only in `checkout.submitting`). */
  pendingOrder: PendingOrder | null;
  /**
   * The order the service holds for this chat. Optional: snapshots stored before it existed
   * have none, which means the same as null (no version bump needed).
   */
  heldOrder?: HeldOrder | null;
  orders: OrderSummary[];
  /**
   * The order whose screen is open (its external_order_id). Optional: snapshots stored before
   * the order screen existed have none.
   */
  openOrder?: string | null;
  lastOrder: CartLine[] | null;
  notice: Notice | null;
  /**
   * A typed order read into lines and shown for confirmation (issue 25). Optional: snapshots
   * stored before it existed have none (read as null).
   */
  proposal?: Proposal | null;
}

/** What a new conversation starts from. */
export interface ConversationInput {
  locale: Locale;
  chatId?: number | null;
}

/** Every event the Telegram layer (or the order service) sends to a conversation. */
export type ConversationEvent =
  | { type: 'HOME' }
  | { type: 'BACK' }
  | { type: 'CANCEL' }
  | { type: 'TEXT'; text: string }
  | { type: 'SEARCH'; query: string }
  | { type: 'PAGE'; page: number }
  | { type: 'OPEN_CATEGORY'; categoryId: number }
  | { type: 'OPEN_PRODUCT'; productId: number }
  | { type: 'CHOOSE_OPTION'; productId: number }
  | { type: 'SELECT_SIZE'; size: SizeKey }
  | { type: 'CUSTOMIZE' }
  | { type: 'TOGGLE_ADDON'; code: string }
  | { type: 'TOGGLE_INGREDIENT'; ingredientId: number; half?: number }
  | { type: 'SELECT_BASE'; code: string }
  | { type: 'TOGGLE_CRUST' }
  | { type: 'DONE' }
  | { type: 'SET_QUANTITY'; quantity: number }
  | { type: 'ADD_TO_CART' }
  | { type: 'OPEN_COMBOS' }
  | { type: 'OPEN_COMBO'; code: string }
  | { type: 'OPEN_SLOT'; slot: number }
  | { type: 'PICK_SLOT_PRODUCT'; productId: number }
  | { type: 'START_HALF' }
  | { type: 'PICK_HALF'; productId: number }
  | { type: 'OPEN_CART' }
  /** The typed order's screen: every line into the cart, one line opened, dropped or chosen. */
  | { type: 'PROPOSAL_ADD' }
  | { type: 'PROPOSAL_EDIT'; line: number }
  | { type: 'PROPOSAL_DROP'; line: number }
  | { type: 'PROPOSAL_PICK'; line: number; productId: number }
  | { type: 'CART_QUANTITY'; lineId: number; quantity: number }
  | { type: 'CART_REMOVE'; lineId: number }
  | { type: 'CART_CLEAR' }
  | { type: 'CHECKOUT' }
  | { type: 'CHOOSE_DELIVERY'; zoneId: number }
  | { type: 'CHOOSE_PICKUP' }
  /** Go on to the contact steps although the cart looks below the zone's minimum. */
  | { type: 'CONTINUE' }
  | { type: 'SHARE_CONTACT'; phone: string; name?: string | undefined }
  | { type: 'USE_SAVED_CONTACT' }
  | { type: 'EDIT_CONTACT' }
  | { type: 'FORGET_CONTACT' }
  | { type: 'SKIP' }
  /** Keeps the value the contact step already has (typed earlier or saved) and moves on. */
  | { type: 'KEEP' }
  | { type: 'ACCEPT_SUGGESTION' }
  | { type: 'CONFIRM' }
  /**
   * The one button of an expired held order's news: the cart it returned to is quoted again
   * with the same receipt and details, straight to the review (or the cart when it cannot be).
   */
  | { type: 'CONFIRM_FRESH_PRICE' }
  | { type: 'EDIT' }
  | { type: 'OPEN_ORDERS' }
  | { type: 'REPEAT_LAST' }
  /** Opens one of the chat's own orders (from the list of /orders). */
  | { type: 'OPEN_ORDER'; externalOrderId: string }
  /** Puts the open order's lines into the cart, checked against the current menu. */
  | { type: 'ORDER_AGAIN' }
  | { type: 'OPEN_LANGUAGE' }
  | { type: 'SET_LOCALE'; locale: Locale }
  | { type: 'ORDER_UPDATE'; externalOrderId: string; status: OrderStatus; statusLabel: string }
  /**
   * The order service accepted an order of this chat (also one confirmed before a restart).
   * `answers`: the confirmation whose submission this acceptance answers, when that is not the
   * order itself (a confirmation that waited for the chat's earlier order, which turned up).
   */
  | { type: 'ORDER_RECORDED'; summary: OrderSummary; answers?: string | undefined }
  /** The order service keeps an order of this chat for a later attempt (or an operator). */
  | { type: 'ORDER_HELD'; externalOrderId: string; outcome: HeldOutcome }
  /**
   * No order came of that id: the restaurant refused it (`rejected`), a fresh price is needed
   * (`requote`, also a held order given up), or the service never stored it (no outcome).
   */
  | { type: 'ORDER_NOT_PLACED'; externalOrderId: string; outcome?: NotPlacedOutcome | undefined }
  /** The Mini App's cart, rebuilt and checked by the server (see `app-cart.ts`). */
  | { type: 'APP_CART'; lines: CartLine[] };
