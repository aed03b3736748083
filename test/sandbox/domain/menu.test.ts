import { describe, expect, it } from 'vitest';
import {
  cataloguePage,
  createDemoMenu,
  removeProduct,
  setOrderingEnabled,
  setProductAvailable,
  setVariantPrice,
} from '../../../src/sandbox/menu/index.ts';
import { priceQuote } from '../../../src/sandbox/pricing.ts';
import type { WireProduct } from '../../../src/sandbox/wire.ts';
import { body, problemOf, quoteOf, WED_NOON } from './helpers.ts';

const isOn = (v: unknown) => v === true || v === 1 || v === '1';

function allPages(menu = createDemoMenu()) {
  const pages = [];
  for (let page = 1; ; page += 1) {
    const data = cataloguePage(menu, page, WED_NOON);
    pages.push(data);
    if (!data.has_more) return pages;
  }
}

function byId(menu: ReturnType<typeof createDemoMenu>, id: number): WireProduct {
  const product = menu.products.find((p) => p.id === id);
  if (!product) throw new Error(`no product ${id}`);
  return product;
}

describe('demo menu', () => {
  it('has at least 8 categories and 100 product records over at least 3 pages of 50', () => {
    const menu = createDemoMenu();
    expect(menu.categories.length).toBeGreaterThanOrEqual(8);
    expect(menu.products.length).toBeGreaterThanOrEqual(100);
    const pages = allPages(menu);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.flatMap((p) => p.products)).toHaveLength(menu.products.length);
    for (const page of pages) {
      expect(page.products.length).toBeLessThanOrEqual(50);
      expect(page).toMatchObject({ schema: 1, page_size: 50, total: menu.products.length });
      expect(page.categories).toHaveLength(menu.categories.length);
      expect(page.combos).toHaveLength(menu.combos.length);
      expect(page.half).toEqual({
        enabled: true,
        size: 'family',
        price_mode: 'higher',
        fixed_minor: null,
      });
      expect(page.generated_at).toBe(WED_NOON.toISOString());
    }
  });

  it('returns an empty last page with has_more false past the end', () => {
    const menu = createDemoMenu();
    const past = cataloguePage(menu, 99, WED_NOON);
    expect(past.products).toEqual([]);
    expect(past.has_more).toBe(false);
  });

  it('has unique product ids and category counts equal to the listed products', () => {
    const menu = createDemoMenu();
    expect(new Set(menu.products.map((p) => p.id)).size).toBe(menu.products.length);
    for (const category of menu.categories) {
      const listed = menu.products.filter((p) => p.listed && p.category_ids.includes(category.id));
      expect(category.count).toBe(listed.length);
    }
  });

  it('links every choice option to an existing product, both ways, marking itself current', () => {
    const menu = createDemoMenu();
    const children = menu.products.filter((p) => !p.listed);
    expect(children.length).toBeGreaterThanOrEqual(4);
    for (const product of menu.products) {
      for (const group of product.choices) {
        expect(group.options.filter((o) => o.current).map((o) => o.product_id)).toEqual([
          product.id,
        ]);
        for (const option of group.options) {
          const target = byId(menu, option.product_id);
          expect(option.minor).toBe(target.minor);
          const back = target.choices.some((g) =>
            g.options.some((o) => o.product_id === product.id),
          );
          expect(back).toBe(true);
        }
      }
    }
  });

  it('gives every combo existing slot products and a default selection that prices', () => {
    const menu = createDemoMenu();
    expect(menu.combos.length).toBeGreaterThanOrEqual(3);
    for (const combo of menu.combos) {
      combo.slots.forEach((slot, i) => {
        for (const id of slot.product_ids)
          expect(byId(menu, id).variants.some((v) => v.key === slot.size)).toBe(true);
        expect(slot.product_ids).toContain(combo.default_selection.items[i]?.product_id);
      });
      combo.available = true;
      const quote = quoteOf(menu, body([combo.default_selection]));
      expect(quote.items[0]?.unit_minor).toBe(combo.minor);
    }
  });

  it('covers the shapes the client must normalize', () => {
    const menu = createDemoMenu();
    const margherita = byId(menu, 101);
    expect(margherita.variants.map((v) => v.label)).toEqual([
      'Малка 25 см',
      'Средна 30 см',
      'Фамилна 40 см',
    ]);
    expect(margherita.variants[2]?.addons.find((a) => a.code === 'ham')?.minor).not.toBe(
      margherita.variants[0]?.addons.find((a) => a.code === 'ham')?.minor,
    );
    const hidden = menu.products.filter((p) =>
      p.variants.some(
        (v) => v.crust_selectable && !v.crust_included && v.crust_extra_minor === null,
      ),
    );
    expect(hidden.map((p) => menu.hidden.crustExtraMinor.has(p.id))).toEqual([true]);
    const ingredientFlags = margherita.variants[0]?.ingredients.map((i) => i.removable);
    expect(ingredientFlags).toContain(0);
    expect(ingredientFlags).toContain(1);
    const unavailable = menu.products.filter((p) => !p.available);
    expect(unavailable[0]?.available_at).toBeTruthy();
    expect(unavailable[0]?.availability_notice).toBeTruthy();
    expect(menu.products.some((p) => p.image === null && p.thumbnail === null)).toBe(true);
    for (const p of menu.products) {
      if (p.image) expect(p.image).toMatch(/^https:\/\/images\.example\.invalid\//);
      for (const v of p.variants) {
        expect(new Set(v.allergens).size).toBe(v.allergens.length);
        for (const code of v.allergens) expect(code >= 1 && code <= 14).toBe(true);
      }
    }
    expect(menu.availability.zones.some((z) => typeof z.id === 'string')).toBe(true);
    expect(menu.availability.zones.filter((z) => !isOn(z.enabled))).toHaveLength(1);
    expect(menu.pizzaBases.filter((b) => isOn(b.default))).toHaveLength(1);
    expect(menu.pizzaBases.filter((b) => !isOn(b.enabled))).toHaveLength(1);
    expect(menu.availability.pickup.days.some((d) => typeof d === 'string')).toBe(true);
  });
});

describe('large menu generator', () => {
  // Its speed is measured by `npm run bench` (catalogue bench), not asserted here.
  it('builds 10 000 consistent products deterministically', () => {
    const menu = createDemoMenu({ products: 10_000 });
    expect(menu.products).toHaveLength(10_000);
    const ids = new Set(menu.products.map((p) => p.id));
    expect(ids.size).toBe(10_000);
    for (const p of menu.products) {
      for (const g of p.choices)
        for (const o of g.options) expect(ids.has(o.product_id)).toBe(true);
    }
    const again = createDemoMenu({ products: 10_000 });
    expect(JSON.stringify(again.products.slice(-60))).toBe(
      JSON.stringify(menu.products.slice(-60)),
    );
    expect(cataloguePage(menu, 200, WED_NOON).has_more).toBe(false);
    expect(cataloguePage(menu, 199, WED_NOON).has_more).toBe(true);
  });

  it('refuses fewer products than the demo', () => {
    expect(() => createDemoMenu({ products: 10 })).toThrow(RangeError);
  });
});

describe('menu mutations', () => {
  it('bumps the version and changes what /quote charges when a price changes', () => {
    const menu = createDemoMenu();
    const before = menu.version;
    setVariantPrice(menu, 910, 'standard', 350);
    expect(menu.version).toBe(before + 1);
    expect(quoteOf(menu, body([{ product_id: 910, size: 'standard' }])).subtotal_minor).toBe(350);
  });

  it('gives combos holding a re-priced product a new revision, so the old one gets 409', () => {
    const menu = createDemoMenu();
    const old = structuredClone(menu.combos.find((c) => c.code === 'LUNCH')?.default_selection);
    setVariantPrice(menu, 101, 'standard', 990);
    expect(problemOf(menu, body([old])).status).toBe(409);
  });

  it('removes a product from the catalogue and from choice groups', () => {
    const menu = createDemoMenu();
    removeProduct(menu, 903);
    expect(cataloguePage(menu, 1, WED_NOON).total).toBe(107);
    expect(byId(menu, 901).choices[0]?.options.map((o) => o.product_id)).toEqual([901, 902, 904]);
    expect(problemOf(menu, body([{ product_id: 903, size: 'standard' }])).status).toBe(422);
  });

  it('makes an unavailable product unorderable and the switch stops submission', () => {
    const menu = createDemoMenu();
    setProductAvailable(menu, 301, false);
    expect(problemOf(menu, body([{ product_id: 301, size: 'standard' }])).status).toBe(422);
    setOrderingEnabled(menu, false);
    expect(menu.availability.ordering_enabled).toBe(false);
    const result = priceQuote(menu, body([{ product_id: 302, size: 'standard' }]), {
      now: WED_NOON,
      testOnly: false,
    });
    expect(result.ok).toBe(true);
  });
});
