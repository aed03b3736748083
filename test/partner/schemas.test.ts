import { describe, expect, it } from 'vitest';
import {
  Availability,
  CataloguePage,
  OrderRecord,
  QuoteResponse,
  successEnvelope,
} from '../../src/partner/schemas/index.ts';

const variant = {
  key: 'family',
  label: 'Фамилна 40 см',
  minor: '1590',
  weight_g: '900',
  ingredients: [
    { id: 1, name: 'Моцарела', removable: 0 },
    { id: '2', name: 'Гъби', removable: 1, colour: 'brown' },
  ],
  allergens: [1, '7'],
  crust_selectable: 1,
  crust_included: 0,
  crust_extra_minor: null,
  addons: [
    {
      code: 'olives',
      name: 'Маслини',
      group: 'topping',
      enabled: 1,
      minor: '180',
      allergens: [],
      reviewed: 0,
    },
  ],
};

const product = {
  id: '17',
  name: 'Маргарита',
  description: 'Доматен сос, моцарела',
  category_ids: [1],
  image: null,
  thumbnail: 'https://images.example.invalid/t/17.jpg',
  image_illustrative: 0,
  listed: 1,
  minor: null,
  currency: 'EUR',
  available: true,
  available_at: null,
  availability_notice: '',
  variants: [variant],
  addons: [],
  bases: [
    { code: 'thin', name: 'Тънко', enabled: 1, default: 0, minor: 0, allergens: [1], reviewed: 1 },
  ],
  choices: [],
  half_eligible: 1,
  popularity: 99,
};

const page = {
  schema: 1,
  currency: 'EUR',
  timezone: 'Europe/Sofia',
  categories: [{ id: 1, name: 'Пици', icon: 'pizza', count: 12 }],
  products: [product],
  page: 1,
  page_size: 50,
  total: '120',
  has_more: 1,
  combos: [],
  pizza_bases: [],
  half: { enabled: 1, size: 'family', price_mode: 'higher', fixed_minor: null },
  generated_at: '2026-11-22T10:00:00+02:00',
};

describe('catalogue schemas', () => {
  it('normalizes numeric strings to numbers and 0/1 flags to booleans', () => {
    const parsed = CataloguePage.parse(page);
    const p = parsed.products[0];
    expect(p?.id).toBe(17);
    expect(p?.listed).toBe(true);
    expect(p?.half_eligible).toBe(true);
    expect(parsed.total).toBe(120);
    expect(parsed.has_more).toBe(true);
    const v = p?.variants[0];
    expect(v?.minor).toBe(1590);
    expect(v?.weight_g).toBe(900);
    expect(v?.crust_selectable).toBe(true);
    expect(v?.crust_included).toBe(false);
    expect(v?.ingredients.map((i) => i.removable)).toEqual([false, true]);
    expect(v?.allergens).toEqual([1, 7]);
    expect(v?.addons[0]?.minor).toBe(180);
    expect(v?.addons[0]?.enabled).toBe(true);
  });

  it('keeps nullable amounts null: null never means free', () => {
    const parsed = CataloguePage.parse(page);
    expect(parsed.products[0]?.minor).toBeNull();
    expect(parsed.products[0]?.variants[0]?.crust_extra_minor).toBeNull();
    expect(parsed.half.fixed_minor).toBeNull();
  });

  it('ignores unknown fields instead of failing or passing them on', () => {
    const parsed = CataloguePage.parse({ ...page, promo_banner: 'x' });
    expect(parsed).not.toHaveProperty('promo_banner');
    expect(parsed.products[0]).not.toHaveProperty('popularity');
    expect(parsed.products[0]?.variants[0]?.ingredients[1]).not.toHaveProperty('colour');
  });

  it('accepts links and jsonapi members in the success envelope', () => {
    const envelope = successEnvelope(CataloguePage).parse({
      meta: { data: page },
      links: { self: '/catalogue?page=1', next: '/catalogue?page=2' },
      jsonapi: { version: '1.1' },
    });
    expect(envelope.meta.data.page).toBe(1);
  });

  it('rejects what the spec forbids: an allergen code out of range, an unknown size', () => {
    const withVariant = (change: Record<string, unknown>) => ({
      ...page,
      products: [{ ...product, variants: [{ ...variant, ...change }] }],
    });
    // One product that breaks the spec is left out of the page and described, not fatal.
    const badAllergen = CataloguePage.parse(withVariant({ allergens: [15] }));
    expect(badAllergen.products).toEqual([]);
    expect(badAllergen.unreadable).toEqual([
      {
        record: 'product',
        id: String(product.id),
        name: product.name,
        reason: expect.stringContaining('variants.0.allergens.0'),
      },
    ]);
    const badSize = CataloguePage.parse(withVariant({ key: 'giant' }));
    expect(badSize.unreadable[0]?.reason).toContain('variants.0.key');
    expect(CataloguePage.safeParse({ ...page, currency: 'BGN' }).success).toBe(false);
  });

  it('reads an image that is not a web address as no image, keeping the product', () => {
    const parsed = CataloguePage.parse({
      ...page,
      products: [{ ...product, image: 'not a url', thumbnail: 'ftp://x/y.png' }],
    });
    expect(parsed.products[0]).toMatchObject({ image: null, thumbnail: null });
  });

  it('rejects a non-numeric string where a number is expected', () => {
    expect(CataloguePage.safeParse({ ...page, total: 'many' }).success).toBe(false);
  });
});

describe('availability schema', () => {
  it('normalizes zone ids, switches, masks and amounts given as numeric strings', () => {
    const parsed = Availability.parse({
      currency: 'EUR',
      timezone: 'Europe/Sofia',
      payment_methods: ['cash'],
      ordering_enabled: 1,
      zones: [
        {
          id: '3',
          name: 'Център',
          enabled: '0',
          days_mask: '127',
          acceptance_opens: '11:00',
          acceptance_cutoff: '22:30',
          delivery_fee_minor: '250',
          minimum_order_minor: null,
          free_delivery_over_minor: '3000',
        },
      ],
      pickup: {
        location_id: 'main',
        name: 'Ресторант',
        address: 'ул. Витоша 1',
        opens: '10:00',
        cutoff: '22:00',
        days: [1, '2', 3],
      },
      notice: 'Use /quote',
      loyalty: { ignored: true },
    });
    expect(parsed.ordering_enabled).toBe(true);
    expect(parsed.zones[0]).toMatchObject({
      id: 3,
      enabled: false,
      days_mask: 127,
      delivery_fee_minor: 250,
      minimum_order_minor: null,
      free_delivery_over_minor: 3000,
    });
    expect(parsed.pickup.days).toEqual([1, 2, 3]);
  });
});

describe('quote and order schemas', () => {
  const quote = {
    schema: 1,
    test_only: 0,
    currency: 'EUR',
    choice: { fulfilment: 'pickup', zone_id: 0, location_id: 'main', payment: 'cash' },
    location: {
      id: 'main',
      name: 'Ресторант',
      address: 'ул. Витоша 1',
      opens: '10:00',
      cutoff: '22:00',
    },
    items: [
      {
        key: 'l1',
        name: 'Маргарита',
        quantity: 2,
        unit_minor: 1590,
        subtotal_minor: 3180,
        configuration: {
          schema: 1,
          type: 'product',
          name: 'Маргарита',
          unit_minor: 1590,
          currency: 'EUR',
          weight_g: null,
          parts: [
            { product_id: 17, name: 'Маргарита', size: 'family', unit_minor: 1590, crust: 0 },
          ],
          allergens: [1, 7],
        },
        discount_minor: 0,
        gross_minor: 3180,
        net_minor: 2650,
        tax_minor: 530,
      },
    ],
    count: 2,
    subtotal_minor: 3180,
    delivery_minor: 0,
    total_minor: 3180,
    minimum_minor: null,
    minimum_exclusive: 0,
    minimum_includes_delivery: 1,
    period: 'pickup',
    schedule_ready: 1,
    warnings: [],
    net_minor: 2650,
    tax_minor: 530,
    vat_percent: 20,
  };

  it('parses a quote response with flags as 0/1 and a nullable minimum', () => {
    const parsed = QuoteResponse.parse({
      quote,
      quote_token: 'tok',
      expires_at: '2026-11-22T10:15:00Z',
    });
    expect(parsed.quote.test_only).toBe(false);
    expect(parsed.quote.schedule_ready).toBe(true);
    expect(parsed.quote.minimum_minor).toBeNull();
    expect(parsed.quote.items[0]?.configuration.parts[0]?.crust).toBe(false);
  });

  it('keeps a quote period the spec does not list as sent, and a listed one as itself', () => {
    const at = '2026-11-22T10:15:00Z';
    const parse = (period: string) =>
      QuoteResponse.parse({ quote: { ...quote, period }, quote_token: 't', expires_at: at }).quote
        .period;
    expect(parse('late')).toBe('late');
    expect(parse('holiday')).toEqual({ unknown: 'holiday' });
  });

  it('parses an order record and keeps replayed optional', () => {
    const record = {
      external_order_id: 'tg-1',
      order_number: '1001',
      status: 'accepted',
      status_label: 'Приета',
      currency: 'EUR',
      total_minor: 3180,
      payment: 'cash',
      paid: 0,
      created_at: '2026-11-22T08:00:00Z',
      updated_at: '2026-11-22T08:00:00Z',
    };
    expect(OrderRecord.parse(record).replayed).toBeUndefined();
    expect(OrderRecord.parse({ ...record, replayed: 1 }).replayed).toBe(true);
    expect(OrderRecord.parse(record)).not.toHaveProperty('status_raw');
    // Issue 34: a status the spec does not list is kept as unknown, with the value as sent.
    expect(OrderRecord.parse({ ...record, status: 'ready' })).toMatchObject({
      status: 'unknown',
      status_raw: 'ready',
      status_label: 'Приета',
    });
    // A label the bot only shows: null reads as empty, the record is kept.
    expect(OrderRecord.parse({ ...record, status_label: null }).status_label).toBe('');
  });
});

describe('display-only fields (issue 20 point 4)', () => {
  it('reads a null or absent notice, address, description or free-text generation time as sent', () => {
    const parsed = Availability.parse({
      currency: 'EUR',
      timezone: 'Europe/Sofia',
      payment_methods: ['cash'],
      ordering_enabled: true,
      zones: [],
      pickup: {
        location_id: 'main',
        name: 'Ресторант',
        address: null,
        opens: '',
        cutoff: '22:30:00',
        days: [1],
      },
      notice: null,
    });
    expect(parsed.notice).toBe('');
    expect(parsed.pickup).toMatchObject({ address: '', opens: '', cutoff: '22:30' });
    const read = CataloguePage.parse({
      ...page,
      generated_at: 'вчера',
      products: [{ ...product, description: null, availability_notice: undefined }],
    });
    expect(read.generated_at).toBe('вчера');
    expect(read.products[0]).toMatchObject({ description: '', availability_notice: '' });
  });
});
