import type { ConversationEvent } from '../../conversation/types.ts';
import { isLocale } from '../../locale/locale.ts';
import {
  type ArgCodec,
  int,
  integer,
  integerText,
  numbered,
  readPair,
  simple,
  UNREADABLE,
  unwritable,
  withArg,
} from '../button-kit.ts';
import {
  baseTarget,
  comboAt,
  comboTarget,
  draftUnlessQuantity,
  ingredientTarget,
  numberedBases,
  productTarget,
} from '../button-targets.ts';

/**
 * The buttons several screens draw, each declared once (a screen's own buttons are declared in
 * its module): the screens list them among their buttons by these names. Back, home and the
 * pager are in `view.ts`.
 */

type EventOf<T extends ConversationEvent['type']> = Extract<ConversationEvent, { type: T }>;
type SizeKey = EventOf<'SELECT_SIZE'>['size'];
type LocaleCode = EventOf<'SET_LOCALE'>['locale'];

const SIZE_CODES: Record<SizeKey, string> = { standard: 's', medium: 'm', family: 'f' };
const SIZE_BY_CODE = new Map(
  Object.entries(SIZE_CODES).map(([key, code]) => [code, key as SizeKey]),
);

/** A size of a dish, by one letter. */
export const size: ArgCodec<SizeKey> = {
  encode: (key) => SIZE_CODES[key] ?? unwritable('the size', key),
  decode: (text) => SIZE_BY_CODE.get(text) ?? UNREADABLE,
};

/** A language, by its code. */
export const locale: ArgCodec<LocaleCode> = {
  encode: (code) => (isLocale(code) ? code : unwritable('the language', code)),
  decode: (text) => (isLocale(text) ? text : UNREADABLE),
};

/** An ingredient of the product (`id`) or of one half of a half-and-half (`half:id`). */
interface IngredientArg {
  ingredientId: number;
  half?: number | undefined;
}
const ingredient: ArgCodec<IngredientArg> = {
  encode: ({ ingredientId, half }) =>
    half === undefined
      ? integerText(ingredientId)
      : `${integerText(half)}:${integerText(ingredientId)}`,
  decode: (text) => {
    if (!text.includes(':')) {
      const ingredientId = int(text);
      return ingredientId === UNREADABLE ? UNREADABLE : { ingredientId };
    }
    const both = readPair(text);
    return both ? { half: both[0], ingredientId: both[1] } : UNREADABLE;
  },
};

/** A dish of a list (a category, the search results): its card. */
export const openProduct = numbered('p', 'OPEN_PRODUCT', 'productId', productTarget);

/** The combo a combos-list or search button numbered `index` stands for. */
export const openCombo = withArg(
  'm',
  integer,
  (index, _context, menu) => {
    const combo = menu ? comboAt(menu, index) : undefined;
    return combo ? { type: 'OPEN_COMBO', code: combo.code } : undefined;
  },
  comboTarget,
);

export const openCart = simple('r', { type: 'OPEN_CART' });
export const openOrders = simple('or', { type: 'OPEN_ORDERS' });
export const repeatLast = simple('rl', { type: 'REPEAT_LAST' });
/** Collect it instead: from the receipt choice, the minimum's advice and the review. */
export const choosePickup = simple('pu', { type: 'CHOOSE_PICKUP' });

// The draft's buttons: what is being configured, as far as the screen's buttons act on it.
export const customize = simple('u', { type: 'CUSTOMIZE' }, draftUnlessQuantity);
export const toggleCrust = simple('k', { type: 'TOGGLE_CRUST' }, draftUnlessQuantity);
export const done = simple('d', { type: 'DONE' }, draftUnlessQuantity);
export const addToCart = simple('ac', { type: 'ADD_TO_CART' }, draftUnlessQuantity);
export const toggleIngredient = withArg(
  'i',
  ingredient,
  ({ ingredientId, half }) => ({
    type: 'TOGGLE_INGREDIENT',
    ingredientId,
    ...(half === undefined ? {} : { half }),
  }),
  ingredientTarget,
);
export const selectBase = withArg(
  'ba',
  integer,
  (index, context, menu) => {
    const base = menu ? numberedBases(context, menu)[index] : undefined;
    return base ? { type: 'SELECT_BASE', code: base.code } : undefined;
  },
  baseTarget,
);
