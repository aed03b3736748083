import { describe, expect, it } from 'vitest';
import { MenuTranslations } from '../../src/menu-i18n/index.ts';
import { createFrenchMenu } from '../../src/sandbox/menu/french-menu.ts';
import { createItalianMenu } from '../../src/sandbox/menu/italian-menu.ts';
import { createRamenMenu } from '../../src/sandbox/menu/ramen-menu.ts';
import { TypedOrderNames } from '../../src/telegram/menu-names.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { readerOn } from './read-lines.ts';

/**
 * Issue 35, tuned on the French bistro and the ramen bar after their held-out measurement
 * (docs/typed-orders.md "Tuned on the French bistro and the ramen bar"). Every phrase was written
 * for this file; none is from the held-out files.
 */
const names = new TypedOrderNames(new MenuTranslations());
const french = readerOn(demoMenu({ sandbox: createFrenchMenu() }), names);
const ramen = readerOn(demoMenu({ sandbox: createRamenMenu() }), names);

describe('a word the names hold as typed is no slip of another', () => {
  it.each([
    ['2 тонкоцу без яйце', 'Тонкоцу рамен', 2],
    ['edno tonkocu golqmo', 'Тонкоцу рамен', 1],
    ['едно тонкацу с ориз', 'Тонкацу', 1],
  ])('"%s": the dish whose name holds the word, not the one a letter off', (text, product, qty) => {
    expect(ramen(text).lines[0]).toMatchObject({ product, qty });
  });

  it('"3 рамена": the ramen bowls are asked among, never the Рамуне a letter off', () => {
    const lines = ramen('3 рамена').lines;
    expect(lines.map((line) => line.product)).not.toContain('Рамуне');
  });

  it('a word spelt another way still finds its dish: "risotto" is the "ризото"', () => {
    const italian = readerOn(demoMenu({ sandbox: createItalianMenu() }), names);
    expect(italian('Risotto mit Steinpilzen', 'de').lines).toMatchObject([
      { product: 'Ризото с манатарки' },
    ]);
  });
});

describe('the French bistro’s words', () => {
  it.each([
    ['2 палачинки със сладко', 'Крепа със сладко', 2],
    ['една палачинка сюзет', 'Крепа Сюзет', 1],
    ['6 ескарго', 'Охлюви по бургундски', 1],
    ['крок месю без шунка', 'Крок мосю', 1],
    ['горещо какао', 'Горещ шоколад', 1],
    ['krem brule x2', 'Крем брюле', 2],
  ])('"%s"', (text, product, qty) => {
    expect(french(text).lines[0]).toMatchObject({ product, qty });
  });

  it.each([
    ['стек фрит кърваво', 'bg', 'Алангле'],
    ['steak frites rare', 'en', 'Алангле'],
    ['steak frites well done', 'en', 'Уел дън'],
    ['Steak frites durchgebraten', 'de', 'Уел дън'],
  ])('"%s": the doneness is the size', (text, locale, size) => {
    expect(french(text, locale).lines).toMatchObject([{ product: 'Стек фрит', size }]);
  });

  it('"как е на френски …": a question, never a cart', () => {
    const read = french('как се казва крепа на български');
    expect(read.isOrder && read.lines.some((line) => line.product)).toBe(false);
  });
});

describe('a number of skewers', () => {
  it.each([
    ['якитори с праз 4 шишчета', 'bg', 'Якитори с праз'],
    ['2 leek yakitori skewers', 'en', 'Якитори с праз'],
    ['4 chicken yakitori skewers', 'en', 'Якитори пилешко'],
  ])('"%s": the size of that many skewers, one of it', (text, locale, product) => {
    const count = /4/.test(text) ? '4 шиша' : '2 шиша';
    expect(ramen(text, locale).lines).toMatchObject([{ product, qty: 1, size: count }]);
  });
});

describe('the ramen bar’s words', () => {
  it.each([
    ['5 гиоза свински', 'Гьоза свински'],
    ['seaweed salad without sesame', 'Уакаме салата'],
    ['negima x2', 'Якитори с праз'],
  ])('"%s"', (text, product) => {
    const locale = /[a-z]/i.test(text) ? 'en' : 'bg';
    expect(ramen(text, locale).lines[0]?.product).toBe(product);
  });
});
