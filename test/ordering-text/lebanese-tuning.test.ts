import { describe, expect, it } from 'vitest';
import { MenuTranslations } from '../../src/menu-i18n/index.ts';
import { isQuestion } from '../../src/ordering-text/questions.ts';
import { createGreekMenu } from '../../src/sandbox/menu/greek-menu.ts';
import { createIndianMenu } from '../../src/sandbox/menu/indian-menu.ts';
import { createLebaneseMenu } from '../../src/sandbox/menu/lebanese-menu.ts';
import { TypedOrderNames } from '../../src/telegram/menu-names.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { readerOn } from './read-lines.ts';

/**
 * Issue 35, tuned on the Lebanese menu after its held-out measurement (docs/typed-orders.md
 * "Tuned on the Lebanese menu"). Every phrase was written for this file; none is from the
 * held-out files.
 */
const names = new TypedOrderNames(new MenuTranslations());
const read = readerOn(demoMenu({ sandbox: createLebaneseMenu() }), names);

describe('questions and polite requests', () => {
  it.each(['фалафелът пържен ли е', 'хумусът с тахан ли се прави', 'lyuta li e shaurmata'])(
    '"%s" asks (the particle ли)',
    (text) => {
      expect(isQuestion(text)).toBe(true);
      expect(read(text).isOrder).toBe(false);
    },
  );

  it.each([
    ['може ли две шаурми телешки?', 'Шаурма телешка', 2],
    ['бихте ли ми донесли един фатуш', 'Фатуш', 1],
    ['mozhe li 3 ayrana?', 'Айран', 3],
    ['can I have two lamb chops?', 'Агнешки котлети', 2],
  ])('"%s" orders: a polite request, even with a question mark', (text, product, qty) => {
    const locale = text.startsWith('can') ? 'en' : 'bg';
    const reading = read(text, locale);
    expect(reading.isOrder).toBe(true);
    expect(reading.unknown).toEqual([]);
    expect(reading.lines).toMatchObject([{ product, qty }]);
  });

  it.each(['може ли да платя на място?', 'can I pay when it arrives?'])(
    '"%s" still asks: another verb follows',
    (text) => {
      expect(isQuestion(text)).toBe(true);
    },
  );
});

describe('a numbered list', () => {
  it('its numbers are no quantities', () => {
    expect(read('1. Табуле голяма\n2. Кафта кебап\n3. Айран').lines).toMatchObject([
      { product: 'Табуле', qty: 1, size: 'Голяма' },
      { product: 'Кафта кебап', qty: 1 },
      { product: 'Айран', qty: 1 },
    ]);
  });

  it('a quantity after the number is the quantity', () => {
    expect(read('1) 2 баклави\n2) 3 айрана').lines).toMatchObject([
      { product: 'Баклава', qty: 2 },
      { product: 'Айран', qty: 3 },
    ]);
  });

  it('a lone "2." keeps its number', () => {
    expect(read('2. кнафе').lines).toMatchObject([{ product: 'Кнафе', qty: 2 }]);
  });
});

describe('removals', () => {
  it.each([
    ['2 пилешки шаурми на чиния без чесън', 'Шаурма пилешка'],
    ['shaurma arabia bez chesan', 'Шаурма арабия'],
  ])(
    '"%s": the garlic is the garlic sauce (the fleeting vowel of чесън, чеснов)',
    (text, product) => {
      expect(read(text).lines).toMatchObject([{ product, removed: ['Чеснов сос'] }]);
    },
  );
});

describe('a sibling after a removal', () => {
  it('"и една телешка" after "без домати" is the beef shawarma, not a removal', () => {
    expect(read('две пилешки шаурми без домати и една телешка').lines).toMatchObject([
      { product: 'Шаурма пилешка', qty: 2, removed: ['Домати'] },
      { product: 'Шаурма телешка', qty: 1, removed: [] },
    ]);
  });

  it('"and an egg" stays the list\'s: no sibling is named', () => {
    const [line] = read('фатуш без лук и една маслина').lines;
    expect(line?.product).toBe('Фатуш');
  });
});

describe('words of a name', () => {
  it.each([
    ['2 арабски шаурми', 'Шаурма арабия', 2],
    ['shaurma arabska', 'Шаурма арабия', 1],
  ])('"%s": an adjective in -ски of a short noun (арабска, арабия)', (text, product, qty) => {
    expect(read(text).lines).toMatchObject([{ product, qty }]);
  });

  it.each([
    ['малка порция картофи', 'Малка порция'],
    ['2 големи картофа', 'Голяма порция'],
  ])('"%s": a size said makes a dish of an extra\'s word (extras have no sizes)', (text, size) => {
    expect(read(text).lines).toMatchObject([{ product: 'Пържени картофи', size }]);
  });

  it("the extra's word alone still asks", () => {
    expect(read('картофи').lines[0]?.product).toBeNull();
  });
});

describe('which dish', () => {
  it('"2 кафти": a word that begins one name and is another\'s but for generic words asks', () => {
    const [line] = read('2 кафти').lines;
    expect(line?.product).toBeNull();
    expect(line?.candidates).toEqual(expect.arrayContaining(['Кафта кебап', 'Сандвич кафта']));
  });

  it.each([
    ['2 фалафела в питка', 'Сандвич фалафел', 2],
    ['falafel v pitka bez turshiya', 'Сандвич фалафел', 1],
  ])('"%s": the words a description opens with name its dish', (text, product, qty) => {
    expect(read(text).lines).toMatchObject([{ product, qty }]);
  });

  it('"фалафел с питка" stays the falafel with an extra pita; "и питка" a pita more', () => {
    expect(read('фалафел 8 бр. с питка').lines).toMatchObject([
      { product: 'Фалафел', addons: ['Допълнителна питка'] },
    ]);
    expect(read('фалафел и питка').lines).toMatchObject([
      { product: 'Фалафел' },
      { product: 'Питка' },
    ]);
  });
});

describe('the ways names are written', () => {
  it.each([
    ['2 шаверми телешки', 'Шаурма телешка', 2, 'bg'],
    ['един телешки дюнер на чиния', 'Шаурма телешка', 1, 'bg'],
    ['3 мануше със заатар', 'Манакиш със заатар', 3, 'bg'],
    ['кефта кебап', 'Кафта кебап', 1, 'bg'],
    ['2 beef shawerma', 'Шаурма телешка', 2, 'en'],
    ['trzy szawarmy z kurczakiem', 'Шаурма пилешка', 3, 'pl'],
  ])(
    '"%s": a Lebanese restaurant\'s words (words/lebanese-words.ts)',
    (text, product, qty, locale) => {
      expect(read(text, locale).lines).toMatchObject([{ product, qty }]);
    },
  );

  it.each([
    ['2 баба гануша', 'Бабагануш', 2],
    ['баба ганош без лук', 'Бабагануш', 1],
  ])('"%s": two words that together are one word of a name', (text, product, qty) => {
    expect(read(text).lines).toMatchObject([{ product, qty }]);
  });

  it.each([['12 сармички', 'Сарми с лозов лист', '12 бр.']])(
    '"%s": a diminutive is its word',
    (text, product, size) => {
      expect(read(text).lines).toMatchObject([{ product, size }]);
    },
  );

  it.each([
    ['чайник мятен чай', 'bg'],
    ['a teapot of mint tea', 'en'],
  ])('"%s": a pot of tea is the jug', (text, locale) => {
    expect(read(text, locale).lines).toMatchObject([{ product: 'Мятен чай', size: 'Кана' }]);
  });
});

describe('quantities and sizes across lines', () => {
  it('"2 warm pitta": a word not understood between a quantity and its dish', () => {
    const reading = read('a hummus and 2 warm pitta', 'en');
    expect(reading.lines).toMatchObject([
      { product: 'Хумус', qty: 1 },
      { product: 'Питка', qty: 2 },
    ]);
    expect(reading.unknown).toEqual(['warm']);
  });

  it.each([
    ['табуле и фатуш, двете големи', 'bg'],
    ['tabbouleh and fattoush, both large', 'en'],
  ])('"%s": a size after "both" sizes every dish', (text, locale) => {
    const reading = read(text, locale);
    expect(reading.lines).toMatchObject([
      { product: 'Табуле', size: 'Голяма' },
      { product: 'Фатуш', size: 'Голяма' },
    ]);
    expect(reading.unknown).toEqual([]);
  });
});

describe('heat', () => {
  const indian = readerOn(demoMenu({ sandbox: createIndianMenu() }), names);
  it.each([
    ['2 пилешки масали средно люти', 'bg'],
    ['chicken masala medium spicy', 'en'],
  ])('"%s": medium hot is the medium heat, not the hot one', (text, locale) => {
    expect(indian(text, locale).lines).toMatchObject([{ product: 'Пиле масала', size: 'Среден' }]);
  });
});

describe('a numbered size after the quantity', () => {
  it('"4 сувлаки свински по 3 шиша": four portions of three skewers', () => {
    const greek = readerOn(demoMenu({ sandbox: createGreekMenu() }), names);
    expect(greek('4 сувлаки свински по 3 шиша и една гръцка салата').lines).toMatchObject([
      { product: 'Сувлаки свинско', qty: 4, size: '3 шиша' },
      { product: 'Гръцка салата', qty: 1 },
    ]);
  });
});
