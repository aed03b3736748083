import type { Menu } from '../catalogue/menu.ts';
import { halfBases } from '../conversation/half-draft.ts';
import { allowedAddons, selectableBases } from '../conversation/product-draft.ts';
import type { ConversationContext } from '../conversation/types.ts';
import type { Addon, Base, Combo, Product, Variant } from '../domain/menu.ts';

/**
 * What a button points at, declared once for the views (which stamp a tag of it on the button)
 * and for the runtime (which recomputes the tag when the button is tapped). A tap is honoured
 * while the tag it carries equals the tag the same button would get now: same screen, and the
 * item it refers to still means the same thing (same id, name and shown price). A catalogue sync
 * that changes nothing changes no tag; a sync that changes one dish changes only the tags of the
 * buttons that refer to that dish. Numbered buttons (extras, bases, combos) are looked up here,
 * in the same lists the views number, so a number can never land on another item unnoticed.
 */

/** Size codes of the size buttons (`SIZE_CODES` in the views is the other direction). */
export const SIZE_BY_CODE: Record<string, Variant['key']> = {
  s: 'standard',
  m: 'medium',
  f: 'family',
};

const int = (text: string): number | undefined =>
  /^-?\d{1,9}$/.test(text) ? Number(text) : undefined;

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

function draftCombo(context: ConversationContext, menu: Menu): Combo | undefined {
  const draft = context.draft;
  return draft?.kind === 'combo' ? menu.combo(draft.code) : undefined;
}

/** What the customer is configuring, as far as the screen's own buttons act on it. */
function draftTarget(context: ConversationContext, menu: Menu): unknown {
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
  const combo = draftCombo(context, menu);
  return combo ? [combo.code, combo.revision, combo.minor, combo.available] : null;
}

function productIdentity(product: Product | undefined): unknown {
  return product ? [product.id, product.name, product.minor, product.available] : null;
}

/**
 * The content one button refers to, as plain data (null: the item is gone). Buttons that refer
 * to no menu item (back, home, cart, skip, language…) give '' and depend on the screen only.
 */
function targetOf(
  path: string,
  action: string,
  arg: string,
  context: ConversationContext,
  menu: Menu | null,
): unknown {
  if (!menu) return '';
  const n = int(arg) ?? -1;
  switch (action) {
    case 'c': {
      const category = menu.category(n);
      return category ? [category.id, category.name] : null;
    }
    case 'p':
    case 'P':
      return productIdentity(menu.product(n));
    case 'L':
      return [productIdentity(menu.product(n)), draftTarget(context, menu)];
    case 'l':
      return draftTarget(context, menu);
    case 'o': {
      // The card shown (its choices), which may have no draft when it cannot be ordered.
      const option = menu
        .product(context.nav.productId ?? -1)
        ?.choices.flatMap((group) => group.options)
        .find((o) => o.product_id === n);
      return option ? [option.product_id, option.label, option.minor] : null;
    }
    case 's': {
      const size = Object.hasOwn(SIZE_BY_CODE, arg) ? SIZE_BY_CODE[arg] : undefined;
      const variant = draftProduct(context, menu)?.variants.find((v) => v.key === size);
      return variant ? [variant.key, variant.label, variant.minor] : null;
    }
    case 'a': {
      const addon = addonAt(context, menu, n);
      return addon ? [addon.code, addon.name, addon.minor, addon.enabled] : null;
    }
    case 'i':
      return ingredientTarget(context, menu, arg);
    case 'B': {
      const base = numberedBases(context, menu)[n];
      return base ? [base.code, base.name] : null;
    }
    case 'm': {
      const combo = comboAt(menu, n);
      return combo ? [combo.code, combo.revision, combo.name, combo.minor, combo.available] : null;
    }
    case 'D': {
      const zone = menu.availability.zones.find((z) => z.id === n);
      return zone ? [zone.id, zone.name, zone.enabled] : null;
    }
    case 'Y':
      // Confirm stands for the quote on the screen: the same priced lines and total.
      return context.quote?.quote ?? null;
    case 'A':
    case 'u':
    case 'k':
    case 'd':
      // On a quantity step "Add" adds whatever is configured: nothing shown there can change.
      return path.endsWith('.quantity') ? '' : draftTarget(context, menu);
    default:
      return '';
  }
}

function ingredientTarget(context: ConversationContext, menu: Menu, arg: string): unknown {
  const draft = context.draft;
  const [first = '', second] = arg.split(':');
  const half = second === undefined ? undefined : int(first);
  const id = int(second ?? first);
  const productId =
    draft?.kind === 'product'
      ? draft.productId
      : draft?.kind === 'half' && half !== undefined
        ? draft.halves[half]?.productId
        : undefined;
  const size = draft?.kind === 'product' ? draft.size : 'family';
  const ingredient = menu
    .variant(productId ?? -1, size)
    ?.ingredients.find((candidate) => candidate.id === id);
  return ingredient ? [productId, ingredient.id, ingredient.name, ingredient.removable] : null;
}

/** 32-bit FNV-1a in base 36 (at most 7 characters): a change detector, not a secret. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * The tag a button carries: a digest of the screen it is drawn on (the state path) and of the
 * content it refers to. Deterministic and free of times, so the same button drawn after any
 * number of unchanged syncs carries the same tag.
 */
export function buttonTag(
  path: string,
  action: string,
  arg: string,
  context: ConversationContext,
  menu: Menu | null,
): string {
  return digest(`${path}\u0000${JSON.stringify(targetOf(path, action, arg, context, menu))}`);
}
