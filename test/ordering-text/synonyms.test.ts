import { describe, expect, it } from 'vitest';
import { parseOrder } from '../../src/ordering-text/index.ts';
import { keywordTable } from '../../src/ordering-text/keywords.ts';
import { menuLexicon } from '../../src/ordering-text/lexicon.ts';
import { synonymExtras } from '../../src/ordering-text/synonym-parts.ts';
import { SYNONYMS } from '../../src/ordering-text/synonyms.ts';
import { WORDS } from '../../src/ordering-text/words.ts';
import { createDemoMenu, removeProduct } from '../../src/sandbox/menu/index.ts';
import { productAddon, variantAddon } from '../../src/sandbox/menu/parts.ts';
import { demoMenu } from '../support/demo-menu.ts';

/** Issue 35: everyday words ("cheese", "pepsi") resolved against what the menu has. */
const menu = demoMenu();

function read(text: string, locale: string, on = menu) {
  const parsed = parseOrder(text, on, { locale });
  return {
    isOrder: parsed.isOrder,
    lines: parsed.lines.map((line) => ({
      productId: line.draft?.kind === 'product' ? line.draft.productId : null,
      addons: line.draft?.kind === 'product' ? line.draft.addons : [],
      notes: line.notes.filter((note) => note.code !== 'size_chosen'),
    })),
  };
}

describe('everyday synonyms', () => {
  it('has a synonym table for every language of the word tables', () => {
    expect(Object.keys(SYNONYMS).sort()).toEqual(Object.keys(WORDS).sort());
  });

  it.each([
    ['margarita extra cheese', 'en'],
    ['маргарита с допълнително сирене', 'bg'],
    ['маргарита с кашкавал', 'bg'],
    ['margarita mit extra Käse', 'de'],
    ['margarita extra ser', 'pl'],
    ['margarita extra brânză', 'ro'],
    ['маргарита з додатковим сир', 'uk'],
  ])('"%s" (%s): cheese is the one cheese extra the pizza has, its mozzarella', (text, locale) => {
    expect(read(text, locale).lines).toEqual([
      { productId: 101, addons: ['extra_mozzarella'], notes: [] },
    ]);
  });

  it('"feta" is the menu\'s краве сирене where the dish offers it', () => {
    expect(read('veggie burger extra feta', 'en').lines).toEqual([
      { productId: 605, addons: ['feta'], notes: [] },
    ]);
    expect(read('веге бургер с фета', 'bg').lines).toEqual([
      { productId: 605, addons: ['feta'], notes: [] },
    ]);
  });

  it('several cheese extras on one dish: none taken, all listed', () => {
    const sandbox = createDemoMenu();
    const margherita = sandbox.products.find((p) => p.id === 101);
    margherita?.addons.push(productAddon('feta'));
    for (const variant of margherita?.variants ?? [])
      variant.addons.push(variantAddon('feta', variant.key));
    const both = demoMenu({ sandbox });
    // An extra's own name typed whole is that extra, not a kind of cheese.
    expect(read('маргарита с допълнително краве сирене', 'bg', both).lines).toEqual([
      { productId: 101, addons: ['feta'], notes: [] },
    ]);
    expect(read('margarita extra cheese', 'en', both).lines).toEqual([
      {
        productId: 101,
        addons: [],
        notes: [
          {
            code: 'synonym_several',
            words: 'cheese',
            instead: ['Допълнително моцарела', 'Краве сирене'],
          },
        ],
      },
    ]);
  });

  it('reads the offered extras of a kind: one taken, several listed, none left to the name', () => {
    const words = { table: keywordTable(['en']), lex: menuLexicon(menu) };
    const part = { raw: 'cheese', stems: [['chee']] };
    const mozzarella = { code: 'm', name: 'Extra mozzarella' };
    const feta = { code: 'f', name: 'Краве сирене' };
    expect(synonymExtras(words, [part], [mozzarella]).parts).toEqual([
      { key: 'm', words: 'cheese', local: true },
    ]);
    expect(synonymExtras(words, [part], [mozzarella, feta]).notes).toEqual([
      { code: 'synonym_several', words: 'cheese', instead: ['Extra mozzarella', 'Краве сирене'] },
    ]);
    expect(synonymExtras(words, [part], [{ code: 'h', name: 'Ham' }]).rest).toEqual([part]);
  });

  it('"coke" and "cola" are the menu\'s Coca-Cola, without a note', () => {
    for (const text of ['2 coke', '2 cola', '2 coca-cola'])
      expect(read(text, 'en').lines).toEqual([{ productId: 910, addons: [], notes: [] }]);
  });

  it('"pepsi" is the menu\'s Coca-Cola, and the line says it is a substitution', () => {
    expect(read('2 pepsi', 'en').lines).toEqual([
      {
        productId: 910,
        addons: [],
        notes: [{ code: 'substituted', words: 'pepsi', instead: ['Кока-Кола'] }],
      },
    ]);
    expect(read('маргарита и 2 пепси', 'bg').lines[1]?.notes).toEqual([
      { code: 'substituted', words: 'пепси', instead: ['Кока-Кола'] },
    ]);
  });

  it('never invents a product: a menu with no cola reads "pepsi" as nothing', () => {
    const sandbox = createDemoMenu();
    removeProduct(sandbox, 910);
    const parsed = parseOrder('margarita and 2 pepsi', demoMenu({ sandbox }), { locale: 'en' });
    expect(
      parsed.lines.map((line) => line.draft?.kind === 'product' && line.draft.productId),
    ).toEqual([101]);
    expect(parsed.unknown).toEqual(['pepsi']);
  });
});
