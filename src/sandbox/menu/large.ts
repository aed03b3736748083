import type { WireProduct } from '../wire.ts';

/**
 * The large-menu generator used by benchmarks: the demo products repeated with ids shifted by
 * 10 000 per copy and numbered names, cut to exactly `total` records. Deterministic (no
 * randomness, no clock) and linear: 10 000 products take well under a second.
 */

/** Demo ids stay below this, so shifted copies never collide. */
export const COPY_ID_STRIDE = 10_000;

/**
 * Returns `total` products: the demo records first (unchanged), then numbered copies. Choice
 * options are remapped into their own copy; a copy cut in the middle of a family keeps only the
 * options it contains, and a product whose family shrinks below two options becomes listed,
 * so no record ever points at a product that is not in the menu.
 */
export function expandProducts(build: () => WireProduct[], total: number): WireProduct[] {
  const demo = build();
  if (!Number.isInteger(total) || total < demo.length) {
    throw new RangeError(`products must be an integer >= ${demo.length} (the demo menu)`);
  }
  const result: WireProduct[] = demo;
  for (let copy = 1; result.length < total; copy += 1) {
    const take = Math.min(demo.length, total - result.length);
    // A fresh build per copy (cheaper than structuredClone) keeps copies independent objects.
    const slice = build()
      .slice(0, take)
      .map((p) => shifted(p, copy));
    const present = new Set(slice.map((p) => p.id));
    for (const product of slice) pruneChoices(product, present);
    result.push(...slice);
  }
  return result;
}

function shifted(product: WireProduct, copy: number): WireProduct {
  const offset = copy * COPY_ID_STRIDE;
  product.id += offset;
  product.name = `${product.name} №${copy + 1}`;
  for (const group of product.choices) {
    for (const option of group.options) option.product_id += offset;
  }
  if (product.image)
    product.image = product.image.replace(/(\d+)(-thumb)?\.jpg$/, `${product.id}$2.jpg`);
  if (product.thumbnail) {
    product.thumbnail = product.thumbnail.replace(/(\d+)(-thumb)?\.jpg$/, `${product.id}$2.jpg`);
  }
  return product;
}

function pruneChoices(product: WireProduct, present: ReadonlySet<number>): void {
  product.choices = product.choices
    .map((group) => ({ ...group, options: group.options.filter((o) => present.has(o.product_id)) }))
    .filter((group) => group.options.length >= 2);
  if (!product.listed && product.choices.length === 0) product.listed = true;
}
