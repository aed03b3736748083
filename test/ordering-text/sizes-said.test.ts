import { describe, expect, it } from 'vitest';
import { parseOrder } from '../../src/ordering-text/index.ts';
import { createSushiMenu } from '../../src/sandbox/menu/sushi-menu.ts';
import { demoMenu } from '../support/demo-menu.ts';

/**
 * Issue 35, the sushi menu as a tuning menu: a size named in the menu's own labels. Rolls come
 * in "4 бр." and "8 бр.", woks "С юфка" and "С ориз"; a number of pieces after such a dish is
 * its size, a label's word after it chooses that size. Phrases are not those of the held-out
 * files.
 */
const sushi = demoMenu({ sandbox: createSushiMenu() });
const pizzas = demoMenu();

function lines(text: string, locale = 'bg', menu = sushi) {
  const parsed = parseOrder(text, menu, { locale });
  return {
    isOrder: parsed.isOrder,
    lines: parsed.lines.map((line) => {
      const draft = line.draft?.kind === 'product' ? line.draft : null;
      const product = draft ? menu.product(draft.productId)?.name : null;
      const variant = draft ? menu.variant(draft.productId, draft.size)?.label : null;
      return [draft?.quantity ?? null, product, variant];
    }),
  };
}

describe('a number of pieces after a dish sized in pieces is its size', () => {
  it('reads "N бр", "N pcs", "N шт", "N sztuk" and "Nбр" as the size of that many pieces', () => {
    expect(lines('3 авокадо ролце по 8 парчета')).toEqual({
      isOrder: true,
      lines: [[3, 'Ролце Авокадо', '8 бр.']],
    });
    expect(lines('темпура ролце 8бр, ебичиз 4 броя').lines).toEqual([
      [1, 'Ролце Темпура', '8 бр.'],
      [1, 'Ролце Ебичиз', '4 бр.'],
    ]);
    expect(lines('unagi roll 8 pieces', 'en').lines).toEqual([[1, 'Ролце Унаги', '8 бр.']]);
    expect(lines('ролл ебічіз 8 шт', 'uk').lines).toEqual([[1, 'Ролце Ебичиз', '8 бр.']]);
  });

  it('a number of pieces before a dish, or one the dish has no size for, is the quantity', () => {
    expect(lines('2 бр. темпура ролце').lines).toEqual([[2, 'Ролце Темпура', '4 бр.']]);
    expect(lines('маргарита 3 бр', 'bg', pizzas).lines[0]?.[0]).toBe(3);
    expect(lines('2 бр маргарита и 3 бр кола', 'bg', pizzas).lines.map((l) => l[0])).toEqual([
      2, 3,
    ]);
  });

  it('reads the full name of a set with its pieces as that set', () => {
    expect(lines('2 сет осака 32 хапки').lines).toEqual([[2, 'Сет Осака 32 хапки', '32 бр.']]);
  });
});

describe('a word of a size label after a dish chooses that size', () => {
  it('"с ориз", "и ориз", "with rice", the word alone', () => {
    expect(lines('уок със зеленчуци с ориз').lines).toEqual([[1, 'Уок със зеленчуци', 'С ориз']]);
    expect(lines('2 уок пиле сладко чили и ориз').lines).toEqual([
      [2, 'Уок с пиле сладко чили', 'С ориз'],
    ]);
    expect(lines('vegetable wok with rice', 'en').lines).toEqual([
      [1, 'Уок със зеленчуци', 'С ориз'],
    ]);
    expect(lines('уок свинско юфка, уок зеленчуци ориз').lines).toEqual([
      [1, 'Уок със свинско сладко-кисело', 'С юфка'],
      [1, 'Уок със зеленчуци', 'С ориз'],
    ]);
  });

  it('a dish without such a size still reads the word as before (a dish, an extra)', () => {
    expect(lines('пад тай и пържен ориз').lines).toEqual([
      [1, 'Пад тай с пиле', 'Порция'],
      [1, 'Пържен ориз с яйце', 'Порция'],
    ]);
  });
});

describe('a size label word typed one letter off', () => {
  it('is read after a dish that has it, from four letters', () => {
    expect(lines('uok zelenchuci s yufca', 'bg').lines).toEqual([
      [1, 'Уок със зеленчуци', 'С юфка'],
    ]);
    expect(lines('уок със зеленчуци с орис').lines).toEqual([[1, 'Уок със зеленчуци', 'С ориз']]);
  });
});

describe('a size word against the pieces typed', () => {
  it('the pieces choose the size, and the size word that disagrees is said', () => {
    const parsed = parseOrder('малко ролце унаги 8 бр', sushi, { locale: 'bg' });
    const [line] = parsed.lines;
    expect(line?.draft?.kind === 'product' && line.draft.size).toBe(
      sushi.product(2212)?.variants.find((v) => v.label === '8 бр.')?.key,
    );
    expect(line?.notes).toContainEqual({
      code: 'size_unknown',
      words: 'малко',
      instead: ['8 бр.'],
    });
  });
});

describe('a size label word that begins a dish name', () => {
  it('is that dish when its name goes on; alone, after a comma too, it is the size', () => {
    expect(lines('уок със зеленчуци, пържен ориз').lines.map((l) => l[1])).toEqual([
      'Уок със зеленчуци',
      'Пържен ориз с яйце',
    ]);
    expect(lines('уок със зеленчуци, ориз с яйце').lines.map((l) => l[1])).toEqual([
      'Уок със зеленчуци',
      'Пържен ориз с яйце',
    ]);
    expect(lines('уок със зеленчуци, с ориз').lines).toEqual([[1, 'Уок със зеленчуци', 'С ориз']]);
    expect(lines('уок със свинско, юфка').lines).toEqual([
      [1, 'Уок със свинско сладко-кисело', 'С юфка'],
    ]);
  });
});
