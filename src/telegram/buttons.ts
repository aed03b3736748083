import type { Menu } from '../catalogue/menu.ts';
import type { ConversationContext, ConversationEvent } from '../conversation/types.ts';
import { isLocale } from '../locale/locale.ts';
import {
  addonAt,
  addonTarget,
  baseTarget,
  categoryTarget,
  comboAt,
  comboTarget,
  draftTarget,
  draftUnlessQuantity,
  freshPriceTarget,
  ingredientTarget,
  keptTarget,
  numberedBases,
  openOrderTarget,
  optionTarget,
  orderTarget,
  productTarget,
  proposalTarget,
  quoteTarget,
  sizeTarget,
  slotProductTarget,
  type TargetScreen,
  targetTag,
  zoneTarget,
} from './button-targets.ts';
import { type ActionCode, encodeButton, LABEL_ACTION } from './callback-data.ts';

/**
 * The button table: every action a button can carry, declared once — its code in the callback
 * data, its argument (how it is written and read back), the conversation event a press becomes,
 * and what the button's tag digests (`button-targets.ts`). The views draw buttons only through
 * `buttonData` (typed by this table: an unknown action or an argument of the wrong type does not
 * compile) and a press is decoded only through `pressToEvent` and `buttonTag`, so a button that
 * nothing decodes cannot be written.
 */

type EventOf<T extends ConversationEvent['type']> = Extract<ConversationEvent, { type: T }>;
type SizeKey = EventOf<'SELECT_SIZE'>['size'];
type LocaleCode = EventOf<'SET_LOCALE'>['locale'];

/** What an argument decodes to when it is not one this action writes (forged, or old). */
export const UNREADABLE: unique symbol = Symbol('unreadable argument');

/** How one action's argument is written into the callback data and read back. */
export interface ArgCodec<A> {
  encode(arg: A): string;
  decode(text: string): A | typeof UNREADABLE;
}

/** The screen a button is drawn on or tapped on. */
export interface ButtonScreen {
  path: string;
  context: ConversationContext;
  menu: Menu | null;
}

/**
 * One action. `event` is null for a label (a page counter, a cart line's quantity): a tap on it
 * does nothing. Otherwise it gives the event a press becomes, or undefined when the argument
 * points at nothing on this screen. `target` is what the tag digests besides the screen.
 */
export interface ButtonAction<A> {
  readonly code: ActionCode;
  readonly arg: ArgCodec<A>;
  readonly event:
    | ((arg: A, context: ConversationContext, menu: Menu | null) => ConversationEvent | undefined)
    | null;
  readonly target: (arg: A, screen: TargetScreen) => unknown;
  /**
   * Drawn on a message of the bot's own (news), not on a screen: its tag digests what it points
   * at only, so it is honoured on whatever screen the chat is when it is tapped.
   */
  readonly anyScreen?: boolean;
}

/** The screen every `anyScreen` button's tag is drawn on. */
export const ANY_SCREEN = '*';

// Ids, indices and quantities: at most nine digits, so a number always reads back the same.
const int = (text: string): number | typeof UNREADABLE =>
  /^-?\d{1,9}$/.test(text) ? Number(text) : UNREADABLE;

/** Each codec refuses to write what it would not read back: a button nothing decodes. */
function unwritable(what: string, arg: unknown): never {
  throw new Error(`a button cannot carry ${what} ${JSON.stringify(arg)}`);
}

function integerText(value: number): string {
  return Number.isInteger(value) && Math.abs(value) <= 999_999_999
    ? String(value)
    : unwritable('the number', value);
}

const noArg: ArgCodec<undefined> = {
  encode: (arg) => (arg === undefined ? '' : unwritable('an argument', arg)),
  decode: (text) => (text === '' ? undefined : UNREADABLE),
};

const integer: ArgCodec<number> = { encode: integerText, decode: int };

const SIZE_CODES: Record<SizeKey, string> = { standard: 's', medium: 'm', family: 'f' };
const SIZE_BY_CODE = new Map(
  Object.entries(SIZE_CODES).map(([key, code]) => [code, key as SizeKey]),
);
const size: ArgCodec<SizeKey> = {
  encode: (key) => SIZE_CODES[key] ?? unwritable('the size', key),
  decode: (text) => SIZE_BY_CODE.get(text) ?? UNREADABLE,
};

const locale: ArgCodec<LocaleCode> = {
  encode: (code) => (isLocale(code) ? code : unwritable('the language', code)),
  decode: (text) => (isLocale(text) ? text : UNREADABLE),
};

/** Two numbers as `first:second`. */
function pair(text: string): [number, number] | undefined {
  const [first = '', second, ...rest] = text.split(':');
  if (second === undefined || rest.length > 0) return undefined;
  const left = int(first);
  const right = int(second);
  return left === UNREADABLE || right === UNREADABLE ? undefined : [left, right];
}

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
    const both = pair(text);
    return both ? { half: both[0], ingredientId: both[1] } : UNREADABLE;
  },
};

/** A cart line and the quantity a tap sets it to (`line:quantity`; below 1 removes it). */
interface LineQuantityArg {
  lineId: number;
  quantity: number;
}
const lineQuantity: ArgCodec<LineQuantityArg> = {
  encode: ({ lineId, quantity }) => `${integerText(lineId)}:${integerText(quantity)}`,
  decode: (text) => {
    const both = pair(text);
    return both ? { lineId: both[0], quantity: both[1] } : UNREADABLE;
  },
};

/** A proposal line and a dish to make it of (`line:productId`). */
interface LinePickArg {
  line: number;
  productId: number;
}
const linePick: ArgCodec<LinePickArg> = {
  encode: ({ line, productId }) => `${integerText(line)}:${integerText(productId)}`,
  decode: (text) => {
    const both = pair(text);
    return both ? { line: both[0], productId: both[1] } : UNREADABLE;
  },
};

// Buttons that refer to no menu item (back, home, cart, skip, language…) depend on the screen
// only.
const screenOnly = (): unknown => '';

function simple(
  code: ActionCode,
  event: ConversationEvent,
  target: (arg: undefined, screen: TargetScreen) => unknown = screenOnly,
): ButtonAction<undefined> {
  return { code, arg: noArg, event: () => event, target };
}

function withArg<A>(
  code: ActionCode,
  arg: ArgCodec<A>,
  event: (arg: A, context: ConversationContext, menu: Menu | null) => ConversationEvent | undefined,
  target: (arg: A, screen: TargetScreen) => unknown = screenOnly,
): ButtonAction<A> {
  return { code, arg, event, target };
}

function label(code: ActionCode): ButtonAction<undefined> {
  return { code, arg: noArg, event: null, target: screenOnly };
}

/**
 * Every action, by the name the views use. Codes are one or two lowercase letters; a code of the
 * old single-letter format is never reused for another meaning, so a button still on a
 * customer's screen from before a change either means what it meant or does not decode.
 */
export const BUTTONS = {
  home: simple('h', { type: 'HOME' }),
  back: simple('b', { type: 'BACK' }),
  openCategory: withArg(
    'c',
    integer,
    (categoryId) => ({ type: 'OPEN_CATEGORY', categoryId }),
    categoryTarget,
  ),
  page: withArg('g', integer, (page) => ({ type: 'PAGE', page })),
  openProduct: withArg(
    'p',
    integer,
    (productId) => ({ type: 'OPEN_PRODUCT', productId }),
    productTarget,
  ),
  chooseOption: withArg(
    'o',
    integer,
    (productId) => ({ type: 'CHOOSE_OPTION', productId }),
    optionTarget,
  ),
  selectSize: withArg('s', size, (key) => ({ type: 'SELECT_SIZE', size: key }), sizeTarget),
  customize: simple('u', { type: 'CUSTOMIZE' }, draftUnlessQuantity),
  toggleAddon: withArg(
    'a',
    integer,
    (index, context, menu) => {
      const addon = menu ? addonAt(context, menu, index) : undefined;
      return addon ? { type: 'TOGGLE_ADDON', code: addon.code } : undefined;
    },
    addonTarget,
  ),
  toggleIngredient: withArg(
    'i',
    ingredient,
    ({ ingredientId, half }) => ({
      type: 'TOGGLE_INGREDIENT',
      ingredientId,
      ...(half === undefined ? {} : { half }),
    }),
    ingredientTarget,
  ),
  selectBase: withArg(
    'ba',
    integer,
    (index, context, menu) => {
      const base = menu ? numberedBases(context, menu)[index] : undefined;
      return base ? { type: 'SELECT_BASE', code: base.code } : undefined;
    },
    baseTarget,
  ),
  toggleCrust: simple('k', { type: 'TOGGLE_CRUST' }, draftUnlessQuantity),
  done: simple('d', { type: 'DONE' }, draftUnlessQuantity),
  setQuantity: withArg('q', integer, (quantity) => ({ type: 'SET_QUANTITY', quantity })),
  addToCart: simple('ac', { type: 'ADD_TO_CART' }, draftUnlessQuantity),
  openCombos: simple('cs', { type: 'OPEN_COMBOS' }),
  openCombo: withArg(
    'm',
    integer,
    (index, _context, menu) => {
      const combo = menu ? comboAt(menu, index) : undefined;
      return combo ? { type: 'OPEN_COMBO', code: combo.code } : undefined;
    },
    comboTarget,
  ),
  openSlot: withArg('l', integer, (slot) => ({ type: 'OPEN_SLOT', slot }), draftTarget),
  pickSlotProduct: withArg(
    'sp',
    integer,
    (productId) => ({ type: 'PICK_SLOT_PRODUCT', productId }),
    slotProductTarget,
  ),
  startHalf: simple('hf', { type: 'START_HALF' }),
  pickHalf: withArg(
    'hp',
    integer,
    (productId) => ({ type: 'PICK_HALF', productId }),
    productTarget,
  ),
  openCart: simple('r', { type: 'OPEN_CART' }),
  cartQuantity: withArg('cq', lineQuantity, ({ lineId, quantity }) =>
    quantity < 1 ? { type: 'CART_REMOVE', lineId } : { type: 'CART_QUANTITY', lineId, quantity },
  ),
  cartRemove: withArg('cr', integer, (lineId) => ({ type: 'CART_REMOVE', lineId })),
  clearCart: simple('cc', { type: 'CART_CLEAR' }),
  checkout: simple('co', { type: 'CHECKOUT' }),
  chooseDelivery: withArg(
    'dz',
    integer,
    (zoneId) => ({ type: 'CHOOSE_DELIVERY', zoneId }),
    zoneTarget,
  ),
  choosePickup: simple('pu', { type: 'CHOOSE_PICKUP' }),
  continueAnyway: simple('gn', { type: 'CONTINUE' }),
  useSavedContact: simple('us', { type: 'USE_SAVED_CONTACT' }),
  editContact: simple('ec', { type: 'EDIT_CONTACT' }),
  forgetContact: simple('fc', { type: 'FORGET_CONTACT' }),
  keepContact: simple('kv', { type: 'KEEP' }, keptTarget),
  skip: simple('z', { type: 'SKIP' }),
  acceptSuggestion: simple('y', { type: 'ACCEPT_SUGGESTION' }),
  confirm: simple('ok', { type: 'CONFIRM' }, quoteTarget),
  edit: simple('e', { type: 'EDIT' }),
  openOrders: simple('or', { type: 'OPEN_ORDERS' }),
  repeatLast: simple('rl', { type: 'REPEAT_LAST' }),
  // The n-th of the chat's kept orders (newest first); its tag is the order's own id, so a list
  // that gained an order since the button was drawn refuses the tap instead of opening another.
  openOrder: withArg(
    'od',
    integer,
    (index, context) => {
      const order = context.orders[index];
      return order ? { type: 'OPEN_ORDER', externalOrderId: order.externalOrderId } : undefined;
    },
    orderTarget,
  ),
  orderAgain: simple('oa', { type: 'ORDER_AGAIN' }, openOrderTarget),
  openLanguage: simple('n', { type: 'OPEN_LANGUAGE' }),
  setLocale: withArg('lg', locale, (code) => ({ type: 'SET_LOCALE', locale: code })),
  label: label(LABEL_ACTION),
  // The one button of an expired held order's news (issue 20): the cart quoted again, at once.
  confirmFreshPrice: {
    ...simple('fp', { type: 'CONFIRM_FRESH_PRICE' }, freshPriceTarget),
    anyScreen: true,
  },
  // A typed order (issue 25): all into the cart, change, drop or choose the dish of a line.
  proposalAdd: simple('pa', { type: 'PROPOSAL_ADD' }, proposalTarget),
  proposalEdit: withArg('pe', integer, (line) => ({ type: 'PROPOSAL_EDIT', line }), proposalTarget),
  proposalDrop: withArg('pd', integer, (line) => ({ type: 'PROPOSAL_DROP', line }), proposalTarget),
  proposalPick: withArg(
    'pk',
    linePick,
    ({ line, productId }) => ({ type: 'PROPOSAL_PICK', line, productId }),
    proposalTarget,
  ),
};

/** The name of an action in the table. */
export type ActionName = keyof typeof BUTTONS;

/** The argument an action carries (undefined: none). */
export type ArgOf<N extends ActionName> =
  (typeof BUTTONS)[N] extends ButtonAction<infer A> ? A : never;

/** The rest parameters a button of action `N` takes: its argument, or nothing. */
export type ArgList<N extends ActionName> = undefined extends ArgOf<N> ? [] : [arg: ArgOf<N>];

type AnyAction = ButtonAction<unknown>;

const BY_CODE = new Map<string, AnyAction>(
  (Object.values(BUTTONS) as unknown as AnyAction[]).map((action) => [action.code, action]),
);

const hasMenu = (screen: ButtonScreen): screen is TargetScreen => screen.menu !== null;

// Drawn for every button of every screen: the screen is handed on as it is, not copied.
function tagOf(action: AnyAction, arg: unknown, screen: ButtonScreen): string {
  const path = action.anyScreen === true ? ANY_SCREEN : screen.path;
  return targetTag(path, hasMenu(screen) ? action.target(arg, screen) : '');
}

/**
 * The callback data of a button of `action` drawn on `screen`: its code, its argument as the
 * table writes it, and the tag of what it points at there. Throws when the argument would not
 * fit (a programming error, caught by tests).
 */
export function buttonData<N extends ActionName>(
  screen: ButtonScreen,
  action: N,
  ...arg: ArgList<N>
): string {
  const entry = BUTTONS[action] as unknown as AnyAction;
  // The codec refuses an argument it would not read back; encodeButton one that does not fit.
  return encodeButton(tagOf(entry, arg[0], screen), entry.code, entry.arg.encode(arg[0]));
}

/**
 * Turns a decoded button press into a conversation event. Indices (extras, bases, combos) are
 * resolved in the same lists the views number (`button-targets.ts`); the caller checks that the
 * button's tag still matches what that number points at now. Undefined: the press is not one the
 * table writes (an unknown code, an unreadable argument, a label) or points at nothing any more,
 * and the customer sees the current view.
 */
export function pressToEvent(
  code: string,
  arg: string,
  context: ConversationContext,
  menu: Menu | null,
): ConversationEvent | undefined {
  const action = BY_CODE.get(code);
  if (!action?.event) return undefined;
  const value = action.arg.decode(arg);
  return value === UNREADABLE ? undefined : action.event(value, context, menu);
}

/**
 * The tag the button with this code and argument gets on the screen at `path` now, to compare
 * with the tag a tapped button carries. A press the table does not read gets the tag of a
 * button pointing at nothing (such a press is refused before its tag matters).
 */
export function buttonTag(
  path: string,
  code: string,
  arg: string,
  context: ConversationContext,
  menu: Menu | null,
): string {
  const action = BY_CODE.get(code);
  const value = action ? action.arg.decode(arg) : UNREADABLE;
  if (!action || value === UNREADABLE) return targetTag(path, null);
  return tagOf(action, value, { path, context, menu });
}
