import { describe, expect, it } from 'vitest';
import {
  comboSelection,
  halfSelection,
  orderLine,
  productSelection,
} from '../../src/domain/selections.ts';
import { PartnerError } from '../../src/partner/errors.ts';
import {
  customer,
  deliveryChoice,
  orderRequest,
  pickupChoice,
  quoteRequest,
} from '../../src/partner/requests.ts';
import { Combo } from '../../src/partner/schemas/index.ts';

// The documented request fields, straight from the spec's request tables.
const SELECTION_FIELDS = new Set([
  'type',
  'product_id',
  'size',
  'removed',
  'crust',
  'addons',
  'base',
  'halves',
  'combo_code',
  'combo_revision',
  'items',
]);
const LINE_FIELDS = new Set(['selection', 'quantity']);
const CHOICE_FIELDS = new Set(['fulfilment', 'zone_id', 'location_id', 'payment']);
const CUSTOMER_FIELDS = new Set(['name', 'phone', 'email', 'address', 'note']);
const ORDER_FIELDS = new Set([
  'external_order_id',
  'items',
  'choice',
  'customer',
  'expected_total_minor',
  'quote_token',
]);

function undocumentedSelectionKeys(selection: Record<string, unknown>): string[] {
  const bad = Object.keys(selection).filter((key) => !SELECTION_FIELDS.has(key));
  for (const nested of [selection.halves, selection.items]) {
    if (Array.isArray(nested)) {
      for (const item of nested)
        bad.push(...undocumentedSelectionKeys(item as Record<string, unknown>));
    }
  }
  return bad;
}

function undocumentedOrderKeys(body: Record<string, unknown>): string[] {
  const bad = Object.keys(body).filter((key) => !ORDER_FIELDS.has(key));
  for (const line of body.items as Record<string, unknown>[]) {
    bad.push(...Object.keys(line).filter((key) => !LINE_FIELDS.has(key)));
    bad.push(...undocumentedSelectionKeys(line.selection as Record<string, unknown>));
  }
  bad.push(...Object.keys(body.choice as object).filter((key) => !CHOICE_FIELDS.has(key)));
  bad.push(...Object.keys(body.customer as object).filter((key) => !CUSTOMER_FIELDS.has(key)));
  return bad;
}

const combo = Combo.parse({
  code: 'family-box',
  revision: 'r7',
  name: 'Семейно меню',
  description: '',
  image: null,
  minor: 2990,
  available: 1,
  schedule: 'всеки ден',
  slots: [
    { product_ids: [1, 2], size: 'family' },
    { product_ids: [40, 41], size: 'standard' },
  ],
  default_selection: {
    type: 'combo',
    combo_code: 'family-box',
    combo_revision: 'r7',
    items: [
      { product_id: 1, size: 'family', unit_minor: 1590 },
      { product_id: 40, size: 'standard', removed: [] },
    ],
    minor: 2990,
  },
});

describe('request builders', () => {
  it('build an order with every kind of line using only documented fields', () => {
    const items = [
      orderLine(
        productSelection({
          productId: 1,
          size: 'medium',
          removed: [3],
          addons: ['olives'],
          crust: true,
          base: 'thin',
        }),
        2,
      ),
      orderLine(
        halfSelection({ halves: [{ productId: 1, removed: [3] }, { productId: 2 }], base: 'thin' }),
        1,
      ),
      orderLine(comboSelection(combo), 1),
    ];
    const body = orderRequest({
      externalOrderId: 'tg-42.1',
      quote: quoteRequest(items, deliveryChoice(3)),
      customer: customer({
        name: ' Иван ',
        phone: '+359888123456',
        address: 'ул. Шипка 5',
        email: '',
      }),
      expectedTotalMinor: 6770,
      quoteToken: 'signed-token',
    });
    expect(undocumentedOrderKeys(body as unknown as Record<string, unknown>)).toEqual([]);
    expect(body.customer).toEqual({ name: 'Иван', phone: '+359888123456', address: 'ул. Шипка 5' });
  });

  it('rebuilds a combo default selection without the catalogue copy’s extra fields', () => {
    const selection = comboSelection(combo);
    expect(selection).toEqual({
      type: 'combo',
      combo_code: 'family-box',
      combo_revision: 'r7',
      items: [
        { product_id: 1, size: 'family' },
        { product_id: 40, size: 'standard' },
      ],
    });
  });

  it('keeps half-and-half halves to product, family size and removals', () => {
    const selection = halfSelection({ halves: [{ productId: 5 }, { productId: 6, removed: [9] }] });
    expect(selection.halves).toEqual([
      { product_id: 5, size: 'family', removed: [] },
      { product_id: 6, size: 'family', removed: [9] },
    ]);
  });

  it('never sends a crust on a half-and-half: the crust follows the recipe', () => {
    const selection = halfSelection({ halves: [{ productId: 5 }, { productId: 6 }], base: 'thin' });
    expect(selection).not.toHaveProperty('crust');
    const withCrust = { ...selection, crust: true };
    expect(() => quoteRequest([orderLine(withCrust as never, 1)], pickupChoice())).toThrow(
      PartnerError,
    );
  });

  it('builds both receipt choices exactly as the spec table says', () => {
    expect(deliveryChoice(4)).toEqual({ fulfilment: 'delivery', zone_id: 4, payment: 'cash' });
    expect(pickupChoice()).toEqual({ fulfilment: 'pickup', location_id: 'main', payment: 'cash' });
  });

  it('refuses requests outside the spec limits before anything is sent', () => {
    const line = orderLine(productSelection({ productId: 1, size: 'standard' }), 1);
    expect(() => orderLine(productSelection({ productId: 1, size: 'standard' }), 21)).toThrow(
      PartnerError,
    );
    expect(() =>
      quoteRequest(
        Array.from({ length: 41 }, () => line),
        pickupChoice(),
      ),
    ).toThrow(PartnerError);
    expect(() => productSelection({ productId: 1, size: 'standard', addons: ['a', 'a'] })).toThrow(
      /distinct/,
    );
    expect(() =>
      productSelection({
        productId: 1,
        size: 'standard',
        removed: Array.from({ length: 101 }, (_, i) => i + 1),
      }),
    ).toThrow(PartnerError);
    expect(() => customer({ name: 'A', phone: '0888123456', note: 'two\nlines' })).toThrow(
      PartnerError,
    );
    expect(() => customer({ name: 'x'.repeat(101), phone: '0888123456' })).toThrow(PartnerError);
    expect(() =>
      orderRequest({
        externalOrderId: '-starts-with-dash',
        quote: quoteRequest([line], pickupChoice()),
        customer: customer({ name: 'A', phone: '0888123456' }),
        expectedTotalMinor: 100,
        quoteToken: 't',
      }),
    ).toThrow(PartnerError);
  });
});
