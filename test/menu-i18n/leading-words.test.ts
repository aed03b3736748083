import { describe, expect, it } from 'vitest';
import { MenuTranslations } from '../../src/menu-i18n/index.ts';
import { createThaiMenu } from '../../src/sandbox/menu/thai-menu.ts';
import { TypedOrderNames } from '../../src/telegram/menu-names.ts';
import { demoMenu } from '../support/demo-menu.ts';

// Round 5 of the glossary (docs/languages.md). Names here are not the sandbox menus' unless a
// test says so: the Thai menu's own names are measured by its typed-order phrases too.
const glossaryOnly = new MenuTranslations();
type Lang = 'en' | 'de' | 'pl' | 'ro' | 'uk';
const word = (lang: Lang, text: string) => glossaryOnly.translator(lang, null).text(text);
const all = (text: string) =>
  (['en', 'de', 'pl', 'ro', 'uk'] as const).map((lang) => word(lang, text));

describe('a name that begins with words no table knows', () => {
  it('keeps the leading words borrowed, transliterated once, and words the complements', () => {
    expect(all('Нази Горенг със скариди')).toEqual([
      'Нази Горенг (Nazi Goreng) with prawns',
      'Нази Горенг (Nazi Goreng) mit Garnelen',
      'Нази Горенг (Nazi Goreng) z krewetkami',
      'Нази Горенг (Nazi Goreng) cu creveți',
      'Нази Горенг з креветками',
    ]);
    expect(all('Бун Бо Хуе с говеждо и лук')).toEqual([
      'Бун Бо Хуе (Bun Bo Hue) with beef and onions',
      'Бун Бо Хуе (Bun Bo Hue) mit Rindfleisch und Zwiebeln',
      'Бун Бо Хуе (Bun Bo Hue) z wołowiną i cebulą',
      'Бун Бо Хуе (Bun Bo Hue) cu vită și ceapă',
      'Бун Бо Хуе з яловичиною і цибулею',
    ]);
  });

  it('reads a lower-case run as a name when no word of it is shaped like a Bulgarian adjective', () => {
    expect(word('en', 'Лок лак с говеждо')).toBe('Лок лак (Lok lak) with beef');
    expect(word('pl', 'Лок лак с говеждо')).toBe('Лок лак (Lok lak) z wołowiną');
    // "ча" ends like a Bulgarian adjective: the name stays whole. (Round 8 made "бун ча" a
    // glossary dish, "Bun cha (grilled pork with noodles)"; the rule is checked on a name it lacks.)
    expect(word('en', 'Бан ча със свинско')).toBe('Бан ча със свинско (Ban cha sas svinsko)');
  });

  it('puts the borrowed words before a dish the grammar knows', () => {
    expect(all('Рендан къри с говеждо')).toEqual([
      'Рендан (Rendan) curry with beef',
      'Рендан (Rendan) Curry mit Rindfleisch',
      'Рендан (Rendan) curry z wołowiną',
      'Рендан (Rendan) curry cu vită',
      'Рендан каррі з яловичиною',
    ]);
    // One noun after the name only where Bulgarian names a dish so ("… бургер"). "Тонкацу" is a
    // glossary dish since round 10 ("Tonkatsu (pork cutlet)"): the rule is checked on a name it lacks.
    expect(word('en', 'Ебису бургер')).toBe('Ебису (Ebisu) burger');
  });

  it('leaves whole what it cannot word honestly', () => {
    // Nothing known: a name that is itself a name.
    expect(word('en', 'Наси Горенг')).toBe('Наси Горенг (Nasi Goreng)');
    // A word shaped like a Bulgarian adjective is owed a translation, never borrowed.
    expect(word('en', 'Селска салата')).toBe('Селска салата (Selska salata)');
    // Several words not written as a name is (a lower-case second word).
    expect(word('en', 'Селски гювеч с кайма')).toBe(
      'Селски гювеч с кайма (Selski gyuvech s kayma)',
    );
    // A flavour after a dish the run names ("a shake of strawberry"), not a strawberry dish.
    expect(word('en', 'Шейк ягода')).toBe('Шейк ягода (Sheyk yagoda)');
  });

  it('keeps the house rules of round 4', () => {
    expect(all('Пица Четири сирена')[0]).toBe('Pizza Four cheeses');
    expect(word('en', 'Салата Цезар')).toBe('Caesar salad');
    expect(word('en', 'Цезар врап')).toBe('Цезар врап (Tsezar vrap)');
  });

  it('words the Thai menu’s everyday words', () => {
    expect(all('Тайландски пилешки крилца')).toEqual([
      'Thai chicken wings',
      'Thailändische Hähnchenflügel',
      'Skrzydełka tajskie z kurczaka',
      'Aripioare thailandeze de pui',
      'Тайські курячі крильця',
    ]);
    expect(all('Пилешки крилца по тайландски')[0]).toBe('Thai-style chicken wings');
    // A cuisine's adjective before the dish's other modifiers in English.
    expect(word('en', 'Тайландска салата с пиле')).toBe('Thai chicken salad');
    expect(all('Жълто къри със скариди')).toEqual([
      'Yellow curry with prawns',
      'Gelbes Curry mit Garnelen',
      'Żółte curry z krewetkami',
      'Curry galben cu creveți',
      'Жовте каррі з креветками',
    ]);
    expect(all('Банани в кокосово мляко')[2]).toBe('Banany w mleku kokosowym');
    expect(all('Ананасов пържен ориз')[3]).toBe('Orez prăjit cu ananas');
    expect(word('en', 'Ягода смути')).toBe('Strawberry smoothie');
    expect(all('Свежи рулца с тофу')[1]).toBe('Sommerrollen mit Tofu');
  });
});

describe('size labels and extras, worded like the names', () => {
  it('words heat levels, portions, vessels, pieces and half or whole', () => {
    expect(all('Мек')).toEqual(['Mild', 'Mild', 'Łagodny', 'Blând', "М'який"]);
    expect(all('Екстра лют')).toEqual([
      'Extra hot',
      'Extra scharf',
      'Bardzo ostry',
      'Extra iute',
      'Дуже гострий',
    ]);
    expect(all('Тайландски лют')[0]).toBe('Thai hot');
    expect(all('Половин')).toEqual(['Half', 'Halb', 'Pół', 'Jumătate', 'Половина']);
    expect(all('Цяло')[0]).toBe('Whole');
    expect(all('3 шиша')).toEqual([
      '3 skewers',
      '3 Spieße',
      '3 szaszłyki',
      '3 frigărui',
      '3 шампури',
    ]);
    expect(all('Карафа 1 л')[0]).toBe('Carafe 1 l');
    expect(all('Гърне 400 мл')[1]).toBe('Tontopf 400 ml');
    expect(all('6 бр.')[0]).toBe('6 pcs.');
  });

  it('words "Допълнително X" and common ingredients', () => {
    expect(all('Допълнително фъстъци')).toEqual([
      'Extra peanuts',
      'Extra Erdnüsse',
      'Dodatkowe orzeszki ziemne',
      'Extra arahide',
      'Додатково арахіс',
    ]);
    expect(all('Допълнителна питка')[0]).toBe('Extra pitta');
    expect(all('Яйце на очи')).toEqual([
      'Fried egg',
      'Spiegelei',
      'Jajko sadzone',
      'Ou ochi',
      'Яєчня-глазунья',
    ]);
    expect(all('Овесено мляко')[0]).toBe('Oat milk');
    expect(all('Сироп лешник')[1]).toBe('Haselnusssirup');
    expect(all('Соев сос')[4]).toBe('Соєвий соус');
  });

  it('lets an English chat type the worded extras and the borrowed dish (the Thai menu)', async () => {
    const menu = demoMenu({ sandbox: createThaiMenu() });
    const names = await new TypedOrderNames(new MenuTranslations()).ready(menu, 'en');
    const addons = [...(names.addons?.values() ?? [])].flat();
    expect(addons).toEqual(expect.arrayContaining(['Extra rice', 'Fried egg', 'Extra hot']));
    const products = [...(names.products?.values() ?? [])].flat();
    expect(products).toEqual(
      expect.arrayContaining(['Pad Kra Pao with pork', 'Tom Yam with prawns', 'Thai spring rolls']),
    );
  });
});
