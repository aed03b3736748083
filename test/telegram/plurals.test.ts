import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FluentBundle, Message } from '@fluent/bundle';
import { describe, expect, it } from 'vitest';
import { intlLocale, LOCALES, type Locale } from '../../src/locale/locale.ts';
import { MESSAGE_IDS } from '../../src/locale/message-ids.ts';
import { loadBundle, localesDir } from '../../src/locale/translate.ts';

/**
 * Issue 23 point 2: every message that takes a number, in every language, at 1, 2, 5, 11, 21 and
 * 22 (one, few, many and other in Polish and Ukrainian; one, few and other in Romanian): it
 * renders without a Fluent error, each plural selector picks the variant Intl.PluralRules names
 * for that number (or the variant of exactly that number), a plural selector has a variant for
 * every category the language has, and a variant never writes a fixed "1" where Ukrainian's
 * "one" also means 21.
 */

const NUMBERS = [1, 2, 5, 11, 21, 22];

// Fluent's own pattern types, reached through the one it exports.
type Pattern = NonNullable<Message['value']>;
type Element = Exclude<Pattern, string>[number];
type SelectExpression = Extract<Element, { type: 'select' }>;
type Variant = SelectExpression['variants'][number];

// The variables the code fills with a number (src/telegram: counts, quantities, minutes, pages,
// the /health figures). `from` and `to` are numbers in `orders-range` only: in the cart-change
// messages they are a size label and a dish name.
const NUMBER_VARIABLES = new Set([
  'count',
  'quantity',
  'max',
  'minutes',
  'page',
  'pages',
  'from',
  'to',
  'n',
  'slot',
  'which',
  'menuAge',
  'failures',
  'used',
  'limit',
  'backlog',
  'tracked',
  'lag',
  'errors',
  'leases',
]);
const TEXT_FROM_TO = new Set(['cart-change-size', 'cart-change-slot']);

const bundles = new Map<Locale, FluentBundle>(
  LOCALES.map((locale) => [
    locale,
    loadBundle(locale, readFileSync(join(localesDir(), `${locale}.ftl`), 'utf8')),
  ]),
);

function bundleOf(locale: Locale): FluentBundle {
  const bundle = bundles.get(locale);
  if (!bundle) throw new Error(`no bundle for ${locale}`);
  return bundle;
}

/** The variables of a pattern and the select expressions in it (nested ones included). */
function walk(pattern: Pattern, variables: Set<string>, selects: SelectExpression[]): void {
  if (typeof pattern === 'string') return;
  for (const element of pattern) {
    if (typeof element === 'string') continue;
    if (element.type === 'var') variables.add(element.name);
    if (element.type === 'select') {
      selects.push(element);
      if (element.selector.type === 'var') variables.add(element.selector.name);
      for (const variant of element.variants) walk(variant.value, variables, selects);
    }
  }
}

function parts(message: Message): { variables: Set<string>; selects: SelectExpression[] } {
  const variables = new Set<string>();
  const selects: SelectExpression[] = [];
  if (message.value !== null) walk(message.value, variables, selects);
  return { variables, selects };
}

function numberVariables(id: string, variables: Set<string>): string[] {
  return [...variables].filter(
    (name) =>
      NUMBER_VARIABLES.has(name) && !(TEXT_FROM_TO.has(id) && (name === 'from' || name === 'to')),
  );
}

const PLURAL_KEYS = new Set(['zero', 'one', 'two', 'few', 'many']);

/** A selector on plural categories (not only on exact numbers such as `[0]` or `[1]`). */
function isPlural(select: SelectExpression): boolean {
  return select.variants.some((v) => v.key.type === 'str' && PLURAL_KEYS.has(v.key.value));
}

/** The variant Fluent must choose for `n`: the exact number, else the plural category, else *. */
function expectedVariant(select: SelectExpression, n: number, category: string): Variant {
  const exact = select.variants.find((v) => v.key.type === 'num' && v.key.value === n);
  const plural = select.variants.find((v) => v.key.type === 'str' && v.key.value === category);
  const chosen = exact ?? plural ?? select.variants[select.star];
  if (!chosen) throw new Error('a select expression without a default variant');
  return chosen;
}

/** Every message id that takes a number, with its number variables (the same in every file). */
const NUMBERED = MESSAGE_IDS.flatMap((id) => {
  const message = bundleOf('en').getMessage(id);
  const names = message ? numberVariables(id, parts(message).variables) : [];
  return names.length > 0 ? [{ id, names }] : [];
});

describe('messages that take a number', () => {
  it('are found (the counts, quantities, minutes and pages of the bot)', () => {
    const ids = NUMBERED.map((entry) => entry.id);
    for (const id of ['btn-cart', 'search-results', 'cart-title', 'staff-active', 'report-title'])
      expect(ids).toContain(id);
    expect(ids).toContain('alert-menu-stale');
    expect(ids).not.toContain('cart-change-size');
    expect(NUMBERED.length).toBeGreaterThan(20);
  });

  it('have the plural variants each language needs', () => {
    const missing: string[] = [];
    for (const locale of LOCALES) {
      const categories = new Intl.PluralRules(intlLocale(locale)).resolvedOptions()
        .pluralCategories;
      for (const { id } of NUMBERED) {
        const message = bundleOf(locale).getMessage(id);
        if (!message) throw new Error(`${locale}: no ${id}`);
        for (const select of parts(message).selects.filter(isPlural)) {
          const keys = select.variants.map((v) => (v.key.type === 'str' ? v.key.value : ''));
          for (const category of categories)
            if (!keys.includes(category)) missing.push(`${locale} ${id} [${category}]`);
        }
      }
    }
    expect(missing).toEqual([]);
    // The languages' own rules, as this test relies on them.
    const categories = (locale: Locale) =>
      NUMBERS.map((n) => new Intl.PluralRules(intlLocale(locale)).select(n));
    expect(categories('pl')).toEqual(['one', 'few', 'many', 'many', 'many', 'few']);
    expect(categories('uk')).toEqual(['one', 'few', 'many', 'many', 'one', 'few']);
    expect(categories('ro')).toEqual(['one', 'few', 'few', 'few', 'other', 'other']);
    expect(categories('de')).toEqual(['one', 'other', 'other', 'other', 'other', 'other']);
  });

  for (const locale of LOCALES) {
    it(`render in ${locale} at ${NUMBERS.join(', ')} with the variant Intl.PluralRules names`, () => {
      const bundle = bundleOf(locale);
      const rules = new Intl.PluralRules(intlLocale(locale));
      const problems: string[] = [];
      for (const { id, names } of NUMBERED) {
        const message = bundle.getMessage(id);
        if (!message?.value) {
          problems.push(`${id}: missing`);
          continue;
        }
        const { variables, selects } = parts(message);
        for (const n of NUMBERS) {
          const args: Record<string, string | number> = {};
          for (const name of variables) args[name] = names.includes(name) ? n : `‹${name}›`;
          const errors: Error[] = [];
          const text = bundle.formatPattern(message.value, args, errors);
          if (errors.length > 0) problems.push(`${id} at ${n}: ${errors.join('; ')}`);
          const number = new Intl.NumberFormat(intlLocale(locale)).format(n);
          for (const select of selects) {
            if (select.selector.type !== 'var' || !names.includes(select.selector.name)) continue;
            const variant = expectedVariant(select, n, rules.select(n));
            const expected = bundle.formatPattern(variant.value, args, []);
            if (!text.includes(expected))
              problems.push(`${id} at ${n}: "${text}" is not the ${rules.select(n)} variant`);
            // A variant that shows a count shows this count (no fixed "1" for Ukrainian's 21).
            const shows = parts({
              id,
              value: select.variants[select.star]?.value ?? null,
              attributes: {},
            });
            if (shows.variables.has(select.selector.name) && !expected.includes(number))
              problems.push(`${id} at ${n}: "${expected}" does not show ${number}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('in the Mini App have no selector (the page fills a {slot}, the default form is all it gets)', () => {
    for (const locale of LOCALES)
      for (const id of MESSAGE_IDS.filter((each) => each.startsWith('app-'))) {
        const message = bundleOf(locale).getMessage(id);
        expect([locale, id, message ? parts(message).selects.length : -1]).toEqual([locale, id, 0]);
      }
  });

  it('pick the right words in Polish, Ukrainian and Romanian', () => {
    const cart = (locale: Locale) =>
      NUMBERS.map((count) =>
        bundleOf(locale).formatPattern(message(locale, 'cart-title'), { count }),
      );
    expect(cart('pl')).toEqual([
      'W koszyku jest 1 pozycja:',
      'W koszyku są 2 pozycje:',
      'W koszyku jest 5 pozycji:',
      'W koszyku jest 11 pozycji:',
      'W koszyku jest 21 pozycji:',
      'W koszyku są 22 pozycje:',
    ]);
    expect(cart('uk')).toEqual([
      'У кошику 1 позиція:',
      'У кошику 2 позиції:',
      'У кошику 5 позицій:',
      'У кошику 11 позицій:',
      'У кошику 21 позиція:',
      'У кошику 22 позиції:',
    ]);
    expect(cart('ro')).toEqual([
      'Coșul are 1 poziție:',
      'Coșul are 2 poziții:',
      'Coșul are 5 poziții:',
      'Coșul are 11 poziții:',
      'Coșul are 21 de poziții:',
      'Coșul are 22 de poziții:',
    ]);
    expect(cart('de').slice(0, 2)).toEqual([
      'Ihr Warenkorb hat 1 Position:',
      'Ihr Warenkorb hat 2 Positionen:',
    ]);
  });
});

function message(locale: Locale, id: string): Pattern {
  const value = bundleOf(locale).getMessage(id)?.value;
  if (value === undefined || value === null) throw new Error(`${locale}: no ${id}`);
  return value;
}
