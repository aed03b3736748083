import { describe, expect, it } from 'vitest';
import { MenuTranslations } from '../../src/menu-i18n/index.ts';
import { createPastryMenu } from '../../src/sandbox/menu/pastry-menu.ts';
import { TypedOrderNames } from '../../src/telegram/menu-names.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { readerOn } from './read-lines.ts';

/**
 * Issue 35, tuned on the pastry shop (docs/typed-orders.md "Tuned on the street food and the
 * pastry shop"): a later line naming only a sibling's distinguishing word, a word table's meaning
 * never read one letter off, and the pastry words in six languages. Every phrase was written for
 * this file; none is from the held-out files.
 */
const menu = demoMenu({ sandbox: createPastryMenu() });
const read = readerOn(menu, new TypedOrderNames(new MenuTranslations()));
const products = (text: string, locale = 'bg') => read(text, locale).lines.map((l) => l.product);

describe('a later line that names only what tells siblings apart', () => {
  it.each([
    ['3 еклера ванилия и 2 шоколадови', ['Еклер ванилия', 'Еклер шоколад']],
    ['една топка сладолед ягода и една ванилия', ['Сладолед ягода', 'Сладолед ванилия']],
  ])('"%s" is the sibling of the dish before', (text, expected) => {
    expect(products(text)).toEqual(expected);
  });

  it('a word that names a dish of its own stays that dish: "еклер шоколад и боза"', () => {
    expect(products('еклер шоколад и боза')).toEqual(['Еклер шоколад', 'Боза']);
  });
});

describe('a quantity said with a word of the size labels', () => {
  it.each([
    ['2 топки сладолед ягода', 'bg', '2 топки'],
    ['three scoops of strawberry ice cream', 'en', '3 топки'],
    ['drei Kugeln Erdbeereis', 'de', '3 топки'],
  ])('"%s" (%s): one of the size %s', (text, locale, size) => {
    expect(read(text, locale).lines).toMatchObject([{ product: 'Сладолед ягода', qty: 1, size }]);
  });

  it('"3 сладоледа ягода": no label word, three of them', () => {
    expect(read('3 сладоледа ягода').lines).toMatchObject([{ product: 'Сладолед ягода', qty: 3 }]);
  });
});

describe('a word of the size labels tells dishes apart; a kilo; chat Latin "sys"', () => {
  it.each([
    ['2 topki shokolad', 'bg', 'Сладолед шоколад', '2 топки'],
    ['drei Kugeln Schoko', 'de', 'Сладолед шоколад', '3 топки'],
    ['кило баница със спанак', 'bg', 'Баница със спанак', '1 кг'],
    ['banica sys spanak 1 kg', 'bg', 'Баница със спанак', '1 кг'],
  ])('"%s" (%s) is %s, %s', (text, locale, product, size) => {
    expect(read(text, locale).lines).toMatchObject([{ product, qty: 1, size }]);
  });

  it('"шоколад" alone still asks among the dishes it names', () => {
    expect(read('един шоколад').lines[0]?.product).toBeNull();
  });
});

describe('a word table’s meaning is the menu’s word as spelt', () => {
  it('"red velvet cake": червено кадифе, never Черен чай one letter off', () => {
    expect(products('a slice of red velvet cake', 'en')).not.toContain('Черен чай');
    expect(products('a slice of red velvet cake', 'en')).toEqual(['Торта Червено кадифе']);
  });
});

describe('the pastry words, per language', () => {
  it.each([
    ['two crepes with honey', 'en', 'Палачинка'],
    ['Waffel mit Früchten und Eis', 'de', 'Гофрета с плодове и сладолед'],
    ['kawałek tortu marchewkowego', 'pl', 'Морковена торта'],
    ['o clătită cu ciocolată și banană', 'ro', 'Палачинка с шоколад и банан'],
    ['млинець з шоколадом і бананом', 'uk', 'Палачинка с шоколад и банан'],
    ['ham and cheese croissant', 'en', 'Кроасан с шунка и кашкавал'],
  ])('"%s" (%s) is %s', (text, locale, product) => {
    expect(products(text, locale)).toEqual([product]);
  });
});
