import { describe, expect, it } from 'vitest';
import { MenuTranslations } from '../../src/menu-i18n/index.ts';
import { createLebaneseMenu } from '../../src/sandbox/menu/lebanese-menu.ts';
import { TypedOrderNames } from '../../src/telegram/menu-names.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { leftInBulgarian } from './left-in-bulgarian.ts';

// Round 6 of the glossary (docs/languages.md): the Lebanese menu's words. The Lebanese menu is a
// tuning menu now; the rules (a second noun of several words, German "hyphen", "Допълнително X")
// are also checked on names of no sandbox menu.
const glossaryOnly = new MenuTranslations();
const LANGS = ['en', 'de', 'pl', 'ro', 'uk'] as const;
type Lang = (typeof LANGS)[number];
const word = (lang: Lang, text: string) => glossaryOnly.translator(lang, null).text(text);
const all = (text: string) => LANGS.map((lang) => word(lang, text));

describe('the Lebanese menu’s dishes, as menus of each language write them', () => {
  it('words shawarma by its meat', () => {
    expect(all('Шаурма пилешка')).toEqual([
      'Chicken shawarma',
      'Hähnchen-Schawarma',
      'Szawarma z kurczaka',
      'Șaorma de pui',
      'Куряча шаурма',
    ]);
    expect(all('Шаурма телешка')).toEqual([
      'Beef shawarma',
      'Rinder-Schawarma',
      'Szawarma wołowa',
      'Șaorma de vită',
      'Яловича шаурма',
    ]);
    expect(all('Шаурма арабия')[0]).toBe('Arabic shawarma');
  });

  it('words the mezze, the grill and the sweets', () => {
    expect(all('Хумус с месо')).toEqual([
      'Hummus with meat',
      'Hummus mit Fleisch',
      'Hummus z mięsem',
      'Humus cu carne',
      "Хумус з м'ясом",
    ]);
    expect(all('Манакиш със заатар')).toEqual([
      'Manakish with zaatar',
      'Manakish mit Zaatar',
      'Manakish z zaatarem',
      'Manakish cu zaatar',
      'Манакіш з заатаром',
    ]);
    expect(all('Студено мезе за двама')).toEqual([
      'Cold mezze for two',
      'Kalte Mezze für zwei Personen',
      'Zimne meze dla dwóch osób',
      'Meze reci pentru două persoane',
      'Холодні мезе на двох',
    ]);
    expect(all('Ориз с фиде')).toEqual([
      'Rice with vermicelli',
      'Reis mit Fadennudeln',
      'Ryż z wermiszelą',
      'Orez cu fidea',
      'Рис з вермішеллю',
    ]);
    expect(all('Кибе пържено')[0]).toBe('Fried kibbeh');
    expect(all('Халуми на скара')[0]).toBe('Grilled halloumi');
    expect(all('Агнешки шиш')).toEqual([
      'Lamb shish',
      'Lammspieß',
      'Szaszłyk jagnięcy',
      'Frigăruie de miel',
      'Ягнячий шашлик',
    ]);
    expect(all('Маамул с фурми')[2]).toBe('Maamoul z daktylami');
    expect(all('Сарми с лозов лист')[0]).toBe('Stuffed vine leaves');
    expect(all('Бабагануш')[0]).toBe('Baba ghanoush');
    expect(all('Табуле')[0]).toBe('Tabbouleh');
  });

  it('words the drinks; brands are kept', () => {
    expect(all('Мятен чай')).toEqual([
      'Mint tea',
      'Minztee',
      'Herbata miętowa',
      'Ceai de mentă',
      "М'ятний чай",
    ]);
    expect(all('Ливанско кафе')).toEqual([
      'Lebanese coffee',
      'Libanesischer Kaffee',
      'Kawa libańska',
      'Cafea libaneză',
      'Ліванська кава',
    ]);
    expect(all('Бира Алмаза')).toEqual([
      'Almaza beer',
      'Almaza-Bier',
      'Piwo Almaza',
      'Bere Almaza',
      'Пиво Алмаза',
    ]);
    expect(all('Кока-Кола Зеро')[0]).toBe('Coca-Cola Zero');
    expect(all('Арак')[0]).toBe('Arak');
  });

  it('words the size labels, the extras and the ingredients', () => {
    expect(all('На чиния')).toEqual([
      'On a plate',
      'Auf dem Teller',
      'Na talerzu',
      'La farfurie',
      'На тарілці',
    ]);
    expect(all('Чеснов сос тум')).toEqual([
      'Garlic sauce (toum)',
      'Knoblauchsoße (Toum)',
      'Sos czosnkowy (toum)',
      'Sos de usturoi (toum)',
      'Часниковий соус (тум)',
    ]);
    expect(all('Тахан сос')[1]).toBe('Tahinisoße');
    expect(all('Туршия')).toEqual([
      'Pickles',
      'Eingelegtes Gemüse',
      'Pikle',
      'Murături',
      'Соління',
    ]);
    expect(all('Кедрови ядки')[0]).toBe('Pine nuts');
    expect(all('Допълнително пържени картофи')[0]).toBe('Extra fries');
  });
});

describe('the rules round 6 added', () => {
  it('reads a second noun of several words as the first one’s filling', () => {
    expect(all('Сандвич шиш таук')[0]).toBe('Shish tawook sandwich');
    // Not a menu's name: a sandwich of kofta kebab.
    expect(all('Сандвич кафта кебап')).toEqual([
      'Kofta kebab sandwich',
      'Sandwich mit Kofta-Kebab',
      'Kanapka z kofta kebabem',
      'Sandviș cu kofta kebab',
      'Сендвіч з кафта-кебабом',
    ]);
    // Two one-word nouns as before.
    expect(word('en', 'Бекон бургер')).toBe('Bacon burger');
    expect(word('pl', 'Меню Бургер')).toBe('Zestaw z burgerem');
  });

  it('keeps the hyphen of a German compound only for a noun flagged so', () => {
    expect(word('de', 'Шаурма пилешка')).toBe('Hähnchen-Schawarma');
    expect(word('de', 'Дюнер пилешки')).toBe('Hähnchendöner');
  });

  it('agrees "Допълнително X" with X in Polish and Ukrainian', () => {
    expect(word('pl', 'Допълнително хумус')).toBe('Dodatkowy hummus');
    expect(word('uk', 'Допълнително хумус')).toBe('Додатковий хумус');
    // Not the Lebanese menu's extras.
    expect(word('pl', 'Допълнително месо')).toBe('Dodatkowe mięso');
    expect(word('uk', 'Допълнителен сос')).toBe('Додатковий соус');
    // The glossary's whole phrase still wins.
    expect(word('pl', 'Допълнителна питка')).toBe('Dodatkowa pita');
    expect(word('en', 'Допълнителна питка')).toBe('Extra pitta');
  });

  it('keeps the house rules of rounds 4 and 5', () => {
    expect(word('en', 'Пица Четири сирена')).toBe('Pizza Four cheeses');
    expect(word('en', 'Салата Цезар')).toBe('Caesar salad');
    expect(word('en', 'Цезар врап')).toBe('Цезар врап (Tsezar vrap)');
    expect(word('en', 'Наси Горенг')).toBe('Наси Горенг (Nasi Goreng)');
  });
});

describe('the Lebanese menu as a chat sees it', () => {
  const menu = demoMenu({ sandbox: createLebaneseMenu() });

  it('shows no Bulgarian word in any name, size label, extra or ingredient', () => {
    for (const lang of LANGS) expect(leftInBulgarian(menu, lang), lang).toEqual([]);
  });

  it('lets the chats type the names they know', async () => {
    const names = new TypedOrderNames(new MenuTranslations());
    const flat = (map: ReadonlyMap<unknown, readonly string[]> | undefined) =>
      [...(map?.values() ?? [])].flat();
    const en = await names.ready(menu, 'en');
    expect(flat(en.products)).toEqual(
      expect.arrayContaining(['Chicken shawarma', 'Beef shawarma', 'Hummus with meat', 'Mint tea']),
    );
    expect(flat(en.addons)).toEqual(
      expect.arrayContaining(['Garlic sauce (toum)', 'Extra hummus']),
    );
    expect(flat(en.ingredients)).toEqual(expect.arrayContaining(['Pickles', 'Garlic sauce']));
    const de = await names.ready(menu, 'de');
    expect(flat(de.products)).toEqual(expect.arrayContaining(['Hähnchen-Schawarma']));
    const ro = await names.ready(menu, 'ro');
    expect(flat(ro.products)).toEqual(expect.arrayContaining(['Șaorma de pui', 'Cafea libaneză']));
  });
});
