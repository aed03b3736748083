import type { Menu } from '../../src/catalogue/menu.ts';
import { halfBases } from '../../src/conversation/half-draft.ts';
import type { ConversationEvent } from '../../src/conversation/types.ts';
import type { ConversationSnapshot } from './conversation-harness.ts';
import type { Move } from './conversation-moves.ts';

/**
 * Turns the random walk's abstract moves into concrete events against the current snapshot
 * (the n-th line of this cart, the n-th extra of this draft's size), and builds the event
 * sequence that fills a cart for walks that start at the 40-line limit.
 */

const at = <T>(list: readonly T[], index: number): T | undefined =>
  list.length === 0 ? undefined : list[index % list.length];

function ingredientIds(
  menu: Menu,
  snapshot: ConversationSnapshot,
  half: number | undefined,
): number[] {
  const draft = snapshot.context.draft;
  if (draft?.kind === 'half') {
    const part = draft.halves[half ?? 0];
    return (
      (part ? menu.variant(part.productId, 'family')?.ingredients : undefined)?.map((i) => i.id) ??
      []
    );
  }
  if (draft?.kind === 'product')
    return menu.variant(draft.productId, draft.size)?.ingredients.map((i) => i.id) ?? [];
  return [21, 22];
}

function codes(menu: Menu, snapshot: ConversationSnapshot, kind: 'addon' | 'base'): string[] {
  const draft = snapshot.context.draft;
  if (kind === 'base' && draft?.kind === 'half')
    return [...halfBases(menu, draft), 'thin', 'gluten_free'];
  const product = menu.product(draft?.kind === 'product' ? draft.productId : 101);
  if (kind === 'base') return product?.bases.map((b) => b.code) ?? [];
  const variant = product?.variants.find((v) => draft?.kind === 'product' && v.key === draft.size);
  return (variant ?? product?.variants[0])?.addons.map((a) => a.code) ?? [];
}

function productIds(menu: Menu, snapshot: ConversationSnapshot, kind: Move['kind']): number[] {
  const { nav, draft } = snapshot.context;
  const all = menu.snapshot.products.map((p) => p.id);
  if (kind === 'product' && nav.categoryId !== null)
    return menu.productsIn(nav.categoryId).map((p) => p.id);
  if (kind === 'option')
    return (
      menu
        .product(nav.productId ?? -1)
        ?.choices.flatMap((g) => g.options.map((o) => o.product_id)) ?? all
    );
  if (kind === 'half') return [...menu.halfEligibleProducts().map((p) => p.id), 111, 301, 121];
  if (kind === 'slotProduct' && draft?.kind === 'combo')
    return menu.combo(draft.code)?.slots[nav.slot ?? 0]?.product_ids ?? all;
  return all;
}

/** Resolves an abstract move against the current snapshot into the event to send. */
export function toEvent(move: Move, snapshot: ConversationSnapshot, menu: Menu): ConversationEvent {
  const { cart, orders } = snapshot.context;
  switch (move.kind) {
    case 'plain':
      return { type: move.type } as ConversationEvent;
    case 'text':
      return { type: 'TEXT', text: move.text };
    case 'search':
      return { type: 'SEARCH', query: move.query };
    case 'locale':
      return { type: 'SET_LOCALE', locale: move.locale };
    case 'category':
      return {
        type: 'OPEN_CATEGORY',
        categoryId: move.forged ?? at(menu.categories(), move.pick)?.id ?? 1,
      };
    case 'product':
    case 'option':
    case 'slotProduct':
    case 'half': {
      const productId = move.forged ?? at(productIds(menu, snapshot, move.kind), move.pick) ?? 101;
      const type = {
        product: 'OPEN_PRODUCT',
        option: 'CHOOSE_OPTION',
        slotProduct: 'PICK_SLOT_PRODUCT',
        half: 'PICK_HALF',
      } as const;
      return { type: type[move.kind], productId };
    }
    case 'size':
      return { type: 'SELECT_SIZE', size: move.size };
    case 'addon':
      return {
        type: 'TOGGLE_ADDON',
        code: move.forged ?? at(codes(menu, snapshot, 'addon'), move.pick) ?? 'olives',
      };
    case 'base':
      return {
        type: 'SELECT_BASE',
        code: move.forged ?? at(codes(menu, snapshot, 'base'), move.pick) ?? 'thin',
      };
    case 'combo':
      return {
        type: 'OPEN_COMBO',
        code: move.forged ?? at(menu.combos(), move.pick)?.code ?? 'FAMILY',
      };
    case 'ingredient': {
      const ingredientId =
        move.forged ?? at(ingredientIds(menu, snapshot, move.half), move.pick) ?? 21;
      return move.half === undefined
        ? { type: 'TOGGLE_INGREDIENT', ingredientId }
        : { type: 'TOGGLE_INGREDIENT', ingredientId, half: move.half };
    }
    case 'quantity':
      return { type: 'SET_QUANTITY', quantity: move.quantity };
    case 'page':
      return { type: 'PAGE', page: move.page };
    case 'proposal': {
      const lines = snapshot.context.proposal?.lines ?? [];
      const line = move.forged ?? (lines.length === 0 ? 0 : move.pick % lines.length);
      if (move.action === 'edit') return { type: 'PROPOSAL_EDIT', line };
      if (move.action === 'drop') return { type: 'PROPOSAL_DROP', line };
      const candidates = lines[line]?.candidates ?? [];
      const productId = move.forged ?? at(candidates, move.pick) ?? 101;
      return { type: 'PROPOSAL_PICK', line, productId };
    }
    case 'slot':
      return { type: 'OPEN_SLOT', slot: move.slot };
    case 'cartQuantity':
      return {
        type: 'CART_QUANTITY',
        lineId: move.forged ?? at(cart.lines, move.pick)?.id ?? 1,
        quantity: move.quantity,
      };
    case 'cartRemove':
      return { type: 'CART_REMOVE', lineId: move.forged ?? at(cart.lines, move.pick)?.id ?? 1 };
    case 'delivery':
      return { type: 'CHOOSE_DELIVERY', zoneId: move.zoneId };
    case 'share':
      return { type: 'SHARE_CONTACT', phone: move.phone, name: move.name };
    case 'orderUpdate': {
      const id = at(orders, move.pick)?.externalOrderId ?? 'unknown-order';
      return {
        type: 'ORDER_UPDATE',
        externalOrderId: id,
        status: move.status,
        statusLabel: move.status,
      };
    }
    case 'openOrder':
      return {
        type: 'OPEN_ORDER',
        externalOrderId: move.forged ?? at(orders, move.pick)?.externalOrderId ?? 'unknown-order',
      };
    case 'unknown':
      return { type: 'NOT_AN_EVENT' } as unknown as ConversationEvent;
  }
}

/**
 * Events that put up to `lines` distinct products into the cart the way a customer would (open
 * the category, open the product, add it with the default choices, go home), so a walk can start
 * next to the 40-line limit.
 */
export function fillCartEvents(menu: Menu, lines: number): ConversationEvent[] {
  const seen = new Set<number>();
  const events: ConversationEvent[] = [];
  for (const category of menu.categories()) {
    for (const product of menu.productsIn(category.id)) {
      if (seen.size >= lines || seen.has(product.id) || !product.available) continue;
      seen.add(product.id);
      events.push(
        { type: 'OPEN_CATEGORY', categoryId: category.id },
        { type: 'OPEN_PRODUCT', productId: product.id },
        { type: 'ADD_TO_CART' },
        { type: 'ADD_TO_CART' },
        { type: 'HOME' },
      );
    }
  }
  return events;
}
