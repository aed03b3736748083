import { describe, expect, it } from 'vitest';
import { MenuTranslations } from '../../src/menu-i18n/index.ts';
import { createItalianMenu } from '../../src/sandbox/menu/italian-menu.ts';
import { createKoreanMenu } from '../../src/sandbox/menu/korean-menu.ts';
import { createLebaneseMenu } from '../../src/sandbox/menu/lebanese-menu.ts';
import { TypedOrderNames } from '../../src/telegram/menu-names.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { readerOn } from './read-lines.ts';

/**
 * Issue 35, tuned on the Korean and Italian menus after their held-out measurement
 * (docs/typed-orders.md "Tuned on the Korean and Italian menus"). Every phrase was written for
 * this file; none is from the held-out files.
 */
const names = new TypedOrderNames(new MenuTranslations());
const korean = readerOn(demoMenu({ sandbox: createKoreanMenu() }), names);
const italian = readerOn(demoMenu({ sandbox: createItalianMenu() }), names);

describe('words split or fused otherwise than the menu writes them', () => {
  it.each([
    ['2 сундубучиге', 'Сундубу чиге', 2],
    ['3 панакоти', 'Пана кота', 3],
  ])('"%s": one word that is two words of one name', (text, product, qty) => {
    const menu = text.includes('панакот') ? italian : korean;
    expect(menu(text).lines).toMatchObject([{ product, qty }]);
  });

  it('"бибим бап с говеждо": two words, one a word of the menu, that are one word of a name', () => {
    expect(korean('бибим бап с говеждо').lines).toMatchObject([{ product: 'Бибимбап с говеждо' }]);
  });

  it('two words of the menu are never joined: "тахан сос" stays two words', () => {
    const lebanese = readerOn(demoMenu({ sandbox: createLebaneseMenu() }), names);
    expect(lebanese('2 тахан сос').lines).toMatchObject([{ product: 'Тахан сос', qty: 2 }]);
  });
});

describe('the dish of the line before', () => {
  it('"2 ризота с морски дарове и едно с манатарки": the first word and the list name it', () => {
    expect(italian('2 ризота с морски дарове и едно с манатарки').lines).toMatchObject([
      { product: 'Ризото с морски дарове', qty: 2 },
      { product: 'Ризото с манатарки', qty: 1 },
    ]);
  });

  it('"два рамьона, единия лют, другия много лют": one of them, each in its size', () => {
    expect(korean('два рамьона, единия лют, другия мек').lines).toMatchObject([
      { product: 'Рамьон', qty: 1, size: 'Лют' },
      { product: 'Рамьон', qty: 1, size: 'Мек' },
    ]);
  });
});

describe('extras and complaints', () => {
  it('"без глутен": an extra whose name says "без" and the word apart', () => {
    expect(italian('болонезе голяма без глутен').lines).toMatchObject([
      { product: 'Спагети Болонезе', size: 'Голяма порция', addons: ['Паста без глутен'] },
    ]);
  });

  it.each(['we have been waiting for the carbonara for an hour', 'лазанята закъснява вече час'])(
    '"%s" speaks of an order already made: no cart',
    (text) => {
      const locale = /[a-z]/.test(text) ? 'en' : 'bg';
      expect(italian(text, locale).isOrder).toBe(false);
    },
  );
});

describe("a Korean restaurant's and a trattoria's words (words/korean-words.ts, italian-words.ts)", () => {
  it.each([
    ['рамен с морски дарове мек', 'Рамьон с морски дарове', 1, 'bg'],
    ['2 soondubu jjigae', 'Сундубу чиге', 2, 'en'],
    ['galbi x1', 'Кальби', 1, 'en'],
  ])('"%s"', (text, product, qty, locale) => {
    expect(korean(text, locale).lines).toMatchObject([{ product, qty }]);
  });

  it.each([
    ['3 порции пържени калмари', 'Калмари фрити', 3, 'bg'],
    ['two porcini risotto', 'Ризото с манатарки', 2, 'en'],
  ])('"%s"', (text, product, qty, locale) => {
    expect(italian(text, locale).lines).toMatchObject([{ product, qty }]);
  });

  it('"карбонара без бекон": the bacon of a carbonara is its pancetta', () => {
    expect(italian('голяма карбонара без бекон').lines).toMatchObject([
      { product: 'Спагети Карбонара', removed: ['Панчета'] },
    ]);
  });
});

describe('sizes and extras said in other words', () => {
  it.each([
    ['bibimbap with chicken, stone bowl', 'en', 'Бибимбап с пиле', 'В каменна купа'],
    ['sundubu very spicy', 'en', 'Сундубу чиге', 'Много лют'],
    ['самгьопсал за 2ма', 'bg', 'Самгьопсал', 'За двама'],
  ])('"%s": the size', (text, locale, product, size) => {
    expect(korean(text, locale).lines).toMatchObject([{ product, size }]);
  });

  it('"с пиле" on a dish whose extra is Пилешко филе is that extra, not words said back', () => {
    const [line] = italian('2 карбонари с пиле').lines;
    expect(line).toMatchObject({ product: 'Спагети Карбонара', qty: 2, addons: ['Пилешко филе'] });
    expect(line?.codes).not.toContain('part_unknown');
  });
});

describe('"и" between two names', () => {
  it('"кимпап и кимпап с риба тон": a dish named in full, then a name that says it again', () => {
    expect(korean('кимпап и кимпап с риба тон').lines).toMatchObject([
      { product: 'Кимпап' },
      { product: 'Кимпап с риба тон' },
    ]);
  });

  it('a name that holds "и" stays one name: "пица прошуто и рукола"', () => {
    expect(italian('пица прошуто и рукола').lines).toMatchObject([
      { product: 'Пица Прошуто и рукола' },
    ]);
  });
});
