import type { Menu } from '../catalogue/menu.ts';
import type { ConversationContext, ConversationEvent } from '../conversation/types.ts';
import type { SizeKey } from '../domain/menu.ts';
import { addonAt, comboAt, numberedBases, SIZE_BY_CODE } from './button-targets.ts';

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
  switch (action) {
    case 'a': {
      const addon = addonAt(context, menu, n);
      return addon ? { type: 'TOGGLE_ADDON', code: addon.code } : undefined;
    }
    case 'B': {
      const base = numberedBases(context, menu)[n];
      return base ? { type: 'SELECT_BASE', code: base.code } : undefined;
    }
    case 'm': {
      const combo = comboAt(menu, n);
      return combo ? { type: 'OPEN_COMBO', code: combo.code } : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Turns a decoded button press into a conversation event. Indices (extras, bases, combos) are
 * resolved in the same lists the views number (`button-targets.ts`); the caller has checked that
 * the button's tag still matches what that number points at now.
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
      return Object.hasOwn(SIZE_BY_CODE, arg)
        ? { type: 'SELECT_SIZE', size: SIZE_BY_CODE[arg] as SizeKey }
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
