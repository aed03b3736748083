import type { Menu } from '../../src/catalogue/menu.ts';
import { orderOutcomeEvent } from '../../src/chat/effect-requests.ts';
import { allowedAddons, defaultBase } from '../../src/conversation/product-draft.ts';
import type {
  ConversationEvent,
  EffectResult,
  MachineEvent,
} from '../../src/conversation/types.ts';
import { PartnerError } from '../../src/partner/errors.ts';
import { type ConversationSnapshot, stamp } from './conversation-harness.ts';
import { type CannedIo, stateName } from './conversation-model.ts';

/**
 * A finite, representative event set per state for xstate/graph's path algorithms, derived from
 * the demo menu (real category, product, combo and zone ids) and from the snapshot (the current
 * product's own extras, the cart's line ids). The quote and the submission the machine asks for
 * become their result events, computed by the canned I/O with the sandbox's own pricing, so the
 * graph walks through checkout.quoting and checkout.submitting without running any effect. Every
 * event is stamped as the chat runner stamps it (the model's time, a fresh order id).
 */

export type GraphEvent = MachineEvent;

/** The result events of the effects (what the chat runner feeds back), as the graph sees them. */
export const RESULT_TYPES: ReadonlySet<string> = new Set([
  'QUOTE_DONE',
  'QUOTE_FAILED',
  'SUBMIT_FAILED',
]);

const CONTACT_TEXT: Record<string, readonly ConversationEvent[]> = {
  'checkout.contact.name': [
    { type: 'TEXT', text: 'Иван Петров' },
    { type: 'SHARE_CONTACT', phone: '359888123456', name: 'Иван' },
    { type: 'KEEP' },
  ],
  'checkout.contact.phone': [{ type: 'TEXT', text: '0888 123 456' }, { type: 'KEEP' }],
  'checkout.contact.email': [
    { type: 'TEXT', text: 'ivan@example.bg' },
    { type: 'SKIP' },
    { type: 'KEEP' },
    // a likely typo of abv.bg: the step stays and offers the fix (issue 36)
    { type: 'TEXT', text: 'ivan@abv.bh' },
    { type: 'ACCEPT_SUGGESTION' },
  ],
  'checkout.contact.address': [{ type: 'TEXT', text: 'ул. Шипка 5, ет. 2' }, { type: 'KEEP' }],
  'checkout.contact.note': [
    { type: 'KEEP' },
    { type: 'TEXT', text: 'Звънец 4' },
    { type: 'SKIP' },
    { type: 'TEXT', text: '<b>Без</b> лук\nмоля' },
    { type: 'ACCEPT_SUGGESTION' },
  ],
  'checkout.contact.saved': [
    { type: 'USE_SAVED_CONTACT' },
    { type: 'EDIT_CONTACT' },
    { type: 'FORGET_CONTACT' },
  ],
};

function productEvents(
  menu: Menu,
  snapshot: ConversationSnapshot,
  leaf: string,
): ConversationEvent[] {
  const draft = snapshot.context.draft?.kind === 'product' ? snapshot.context.draft : undefined;
  const product = draft ? menu.product(draft.productId) : undefined;
  const variant = product?.variants.find((v) => v.key === draft?.size);
  if (leaf === 'product.card') {
    const other = product?.variants.find((v) => v.key !== draft?.size);
    const current = menu.product(snapshot.context.nav.productId ?? -1);
    const option = current?.choices.flatMap((g) => g.options).find((o) => !o.current);
    return [
      ...(other ? [{ type: 'SELECT_SIZE', size: other.key } as const] : []),
      ...(option ? [{ type: 'CHOOSE_OPTION', productId: option.product_id } as const] : []),
      { type: 'CUSTOMIZE' },
      { type: 'SET_QUANTITY', quantity: 2 },
      { type: 'ADD_TO_CART' },
    ];
  }
  const addon = product && variant ? allowedAddons(product, variant)[0] : undefined;
  const ingredient = variant?.ingredients.find((i) => i.removable);
  const base = product?.bases.find((b) => b.enabled && b.code !== defaultBase(product));
  return [
    ...(addon ? [{ type: 'TOGGLE_ADDON', code: addon.code } as const] : []),
    ...(ingredient ? [{ type: 'TOGGLE_INGREDIENT', ingredientId: ingredient.id } as const] : []),
    ...(base ? [{ type: 'SELECT_BASE', code: base.code } as const] : []),
    { type: 'TOGGLE_CRUST' },
    { type: 'DONE' },
  ];
}

function halfEvents(menu: Menu, snapshot: ConversationSnapshot): ConversationEvent[] {
  const draft = snapshot.context.draft;
  if (draft?.kind !== 'half') return [];
  const eligible = menu.halfEligibleProducts();
  const pick = eligible[draft.halves.length]?.id;
  const first = draft.halves[0];
  const ingredient =
    first && menu.variant(first.productId, 'family')?.ingredients.find((i) => i.removable);
  return [
    ...(pick === undefined ? [] : [{ type: 'PICK_HALF', productId: pick } as const]),
    ...(ingredient
      ? [{ type: 'TOGGLE_INGREDIENT', ingredientId: ingredient.id, half: 0 } as const]
      : []),
    { type: 'SELECT_BASE', code: 'thin' },
    { type: 'DONE' },
  ];
}

function comboEvents(
  menu: Menu,
  snapshot: ConversationSnapshot,
  leaf: string,
): ConversationEvent[] {
  const draft = snapshot.context.draft;
  if (leaf === 'combo.overview') return [{ type: 'OPEN_SLOT', slot: 0 }, { type: 'ADD_TO_CART' }];
  const slot = snapshot.context.nav.slot ?? 0;
  const allowed =
    draft?.kind === 'combo' ? (menu.combo(draft.code)?.slots[slot]?.product_ids ?? []) : [];
  const other = allowed.find((id) => draft?.kind === 'combo' && id !== draft.productIds[slot]);
  return other === undefined ? [] : [{ type: 'PICK_SLOT_PRODUCT', productId: other }];
}

const QUANTITY: ConversationEvent[] = [
  { type: 'SET_QUANTITY', quantity: 3 },
  { type: 'TEXT', text: '2' },
  { type: 'ADD_TO_CART' },
];

function stateEvents(
  menu: Menu,
  snapshot: ConversationSnapshot,
  leaf: string,
): ConversationEvent[] {
  const context = snapshot.context;
  const firstLine = context.cart.lines[0]?.id;
  const categoryProduct = menu.productsIn(context.nav.categoryId ?? -1)[0]?.id;
  if (leaf.startsWith('product.'))
    return leaf === 'product.quantity' ? QUANTITY : productEvents(menu, snapshot, leaf);
  if (leaf.startsWith('half.'))
    return leaf === 'half.quantity' ? QUANTITY : halfEvents(menu, snapshot);
  if (leaf.startsWith('combo.'))
    return leaf === 'combo.quantity' ? QUANTITY : comboEvents(menu, snapshot, leaf);
  const contact = CONTACT_TEXT[leaf];
  if (contact) return [...contact];
  switch (leaf) {
    case 'home':
      return [
        { type: 'OPEN_CATEGORY', categoryId: 1 },
        { type: 'OPEN_CATEGORY', categoryId: 9 },
        { type: 'TEXT', text: 'маргарита' },
        { type: 'TEXT', text: '2 маргарити и кола' },
        { type: 'OPEN_COMBOS' },
        { type: 'START_HALF' },
        { type: 'REPEAT_LAST' },
      ];
    case 'category':
      return [
        { type: 'PAGE', page: 1 },
        ...(categoryProduct === undefined
          ? []
          : [{ type: 'OPEN_PRODUCT', productId: categoryProduct } as const]),
      ];
    case 'search':
      return [
        { type: 'OPEN_PRODUCT', productId: 101 },
        { type: 'OPEN_COMBO', code: 'FAMILY' },
      ];
    case 'combos':
      return [{ type: 'OPEN_COMBO', code: 'FAMILY' }];
    case 'cart':
      return [
        ...(firstLine === undefined
          ? []
          : ([
              { type: 'CART_QUANTITY', lineId: firstLine, quantity: 4 },
              { type: 'CART_REMOVE', lineId: firstLine },
            ] as const)),
        { type: 'CHECKOUT' },
      ];
    case 'checkout.fulfilment':
      return [
        { type: 'CHOOSE_DELIVERY', zoneId: 1 },
        { type: 'CHOOSE_DELIVERY', zoneId: 3 },
        { type: 'CHOOSE_PICKUP' },
      ];
    case 'checkout.minimum':
      return [{ type: 'CONTINUE' }, { type: 'CHOOSE_PICKUP' }];
    case 'checkout.review':
      return [{ type: 'CONFIRM' }, { type: 'EDIT' }];
    case 'orders':
      return [
        { type: 'REPEAT_LAST' },
        ...(context.orders[0] === undefined
          ? []
          : [{ type: 'OPEN_ORDER', externalOrderId: context.orders[0].externalOrderId } as const]),
      ];
    case 'order':
      return [{ type: 'ORDER_AGAIN' }];
    case 'language':
      return [{ type: 'SET_LOCALE', locale: 'en' }];
    case 'proposal':
      return [
        { type: 'PROPOSAL_EDIT', line: 0 },
        { type: 'PROPOSAL_DROP', line: 1 },
        { type: 'PROPOSAL_ADD' },
      ];
    default:
      return [];
  }
}

const NAVIGATION: ConversationEvent[] = [
  { type: 'BACK' },
  { type: 'HOME' },
  { type: 'OPEN_CART' },
  { type: 'OPEN_ORDERS' },
  { type: 'OPEN_LANGUAGE' },
  { type: 'SEARCH', query: 'пица' },
];

/**
 * The graph's event function: the state's representative events, the navigation every state
 * offers, and in the two I/O states the effect's possible results (success first, so a shortest
 * path prefers the outcome a real sandbox gives).
 */
export function graphEvents(menu: Menu, io: CannedIo) {
  let seq = 0;
  const stamped = stamp({
    now: () => io.now,
    newOrderId: () => {
      seq += 1;
      return `graph-${seq}`;
    },
  });
  const events = (snapshot: ConversationSnapshot): (ConversationEvent | EffectResult)[] => {
    const leaf = stateName(snapshot);
    const { quoteRequest, pendingOrder } = snapshot.context;
    if (leaf === 'checkout.quoting' && quoteRequest) {
      return [
        { type: 'QUOTE_DONE', quote: io.quote(quoteRequest) },
        {
          type: 'QUOTE_FAILED',
          error: new PartnerError('conflict', 'busy', { endpoint: 'quote' }),
        },
      ];
    }
    if (leaf === 'checkout.submitting' && pendingOrder) {
      io.submitScript = 'accepted';
      const outcome = io.answerSubmit(pendingOrder);
      return [
        // The outcome comes back as order news, as the order-events bridge delivers it.
        orderOutcomeEvent(pendingOrder, outcome),
        orderOutcomeEvent(pendingOrder, { kind: 'requote' }),
        orderOutcomeEvent(pendingOrder, { kind: 'rejected', message: 'Затворено' }),
        { type: 'SUBMIT_FAILED', error: new Error('timeout') },
      ];
    }
    return [...stateEvents(menu, snapshot, leaf), ...NAVIGATION];
  };
  return (snapshot: ConversationSnapshot): GraphEvent[] => events(snapshot).map(stamped);
}

/**
 * The graph's notion of "the same state": the state value plus the few context facts that decide
 * which transitions are open (a draft and its kind, a non-empty cart, the receipt, saved and
 * entered contact details, a quote, a pending order, a past order). Notices, ids and texts are
 * left out so the graph stays small; a path found under this key is replayed on a real actor.
 */
export function graphKey(snapshot: ConversationSnapshot): string {
  const c = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    c.draft?.kind ?? null,
    c.draft?.kind === 'half' ? c.draft.halves.length : null,
    c.cart.lines.length > 0,
    c.fulfilment?.kind ?? null,
    c.savedContact !== null,
    c.contact.name !== undefined && c.contact.phone !== undefined,
    c.noteSuggestion !== null,
    (c.emailSuggestion ?? null) !== null,
    c.quote !== null,
    c.pendingOrder !== null,
    c.lastOrder !== null,
    c.orders.length > 0,
    c.nav.from,
  ]);
}
