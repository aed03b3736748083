import { describe, expect, it } from 'vitest';
import { parseOrder } from '../../src/ordering-text/index.ts';
import { extraNamesFrom } from '../../src/ordering-text/translations.ts';
import { demoMenu } from '../support/demo-menu.ts';

/** The typed-order grammar, feature by feature, on the demo menu. */
const menu = demoMenu();

function drafts(text: string, locale = 'bg', translations: object[] = []) {
  const parsed = parseOrder(text, menu, { locale, extraNames: extraNamesFrom(translations) });
  return { ...parsed, drafts: parsed.lines.map((line) => line.draft) };
}

const TWO_FAMILY_WITHOUT_BASIL = {
  kind: 'product',
  productId: 101,
  size: 'family',
  removed: [21],
  quantity: 2,
};

describe('the word tables of the languages the bot is about to speak', () => {
  it.each([
    ['ro', '2 margarite mari fără busuioc'],
    ['uk', 'дві великі маргарити без базиліку'],
    ['pl', 'dwie duże margherity bez bazylii'],
    ['de', 'zwei große Margherita ohne Basilikum'],
    ['bg', 'две големи маргарити без босилек'],
    ['en', 'two large margaritas without basil'],
  ])('%s: "%s" is two large Margheritas without basil', (locale, text) => {
    const { drafts: lines, unknown } = drafts(text, locale);
    expect(lines).toEqual([expect.objectContaining(TWO_FAMILY_WITHOUT_BASIL)]);
    expect(unknown).toEqual([]);
  });

  it('reads a language only for a chat in that language (Bulgarian and English always)', () => {
    expect(drafts('2 margarite mari fără busuioc', 'bg').unknown).toEqual([
      'mari',
      'fără',
      'busuioc',
    ]);
    expect(drafts('половин маргарита половин пеперони', 'de').drafts[0]?.kind).toBe('half');
  });
});

describe('quantities, sizes and separators', () => {
  it('reads digits, words, "x2", "2x" and "2 бр." as quantities', () => {
    for (const text of [
      '2 маргарити',
      'две маргарити',
      'маргарита x2',
      '2x маргарита',
      '2 бр. маргарита',
    ])
      expect(drafts(text).drafts[0], text).toMatchObject({ productId: 101, quantity: 2 });
  });

  it('reads centimetres by the size labels, and the nearest size when there is none', () => {
    expect(drafts('маргарита 30 см').drafts[0]).toMatchObject({ size: 'medium' });
    expect(drafts('маргарита 30cm').drafts[0]).toMatchObject({ size: 'medium' });
    const far = drafts('маргарита 33 см').lines[0];
    expect(far?.draft).toMatchObject({ size: 'medium' });
    expect(far?.notes).toEqual([
      { code: 'size_unknown', words: '33 см', instead: ['Средна 30 см'] },
    ]);
  });

  it('clamps a quantity above 20 and says so', () => {
    const line = drafts('25 маргарити').lines[0];
    expect(line?.draft?.quantity).toBe(20);
    // No size said: the size taken is said too (issue 35).
    expect(line?.notes.map((note) => note.code)).toEqual(['quantity_limited', 'size_chosen']);
  });

  it('a dish named for certain is an order, alone or with more; a kind or a name of two is not', () => {
    expect(drafts('маргарита').isOrder).toBe(true);
    expect(drafts('пица маргарита').isOrder).toBe(true);
    // Two dishes (the pizza and the spaghetti), a kind of dish, a word not understood: a search.
    expect(drafts('карбонара').isOrder).toBe(false);
    expect(drafts('пица').isOrder).toBe(false);
    expect(drafts('маргарита дракон').isOrder).toBe(false);
    expect(drafts('маргарита и кола').isOrder).toBe(true);
    expect(drafts('маргарита без босилек').isOrder).toBe(true);
    expect(drafts('здравейте').isOrder).toBe(false);
  });

  it('shows back the words it did not understand, in the order typed', () => {
    expect(drafts('2 маргарити с ананасов дракон моля').unknown).toEqual(['ананасов', 'дракон']);
  });
});

describe('the menu’s rules on a typed line', () => {
  it('an extra the size does not offer is named with the sizes that do', () => {
    const line = drafts('пеперони с кетчуп').lines[0];
    expect(line?.draft).toMatchObject({ addons: [] });
    expect(line?.notes).toEqual([
      expect.objectContaining({ code: 'size_chosen' }),
      { code: 'addon_not_allowed', words: 'кетчуп', instead: [] },
    ]);
  });

  it('a base the dish does not offer is named with the bases it does', () => {
    const line = drafts('калцоне на тънко тесто').lines[0];
    expect(line?.draft).toMatchObject({ productId: 115, base: 'traditional' });
    expect(line?.notes).toEqual([
      expect.objectContaining({ code: 'size_chosen' }),
      { code: 'base_not_allowed', words: 'тънко', instead: ['Традиционно тесто'] },
    ]);
  });

  it('the crust is added only where the size lets it be chosen', () => {
    expect(drafts('маргарита с борд').drafts[0]).toMatchObject({ crust: true });
    expect(drafts('прошуто и рукола с борд').lines[0]?.notes.map((n) => n.code)).toEqual([
      'size_chosen',
      'crust_fixed',
    ]);
    expect(drafts('пица четири сирена без борд').drafts[0]).toMatchObject({ crust: false });
  });
});

describe('translated menu names (the MENU_TRANSLATIONS hook)', () => {
  it('finds a dish and an ingredient by a translated name', () => {
    const en = {
      // Not "chips": since the grill tuning (issue 35) the English word table reads it.
      products: { '501': { name: 'Crispy spuds' } },
      ingredients: { '46': 'Tomatoes' },
    };
    expect(drafts('2 crispy spuds', 'en').lines).toEqual([]);
    expect(drafts('2 crispy spuds', 'en', [en]).drafts).toEqual([
      expect.objectContaining({ productId: 501, quantity: 2 }),
    ]);
    expect(drafts('shopska salad without tomatoes', 'en', [en]).drafts[0]).toMatchObject({
      productId: 301,
      removed: [46],
    });
  });

  it('ignores what is not of the documented shape', () => {
    const broken = { products: { x: { name: 'Nope' }, '101': { name: 42 } }, ingredients: [] };
    expect(drafts('2 маргарити', 'bg', [broken]).drafts[0]).toMatchObject({ productId: 101 });
  });
});

it('reads at most 600 characters of a message', () => {
  const long = `${'моля '.repeat(130)}2 маргарити`;
  expect(drafts(long).lines).toEqual([]);
  expect(drafts(`2 маргарити ${'моля '.repeat(130)}`).drafts[0]).toMatchObject({ quantity: 2 });
});
