import type { Menu } from '../catalogue/menu.ts';
import type { Product, SizeKey, Variant } from '../domain/menu.ts';
import type { ProductSelection } from '../domain/order.ts';
import { type ProductPick, productSelection } from '../domain/selections.ts';
import { clampQuantity, LIMITS, toggle } from './limits.ts';

/**
 * A product being configured: the size, extras, removals, base and crust the customer picked.
 * Plain JSON (it lives in the persisted machine snapshot). Every change goes through the
 * functions below, which only ever allow what the catalogue allows for that product and size.
 */
export interface ProductDraft {
  kind: 'product';
  productId: number;
  size: SizeKey;
  addons: string[];
  removed: number[];
  /** Undefined: the product has no bases, or the default base applies. */
  base: string | undefined;
  /** Undefined: the crust cannot be chosen for this size (the recipe decides). */
  crust: boolean | undefined;
  quantity: number;
}

/** Why a draft change was refused; the renderer says what is allowed instead. */
export type DraftProblem =
  | 'product_gone'
  | 'product_unavailable'
  | 'size_unknown'
  | 'addon_not_allowed'
  | 'addons_full'
  | 'ingredient_not_removable'
  | 'removed_full'
  | 'base_not_allowed'
  | 'crust_fixed'
  | 'option_not_offered';

export type DraftResult<T> = { ok: true; draft: T } | { ok: false; problem: DraftProblem };

const ok = <T>(draft: T): DraftResult<T> => ({ ok: true, draft });
const fail = <T>(problem: DraftProblem): DraftResult<T> => ({ ok: false, problem });

/** The variant the customer can pick first: the first one with a catalogue price, else the first. */
function firstVariant(product: Product): Variant | undefined {
  return product.variants.find((variant) => variant.minor !== null) ?? product.variants[0];
}

/** Enabled addons of this product for this size (spec: size prices are in variants[].addons). */
export function allowedAddons(product: Product, variant: Variant): Variant['addons'] {
  const permitted = new Set(
    product.addons.filter((addon) => addon.enabled).map((addon) => addon.code),
  );
  const sized = variant.addons.filter((addon) => addon.enabled);
  // When the product lists its permitted extras, a size's extra must be among them too.
  return product.addons.length === 0 ? sized : sized.filter((addon) => permitted.has(addon.code));
}

/**
 * The bases a customer may pick for this product, in catalogue order: the enabled ones. Views
 * number their base buttons over this list and the button table (`telegram/buttons.ts`) reads
 * the number against it, so a disabled base never shifts one press onto another base.
 */
export function selectableBases(product: Product): Product['bases'] {
  return product.bases.filter((base) => base.enabled);
}

/**
 * The base the restaurant uses when a selection omits `base` (spec "Base": the `default` flag),
 * among the enabled ones; undefined when no enabled base carries the flag. Never guessed from
 * the order of the list: the server's default is the flagged one, not the first.
 */
export function defaultBase(product: Product): string | undefined {
  return selectableBases(product).find((base) => base.default)?.code;
}

/**
 * The base a new draft starts with and shows as chosen: the flagged default, or, when none is
 * flagged, the first enabled base (then sent explicitly, see `productDraftSelection`).
 */
export function initialBase(product: Product): string | undefined {
  return defaultBase(product) ?? selectableBases(product)[0]?.code;
}

function crustFor(variant: Variant): boolean | undefined {
  return variant.crust_selectable ? variant.crust_included : undefined;
}

/** Starts a draft for a product: the first priced size, the default base, the recipe's crust. */
export function startProductDraft(menu: Menu, productId: number): DraftResult<ProductDraft> {
  const product = menu.product(productId);
  if (!product) return fail('product_gone');
  if (!product.available) return fail('product_unavailable');
  const variant = firstVariant(product);
  if (!variant) return fail('size_unknown');
  return ok({
    kind: 'product',
    productId,
    size: variant.key,
    addons: [],
    removed: [],
    base: initialBase(product),
    crust: crustFor(variant),
    quantity: 1,
  });
}

/** What a change to a product draft returns: the new draft, or the problem that refused it. */
type Step = DraftResult<ProductDraft>;

/** Runs `change` on the draft's product and size as the menu has them now ('product_gone' else). */
function onVariant(
  menu: Menu,
  draft: ProductDraft,
  change: (product: Product, variant: Variant) => Step,
): Step {
  const product = menu.product(draft.productId);
  const variant = product?.variants.find((v) => v.key === draft.size);
  return product && variant ? change(product, variant) : fail('product_gone');
}

/**
 * Switches to another size: extras not offered in the new size and removals of ingredients the
 * new recipe does not have are dropped, and the crust starts again from the new size's recipe.
 */
export function selectSize(menu: Menu, draft: ProductDraft, size: SizeKey): Step {
  const product = menu.product(draft.productId);
  if (!product) return fail('product_gone');
  const variant = product.variants.find((v) => v.key === size);
  if (!variant) return fail('size_unknown');
  const addonCodes = new Set(allowedAddons(product, variant).map((addon) => addon.code));
  const removable = new Set(
    variant.ingredients
      .filter((ingredient) => ingredient.removable)
      .map((ingredient) => ingredient.id),
  );
  return ok({
    ...draft,
    size,
    addons: draft.addons.filter((code) => addonCodes.has(code)),
    removed: draft.removed.filter((id) => removable.has(id)),
    crust: crustFor(variant),
  });
}

/** Adds or removes an extra: only enabled extras of this size, never twice, at most 40. */
export function toggleAddon(menu: Menu, draft: ProductDraft, code: string): Step {
  return onVariant(menu, draft, (product, variant) => {
    const allowed = allowedAddons(product, variant).some((addon) => addon.code === code);
    if (!allowed) return fail('addon_not_allowed');
    const addons = toggle(draft.addons, code);
    if (addons.length > LIMITS.addonsPerSelection) return fail('addons_full');
    return ok({ ...draft, addons });
  });
}

/** Removes or restores an ingredient: only `removable` ones of this size, at most 100. */
export function toggleIngredient(menu: Menu, draft: ProductDraft, ingredientId: number): Step {
  return onVariant(menu, draft, (_product, variant) => {
    const ingredient = variant.ingredients.find((ingredient) => ingredient.id === ingredientId);
    if (!ingredient?.removable) return fail('ingredient_not_removable');
    const removed = toggle(draft.removed, ingredientId);
    if (removed.length > LIMITS.removedPerSelection) return fail('removed_full');
    return ok({ ...draft, removed });
  });
}

/** Picks a base among the product's enabled bases (`selectableBases`). */
export function selectBase(menu: Menu, draft: ProductDraft, code: string): Step {
  const product = menu.product(draft.productId);
  if (!product) return fail('product_gone');
  if (!selectableBases(product).some((base) => base.code === code)) return fail('base_not_allowed');
  return ok({ ...draft, base: code });
}

/** Adds or removes the crust, only where this size has `crust_selectable`. */
export function toggleCrust(menu: Menu, draft: ProductDraft): Step {
  return onVariant(menu, draft, (_product, variant) =>
    variant.crust_selectable && draft.crust !== undefined
      ? ok({ ...draft, crust: !draft.crust })
      : fail('crust_fixed'),
  );
}

/**
 * Follows a choice option (a flavour or a package): the option is a different product with its
 * own recipe, sizes and price, so a new draft starts for it, keeping only the quantity.
 */
export function chooseOption(menu: Menu, draft: ProductDraft, productId: number): Step {
  const product = menu.product(draft.productId);
  if (!product) return fail('product_gone');
  const offered = product.choices.some((group) =>
    group.options.some((option) => option.product_id === productId),
  );
  if (!offered) return fail('option_not_offered');
  const next = startProductDraft(menu, productId);
  return next.ok ? ok({ ...next.draft, quantity: draft.quantity }) : next;
}

/**
 * One choice made on a product card, as data: a typed order's words (`ordering-text/validate.ts`)
 * and a Mini App line (`webapp/cart-rebuild.ts`) become these, each applied through the same
 * rule as its button.
 */
export type ProductChoice =
  | { kind: 'size'; size: SizeKey }
  | { kind: 'addon'; code: string }
  | { kind: 'ingredient'; ingredientId: number }
  | { kind: 'base'; code: string }
  | { kind: 'crust' };

/** Applies one choice through the rule its button uses. */
export function applyChoice(menu: Menu, draft: ProductDraft, choice: ProductChoice): Step {
  switch (choice.kind) {
    case 'size':
      return selectSize(menu, draft, choice.size);
    case 'addon':
      return toggleAddon(menu, draft, choice.code);
    case 'ingredient':
      return toggleIngredient(menu, draft, choice.ingredientId);
    case 'base':
      return selectBase(menu, draft, choice.code);
    case 'crust':
      return toggleCrust(menu, draft);
  }
}

/** Sets the quantity, clamped to 1..20. */
export function withQuantity<T extends { quantity: number }>(draft: T, quantity: number): T {
  return { ...draft, quantity: clampQuantity(quantity) };
}

/**
 * The request selection for the draft (spec "Request selection", product kind). The base is
 * omitted only when it is the restaurant's flagged default, so the server's choice and the one
 * the customer saw are the same base; the crust only when the size lets it change.
 */
export function productDraftSelection(menu: Menu, draft: ProductDraft): ProductSelection {
  const product = menu.product(draft.productId);
  const pick: ProductPick = {
    productId: draft.productId,
    size: draft.size,
    removed: draft.removed,
    addons: draft.addons,
    crust: draft.crust,
    base: product && draft.base !== defaultBase(product) ? draft.base : undefined,
  };
  return productSelection(pick);
}
