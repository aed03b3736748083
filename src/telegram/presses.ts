import type { Menu } from '../catalogue/menu.ts';
import { allowedAddons } from '../conversation/product-draft.ts';
import type { ConversationContext, ConversationEvent } from '../conversation/types.ts';
import type { SizeKey } from '../partner/schemas/index.ts';

const SIZES: Record<string, SizeKey> = { s: 'standard', m: 'medium', f: 'family' };

const int = (text: string): number | undefined =>
  /^-?\d{1,9}$/.test(text) ? Number(text) : undefined;

/** Events that need no argument, by action code. */
const SIMPLE: Record<string, ConversationEvent> = {
  h: { type: 'HOME' },
  b: { type: 'BACK' },
  x: { type: 'CANCEL' },
  u: { type: 'CUSTOMIZE' },
  k: { type: 'TOGGLE_CRUST' },
  d: { type: 'DONE' },
  A: { type: 'ADD_TO_CART' },
  C: { type: 'OPEN_COMBOS' },
  H: { type: 'START_HALF' },
  r: { type: 'OPEN_CART' },
  X: { type: 'CART_CLEAR' },
  K: { type: 'CHECKOUT' },
  U: { type: 'CHOOSE_PICKUP' },
  S: { type: 'USE_SAVED_CONTACT' },
  E: { type: 'EDIT_CONTACT' },
  F: { type: 'FORGET_CONTACT' },
  z: { type: 'SKIP' },
  y: { type: 'ACCEPT_SUGGESTION' },
  Y: { type: 'CONFIRM' },
  e: { type: 'EDIT' },
  O: { type: 'OPEN_ORDERS' },
  T: { type: 'REPEAT_LAST' },
  n: { type: 'OPEN_LANGUAGE' },
};

function indexed(
  action: string,
  arg: string,
  context: ConversationContext,
  menu: Menu | null,
): ConversationEvent | undefined {
  const n = int(arg);
  if (n === undefined || !menu) return undefined;
  const draft = context.draft;
  switch (action) {
    case 'a': {
      if (draft?.kind !== 'product') return undefined;
      const product = menu.product(draft.productId);
      const variant = product?.variants.find((v) => v.key === draft.size);
      const addon = product && variant ? allowedAddons(product, variant)[n] : undefined;
      return addon ? { type: 'TOGGLE_ADDON', code: addon.code } : undefined;
    }
    case 'B': {
      const productId =
        draft?.kind === 'product'
          ? draft.productId
          : draft?.kind === 'half'
            ? draft.halves[0]?.productId
            : undefined;
      const base = productId === undefined ? undefined : menu.product(productId)?.bases[n];
      return base ? { type: 'SELECT_BASE', code: base.code } : undefined;
    }
    case 'm': {
      const combo = menu.combos()[n];
      return combo ? { type: 'OPEN_COMBO', code: combo.code } : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Turns a decoded button press into a conversation event. Indices (extras, bases, combos) are
 * resolved against the same menu the view was drawn from (the caller checked the menu tag).
 * Undefined: the press makes no sense any more, and the customer sees the current view.
 */
export function pressToEvent(
  action: string,
  arg: string,
  context: ConversationContext,
  menu: Menu | null,
): ConversationEvent | undefined {
  const simple = Object.hasOwn(SIMPLE, action) ? SIMPLE[action] : undefined;
  if (simple) return simple;
  const n = int(arg);
  switch (action) {
    case 'c':
      return n === undefined ? undefined : { type: 'OPEN_CATEGORY', categoryId: n };
    case 'g':
      return n === undefined ? undefined : { type: 'PAGE', page: n };
    case 'p':
      return n === undefined ? undefined : { type: 'OPEN_PRODUCT', productId: n };
    case 'o':
      return n === undefined ? undefined : { type: 'CHOOSE_OPTION', productId: n };
    case 's':
      // Own keys only: 'constructor' and friends are members of every object.
      return Object.hasOwn(SIZES, arg)
        ? { type: 'SELECT_SIZE', size: SIZES[arg] as SizeKey }
        : undefined;
    case 'i': {
      const [half, id] = arg.includes(':') ? arg.split(':').map(int) : [undefined, n];
      return id === undefined
        ? undefined
        : { type: 'TOGGLE_INGREDIENT', ingredientId: id, ...(half === undefined ? {} : { half }) };
    }
    case 'q':
      return n === undefined ? undefined : { type: 'SET_QUANTITY', quantity: n };
    case 'l':
      return n === undefined ? undefined : { type: 'OPEN_SLOT', slot: n };
    case 'L':
      return n === undefined ? undefined : { type: 'PICK_SLOT_PRODUCT', productId: n };
    case 'P':
      return n === undefined ? undefined : { type: 'PICK_HALF', productId: n };
    case 'Q': {
      const [line, quantity] = arg.split(':').map(int);
      if (line === undefined || quantity === undefined) return undefined;
      return quantity < 1
        ? { type: 'CART_REMOVE', lineId: line }
        : { type: 'CART_QUANTITY', lineId: line, quantity };
    }
    case 'R':
      return n === undefined ? undefined : { type: 'CART_REMOVE', lineId: n };
    case 'D':
      return n === undefined ? undefined : { type: 'CHOOSE_DELIVERY', zoneId: n };
    case 'N':
      return arg === 'bg' || arg === 'en' ? { type: 'SET_LOCALE', locale: arg } : undefined;
    default:
      return indexed(action, arg, context, menu);
  }
}
