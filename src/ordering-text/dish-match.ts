import { extrasOnly } from './addon-stems.ts';
import { describedMatch, openedMatch, saysWord } from './described.ts';
import { namesKindOf } from './dish-kind.ts';
import { rankDocs } from './dish-rank.ts';
import { narrow, type StemMemo, tokenStems } from './dish-reach.ts';
import { stemOf, type Token } from './fold.ts';
import {
  heldWord,
  isJoiner,
  named,
  nameJoiner,
  saidAgain,
  shortHead,
  withWord,
} from './joiners.ts';
import { type KeywordTable, keywordAt } from './keywords.ts';
import { lookupSpelt, lookupStem, type MenuLexicon } from './lexicon.ts';
import { soundOnly } from './near-terms.ts';
import { headNext, strangerAt } from './neighbours.ts';
import { shiftedName } from './said-dish.ts';
import { labelWordAt } from './size-words.ts';
import { allPartWords, isKindTerm, uncertainMatch } from './uncertain.ts';

export { addonStemsOf } from './addon-stems.ts';
export { type StemMemo, tokenStems } from './dish-reach.ts';

/**
 * Finds the dish a run of words names. A run names every dish whose name holds all its words
 * (by stem, with small typos); the run grows while the next word still fits some name, so
 * "пене с песто" is one dish and "маргарита кола" two. A dish is named *whole* when every word
 * of its name that is not a generic word ("пица", "салата") was typed: several whole dishes, or
 * several partial ones, are ambiguous and left to the customer to choose from.
 */
export interface DishMatch {
  /** Tokens the name spans. */
  length: number;
  /** Product ids named, best first (one: certain). */
  productIds: number[];
  whole: boolean;
  /**
   * Every word typed is a generic one ("пица", "pizzas", "салата"): the words name a kind of
   * dish, never one dish for certain (issue 35).
   */
  generic: boolean;
  /** Named only in part by words of extras ("syrup"): offered, never taken (issue 35). */
  uncertain?: boolean;
  /** Whole only because the name's untyped words are generic ("супа": Пилешка супа). */
  filled?: boolean;
  /**
   * Every word of one dish's name was typed ("тако с пиле", each word shared by many names):
   * that dish, not a kind of dish (issue 35, Mexican tuning).
   */
  full?: boolean;
}

const MAX_SPAN = 6;

const CYRILLIC = /\p{Script=Cyrillic}/u;

/**
 * The dish named by the words from `at`, or undefined when the first word names none. Words a
 * table gives a meaning are read by it; their borrowed spelling (`borrowed.ts`) only when that
 * names a longer dish whole ("butter chicken" is Бътър чикън, "small wedges" the селски
 * potatoes) or the meaning names nothing on this menu.
 */
export function matchDish(
  lex: MenuLexicon,
  table: KeywordTable,
  memo: StemMemo,
  tokens: readonly Token[],
  at: number,
): DishMatch | undefined {
  // The grammar asks about the same position from several rules: each answer is kept per
  // token list (one parse), lexicon and table.
  let kept = MATCHES.get(tokens);
  if (kept?.lex !== lex || kept.table !== table) {
    kept = { lex, table, at: new Map() };
    MATCHES.set(tokens, kept);
  }
  if (kept.at.has(at)) return kept.at.get(at);
  const found = matchAt(lex, table, memo, tokens, at);
  kept.at.set(at, found);
  return found;
}

const MATCHES = new WeakMap<
  readonly Token[],
  { lex: MenuLexicon; table: KeywordTable; at: Map<number, DishMatch | undefined> }
>();

function matchAt(
  lex: MenuLexicon,
  table: KeywordTable,
  memo: StemMemo,
  tokens: readonly Token[],
  at: number,
): DishMatch | undefined {
  const named = matchNamed(lex, table, memo, tokens, at);
  const joins = (token: Token) => withWord(table, lex, token);
  const later = () => matchNamed(lex, table, memo, tokens, at + 1);
  const shifted = shiftedName(lex, table, tokens, at, named, later);
  if (shifted) return shifted;
  // A name typed by a word of its own, and a word of several names, stay what the names say,
  // but for the words another dish's description opens with ("фалафел в питка").
  if (
    named &&
    ((named.whole && !named.generic && !named.filled) ||
      (named.productIds.length > 1 && !named.generic))
  ) {
    const after = tokens[at + named.length];
    const opened =
      named.whole && after && !after.afterBreak && joins(after)
        ? openedMatch(lex.described, table, tokens, at, joins, lookupSpelt, named.length + 1)
        : undefined;
    // "фалафел с питка" is the falafel with an extra pita; "в питка" is no extra.
    const extra = keywordAt(table, tokens, at + named.length)?.keyword.kind === 'with';
    if (
      !opened ||
      (extra && extrasOnly(lex, table, tokens, at + named.length, at + opened.length, named))
    )
      return named;
    return { length: opened.length, productIds: opened.productIds, whole: true, generic: false };
  }
  // "пържен ориз с пиле", "салата от зелена папая": no name fits them whole; the description of
  // one dish does, by more words than a name reaches (issue 35, Thai tuning).
  // A keyword or a size word ("3 топки") starts no description.
  if (keywordAt(table, tokens, at) || labelWordAt(table, lex, tokens, at)) return named;
  const described = describedMatch(lex.described, table, tokens, at, joins, lookupSpelt);
  if (!described || described.length <= (named?.length ?? 0)) return named;
  // "шоколад с бита сметана": the words after the dish are its own extras, not a description.
  if (named && extrasOnly(lex, table, tokens, at + named.length, at + described.length, named))
    return named;
  // "zupa tom yum z krewetkami": a dish's own name inside the words, after words of its kind
  // only ("zupa": Супи), is that dish.
  for (let next = at + 1; next < at + described.length; next += 1) {
    const inside = matchNamed(lex, table, memo, tokens, next);
    if (!inside?.whole || inside.generic || inside.filled) continue;
    // …or after words of its own description ("картофено пюре": Пюре, "Картофено пюре с масло").
    const [one] = inside.productIds;
    const own = (token: Token) =>
      inside.productIds.length === 1 &&
      saysWord(lex.described, table, token, one as number, lookupSpelt);
    const kind = tokens
      .slice(at, next)
      .every(
        (token) => joins(token) || namesKindOf(table, lex, token, inside.productIds) || own(token),
      );
    if (kind) return { ...inside, length: next - at + inside.length };
  }
  return {
    length: described.length,
    productIds: described.productIds,
    whole: false,
    generic: false,
  };
}

function matchNamed(
  lex: MenuLexicon,
  table: KeywordTable,
  memo: StemMemo,
  tokens: readonly Token[],
  at: number,
): DishMatch | undefined {
  const plain = matchRun(lex, table, memo, tokens, at, false);
  const hidden = (token: Token | undefined) =>
    token !== undefined &&
    token.borrowed.length > 0 &&
    token.folded !== null &&
    table.food.has(token.folded);
  if (plain?.whole && plain.length > 1) return plain;
  if (!hidden(tokens[at]) && !hidden(tokens[at + 1])) return plain;
  const wide = matchRun(lex, table, memo, tokens, at, true);
  // Nothing by the table's meaning ("szaszłyk" is a шишче, which this menu has not): its spelling.
  if (!plain) return wide;
  return wide?.whole && wide.length > plain.length ? wide : plain;
}

function matchRun(
  lex: MenuLexicon,
  table: KeywordTable,
  memo: StemMemo,
  tokens: readonly Token[],
  at: number,
  wide: boolean,
): DishMatch | undefined {
  const first = tokens[at];
  if (!first) return undefined;
  const firstStems = tokenStems(table, first, wide);
  // A two-letter word ("на", "on") never names a dish by itself, but for the first word of a
  // name as spelt ("фо" of Фо бо; issue 35, Vietnamese tuning).
  if (
    firstStems.length === 0 ||
    isJoiner(table, first, false) ||
    (firstStems.flat().every((stem) => stem.length < 3) && !shortHead(lex, first))
  )
    return undefined;
  const terms = new Set<number>();
  let docs = narrow(lex, memo, firstStems, null, terms, !CYRILLIC.test(first.raw));
  if (docs.size === 0) return undefined;
  let generic = isGenericWord(lex, firstStems);
  let length = 1;
  let next = at + 1;
  while (next < tokens.length && length < MAX_SPAN) {
    // A two-letter filler is a joiner unless it is a word of these names ("ми" of Бан ми).
    const joins = isJoiner(table, tokens[next]) || nameJoiner(lex, tokens[next]);
    const skip = joins && !heldWord(lex, docs, tokens[next]) ? 1 : 0;
    // "пачжон и хемул пачжон": "и" after a dish's whole name, before words that say a word of
    // it again, starts the next dish ("манакиш заатар и сирене" stays one name).
    if (
      skip === 1 &&
      keywordAt(table, tokens, next)?.keyword.kind === 'and' &&
      named(lex, docs, terms) &&
      saidAgain(lex, table, tokens, next + 1, terms)
    )
      break;
    const token = tokens[next + skip];
    if (!token || token.afterBreak) break;
    const stems = tokenStems(table, token, wide);
    if (stems.length === 0) break;
    const tried = new Set(terms);
    const narrowed = narrow(lex, memo, stems, docs, tried, !CYRILLIC.test(token.raw));
    if (narrowed.size === 0) break;
    // "пилешки крилца и пилешки хапки": after "и" a word already read starts the next dish.
    if (skip === 1 && tried.size === terms.size) break;
    docs = narrowed;
    for (const term of tried) terms.add(term);
    generic &&= isGenericWord(lex, stems);
    next += skip + 1;
    length = next - at;
  }
  // The words as spelt (a word table's meaning is no spelling: "sajgonki" begins no name).
  const typed = tokens
    .slice(at, at + length)
    .flatMap((t) => [t.stem, ...(t.alt ? [stemOf(t.alt)] : []), ...t.borrowed.map(stemOf)])
    .filter((stem): stem is string => stem !== null);
  if (generic && jointlyOne(lex, docs, terms)) generic = false;
  const ranked = rankDocs(lex, docs, terms, length, generic, typed);
  // A short word that reaches a name only by how it sounds ("luten" of "лучени") is offered,
  // never taken: one letter off a five-letter word is another word as often as a typo (issue
  // 35, street tuning). Longer ones ("capricosa") keep their dish.
  if (length === 1 && soundOnly(lex, firstStems, first))
    return { ...ranked, whole: false, uncertain: true };
  // "caesar wrap": a dish made whole only by generic words ("Caesar salad") with the word right
  // after it naming other dishes is the customer's words for another dish: asked, never taken
  // (issue 35, street tuning).
  // So is one dish named in part ("vegetable spring rolls": the vegetable wok; issue 35, Thai).
  const partOne = !ranked.whole && ranked.productIds.length === 1;
  // A word naming the dish's kind is neither ("tripe soup": Чорби; issue 35, Turkish tuning).
  const ofKind = (where: number) => namesKindOf(table, lex, tokens[where], ranked.productIds);
  if (
    (ranked.filled || partOne) &&
    headNext(lex, table, memo, tokens, at + length, docs) &&
    !ofKind(at + length)
  )
    return { ...ranked, whole: false, uncertain: true };
  // "peking duck" where only "Duck with pineapple" was read: a dish named in part, beside a word
  // the menu does not know, is likely the dish that word names: asked, never taken (issue 35,
  // Chinese tuning).
  const stranger = (where: number, next: Token | undefined) =>
    strangerAt(lex, table, memo, tokens, where, next) && !ofKind(where);
  if (
    !ranked.whole &&
    ranked.productIds.length === 1 &&
    (stranger(at - 1, tokens[at]) || stranger(at + length, tokens[at + length]))
  )
    return { ...ranked, uncertain: true };
  const kindWord = (t: Token) => isKindWord(lex, tokenStems(table, t));
  // "3 супи", "two soups": a category's word alone, in the plural, names its one dish holding the
  // word only by default; it asks among the category, as a kind of dish does (issue 35, tuned on
  // the grill). "вегетарианска" of a "Вегетариански" category stays its Пица Вегетарианска.
  if (ranked.filled && length === 1 && kindWord(first) && pluralKind(lex, table, first))
    return uncertainMatch(lex, { ...ranked, whole: false }, terms, {
      partOnly: false,
      kindOnly: true,
    });
  if (ranked.whole) return ranked;
  // Issue 35: a category word alone, or only words of extras, names no dish for certain.
  const span = tokens.slice(at, at + length).filter((t) => !isJoiner(table, t));
  // Beside a kind word, a word of an extra counts only if it is an extra of that kind's dishes
  // ("чай с мед": honey is a tea's extra; "ham and cheese croissant": ham is no croissant's
  // extra, so the dish is named; issue 35, pastry tuning).
  const kinds = span.filter(kindWord);
  const extraStems =
    kinds.length > 0 ? extraStemsOf(lex, memo, table, kinds) : lex.menuWords.addonStems;
  const extraWord = (t: Token) =>
    tokenStems(table, t).some((r) => r.every((stem) => extraStems.has(stem)));
  // Words of extras, and kind words beside them ("чай с мед"), name no dish for certain.
  const partOnly = span.some(extraWord) && allPartWords(span, (t) => extraWord(t) || kindWord(t));
  const kindOnly = length === 1 && allPartWords(span, kindWord);
  return uncertainMatch(lex, ranked, terms, { partOnly, kindOnly });
}

/**
 * "супа с тофу", "свинско с гъби", "sweet and sour pork": each word is common to several names,
 * but together they are in one dish's name only, and at most one word of it was left untyped.
 * Words that tell one dish apart together are distinctive, as one word of its own is (issue 35,
 * Chinese tuning); one generic word alone ("a large pizza") never is.
 */
function jointlyOne(
  lex: MenuLexicon,
  docs: ReadonlySet<number>,
  terms: ReadonlySet<number>,
): boolean {
  const said = [...terms].filter((term) => !lex.joiners.has(term));
  if (said.length < 2) return false;
  const keys = new Set([...docs].map((doc) => lex.dishes[doc]?.key));
  if (keys.size !== 1) return false;
  return [...docs].some((doc) => {
    const untyped = (lex.dishTermIds[doc] ?? []).filter(
      (id) => !terms.has(id) && !lex.joiners.has(id),
    );
    return untyped.length <= 1;
  });
}

/** The stems of the extras of every dish the kind words reach, kept per lexicon and words. */
function extraStemsOf(
  lex: MenuLexicon,
  memo: StemMemo,
  table: KeywordTable,
  kinds: readonly Token[],
): Set<string> {
  let kept = KIND_EXTRAS.get(lex);
  if (!kept) {
    kept = new Map();
    KIND_EXTRAS.set(lex, kept);
  }
  const key = kinds.map((token) => token.folded).join(' ');
  const known = kept.get(key);
  if (known) return known;
  const codes = new Set<string>();
  for (const token of kinds)
    for (const doc of narrow(lex, memo, tokenStems(table, token), null, new Set()))
      for (const code of lex.menuWords.addonsOf.get(lex.dishes[doc]?.key ?? -1) ?? [])
        codes.add(code);
  const stems = new Set<string>();
  for (const entry of lex.addons)
    if (codes.has(entry.key)) for (const stem of entry.stems) stems.add(stem);
  if (kept.size >= KIND_EXTRAS_KEPT) kept.clear();
  kept.set(key, stems);
  return stems;
}

const KIND_EXTRAS = new WeakMap<MenuLexicon, Map<string, Set<string>>>();
const KIND_EXTRAS_KEPT = 256;

/**
 * A category's word as the category's name writes it ("супи" of "Супи"), or a plural of an
 * everyday word ("soups": "soup" is in the table too).
 */
function pluralKind(lex: MenuLexicon, table: KeywordTable, token: Token): boolean {
  const names = lex.menuWords.kindNames;
  if (token.folded === null) return false;
  if (names.has(token.folded) || (token.alt !== null && names.has(token.alt))) return true;
  return token.folded.endsWith('s') && table.food.has(token.folded.slice(0, -1));
}

/**
 * A typed word that is a word of a category's name ("чай", and "Kaffee" as a typo of "кафе"):
 * by the name word it is, or, without an exact one, the words it is a typo of.
 */
function isKindWord(lex: MenuLexicon, readings: readonly (readonly string[])[]): boolean {
  return readings.some((stems) =>
    stems.every((stem) => {
      const exact = lex.dishTerms.terms.get(stem);
      if (exact !== undefined) return isKindTerm(lex, exact);
      return lookupStem(lex.dishTerms, stem).some((id) => isKindTerm(lex, id));
    }),
  );
}

/**
 * A typed word is generic when the name word it is (or, failing an exact one, one it is a typo
 * of) is generic: "салата" stays generic though it is one letter from a rarer "salat".
 */
function isGenericWord(lex: MenuLexicon, readings: readonly (readonly string[])[]): boolean {
  return readings.some((stems) =>
    stems.every((stem) => {
      const exact = lex.dishTerms.terms.get(stem);
      if (exact !== undefined) return lex.generic.has(exact);
      return lookupStem(lex.dishTerms, stem).some((id) => lex.generic.has(id));
    }),
  );
}
