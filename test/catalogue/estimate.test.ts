import { describe, expect, it } from 'vitest';
import { cartEstimate, unitEstimate } from '../../src/catalogue/estimate.ts';
import type { Selection } from '../../src/domain/order.ts';
import { HIDDEN_CRUST_PIZZA_ID } from '../../src/sandbox/menu/demo-pizzas.ts';
import { createDemoMenu, type SandboxMenu } from '../../src/sandbox/menu/index.ts';
import { priceQuote } from '../../src/sandbox/pricing.ts';
import { demoMenu } from '../support/demo-menu.ts';

/**
 * The menu estimate against the sandbox's authoritative pricing: wherever the catalogue shows
 * every amount the estimate is the quote's unit price; where it hides one the estimate is null
 * ("price at checkout"), never a guess of 0.
 */
const QUOTED_AT = new Date('2026-11-23T10:00:00Z');

function quotedUnit(sandbox: SandboxMenu, selection: Selection): number {
  const body = {
    items: [{ selection, quantity: 1 }],
    choice: { fulfilment: 'pickup', location_id: 'main', payment: 'cash' },
  };
  const priced = priceQuote(sandbox, body, { now: QUOTED_AT, testOnly: false });
  if (!priced.ok) throw new Error(`the sandbox refused: ${priced.problem.message}`);
  return priced.quote.items[0]?.unit_minor ?? Number.NaN;
}

function both(change: (sandbox: SandboxMenu) => void = () => {}) {
  const sandbox = createDemoMenu();
  change(sandbox);
  return { sandbox, menu: demoMenu({ sandbox }) };
}

const margheritaFamily = { product_id: 101, size: 'family' } as const;

describe('menu estimates', () => {
  it('price a product as the quote does: size, size-specific extras, an added crust', () => {
    const { sandbox, menu } = both();
    const selections: Selection[] = [
      margheritaFamily,
      { ...margheritaFamily, addons: ['mushrooms', 'ham'] },
      { product_id: 101, size: 'standard', addons: ['mushrooms'], crust: true },
      { ...margheritaFamily, crust: true, removed: [21] },
    ];
    for (const selection of selections) {
      expect(unitEstimate(menu, selection)).toBe(quotedUnit(sandbox, selection));
    }
  });

  it('leave a hidden crust surcharge to the quote instead of counting it as 0', () => {
    const { menu } = both();
    const hidden = { product_id: HIDDEN_CRUST_PIZZA_ID, size: 'family', crust: true } as const;
    expect(unitEstimate(menu, hidden)).toBeNull();
    expect(unitEstimate(menu, { ...hidden, crust: false })).not.toBeNull();
  });

  it('price two halves by the restaurant rule; fixed without an amount and unset wait for the quote', () => {
    const half: Selection = {
      type: 'half',
      halves: [
        { product_id: 101, size: 'family', removed: [] },
        { product_id: 103, size: 'family', removed: [] },
      ],
    };
    for (const mode of ['higher', 'average'] as const) {
      const { sandbox, menu } = both((s) => {
        s.half.price_mode = mode;
      });
      expect(unitEstimate(menu, half)).toBe(quotedUnit(sandbox, half));
    }
    const fixed = both((s) => {
      s.half.price_mode = 'fixed';
      s.half.fixed_minor = 1500;
    });
    expect(unitEstimate(fixed.menu, half)).toBe(1500);
    expect(quotedUnit(fixed.sandbox, half)).toBe(1500);
    const fixedUnknown = both((s) => {
      s.half.price_mode = 'fixed';
      s.half.fixed_minor = null;
    });
    expect(unitEstimate(fixedUnknown.menu, half)).toBeNull();
    const unset = both((s) => {
      s.half.price_mode = 'unset';
    });
    expect(unitEstimate(unset.menu, half)).toBeNull();
  });

  it('price a combo from its default price plus a dearer swap, with no refund for a cheaper one', () => {
    const { sandbox, menu } = both();
    const lunch = menu.combo('LUNCH');
    if (!lunch) throw new Error('demo combo LUNCH missing');
    const defaults = lunch.default_selection.items ?? [];
    const combo = (first: number): Selection => ({
      type: 'combo',
      combo_code: 'LUNCH',
      combo_revision: lunch.revision,
      items: defaults.map((item, index) =>
        index === 0
          ? { product_id: first, size: 'standard' }
          : { ...item, size: item.size ?? 'standard' },
      ) as Extract<Selection, { type: 'combo' }>['items'],
    });
    expect(unitEstimate(menu, combo(101))).toBe(lunch.minor);
    for (const swap of [103, 105, 112]) {
      expect(unitEstimate(menu, combo(swap))).toBe(quotedUnit(sandbox, combo(swap)));
    }
  });

  it('add up a cart: what is priced, and whether every line was', () => {
    const { menu } = both();
    const lines = [
      { selection: margheritaFamily, quantity: 2 },
      {
        selection: { product_id: HIDDEN_CRUST_PIZZA_ID, size: 'family', crust: true },
        quantity: 1,
      },
    ] as const;
    expect(cartEstimate(menu, lines.slice(0, 1))).toEqual({
      minor: 3180,
      complete: true,
      priced: true,
    });
    expect(cartEstimate(menu, lines)).toEqual({ minor: 3180, complete: false, priced: true });
    expect(cartEstimate(menu, lines.slice(1))).toEqual({
      minor: 0,
      complete: false,
      priced: false,
    });
  });
});
