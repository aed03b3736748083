import { describe, expect, it } from 'vitest';
import { createDemoMenu, removeProduct } from '../../src/sandbox/menu/index.ts';
import { PostedCart, rebuildCart } from '../../src/webapp/cart-rebuild.ts';
import { demoMenu, lunchComboOnTheWire } from '../support/demo-menu.ts';

const menu = demoMenu();
const posted = (lines: unknown[]) => PostedCart.parse({ lines });

describe('a Mini App cart rebuilt with the chat builders', () => {
  it('rebuilds a family pizza with an extra, a removed ingredient, another base and the crust', () => {
    const result = rebuildCart(
      menu,
      posted([
        {
          kind: 'product',
          productId: 101,
          size: 'family',
          addons: ['ham'],
          removed: [21],
          base: 'thin',
          crust: true,
          quantity: 2,
        },
      ]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]?.quantity).toBe(2);
    expect(result.lines[0]?.selection).toEqual({
      product_id: 101,
      size: 'family',
      removed: [21],
      addons: ['ham'],
      base: 'thin',
      crust: true,
    });
    expect(result.lines[0]?.names).toMatchObject({ p101: 'Пица Маргарита', aham: 'Шунка' });
  });

  it('keeps a combo default slot exactly and puts a swapped dish in the slot size', () => {
    const result = rebuildCart(
      menu,
      posted([{ kind: 'combo', code: 'LUNCH', productIds: [101, 911], quantity: 1 }]),
    );
    expect(result.ok && result.lines[0]?.selection).toEqual(lunchComboOnTheWire('r1', [101, 911]));
  });

  it('builds a half-and-half of two eligible pizzas in the family size', () => {
    const result = rebuildCart(
      menu,
      posted([
        {
          kind: 'half',
          halves: [
            { productId: 101, removed: [] },
            { productId: 102, removed: [4] },
          ],
          quantity: 1,
        },
      ]),
    );
    expect(result.ok).toBe(true);
    expect(result.ok && JSON.stringify(result.lines[0]?.selection)).toContain('"type":"half"');
  });

  it('names every line the menu refuses and hands nothing over', () => {
    const result = rebuildCart(
      menu,
      posted([
        { kind: 'product', productId: 101, size: 'family', quantity: 1 },
        { kind: 'product', productId: 101, size: 'family', addons: ['caviar'], quantity: 1 },
        { kind: 'product', productId: 101, size: 'family', removed: [37], quantity: 1 },
        { kind: 'product', productId: 999_999, size: 'standard', quantity: 1 },
        { kind: 'combo', code: 'LUNCH', productIds: [101, 101], quantity: 1 },
        {
          kind: 'half',
          halves: [
            { productId: 101, removed: [] },
            { productId: 910, removed: [] },
          ],
          quantity: 1,
        },
      ]),
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        { index: 1, problem: 'addon_not_allowed' },
        { index: 2, problem: 'ingredient_not_removable' },
        { index: 3, problem: 'not_listed' },
        { index: 4, problem: 'option_not_offered' },
        { index: 5, problem: 'option_not_offered' },
      ],
    });
  });

  it('refuses a dish that left the menu since the page loaded', () => {
    const sandbox = createDemoMenu();
    removeProduct(sandbox, 102);
    const changed = demoMenu({ sandbox });
    const result = rebuildCart(
      changed,
      posted([
        { kind: 'product', productId: 101, size: 'standard', quantity: 1 },
        { kind: 'product', productId: 102, size: 'standard', quantity: 1 },
      ]),
    );
    expect(result).toEqual({ ok: false, problems: [{ index: 1, problem: 'not_listed' }] });
  });

  it('merges the same configuration posted twice into one line, as the chat cart does', () => {
    const line = { kind: 'product', productId: 101, size: 'standard', quantity: 3 };
    const result = rebuildCart(menu, posted([line, line]));
    expect(result.ok && result.lines.map((l) => l.quantity)).toEqual([6]);
  });

  it('keeps to the limits: 40 lines, quantity 1 to 20, and reads no price', () => {
    const line = { kind: 'product', productId: 101, size: 'standard', quantity: 1 };
    expect(PostedCart.safeParse({ lines: Array(41).fill(line) }).success).toBe(false);
    expect(PostedCart.safeParse({ lines: [{ ...line, quantity: 21 }] }).success).toBe(false);
    expect(PostedCart.safeParse({ lines: [{ ...line, quantity: 0 }] }).success).toBe(false);
    expect(PostedCart.safeParse({ lines: [] }).success).toBe(false);
    const priced = PostedCart.parse({ lines: [{ ...line, minor: 1, price: '0,01 €' }] });
    expect(priced.lines[0]).not.toHaveProperty('minor');
    expect(priced.lines[0]).not.toHaveProperty('price');
  });
});
