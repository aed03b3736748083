import { describe, expect, it } from 'vitest';
import { isComplaint } from '../../src/ordering-text/complaints.ts';
import { matchDish } from '../../src/ordering-text/dish-match.ts';
import { tokenize } from '../../src/ordering-text/fold.ts';
import { keywordTable } from '../../src/ordering-text/keywords.ts';
import { menuLexicon } from '../../src/ordering-text/lexicon.ts';
import { createCafeMenu } from '../../src/sandbox/menu/cafe-menu.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { readerOn } from './read-lines.ts';

/**
 * Issue 35, tuned on the café (docs/typed-orders.md): extras of the dish before them, a word
 * several extras share, kinds of dish, complaints, and café words in six languages. Every
 * phrase was written for this file; none is from the held-out files.
 */
const menu = demoMenu({ sandbox: createCafeMenu() });

const read = readerOn(menu);

describe('extras of the dish before them', () => {
  it.each([
    ['мока на бадемово мляко', 'bg', 'Мока', 'Бадемово мляко'],
    ['флат уайт с ванилов сироп', 'bg', 'Флат уайт', 'Сироп ванилия'],
    ['кортадо с лешников сироп', 'bg', 'Кортадо', 'Сироп лешник'],
    ['матча лате на соево', 'bg', 'Матча лате', 'Соево мляко'],
    ['flat white with soy milk', 'en', 'Флат уайт', 'Соево мляко'],
    ['cortado with hazelnut syrup', 'en', 'Кортадо', 'Сироп лешник'],
    ['flat white decaf', 'en', 'Флат уайт', 'Безкофеиново кафе'],
    ['Latte mit Mandelmilch', 'de', 'Лате', 'Бадемово мляко'],
    ['kortado z mlekiem sojowym', 'pl', 'Кортадо', 'Соево мляко'],
    ['flat white cu lapte de cocos', 'ro', 'Флат уайт', 'Кокосово мляко'],
  ])('"%s" (%s): one line, %s with %s', (text, locale, product, extra) => {
    const { lines } = read(text, locale);
    expect(lines.map((l) => [l.product, l.addons])).toEqual([[product, [extra]]]);
  });

  it('never makes a dish of an extra’s words right after a dish', () => {
    const { lines } = read('мока на кокосово мляко и сироп карамел');
    expect(lines.map((l) => l.product)).toEqual(['Мока']);
    expect(lines[0]?.addons.sort()).toEqual(['Кокосово мляко', 'Сироп карамел']);
  });

  it('offers, never takes, a dish named only in part by an extra’s words', () => {
    const { lines } = read('матча лате, сироп');
    expect(lines.map((l) => l.product)).toEqual(['Матча лате', null]);
    expect(lines[1]?.candidates).toEqual(['Панкейкове с кленов сироп']);
  });
});

describe('a word several extras share', () => {
  it('lists the milks for "с мляко" and takes none', () => {
    const [line] = read('кортадо с мляко').lines;
    expect(line?.addons).toEqual([]);
    expect(line?.notes).toEqual([
      expect.objectContaining({ code: 'synonym_several', words: 'мляко' }),
    ]);
    expect(line?.notes[0]?.instead).toContain('Овесено мляко');
  });

  it('takes the one extra named whole but for a shared word ("карамел": the caramel syrup)', () => {
    expect(read('мока с карамел').lines[0]?.addons).toEqual(['Сироп карамел']);
  });
});

describe('a kind of dish', () => {
  it.each([
    ['2 kafe', 'bg'],
    ['Zwei Kaffee, bitte', 'de'],
    ['дві кави', 'uk'],
  ])('"%s" (%s) asks among the coffees instead of taking the filter coffee', (text, locale) => {
    const { lines } = read(text, locale);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.product).toBeNull();
    expect(lines[0]?.candidates).toEqual(expect.arrayContaining(['Филтърно кафе', 'Капучино']));
  });

  it('keeps a dish named by two words of kinds ("студен чай")', () => {
    expect(read('2 студен чай').lines.map((l) => l.product)).toEqual(['Студен чай праскова']);
  });
});

describe('complaints are not orders', () => {
  it.each([
    ['2 лате пристигнаха разлети', 'bg'],
    ['the 2 croissants were stale', 'en'],
    ['die 2 Tee waren kalt', 'de'],
    ['2 latte były zimne', 'pl'],
  ])('"%s" (%s) makes no cart', (text, locale) => {
    expect(isComplaint(text)).toBe(true);
    expect(read(text, locale).isOrder).toBe(false);
  });

  it('leaves an order alone', () => {
    expect(isComplaint('2 лате и кроасан с масло')).toBe(false);
  });
});

describe('café words in other languages', () => {
  it.each([
    ['2 hot chocolates', 'en', [['Горещ шоколад', 2]]],
    [
      'an orange juice and a blueberry muffin',
      'en',
      [
        ['Фреш портокал', 1],
        ['Мъфин с боровинки', 1],
      ],
    ],
    ['carrot cake x2', 'en', [['Морковена торта', 2]]],
  ])('"%s" (%s)', (text, locale, expected) => {
    expect(read(text, locale).lines.map((l) => [l.product, l.qty])).toEqual(expected);
  });

  it.each([
    ['turkey sandwich without mustard', 'en', 'Сандвич с пуешко', 'Горчица'],
    ['Sandwich mit Pute ohne Senf', 'de', 'Сандвич с пуешко', 'Горчица'],
  ])('"%s" (%s): %s without %s', (text, locale, product, removed) => {
    expect(read(text, locale).lines.map((l) => [l.product, l.removed])).toEqual([
      [product, [removed]],
    ]);
  });
});

describe('two dish names side by side', () => {
  it('reads a dish named before a dish made with it as a description ("еспресо кортадо")', () => {
    expect(read('2 еспресо кортадо').lines.map((l) => [l.product, l.qty])).toEqual([
      ['Кортадо', 2],
    ]);
  });

  it('keeps two dishes joined by "и"', () => {
    expect(read('еспресо и кортадо').lines.map((l) => l.product)).toEqual(['Еспресо', 'Кортадо']);
  });
});

describe('chat Latin й', () => {
  it('reads "i" after a vowel as й ("ais" is "айс")', () => {
    expect(read('edno ais late M').lines.map((l) => l.product)).toEqual(['Айс лате']);
  });
});

describe('Cyrillic words are never read by sound', () => {
  it('does not read "чаша" as "каша" (Овесена каша)', () => {
    const lex = menuLexicon(menu);
    const table = keywordTable(['bg', 'en']);
    expect(matchDish(lex, table, new Map(), tokenize('чаша'), 0)).toBeUndefined();
  });

  it('still reads a Latin word by sound ("kasha" is the porridge)', () => {
    const lex = menuLexicon(menu);
    const table = keywordTable(['bg', 'en']);
    const found = matchDish(lex, table, new Map(), tokenize('ovesena chasha'), 0);
    expect(found?.productIds.map((id) => menu.product(id)?.name)).toEqual(['Овесена каша']);
  });
});

describe('extras before the dish, fused "без", one dish in two parts', () => {
  it.each([
    ['2 безкофеиново кортадо', 'bg', 'Кортадо', 'Безкофеиново кафе'],
    ['decaf cortado', 'en', 'Кортадо', 'Безкофеиново кафе'],
    ['кортадо без лактоза', 'bg', 'Кортадо', 'Безлактозно мляко'],
    ['goresht shokolad bez laktoza', 'bg', 'Горещ шоколад', 'Безлактозно мляко'],
  ])('"%s" (%s): %s with %s', (text, locale, product, extra) => {
    expect(read(text, locale).lines.map((l) => [l.product, l.addons])).toEqual([
      [product, [extra]],
    ]);
  });

  it('says "без лактоза" on a dish without a lactose-free extra', () => {
    const [line] = read('еспресо без лактоза').lines;
    expect(line?.addons).toEqual([]);
    expect(line?.notes.map((n) => n.code)).toContain('part_unknown');
  });

  it('reads one dish named in two parts once', () => {
    expect(read('2 pankejki z syropem klonowym', 'pl').lines.map((l) => l.product)).toEqual([
      'Панкейкове с кленов сироп',
    ]);
  });
});

describe('Bulgarian neuter plurals in -та', () => {
  it('reads "3 фрапета" as three frappés and "2 кафета" as a kind of dish', () => {
    expect(read('3 фрапета').lines.map((l) => [l.product, l.qty])).toEqual([['Фрапе', 3]]);
    expect(read('2 кафета').lines[0]?.candidates).toContain('Капучино');
  });
});

describe('an order with a verb of receiving stays an order', () => {
  it('reads "Ich möchte 2 Latte bekommen" as two lattes', () => {
    expect(read('Ich möchte 2 Latte bekommen', 'de').isOrder).toBe(true);
  });
});
