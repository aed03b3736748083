import type {
  WireAvailability,
  WireCategory,
  WireCombo,
  WireComboSlot,
  WireHalfSettings,
} from '../wire.ts';

/**
 * Everything of the demo restaurant that is not a product: categories, combos, half-and-half
 * settings, delivery zones and the pickup location, plus the server-side rules the wire does not
 * show (late cutoffs, minimum comparison rules). Returned fresh on every call, so each sandbox
 * menu can be mutated by tests without touching another.
 */

/** Categories without counts; counts are derived from the products (spec "Category"). */
export const CATEGORY_NAMES: readonly (readonly [number, string, string])[] = [
  [1, 'Пици', 'pizza'],
  [2, 'Паста', 'pasta'],
  [3, 'Салати', 'salad'],
  [4, 'Супи', 'soup'],
  [5, 'Предястия', 'starter'],
  [6, 'Бургери', 'burger'],
  [7, 'Скара', 'grill'],
  [8, 'Десерти', 'dessert'],
  [9, 'Напитки', 'drink'],
  [10, 'Сосове', 'sauce'],
  [11, 'Вегетариански', 'leaf'],
];

/** Categories with zero counts, to be filled by the menu. */
export function demoCategories(): WireCategory[] {
  return CATEGORY_NAMES.map(([id, name, icon]) => ({ id, name, icon, count: 0 }));
}

interface ComboRow {
  code: string;
  name: string;
  description: string;
  minor: number;
  available: boolean;
  schedule: string;
  slots: WireComboSlot[];
  defaults: number[];
}

const COMBOS: readonly ComboRow[] = [
  {
    code: 'LUNCH',
    name: 'Обедно меню',
    description: 'Малка пица по избор и безалкохолна напитка.',
    minor: 1050,
    available: true,
    schedule: 'Всеки ден 11:00–16:00',
    slots: [
      { product_ids: [101, 102, 103, 105, 109, 112], size: 'standard' },
      { product_ids: [910, 911, 912, 908], size: 'standard' },
    ],
    defaults: [101, 910],
  },
  {
    code: 'FAMILY',
    name: 'Семейно меню',
    description: 'Две фамилни пици, салата и напитка.',
    minor: 3990,
    available: true,
    schedule: 'Всеки ден',
    slots: [
      { product_ids: [101, 102, 103, 104, 105, 106, 107, 109, 113], size: 'family' },
      { product_ids: [101, 102, 103, 104, 105, 106, 107, 109, 113], size: 'family' },
      { product_ids: [301, 304, 306], size: 'standard' },
      { product_ids: [910, 911, 912], size: 'standard' },
    ],
    defaults: [101, 103, 301, 910],
  },
  {
    code: 'BURGER',
    name: 'Бургер меню',
    description: 'Бургер, картофки и напитка.',
    minor: 1590,
    available: true,
    schedule: 'Всеки ден',
    slots: [
      { product_ids: [601, 602, 603, 604, 605], size: 'standard' },
      { product_ids: [501, 502], size: 'standard' },
      { product_ids: [910, 911, 912, 905], size: 'standard' },
    ],
    defaults: [601, 501, 910],
  },
  {
    code: 'NIGHT',
    name: 'Нощно меню',
    description: 'Средна лютива пица и бира.',
    minor: 1390,
    available: false,
    schedule: 'Петък и събота след 22:00',
    slots: [
      { product_ids: [103, 110], size: 'medium' },
      { product_ids: [905, 906], size: 'standard' },
    ],
    defaults: [103, 905],
  },
];

/** The demo combos, each with a ready-to-send default selection (spec "Combo"). */
export function demoCombos(): WireCombo[] {
  return COMBOS.map((row) => ({
    code: row.code,
    revision: 'r1',
    name: row.name,
    description: row.description,
    image: row.code === 'NIGHT' ? null : `https://images.example.invalid/combos/${row.code}.jpg`,
    minor: row.minor,
    available: row.available,
    schedule: row.schedule,
    slots: row.slots.map((slot) => ({ product_ids: [...slot.product_ids], size: slot.size })),
    default_selection: {
      type: 'combo',
      combo_code: row.code,
      combo_revision: 'r1',
      items: row.slots.map((slot, i) => ({
        type: 'product',
        product_id: row.defaults[i] as number,
        size: slot.size,
      })),
    },
  }));
}

/** Half-and-half is on, priced by the higher family price (spec "HalfSettings"). */
export function demoHalf(): WireHalfSettings {
  return { enabled: true, size: 'family', price_mode: 'higher', fixed_minor: null };
}

/**
 * Zones and pickup. Zone fields are deliberately mixed numbers and numeric strings, and zone 4 is
 * disabled, as the spec allows (spec "Zone": integer or numeric string).
 */
export function demoAvailability(): WireAvailability {
  return {
    currency: 'EUR',
    timezone: 'Europe/Sofia',
    payment_methods: ['cash'],
    ordering_enabled: true,
    zones: [
      zone(1, 'Център', 1, 127, '11:00', '22:30', 250, 1500, 3000),
      zone('2', 'Лозенец', '1', '127', '11:00', '22:30', '350', '2000', '4000'),
      zone('3', 'Бояна', 1, '31', '12:00', '21:30', '500', '3000', null),
      zone('4', 'Банкя', '0', 127, '11:00', '22:30', '800', '4000', null),
      zone(5, 'Студентски град', 1, 127, '11:00', '22:30', 300, null, null),
    ],
    pickup: {
      location_id: 'main',
      name: 'Пицария „Под липите“',
      address: 'София, ул. „Оборище“ 42',
      opens: '11:00',
      cutoff: '22:30',
      days: [1, 2, 3, '4', '5', 6, '7'],
    },
    notice: 'Цените, таксите и минималните суми се потвърждават само чрез /quote.',
  };
}

function zone(
  id: number | string,
  name: string,
  enabled: number | string,
  daysMask: number | string,
  opens: string,
  cutoff: string,
  fee: number | string,
  minimum: number | string | null,
  freeOver: number | string | null,
) {
  return {
    id,
    name,
    enabled,
    days_mask: daysMask,
    acceptance_opens: opens,
    acceptance_cutoff: cutoff,
    delivery_fee_minor: fee,
    minimum_order_minor: minimum,
    free_delivery_over_minor: freeOver,
  };
}

/** End of the late period per zone (HH:MM after acceptance_cutoff); not on the wire. */
export function demoLateCutoffs(): Map<number, string> {
  return new Map([
    [1, '23:30'],
    [2, '23:30'],
    [3, '22:00'],
    [4, '23:30'],
    [5, '23:30'],
  ]);
}

/** How each zone compares the minimum (spec "Quote": minimum_exclusive / _includes_delivery). */
export function demoMinimumRules(): Map<number, { exclusive: boolean; includesDelivery: boolean }> {
  return new Map([
    [1, { exclusive: false, includesDelivery: false }],
    [2, { exclusive: true, includesDelivery: false }],
    [3, { exclusive: false, includesDelivery: true }],
    [4, { exclusive: false, includesDelivery: false }],
    [5, { exclusive: false, includesDelivery: false }],
  ]);
}
