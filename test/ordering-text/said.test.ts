import { describe, expect, it } from 'vitest';
import { parseOrder } from '../../src/ordering-text/index.ts';
import { demoMenu } from '../support/demo-menu.ts';

/** Issue 35 point 4: a removal or an extra that names nothing is said on its dish's line. */
const menu = demoMenu();

function read(text: string, locale = 'bg') {
  const parsed = parseOrder(text, menu, { locale });
  return {
    isOrder: parsed.isOrder,
    unknown: parsed.unknown,
    lines: parsed.lines.map((line) => [
      line.draft?.quantity ?? null,
      line.notes.filter((note) => note.code !== 'size_chosen'),
    ]),
  };
}

describe('nothing dropped in silence', () => {
  it('a removal of something the menu does not know is a note on its dish', () => {
    expect(read('маргарита без ябълки')).toEqual({
      isOrder: true,
      unknown: [],
      lines: [[1, [{ code: 'part_unknown', words: 'без ябълки' }]]],
    });
    expect(read('margarita without apples, 1 cola', 'en').lines).toEqual([
      [1, [{ code: 'part_unknown', words: 'without apples' }]],
      [1, []],
    ]);
  });

  it('an extra the menu does not know is a note on its dish, the next dish untouched', () => {
    expect(read('2 маргарити с допълнително ябълки, кола').lines).toEqual([
      [2, [{ code: 'part_unknown', words: 'с допълнително ябълки' }]],
      [1, []],
    ]);
  });
});

describe('sizes said (issue 35 point 6)', () => {
  it('a dish of several sizes typed without one says the size taken and the others', () => {
    const [pizza, cola] = parseOrder('3 капричози и 1 кола', menu, { locale: 'bg' }).lines;
    expect(pizza?.notes).toEqual([
      { code: 'size_chosen', words: 'Малка 25 см', instead: ['Средна 30 см', 'Фамилна 40 см'] },
    ]);
    // One size only: nothing to say.
    expect(cola?.notes).toEqual([]);
  });

  it('a size typed is not said again', () => {
    const [pizza] = parseOrder('3 големи капричози', menu, { locale: 'bg' }).lines;
    expect(pizza?.notes).toEqual([]);
  });
});

describe('a size after a word not understood', () => {
  it('stays with that word, not carried on to the next dish', () => {
    // "capricosa" was the unread word here until misspellings were read by sound (issue 35).
    const parsed = parseOrder('xylophone large and 2 cokes', menu, { locale: 'en' });
    expect(parsed.unknown).toEqual(['xylophone', 'large']);
    expect(parsed.lines.map((line) => [line.draft, line.notes])).toEqual([
      [expect.objectContaining({ productId: 910, quantity: 2 }), []],
    ]);
  });
});

describe('a word after "and" in a removal list', () => {
  it('that names nothing is said on the line; a dish after "and" is still a dish', () => {
    const [pizza] = parseOrder('маргарита без лук и ябълки', menu, { locale: 'bg' }).lines;
    expect(pizza?.notes).toContainEqual({ code: 'part_unknown', words: 'ябълки' });
    const lines = parseOrder('маргарита без босилек и кола', menu, { locale: 'bg' }).lines;
    expect(lines.map((line) => line.draft?.kind === 'product' && line.draft.productId)).toEqual([
      101, 910,
    ]);
  });
});
