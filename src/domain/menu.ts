/**
 * The menu as the conversation, the catalogue and the views see it: products with their sizes,
 * extras, bases and flavour choices, combos, delivery zones and pickup. The shapes are the spec's,
 * already normalized by the wire schemas in `partner/schemas/` (numeric strings are numbers,
 * flags booleans, unknown fields gone), so the types are inferred from those schemas; nothing
 * here parses or knows HTTP.
 */
export type { Availability, Pickup, Zone } from '../partner/schemas/availability.ts';
export type {
  Addon,
  Base,
  Category,
  Combo,
  Product,
  Variant,
} from '../partner/schemas/catalogue.ts';
export type { SizeKey } from '../partner/schemas/primitives.ts';
