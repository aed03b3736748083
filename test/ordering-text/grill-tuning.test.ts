import { describe, expect, it } from 'vitest';
import { cyrillicOf } from '../../src/ordering-text/chat-latin.ts';
import { parseOrder } from '../../src/ordering-text/index.ts';
import { createCafeMenu } from '../../src/sandbox/menu/cafe-menu.ts';
import { createGrillMenu } from '../../src/sandbox/menu/grill-menu.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { readerOn } from './read-lines.ts';

/**
 * Issue 35, tuned on the grill (docs/typed-orders.md "Tuned on the grill"): words several dishes
 * share, a removal's word never a dish, sizes in the menu's words (portions, bottles, "for two",
 * double, grams), garnishes, a second line of the same dish, chat Latin j, and grill words in six
 * languages. Every phrase was written for this file; none is from the held-out files.
 */
const menu = demoMenu({ sandbox: createGrillMenu() });

const read = readerOn(menu);

const products = (text: string, locale = 'bg') => read(text, locale).lines.map((l) => l.product);

describe('a word several dishes share asks among them', () => {
  it.each([
    ['искам две баници', 'bg', ['Баница със сирене', 'Баница със спанак']],
    ['една баница моля', 'bg', ['Баница със сирене', 'Баница със спанак']],
  ])(
    '"%s" (%s): no dish taken, the dishes whose names begin with it offered',
    (text, locale, offered) => {
      const { lines } = read(text, locale);
      expect(lines).toHaveLength(1);
      expect(lines[0]?.product).toBeNull();
      expect(lines[0]?.candidates).toEqual(expect.arrayContaining(offered));
    },
  );

  it.each([
    ['две супи', 'bg'],
    ['two soups please', 'en'],
  ])('"%s" (%s): a category word alone asks among the category', (text, locale) => {
    const { lines } = read(text, locale);
    expect(lines[0]?.product).toBeNull();
    expect(lines[0]?.candidates).toEqual(
      expect.arrayContaining(['Пилешка супа', 'Таратор', 'Боб чорба']),
    );
  });

  it('a word that begins one dish name only still names it ("шопска" is no Сирене по шопски)', () => {
    expect(products('една шопска и един айрян')).toEqual(['Шопска салата', 'Айрян']);
    expect(products('баница със спанак и боза')).toEqual(['Баница със спанак', 'Боза']);
  });
});

describe('what follows "without" or an allergy is never a dish', () => {
  it('"without garlic" on a dish without garlic is said, not a garlic bread', () => {
    const { lines } = read('2 kebapche without garlic', 'en');
    expect(lines.map((l) => l.product)).toEqual(['Кебапче']);
    expect(lines[0]?.notes).toEqual([{ code: 'ingredient_absent', words: 'garlic' }]);
  });

  it.each([
    ['таратор, алергия към орехи', 'bg'],
    ['tarator, allergic to walnuts', 'en'],
    ['Tarator, allergisch gegen Nüsse', 'de'],
    ['tarator, alergia na orzechy', 'pl'],
  ])('"%s" (%s): an allergy takes the ingredient off the dish', (text, locale) => {
    const { lines } = read(text, locale);
    expect(lines.map((l) => [l.product, l.removed])).toEqual([['Таратор', ['Орехи']]]);
  });

  it('an allergy to what no dish of the line has is said on the line, never a dish', () => {
    const { lines } = read('кебапче, алергия към мляко');
    expect(lines.map((l) => l.product)).toEqual(['Кебапче']);
    expect(lines[0]?.notes.length).toBeGreaterThan(0);
  });

  it('"бес" is read as the typo of "без"', () => {
    const { lines } = read('пилешко филе бес картофи');
    expect(lines.map((l) => [l.product, l.removed])).toEqual([
      ['Пилешко филе на скара', ['Пържени картофи']],
    ]);
  });
});

describe('sizes in the menu’s own words', () => {
  it.each([
    ['200 грама свински врат', 'bg', 'Свински врат', '200 г'],
    ['загорка 330', 'bg', 'Бира Загорка', '330 мл'],
    ['двойна гроздова Бургас', 'bg', 'Гроздова ракия Бургас 63', '100 мл'],
    ['порция кюфтета', 'bg', 'Кюфте', 'Порция 3 бр. 240 г'],
    ['porcija kebap4eta', 'bg', 'Кебапче', 'Порция 3 бр. 180 г'],
    ['бутилка димят', 'bg', 'Бяло вино Димят', 'Бутилка 750 мл'],
    ['one bottle of dimyat', 'en', 'Бяло вино Димят', 'Бутилка 750 мл'],
    ['мешана скара за един', 'bg', 'Мешана скара', 'За един 450 г'],
    ['mixed grill for one', 'en', 'Мешана скара', 'За един 450 г'],
    ['Grillteller für zwei', 'de', 'Мешана скара', 'За двама 900 г'],
    ['ein großer Ayran', 'de', 'Айрян', '500 мл'],
  ])('"%s" (%s): %s, %s', (text, locale, product, size) => {
    const { lines } = read(text, locale);
    expect(lines.map((l) => [l.product, l.qty, l.size])).toEqual([[product, 1, size]]);
  });

  it('a number of portions counts the portion size; "за двама" is never two of the smaller', () => {
    expect(read('три порции кебапчета').lines.map((l) => [l.qty, l.size])).toEqual([
      [3, 'Порция 3 бр. 180 г'],
    ]);
    expect(read('2 гърнета боб чорба').lines.map((l) => [l.qty, l.size])).toEqual([
      [2, 'Гърне 500 мл'],
    ]);
    expect(read('мешана скара за двама и 2 айряна').lines.map((l) => [l.qty, l.size])).toEqual([
      [1, 'За двама 900 г'],
      [2, '300 мл'],
    ]);
  });

  it('"един" or "за" alone is no size label ("За един 450 г")', () => {
    const { lines } = read('един айрян');
    expect(lines.map((l) => [l.product, l.qty, l.size, l.notes])).toEqual([
      ['Айрян', 1, '300 мл', []],
    ]);
  });
});

describe('garnishes and extras', () => {
  it.each([
    ['свински врат без гарнитура', 'bg'],
    ['pork neck without garnish', 'en'],
    ['Schweinenacken ohne Beilage', 'de'],
  ])(
    '"%s" (%s): the garnish the menu names by its "Гарнитура …" extras comes off',
    (text, locale) => {
      const { lines } = read(text, locale);
      expect(lines.map((l) => [l.product, l.removed])).toEqual([
        ['Свински врат', ['Пържени картофи']],
      ]);
    },
  );

  it('a dish without a garnish says the word', () => {
    const { lines } = read('мусака без гарнитура');
    expect(lines[0]?.removed).toEqual([]);
    expect(lines[0]?.notes).toEqual([{ code: 'part_unknown', words: 'гарнитура' }]);
  });

  it('a word of one offered extra is that extra; a kind word over several still asks', () => {
    expect(read('300 г пържени картофи с кашкавал').lines[0]?.addons).toEqual([
      'Настърган кашкавал',
    ]);
    const cheese = read('fries with cheese', 'en').lines[0];
    expect(cheese?.addons).toEqual([]);
    expect(cheese?.notes.map((n) => n.code)).toEqual(['synonym_several']);
  });

  it('"и една с …" after a dish is one more line of that dish', () => {
    const { lines } = read('две мекици с мед и една със сладко');
    expect(lines.map((l) => [l.product, l.qty, l.addons])).toEqual([
      ['Мекица', 2, ['Мед']],
      ['Мекица', 1, ['Сладко от смокини']],
    ]);
    expect(products('2 шопски без лук и една без сирене')).toEqual([
      'Шопска салата',
      'Шопска салата',
    ]);
  });
});

describe('words of a grill in six languages and chat Latin', () => {
  it.each([
    ['pork skewer and fries', 'en', ['Свинско шишче', 'Пържени картофи']],
    ['пилешко шишче и пилешко филе', 'bg', ['Пилешко шишче', 'Пилешко филе на скара']],
    ['pork chop and garlic bread', 'en', ['Свинска пържола', 'Чеснова питка']],
    ['Bohnensuppe und Pommes', 'de', ['Боб чорба', 'Пържени картофи']],
    ['frytki i kurczak szaszłyk', 'pl', ['Пържени картофи', 'Пилешко шишче']],
    ['cartofi prăjiți și bere Zagorka', 'ro', ['Пържени картофи', 'Бира Загорка']],
    ['курячий шашлик і картопля фрі', 'uk', ['Пилешко шишче', 'Пържени картофи']],
    ['salata snejanka i 2 ajrana', 'bg', ['Салата Снежанка', 'Айрян']],
  ])('"%s" (%s)', (text, locale, expected) => {
    expect(products(text, locale)).toEqual(expected);
  });

  it('reads j after a, e, o, u as ж before a vowel and й before none; "ija" stays ия', () => {
    expect(cyrillicOf('snejanka')).toBe('снежанка');
    expect(cyrillicOf('ajran')).toBe('айран');
    expect(cyrillicOf('porcija')).toBe('порция');
    expect(cyrillicOf('goljama')).toBe('голяма');
  });

  it('a quantity or size before a word not understood never crosses "and" to the next dish', () => {
    const { lines, unknown } = read('1 hotdog and 2 kebapche', 'en');
    expect(lines.map((l) => [l.product, l.qty])).toEqual([['Кебапче', 2]]);
    expect(unknown).toEqual(expect.arrayContaining(['hotdog', '1']));
    expect(read('голям хамбургер и айрян').lines.map((l) => l.size)).toEqual(['300 мл']);
  });
});

describe('a word with "не" glued before it is no typo of the word', () => {
  it('"негазирана" never orders the sparkling water; it is said as not understood', () => {
    const cafe = demoMenu({ sandbox: createCafeMenu() });
    const parsed = parseOrder('2 негазирани води и 1 газирана', cafe, { locale: 'bg' });
    const named = parsed.lines.map((line) =>
      line.draft?.kind === 'product' ? cafe.product(line.draft.productId)?.name : null,
    );
    expect(named).toEqual([null, 'Газирана вода']);
    expect(parsed.unknown).toContain('негазирани');
  });
});
