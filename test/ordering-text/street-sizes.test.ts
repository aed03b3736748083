import { describe, expect, it } from 'vitest';
import type { Menu } from '../../src/catalogue/menu.ts';
import { parseOrder } from '../../src/ordering-text/index.ts';
import { createCafeMenu } from '../../src/sandbox/menu/cafe-menu.ts';
import { createGrillMenu } from '../../src/sandbox/menu/grill-menu.ts';
import { createStreetMenu } from '../../src/sandbox/menu/street-menu.ts';
import { createSushiMenu } from '../../src/sandbox/menu/sushi-menu.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { readerOn } from './read-lines.ts';

/**
 * Issue 35, tuned on the street-food menu: sizes, amounts and counts in every language — a form
 * of "double", "XL", "standard"; an amount with its unit ("0,5", "литър", "1 litru"); a size word
 * with a label word ("голяма напитка"); a bare number that is a number of pieces of the dish.
 * Each rule is read from the menu's labels or a word table, never from a phrase. The phrases
 * here were written for these tests; none is in heldout-street.ts.
 */
const street = demoMenu({ sandbox: createStreetMenu() });
const cafe = demoMenu({ sandbox: createCafeMenu() });
const grill = demoMenu({ sandbox: createGrillMenu() });
const sushi = demoMenu({ sandbox: createSushiMenu() });
const demo = demoMenu();

const readers = new Map<Menu, ReturnType<typeof readerOn>>();

/** The lines a text reads as on a menu (read-lines.ts), each with every note's code. */
function read(menu: Menu, text: string, locale = 'bg') {
  let reader = readers.get(menu);
  if (!reader) {
    reader = readerOn(menu);
    readers.set(menu, reader);
  }
  const parsed = reader(text, locale);
  return { ...parsed, lines: parsed.lines.map((line) => ({ ...line, notes: line.codes })) };
}

/** The one line a text reads as: dish, quantity, size; and that it is an order. */
function one(menu: Menu, text: string, locale = 'bg') {
  const parsed = read(menu, text, locale);
  expect(parsed.isOrder).toBe(true);
  expect(parsed.lines).toHaveLength(1);
  const [line] = parsed.lines;
  return { product: line?.product, qty: line?.qty, size: line?.size };
}

describe('a form of "double" or "single" is the size labelled so', () => {
  it.each([
    ['три двойни бекон бургера', 'bg', 'Бекон бургер', 3, 'Двоен'],
    ['лют бургер двойна', 'bg', 'Лют бургер', 1, 'Двоен'],
    ['bekon burger dvoen', 'bg', 'Бекон бургер', 1, 'Двоен'],
    ['a double bacon burger', 'en', 'Бекон бургер', 1, 'Двоен'],
    ['zwei Bacon Burger doppelt', 'de', 'Бекон бургер', 2, 'Двоен'],
    ['un bacon burger dublu', 'ro', 'Бекон бургер', 1, 'Двоен'],
    ['podwójny bacon burger', 'pl', 'Бекон бургер', 1, 'Двоен'],
    ['подвійний бекон бургер', 'uk', 'Бекон бургер', 1, 'Двоен'],
    ['чийзбургер единичен', 'bg', 'Чийзбургер', 1, 'Единичен'],
  ])('"%s" (%s): %s × %i, %s', (text, locale, product, qty, size) => {
    expect(one(street, text, locale)).toEqual({ product, qty, size });
  });

  it('reads "single", a number word, as the single size where the menu labels one', () => {
    expect(one(street, '2 single bacon burgers', 'en')).toEqual({
      product: 'Бекон бургер',
      qty: 2,
      size: 'Единичен',
    });
    expect(read(street, 'a single bacon burger', 'en').lines[0]?.notes).not.toContain(
      'size_chosen',
    );
    expect(one(cafe, 'a single espresso', 'en')).toMatchObject({ qty: 1, size: 'Единично 30 мл' });
    // "one" is a label's word on the grill only in its run ("for one"): alone, a quantity.
    expect(one(grill, 'one ayran', 'en')).toMatchObject({ product: 'Айрян', qty: 1 });
  });

  it('reads the masculine "двоен" on the café’s "Двойно" label too: one label word', () => {
    expect(one(cafe, 'двоен еспресо')).toEqual({
      product: 'Еспресо',
      qty: 1,
      size: 'Двойно 60 мл',
    });
  });

  it('keeps English "double" an extra before an ingredient’s word', () => {
    const [burger] = read(street, 'класик бургер double cheddar', 'en').lines;
    expect(burger).toMatchObject({ product: 'Класик бургер', addons: ['Допълнително чедър'] });
    const [pizza] = read(demo, 'margherita double mozzarella', 'en').lines;
    expect(pizza?.addons).toEqual(['Допълнително моцарела']);
  });

  it('still reads "двойна" as twice the smallest where no label says double (the grill)', () => {
    expect(one(grill, 'двойна сливова')).toMatchObject({ size: '100 мл' });
  });
});

describe('XL, large and standard', () => {
  it.each([
    ['дюнер телешко хл', 'bg', 'Дюнер телешко', 'XL 500 г'],
    ['дюрюм пилешко XL', 'bg', 'Дюрюм пилешко', 'XL 500 г'],
    ['голям дюнер телешко', 'bg', 'Дюнер телешко', 'XL 500 г'],
    ['дюрюм телешко стандартен', 'bg', 'Дюрюм телешко', 'Стандартен 350 г'],
    ['дюнер пилешко regular', 'en', 'Дюнер пилешко', 'Стандартен 350 г'],
    ['дюнер пилешко normal', 'de', 'Дюнер пилешко', 'Стандартен 350 г'],
    ['мілкшейк ванільний великий', 'uk', 'Милкшейк ванилия', 'Голям 500 мл'],
    ['milkshake vanilie mare', 'ro', 'Милкшейк ванилия', 'Голям 500 мл'],
    ['картофи по селски duży', 'pl', 'Картофи по селски', 'Големи 200 г'],
  ])('"%s" (%s): %s, %s', (text, locale, product, size) => {
    expect(one(street, text, locale)).toEqual({ product, qty: 1, size });
  });

  it('keeps "regular" a medium pizza where no size says standard', () => {
    expect(one(demo, 'regular margherita', 'en')).toMatchObject({ size: 'Средна 30 см' });
  });
});

describe('amounts with their unit', () => {
  it.each([
    ['спрайт литър', 'bg', 'Спрайт', '1 л'],
    ['a litre of sprite', 'en', 'Спрайт', '1 л'],
    ['un litru de sprite', 'ro', 'Спрайт', '1 л'],
    ['спрайт 0,5', 'bg', 'Спрайт', '500 мл'],
    ['sprite 0.5l', 'en', 'Спрайт', '500 мл'],
    ['спрайт 0,5 л', 'bg', 'Спрайт', '500 мл'],
    ['айрян 0,33', 'bg', 'Айрян', '330 мл'],
    ['айрян 500', 'bg', 'Айрян', '500 мл'],
  ])('"%s" (%s): %s, %s', (text, locale, product, size) => {
    expect(one(street, text, locale)).toEqual({ product, qty: 1, size });
  });

  it.each([
    ['половин литър спрайт', 'bg'],
    ['спрайт половин литър', 'bg'],
    ['half a litre of sprite', 'en'],
  ])('reads "half" before a litre as 500 мл, not a half-and-half: "%s" (%s)', (text, locale) => {
    expect(one(street, text, locale)).toEqual({ product: 'Спрайт', qty: 1, size: '500 мл' });
  });

  it('never reads "0,5" as a quantity of 5 for the next dish', () => {
    const parsed = read(street, 'спрайт 0,5 и кифла със сирене');
    expect(parsed.lines.map(({ product, qty, size }) => ({ product, qty, size }))).toEqual([
      { product: 'Спрайт', qty: 1, size: '500 мл' },
      { product: 'Кифла със сирене', qty: 1, size: '100 г' },
    ]);
    expect(parsed.unknown).toEqual([]);
  });

  it('reads a decimal of litres on the grill’s 100 мл and says one no size has (the demo)', () => {
    expect(one(grill, 'сливова 0,1')).toMatchObject({ size: '100 мл' });
    const [cola] = read(demo, 'кола 0,5').lines;
    expect(cola?.notes).toContain('size_unknown');
  });
});

describe('a size word with a label word', () => {
  it.each([
    ['меню дюнер с голяма напитка', 'bg', 'С напитка 500 мл'],
    ['меню чикън бургер с малка напитка', 'bg', 'С напитка 330 мл'],
    ['menu chicken burger with a large drink', 'en', 'С напитка 500 мл'],
  ])('"%s" (%s): %s', (text, locale, size) => {
    expect(one(street, text, locale)).toMatchObject({ qty: 1, size });
  });

  it('says it, choosing no size, on a dish whose sizes name no drink', () => {
    const [burger] = read(street, 'класик бургер с голяма напитка').lines;
    expect(burger).toMatchObject({ product: 'Класик бургер', size: 'Единичен' });
    expect(burger?.notes).toContain('size_unknown');
  });
});

describe('a bare number that is a size of pieces of its dish', () => {
  it.each([
    ['пилешки крилца 12', 'bg', 'Пилешки крилца', 1, '12 бр.'],
    ['моцарела стикс 9', 'bg', 'Моцарела стикс', 1, '9 бр.'],
    ['лучени кръгчета 12', 'bg', 'Лучени кръгчета', 1, '12 бр.'],
    ['9 mozzarella sticks', 'en', 'Моцарела стикс', 1, '9 бр.'],
    ['twelve mozzarella sticks', 'en', 'Моцарела стикс', 1, '12 бр.'],
    ['2 моцарела стикс по 12', 'bg', 'Моцарела стикс', 2, '12 бр.'],
    ['пилешки крилца 9 бр', 'bg', 'Пилешки крилца', 1, '9 бр.'],
  ])('"%s" (%s): %s × %i, %s', (text, locale, product, qty, size) => {
    expect(one(street, text, locale)).toEqual({ product, qty, size });
  });

  it.each([
    ['моцарела стикс 10', 10, '6 бр.'],
    ['3 лучени кръгчета', 3, '8 бр.'],
    ['6 класик бургера', 6, 'Единичен'],
  ])('keeps a number no size counts a quantity: "%s"', (text, qty, size) => {
    expect(one(street, text)).toMatchObject({ qty, size });
  });

  it.each([
    ['нъгетс 12', 'bg', 1, '12 бр.'],
    ['3 порции нъгетс по 9', 'bg', 3, '9 бр.'],
    ['12 nuggets please', 'en', 1, '12 бр.'],
    ['nuggets 6 pcs', 'en', 1, '6 бр.'],
  ])(
    'takes the one dish the words name that has that many pieces: "%s" (%s)',
    (text, locale, qty, size) => {
      // "нъгетс" names Чикън нъгетс and Меню Нъгетс; only the first is sold in pieces.
      expect(one(street, text, locale)).toEqual({ product: 'Чикън нъгетс', qty, size });
    },
  );

  it.each(['2 нъгетс', 'нъгетс 5'])(
    'still asks when no count of pieces tells them apart: "%s"',
    (text) => {
      const [line] = read(street, text).lines;
      expect(line?.product).toBeNull();
      expect(line?.notes).toContain('ambiguous');
    },
  );

  it('counts the pieces of a roll the same way (sushi)', () => {
    expect(one(sushi, 'филаделфия 8')).toMatchObject({ qty: 1, size: '8 бр.' });
  });

  it('a number of pieces before another dish still counts that dish', () => {
    const parsed = read(street, 'моцарела стикс 9, 2 спрайт');
    expect(parsed.lines.map(({ product, qty, size }) => ({ product, qty, size }))).toEqual([
      { product: 'Моцарела стикс', qty: 1, size: '9 бр.' },
      { product: 'Спрайт', qty: 2, size: '330 мл' },
    ]);
  });
});

describe('a size not named is said', () => {
  it('says which size it chose for a dish of several, and offers the others', () => {
    const parsed = parseOrder('2 бекон бургера', street, { locale: 'bg' });
    const note = parsed.lines[0]?.notes.find((n) => n.code === 'size_chosen');
    expect(note).toMatchObject({ words: 'Единичен', instead: ['Двоен'] });
  });

  it.each(['моцарела стикс 9', 'спрайт 0,5', 'двоен бекон бургер', 'меню дюнер с голяма напитка'])(
    'does not announce a size the words chose: "%s"',
    (text) => {
      expect(read(street, text).lines[0]?.notes).not.toContain('size_chosen');
    },
  );
});
