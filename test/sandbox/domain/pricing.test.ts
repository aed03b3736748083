import { describe, expect, it } from 'vitest';
import {
  createDemoMenu,
  setOrderingEnabled,
  setProductAvailable,
  setSizePricedAtQuote,
  setVariantPrice,
} from '../../../src/sandbox/menu/index.ts';
import { checkSubmittable, priceQuote } from '../../../src/sandbox/pricing.ts';
import {
  body,
  PICKUP,
  quoteOf,
  SAT_NOON,
  WED_CLOSED,
  WED_EARLY,
  WED_LATE,
  WED_NOON,
  ZONE_CENTRE,
} from './helpers.ts';

const half = (a: number, b: number, extra: Record<string, unknown> = {}) => ({
  type: 'half',
  halves: [
    { product_id: a, size: 'family', removed: [] },
    { product_id: b, size: 'family', removed: [] },
  ],
  ...extra,
});
const zone = (id: number) => ({ fulfilment: 'delivery', zone_id: id, payment: 'cash' });

describe('product lines', () => {
  it('prices the variant plus size-specific addons plus the crust surcharge, times quantity', () => {
    const menu = createDemoMenu();
    const raw = {
      items: [
        {
          selection: { product_id: 101, size: 'family', addons: ['ham'], crust: true },
          quantity: 2,
        },
      ],
      choice: ZONE_CENTRE,
    };
    const line = quoteOf(menu, raw).items[0];
    // 1590 family + 350 ham (family price) + 400 crust
    expect(line).toMatchObject({ key: 'l1', quantity: 2, unit_minor: 2340, subtotal_minor: 4680 });
    expect(line?.tax_minor).toBe(780);
    expect(line?.net_minor).toBe(3900);
    const part = line?.configuration.parts[0];
    expect(part).toMatchObject({ crust: true, crust_extra_minor: 400, addons_extra_minor: 350 });
    expect(line?.configuration.base?.code).toBe('traditional');
  });

  it('charges the hidden crust surcharge when the wire shows crust_extra_minor null', () => {
    const menu = createDemoMenu();
    const bbq = menu.products.find((p) => p.id === 108);
    expect(bbq?.variants[1]?.crust_extra_minor).toBeNull();
    const quote = quoteOf(menu, body([{ product_id: 108, size: 'medium', crust: 1 }]));
    expect(quote.items[0]?.unit_minor).toBe(1390 + 350);
  });

  it('adds nothing for a crust the recipe already includes, and gives nothing back for removing it', () => {
    const menu = createDemoMenu();
    const withCrust = quoteOf(menu, body([{ product_id: 104, size: 'standard', crust: true }]));
    const without = quoteOf(menu, body([{ product_id: 104, size: 'standard', crust: 0 }]));
    expect(withCrust.items[0]?.unit_minor).toBe(1090);
    expect(without.items[0]?.unit_minor).toBe(1090);
  });

  it('lists omitted ingredients and keeps the allergens of the recipe', () => {
    const menu = createDemoMenu();
    const part = quoteOf(menu, body([{ product_id: 101, size: 'standard', removed: [2] }])).items[0]
      ?.configuration.parts[0];
    expect(part?.omitted).toEqual([{ id: 2, name: 'Моцарела' }]);
    expect(part?.ingredients.map((i) => i.id)).not.toContain(2);
    expect(part?.allergens).toContain(7);
  });
});

describe('half-and-half', () => {
  it('charges the higher family price in mode higher', () => {
    const menu = createDemoMenu();
    const line = quoteOf(menu, body([half(101, 107)])).items[0];
    expect(line?.unit_minor).toBe(1990);
    expect(line?.configuration.parts.map((p) => [p.portion, p.unit_minor, p.addons])).toEqual([
      ['half', 1590, undefined],
      ['half', 1990, undefined],
    ]);
  });

  it('rounds the average up in mode average', () => {
    const menu = createDemoMenu();
    menu.half.price_mode = 'average';
    setVariantPrice(menu, 101, 'family', 1591);
    expect(quoteOf(menu, body([half(101, 107)])).items[0]?.unit_minor).toBe(1791);
  });

  it('charges fixed_minor in mode fixed, and the higher price when fixed_minor is null', () => {
    const menu = createDemoMenu();
    menu.half.price_mode = 'fixed';
    menu.half.fixed_minor = 1800;
    expect(quoteOf(menu, body([half(101, 107)])).items[0]?.unit_minor).toBe(1800);
    menu.half.fixed_minor = null;
    expect(quoteOf(menu, body([half(101, 107)])).items[0]?.unit_minor).toBe(1990);
  });

  it('treats mode unset as higher', () => {
    const menu = createDemoMenu();
    menu.half.price_mode = 'unset';
    expect(quoteOf(menu, body([half(101, 103)])).items[0]?.unit_minor).toBe(1790);
  });

  it('prices the base on the outer selection at nothing; the crust follows the recipe', () => {
    const menu = createDemoMenu();
    const quote = quoteOf(menu, body([half(101, 103, { base: 'thin' })]));
    expect(quote.items[0]?.unit_minor).toBe(1790);
    expect(quote.items[0]?.configuration.base?.code).toBe('thin');
  });
});

describe('a size with minor: null', () => {
  it('is priced by the quote when the restaurant has its price, and refused when it has none', () => {
    const menu = createDemoMenu();
    setSizePricedAtQuote(menu, 101, 'standard', 777);
    const margherita = menu.products.find((p) => p.id === 101);
    expect(margherita?.variants.find((v) => v.key === 'standard')?.minor).toBeNull();
    const line = { type: 'product', product_id: 101, size: 'standard' };
    expect(quoteOf(menu, body([line], PICKUP)).items[0]?.unit_minor).toBe(777);
    menu.hidden.sizeMinor.clear();
    expect(
      priceQuote(menu, body([line], PICKUP), { now: WED_NOON, testOnly: false }),
    ).toMatchObject({
      ok: false,
      problem: { status: 422 },
    });
  });
});

describe('combos', () => {
  it('adds the price difference of a dearer swap and nothing for a cheaper one', () => {
    const menu = createDemoMenu();
    const selection = {
      type: 'combo',
      combo_code: 'LUNCH',
      combo_revision: 'r1',
      items: [
        { type: 'product', product_id: 112, size: 'standard', addons: ['ham'] },
        { type: 'product', product_id: 908, size: 'standard' },
      ],
    };
    const config = quoteOf(menu, body([selection])).items[0]?.configuration;
    // 1050 combo + (1050 − 890) swap + 180 ham (small); water 200 < cola 300 adds nothing
    expect(config?.unit_minor).toBe(1050 + 160 + 180);
    expect(config?.regular_minor).toBe(1050 + 180 + 200);
    expect(config?.combo_savings_minor).toBe(1430 - 1390);
    expect(config?.extras_minor).toBe(340);
    expect(config?.selection?.items.map((i) => i.product_id)).toEqual([112, 908]);
  });
});

describe('delivery, periods and minimums', () => {
  it('charges the zone fee below the free-delivery threshold and nothing from it on', () => {
    const menu = createDemoMenu();
    expect(quoteOf(menu, body([{ product_id: 101, size: 'family' }])).delivery_minor).toBe(250);
    setVariantPrice(menu, 101, 'family', 1500);
    const raw = {
      items: [{ selection: { product_id: 101, size: 'family' }, quantity: 2 }],
      choice: ZONE_CENTRE,
    };
    const quote = quoteOf(menu, raw);
    expect(quote).toMatchObject({ subtotal_minor: 3000, delivery_minor: 0, total_minor: 3000 });
  });

  it('adds the late fee and period late between the cutoff and the late cutoff', () => {
    const menu = createDemoMenu();
    const quote = quoteOf(menu, body([{ product_id: 101, size: 'family' }]), WED_LATE);
    expect(quote).toMatchObject({ period: 'late', delivery_minor: 450, schedule_ready: true });
    expect(quote.warnings.some((w) => w.includes('2,00 €'))).toBe(true);
  });

  it('is not schedule-ready after the late cutoff, before opening, or on a closed weekday', () => {
    const menu = createDemoMenu();
    const one = body([{ product_id: 101, size: 'family' }]);
    expect(quoteOf(menu, one, WED_CLOSED).schedule_ready).toBe(false);
    expect(quoteOf(menu, one, WED_EARLY).schedule_ready).toBe(false);
    const boyana = quoteOf(menu, body([{ product_id: 101, size: 'family' }], zone(3)), SAT_NOON);
    expect(boyana.schedule_ready).toBe(false);
    expect(boyana.warnings[0]).toContain('Бояна');
    expect(quoteOf(menu, body([{ product_id: 101, size: 'family' }], zone(3))).schedule_ready).toBe(
      true,
    );
  });

  it('quotes pickup with period pickup, no fee and the normalized choice and location', () => {
    const menu = createDemoMenu();
    const quote = quoteOf(menu, body([{ product_id: 910, size: 'standard' }], PICKUP));
    expect(quote).toMatchObject({
      period: 'pickup',
      delivery_minor: 0,
      total_minor: 300,
      minimum_minor: null,
      choice: { fulfilment: 'pickup', zone_id: 0, location_id: 'main', payment: 'cash' },
      location: { id: 'main', opens: '11:00', cutoff: '22:30' },
    });
    expect(quote.location.address).not.toBe('');
    expect(
      quoteOf(menu, body([{ product_id: 910, size: 'standard' }], PICKUP), WED_LATE).schedule_ready,
    ).toBe(false);
  });

  it('compares the minimum inclusively, exclusively, or with delivery, per zone', () => {
    const menu = createDemoMenu();
    setVariantPrice(menu, 910, 'standard', 1500);
    const centre = quoteOf(menu, body([{ product_id: 910, size: 'standard' }]));
    expect(centre).toMatchObject({ minimum_minor: 1500, minimum_exclusive: false, warnings: [] });
    setVariantPrice(menu, 910, 'standard', 2000);
    const lozenets = quoteOf(menu, body([{ product_id: 910, size: 'standard' }], zone(2)));
    expect(lozenets).toMatchObject({ minimum_minor: 2000, minimum_exclusive: true });
    expect(lozenets.warnings).toEqual([
      'Поръчката трябва да е над минималната сума от 20,00 € (в момента 20,00 €)',
    ]);
    setVariantPrice(menu, 910, 'standard', 2500);
    const boyana = quoteOf(menu, body([{ product_id: 910, size: 'standard' }], zone(3)));
    expect(boyana).toMatchObject({
      minimum_includes_delivery: true,
      delivery_minor: 500,
      warnings: [],
    });
  });

  it('splits included VAT per line and for delivery, and keeps the choice normalized', () => {
    const menu = createDemoMenu();
    const quote = quoteOf(
      menu,
      body([
        { product_id: 101, size: 'standard' },
        { product_id: 910, size: 'standard' },
      ]),
    );
    expect(quote.subtotal_minor).toBe(1190);
    expect(quote.total_minor).toBe(1440);
    expect(quote.delivery_tax_minor).toBe(42);
    expect(quote.tax_minor).toBe(148 + 50 + 42);
    expect(quote.net_minor).toBe(1440 - 240);
    expect(quote.choice).toEqual({
      fulfilment: 'delivery',
      zone_id: 1,
      location_id: '',
      payment: 'cash',
    });
    expect(quote).toMatchObject({
      count: 2,
      vat_percent: 20,
      discount_code: '',
      online_discount_minor: 0,
    });
  });

  it('marks the quote test_only for a test partner', () => {
    const menu = createDemoMenu();
    const result = priceQuote(menu, body([{ product_id: 910, size: 'standard' }]), {
      now: WED_NOON,
      testOnly: true,
    });
    expect(result.ok && result.quote.test_only).toBe(true);
  });
});

describe('checkSubmittable', () => {
  const ctx = { now: WED_NOON, testOnly: false };
  const enough = () => body([{ product_id: 101, size: 'family' }]);

  it('accepts a ready quote above the minimum', () => {
    const menu = createDemoMenu();
    expect(checkSubmittable(menu, quoteOf(menu, enough()), ctx)).toBeNull();
  });

  it('answers 503 when ordering is switched off', () => {
    const menu = createDemoMenu();
    const quote = quoteOf(menu, enough());
    setOrderingEnabled(menu, false);
    expect(checkSubmittable(menu, quote, ctx)?.status).toBe(503);
  });

  it('answers 422 for a test-only quote, a closed period, a minimum not reached and a product gone', () => {
    const menu = createDemoMenu();
    const testQuote = priceQuote(menu, enough(), { now: WED_NOON, testOnly: true });
    expect(testQuote.ok && checkSubmittable(menu, testQuote.quote, ctx)?.status).toBe(422);
    expect(checkSubmittable(menu, quoteOf(menu, enough(), WED_CLOSED), ctx)?.status).toBe(422);
    expect(
      checkSubmittable(menu, quoteOf(menu, enough()), { ...ctx, now: WED_CLOSED })?.status,
    ).toBe(422);
    const small = quoteOf(menu, body([{ product_id: 910, size: 'standard' }]));
    expect(checkSubmittable(menu, small, ctx)?.message).toContain('15,00 €');
    const quote = quoteOf(menu, enough());
    setProductAvailable(menu, 101, false);
    expect(checkSubmittable(menu, quote, ctx)?.status).toBe(422);
  });

  it('answers 422 when a quoted combo became unavailable', () => {
    const menu = createDemoMenu();
    const family = menu.combos.find((c) => c.code === 'FAMILY');
    const quote = quoteOf(menu, body([family?.default_selection]));
    if (family) family.available = false;
    expect(checkSubmittable(menu, quote, ctx)?.message).toContain('Семейно меню');
  });
});
