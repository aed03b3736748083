import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedAddons, selectableBases } from '../../src/conversation/product-draft.ts';
import type { ConversationContext, ConversationEvent } from '../../src/conversation/types.ts';
import {
  type ActionName,
  type ArgList,
  BUTTONS,
  type ButtonScreen,
  buttonData,
  buttonTag,
  pressToEvent,
  UNREADABLE,
} from '../../src/telegram/buttons.ts';
import {
  decodeButton,
  LABEL_ACTION,
  MAX_ARG_LENGTH,
  MAX_CALLBACK_BYTES,
} from '../../src/telegram/callback-data.ts';
import { onCard } from '../support/conversation-contexts.ts';
import { demoMenu } from '../support/demo-menu.ts';

const MARGHERITA = 101;
const menu = demoMenu();

/** A placed order the chat keeps, open on its screen: what the order buttons point at. */
const PAST_ORDER = {
  externalOrderId: 'tg-1-past',
  orderNumber: 'A-1',
  totalMinor: 1590,
  status: 'accepted',
  statusLabel: 'Приета',
  fulfilment: 'pickup',
  createdAt: '2026-11-23T10:00:00Z',
  items: [{ selection: { product_id: MARGHERITA, size: 'family' }, quantity: 1 }],
} as const satisfies ConversationContext['orders'][number];

const context: ConversationContext = {
  ...onCard(MARGHERITA),
  orders: [PAST_ORDER],
  openOrder: PAST_ORDER.externalOrderId,
};
const margherita = menu.product(MARGHERITA);
const standard = margherita?.variants.find((v) => v.key === 'standard');
const firstAddon = margherita && standard ? allowedAddons(margherita, standard)[0] : undefined;
const firstBase = margherita ? selectableBases(margherita)[0] : undefined;
const firstCombo = menu.combos()[0];

interface Example<N extends ActionName> {
  args: ArgList<N>;
  /** The event the press must become, written out here (null: a label, nothing). */
  event: ConversationEvent | null;
}

/**
 * One representative press per action, with the event it must become. Typed by the table: an
 * action added to the table without an example here does not compile.
 */
const EXAMPLES: { [N in ActionName]: Example<N> } = {
  home: { args: [], event: { type: 'HOME' } },
  back: { args: [], event: { type: 'BACK' } },
  openCategory: { args: [1], event: { type: 'OPEN_CATEGORY', categoryId: 1 } },
  page: { args: [2], event: { type: 'PAGE', page: 2 } },
  openProduct: { args: [MARGHERITA], event: { type: 'OPEN_PRODUCT', productId: MARGHERITA } },
  chooseOption: { args: [902], event: { type: 'CHOOSE_OPTION', productId: 902 } },
  selectSize: { args: ['family'], event: { type: 'SELECT_SIZE', size: 'family' } },
  customize: { args: [], event: { type: 'CUSTOMIZE' } },
  toggleAddon: { args: [0], event: { type: 'TOGGLE_ADDON', code: firstAddon?.code ?? '?' } },
  toggleIngredient: {
    args: [{ ingredientId: 7 }],
    event: { type: 'TOGGLE_INGREDIENT', ingredientId: 7 },
  },
  selectBase: { args: [0], event: { type: 'SELECT_BASE', code: firstBase?.code ?? '?' } },
  toggleCrust: { args: [], event: { type: 'TOGGLE_CRUST' } },
  done: { args: [], event: { type: 'DONE' } },
  setQuantity: { args: [10], event: { type: 'SET_QUANTITY', quantity: 10 } },
  addToCart: { args: [], event: { type: 'ADD_TO_CART' } },
  openCombos: { args: [], event: { type: 'OPEN_COMBOS' } },
  openCombo: { args: [0], event: { type: 'OPEN_COMBO', code: firstCombo?.code ?? '?' } },
  openSlot: { args: [1], event: { type: 'OPEN_SLOT', slot: 1 } },
  pickSlotProduct: { args: [301], event: { type: 'PICK_SLOT_PRODUCT', productId: 301 } },
  startHalf: { args: [], event: { type: 'START_HALF' } },
  pickHalf: { args: [102], event: { type: 'PICK_HALF', productId: 102 } },
  openCart: { args: [], event: { type: 'OPEN_CART' } },
  cartQuantity: {
    args: [{ lineId: 3, quantity: 4 }],
    event: { type: 'CART_QUANTITY', lineId: 3, quantity: 4 },
  },
  cartRemove: { args: [3], event: { type: 'CART_REMOVE', lineId: 3 } },
  clearCart: { args: [], event: { type: 'CART_CLEAR' } },
  checkout: { args: [], event: { type: 'CHECKOUT' } },
  chooseDelivery: { args: [1], event: { type: 'CHOOSE_DELIVERY', zoneId: 1 } },
  choosePickup: { args: [], event: { type: 'CHOOSE_PICKUP' } },
  continueAnyway: { args: [], event: { type: 'CONTINUE' } },
  useSavedContact: { args: [], event: { type: 'USE_SAVED_CONTACT' } },
  editContact: { args: [], event: { type: 'EDIT_CONTACT' } },
  forgetContact: { args: [], event: { type: 'FORGET_CONTACT' } },
  keepContact: { args: [], event: { type: 'KEEP' } },
  skip: { args: [], event: { type: 'SKIP' } },
  acceptSuggestion: { args: [], event: { type: 'ACCEPT_SUGGESTION' } },
  useEmail: { args: [], event: { type: 'ACCEPT_SUGGESTION' } },
  confirm: { args: [], event: { type: 'CONFIRM' } },
  edit: { args: [], event: { type: 'EDIT' } },
  openOrders: { args: [], event: { type: 'OPEN_ORDERS' } },
  repeatLast: { args: [], event: { type: 'REPEAT_LAST' } },
  openOrder: {
    args: [0],
    event: { type: 'OPEN_ORDER', externalOrderId: PAST_ORDER.externalOrderId },
  },
  orderAgain: { args: [], event: { type: 'ORDER_AGAIN' } },
  openLanguage: { args: [], event: { type: 'OPEN_LANGUAGE' } },
  setLocale: { args: ['en'], event: { type: 'SET_LOCALE', locale: 'en' } },
  label: { args: [], event: null },
  confirmFreshPrice: { args: [], event: { type: 'CONFIRM_FRESH_PRICE' } },
  proposalAdd: { args: [], event: { type: 'PROPOSAL_ADD' } },
  proposalEdit: { args: [1], event: { type: 'PROPOSAL_EDIT', line: 1 } },
  proposalDrop: { args: [0], event: { type: 'PROPOSAL_DROP', line: 0 } },
  proposalPick: {
    args: [{ line: 2, productId: 102 }],
    event: { type: 'PROPOSAL_PICK', line: 2, productId: 102 },
  },
};

const NAMES = Object.keys(BUTTONS) as ActionName[];

/**
 * The codes of the single-letter format before the table, with the event each stood for: a code
 * kept from it must still mean the same, so a button a customer still has on screen from before
 * the change either does what it did or does not decode.
 */
const OLD_CODES: Record<string, ConversationEvent['type'] | 'label'> = {
  h: 'HOME',
  b: 'BACK',
  x: 'CANCEL',
  u: 'CUSTOMIZE',
  k: 'TOGGLE_CRUST',
  d: 'DONE',
  A: 'ADD_TO_CART',
  C: 'OPEN_COMBOS',
  H: 'START_HALF',
  r: 'OPEN_CART',
  X: 'CART_CLEAR',
  K: 'CHECKOUT',
  U: 'CHOOSE_PICKUP',
  S: 'USE_SAVED_CONTACT',
  E: 'EDIT_CONTACT',
  F: 'FORGET_CONTACT',
  z: 'SKIP',
  y: 'ACCEPT_SUGGESTION',
  Y: 'CONFIRM',
  e: 'EDIT',
  O: 'OPEN_ORDERS',
  T: 'REPEAT_LAST',
  n: 'OPEN_LANGUAGE',
  c: 'OPEN_CATEGORY',
  g: 'PAGE',
  p: 'OPEN_PRODUCT',
  o: 'CHOOSE_OPTION',
  s: 'SELECT_SIZE',
  i: 'TOGGLE_INGREDIENT',
  q: 'SET_QUANTITY',
  l: 'OPEN_SLOT',
  L: 'PICK_SLOT_PRODUCT',
  P: 'PICK_HALF',
  Q: 'CART_QUANTITY',
  R: 'CART_REMOVE',
  D: 'CHOOSE_DELIVERY',
  N: 'SET_LOCALE',
  a: 'TOGGLE_ADDON',
  B: 'SELECT_BASE',
  m: 'OPEN_COMBO',
  v: 'label',
};

function dataOf<N extends ActionName>(screen: ButtonScreen, name: N): string {
  const example = EXAMPLES[name] as Example<N>;
  return buttonData(screen, name, ...example.args);
}

describe('the button table', () => {
  const screen: ButtonScreen = { path: 'product.extras', context, menu };

  it('has an example press for the demo menu (the lookups it numbers exist)', () => {
    expect(firstAddon).toBeDefined();
    expect(firstBase).toBeDefined();
    expect(firstCombo).toBeDefined();
  });

  it.each(NAMES)('writes %s as callback data that reads back as its event and tag', (name) => {
    const data = dataOf(screen, name);
    const press = decodeButton(data);
    expect(press?.action).toBe(BUTTONS[name].code);
    if (!press) return;
    expect(pressToEvent(press.action, press.arg, context, menu) ?? null).toEqual(
      EXAMPLES[name].event,
    );
    expect(buttonTag(screen.path, press.action, press.arg, context, menu)).toBe(press.tag);
  });

  it("reads a half's ingredient and a line quantity of 0 as the events they stand for", () => {
    const read = (data: string) => {
      const press = decodeButton(data);
      return press && pressToEvent(press.action, press.arg, context, menu);
    };
    const half = { path: 'half.configure', context, menu };
    expect(read(buttonData(half, 'toggleIngredient', { half: 1, ingredientId: 7 }))).toEqual({
      type: 'TOGGLE_INGREDIENT',
      ingredientId: 7,
      half: 1,
    });
    expect(read(buttonData(screen, 'cartQuantity', { lineId: 3, quantity: 0 }))).toEqual({
      type: 'CART_REMOVE',
      lineId: 3,
    });
  });

  it("honours the expired order's button on any screen while its cart and receipt are unchanged", () => {
    const cart = {
      lines: [{ id: 1, selection: { product_id: MARGHERITA, size: 'family' }, quantity: 1 }],
      nextLineId: 2,
    } as unknown as ConversationContext['cart'];
    const drawn: ConversationContext = { ...context, cart, fulfilment: { kind: 'pickup' } };
    const press = decodeButton(
      buttonData({ path: '*', context: drawn, menu }, 'confirmFreshPrice'),
    );
    if (!press) throw new Error('no press');
    const tagOn = (path: string, now: ConversationContext) =>
      buttonTag(path, press.action, press.arg, now, menu);
    for (const path of ['home', 'cart', 'orders', 'submitted', 'product.extras'])
      expect(tagOn(path, drawn)).toBe(press.tag);
    // The cart or the receipt changed since: the tap is stale.
    expect(tagOn('cart', { ...drawn, cart: { ...cart, lines: [] } })).not.toBe(press.tag);
    const two = { ...cart, lines: cart.lines.map((line) => ({ ...line, quantity: 2 })) };
    expect(tagOn('cart', { ...drawn, cart: two })).not.toBe(press.tag);
    expect(tagOn('cart', { ...drawn, fulfilment: { kind: 'delivery', zoneId: 1 } })).not.toBe(
      press.tag,
    );
  });

  it('has one label action, the one the bot answers without reading the chat', () => {
    const labels = NAMES.filter((name) => BUTTONS[name].event === null);
    expect(labels).toEqual(['label']);
    expect(BUTTONS.label.code).toBe(LABEL_ACTION);
  });

  it('gives every action its own code, and no two codes differ only by case', () => {
    const codes = NAMES.map((name) => BUTTONS[name].code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.map((code) => code.toLowerCase())).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]{1,2}$/);
  });

  it('keeps the meaning of every code it kept from the old format; the others do not decode', () => {
    for (const [code, meaning] of Object.entries(OLD_CODES)) {
      const name = NAMES.find((candidate) => BUTTONS[candidate].code === code);
      if (name === undefined) {
        // Renamed (every uppercase code) or never drawn (x, cancel): the old data reads as
        // nothing, and the bot answers "That button is not valid" with the current screen.
        if (code !== code.toLowerCase()) expect(decodeButton(`abc|${code}|`)).toBeUndefined();
        expect(pressToEvent(code, '', context, menu)).toBeUndefined();
        continue;
      }
      expect(EXAMPLES[name].event?.type ?? 'label').toBe(meaning);
    }
  });

  it('fits the longest tag, code and argument in 51 ASCII bytes', () => {
    const longestTag = (2 ** 32 - 1).toString(36);
    const longestCode = NAMES.map((name) => BUTTONS[name].code).sort(
      (a, b) => b.length - a.length,
    )[0];
    const length = longestTag.length + 1 + (longestCode?.length ?? 0) + 1 + MAX_ARG_LENGTH;
    expect(length).toBe(51);
    expect(length).toBeLessThanOrEqual(MAX_CALLBACK_BYTES);
    // The longest arguments the table writes: two nine-digit negative numbers.
    const widest = buttonData(screen, 'cartQuantity', {
      lineId: -999_999_999,
      quantity: -999_999_999,
    });
    expect(widest.length).toBeLessThanOrEqual(51);
    expect(decodeButton(widest)?.arg).toBe('-999999999:-999999999');
  });

  it('reads back every number it writes, and refuses to write one it could not read', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999_999_999, max: 999_999_999 }), (n) => {
        const press = decodeButton(buttonData(screen, 'setQuantity', n));
        expect(press && pressToEvent(press.action, press.arg, context, menu)).toEqual({
          type: 'SET_QUANTITY',
          quantity: n,
        });
      }),
    );
    for (const bad of [1.5, Number.NaN, 1e10, -1e10])
      expect(() => buttonData(screen, 'setQuantity', bad)).toThrow();
    expect(BUTTONS.setQuantity.arg.decode('1.5')).toBe(UNREADABLE);
    expect(BUTTONS.home.arg.decode('1')).toBe(UNREADABLE);
    expect(BUTTONS.cartQuantity.arg.decode('1:2:3')).toBe(UNREADABLE);
    expect(BUTTONS.toggleIngredient.arg.decode('1:x')).toBe(UNREADABLE);
  });

  it('does not compile (and does not draw) a button of an unknown action or a wrong argument', () => {
    // @ts-expect-error: no such action in the table
    expect(() => buttonData(screen, 'openMenu')).toThrow();
    // @ts-expect-error: a product id is a number
    expect(() => buttonData(screen, 'openProduct', 'margherita')).toThrow();
    // @ts-expect-error: sizes are the table's size keys
    expect(() => buttonData(screen, 'selectSize', 'huge')).toThrow();
    // @ts-expect-error: SET_LOCALE takes one of the bot's languages
    expect(() => buttonData(screen, 'setLocale', 'ru')).toThrow();
  });
});

/**
 * Checks that every button of the chat's live screen reads back, through the table, as an event
 * on the stored conversation with the tag it carries; returns the actions drawn.
 */
