import { describe, expect, it } from 'vitest';
import { parseOrder } from '../../src/ordering-text/index.ts';
import { createSushiMenu } from '../../src/sandbox/menu/sushi-menu.ts';
import { demoMenu } from '../support/demo-menu.ts';

/**
 * Issue 35, the sushi menu as a tuning menu: extras sold as products of their own, and the
 * everyday words of a sushi-and-wok menu in the chat's language. Phrases are not those of the
 * held-out files.
 */
const sushi = demoMenu({ sandbox: createSushiMenu() });

function read(text: string, locale = 'bg', menu = sushi) {
  const parsed = parseOrder(text, menu, { locale });
  return {
    isOrder: parsed.isOrder,
    lines: parsed.lines.map((line) => {
      const draft = line.draft?.kind === 'product' ? line.draft : null;
      const product = draft ? menu.product(draft.productId) : undefined;
      const variant = draft ? menu.variant(draft.productId, draft.size) : undefined;
      const removed = (draft?.removed ?? []).map(
        (id) => variant?.ingredients.find((i) => i.id === id)?.name,
      );
      return [draft?.quantity ?? null, product?.name ?? null, removed];
    }),
  };
}

describe('an extra that the menu sells as a dish of its own', () => {
  it('is one more line, with the pieces of the dish before it kept', () => {
    expect(read('ролце ебичиз 8 бр с допълнително джинджифил')).toEqual({
      isOrder: true,
      lines: [
        [1, 'Ролце Ебичиз', []],
        [1, 'Джинджифил', []],
      ],
    });
    expect(read('california roll and extra soy sauce', 'en').lines).toEqual([
      [1, 'Ролце Калифорния', []],
      [1, 'Соев сос', []],
    ]);
  });

  it('an extra the dish offers is still its extra (the demo menu)', () => {
    const pizzas = demoMenu();
    const parsed = parseOrder('маргарита с допълнително моцарела', pizzas, { locale: 'bg' });
    expect(parsed.lines).toHaveLength(1);
    expect(parsed.lines[0]?.draft?.kind === 'product' && parsed.lines[0].draft.addons).toHaveLength(
      1,
    );
  });
});

describe('the words of a sushi-and-wok menu in the chat language', () => {
  it('reads removals in English and German by the Bulgarian ingredient names', () => {
    expect(read('yaki soba without pork', 'en').lines).toEqual([[1, 'Яки соба', ['Свинско месо']]]);
    expect(read('Tom Yam ohne Garnelen', 'de').lines).toEqual([[1, 'Том ям', ['Скариди']]]);
    expect(read('Ramen mit Huhn ohne Ei', 'de').lines).toEqual([[1, 'Рамен с пиле', ['Яйце']]]);
  });

  it('reads dishes named in English, Polish and Ukrainian words', () => {
    expect(read('salmon nigiri and green tea', 'en').lines).toEqual([
      [1, 'Нигири сьомга', []],
      [1, 'Зелен чай', []],
    ]);
    expect(read('dwie herbaty zielone i wok z warzywami', 'pl').lines.map((l) => l[1])).toEqual([
      'Зелен чай',
      'Уок със зеленчуци',
    ]);
    expect(read('суп місо і вок з креветками', 'uk').lines.map((l) => l[1])).toEqual([
      'Мисо супа',
      'Уок със скариди сладко чили',
    ]);
  });

  it('reads "th" in a foreign name as Bulgarian writes it ("pad thai": Пад тай)', () => {
    expect(read('2 pad thai', 'en').lines).toEqual([[2, 'Пад тай с пиле', []]]);
  });
});

describe('a dish named for certain, alone or with a word that orders', () => {
  it('is an order; with words not understood, or a kind of dish, it stays a search', () => {
    expect(read('искам ролце авокадо').isOrder).toBe(true);
    expect(read('gyoza please', 'en').isOrder).toBe(true);
    expect(read('zweimal Miso Suppe bitte', 'de').lines).toEqual([[2, 'Мисо супа', []]]);
    expect(read('ролце авокадо').lines).toEqual([[1, 'Ролце Авокадо', []]]);
    expect(read('ролце авокадо').isOrder).toBe(true);
    expect(read('please cancel the gyoza', 'en').isOrder).toBe(false);
    expect(read('искам уок').isOrder).toBe(false);
  });
});

describe('words that fit a plain name and the same name with more words', () => {
  it('name the plain dish; names that differ both ways stay a choice', () => {
    expect(read('4 коли и едамаме').lines).toEqual([
      [4, 'Кока-Кола', []],
      [1, 'Едамаме', []],
    ]);
    expect(read('2 кола зеро').lines).toEqual([[2, 'Кока-Кола Зеро', []]]);
    expect(read('2 уок пиле').lines).toEqual([[null, null, []]]);
  });
});
