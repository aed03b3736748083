import { z } from 'zod';
import type { SizeKey, Variant } from '../domain/menu.ts';
import {
  Availability,
  Base,
  Category,
  Combo,
  HalfSettings,
  Product,
} from '../partner/schemas/index.ts';
import { shareRepeated } from './share.ts';

/**
 * The last good copy of the menu as it is persisted: every product record of one complete sync
 * cycle (listed and unlisted, in catalogue order), categories merged by id, combos merged by
 * code, and the availability read in the same cycle. Built only from already-normalized data,
 * so it round-trips through JSON; parsing it again guards against a damaged store.
 */
export const MenuSnapshot = z.object({
  syncedAt: z.number(),
  generatedAt: z.string(),
  currency: z.literal('EUR'),
  timezone: z.string(),
  categories: z.array(Category),
  products: z.array(Product),
  combos: z.array(Combo),
  pizzaBases: z.array(Base),
  half: HalfSettings,
  availability: Availability,
  /**
   * How far the restaurant's clock is ahead of the bot's (ms, negative when behind), measured
   * from the `Date` header of this cycle's /availability. The opening hours are the
   * restaurant's, enforced by its /quote on its own clock, so they are read on that clock (issue
   * 11: the two clocks need not agree). Absent when not measured: the bot's clock is used.
   */
  restaurantClockOffsetMs: z.number().optional(),
});
export type MenuSnapshot = z.infer<typeof MenuSnapshot>;

// A stored copy is read at every start and by every follower instance on each new version: zod's
// generated parser reads all of it but the combos (they refer to the recursive
// CatalogueSelection, which zod does not compile) several times faster than the schema walk.
const SnapshotWithoutCombos = z.compile(MenuSnapshot.omit({ combos: true }));
const StoredCombos = z.array(Combo);

/** Reads a stored copy with the MenuSnapshot schema; null when it does not parse (damaged). */
export function readMenuSnapshot(stored: unknown): MenuSnapshot | null {
  const frame = SnapshotWithoutCombos.safeParse(stored);
  if (!frame.success) return null;
  const combos = StoredCombos.safeParse((stored as { combos?: unknown }).combos);
  if (!combos.success) return null;
  return { ...frame.data, combos: combos.data };
}

/**
 * True when two snapshots hold the same menu: everything but the times of their cycles
 * (`syncedAt`, `generatedAt`, the restaurant's clock offset). Most cycles read an unchanged menu;
 * keeping its Menu then spares the rebuild and lets the new copy die young.
 */
export function sameMenu(a: MenuSnapshot, b: MenuSnapshot): boolean {
  return (
    a.currency === b.currency &&
    a.timezone === b.timezone &&
    sameData(a.products, b.products) &&
    sameData(a.categories, b.categories) &&
    sameData(a.combos, b.combos) &&
    sameData(a.pizzaBases, b.pizzaBases) &&
    sameData(a.half, b.half) &&
    sameData(a.availability, b.availability)
  );
}

/**
 * Equality of parsed JSON data (plain objects, arrays, strings, numbers, booleans, null; a key
 * present with undefined differs from an absent one). node:util's isDeepStrictEqual, which also
 * weighs prototypes, symbols and cycles, took ~10 ms on the demo menu: this takes well under one.
 */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(right, key) || !sameData(left[key], right[key])) return false;
  }
  return true;
}

/**
 * The read model the conversation uses: an immutable view over one snapshot, with the lookups
 * indexed once. A sync replaces the whole Menu object at once, so a reader holding a Menu sees
 * one consistent cycle, never a mix of two.
 */
export class Menu {
  readonly snapshot: MenuSnapshot;
  readonly #byId: Map<number, Product>;
  readonly #listedByCategory: Map<number, Product[]>;
  readonly #combos: Map<string, Combo>;
  readonly #categories: Category[];
  #halfEligible: readonly Product[] | undefined;

  constructor(snapshot: MenuSnapshot) {
    // One Menu per restaurant lives for the whole run: its repeated records (addons, ingredients,
    // allergen lists) are shared within the copy rather than kept once per place they appear.
    this.snapshot = shareRepeated(snapshot);
    this.#byId = new Map(snapshot.products.map((product) => [product.id, product]));
    this.#combos = new Map(snapshot.combos.map((combo) => [combo.code, combo]));
    this.#listedByCategory = new Map();
    for (const product of snapshot.products) {
      if (!product.listed) continue;
      for (const categoryId of product.category_ids) {
        const list = this.#listedByCategory.get(categoryId) ?? [];
        list.push(product);
        this.#listedByCategory.set(categoryId, list);
      }
    }
    // A category without any listed product would lead to an empty page: it is not offered.
    this.#categories = snapshot.categories.filter((category) =>
      this.#listedByCategory.has(category.id),
    );
  }

  /**
   * A later cycle read this same menu (`sameMenu`): its times (when it was read and generated,
   * the restaurant's clock) are written into this snapshot, and the lookups stay, with every
   * cache built for this Menu or its snapshot (search index, translations, lexicon). Nothing a
   * customer sees changes.
   */
  refresh(read: MenuSnapshot): void {
    const snapshot = this.snapshot;
    snapshot.syncedAt = read.syncedAt;
    snapshot.generatedAt = read.generatedAt;
    if (read.restaurantClockOffsetMs === undefined) delete snapshot.restaurantClockOffsetMs;
    else snapshot.restaurantClockOffsetMs = read.restaurantClockOffsetMs;
  }

  /** When the cycle that produced this menu completed (ms since epoch). */
  get syncedAt(): number {
    return this.snapshot.syncedAt;
  }

  get timezone(): string {
    return this.snapshot.timezone;
  }

  get availability(): Availability {
    return this.snapshot.availability;
  }

  /**
   * The restaurant's now for the bot's `at`: what its opening hours are read against (see
   * `restaurantClockOffsetMs`; the bot's own clock when it was not measured).
   */
  restaurantNow(at: number): Date {
    return new Date(at + (this.snapshot.restaurantClockOffsetMs ?? 0));
  }

  /**
   * Why no order can be taken now, from the availability of this cycle: the restaurant switched
   * ordering off (`ordering_enabled`), or it does not accept cash, the only payment this bot
   * offers (spec "Availability": payment_methods). Null when orders may be taken; the quote
   * still decides about zones, hours and minimums.
   */
  orderingBlocker(): 'ordering_closed' | 'cash_not_accepted' | null {
    const availability = this.snapshot.availability;
    if (!availability.ordering_enabled) return 'ordering_closed';
    if (!availability.payment_methods.includes('cash')) return 'cash_not_accepted';
    return null;
  }

  get half(): HalfSettings {
    return this.snapshot.half;
  }

  /** Categories that have at least one listed product, in catalogue order. */
  categories(): readonly Category[] {
    return this.#categories;
  }

  category(id: number): Category | undefined {
    return this.snapshot.categories.find((category) => category.id === id);
  }

  /** Listed products of a category in catalogue order; option children are never cards. */
  productsIn(categoryId: number): readonly Product[] {
    return this.#listedByCategory.get(categoryId) ?? [];
  }

  /** Any product by id, listed or an unlisted option child reached through a choice group. */
  product(id: number): Product | undefined {
    return this.#byId.get(id);
  }

  /** Every listed product, in catalogue order (what search indexes). */
  listedProducts(): readonly Product[] {
    return this.snapshot.products.filter((product) => product.listed);
  }

  variant(productId: number, size: SizeKey): Variant | undefined {
    return this.#byId.get(productId)?.variants.find((variant) => variant.key === size);
  }

  combos(): readonly Combo[] {
    return this.snapshot.combos;
  }

  combo(code: string): Combo | undefined {
    return this.#combos.get(code);
  }

  /** The pizzas that may join a half-and-half: half enabled, eligible, with a family size. */
  halfEligibleProducts(): readonly Product[] {
    // Kept: home asks on every draw, and a menu never changes (a sync brings a new one).
    this.#halfEligible ??= this.snapshot.half.enabled
      ? this.listedProducts().filter(
          (product) =>
            product.half_eligible &&
            product.available &&
            product.variants.some((v) => v.key === 'family'),
        )
      : [];
    return this.#halfEligible;
  }
}
