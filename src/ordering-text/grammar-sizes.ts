import { addonStemsOf, matchDish, tokenStems } from './dish-match.ts';
import { isPartWord } from './dish-reach.ts';
import { editDistance } from './edit-distance.ts';
import { stemOf, type Token } from './fold.ts';
import { type Reader, words } from './grammar-numbers.ts';
import type { Item, SizeWord } from './grammar-types.ts';
import { keywordAt } from './keywords.ts';
import { amountAt, labelWordAt, typedKeys } from './size-words.ts';
import { labelCanon } from './words/size-labels.ts';
import type { SizeRank } from './words.ts';

/**
 * Size words of the first pass that read more than one word (issue 35, tuned on the street-food
 * menu; split from `grammar.ts`): a size word with a label word ("голяма напитка", "regular" for
 * "Стандартен"), "double" before an extra's word ("double cheddar": the extra, not the size), and
 * "half" before a litre ("половин литър": 500 мл, not a half-and-half).
 */

/**
 * A size word ("голяма", "regular") and the label word it names or stands before: "regular" is
 * the "Стандартен" size where a dish has one, "голяма напитка" the dearest of the sizes labelled
 * "напитка"; a dish without such a label ranks all its sizes (but for a label word said after
 * the size word: `strict`, said as a size the dish does not have).
 */
export function rankItem(
  r: Reader,
  at: number,
  rank: SizeRank,
  next: number,
): { item: Item; next: number } {
  const token = r.tokens[next];
  const after =
    !token || token.afterBreak || keywordAt(r.table, r.tokens, next)
      ? undefined
      : labelWordAt(r.table, r.lex, r.tokens, next);
  const own = after ? undefined : labelWordAt(r.table, r.lex, r.tokens, at, 'size');
  const label = after ?? own;
  // "голяма порция" of a label "Голяма порция": the size word begins the label's run of words,
  // and the run is read whole (issue 35, Thai tuning).
  const end = after ? next + after.length : Math.max(next, at + (own?.length ?? 0));
  const size: SizeWord = {
    rank,
    ...(label && { label: label.size }),
    ...(after && { strict: true as const }),
  };
  return { item: { t: 'size', size, raw: words(r.tokens, at, end) }, next: end };
}

/**
 * True when a label word that is also "extra"/"with" ("double" in English) stands before a word
 * of an ingredient or extra ("double cheese"): the list it starts, not a size.
 */
export function partsAfter(r: Reader, kind: string | undefined, at: number): boolean {
  const token = r.tokens[at];
  if ((kind !== 'extra' && kind !== 'with') || !token || token.afterBreak) return false;
  if (!isPartWord(r.lex.partTerms, r.table, token) || keywordAt(r.table, r.tokens, at))
    return false;
  // "класик бургер double cheddar": a word of an extra of the dish before is that extra, doubled.
  if (namesExtraOf(r, token, r.lastDish ?? [])) return true;
  // "double espresso", "a double bacon burger": a dish named by words of its own is the dish.
  const dish = matchDish(r.lex, r.table, r.memo, r.tokens, at);
  // A name typed in full is the dish even where its word is common among the names ("Espresso"
  // among the names a chat in English reads, "Espresso macchiato", "Double espresso" …).
  return !(dish && ((dish.whole && (!dish.generic || !dish.filled)) || dish.length > 1));
}

/** True when a word is a word of an extra's name that one of these dishes offers. */
function namesExtraOf(r: Reader, token: Token, ids: readonly number[]): boolean {
  const stems = addonStemsOf(r.lex, ids);
  return (
    stems.size > 0 &&
    tokenStems(r.table, token).some((reading) => reading.some((stem) => stems.has(stem)))
  );
}

/**
 * "половин литър кола", "half a litre of sprite": "half" (at `at`) before a unit word with no
 * number, an article between allowed ("a"), is half that amount; undefined for anything else.
 */
export function halfAmount(
  r: Reader,
  at: number,
  next: number,
): { item: Item; next: number } | undefined {
  const article = keywordAt(r.table, r.tokens, next);
  const from =
    article?.keyword.kind === 'number' &&
    article.keyword.value === 1 &&
    !/^\d/.test(r.tokens[next]?.raw ?? '')
      ? next + article.length
      : next;
  const unit = r.tokens[from];
  if (!unit || unit.afterBreak || /^\d/.test(unit.raw)) return undefined;
  const amount = amountAt(r.lex, r.tokens, from);
  if (!amount || !('amount' in amount.size) || !amount.size.base) return undefined;
  const { base } = amount.size;
  const half = { value: Math.round(base.value / 2), unit: base.unit };
  const end = from + amount.length;
  return {
    item: {
      t: 'size',
      size: { amount: amount.size.amount / 2, base: half },
      raw: words(r.tokens, at, end),
    },
    next: end,
  };
}

/**
 * "порция и половина", "portion and a half": a size label's word, "and", "half" is one and a half
 * of it, the size labelled "1,5 …" (issue 35, Turkish tuning); undefined for anything else.
 */
export function andHalfItem(r: Reader, at: number): { item: Item; next: number } | undefined {
  const label = labelWordAt(r.table, r.lex, r.tokens, at);
  if (!label) return undefined;
  const and = keywordAt(r.table, r.tokens, at + label.length);
  if (and?.keyword.kind !== 'and') return undefined;
  let next = at + label.length + and.length;
  const article = keywordAt(r.table, r.tokens, next);
  if (article?.keyword.kind === 'number' && article.keyword.value === 1) next += article.length;
  const half = keywordAt(r.table, r.tokens, next);
  if (half?.keyword.kind !== 'half' || r.tokens[next]?.afterBreak) return undefined;
  next += half.length;
  return { item: { t: 'size', size: { amount: 1.5 }, raw: words(r.tokens, at, next) }, next };
}

/**
 * A number word that the tables also give as a size label's word ("single": `единично`) where
 * the menu labels a size so and in no run of words ("Единичен", not "За един"): that size, one
 * of it ("single cheeseburger"); undefined for anything else, which stays a quantity.
 */
export function numberLabel(
  r: Reader,
  at: number,
  length: number,
): { item: Item; next: number } | undefined {
  const token = r.tokens[at];
  if (length !== 1 || !token?.folded || /^\d/.test(token.raw)) return undefined;
  const mapped = r.table.labels?.get(token.folded);
  if (mapped === undefined) return undefined;
  const key = stemOf(labelCanon(mapped));
  const menu = r.lex.menuWords;
  if (!menu.labelWords.has(key) || menu.labelPhrases.some((phrase) => phrase.includes(key)))
    return undefined;
  return { item: { t: 'size', size: { label: key }, raw: token.raw }, next: at + 1 };
}

/** The dishes a size label word may follow: the first few of an ambiguous dish. */
const MAX_LABELLED = 6;

/**
 * "с ориз", "with rice", "und Reis", or the word alone, after a dish that has a size labelled
 * with it ("С ориз"): that size, not an extra or a dish of its own (issue 35). A keyword is never
 * read as a size label's word.
 */
export function variantItem(r: Reader, at: number): { item: Item; next: number } | undefined {
  const ids = r.lastDish?.slice(0, MAX_LABELLED) ?? [];
  const labels = ids.flatMap((id) => r.lex.variantStems.get(id) ?? []);
  if (labels.length === 0) return undefined;
  const joiner = keywordAt(r.table, r.tokens, at);
  const kind = joiner?.keyword.kind;
  const wordAt = kind === 'with' || kind === 'and' ? at + (joiner?.length ?? 0) : at;
  // The word alone that begins a longer dish name is that dish ("уок терияки, ориз с яйце").
  if (wordAt === at && (matchDish(r.lex, r.table, r.memo, r.tokens, at)?.length ?? 0) > 1)
    return undefined;
  const token = r.tokens[wordAt];
  if (!token || (wordAt > at && token.afterBreak) || keywordAt(r.table, r.tokens, wordAt))
    return undefined;
  // The word's readings and the word itself as folded: a stem can be too short to compare ("ori"
  // of "oris"), the word is not.
  // "лютото", "hot": a label's word as the label tables name it (issue 35, Chinese tuning).
  const stems = [
    ...tokenStems(r.table, token),
    ...(token.folded ? [[token.folded]] : []),
    ...typedKeys(r.table, token).map((key) => [key]),
  ];
  const typed = stems.flat();
  const fits =
    typed.some((stem) => labels.includes(stem)) ||
    // One letter off a label word of this dish, from four letters ("s orez" for "С ориз").
    typed.some(
      (stem) =>
        stem.length >= 4 &&
        labels.some((label) => label.length >= 4 && editDistance(stem, label, 1) <= 1),
    );
  if (!fits) return undefined;
  const raw = words(r.tokens, at, wordAt + 1);
  return { item: { t: 'variant', word: { raw: token.raw, stems }, raw }, next: wordAt + 1 };
}
