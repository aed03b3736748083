import { describe, expect, it } from 'vitest';
import type { Menu } from '../../src/catalogue/menu.ts';
import { addToCart, type Cart, EMPTY_CART } from '../../src/conversation/cart.ts';
import { checkCart } from '../../src/conversation/cart-check.ts';
import { selectionNames } from '../../src/conversation/cart-names.ts';
import type { Selection } from '../../src/domain/order.ts';
import { comboSelection } from '../../src/domain/selections.ts';
import {
  createDemoMenu,
  removeAddon,
  removeProduct,
  removeVariant,
  type SandboxMenu,
  setComboPrice,
  setProductAvailable,
} from '../../src/sandbox/menu/index.ts';
import { demoMenu } from '../support/demo-menu.ts';

/** A cart of these selections, each with the names of the menu it was added from. */
function cartOf(menu: Menu, ...selections: Selection[]): Cart {
  let cart = EMPTY_CART;
  for (const selection of selections) {
    const result = addToCart(cart, selection, 2, selectionNames(menu, selection));
    if (!result.ok) throw new Error(result.problem);
    cart = result.cart;
  }
  return cart;
}

/** The demo menu before and after a change the restaurant makes. */
function change(mutate: (sandbox: SandboxMenu) => void): { before: Menu; after: Menu } {
  const sandbox = createDemoMenu();
  const before = demoMenu({ sandbox });
  mutate(sandbox);
  return { before, after: demoMenu({ sandbox }) };
}

const margheritaFamily: Selection = {
  product_id: 101,
  size: 'family',
  addons: ['extra_mozzarella', 'bacon'],
  removed: [21],
  crust: true,
};

describe('checkCart', () => {
  it('leaves a cart the menu still allows exactly as it was', () => {
    const menu = demoMenu();
    const cart = cartOf(menu, margheritaFamily, comboSelection(menu.combo('LUNCH') as never));
    const checked = checkCart(cart, menu);
    expect(checked.changes).toEqual([]);
    expect(checked.cart).toBe(cart);
  });

  it('moves a combo to its new revision when its slots still allow the chosen dishes', () => {
    const { before, after } = change((sandbox) => setComboPrice(sandbox, 'LUNCH', 1290));
    const cart = cartOf(before, comboSelection(before.combo('LUNCH') as never));
    const checked = checkCart(cart, after);
    expect(checked.changes).toEqual([{ kind: 'combo', line: 'Обедно меню', minor: 1290 }]);
    const line = checked.cart.lines[0];
    expect(line?.quantity).toBe(2);
    expect(line?.selection).toMatchObject({ combo_code: 'LUNCH', combo_revision: 'r2' });
    expect(checkCart(checked.cart, after).changes).toEqual([]);
  });

  it('replaces a combo slot dish the restaurant removed with the slot default', () => {
    const { before, after } = change((sandbox) => removeProduct(sandbox, 102));
    const lunch = before.combo('LUNCH');
    if (!lunch) throw new Error('no LUNCH');
    const swapped = comboSelection(lunch, [
      { productId: 102, size: 'standard' },
      { productId: 910, size: 'standard' },
    ]);
    const checked = checkCart(cartOf(before, swapped), after);
    expect(checked.changes).toEqual([
      { kind: 'combo', line: 'Обедно меню', minor: 1050 },
      { kind: 'slot', line: 'Обедно меню', from: 'Пица Капричоза', to: 'Пица Маргарита' },
    ]);
    expect(checked.cart.lines[0]?.selection).toMatchObject({
      combo_revision: 'r2',
      items: [{ product_id: 101, size: 'standard' }, { product_id: 910 }],
    });
  });

  it('removes a line whose dish left the menu and names it from when it was added', () => {
    const { before, after } = change((sandbox) => removeProduct(sandbox, 101));
    const cart = cartOf(before, margheritaFamily, { product_id: 103, size: 'standard' });
    const checked = checkCart(cart, after);
    expect(checked.changes).toEqual([
      { kind: 'removed', line: 'Пица Маргарита', reason: 'gone', item: 'Пица Маргарита' },
    ]);
    expect(checked.cart.lines.map((line) => line.selection)).toEqual([
      { product_id: 103, size: 'standard' },
    ]);
  });

  it('removes an out-of-stock dish with the restaurant restock label and notice', () => {
    const { before, after } = change((sandbox) => setProductAvailable(sandbox, 103, false));
    const checked = checkCart(cartOf(before, { product_id: 103, size: 'medium' }), after);
    expect(checked.changes).toEqual([
      {
        kind: 'removed',
        line: 'Пица Пеперони',
        reason: 'unavailable',
        item: 'Пица Пеперони',
        availableAt: null,
        notice: 'Временно не се предлага.',
      },
    ]);
    expect(checked.cart.lines).toEqual([]);
  });

  it('moves a line to the first priced size when its size is gone, keeping what still fits', () => {
    const { before, after } = change((sandbox) => removeVariant(sandbox, 101, 'family'));
    const checked = checkCart(cartOf(before, margheritaFamily), after);
    expect(checked.changes).toEqual([
      { kind: 'size', line: 'Пица Маргарита', from: 'Фамилна 40 см', to: 'Малка 25 см' },
    ]);
    expect(checked.cart.lines[0]?.selection).toEqual({
      product_id: 101,
      size: 'standard',
      removed: [21],
      crust: false,
      addons: ['extra_mozzarella', 'bacon'],
    });
  });

  it('drops an extra the dish no longer offers and says which', () => {
    const { before, after } = change((sandbox) => removeAddon(sandbox, 101, 'bacon'));
    const checked = checkCart(cartOf(before, margheritaFamily), after);
    expect(checked.changes).toEqual([{ kind: 'addon', line: 'Пица Маргарита', item: 'Бекон' }]);
    expect(checked.cart.lines[0]?.selection).toMatchObject({ addons: ['extra_mozzarella'] });
    expect(checkCart(checked.cart, after).changes).toEqual([]);
  });

  it('drops a base the dish no longer offers, so the default applies', () => {
    const { before, after } = change((sandbox) => {
      const pizza = sandbox.products.find((p) => p.id === 105);
      const thin = pizza?.bases.find((b) => b.code === 'thin');
      if (thin) thin.enabled = false;
    });
    const selection: Selection = { product_id: 105, size: 'medium', base: 'thin' };
    const checked = checkCart(cartOf(before, selection), after);
    expect(checked.changes).toEqual([
      { kind: 'base', line: 'Пица Вегетарианска', item: 'Тънко тесто' },
    ]);
    expect(checked.cart.lines[0]?.selection).toEqual({ product_id: 105, size: 'medium' });
  });

  it('removes a half-and-half when half-and-half is switched off', () => {
    const { before, after } = change((sandbox) => {
      sandbox.half.enabled = false;
    });
    const half: Selection = {
      type: 'half',
      halves: [
        { product_id: 101, size: 'family', removed: [] },
        { product_id: 103, size: 'family', removed: [] },
      ],
    };
    const checked = checkCart(cartOf(before, half), after);
    expect(checked.changes).toEqual([
      {
        kind: 'removed',
        line: '½ Пица Маргарита + ½ Пица Пеперони',
        reason: 'changed',
        item: '½ Пица Маргарита + ½ Пица Пеперони',
      },
    ]);
    expect(checked.cart.lines).toEqual([]);
  });

  it('is pure and settles: a checked cart checks clean, and the input is never changed', () => {
    const { before, after } = change((sandbox) => {
      removeAddon(sandbox, 101, 'bacon');
      removeProduct(sandbox, 103);
      setComboPrice(sandbox, 'BURGER', 1790);
    });
    const cart = cartOf(
      before,
      margheritaFamily,
      { product_id: 103, size: 'standard' },
      comboSelection(before.combo('BURGER') as never),
    );
    const copy = structuredClone(cart);
    const first = checkCart(cart, after);
    expect(cart).toEqual(copy);
    expect(first.changes.map((c) => c.kind)).toEqual(['addon', 'removed', 'combo']);
    expect(checkCart(first.cart, after)).toEqual({ cart: first.cart, changes: [] });
  });
});
