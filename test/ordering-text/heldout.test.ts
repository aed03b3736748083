import { describe, expect, it } from 'vitest';
import type { Menu } from '../../src/catalogue/menu.ts';
import { type ParsedOrder, parseOrder } from '../../src/ordering-text/index.ts';
import { createCafeMenu } from '../../src/sandbox/menu/cafe-menu.ts';
import { createGrillMenu } from '../../src/sandbox/menu/grill-menu.ts';
import { createSushiMenu } from '../../src/sandbox/menu/sushi-menu.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { HELDOUT_CAFE } from './heldout-cafe.ts';
import type {
  CafeLine as HeldoutLine,
  CafePhrase as HeldoutPhrase,
} from './heldout-cafe-format.ts';
import { HELDOUT_GRILL } from './heldout-grill.ts';
import { HELDOUT_SUSHI } from './heldout-sushi.ts';

/**
 * The sushi menu's measurement of typed orders (issue 35, docs/typed-orders.md "Held-out
 * measurement"): phrases written for a menu the parser had never been tuned on, before its code
 * was read, each classified by what the bot would do with it. A proposal is what the conversation
 * makes of a reading (`isOrder` and at least one line, src/conversation/typed-order.ts); without
 * one the text is a dish search. The sushi menu has since become a tuning menu (with the demo
 * menu): the parser was tuned from this output by general rules, each with a unit test of other
 * phrases, never by listing these; a new menu is the held-out split. The readings are never
 * edited to fit the parser. The bounds below are today's figures: a change that makes a wrong
 * dish, a dropped modifier or a non-order cart fails here.
 *
 * Three menus: the sushi menu (heldout-sushi.ts), now also tuned on; the café (heldout-cafe.ts,
 * the same format plus extras), measured held out on the parser tuned on demo + sushi and since
 * tuned on too (issue 35, café tuning: each fix general, from the menu's words, with a unit test
 * of its own in cafe-tuning.test.ts / cafe-sizes.test.ts); and the grill (heldout-grill.ts),
 * measured held out on demo + sushi + café and since tuned on too (grill-tuning.test.ts). All
 * three are tuning menus now; a fifth menu, written separately, is the new held-out split.
 */

type Outcome =
  | 'exact' // the proposal's lines are the expected lines
  | 'search' // a bare dish name read as a search for the right dish (no proposal, by design)
  | 'asked' // the parser did not commit: choice lines, or no order for a phrase marked ask
  | 'inexact' // the right dishes only, but a quantity, variant or removal differs or a line is missing
  | 'wrong' // a committed line names a dish the phrase did not mean (or guesses on an 'ask' phrase)
  | 'missed' // an order read as nothing
  | 'none' // a non-order left alone
  | 'cart'; // a non-order turned into a proposal

interface Seen {
  product: string;
  qty: number;
  variant: string;
  removed: string[];
  addons: string[];
}

function committedLines(menu: Menu, parsed: ParsedOrder): Seen[] {
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

function classify(menu: Menu, phrase: HeldoutPhrase): { outcome: Outcome; seen: Seen[] } {
  const parsed = parseOrder(phrase.text, menu, {
    locale: phrase.lang === 'lat' ? 'bg' : phrase.lang,
  });
  const proposal = parsed.isOrder && parsed.lines.length > 0;
  const seen = committedLines(menu, parsed);
  const open = parsed.lines.some((line) => !line.draft);
  const expect = phrase.expect;
  if (expect === 'none') return { outcome: proposal ? 'cart' : 'none', seen };
  if (expect === 'ask') {
    if (proposal && seen.length > 0) return { outcome: 'wrong', seen };
    return { outcome: 'asked', seen };
  }
  const meant = new Set(expect.map((line) => line.product));
  if (!proposal) {
    if (!parsed.question && seen.length > 0 && sameLines(expect, seen) && !open)
      return { outcome: 'search', seen };
    return { outcome: 'missed', seen };
  }
  if (seen.some((s) => !meant.has(s.product))) return { outcome: 'wrong', seen };
  if (!open && sameLines(expect, seen)) return { outcome: 'exact', seen };
  if (open) return { outcome: 'asked', seen };
  return { outcome: 'inexact', seen };
}

const menu = demoMenu({ sandbox: createSushiMenu() });
const results = HELDOUT_SUSHI.map((phrase) => ({ phrase, ...classify(menu, phrase) }));

function count(outcome: Outcome, lang?: string): number {
  return results.filter((r) => r.outcome === outcome && (!lang || r.phrase.lang === lang)).length;
}

describe('measurement: the sushi menu (held out, then tuned on)', () => {
  it('prints the figures and holds today’s floor', () => {
    const outcomes: Outcome[] = [
      'exact',
      'search',
      'asked',
      'inexact',
      'wrong',
      'missed',
      'none',
      'cart',
    ];
    const byLang = ['bg', 'lat', 'en', 'de', 'uk', 'pl'].map(
      (lang) => `${lang}: ${outcomes.map((o) => `${o} ${count(o, lang)}`).join(', ')}`,
    );
    const listed = (outcome: Outcome) =>
      results
        .filter((r) => r.outcome === outcome)
        .map(
          (r) =>
            `  "${r.phrase.text}" → ${r.seen.map((s) => `${s.qty}× ${s.product} (${s.variant}${s.removed.length ? `, без ${s.removed.join(', ')}` : ''})`).join('; ') || '—'}`,
        );
    console.log(
      [
        `held-out: ${results.length} phrases`,
        outcomes.map((o) => `${o} ${count(o)}`).join(', '),
        ...byLang,
        'wrong:',
        ...listed('wrong'),
        'cart (non-orders):',
        ...listed('cart'),
        'missed:',
        ...listed('missed'),
        'inexact:',
        ...listed('inexact'),
        'asked:',
        ...listed('asked'),
        'search:',
        ...listed('search'),
      ].join('\n'),
    );
    expect(results.length).toBeGreaterThanOrEqual(150);
    // Figures after tuning on this menu (2026-12-07; before: exact 39, search 52, inexact 26,
    // wrong 2, missed 7, non-order carts 1): a regression fails, an improvement tightens by hand.
    expect(count('wrong')).toBe(0);
    expect(count('cart')).toBe(0);
    expect(count('inexact')).toBe(0);
    expect(count('missed')).toBe(0);
    expect(count('exact')).toBeGreaterThanOrEqual(81);
    expect(count('exact') + count('search')).toBeGreaterThanOrEqual(131);
  });
});

/** One line of the printed figures: quantity, dish, variant, removals and extras. */
function seenText(seen: readonly Seen[]): string {
  return (
    seen
      .map(
        (s) =>
          `${s.qty}× ${s.product} (${s.variant}${s.removed.length ? `, без ${s.removed.join(', ')}` : ''}${s.addons.length ? `, + ${s.addons.join(', ')}` : ''})`,
      )
      .join('; ') || '—'
  );
}

const cafeMenu = demoMenu({ sandbox: createCafeMenu() });
const cafeResults = HELDOUT_CAFE.map((phrase) => ({ phrase, ...classify(cafeMenu, phrase) }));

/**
 * Removals and extras of a proposal, beside the outcome (issue 35: "0 modifiers dropped in
 * silence"): a modifier the phrase asks for that the committed line of its dish lacks is `said`
 * when that line carries a note other than a chosen size, or the reading lists words it did not
 * understand, and `silent` otherwise; a modifier on the line that the phrase did not ask for is
 * `unasked` (a confident wrong extra or removal).
 */
function modifierFindings(menu: Menu, phrase: HeldoutPhrase) {
  const found = { silent: [] as string[], said: [] as string[], unasked: [] as string[] };
  if (!Array.isArray(phrase.expect)) return found;
  const parsed = parseOrder(phrase.text, menu, {
    locale: phrase.lang === 'lat' ? 'bg' : phrase.lang,
  });
  if (!parsed.isOrder || parsed.lines.length === 0) return found;
  // Each expected line is paired with its own line of that dish (two мекици, one with сирене and
  // one with мед, are two lines): the one with the same modifiers, else the first one left.
  const left = [...parsed.lines];
  for (const expected of phrase.expect) {
    const ofDish = left.filter(
      (l) =>
        l.draft?.kind === 'product' && menu.product(l.draft.productId)?.name === expected.product,
    );
    const seenOf = (l: (typeof left)[number]) => committedLines(menu, { ...parsed, lines: [l] })[0];
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
    const told = line.notes.some((n) => n.code !== 'size_chosen') || parsed.unknown.length > 0;
    for (const m of asked) if (!got.includes(m)) (told ? found.said : found.silent).push(m);
    for (const m of got) if (!asked.includes(m)) found.unasked.push(m);
  }
  return found;
}

function cafeCount(outcome: Outcome, lang?: string): number {
  return cafeResults.filter((r) => r.outcome === outcome && (!lang || r.phrase.lang === lang))
    .length;
}

describe('held-out measurement: the café menu (held out, then tuned on: issue 35 café tuning)', () => {
  it('prints the figures and holds today’s floor', () => {
    const outcomes: Outcome[] = [
      'exact',
      'search',
      'asked',
      'inexact',
      'wrong',
      'missed',
      'none',
      'cart',
    ];
    const byLang = ['bg', 'lat', 'en', 'de', 'uk', 'pl', 'ro'].map(
      (lang) => `${lang}: ${outcomes.map((o) => `${o} ${cafeCount(o, lang)}`).join(', ')}`,
    );
    const listed = (outcome: Outcome) =>
      cafeResults
        .filter((r) => r.outcome === outcome)
        .map((r) => `  "${r.phrase.text.replaceAll('\n', ' / ')}" → ${seenText(r.seen)}`);
    const modifiers = cafeResults.map((r) => ({ r, ...modifierFindings(cafeMenu, r.phrase) }));
    const withModifier = (key: 'silent' | 'said' | 'unasked') =>
      modifiers
        .filter((m) => m[key].length > 0)
        .map((m) => `  "${m.r.phrase.text}": ${m[key].join(', ')}`);
    const silent = withModifier('silent');
    const unasked = withModifier('unasked');
    console.log(
      [
        `held-out café: ${cafeResults.length} phrases`,
        outcomes.map((o) => `${o} ${cafeCount(o)}`).join(', '),
        ...byLang,
        ...outcomes
          .filter((o) => o !== 'exact' && o !== 'none')
          .flatMap((o) => [`${o}:`, ...listed(o)]),
        `modifiers dropped in silence (${silent.length}):`,
        ...silent,
        `modifiers said back as not applied (${withModifier('said').length}):`,
        ...withModifier('said'),
        `modifiers nobody asked for (${unasked.length}):`,
        ...unasked,
      ].join('\n'),
    );
    expect(cafeResults.length).toBeGreaterThanOrEqual(130);
    // Figures after tuning on the café (2026-12-07; held out they were wrong 11, cart 1, missed
    // 32, exact + search 97, silent 2, unasked 3): a regression fails, an improvement tightens
    // the bound by hand. Fixes are general rules with tests of their own, never these phrases.
    expect(cafeCount('wrong')).toBe(0);
    expect(cafeCount('cart')).toBe(0);
    expect(cafeCount('missed')).toBeLessThanOrEqual(4);
    expect(cafeCount('exact')).toBeGreaterThanOrEqual(101);
    expect(cafeCount('exact') + cafeCount('search')).toBeGreaterThanOrEqual(150);
    expect(silent.length).toBe(0);
    expect(unasked.length).toBe(0);
  });
});

const grillMenu = demoMenu({ sandbox: createGrillMenu() });
const grillResults = HELDOUT_GRILL.map((phrase) => ({ phrase, ...classify(grillMenu, phrase) }));

function grillCount(outcome: Outcome, lang?: string): number {
  return grillResults.filter((r) => r.outcome === outcome && (!lang || r.phrase.lang === lang))
    .length;
}

// The grill (heldout-grill.ts, a Bulgarian mehana): measured held out from the tuning on demo +
// sushi + café, then tuned on (issue 35, grill tuning: each fix general, from the menu's words or
// a word table per language, with a unit test of other phrases in grill-tuning.test.ts); a fifth
// menu is the new held-out split.
describe('measurement: the grill menu (held out, then tuned on: issue 35 grill tuning)', () => {
  it('prints the figures and holds today’s floor', () => {
    const outcomes: Outcome[] = [
      'exact',
      'search',
      'asked',
      'inexact',
      'wrong',
      'missed',
      'none',
      'cart',
    ];
    const byLang = ['bg', 'lat', 'en', 'de', 'uk', 'pl', 'ro'].map(
      (lang) => `${lang}: ${outcomes.map((o) => `${o} ${grillCount(o, lang)}`).join(', ')}`,
    );
    const listed = (outcome: Outcome) =>
      grillResults
        .filter((r) => r.outcome === outcome)
        .map((r) => `  "${r.phrase.text.replaceAll('\n', ' / ')}" → ${seenText(r.seen)}`);
    const modifiers = grillResults.map((r) => ({ r, ...modifierFindings(grillMenu, r.phrase) }));
    const withModifier = (key: 'silent' | 'said' | 'unasked') =>
      modifiers
        .filter((m) => m[key].length > 0)
        .map((m) => `  "${m.r.phrase.text.replaceAll('\n', ' / ')}": ${m[key].join(', ')}`);
    const silent = withModifier('silent');
    const unasked = withModifier('unasked');
    console.log(
      [
        `grill (held out, then tuned): ${grillResults.length} phrases`,
        outcomes.map((o) => `${o} ${grillCount(o)}`).join(', '),
        ...byLang,
        ...outcomes
          .filter((o) => o !== 'exact' && o !== 'none')
          .flatMap((o) => [`${o}:`, ...listed(o)]),
        `modifiers dropped in silence (${silent.length}):`,
        ...silent,
        `modifiers said back as not applied (${withModifier('said').length}):`,
        ...withModifier('said'),
        `modifiers nobody asked for (${unasked.length}):`,
        ...unasked,
      ].join('\n'),
    );
    expect(grillResults.length).toBeGreaterThanOrEqual(210);
    // Figures after tuning on the grill (2026-12-07). Held out they were exact 92, search 19,
    // asked 26, inexact 14, wrong 4, missed 8, carts 0, silent 0, unasked 1 (wrong 8, missed 17
    // before the café tuning merged). A regression fails, an improvement tightens by hand; the
    // readings are never edited to fit the parser.
    expect(grillCount('wrong')).toBe(0);
    expect(grillCount('cart')).toBe(0);
    expect(grillCount('missed')).toBe(0);
    expect(grillCount('inexact')).toBeLessThanOrEqual(2);
    expect(grillCount('exact')).toBeGreaterThanOrEqual(114);
    expect(grillCount('exact') + grillCount('search')).toBeGreaterThanOrEqual(134);
    expect(silent.length).toBe(0);
    expect(unasked.length).toBe(0);
  });
});
