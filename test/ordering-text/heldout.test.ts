import { describe, expect, it } from 'vitest';
import { createCafeMenu } from '../../src/sandbox/menu/cafe-menu.ts';
import { createGrillMenu } from '../../src/sandbox/menu/grill-menu.ts';
import { createStreetMenu } from '../../src/sandbox/menu/street-menu.ts';
import { createSushiMenu } from '../../src/sandbox/menu/sushi-menu.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { HELDOUT_CAFE } from './heldout-cafe.ts';
import { HELDOUT_GRILL } from './heldout-grill.ts';
import { classify, measure, modifierFindings, type Outcome, seenText } from './heldout-measure.ts';
import { HELDOUT_STREET } from './heldout-street.ts';
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
 * of its own in cafe-tuning.test.ts / cafe-sizes.test.ts); the grill (heldout-grill.ts),
 * measured held out on demo + sushi + café and since tuned on too (grill-tuning.test.ts). The
 * street-food place (heldout-street.ts) is held out from demo + sushi + café + grill. The
 * classifier and the printed figures are shared, in heldout-measure.ts.
 */

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

const cafeMenu = demoMenu({ sandbox: createCafeMenu() });
const cafeResults = HELDOUT_CAFE.map((phrase) => ({ phrase, ...classify(cafeMenu, phrase) }));

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

// The street-food place (heldout-street.ts): held out from the tuning on demo + sushi + café + grill.
describe('held-out measurement: the street-food menu (never tuned on: demo + sushi + café + grill are the tuning split)', () => {
  it('prints the figures and holds today’s floor', () => {
    const street = measure('street', demoMenu({ sandbox: createStreetMenu() }), HELDOUT_STREET);
    console.log(street.report);
    expect(street.results.length).toBeGreaterThanOrEqual(260);
    // Today's figures (2026-12-07, the parser tuned on demo + sushi + café + grill): a regression
    // fails, an improvement lowers the bound by hand. Never tune the parser to these phrases;
    // the next menu after this one is the held-out split.
    // Measured before the grill tuning merged: exact 84, search 25, asked 46, inexact 17,
    // wrong 11, missed 24, none 56, cart 1; after it: 90, 25, 49, 18, 9, 16, 56, 1.
    expect(street.count('wrong')).toBeLessThanOrEqual(9);
    expect(street.count('cart')).toBeLessThanOrEqual(1);
    expect(street.count('missed')).toBeLessThanOrEqual(16);
    expect(street.count('exact')).toBeGreaterThanOrEqual(90);
    expect(street.count('exact') + street.count('search')).toBeGreaterThanOrEqual(115);
    expect(street.silent.length).toBeLessThanOrEqual(2);
    expect(street.unasked.length).toBeLessThanOrEqual(0);
  });
});
