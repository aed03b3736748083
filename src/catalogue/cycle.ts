import type { Availability, Category, Combo, Product } from '../domain/menu.ts';
import type { CallOptions, ReceivedAvailability } from '../partner/client.ts';
import type { CataloguePage, UnknownValue, UnreadableRecord } from '../partner/schemas/index.ts';
import { serverNow } from '../partner/server-time.ts';
import type { MenuSnapshot } from './menu.ts';

/** The two reads a sync cycle makes; the Partner client provides them. */
export interface CatalogueReader {
  getCataloguePage(page: number, options?: CallOptions): Promise<CataloguePage>;
  getAvailability(options?: CallOptions): Promise<Availability | ReceivedAvailability>;
}

/** Spec "Catalogue page": page numbers run from 1 to 10,000. */
export const MAX_CATALOGUE_PAGES = 10_000;

/** A cycle that must be discarded whole: the reason says which rule it broke. */
export class IncompleteCycleError extends Error {
  readonly page: number | undefined;
  constructor(message: string, page?: number) {
    super(message);
    this.name = 'IncompleteCycleError';
    this.page = page;
  }
}

/** What one complete cycle read, and how many requests it took. */
export interface CycleResult {
  snapshot: Omit<MenuSnapshot, 'syncedAt'>;
  pages: number;
  requests: number;
  /** Records left out of this cycle: unreadable ones, and combos that pointed at them. */
  unreadable: UnreadableRecord[];
  /** Values the spec does not list, whose feature or entry this cycle left out (issue 34). */
  unknownValues: UnknownValue[];
}

/** CATALOGUE_MAX_DROPPED_SHARE's default: a cycle may leave out up to 10 % of its products. */
export const DEFAULT_MAX_DROPPED_SHARE = 0.1;

/** A cycle that left out too many products: applying it would hide a real part of the menu. */
export class TooManyUnreadableError extends IncompleteCycleError {
  readonly unreadable: number;
  readonly total: number;
  constructor(unreadable: number, total: number) {
    super(`${unreadable} of ${total} products could not be read; the menu was not applied`);
    this.name = 'TooManyUnreadableError';
    this.unreadable = unreadable;
    this.total = total;
  }
}

/** Merges records that repeat on every page, keeping first-seen order and the latest content. */
function mergeBy<T, K>(target: Map<K, T>, items: readonly T[], key: (item: T) => K): void {
  for (const item of items) target.set(key(item), item);
}

/**
 * Every product id the menu points at must be in it, or a customer could pick a ghost. A pointer
 * to a product left out as unreadable is not a gap in the cycle: a flavour option to it is
 * removed from its product (a group left empty goes too), and a combo with it in a slot is left
 * out as well (a combo's slots cannot change: spec "preserve count and order"). Returns the
 * products and combos to keep; a pointer to an id the catalogue never sent throws.
 */
function checkReferences(
  products: Map<number, Product>,
  combos: readonly Combo[],
  leftOut: ReadonlySet<number>,
): { products: Product[]; combos: Combo[]; droppedCombos: UnreadableRecord[] } {
  const kept: Product[] = [];
  for (const product of products.values()) {
    for (const group of product.choices) {
      for (const option of group.options) {
        if (!products.has(option.product_id) && !leftOut.has(option.product_id)) {
          throw new IncompleteCycleError(
            `choice option ${option.product_id} of product ${product.id} is missing`,
          );
        }
      }
    }
    kept.push(leftOut.size === 0 ? product : withoutOptionsTo(product, leftOut));
  }
  const keptCombos: Combo[] = [];
  const droppedCombos: UnreadableRecord[] = [];
  for (const combo of combos) {
    const ids = [
      ...combo.slots.flatMap((slot) => slot.product_ids),
      ...(combo.default_selection.items ?? []).map((item) => item.product_id),
    ];
    let pointsAtLeftOut: number | undefined;
    for (const id of ids) {
      if (id === undefined || products.has(id)) continue;
      if (!leftOut.has(id)) {
        throw new IncompleteCycleError(`combo ${combo.code} refers to missing product ${id}`);
      }
      pointsAtLeftOut ??= id;
    }
    if (pointsAtLeftOut === undefined) keptCombos.push(combo);
    else
      droppedCombos.push({
        record: 'combo',
        id: combo.code,
        name: combo.name,
        reason: `refers to unreadable product ${pointsAtLeftOut}`,
      });
  }
  return { products: kept, combos: keptCombos, droppedCombos };
}

function withoutOptionsTo(product: Product, leftOut: ReadonlySet<number>): Product {
  const choices = product.choices
    .map((group) => ({
      ...group,
      options: group.options.filter((option) => !leftOut.has(option.product_id)),
    }))
    .filter((group) => group.options.length > 0);
  return { ...product, choices };
}

/**
 * Reads one full cycle: every catalogue page from 1 until `has_more` is false, then
 * /availability (spec "Intended flow" 1). `beforeRequest` is awaited before each request (the
 * sync counts them; the client waits for the shared budget). The result is accepted only when complete and consistent: every
 * page answered with its own number, the same total on every page, no product twice, the page
 * guard respected, the product count equal to `total`, every choice option and combo product
 * present. Anything else throws, and the caller keeps its last good copy.
 *
 * A product or combo record that cannot be read is left out and reported in `unreadable` (it
 * still counts towards `total`); when more than `maxDroppedShare` of the products are left out
 * the cycle throws a TooManyUnreadableError instead: a menu missing that much is not applied.
 */
export async function readCycle(
  reader: CatalogueReader,
  options: {
    beforeRequest: () => Promise<void>;
    signal?: AbortSignal | undefined;
    /** The share of products (0..1) a cycle may leave out (default 0.1). */
    maxDroppedShare?: number | undefined;
    /** The bot's clock, to measure the restaurant's clock against (absent: not measured). */
    now?: (() => number) | undefined;
  },
): Promise<CycleResult> {
  const categories = new Map<number, Category>();
  const combos = new Map<string, Combo>();
  const products = new Map<number, Product>();
  const unreadable: UnreadableRecord[] = [];
  let first: CataloguePage | undefined;
  let last: CataloguePage | undefined;
  let requests = 0;
  for (let pageNo = 1; ; pageNo += 1) {
    if (pageNo > MAX_CATALOGUE_PAGES) {
      throw new IncompleteCycleError(
        `has_more still true after page ${MAX_CATALOGUE_PAGES}`,
        pageNo,
      );
    }
    await options.beforeRequest();
    requests += 1;
    const page = await reader.getCataloguePage(pageNo, { signal: options.signal });
    if (page.page !== pageNo)
      throw new IncompleteCycleError(`asked for page ${pageNo}, got page ${page.page}`, pageNo);
    first ??= page;
    if (
      page.total !== first.total ||
      page.currency !== first.currency ||
      page.timezone !== first.timezone
    ) {
      throw new IncompleteCycleError(
        `page ${pageNo} disagrees with page 1 (total, currency or time zone)`,
        pageNo,
      );
    }
    for (const product of page.products) {
      if (products.has(product.id))
        throw new IncompleteCycleError(`product ${product.id} repeated`, pageNo);
      products.set(product.id, product);
    }
    unreadable.push(...page.unreadable);
    mergeBy(categories, page.categories, (category) => category.id);
    mergeBy(combos, page.combos, (combo) => combo.code);
    last = page;
    if (!page.has_more) break;
  }
  const unreadableProducts = unreadable.filter((record) => record.record === 'product');
  if (products.size + unreadableProducts.length !== first.total) {
    throw new IncompleteCycleError(
      `read ${products.size + unreadableProducts.length} products, the catalogue says ${first.total}`,
    );
  }
  const maxShare = options.maxDroppedShare ?? DEFAULT_MAX_DROPPED_SHARE;
  if (unreadableProducts.length > maxShare * first.total) {
    throw new TooManyUnreadableError(unreadableProducts.length, first.total);
  }
  const leftOut = new Set(
    unreadableProducts.map((record) => Number(record.id)).filter(Number.isInteger),
  );
  const kept = checkReferences(products, [...combos.values()], leftOut);
  // A combo unreadable on one page and readable on another is merged by code: readable wins.
  const combosLeftOut = [
    ...unreadable.filter((r) => r.record === 'combo' && !combos.has(r.id)),
    ...kept.droppedCombos,
  ];
  await options.beforeRequest();
  requests += 1;
  const received = await reader.getAvailability({ signal: options.signal });
  // Unknown values are told, never kept: the menu holds only what the bot knows.
  const { serverDate, unknownValues, ...availability } = received as ReceivedAvailability;
  const local = options.now?.();
  const server = local === undefined ? null : serverNow(serverDate, local);
  return {
    snapshot: {
      generatedAt: last.generated_at,
      currency: first.currency,
      timezone: first.timezone,
      categories: [...categories.values()],
      products: kept.products,
      combos: kept.combos,
      pizzaBases: last.pizza_bases,
      half: last.half,
      availability,
      ...(server === null || local === undefined
        ? {}
        : { restaurantClockOffsetMs: server - local }),
    },
    pages: last.page,
    requests,
    unreadable: [...unreadableProducts, ...uniqueBy(combosLeftOut, (record) => record.id)],
    // The half settings are the last page's (as `half` above).
    unknownValues: [...last.unknownValues, ...(unknownValues ?? [])],
  };
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  return [...new Map(items.map((item) => [key(item), item])).values()];
}
