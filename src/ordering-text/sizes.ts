import type { Product, Variant } from '../domain/menu.ts';
import { editDistance } from './edit-distance.ts';
import { foldWord, nameStems } from './fold.ts';
import type { PartWord, SizeWord } from './grammar.ts';
import { labelledVariants, saysWithout, variantByLabel } from './size-words.ts';

/**
 * Which size a size word means for one dish. The words rank sizes; the menu's sizes are ranked
 * by price: "small" is the cheapest of two or more, "medium" the middle of three, "large" the
 * dearest of two or more, "family" the `family` size. Centimetres are read from the size labels
 * ("Средна 30 см"). A word the dish has no size for gets the nearest size, marked not exact.
 */
export interface ResolvedSize {
  variant: Variant;
  exact: boolean;
}

const CM_LABEL = /(\d{2})\s*(?:см|cm)/i;

function byPrice(variants: readonly Variant[]): Variant[] {
  return [...variants].sort((a, b) => (a.minor ?? 0) - (b.minor ?? 0));
}

/** The first priced size: what a new product card starts with (see `startProductDraft`). */
function firstVariant(product: Product): Variant {
  return (product.variants.find((v) => v.minor !== null) ?? product.variants[0]) as Variant;
}

function byCentimetres(product: Product, cm: number): ResolvedSize {
  let best: { variant: Variant; distance: number } | undefined;
  for (const variant of product.variants) {
    const match = CM_LABEL.exec(variant.label);
    if (!match) continue;
    const distance = Math.abs(Number(match[1]) - cm);
    if (!best || distance < best.distance) best = { variant, distance };
  }
  return best
    ? { variant: best.variant, exact: best.distance === 0 }
    : { variant: firstVariant(product), exact: false };
}

/** A size labelled "medium" in a menu's words (a heat, a roast: Мек / Среден / Лют). */
const MEDIUM_LABELS: ReadonlySet<string> = new Set(['среден', 'средна', 'средно', 'medium']);

/** The size a word means for this dish, or the nearest one (`exact: false`). */
export function resolveSize(product: Product, size: SizeWord | null): ResolvedSize {
  if (size === null) return { variant: firstVariant(product), exact: true };
  if (size.cm !== undefined) return byCentimetres(product, size.cm);
  if (size.rank === undefined) {
    const named = variantByLabel(product.variants, size);
    return named
      ? { variant: named, exact: true }
      : { variant: firstVariant(product), exact: false };
  }
  // A rank said with a label's word ranks the sizes so labelled, when the dish has any.
  const labelled = size.label ? labelledVariants(product.variants, size.label) : [];
  // "средно лют" where the heat is Мек / Среден / Лют: the size the rank's own word labels.
  const middle =
    size.rank === 'medium' && labelled.length > 0
      ? product.variants.find((variant) => MEDIUM_LABELS.has(variant.label.trim().toLowerCase()))
      : undefined;
  if (middle) return { variant: middle, exact: true };
  if (labelled.length === 1) return { variant: labelled[0] as Variant, exact: true };
  // "with a large drink" on a dish whose sizes say no drink: no size of that name.
  if (size.strict && labelled.length === 0) return { variant: firstVariant(product), exact: false };
  const sizes = byPrice(labelled.length > 1 ? labelled : product.variants);
  const last = sizes.length - 1;
  switch (size.rank) {
    case 'small':
      return { variant: sizes[0] as Variant, exact: sizes.length >= 2 };
    case 'medium':
      return { variant: sizes[Math.min(1, last)] as Variant, exact: sizes.length === 3 };
    case 'large':
      return { variant: sizes[last] as Variant, exact: sizes.length >= 2 };
    case 'family': {
      const family = product.variants.find((v) => v.key === 'family');
      return family
        ? { variant: family, exact: true }
        : { variant: sizes[last] as Variant, exact: false };
    }
  }
}

/**
 * The size of a dish counted in pieces ("8 бр." of a roll): the size whose label is that number
 * and a word of the tables' `pieces` lists, in the menu's own words (issue 35).
 */
export function variantByPieces(
  product: Product,
  pieces: number,
  isPieceWord: (folded: string) => boolean,
): Variant | undefined {
  return product.variants.find((variant) => {
    const match = PIECES_LABEL.exec(variant.label.trim());
    if (!match || Number(match[1]) !== pieces) return false;
    const unit = foldWord(match[2] as string);
    return unit !== null && isPieceWord(unit);
  });
}

const PIECES_LABEL = /^(\d{1,3})\s*([\p{L}]+)\.?$/u;

/**
 * The fewest pieces a size of the dish holds, when every size is a number of pieces and none of
 * them one ("4 бр." / "8 бр.": 4; "5 тако" of "1 бр." is five of it); else undefined.
 */
export function fewestPieces(
  product: Product,
  isPieceWord: (folded: string) => boolean,
): number | undefined {
  let fewest: number | undefined;
  for (const variant of product.variants) {
    const match = PIECES_LABEL.exec(variant.label.trim());
    const unit = match ? foldWord(match[2] as string) : null;
    const n = Number(match?.[1]);
    if (unit === null || n <= 1 || !isPieceWord(unit)) return undefined;
    fewest = Math.min(fewest ?? n, n);
  }
  return fewest;
}

/** True when `pieces` are a size of `size` pieces, or a multiple of one of two or more. */
export function piecesFit(size: number, pieces: number): boolean {
  return size === pieces || (size >= 2 && pieces > size && pieces % size === 0);
}

/**
 * A number of pieces that no size holds but a multiple of one does ("20 хинкали" of "5 бр." /
 * "10 бр."): that size, the largest that divides it, so many times (issue 35, Georgian tuning).
 */
export function variantByPieceMultiple(
  product: Product,
  pieces: number,
  isPieceWord: (folded: string) => boolean,
): { variant: Variant; times: number } | undefined {
  let best: { variant: Variant; times: number; size: number } | undefined;
  for (const variant of product.variants) {
    const match = PIECES_LABEL.exec(variant.label.trim());
    const size = match ? Number(match[1]) : 0;
    const unit = match ? foldWord(match[2] as string) : null;
    if (size === pieces || !piecesFit(size, pieces) || unit === null || !isPieceWord(unit))
      continue;
    if (!best || size > best.size) best = { variant, times: pieces / size, size };
  }
  return best && { variant: best.variant, times: best.times };
}

/** The size of a dish a word of its labels names ("с ориз": "С ориз"), by stem. */
export function variantByWord(product: Product, word: PartWord): Variant | undefined {
  if (product.variants.length < 2) return undefined;
  const typed = word.stems.flat();
  // A label saying "без" last: "с мляко" is "С мляко", not "Без мляко" (issue 35, Greek).
  const variants = [...product.variants].sort(
    (a, b) => Number(saysWithout(a)) - Number(saysWithout(b)),
  );
  const labelled = (fits: (stem: string) => boolean) =>
    variants.find((variant) =>
      nameStems(variant.label).some((stem) => stem.length >= 3 && fits(stem)),
    );
  // The word as typed, else one letter off a label word of four letters or more ("orez").
  return (
    labelled((stem) => typed.includes(stem)) ??
    labelled(
      (stem) =>
        stem.length >= 4 && typed.some((t) => t.length >= 4 && editDistance(t, stem, 1) <= 1),
    )
  );
}

/**
 * "3 топки сладолед", "two scoops", "drei Kugeln": a quantity said with a word of the dish's
 * size labels is that size when a label is that number and word ("3 топки"), one of it (issue
 * 35, pastry tuning). Undefined when no label is.
 */
export function numberedLabel(
  product: Product,
  quantity: number | null,
  size: SizeWord | null,
  variant?: PartWord | null,
): Variant | undefined {
  if (quantity === null || quantity < 2) return undefined;
  // "4 chicken yakitori skewers": the label's word after the dish, read as a size's word.
  if (size === null && variant) return numberedWord(product, quantity, variant);
  if (size === null) return undefined;
  if (size.rank !== undefined || size.cm !== undefined || !('label' in size)) return undefined;
  return labelledVariants(product.variants, size).find(
    (variant) => PIECES_LABEL.exec(variant.label.trim())?.[1] === String(quantity),
  );
}

/** The size labelled this number and a word the typed word reads as ("4 шиша" of "skewers"). */
function numberedWord(product: Product, quantity: number, word: PartWord): Variant | undefined {
  const typed = new Set(word.stems.flat());
  return product.variants.find((variant) => {
    const found = PIECES_LABEL.exec(variant.label.trim());
    if (found?.[1] !== String(quantity)) return false;
    return nameStems(found[2] as string).some((stem) => typed.has(stem));
  });
}

/**
 * True when a word of the size labels was said and the dish has a size so labelled: "3 topki
 * shokolad" names the chocolate ice cream, not the chocolate eclair (issue 35, pastry tuning).
 */
export function hasLabelled(product: Product, size: SizeWord | null): boolean {
  if (size === null || size.rank !== undefined || size.cm !== undefined || !('label' in size))
    return false;
  return labelledVariants(product.variants, size).length > 0;
}
