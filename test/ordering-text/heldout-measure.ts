import type { Menu } from '../../src/catalogue/menu.ts';
import { MenuTranslations } from '../../src/menu-i18n/index.ts';
import { type ParsedOrder, parseOrder } from '../../src/ordering-text/index.ts';
import { TypedOrderNames } from '../../src/telegram/menu-names.ts';
import type {
  CafeLine as HeldoutLine,
  CafePhrase as HeldoutPhrase,
} from './heldout-cafe-format.ts';

// The names a chat reads, as the bot gives them (src/telegram/menu-names.ts): these menus have no
// MENU_TRANSLATIONS file, so a chat in English reads the glossary's wording of the names.
const NAMES = new TypedOrderNames(new MenuTranslations());

/** How the bot parses a phrase of the measurement: the chat's language and the names it sees. */
function parsed(menu: Menu, phrase: HeldoutPhrase): ParsedOrder {
  const locale = phrase.lang === 'lat' ? 'bg' : phrase.lang;
  return parseOrder(phrase.text, menu, { locale, extraNames: NAMES.names(menu, locale) });
}

/**
 * The classifier and the printed figures of the held-out measurement of typed orders (issue 35,
 * docs/typed-orders.md "Held-out measurement"), shared by every menu's block in heldout.test.ts:
 * each phrase is parsed on its menu and classified by what the bot would do with it (a proposal
 * is `isOrder` with at least one line, src/conversation/typed-order.ts; without one the text is a
 * dish search), and the removals and extras of a proposal are checked for silence.
 */

/** What the bot does with one phrase, against what the phrase meant. */
export type Outcome =
  | 'exact' // the proposal's lines are the expected lines
  | 'search' // a bare dish name read as a search for the right dish (no proposal, by design)
  | 'asked' // the parser did not commit: choice lines, or no order for a phrase marked ask
  | 'inexact' // the right dishes only, but a quantity, variant or removal differs or a line is missing
  | 'wrong' // a committed line names a dish the phrase did not mean (or guesses on an 'ask' phrase)
  | 'missed' // an order read as nothing
  | 'none' // a non-order left alone
  | 'cart'; // a non-order turned into a proposal

/** A committed cart line as the figures print it, by the menu's names. */
export interface Seen {
  product: string;
  qty: number;
  variant: string;
  removed: string[];
  addons: string[];
}

/** The product lines a reading commits to, by the menu's names. */
export function committedLines(menu: Menu, parsed: ParsedOrder): Seen[] {
  const seen: Seen[] = [];
  for (const line of parsed.lines) {
    const draft = line.draft;
    if (draft?.kind !== 'product') continue;
    const product = menu.product(draft.productId);
    const variant = menu.variant(draft.productId, draft.size);
    seen.push({
      product: product?.name ?? `#${draft.productId}`,
      qty: draft.quantity,
      variant: variant?.label ?? draft.size,
      removed: draft.removed
        .map((id) => variant?.ingredients.find((i) => i.id === id)?.name ?? `#${id}`)
        .sort(),
      // By name, as the phrases say them (the café's extras; the sushi menu has none).
      addons: draft.addons
        .map((code) => variant?.addons.find((a) => a.code === code)?.name ?? code)
        .sort(),
    });
  }
  return seen;
}

function sameLine(expected: HeldoutLine, seen: Seen): boolean {
  return (
    expected.product === seen.product &&
    expected.qty === seen.qty &&
    (expected.variant === undefined || expected.variant === seen.variant) &&
    [...(expected.removed ?? [])].sort().join('|') === seen.removed.join('|') &&
    [...(expected.addons ?? [])].sort().join('|') === seen.addons.join('|')
  );
}

function sameLines(expected: readonly HeldoutLine[], seen: readonly Seen[]): boolean {
  if (expected.length !== seen.length) return false;
  const left = [...seen];
  for (const line of expected) {
    const at = left.findIndex((s) => sameLine(line, s));
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}

/** The outcome of one phrase on one menu, and the lines the parser committed to. */
export function classify(menu: Menu, phrase: HeldoutPhrase): { outcome: Outcome; seen: Seen[] } {
  const reading = parsed(menu, phrase);
  const proposal = reading.isOrder && reading.lines.length > 0;
  const seen = committedLines(menu, reading);
  const open = reading.lines.some((line) => !line.draft);
  const expect = phrase.expect;
  if (expect === 'none') return { outcome: proposal ? 'cart' : 'none', seen };
  if (expect === 'ask') {
    if (proposal && seen.length > 0) return { outcome: 'wrong', seen };
    return { outcome: 'asked', seen };
  }
  const meant = new Set(expect.map((line) => line.product));
  if (!proposal) {
    if (!reading.question && seen.length > 0 && sameLines(expect, seen) && !open)
      return { outcome: 'search', seen };
    return { outcome: 'missed', seen };
  }
  if (seen.some((s) => !meant.has(s.product))) return { outcome: 'wrong', seen };
  if (!open && sameLines(expect, seen)) return { outcome: 'exact', seen };
  if (open) return { outcome: 'asked', seen };
  return { outcome: 'inexact', seen };
}

/** One line of the printed figures: quantity, dish, variant, removals and extras. */
export function seenText(seen: readonly Seen[]): string {
  return (
    seen
      .map(
        (s) =>
          `${s.qty}× ${s.product} (${s.variant}${s.removed.length ? `, без ${s.removed.join(', ')}` : ''}${s.addons.length ? `, + ${s.addons.join(', ')}` : ''})`,
      )
      .join('; ') || '—'
  );
}

/**
 * Removals and extras of a proposal, beside the outcome (issue 35: "0 modifiers dropped in
 * silence"): a modifier the phrase asks for that the committed line of its dish lacks is `said`
 * when that line carries a note other than a chosen size, or the reading lists words it did not
 * understand, and `silent` otherwise; a modifier on the line that the phrase did not ask for is
 * `unasked` (a confident wrong extra or removal).
 */
export function modifierFindings(menu: Menu, phrase: HeldoutPhrase) {
  const found = { silent: [] as string[], said: [] as string[], unasked: [] as string[] };
  if (!Array.isArray(phrase.expect)) return found;
  const reading = parsed(menu, phrase);
  if (!reading.isOrder || reading.lines.length === 0) return found;
  // Each expected line is paired with its own line of that dish (two мекици, one with сирене and
  // one with мед, are two lines): the one with the same modifiers, else the first one left.
  const left = [...reading.lines];
  for (const expected of phrase.expect) {
    const ofDish = left.filter(
      (l) =>
        l.draft?.kind === 'product' && menu.product(l.draft.productId)?.name === expected.product,
    );
    const seenOf = (l: (typeof left)[number]) =>
      committedLines(menu, { ...reading, lines: [l] })[0];
    const line =
      ofDish.find((l) => {
        const s = seenOf(l);
        return s !== undefined && sameLine({ ...expected, qty: s.qty, variant: undefined }, s);
      }) ?? ofDish[0];
    const draft = line?.draft;
    if (!line || draft?.kind !== 'product') continue;
    left.splice(left.indexOf(line), 1);
    const seen = seenOf(line);
    if (!seen) continue;
    const asked = [...(expected.removed ?? []), ...(expected.addons ?? [])];
    const got = [...seen.removed, ...seen.addons];
    // Said: a note on the line, words listed as not understood, or a line left open that asks
    // about them ("spicy": Лют сос among the dishes it names).
    const told =
      line.notes.some((n) => n.code !== 'size_chosen') ||
      reading.unknown.length > 0 ||
      reading.lines.some((other) => !other.draft);
    for (const m of asked) if (!got.includes(m)) (told ? found.said : found.silent).push(m);
    for (const m of got) if (!asked.includes(m)) found.unasked.push(m);
  }
  return found;
}

/** Every outcome, in the order the figures print them. */
export const OUTCOMES: readonly Outcome[] = [
  'exact',
  'search',
  'asked',
  'inexact',
  'wrong',
  'missed',
  'none',
  'cart',
];

/** One menu's measured phrases, counted, listed and printed. */
export interface Measured {
  results: { phrase: HeldoutPhrase; outcome: Outcome; seen: Seen[] }[];
  count(outcome: Outcome, lang?: string): number;
  /** Phrases whose asked-for removal or extra the proposal dropped without a word. */
  silent: string[];
  /** Phrases whose proposal carries a removal or extra nobody asked for. */
  unasked: string[];
  /**
   * Of the `wrong`, the `ask` phrases proposed with the size taken said and the others offered on
   * the same screen (the issue's "Sizes said"): the writer would ask, the parser proposes.
   */
  sizeSaid: number;
  /** The figures: totals, per language, every outcome but exact and none listed, modifiers. */
  report: string;
}

/** Measures a menu's phrases: classifies each, finds modifier silences and prints the figures. */
export function measure(label: string, menu: Menu, phrases: readonly HeldoutPhrase[]): Measured {
  const results = phrases.map((phrase) => ({ phrase, ...classify(menu, phrase) }));
  const count = (outcome: Outcome, lang?: string) =>
    results.filter((r) => r.outcome === outcome && (!lang || r.phrase.lang === lang)).length;
  const langs = [...new Set(phrases.map((p) => p.lang))];
  const oneLine = (text: string) => text.replaceAll('\n', ' / ');
  const listed = (outcome: Outcome) =>
    results
      .filter((r) => r.outcome === outcome)
      .map((r) => `  "${oneLine(r.phrase.text)}" → ${seenText(r.seen)}`);
  const modifiers = results.map((r) => ({ r, ...modifierFindings(menu, r.phrase) }));
  const withModifier = (key: 'silent' | 'said' | 'unasked') =>
    modifiers
      .filter((m) => m[key].length > 0)
      .map((m) => `  "${oneLine(m.r.phrase.text)}": ${m[key].join(', ')}`);
  const silent = withModifier('silent');
  const unasked = withModifier('unasked');
  const said = withModifier('said');
  const sizeSaid = results.filter(
    (r) => r.outcome === 'wrong' && r.phrase.expect === 'ask' && proposedSizeSaid(menu, r.phrase),
  ).length;
  const report = [
    `held-out ${label}: ${results.length} phrases`,
    OUTCOMES.map((o) => `${o} ${count(o)}`).join(', '),
    `of the wrong, ask phrases proposed with the size said: ${sizeSaid}`,
    ...langs.map((lang) => `${lang}: ${OUTCOMES.map((o) => `${o} ${count(o, lang)}`).join(', ')}`),
    ...OUTCOMES.filter((o) => o !== 'exact' && o !== 'none').flatMap((o) => [
      `${o}:`,
      ...listed(o),
    ]),
    `modifiers dropped in silence (${silent.length}):`,
    ...silent,
    `modifiers said back as not applied (${said.length}):`,
    ...said,
    `modifiers nobody asked for (${unasked.length}):`,
    ...unasked,
  ].join('\n');
  return { results, count, silent, unasked, sizeSaid, report };
}

/** True when every line proposed is one dish with the size it took said and others offered. */
function proposedSizeSaid(menu: Menu, phrase: HeldoutPhrase): boolean {
  const reading = parsed(menu, phrase);
  return reading.lines.every(
    (line) => line.draft !== null && line.notes.some((note) => note.code === 'size_chosen'),
  );
}
