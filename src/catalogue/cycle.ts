import type { Availability, Category, Combo, Product } from '../domain/menu.ts';
import type { CallOptions } from '../partner/client.ts';
import type { CataloguePage } from '../partner/schemas/index.ts';
import type { MenuSnapshot } from './menu.ts';

/** The two reads a sync cycle makes; the Partner client provides them. */
export interface CatalogueReader {
  getCataloguePage(page: number, options?: CallOptions): Promise<CataloguePage>;
  getAvailability(options?: CallOptions): Promise<Availability>;
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
}

/** Merges records that repeat on every page, keeping first-seen order and the latest content. */
function mergeBy<T, K>(target: Map<K, T>, items: readonly T[], key: (item: T) => K): void {
  for (const item of items) target.set(key(item), item);
}

/** Every product id the menu points at must be in it, or a customer could pick a ghost. */
function checkReferences(products: Map<number, Product>, combos: readonly Combo[]): void {
  for (const product of products.values()) {
    for (const group of product.choices) {
      for (const option of group.options) {
        if (!products.has(option.product_id)) {
          throw new IncompleteCycleError(
            `choice option ${option.product_id} of product ${product.id} is missing`,
          );
        }
      }
    }
  }
  for (const combo of combos) {
    const ids = [
      ...combo.slots.flatMap((slot) => slot.product_ids),
      ...(combo.default_selection.items ?? []).map((item) => item.product_id),
    ];
    for (const id of ids) {
      if (id !== undefined && !products.has(id)) {
        throw new IncompleteCycleError(`combo ${combo.code} refers to missing product ${id}`);
      }
    }
  }
}

/**
 * Reads one full cycle: every catalogue page from 1 until `has_more` is false, then
 * /availability (spec "Intended flow" 1). `beforeRequest` is awaited before each request (the
 * sync counts them; the client waits for the shared budget). The result is accepted only when complete and consistent: every
 * page answered with its own number, the same total on every page, no product twice, the page
 * guard respected, the product count equal to `total`, every choice option and combo product
 * present. Anything else throws, and the caller keeps its last good copy.
 */
export async function readCycle(
  reader: CatalogueReader,
  options: { beforeRequest: () => Promise<void>; signal?: AbortSignal | undefined },
): Promise<CycleResult> {
  const categories = new Map<number, Category>();
  const combos = new Map<string, Combo>();
  const products = new Map<number, Product>();
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
    mergeBy(categories, page.categories, (category) => category.id);
    mergeBy(combos, page.combos, (combo) => combo.code);
    last = page;
    if (!page.has_more) break;
  }
  if (products.size !== first.total) {
    throw new IncompleteCycleError(
      `read ${products.size} products, the catalogue says ${first.total}`,
    );
  }
  checkReferences(products, [...combos.values()]);
  await options.beforeRequest();
  requests += 1;
  const availability = await reader.getAvailability({ signal: options.signal });
  return {
    snapshot: {
      generatedAt: last.generated_at,
      currency: first.currency,
      timezone: first.timezone,
      categories: [...categories.values()],
      products: [...products.values()],
      combos: [...combos.values()],
      pizzaBases: last.pizza_bases,
      half: last.half,
      availability,
    },
    pages: last.page,
    requests,
  };
}
