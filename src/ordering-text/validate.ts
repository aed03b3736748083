import type { Menu } from '../catalogue/menu.ts';
import {
  type HalfDraft,
  halfBases,
  isHalfEligible,
  pickHalf,
  selectHalfBase,
  startHalfDraft,
  toggleHalfIngredient,
} from '../conversation/half-draft.ts';
import { clampQuantity, LIMITS } from '../conversation/limits.ts';
import {
  allowedAddons,
  applyChoice,
  type ProductDraft,
  startProductDraft,
  withQuantity,
} from '../conversation/product-draft.ts';
import type { Product, Variant } from '../domain/menu.ts';
import { applyParts, baseNamesConcept } from './apply-parts.ts';
import type { LineIntent } from './grammar.ts';
import { isPieceWord } from './grammar-numbers.ts';
import type { KeywordTable } from './keywords.ts';
import type { MenuLexicon } from './lexicon.ts';
import { resolveParts } from './parts.ts';
import { labelledVariants } from './size-words.ts';
import {
  fewestPieces,
  hasLabelled,
  numberedLabel,
  resolveSize,
  variantByPieceMultiple,
  variantByPieces,
  variantByWord,
} from './sizes.ts';
import { substitutedBrand } from './synonyms.ts';
import { unreadExtras } from './unread-extras.ts';

/**
 * Applies the menu's rules to a typed line, through the same draft functions the buttons use
 * (`product-draft.ts`, `half-draft.ts`), so a proposed line can only hold what the product card
 * would allow and nothing invalid ever reaches /quote. What could not be done becomes a note
 * naming the nearest valid choice; the line keeps everything else.
 */

/** What could not be done as typed, with the words and the menu's names to say it with. */
export interface LineNote {
  code:
    | 'ambiguous'
    | 'unavailable'
    | 'size_unknown'
    | 'ingredient_not_removable'
    | 'ingredient_absent'
    | 'addon_not_allowed'
    | 'base_not_allowed'
    | 'crust_fixed'
    | 'half_not_offered'
    | 'half_not_allowed'
    | 'half_family_only'
    | 'half_no_extras'
    | 'quantity_limited'
    | 'part_unknown'
    | 'size_chosen'
    | 'synonym_several'
    | 'substituted';
  /** The customer's words. */
  words: string;
  /** The menu's names of the nearest valid choice (a size, removable ingredients, dishes). */
  instead?: string[] | undefined;
}

/** One proposed line: a valid draft, or none with dishes to choose from; and its notes. */
export interface ProposedLine {
  intent: LineIntent;
  draft: ProductDraft | HalfDraft | null;
  /** Dishes the customer may tap to make the line (ambiguous or unavailable dish). */
  candidates: number[];
  notes: LineNote[];
}

const MAX_CANDIDATES = 6;

/** The word tables and the menu's lexicon a line is read with. */
export interface Words {
  table: KeywordTable;
  lex: MenuLexicon;
}

function quantityOf(intent: LineIntent, notes: LineNote[]): number {
  // A number of pieces that is no size of the dish counts it ("margarita 2 pcs").
  const asked = intent.quantity ?? intent.count?.n ?? 1;
  if (asked > LIMITS.quantityMax || asked < LIMITS.quantityMin)
    notes.push({
      code: 'quantity_limited',
      words: String(asked),
      instead: [String(clampQuantity(asked))],
    });
  return asked;
}

/** The available listed dish of the same category sharing the most of this recipe. */
function nearestAvailable(menu: Menu, product: Product): Product | undefined {
  const recipe = new Set(product.variants[0]?.ingredients.map((i) => i.id) ?? []);
  let best: { product: Product; shared: number } | undefined;
  for (const categoryId of product.category_ids.slice(0, 1)) {
    for (const other of menu.productsIn(categoryId)) {
      if (!other.available || other.id === product.id) continue;
      const shared = (other.variants[0]?.ingredients ?? []).filter((i) => recipe.has(i.id)).length;
      if (!best || shared > best.shared) best = { product: other, shared };
    }
  }
  return best?.product;
}

/**
 * The size the words after a dish name in the menu's own labels (issue 35): a number of pieces
 * ("8 бр" for "8 бр."), or a label's word ("с ориз" for "С ориз"). A label word the dish does not
 * have is said; a number of pieces it has no size for counts the dish instead (`quantityOf`), or
 * is said when a quantity was typed too.
 */
function saidVariant(
  words: Words,
  product: Product,
  intent: LineIntent,
  notes: LineNote[],
): { variant?: Variant | undefined; fromCount: boolean; times?: number } {
  const labels = () => product.variants.map((v) => v.label);
  let variant = intent.variant ? variantByWord(product, intent.variant) : undefined;
  if (intent.variant && !variant)
    notes.push({ code: 'size_unknown', words: intent.variant.raw, instead: labels() });
  if (!intent.count) return { variant, fromCount: false };
  const pieces = variantByPieces(product, intent.count.n, (w) => isPieceWord(words.table, w));
  if (pieces) {
    if (variant && variant !== pieces)
      notes.push({ code: 'size_unknown', words: intent.count.words, instead: [variant.label] });
    variant ??= pieces;
    return { variant, fromCount: true };
  }
  if (intent.quantity !== null) {
    notes.push({ code: 'size_unknown', words: intent.count.words, instead: labels() });
    return { variant, fromCount: true };
  }
  const multiple = variant
    ? undefined
    : variantByPieceMultiple(product, intent.count.n, (w) => isPieceWord(words.table, w));
  if (multiple) return { variant: multiple.variant, fromCount: true, times: multiple.times };
  // "10 бр. кефтедес" of "4 бр." / "8 бр.": more pieces than the smallest size, none holding
  // them, of a dish sold by pieces, are said with the sizes there are; never so many portions
  // (issue 35). Fewer ("2 бр. темпура ролце") count portions, as before.
  const fewest = fewestPieces(product, (w) => isPieceWord(words.table, w));
  if (fewest !== undefined && intent.count.n > fewest) {
    notes.push({ code: 'size_unknown', words: intent.count.words, instead: labels() });
    return { variant, fromCount: true };
  }
  return { variant, fromCount: false };
}

/** A product line for one dish: every part of the intent the menu allows. */
export function productLine(
  menu: Menu,
  words: Words,
  intent: LineIntent,
  productId: number,
): ProposedLine {
  const notes: LineNote[] = [];
  const product = menu.product(productId);
  const started = startProductDraft(menu, productId);
  if (!product || !started.ok) {
    const alternative = product ? nearestAvailable(menu, product) : undefined;
    notes.push({
      code: 'unavailable',
      words: product?.name ?? intent.words,
      instead: product?.available_at ? [product.available_at] : undefined,
    });
    return { intent, draft: null, candidates: alternative ? [alternative.id] : [], notes };
  }
  const numbered = numberedLabel(product, intent.quantity, intent.size, intent.variant);
  const said = numbered
    ? { variant: numbered, fromCount: false }
    : saidVariant(words, product, intent, notes);
  const counted = numbered
    ? { ...intent, quantity: null }
    : said.fromCount
      ? { ...intent, count: null, ...(said.times && { quantity: said.times }) }
      : intent;
  let draft = withQuantity(started.draft, quantityOf(counted, notes));
  const typedSize = resolveSize(product, intent.size);
  // A size word that says another size than the pieces or label word ("малко … 8 бр") is said.
  const sized = said.variant
    ? {
        variant: said.variant,
        exact: numbered !== undefined || typedSize.variant.key === said.variant.key,
      }
    : typedSize;
  if (sized.variant.key !== draft.size) {
    const next = applyChoice(menu, draft, { kind: 'size', size: sized.variant.key });
    if (next.ok) draft = next.draft;
  }
  if (!sized.exact && intent.size !== null)
    notes.push({ code: 'size_unknown', words: intent.sizeWords, instead: [sized.variant.label] });
  // No size said and the dish has several: the line says the one taken and the others (issue 35).
  if (intent.size === null && !said.variant && product.variants.length > 1) {
    const others = product.variants.filter((v) => v.key !== sized.variant.key);
    notes.push({
      code: 'size_chosen',
      words: sized.variant.label,
      instead: others.map((v) => v.label),
    });
  }
  const variant = product.variants.find((v) => v.key === draft.size) ?? sized.variant;
  const codes = allowedAddons(product, variant).map((addon) => addon.code);
  const read = unreadExtras(words, intent, codes);
  draft = applyParts(menu, product, variant, read, words, draft, notes);
  // "pepsi" read as the menu's Coca-Cola: the line says it is another brand (issue 35).
  const brand = substitutedBrand(words.table.synonyms, intent.words, product.name);
  if (brand) notes.push({ code: 'substituted', words: brand, instead: [product.name] });
  return { intent, draft, candidates: [], notes: [...notes, ...unreadNotes(read)] };
}

function halfLine(menu: Menu, words: Words, intent: LineIntent): ProposedLine {
  const halves = intent.halves ?? [];
  const notes: LineNote[] = [];
  const named = halves.flatMap((half) => half.productIds.slice(0, 1));
  const ambiguous = halves.find((half) => half.productIds.length !== 1);
  if (ambiguous) {
    notes.push({ code: 'ambiguous', words: ambiguous.words });
    return {
      intent,
      draft: null,
      candidates: ambiguous.productIds.slice(0, MAX_CANDIDATES),
      notes,
    };
  }
  if (!startHalfDraft(menu).ok) {
    notes.push({ code: 'half_not_offered', words: intent.words });
    return { intent, draft: null, candidates: named, notes };
  }
  const refused = named.filter((id) => !isHalfEligible(menu, menu.product(id)));
  if (refused.length > 0) {
    const names = refused.map((id) => menu.product(id)?.name ?? String(id));
    notes.push({ code: 'half_not_allowed', words: names.join(', ') });
    return { intent, draft: null, candidates: named, notes };
  }
  const started = startHalfDraft(menu);
  let draft = started.ok ? withQuantity(started.draft, quantityOf(intent, notes)) : null;
  for (const id of named) {
    const next = draft ? pickHalf(menu, draft, id) : null;
    draft = next?.ok ? next.draft : draft;
  }
  if (!draft) return { intent, draft: null, candidates: named, notes };
  const missed: string[] = [];
  halves.forEach((half, index) => {
    const variant = menu.variant(named[index] ?? -1, 'family');
    for (const part of resolveParts(
      words.lex,
      half.without,
      new Set((variant?.ingredients ?? []).filter((i) => i.removable).map((i) => i.id)),
      'ingredient',
      missed,
    )) {
      const next = draft
        ? part.local
          ? toggleHalfIngredient(menu, draft, index, part.key)
          : null
        : null;
      if (next?.ok) draft = next.draft;
      else notes.push({ code: 'ingredient_not_removable', words: part.words });
    }
  });
  for (const word of missed) notes.push({ code: 'part_unknown', words: word });
  if (intent.size !== null && intent.size.rank !== 'family' && intent.size.rank !== 'large')
    notes.push({ code: 'half_family_only', words: intent.sizeWords });
  if (intent.extra.length > 0 || intent.without.length > 0 || intent.crust !== null)
    notes.push({
      code: 'half_no_extras',
      words: [...intent.extra, ...intent.without].map((p) => p.raw).join(' '),
    });
  if (intent.base && draft) {
    const first = menu.product(named[0] ?? -1);
    const base = first?.bases.find(
      (b) =>
        halfBases(menu, draft as HalfDraft).includes(b.code) &&
        baseNamesConcept(words.table, b, intent.base?.concept),
    );
    const next = base ? selectHalfBase(menu, draft, base.code) : null;
    if (next?.ok) draft = next.draft;
    else notes.push({ code: 'base_not_allowed', words: intent.base.words });
  }
  return { intent, draft, candidates: [], notes };
}

/** True when the line says a size and the dish has sizes to choose from, that one among them. */
function sized(menu: Menu, productId: number, intent: LineIntent): boolean {
  const variants = menu.product(productId)?.variants ?? [];
  const size = intent.size;
  if (variants.length < 2 || size === null || size.cm !== undefined) return false;
  if (size.rank !== undefined)
    return size.label === undefined || labelledVariants(variants, size.label).length === 1;
  return labelledVariants(variants, size).length === 1;
}

/** A "without"/"extra" the menu could not read is said on its line (issue 35). */
function unreadNotes(intent: LineIntent): LineNote[] {
  return (intent.unread ?? []).map((words) => ({ code: 'part_unknown' as const, words }));
}

/**
 * Of the several dishes a line's words name, the one its count of pieces fits alone ("нъгетс 9":
 * Чикън нъгетс, not Меню Нъгетс; issue 35, street tuning), else the one with a size labelled by
 * its size word ("2 topki shokolad"; pastry tuning), even where the words name extras too. A
 * count of one tells none apart ("one scoop"). Undefined when none or several fit.
 */
function toldApart(menu: Menu, words: Words, intent: LineIntent): number | undefined {
  if (intent.productIds.length < 2) return undefined;
  const sole = (fits: (product: Product) => boolean) => {
    const ids = intent.productIds.filter((id) => {
      const product = menu.product(id);
      return product !== undefined && fits(product);
    });
    return ids.length === 1 ? ids[0] : undefined;
  };
  const count = intent.count;
  const counted =
    count && count.n >= 2 && intent.uncertain !== true
      ? sole((p) => variantByPieces(p, count.n, (w) => isPieceWord(words.table, w)) !== undefined)
      : undefined;
  return counted ?? sole((p) => hasLabelled(p, intent.size));
}

/** The proposed line for a typed line: certain, ambiguous, or refused with its nearest choice. */
export function proposeLine(menu: Menu, words: Words, intent: LineIntent): ProposedLine {
  if (intent.halves) {
    const line = halfLine(menu, words, intent);
    return { ...line, notes: [...line.notes, ...unreadNotes(intent)] };
  }
  // A kind of dish or an extra's words name even one dish only in part: offered, not taken,
  // unless a size of its own is said ("голяма порция картофи": an extra has no sizes).
  const [one, ...others] = intent.productIds;
  if (
    one !== undefined &&
    others.length === 0 &&
    (intent.uncertain !== true || (!intent.generic && sized(menu, one, intent)))
  )
    return productLine(menu, words, intent, one);
  const apart = toldApart(menu, words, intent);
  if (apart !== undefined) return productLine(menu, words, intent, apart);
  return {
    intent,
    draft: null,
    candidates: intent.productIds.slice(0, MAX_CANDIDATES),
    notes: [{ code: 'ambiguous', words: intent.words }, ...unreadNotes(intent)],
  };
}
