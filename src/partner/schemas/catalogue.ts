import { z } from 'zod';
import {
  AllergenCode,
  Currency,
  DisplayText,
  Flag,
  Minor,
  NullableMinor,
  NullableUrl,
  NumericInt,
  SizeKey,
} from './primitives.ts';

/** Spec "Category": merged by id across catalogue pages. */
export const Category = z.object({
  id: NumericInt,
  name: z.string(),
  icon: DisplayText,
  count: NumericInt.default(0),
});
export type Category = z.infer<typeof Category>;

/** Spec "Ingredient": only removable ones may go to selection.removed. */
export const Ingredient = z.object({
  id: NumericInt,
  name: z.string(),
  removable: Flag,
});
export type Ingredient = z.infer<typeof Ingredient>;

/** Spec "Addon": inside a variant its `minor` is the price for that size. */
export const Addon = z.object({
  code: z.string().min(1),
  name: z.string(),
  group: z.enum(['sauce', 'topping']),
  enabled: Flag,
  minor: Minor,
  allergens: z.array(AllergenCode),
  reviewed: Flag,
  family_minor: Minor.optional(),
  weight_g: NumericInt.optional(),
  family_weight_g: NumericInt.optional(),
  family_name: z.string().optional(),
});
export type Addon = z.infer<typeof Addon>;

/**
 * Spec "Base (pizza base)": `enabled` may be absent in normalized quote bases, so it defaults to
 * true there; `minor` is always 0 and a base is never a paid extra.
 */
export const Base = z.object({
  code: z.string().min(1),
  name: z.string(),
  enabled: Flag.default(true),
  default: Flag.default(false),
  minor: Minor.default(0),
  allergens: z.array(AllergenCode).default([]),
  reviewed: Flag.default(false),
});
export type Base = z.infer<typeof Base>;

/** Spec "Variant (size)": `minor` is the full price of the size, null when the quote decides. */
export const Variant = z.object({
  key: SizeKey,
  label: z.string(),
  minor: NullableMinor,
  weight_g: NumericInt.nullable().default(null),
  ingredients: z.array(Ingredient).default([]),
  allergens: z.array(AllergenCode).max(14).default([]),
  crust_selectable: Flag.default(false),
  crust_included: Flag.default(false),
  crust_extra_minor: NullableMinor.default(null),
  addons: z.array(Addon).default([]),
});
export type Variant = z.infer<typeof Variant>;

/** Spec "ChoiceOption": a different product with its own recipe, sizes and price. */
export const ChoiceOption = z.object({
  product_id: NumericInt,
  label: z.string(),
  minor: Minor,
  current: Flag.default(false),
});
export type ChoiceOption = z.infer<typeof ChoiceOption>;

/** Spec "ChoiceGroup": flavour or package choices leading to another product id. */
export const ChoiceGroup = z.object({
  label: z.string(),
  show_price: Flag.default(true),
  options: z.array(ChoiceOption),
});
export type ChoiceGroup = z.infer<typeof ChoiceGroup>;

/** Spec "Product". `listed: false` marks an option child: kept by id, never shown as a card. */
export const Product = z.object({
  id: NumericInt,
  name: z.string(),
  description: DisplayText,
  category_ids: z.array(NumericInt.pipe(z.number().int().min(1))),
  image: NullableUrl,
  thumbnail: NullableUrl,
  image_illustrative: Flag.default(false),
  listed: Flag,
  minor: NullableMinor,
  currency: Currency.default('EUR'),
  available: Flag,
  available_at: z.string().nullable().default(null),
  availability_notice: DisplayText,
  variants: z.array(Variant),
  addons: z.array(Addon).default([]),
  bases: z.array(Base).default([]),
  choices: z.array(ChoiceGroup).default([]),
  half_eligible: Flag.default(false),
});
export type Product = z.infer<typeof Product>;

/**
 * Spec "Request selection", as it appears inside catalogue data (a combo's `default_selection`)
 * and a quote configuration. Tolerant on the way in; what we send is built by `requests.ts`.
 */
export type CatalogueSelection = {
  type?: 'product' | 'half' | 'combo' | undefined;
  product_id?: number | undefined;
  size?: SizeKey | undefined;
  removed?: number[] | undefined;
  crust?: boolean | undefined;
  addons?: string[] | undefined;
  base?: string | undefined;
  halves?: CatalogueSelection[] | undefined;
  combo_code?: string | undefined;
  combo_revision?: string | undefined;
  items?: CatalogueSelection[] | undefined;
};
export const CatalogueSelection: z.ZodType<CatalogueSelection> = z.lazy(() =>
  z.object({
    type: z.enum(['product', 'half', 'combo']).optional(),
    product_id: NumericInt.optional(),
    size: SizeKey.optional(),
    removed: z.array(NumericInt).optional(),
    crust: Flag.optional(),
    addons: z.array(z.string()).optional(),
    base: z.string().optional(),
    halves: z.array(CatalogueSelection).optional(),
    combo_code: z.string().optional(),
    combo_revision: z.string().optional(),
    items: z.array(CatalogueSelection).optional(),
  }),
);

/** Spec "ComboSlot": allowed products and a fixed size. */
export const ComboSlot = z.object({
  product_ids: z.array(NumericInt).min(1),
  size: SizeKey,
});
export type ComboSlot = z.infer<typeof ComboSlot>;

/** Spec "Combo": `revision` is copied exactly into combo_revision, never invented. */
export const Combo = z.object({
  code: z.string().min(1),
  revision: z.string(),
  name: z.string(),
  description: DisplayText,
  image: NullableUrl,
  minor: Minor,
  available: Flag,
  schedule: DisplayText,
  slots: z.array(ComboSlot),
  default_selection: CatalogueSelection,
});
export type Combo = z.infer<typeof Combo>;

/** Spec "HalfSettings" `price_mode`: the ways the restaurant prices two halves. */
export const HALF_PRICE_MODES = ['higher', 'average', 'fixed', 'unset'] as const;

/**
 * Spec "HalfSettings" as the bot keeps it (and reads its stored copy): only values it knows.
 * `fixed_minor` null does not mean zero; the quote decides the amount.
 */
export const HalfSettings = z.object({
  enabled: Flag,
  size: z.literal('family'),
  price_mode: z.enum(HALF_PRICE_MODES),
  fixed_minor: NullableMinor,
});
export type HalfSettings = z.infer<typeof HalfSettings>;

/**
 * A value the spec does not list, in a field the bot acts on (issue 34). It never fails a cycle:
 * the feature or the entry it belongs to is left out (half-and-half off, that pickup day
 * ignored) and the staff are told once.
 */
export interface UnknownValue {
  field: 'half.price_mode' | 'half.size' | 'pickup.days';
  /** The value as sent, as text. */
  value: string;
}

/** A wire value as text, for an alert and a log line. */
export function asSent(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}

const isPriceMode = (value: unknown): value is HalfSettings['price_mode'] =>
  (HALF_PRICE_MODES as readonly unknown[]).includes(value);

/**
 * Spec "HalfSettings", read leniently where the spec lists values: a `size` other than family or
 * a `price_mode` it does not list turns half-and-half off (the bot could not describe or
 * estimate it) and is reported in `unknown`, instead of failing every sync cycle.
 */
export const HalfSettingsWire = z
  .object({
    enabled: Flag,
    size: z.unknown().default('family'),
    price_mode: z.unknown(),
    fixed_minor: NullableMinor.default(null),
  })
  .transform((wire): { settings: HalfSettings; unknown: UnknownValue[] } => {
    const unknown: UnknownValue[] = [];
    if (wire.size !== 'family') unknown.push({ field: 'half.size', value: asSent(wire.size) });
    if (!isPriceMode(wire.price_mode))
      unknown.push({ field: 'half.price_mode', value: asSent(wire.price_mode) });
    const settings: HalfSettings = {
      enabled: wire.enabled && unknown.length === 0,
      size: 'family',
      price_mode: isPriceMode(wire.price_mode) ? wire.price_mode : 'unset',
      fixed_minor: wire.fixed_minor,
    };
    return { settings, unknown };
  });

/**
 * A product or combo record that could not be read. Spec "Intended flow": the complete-cycle
 * rule is about pages; one odd record is left out of the cycle (and named to the staff) while
 * the rest of the menu is read as usual. `id` and `name` are what the record carried, as text.
 */
export interface UnreadableRecord {
  record: 'product' | 'combo';
  id: string;
  name: string;
  /** Where the record broke the schema, e.g. "variants.0.minor: expected number". */
  reason: string;
}

function describeRecord(raw: unknown): { id: string; name: string } {
  const fields = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : '?';
  return { id: text(fields.id ?? fields.code), name: text(fields.name) };
}

/**
 * Reads each record of a list on its own: the records that parse, and the ones that do not,
 * described. Used for catalogue products and combos only: a broken page envelope still fails.
 */
function eachRecord<T>(schema: z.ZodType<T>, record: UnreadableRecord['record']) {
  return (raws: unknown[]) => {
    const read: T[] = [];
    const unreadable: UnreadableRecord[] = [];
    for (const raw of raws) {
      const parsed = schema.safeParse(raw);
      if (parsed.success) {
        read.push(parsed.data);
        continue;
      }
      const issue = parsed.error.issues[0];
      const reason = issue ? `${issue.path.join('.')}: ${issue.message}` : 'does not match';
      unreadable.push({ record, ...describeRecord(raw), reason });
    }
    return { read, unreadable };
  };
}

// Every restaurant reads every product on every sync: zod's generated parser for Product is
// several times faster than walking the schema (a record it refuses is read again by the schema,
// so the reasons are the same). Combo refers to the recursive CatalogueSelection, which zod does
// not compile: it stays on the schema walk (a menu has few combos).
const readProducts = eachRecord(z.compile(Product), 'product');
const readCombos = eachRecord(Combo, 'combo');

/**
 * Spec "Catalogue page" (meta.data of GET /catalogue). Products and combos are read one record
 * at a time: `products` and `combos` hold those that parse, `unreadable` the others (the cycle
 * decides what to do with them); `unknownValues` holds half-and-half values the spec does not
 * list (half-and-half is then off); everything else on the page must parse or the page fails.
 */
export const CataloguePage = z
  .object({
    schema: NumericInt,
    currency: Currency,
    timezone: z.string().min(1),
    categories: z.array(Category),
    products: z.array(z.unknown()).max(50),
    page: NumericInt.pipe(z.number().int().min(1)),
    page_size: NumericInt,
    total: NumericInt.pipe(z.number().int().min(0)),
    has_more: Flag,
    combos: z.array(z.unknown()).default([]),
    pizza_bases: z.array(Base).default([]),
    half: HalfSettingsWire,
    // Shown and kept, never compared with a clock: any text is read as sent.
    generated_at: z.string(),
  })
  .transform((page) => {
    const products = readProducts(page.products);
    const combos = readCombos(page.combos);
    return {
      ...page,
      half: page.half.settings,
      products: products.read,
      combos: combos.read,
      unreadable: [...products.unreadable, ...combos.unreadable],
      unknownValues: page.half.unknown,
    };
  });
export type CataloguePage = z.output<typeof CataloguePage>;
