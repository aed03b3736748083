import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { initialContext } from '../../src/conversation/context-updates.ts';
import { createTranslator } from '../../src/locale/translate.ts';
import { numbered, simple } from '../../src/telegram/button-kit.ts';
import { BUTTONS, gatherButtons } from '../../src/telegram/buttons.ts';
import {
  SCREENS,
  type ScreenRegistry,
  type ShownState,
  screenOf,
} from '../../src/telegram/views/index.ts';
import { NAV, screen, viewKit } from '../../src/telegram/views/view.ts';
import { demoMenu } from '../support/demo-menu.ts';

/*
 * One module per screen (issue 22): every state the machine rests in has its screen, typed by
 * the machine; a screen draws only the buttons it declares; one code means one action.
 */

describe('the screen registry', () => {
  it('fails the type check for a state without a screen or a screen without a state', () => {
    const { home: _home, ...withoutHome } = SCREENS;
    // @ts-expect-error the machine's `home` state has no screen: `npm run check` fails.
    const missing: ScreenRegistry = withoutHome;
    // @ts-expect-error no state of the machine is called so.
    const unknown: ShownState = 'checkout.payment';
    expect(Object.keys(missing)).not.toContain('home');
    expect(unknown).toBe('checkout.payment');
  });

  it('refuses a state without a screen at run time instead of showing home', () => {
    expect(screenOf('home')).toBe(SCREENS.home);
    // Passed through (`always`): never shown, so it has no screen.
    expect(() => screenOf('checkout.contact.route')).toThrow(/no screen/);
    expect(() => screenOf('checkout.payment')).toThrow(/no screen/);
  });

  it('lets one screen stand for several states', () => {
    expect(SCREENS['product.quantity']).toBe(SCREENS['combo.quantity']);
    expect(SCREENS['half.quantity']).toBe(SCREENS['combo.quantity']);
  });
});

describe('a screen', () => {
  const render = { menu: demoMenu(), search: null, t: createTranslator(), now: 0 };

  it('draws the buttons it declares, back and home with every screen', () => {
    const open = simple('r', { type: 'OPEN_CART' });
    const cartOnly = screen({ open }, (kit) => ({
      text: '',
      keyboard: kit.nav([kit.button('cart', 'open')]),
    }));
    const kit = viewKit(initialContext('en', 1), render, 'home', cartOnly.buttons);
    const codes = cartOnly
      .draw(kit)
      .keyboard.flat()
      .map((button) => button.data.split('|')[1]);
    expect(codes).toEqual(['r', 'b', 'h']);
  });

  it('refuses to draw a button it does not declare', () => {
    const bare = screen({}, (kit) => ({
      text: '',
      // @ts-expect-error the screen declares no `openCart`: it does not compile.
      keyboard: [[kit.button('cart', 'openCart')]],
    }));
    const kit = viewKit(initialContext('en', 1), render, 'home', bare.buttons);
    expect(() => bare.draw(kit)).toThrow(/does not declare the button openCart/);
  });
});

describe('the buttons gathered from the screens', () => {
  it('hold one action per code, shared by the screens that draw it', () => {
    expect(BUTTONS.back).toBe(NAV.back);
    expect(SCREENS.home.buttons.openCart).toBe(SCREENS.search.buttons.openCart);
    const codes = Object.values(BUTTONS).map((action) => action.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('make a numbered button only of an event that is that number alone', () => {
    const open = numbered('zz', 'OPEN_PRODUCT', 'productId');
    expect(open.event?.(7, initialContext('en', 1), null)).toEqual({
      type: 'OPEN_PRODUCT',
      productId: 7,
    });
    // @ts-expect-error CART_QUANTITY also needs a quantity: the event would be incomplete.
    numbered('zy', 'CART_QUANTITY', 'lineId');
    // @ts-expect-error OPEN_PRODUCT has no field `id`.
    numbered('zx', 'OPEN_PRODUCT', 'id');
  });

  it('refuse two screens giving one code two meanings', () => {
    const first = { cart: simple('r', { type: 'OPEN_CART' }) };
    const second = { orders: simple('r', { type: 'OPEN_ORDERS' }) };
    expect(() => gatherButtons([first, second])).toThrow(/the code r/);
    expect(() => gatherButtons([first, { ...first }])).not.toThrow();
  });
});

describe('the chat runner', () => {
  it('never imports the Telegram side: a press reaches it decoded', () => {
    const dir = new URL('../../src/chat/', import.meta.url);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
      const source = readFileSync(new URL(file, dir), 'utf8');
      expect(source, file).not.toMatch(/from '\.\.\/telegram\//);
    }
    const runner = readFileSync(new URL('runner.ts', dir), 'utf8');
    expect(runner).not.toMatch(/readPress/);
  });
});
