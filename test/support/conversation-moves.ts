import fc from 'fast-check';
import type { ConversationEvent } from '../../src/conversation/types.ts';
import type { SizeKey } from '../../src/domain/menu.ts';
import type { OrderStatus } from '../../src/domain/order.ts';
import type { QuoteScript, SubmitScript } from './conversation-model.ts';

/**
 * Random-walk moves for fast-check. A move is abstract ("the 3rd line of the cart", "the 5th
 * extra of the current size") so its arbitrary depends only on the state's name (stable for
 * fast-check's `gen` cache and its shrinking); `toEvent` resolves it against the current snapshot
 * into a concrete event, mostly plausible, sometimes forged (unknown ids and codes, out-of-range
 * quantities and pages, hostile texts, events the state does not expect). The resolution is in
 * conversation-move-events.ts.
 */

// The events that carry nothing but their type.
type PlainOf<E> = E extends { type: infer T }
  ? [Exclude<keyof E, 'type'>] extends [never]
    ? T
    : never
  : never;
export type PlainType = PlainOf<ConversationEvent>;

/** One abstract move; `forged` replaces the plausible id or code when set. */
export type Move =
  | { kind: 'plain'; type: PlainType }
  | { kind: 'text'; text: string }
  | { kind: 'search'; query: string }
  | { kind: 'locale'; locale: 'bg' | 'en' }
  | {
      kind: 'category' | 'product' | 'option' | 'slotProduct' | 'half';
      pick: number;
      forged: number | null;
    }
  | { kind: 'size'; size: SizeKey }
  | { kind: 'addon' | 'base' | 'combo'; pick: number; forged: string | null }
  | { kind: 'ingredient'; pick: number; half: number | undefined; forged: number | null }
  | { kind: 'quantity'; quantity: number }
  | { kind: 'page'; page: number }
  | { kind: 'slot'; slot: number }
  | { kind: 'cartQuantity'; pick: number; quantity: number; forged: number | null }
  | { kind: 'cartRemove'; pick: number; forged: number | null }
  | { kind: 'delivery'; zoneId: number }
  | { kind: 'share'; phone: string; name: string | undefined }
  | { kind: 'orderUpdate'; pick: number; status: OrderStatus }
  | { kind: 'openOrder'; pick: number; forged: string | null }
  | { kind: 'proposal'; action: 'edit' | 'drop' | 'pick'; pick: number; forged: number | null }
  | { kind: 'unknown' };

/** One step of a walk: the move, the scripted I/O outcomes, and what happens around it. */
export interface WalkStep {
  move: Move;
  quote: QuoteScript;
  submit: SubmitScript;
  /** Wait for a quote or submission in flight to finish before the next move. */
  settle: boolean;
  /** Persist, drop the actor, restore from JSON and start again (a process restart). */
  restart: boolean;
  /** Minutes the clock moves forward before the move (16 makes a shown quote expire). */
  advanceMinutes: number;
}

const weighted = <T>(...entries: [number, fc.Arbitrary<T>][]) =>
  fc.oneof(...entries.map(([weight, arbitrary]) => ({ weight, arbitrary })));

const forgedId = weighted<number | null>(
  [9, fc.constant(null)],
  [1, fc.constantFrom(0, -1, 99_999, 2.5, Number.MAX_SAFE_INTEGER)],
);
const forgedCode = weighted<string | null>(
  [9, fc.constant(null)],
  [1, fc.constantFrom('', 'x', 'olives ', 'OLIVES', 'FAMILY\n', 'z'.repeat(200))],
);
const pick = fc.nat({ max: 1_000 });

/** Out-of-range numbers a forged callback could carry; NaN and ±Infinity are off unless asked. */
export function hostileNumbers(withNonFinite: boolean): fc.Arbitrary<number> {
  const finite = [-1, 0, 21, 100, 1e9, -1e9, 2.5, -0];
  return fc.constantFrom(
    ...(withNonFinite ? [...finite, Number.NaN, Infinity, -Infinity] : finite),
  );
}

const GARBAGE_TEXT = weighted<string>(
  [3, fc.string({ maxLength: 40 })],
  [2, fc.string({ unit: 'binary', maxLength: 600 })],
  [
    1,
    fc.constantFrom(
      '',
      '   ',
      '\n\n',
      '<script>x</script>',
      '\u202Eevil',
      '😀'.repeat(300),
      'a'.repeat(5_000),
    ),
  ],
);

// Plausible texts per step: [valid ones, invalid ones]; garbage is added to both.
const TEXTS: Record<string, readonly [readonly string[], readonly string[]]> = {
  name: [
    ['Иван Петров', 'Мария', "Jean-Luc O'Neil", ' <b>Ива</b> ', 'x'.repeat(100)],
    ['x'.repeat(101), '', ' <br> ', '😀😀', '123'],
  ],
  phone: [
    ['0888 123 456', '+359 897 111 222', '+44 7911 123456', '０８８８１２３４５６'],
    ['0888 12', '123', '02 123 4567'],
  ],
  email: [
    // the last two: likely typos of abv.bg and gmail.com, whose fix is offered (issue 36)
    ['ivan@example.bg', 'IVAN@EXAMPLE.BG', 'ivan@abv.bh', 'ivan@gmial.com'],
    ['bad@', 'a@b.c', `${'a'.repeat(185)}@x.bg`],
  ],
  address: [
    ['ул. Шипка 5, ет. 2', 'бул. Витоша 1\nвход Б\n\n', 'ж.к. Младост 1, бл. 5'],
    [',', 'a'.repeat(241)],
  ],
  note: [
    ['Звънец 4', 'без лук', '<b>Без</b> лук\nмоля'],
    ['x'.repeat(501), '\n', 'a<b'],
  ],
  quantity: [
    ['3', ' 12 ', '1', '20'],
    ['0', '21', '2.5', 'две', '1e1'],
  ],
  query: [
    [
      'маргарита',
      'pizza',
      'кола',
      'салата',
      // Typed orders (issue 25): a proposal, a choice of dishes, a refused half-and-half.
      '2 големи маргарити без лук, кола',
      '2 карбонари и 1 айрян',
      'половин маргарита половин морска',
    ],
    ['zzz', 'x'.repeat(300), ''],
  ],
};

function textFor(leaf: string): fc.Arbitrary<string> {
  const field = leaf.startsWith('checkout.contact.')
    ? leaf.slice('checkout.contact.'.length)
    : 'query';
  const [valid, invalid] = TEXTS[leaf.endsWith('quantity') ? 'quantity' : field] ?? [[''], ['']];
  return weighted(
    [8, fc.constantFrom(...valid)],
    [2, fc.constantFrom(...invalid)],
    [1, GARBAGE_TEXT],
  );
}

type Relevant = Partial<Record<Move['kind'] | PlainType, number>>;
const QUANTITY_STEP: Relevant = { ADD_TO_CART: 30, quantity: 8, text: 5 };

/** How likely each move is in each state (the rest of the moves weigh 1 each). */
const RELEVANT: Record<string, Relevant> = {
  home: { category: 30, text: 8, OPEN_COMBOS: 8, START_HALF: 8, REPEAT_LAST: 3 },
  category: { product: 40, page: 5, text: 3 },
  search: { product: 30, combo: 10, page: 3, text: 3 },
  'product.card': { ADD_TO_CART: 25, CUSTOMIZE: 15, size: 10, option: 8, quantity: 5 },
  'product.extras': { addon: 15, ingredient: 10, base: 6, TOGGLE_CRUST: 6, DONE: 15 },
  'product.quantity': QUANTITY_STEP,
  combos: { combo: 40 },
  'combo.overview': { slot: 15, ADD_TO_CART: 25 },
  'combo.slot': { slotProduct: 30, page: 4 },
  'combo.quantity': QUANTITY_STEP,
  'half.first': { half: 40, page: 3 },
  'half.second': { half: 40, page: 3 },
  'half.configure': { ingredient: 10, base: 8, DONE: 25 },
  'half.quantity': QUANTITY_STEP,
  cart: { CHECKOUT: 25, cartQuantity: 8, cartRemove: 4, CART_CLEAR: 1, HOME: 10 },
  'checkout.fulfilment': { delivery: 20, CHOOSE_PICKUP: 20 },
  'checkout.minimum': { CONTINUE: 20, CHOOSE_PICKUP: 10, HOME: 5 },
  'checkout.contact.saved': { USE_SAVED_CONTACT: 30, EDIT_CONTACT: 5, FORGET_CONTACT: 3 },
  'checkout.contact.name': { text: 30, share: 10, KEEP: 10 },
  'checkout.contact.phone': { text: 30, share: 5, KEEP: 10 },
  'checkout.contact.email': { text: 25, SKIP: 15, KEEP: 10, ACCEPT_SUGGESTION: 8 },
  'checkout.contact.address': { text: 40, KEEP: 10 },
  'checkout.contact.note': { text: 20, SKIP: 15, ACCEPT_SUGGESTION: 8, KEEP: 5 },
  'checkout.review': { CONFIRM: 35, EDIT: 3 },
  submitted: { BACK: 15, HOME: 10, OPEN_ORDERS: 10, orderUpdate: 5 },
  orders: { REPEAT_LAST: 15, openOrder: 20, page: 3, orderUpdate: 5 },
  order: { ORDER_AGAIN: 20, BACK: 8, orderUpdate: 5 },
  language: { locale: 30 },
  proposal: { PROPOSAL_ADD: 20, proposal: 25, text: 3 },
};

/** A shopper fills the cart: from the cart it mostly goes on shopping instead of checking out. */
const SHOPPER: Record<string, Relevant> = {
  cart: { HOME: 30, CHECKOUT: 2, cartQuantity: 4, cartRemove: 1 },
  home: { category: 30, OPEN_COMBOS: 6, START_HALF: 6, text: 4 },
};

const PLAIN_TYPES: readonly PlainType[] = [
  'HOME',
  'CANCEL',
  'BACK',
  'OPEN_CART',
  'OPEN_ORDERS',
  'OPEN_LANGUAGE',
  'OPEN_COMBOS',
  'START_HALF',
  'CHECKOUT',
  'CUSTOMIZE',
  'DONE',
  'ADD_TO_CART',
  'TOGGLE_CRUST',
  'CART_CLEAR',
  'CHOOSE_PICKUP',
  'CONTINUE',
  'USE_SAVED_CONTACT',
  'EDIT_CONTACT',
  'FORGET_CONTACT',
  'SKIP',
  'KEEP',
  'ACCEPT_SUGGESTION',
  'CONFIRM',
  'EDIT',
  'REPEAT_LAST',
  'ORDER_AGAIN',
  'PROPOSAL_ADD',
];
const NAVIGATION: Relevant = { HOME: 2, CANCEL: 2, BACK: 3, OPEN_CART: 2 };
const isPlain = (key: string): key is PlainType => PLAIN_TYPES.includes(key as PlainType);

function moveArbitraries(
  leaf: string,
  nonFinite: boolean,
): Record<Move['kind'], fc.Arbitrary<Move>> {
  const quantity = weighted([8, fc.integer({ min: 1, max: 20 })], [1, hostileNumbers(nonFinite)]);
  const page = weighted([8, fc.integer({ min: 0, max: 5 })], [1, hostileNumbers(nonFinite)]);
  return {
    plain: fc.constantFrom(...PLAIN_TYPES).map((type) => ({ kind: 'plain', type })),
    text: textFor(leaf).map((text) => ({ kind: 'text', text })),
    search: textFor('search').map((query) => ({ kind: 'search', query })),
    locale: fc
      .constantFrom('bg' as const, 'en' as const)
      .map((locale) => ({ kind: 'locale', locale })),
    category: fc.record({ kind: fc.constant('category'), pick, forged: forgedId }),
    product: fc.record({ kind: fc.constant('product'), pick, forged: forgedId }),
    option: fc.record({ kind: fc.constant('option'), pick, forged: forgedId }),
    slotProduct: fc.record({ kind: fc.constant('slotProduct'), pick, forged: forgedId }),
    half: fc.record({ kind: fc.constant('half'), pick, forged: forgedId }),
    size: fc
      .constantFrom<SizeKey>('standard', 'medium', 'family')
      .map((size) => ({ kind: 'size', size })),
    addon: fc.record({ kind: fc.constant('addon'), pick, forged: forgedCode }),
    base: fc.record({ kind: fc.constant('base'), pick, forged: forgedCode }),
    combo: fc.record({ kind: fc.constant('combo'), pick, forged: forgedCode }),
    ingredient: fc.record({
      kind: fc.constant('ingredient'),
      pick,
      half: fc.constantFrom(undefined, 0, 1, 2, -1),
      forged: forgedId,
    }),
    quantity: quantity.map((value) => ({ kind: 'quantity', quantity: value })),
    page: page.map((value) => ({ kind: 'page', page: value })),
    slot: weighted([6, fc.nat({ max: 4 })], [1, hostileNumbers(nonFinite)]).map((slot) => ({
      kind: 'slot',
      slot,
    })),
    cartQuantity: fc.record({
      kind: fc.constant('cartQuantity'),
      pick,
      quantity,
      forged: forgedId,
    }),
    cartRemove: fc.record({ kind: fc.constant('cartRemove'), pick, forged: forgedId }),
    delivery: fc.constantFrom(1, 2, 3, 4, 5, 0, 99).map((zoneId) => ({ kind: 'delivery', zoneId })),
    share: fc.record({
      kind: fc.constant('share'),
      phone: fc.constantFrom('359888123456', '+359 897 111 222', '123', '447911123456', ''),
      name: fc.constantFrom(undefined, 'Иван', '', ' <i>Мария</i> ', 'x'.repeat(150)),
    }),
    orderUpdate: fc.record({
      kind: fc.constant('orderUpdate'),
      pick,
      status: fc.constantFrom<OrderStatus>(
        'preparing',
        'sent',
        'delivered',
        'cancelled',
        'payment_review',
      ),
    }),
    openOrder: fc.record({ kind: fc.constant('openOrder'), pick, forged: forgedCode }),
    proposal: fc.record({
      kind: fc.constant('proposal'),
      action: fc.constantFrom('edit' as const, 'drop' as const, 'pick' as const),
      pick,
      forged: forgedId,
    }),
    unknown: fc.constant({ kind: 'unknown' }),
  };
}

/**
 * The arbitrary of one walk step in the state named `leaf`: the moves that belong to the state
 * weigh as the RELEVANT table says (tens), back/home/cancel/cart a little, every other move 1; a
 * `shopper` keeps shopping from the cart. I/O mostly succeeds; restarts and expiries are rare.
 * `nonFinite` adds NaN and ±Infinity to the forged numbers.
 */
export function walkStepArbitrary(
  leaf: string,
  nonFinite: boolean,
  shopper = false,
): fc.Arbitrary<WalkStep> {
  const moves = moveArbitraries(leaf, nonFinite);
  const relevant: Relevant = {
    ...NAVIGATION,
    ...RELEVANT[leaf],
    ...(shopper ? SHOPPER[leaf] : {}),
  };
  const entries = Object.entries(relevant) as [Move['kind'] | PlainType, number][];
  const move = weighted<Move>(
    ...entries.map(([key, weight]): [number, fc.Arbitrary<Move>] => [
      weight,
      isPlain(key) ? fc.constant({ kind: 'plain', type: key }) : moves[key],
    ]),
    ...Object.values(moves).map((arbitrary): [number, fc.Arbitrary<Move>] => [1, arbitrary]),
  );
  return fc.record({
    move,
    quote: weighted<QuoteScript>(
      [12, fc.constant('ok')],
      [1, fc.constantFrom('conflict', 'unprocessable', 'unavailable', 'network')],
    ),
    submit: weighted<SubmitScript>(
      [10, fc.constant('accepted')],
      [1, fc.constantFrom('requote', 'rejected', 'held', 'throw')],
    ),
    settle: weighted([5, fc.constant(true)], [1, fc.constant(false)]),
    restart: weighted([40, fc.constant(false)], [1, fc.constant(true)]),
    advanceMinutes: weighted([80, fc.constant(0)], [1, fc.constant(16)]),
  });
}
