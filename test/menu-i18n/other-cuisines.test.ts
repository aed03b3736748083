import { describe, expect, it } from 'vitest';
import { MenuTranslations } from '../../src/menu-i18n/index.ts';
import { createChineseMenu } from '../../src/sandbox/menu/chinese-menu.ts';
import { createGeorgianMenu } from '../../src/sandbox/menu/georgian-menu.ts';
import { createGreekMenu } from '../../src/sandbox/menu/greek-menu.ts';
import { createIndianMenu } from '../../src/sandbox/menu/indian-menu.ts';
import { demoMenu } from '../support/demo-menu.ts';

// Issue 37, round 4: dishes of other cuisines (Indian, Greek, Georgian, Chinese) without a
// translation file. Most names here are on no sandbox menu, so each rule is shown to be general;
// the last test reads the four menus themselves.
const glossaryOnly = new MenuTranslations();
const LANGS = ['en', 'de', 'pl', 'ro', 'uk'] as const;
const word = (lang: (typeof LANGS)[number], text: string) =>
  glossaryOnly.translator(lang, null).text(text);
const all = (text: string) => LANGS.map((lang) => word(lang, text));
const kind = (text: string) => glossaryOnly.translator('en', null).wording(text).kind;

describe('a name with a word the glossary lacks', () => {
  it('translates every word it knows and borrows only the one it lacks', () => {
    // Before: "Агнешко зорница (Agneshko zornitsa)", the whole name transliterated.
    expect(all('Агнешко зорница')).toEqual([
      'Lamb зорница (zornitsa)',
      'Lamm зорница (zornitsa)',
      'Jagnięcina зорница (zornitsa)',
      'Miel зорница (zornitsa)',
      'Ягнятина зорница',
    ]);
    expect(kind('Агнешко зорница')).toBe('partial');
    // A style the grammar lacks is borrowed whole, after the dish.
    expect(word('en', 'Свинско по зорнишки с гъби')).toBe(
      'Pork по зорнишки (po zornishki) with mushrooms',
    );
    expect(word('uk', 'Пиле по зорнишки')).toBe('Курка по зорнишки');
    // Not after a dish that is itself a name, nor after an adjective the word may belong to:
    // "Caesar salad врап" and "Red cake кадифе" would mislead; the whole name is shown.
    expect(kind('Цезар зорница')).toBe('original');
    expect(kind('Торта Червено кадифе')).toBe('original');
  });

  it('reads a run of words the glossary knows as one borrowed name after the dish', () => {
    expect(all('Телешко виндалу')).toEqual([
      'Beef vindaloo',
      'Rindfleisch Vindaloo',
      'Wołowina vindaloo',
      'Vită vindaloo',
      'Яловичина віндалу',
    ]);
    expect(all('Скариди роган джош')[0]).toBe('Prawns rogan josh');
    // A word the glossary knows alone is still named alone (its phrase "four cheese" is not).
    expect(word('en', 'Пица Четири сирена')).toBe('Pizza Four cheeses');
    expect(kind('Телешко виндалу')).toBe('composed');
  });

  it('reads "на пара" and "на фурна" as how the dish is cooked', () => {
    expect(all('Сьомга на пара')).toEqual([
      'Steamed salmon',
      'Gedämpfter Lachs',
      'Łosoś na parze',
      'Somon la abur',
      'Лосось на пару',
    ]);
    expect(all('Патладжан на фурна')).toEqual([
      'Baked aubergine',
      'Gebackene Aubergine',
      'Bakłażan z pieca',
      'Vinete la cuptor',
      'Запечений баклажан',
    ]);
    // After a complement it is another shape: not guessed.
    expect(kind('Свинско с гъби на фурна')).toBe('original');
  });

  it('ends a name with "за двама" as the glossary words it', () => {
    expect(all('Пилешко плато за двама')).toEqual([
      'Chicken platter for two',
      'Hähnchenplatte für zwei Personen',
      'Półmisek z kurczaka dla dwóch osób',
      'Platou de pui pentru două persoane',
      'Куряче плато на двох',
    ]);
  });

  it('puts an adjective written after the dish first, where the language puts adjectives first', () => {
    expect(all('Телешки език на фурна')).toEqual([
      'Baked beef tongue',
      'Gebackene Rinderzunge',
      'Ozór wołowy z pieca',
      'Limbă de vită la cuptor',
      'Запечений яловичий язик',
    ]);
    expect(word('en', 'Пилешки кюфтета по чирпански')).toBe('Chirpan-style chicken meatballs');
    expect(word('en', 'Пържени картофи Специални')).toBe('Special French fries');
  });

  it('reads the meat as the dish when no noun follows its adjectives ("Телешко варено")', () => {
    expect(all('Телешко варено със зеленчуци')).toEqual([
      'Boiled beef with vegetables',
      'Gekochtes Rindfleisch mit Gemüse',
      'Gotowana wołowina z warzywami',
      'Vită fiartă cu legume',
      'Варена яловичина з овочами',
    ]);
  });
});

describe('borrowed dish words of other cuisines, as each language’s menus print them', () => {
  it('Chinese', () => {
    expect(all('Кнедли с патица')).toEqual([
      'Duck dumplings',
      'Teigtaschen mit Ente',
      'Pierożki z kaczką',
      'Găluște cu rață',
      'Пельмені з качкою',
    ]);
    expect(all('Юфка с тофу')).toEqual([
      'Tofu noodles',
      'Nudeln mit Tofu',
      'Makaron z tofu',
      'Tăiței cu tofu',
      'Локшина з тофу',
    ]);
    expect(all('Патица кунг пао')).toEqual([
      'Kung pao duck',
      'Ente Kung Pao',
      'Kaczka kung pao',
      'Rață kung pao',
      'Качка кунг пао',
    ]);
    expect(all('Пекинска патица')).toEqual([
      'Peking duck',
      'Peking-Ente',
      'Kaczka po pekińsku',
      'Rață Peking',
      'Качка по-пекінськи',
    ]);
    expect(all('Тофу Ма По')[0]).toBe('Mapo tofu');
    expect(all('Супа уонтон').slice(0, 2)).toEqual(['Wonton soup', 'Wantan-Suppe']);
    expect(word('en', 'Скариден чипс')).toBe('Prawn crackers');
    expect(word('pl', 'Сьомга в темпура')).toBe('Łosoś w tempurze');
  });

  it('Indian', () => {
    expect(all('Пиле тика масала')).toEqual([
      'Chicken tikka masala',
      'Hähnchen Tikka Masala',
      'Kurczak tikka masala',
      'Pui tikka masala',
      'Курка тікка масала',
    ]);
    expect(all('Скариди тандури')).toEqual([
      'Tandoori prawns',
      'Tandoori-Garnelen',
      'Krewetki tandoori',
      'Creveți tandoori',
      'Креветки тандурі',
    ]);
    expect(all('Бирияни с говеждо')).toEqual([
      'Beef biryani',
      'Biryani mit Rindfleisch',
      'Biryani z wołowiną',
      'Biryani cu vită',
      'Біріані з яловичиною',
    ]);
    expect(all('Самоса с агнешко')[0]).toBe('Lamb samosa');
    expect(all('Ориз басмати')).toEqual([
      'Basmati rice',
      'Basmati-Reis',
      'Ryż basmati',
      'Orez basmati',
      'Рис басматі',
    ]);
    expect(all('Бътър чикън')[0]).toBe('Butter chicken');
    expect(all('Масала чай')[4]).toBe('Масала чай');
  });

  it('Greek', () => {
    expect(all('Гирос с агнешко')).toEqual([
      'Lamb gyros',
      'Gyros mit Lamm',
      'Gyros z jagnięciną',
      'Gyros cu miel',
      'Гірос з ягнятиною',
    ]);
    expect(all('Сувлаки телешко')[0]).toBe('Beef souvlaki');
    expect(all('Октопод с риган')).toEqual([
      'Octopus with oregano',
      'Oktopus mit Oregano',
      'Ośmiornica z oregano',
      'Caracatiță cu oregano',
      'Восьминіг з орегано',
    ]);
    expect(all('Цацики')).toEqual(['Tzatziki', 'Tzatziki', 'Tzatziki', 'Tzatziki', 'Цацики']);
    expect(all('Розе домашно вино')).toEqual([
      'Rosé house wine',
      'Hauswein rosé',
      'Różowe wino domowe',
      'Vin de casă rosé',
      'Рожеве домашнє вино',
    ]);
  });

  it('Georgian', () => {
    expect(all('Хинкали с пиле')).toEqual([
      'Khinkali with chicken',
      'Chinkali mit Hähnchen',
      'Chinkali z kurczakiem',
      'Hinkali cu pui',
      'Хінкалі з куркою',
    ]);
    expect(all('Хачапури по мегрелски')).toEqual([
      'Megrelian khachapuri',
      'Megrelisches Chatschapuri',
      'Chaczapuri po megrelsku',
      'Khachapuri megrelian',
      'Хачапурі по-мегрельськи',
    ]);
    expect(all('Шашлик телешки')[0]).toBe('Beef shashlik');
    expect(all('Пиле тапака')[0]).toBe('Chicken tabaka');
    expect(all('Пхали с цвекло')[0]).toBe('Pkhali with beetroot');
    expect(all('Туршии асорти')).toEqual([
      'Pickles platter',
      'Gemischtes Sauergemüse',
      'Pikle mix',
      'Murături asortate',
      'Соління асорті',
    ]);
  });
});

describe('the four sandbox menus of other cuisines, without a translation file', () => {
  it('show no dish name with a Bulgarian word left in it, in any language', () => {
    const translations = new MenuTranslations();
    for (const create of [
      createChineseMenu,
      createIndianMenu,
      createGreekMenu,
      createGeorgianMenu,
    ]) {
      const menu = demoMenu({ sandbox: create() });
      for (const lang of LANGS) {
        const translator = translations.translator(lang, menu);
        const left = menu.snapshot.products
          .map((product) => translator.wording(product.name, product.id))
          .filter((wording) => wording.kind === 'original' || wording.kind === 'partial')
          .map((wording) => wording.text);
        expect(left, lang).toEqual([]);
      }
    }
  });
});
