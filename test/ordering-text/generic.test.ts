import { describe, expect, it } from 'vitest';
import { askedCategory } from '../../src/conversation/typed-question.ts';
import { DEMO_TRANSLATIONS_DIR } from '../../src/demo/run.ts';
import { loadTranslationFiles } from '../../src/menu-i18n/index.ts';
import { parseOrder } from '../../src/ordering-text/index.ts';
import { extraNamesFrom } from '../../src/ordering-text/translations.ts';
import { demoMenu } from '../support/demo-menu.ts';

/** Issue 35 point 5: only a dish's own words name it for certain; a kind of dish is a category. */
const menu = demoMenu();
const files = loadTranslationFiles(DEMO_TRANSLATIONS_DIR);
// Every translation file merged, as the demo has them: "pesto" is in enough names to be generic.
const merged = extraNamesFrom(Object.values(files));

function committed(text: string, locale: string) {
  return parseOrder(text, menu, { locale, extraNames: merged }).lines.map((line) =>
    line.draft?.kind === 'product' ? line.draft.productId : null,
  );
}

describe('certainty from distinctive words', () => {
  it.each([
    ['en', 'a large pizza please'],
    ['en', 'a hawaiian pizza without ham'],
    ['de', '1 pizza salami'],
    ['bg', '2 пици'],
  ])(
    '%s: "%s" commits to no Pesto pizza (or any dish named by generic words only)',
    (locale, text) => {
      expect(committed(text, locale)).not.toContain(114);
      expect(committed(text, locale).filter((id) => id !== null && id !== 109)).toEqual([]);
    },
  );

  it('a dish named by all of its words is still certain', () => {
    expect(committed('пица песто', 'bg')).toEqual([114]);
    expect(committed('2 бира загорка', 'bg')).toEqual([905]);
  });

  it.each([
    ['en', 'i want two pizzas please', 1],
    ['en', 'a large pizza please', 1],
    ['bg', 'пица', 1],
    ['bg', '2 пици', 1],
    ['bg', 'салата', 3],
  ])('%s: "%s" names a category', (locale, text, category) => {
    expect(askedCategory(menu, text, locale, merged)?.categoryId).toBe(category);
  });

  it.each([
    ['en', 'i want two pizzas please', 1, 2],
    ['bg', 'две пици', 1, 2],
    ['bg', '3 салати', 3, 3],
    ['bg', 'пица', 1, null],
  ] as const)(
    '%s: "%s" names a category and keeps its quantity',
    (locale, text, categoryId, quantity) => {
      expect(askedCategory(menu, text, locale, merged)).toEqual({ categoryId, quantity });
    },
  );

  it('a word shared by a few dishes of a category is no category', () => {
    expect(askedCategory(menu, 'spaghetti', 'en', merged)).toBeNull();
    expect(askedCategory(menu, 'маргарита', 'bg', merged)).toBeNull();
    expect(askedCategory(menu, '2 пици без лук', 'bg', merged)).toBeNull();
  });
});
