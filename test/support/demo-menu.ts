import { Menu } from '../../src/catalogue/menu.ts';
import { createDemoMenu, type SandboxMenu } from '../../src/sandbox/menu/index.ts';
import { sandboxSnapshot } from '../../src/sandbox/menu/snapshot.ts';

/** When demo menus were "generated" and "synced" unless a test says otherwise. */
export const DEMO_GENERATED_AT = new Date('2026-11-23T09:59:00Z');
export const DEMO_SYNCED_AT = Date.parse('2026-11-23T10:00:00Z');

export interface DemoMenuOptions {
  /** Size of a generated large menu (createDemoMenu's `products`); the plain demo if absent. */
  products?: number;
  /** A sandbox menu a test has already changed; `products` is ignored when given. */
  sandbox?: SandboxMenu;
  syncedAt?: number;
  generatedAt?: Date;
}

/**
 * A `Menu` built the way a complete sync cycle builds one, without HTTP: every catalogue page of
 * a sandbox menu and its availability, serialized to JSON and parsed by the partner schemas, with
 * categories merged by id and combos merged by code (spec "Catalogue page"). Deterministic.
 */
export function demoMenu(options: DemoMenuOptions = {}): Menu {
  const sandbox =
    options.sandbox ??
    createDemoMenu(options.products === undefined ? {} : { products: options.products });
  const generatedAt = options.generatedAt ?? DEMO_GENERATED_AT;
  return new Menu(sandboxSnapshot(sandbox, generatedAt, options.syncedAt ?? DEMO_SYNCED_AT));
}

/**
 * The demo's lunch combo as an order carries it to the restaurant (spec "Selections"): its code,
 * the catalogue revision it was chosen from, and the dish of each slot in the standard size.
 */
export function lunchComboOnTheWire(revision: string, productIds: number[]) {
  return {
    type: 'combo',
    combo_code: 'LUNCH',
    combo_revision: revision,
    items: productIds.map((id) => ({ product_id: id, size: 'standard' })),
  };
}

/**
 * The listed dishes of `menu` that nothing points at (no flavour option, no combo slot) and that
 * have no choices of their own: leaving one out of a page, or breaking it, touches nothing else.
 */
export function freeStandingProducts(menu: SandboxMenu): number[] {
  const pointedAt = new Set([
    ...menu.combos.flatMap((combo) => combo.slots.flatMap((slot) => slot.product_ids)),
    ...menu.products.flatMap((p) => p.choices.flatMap((g) => g.options.map((o) => o.product_id))),
  ]);
  return menu.products
    .filter((p) => p.listed && p.choices.length === 0 && !pointedAt.has(p.id))
    .map((p) => p.id);
}

/**
 * Gives the first size of product `id` a price the spec does not allow (`words` where the minor
 * units belong), and returns the undo.
 */
export function breakPrice(menu: SandboxMenu, id: number, words: string): () => void {
  const variant = menu.products.find((p) => p.id === id)?.variants[0];
  if (!variant) throw new Error(`no product ${id}`);
  const before = variant.minor;
  (variant as { minor: unknown }).minor = words;
  return () => {
    variant.minor = before;
  };
}
