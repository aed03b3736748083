import { describe, expect, it } from 'vitest';
import { createDemoMenu } from '../../../src/sandbox/menu/index.ts';
import { body, PICKUP, problemOf, quoteOf, ZONE_CENTRE } from './helpers.ts';

const menu = createDemoMenu();
const pizza = (extra: Record<string, unknown> = {}) => ({
  product_id: 101,
  size: 'standard',
  ...extra,
});
const rejects = (raw: unknown, status = 422) => expect(problemOf(menu, raw).status).toBe(status);
const half = (a: Record<string, unknown>, b: Record<string, unknown>, extra = {}) => ({
  type: 'half',
  halves: [
    { product_id: 101, size: 'family', removed: [], ...a },
    { product_id: 103, size: 'family', removed: [], ...b },
  ],
  ...extra,
});
const lunch = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  type: 'combo',
  combo_code: 'LUNCH',
  combo_revision: 'r1',
  items,
  ...extra,
});
const cola = { type: 'product', product_id: 910, size: 'standard' };

describe('request shape', () => {
  it('accepts exactly items and choice', () => {
    expect(quoteOf(menu, body([pizza()])).items).toHaveLength(1);
  });

  it('rejects a body that is not an object, extra top-level fields and a missing choice', () => {
    rejects([]);
    rejects({ items: [{ selection: pizza() }], choice: ZONE_CENTRE, customer: {} });
    rejects({ items: [{ selection: pizza() }] });
  });

  it('rejects 0 or more than 40 lines', () => {
    rejects(body([]));
    rejects(body(Array.from({ length: 41 }, () => pizza())));
    expect(quoteOf(menu, body(Array.from({ length: 40 }, () => pizza()))).count).toBe(40);
  });

  it('rejects quantities outside 1..20 and of the wrong type', () => {
    for (const quantity of [0, 21, 1.5, '2', null]) {
      rejects({ items: [{ selection: pizza(), quantity }], choice: ZONE_CENTRE });
    }
    expect(
      quoteOf(menu, { items: [{ selection: pizza(), quantity: 20 }], choice: ZONE_CENTRE }).count,
    ).toBe(20);
  });

  it('names a read-only field echoed in a line or a selection', () => {
    const line = problemOf(menu, {
      items: [{ selection: pizza(), quantity: 1, price: 890 }],
      choice: ZONE_CENTRE,
    });
    expect(line).toMatchObject({ status: 422 });
    expect(line.message).toContain("read-only field 'price'");
    for (const field of [
      'minor',
      'key',
      'configuration',
      'paid',
      'status',
      'source',
      'user_id',
      'name',
    ]) {
      expect(problemOf(menu, body([pizza({ [field]: 1 })])).message).toContain(`'${field}'`);
    }
  });

  it('names an undocumented field', () => {
    const problem = problemOf(menu, body([pizza({ comment: 'extra hot' })]));
    expect(problem.status).toBe(422);
    expect(problem.message).toContain("undocumented field 'comment'");
  });
});

describe('product selection', () => {
  it('rejects unknown and unavailable products, the latter in Bulgarian', () => {
    rejects(body([pizza({ product_id: 99_999 })]));
    rejects(body([pizza({ product_id: '101' })]));
    expect(problemOf(menu, body([{ product_id: 121, size: 'standard' }])).message).toMatch(
      /не е наличен/,
    );
  });

  it('accepts unlisted option children by id', () => {
    expect(quoteOf(menu, body([{ product_id: 903, size: 'standard' }])).subtotal_minor).toBe(520);
  });

  it('rejects a size that is not a returned variant key', () => {
    rejects(body([pizza({ size: 'xl' })]));
    rejects(body([{ product_id: 301, size: 'family' }]));
    rejects(body([{ product_id: 101 }]));
  });

  it('rejects removing fixed, unknown, repeated or too many ingredients', () => {
    rejects(body([pizza({ removed: [1] })]));
    rejects(body([pizza({ removed: [37] })]));
    rejects(body([pizza({ removed: [16] })]));
    rejects(body([pizza({ removed: [2, 2] })]));
    rejects(body([pizza({ removed: Array.from({ length: 101 }, (_, i) => i + 1) })]));
    expect(quoteOf(menu, body([pizza({ removed: [2, 21] })])).items).toHaveLength(1);
  });

  it('rejects addons not offered, disabled, repeated or too many', () => {
    rejects(body([pizza({ addons: ['caviar'] })]));
    rejects(body([pizza({ addons: ['ketchup'] })]));
    rejects(body([pizza({ addons: ['ham', 'ham'] })]));
    rejects(body([pizza({ addons: Array.from({ length: 41 }, (_, i) => `a${i}`) })]));
    rejects(body([{ product_id: 301, size: 'standard', addons: ['ham'] }]));
  });

  it('accepts a permitted base and rejects unknown, disabled and inapplicable ones', () => {
    expect(
      quoteOf(menu, body([pizza({ base: 'wholegrain' })])).items[0]?.configuration.base?.code,
    ).toBe('wholegrain');
    rejects(body([pizza({ base: 'square' })]));
    rejects(body([{ product_id: 105, size: 'standard', base: 'gluten_free' }]));
    rejects(body([{ product_id: 115, size: 'standard', base: 'thin' }]));
    rejects(body([{ product_id: 301, size: 'standard', base: 'traditional' }]));
  });

  it('changes the crust only where it is selectable, accepting 0/1 flags', () => {
    rejects(body([{ product_id: 107, size: 'standard', crust: true }]));
    rejects(body([{ product_id: 120, size: 'standard', crust: 0 }]));
    rejects(body([pizza({ crust: 'yes' })]));
    expect(
      quoteOf(menu, body([{ product_id: 107, size: 'standard', crust: 0 }])).items,
    ).toHaveLength(1);
    expect(
      quoteOf(menu, body([{ product_id: 120, size: 'standard', crust: 1 }])).items,
    ).toHaveLength(1);
  });

  it('rejects an unknown selection type', () => {
    rejects(body([pizza({ type: 'bundle' })]));
  });
});

describe('half-and-half selection', () => {
  it('requires exactly two halves', () => {
    rejects(body([{ type: 'half', halves: [{ product_id: 101, size: 'family', removed: [] }] }]));
    const three = half({}, {});
    three.halves.push({ product_id: 102, size: 'family', removed: [] });
    rejects(body([three]));
  });

  it('allows only product_id, family size and removed per half', () => {
    rejects(body([half({ size: 'medium' }, {})]));
    rejects(body([half({ addons: ['ham'] }, {})]));
    rejects(body([half({}, { crust: true })]));
    rejects(body([half({ base: 'thin' }, {})]));
    rejects(body([half({ removed: [1] }, {})]));
    expect(quoteOf(menu, body([half({ type: 'product', removed: [21] }, {})])).items).toHaveLength(
      1,
    );
  });

  it('rejects addons on the outer selection and ineligible pizzas', () => {
    rejects(body([half({}, {}, { addons: ['ham'] })]));
    expect(problemOf(menu, body([half({ product_id: 111 }, {})])).message).toMatch(
      /половин-половина/,
    );
    rejects(body([half({ product_id: 301 }, {})]));
  });

  it('rejects a crust change on the outer selection: the crust follows the recipe', () => {
    // 101 and 103 both have a selectable crust that their family recipe does not include.
    const message = problemOf(menu, body([half({}, {}, { crust: true })])).message;
    expect(message).toContain('crust follows the recipe');
    rejects(body([half({}, {}, { crust: 1 })]));
    // Repeating the recipe's own value is no change.
    expect(quoteOf(menu, body([half({}, {}, { crust: false })])).items).toHaveLength(1);
  });

  it('rejects half-and-half when it is switched off', () => {
    const off = createDemoMenu();
    off.half.enabled = false;
    expect(problemOf(off, body([half({}, {})])).status).toBe(422);
  });
});

describe('combo selection', () => {
  const pizzaItem = { type: 'product', product_id: 101, size: 'standard' };

  it('rejects an unknown or unavailable combo', () => {
    rejects(body([lunch([pizzaItem, cola], { combo_code: 'BRUNCH' })]));
    const night = { type: 'combo', combo_code: 'NIGHT', combo_revision: 'r1', items: [] };
    expect(problemOf(menu, body([night])).message).toMatch(/не се предлага/);
  });

  it('answers 409 for a different revision', () => {
    const problem = problemOf(menu, body([lunch([pizzaItem, cola], { combo_revision: 'r0' })]));
    expect(problem.status).toBe(409);
    expect(problem.message).toContain('changed definition');
  });

  it('requires one item per slot, in order, from the slot, in the slot size, without quantity', () => {
    rejects(body([lunch([pizzaItem])]));
    rejects(body([lunch([cola, pizzaItem])]));
    rejects(body([lunch([{ ...pizzaItem, product_id: 107 }, cola])]));
    rejects(body([lunch([{ ...pizzaItem, size: 'family' }, cola])]));
    rejects(body([lunch([{ ...pizzaItem, quantity: 2 }, cola])]));
    rejects(body([lunch([pizzaItem, cola], { minor: 1050 })]));
  });
});

describe('receipt choice', () => {
  const line = [pizza()];

  it('accepts delivery to an enabled zone and pickup at main', () => {
    expect(
      quoteOf(menu, body(line, { fulfilment: 'delivery', zone_id: 2, payment: 'cash' })).choice
        .zone_id,
    ).toBe(2);
    expect(quoteOf(menu, body(line, PICKUP)).choice.location_id).toBe('main');
  });

  it('rejects disabled, unknown and string zones', () => {
    expect(problemOf(menu, body(line, { ...ZONE_CENTRE, zone_id: 4 })).message).toContain('Банкя');
    rejects(body(line, { ...ZONE_CENTRE, zone_id: 99 }));
    rejects(body(line, { ...ZONE_CENTRE, zone_id: '1' }));
    rejects(body(line, { ...ZONE_CENTRE, zone_id: 0 }));
    rejects(body(line, { fulfilment: 'delivery', payment: 'cash' }));
  });

  it('rejects other payments, locations, fulfilments and fields', () => {
    rejects(body(line, { ...ZONE_CENTRE, payment: 'card' }));
    rejects(body(line, { fulfilment: 'delivery', zone_id: 1 }));
    rejects(body(line, { ...PICKUP, location_id: 'branch' }));
    rejects(body(line, { ...ZONE_CENTRE, location_id: 'main' }));
    rejects(body(line, { ...PICKUP, zone_id: 1 }));
    rejects(body(line, { ...ZONE_CENTRE, paid: true }));
    rejects(body(line, { fulfilment: 'courier', payment: 'cash' }));
  });
});
