import { describe, expect, it } from 'vitest';
import { MenuTranslations } from '../../src/menu-i18n/index.ts';
import { borrowedReadings } from '../../src/ordering-text/borrowed.ts';
import { chatLatinFold } from '../../src/ordering-text/chat-latin.ts';
import { foldWord } from '../../src/ordering-text/fold.ts';
import { createChineseMenu } from '../../src/sandbox/menu/chinese-menu.ts';
import { createGeorgianMenu } from '../../src/sandbox/menu/georgian-menu.ts';
import { TypedOrderNames } from '../../src/telegram/menu-names.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { readerOn } from './read-lines.ts';

/**
 * Issue 35, tuned on the Chinese menu after its held-out measurement (docs/typed-orders.md
 * "Tuned on the Chinese menu"): words that together tell one dish apart, prepositions some name
 * holds, a dish named in part beside a word the menu does not know, heat as a size, two swapped
 * letters, chat-Latin y for ъ, and a Chinese restaurant's words. Every phrase was written for
 * this file; none is from the held-out files.
 */
const names = new TypedOrderNames(new MenuTranslations());
const read = readerOn(demoMenu({ sandbox: createChineseMenu() }), names);

describe('words that together name one dish', () => {
  it('"пиле с гъби": the one chicken dish with mushrooms, though each word is in several names', () => {
    const reading = read('пиле с гъби');
    expect(reading.isOrder).toBe(true);
    expect(reading.lines).toMatchObject([{ product: 'Пиле с бамбук и гъби', candidates: [] }]);
  });

  it('one such word alone stays a choice: "пиле"', () => {
    const reading = read('пиле');
    expect(reading.isOrder).toBe(false);
    expect(reading.lines[0]?.candidates.length).toBeGreaterThan(1);
  });
});

describe('a preposition a name holds joins the words around it', () => {
  it('"2 чипса от скариди" is two Скариден чипс, not a second dish', () => {
    expect(read('2 чипса от скариди').lines).toMatchObject([{ product: 'Скариден чипс', qty: 2 }]);
  });
});

describe('a dish named in part beside a word the menu does not know', () => {
  it.each([
    ['2 пикантни хойсин', 'bg'],
    ['2 sticky hoisin', 'en'],
    ['zwei klebrige Hoisin', 'de'],
  ])('"%s" (%s) asks; it never takes the one dish whose name it half fits', (text, locale) => {
    const reading = read(text, locale);
    expect(reading.lines.every((line) => line.product === null)).toBe(true);
    expect(reading.unknown.length).toBe(1);
  });

  it('without the word the menu does not know, the dish is proposed: "2 хойсин"', () => {
    expect(read('2 хойсин').lines).toMatchObject([
      { product: 'Хрупкава патица с хойсин сос', qty: 2 },
    ]);
  });
});

describe('heat as a size', () => {
  it.each([
    ['пиле по сечуански мекото', 'bg', 'Пиле по сечуански', 1, 'Мек'],
    ['tofu ma po mild', 'en', 'Тофу Ма По', 1, 'Мек'],
    ['zwei Mapo Tofu scharf', 'de', 'Тофу Ма По', 2, 'Лют'],
  ])('"%s" (%s): %s, %i × %s', (text, locale, product, qty, size) => {
    expect(read(text, locale).lines).toMatchObject([{ product, qty, size, addons: [] }]);
  });
});

describe("a word of the dish's kind, and 'ще взема'", () => {
  it.each([
    ['десерт пържен сладолед', 'Пържен сладолед'],
    ['пържен сладолед десерт', 'Пържен сладолед'],
    ['ще взема пиле кунг пао', 'Пиле кунг пао'],
  ])('"%s": %s, no word left out', (text, product) => {
    const reading = read(text);
    expect(reading).toMatchObject({ isOrder: true, unknown: [] });
    expect(reading.lines).toMatchObject([{ product }]);
  });

  it('"сос сацебели" on the Georgian menu (its category Сосове)', () => {
    const georgian = readerOn(demoMenu({ sandbox: createGeorgianMenu() }), names);
    expect(georgian('сос сацебели')).toMatchObject({
      unknown: [],
      lines: [{ product: 'Сацебели' }],
    });
  });

  it('a word of another kind stays a word left out: "десерт пиле кунг пао"', () => {
    expect(read('десерт пиле кунг пао').unknown).toEqual(['десерт']);
  });
});

describe('the Bulgarian article', () => {
  it.each([
    ['патицата с ананас', 'Патица с ананас'],
    ['юфката със скариди', 'Юфка със скариди'],
  ])('"%s": %s', (text, product) => {
    expect(read(text)).toMatchObject({ unknown: [], lines: [{ product }] });
  });
});

describe('pieces no size holds', () => {
  it.each([
    ['15 кнедли на пара', '15'],
    ['14 бр. кнедли на пара', '14 бр'],
  ])('"%s" is said with the sizes there are, never so many portions', (text, words) => {
    const [line] = read(text).lines;
    expect(line).toMatchObject({ product: 'Кнедли на пара', qty: 1 });
    expect(line?.notes).toContainEqual({
      code: 'size_unknown',
      words,
      instead: ['6 бр.', '12 бр.'],
    });
  });

  it('a number below the smallest size still counts portions: "3 кнедли на пара"', () => {
    expect(read('3 кнедли на пара').lines).toMatchObject([{ product: 'Кнедли на пара', qty: 3 }]);
  });
});

describe('spellings', () => {
  it('two swapped letters are one slip: "10 хникали с гъби"', () => {
    const georgian = readerOn(demoMenu({ sandbox: createGeorgianMenu() }), names);
    expect(georgian('10 хникали с гъби').lines).toMatchObject([
      { product: 'Хинкали с гъби', size: '10 бр.' },
    ]);
  });

  it('chat-Latin y between consonants is ъ: "pile s gybi i bambuk"', () => {
    expect(chatLatinFold('gybi', foldWord('gybi'))).toBe(foldWord('гъби'));
    expect(read('pile s gybi i bambuk').lines).toMatchObject([{ product: 'Пиле с бамбук и гъби' }]);
  });

  it.each([
    ['earl', 'ърл'],
    ['white', 'уайт'],
  ])('English "%s" is also read as %s', (word, reading) => {
    expect(borrowedReadings(word, foldWord(word), null)).toContain(foldWord(reading));
  });
});

describe("a Chinese restaurant's words", () => {
  it.each([
    ['Ente mit Ananas', 'de', 'Патица с ананас'],
    ['sajgonki z kurczakiem', 'pl', 'Пролетни рулца с пиле'],
    ['tăiței cu pui', 'ro', 'Юфка с пиле'],
    ['локшина з яловичиною', 'uk', 'Юфка с говеждо'],
    ['2 hot and sour soups', 'en', 'Кисело-люта супа'],
  ])('"%s" (%s): %s', (text, locale, product) => {
    expect(read(text, locale).lines).toMatchObject([{ product }]);
  });
});
