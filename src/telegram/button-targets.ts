import type { Menu } from '../catalogue/menu.ts';
import { halfBases } from '../conversation/half-draft.ts';
import { allowedAddons, selectableBases } from '../conversation/product-draft.ts';
import type { ConversationContext } from '../conversation/types.ts';
import type { Addon, Base, Combo, Product, Variant } from '../domain/menu.ts';

/**
 * What a button points at: the rules several screens' buttons share (a dish, a combo, the draft
 * being configured, its numbered extras and bases); a rule only one screen uses is declared in
 * that screen's module beside its button. The views stamp a tag of it on the button, and a tap
 * (`buttons.ts`, `readPress`) recomputes the tag on the chat's current state. A tap is honoured
 * while the tag it carries equals the tag the same button would get now: same screen, and the
 * item it refers to still means the same thing (same id, name and shown price). A catalogue sync
 * that changes nothing changes no tag; a sync that changes one dish changes only the tags of the
 * buttons that refer to that dish. Numbered buttons (extras, bases, combos) are looked up here,
 * in the same lists the views number, so a number can never land on another item unnoticed. A
 * rule returns plain data, or null when the item is gone.
 */

/** The screen a tapped button is checked against: never without a menu (no menu, no target). */
export interface TargetScreen {
  path: string;
  context: ConversationContext;
  menu: Menu;
}

/** What a button of one argument points at on a screen (the rules below, and the screens' own). */
export type Target<A> = (arg: A, screen: TargetScreen) => unknown;

const MENU_ONLY = new WeakSet<Target<never>>();

/**
 * Declares that `target` reads only the menu and the button's argument, never the screen's
 * path or the chat's state: the tags of its buttons are then computed once per synced menu
 * (`button-kit.ts`, `tagOf`), and a sync, being a new menu, recomputes them. A rule that reads
 * the context must not be declared so (its tags would outlive the state they digest).
 */
export function menuOnly<A>(target: Target<A>): Target<A> {
  MENU_ONLY.add(target as Target<never>);
  return target;
}

/** Whether `target` was declared with `menuOnly`. */
export function isMenuOnly(target: Target<never>): boolean {
  return MENU_ONLY.has(target);
}

/** The product the customer is configuring (product draft) or the first half's product. */
function draftProduct(context: ConversationContext, menu: Menu): Product | undefined {
  const draft = context.draft;
  if (draft?.kind === 'product') return menu.product(draft.productId);
  if (draft?.kind === 'half') return menu.product(draft.halves[0]?.productId ?? -1);
  return undefined;
}

function draftVariant(context: ConversationContext, menu: Menu): Variant | undefined {
  const draft = context.draft;
  if (draft?.kind !== 'product') return undefined;
  return menu.product(draft.productId)?.variants.find((v) => v.key === draft.size);
}

/** The extra an extras button numbered `index` stands for (the list `extrasView` numbers). */
export function addonAt(
  context: ConversationContext,
  menu: Menu,
  index: number,
): Addon | undefined {
  const product = draftProduct(context, menu);
  const variant = draftVariant(context, menu);
  return product && variant ? allowedAddons(product, variant)[index] : undefined;
}

/**
 * The bases the base buttons are numbered over: the product's enabled bases, or for a
 * half-and-half the enabled bases both halves offer (named as the first half names them).
 */
export function numberedBases(context: ConversationContext, menu: Menu): Base[] {
  const draft = context.draft;
  if (draft?.kind === 'product') {
    const product = menu.product(draft.productId);
    return product ? selectableBases(product) : [];
  }
  if (draft?.kind === 'half') {
    const first = draftProduct(context, menu)?.bases ?? [];
    return halfBases(menu, draft).flatMap((code) => first.filter((base) => base.code === code));
  }
  return [];
}

/** The combo a combos-list or search button numbered `index` stands for. */
export function comboAt(menu: Menu, index: number): Combo | undefined {
  return menu.combos()[index];
}

/** What the customer is configuring, as far as the screen's own buttons act on it. */
export function draftTarget(_arg: unknown, { context, menu }: TargetScreen): unknown {
  const draft = context.draft;
  if (draft?.kind === 'product') {
    const product = menu.product(draft.productId);
    const variant = draftVariant(context, menu);
    return [
      product?.id,
      product?.name,
      product?.available,
      variant?.key,
      variant?.label,
      variant?.minor,
      variant?.crust_selectable,
      variant?.crust_included,
      variant?.crust_extra_minor,
    ];
  }
  if (draft?.kind === 'half') {
    return draft.halves.map((half) => {
      const product = menu.product(half.productId);
      return [product?.id, product?.name, product?.available];
    });
  }
  const combo = draft?.kind === 'combo' ? menu.combo(draft.code) : undefined;
  return combo ? [combo.code, combo.revision, combo.minor, combo.available] : null;
}

/** On a quantity step "Add" adds whatever is configured: nothing shown there can change. */
export function draftUnlessQuantity(arg: unknown, screen: TargetScreen): unknown {
  return screen.path.endsWith('.quantity') ? '' : draftTarget(arg, screen);
}

/** A dish of a list (its id, name, shown price and availability). */
export const productTarget = menuOnly((productId: number, { menu }: TargetScreen): unknown => {
  const product = menu.product(productId);
  return product ? [product.id, product.name, product.minor, product.available] : null;
});

/** A dish picked for a combo slot, together with the combo being configured. */
export function slotProductTarget(productId: number, screen: TargetScreen): unknown {
  return [productTarget(productId, screen), draftTarget(undefined, screen)];
}

export function sizeTarget(size: Variant['key'], { context, menu }: TargetScreen): unknown {
  const variant = draftProduct(context, menu)?.variants.find((v) => v.key === size);
  return variant ? [variant.key, variant.label, variant.minor] : null;
}

export function addonTarget(index: number, { context, menu }: TargetScreen): unknown {
  const addon = addonAt(context, menu, index);
  return addon ? [addon.code, addon.name, addon.minor, addon.enabled] : null;
}

export function baseTarget(index: number, { context, menu }: TargetScreen): unknown {
  const base = numberedBases(context, menu)[index];
  return base ? [base.code, base.name] : null;
}

export const comboTarget = menuOnly((index: number, { menu }: TargetScreen): unknown => {
  const combo = comboAt(menu, index);
  return combo ? [combo.code, combo.revision, combo.name, combo.minor, combo.available] : null;
});

/** A removable ingredient of the product, or of one half (`half`) of a half-and-half. */
export function ingredientTarget(
  { ingredientId, half }: { ingredientId: number; half?: number | undefined },
  { context, menu }: TargetScreen,
): unknown {
  const draft = context.draft;
  const productId =
    draft?.kind === 'product'
      ? draft.productId
      : draft?.kind === 'half' && half !== undefined
        ? draft.halves[half]?.productId
        : undefined;
  const size = draft?.kind === 'product' ? draft.size : 'family';
  const ingredient = menu
    .variant(productId ?? -1, size)
    ?.ingredients.find((candidate) => candidate.id === ingredientId);
  return ingredient ? [productId, ingredient.id, ingredient.name, ingredient.removable] : null;
}

const FNV_OFFSET = 0x811c9dc5;

/** 32-bit FNV-1a of `text` continued from `hash` (FNV_OFFSET to start). */
function fnv(hash: number, text: string): number {
  let h = hash;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

/**
 * The tag of a button: a digest of the screen it is drawn on (the state path) and of what it
 * points at. Deterministic and free of times, so the same button drawn after any number of
 * unchanged syncs carries the same tag. 32-bit FNV-1a in base 36 (at most 7 characters: a change
 * detector, not a secret) of `path`, a NUL and the target's JSON, hashed piece by piece: the same
 * value as over the joined string, without building it (drawn for every button of every screen).
 */
export function targetTag(path: string, target: unknown): string {
  const hash = fnv(fnv(fnv(FNV_OFFSET, path), '\u0000'), JSON.stringify(target) ?? 'undefined');
  return (hash >>> 0).toString(36);
}
