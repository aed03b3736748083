import { describe, expect, it } from 'vitest';
import { MenuTranslations } from '../../src/menu-i18n/index.ts';
import { kindOf } from '../../src/menu-i18n/kinds.ts';
import { createFrenchMenu } from '../../src/sandbox/menu/french-menu.ts';
import { createPastryMenu } from '../../src/sandbox/menu/pastry-menu.ts';
import { createRamenMenu } from '../../src/sandbox/menu/ramen-menu.ts';
import { TypedOrderNames } from '../../src/telegram/menu-names.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { leftInBulgarian } from './left-in-bulgarian.ts';

// Round 10 of the glossary (docs/languages.md): the French bistro's and the ramen bar's words.
// Both are tuning menus now; every name, label, extra and ingredient they show is checked in the
// five languages, and the names the customers of each language type are checked among the shown
// ones.
const glossaryOnly = new MenuTranslations();
const LANGS = ['en', 'de', 'pl', 'ro', 'uk'] as const;
type Lang = (typeof LANGS)[number];
const word = (lang: Lang, text: string) => glossaryOnly.translator(lang, null).text(text);
const all = (text: string) => LANGS.map((lang) => word(lang, text));

describe('the French bistro’s dishes, as menus of each language write them', () => {
  it('keeps the French names menus abroad print', () => {
    expect(all('Киш Лорен')).toEqual([
      'Quiche Lorraine',
      'Quiche Lorraine',
      'Quiche Lorraine',
      'Quiche Lorraine',
      'Кіш Лорен',
    ]);
    expect(all('Крок мосю')).toEqual([
      'Croque monsieur',
      'Croque Monsieur',
      'Croque monsieur',
      'Croque monsieur',
      'Крок-месьє',
    ]);
    expect(all('Бьоф бургиньон')[0]).toBe('Boeuf bourguignon');
    expect(all('Кок о вен')[1]).toBe('Coq au Vin');
    expect(all('Рататуй')[0]).toBe('Ratatouille');
    expect(all('Тарт Татен')[0]).toBe('Tarte Tatin');
    expect(all('Крепа Сюзет')[0]).toBe('Crêpe Suzette');
    expect(all('Салата Нисоаз')[0]).toBe('Salade niçoise');
    expect(all('Кафе о ле')[0]).toBe('Café au lait');
    expect(all('Перие')).toEqual(['Perrier', 'Perrier', 'Perrier', 'Perrier', 'Perrier']);
  });

  it('says the everyday word where menus do, and what the dish is in brackets', () => {
    expect(all('Лучена супа по френски')).toEqual([
      'French onion soup',
      'Französische Zwiebelsuppe',
      'Francuska zupa cebulowa',
      'Supă de ceapă franțuzească',
      'Французький цибулевий суп',
    ]);
    expect(all('Охлюви по бургундски')[0]).toBe('Escargots (Burgundy snails)');
    expect(all('Мули мариниер')[1]).toBe('Moules marinières (Miesmuscheln in Weißwein)');
    expect(all('Конфи от патица')).toEqual([
      'Duck confit',
      'Entenconfit',
      'Confit z kaczki',
      'Confit de rață',
      'Конфі з качки',
    ]);
    expect(all('Тартар от телешко')[0]).toBe('Beef tartare (steak tartare)');
    expect(all('Плато френски сирена')[0]).toBe('French cheese board');
    expect(all('Селско плато с колбаси')[0]).toBe('Charcuterie board');
    expect(all('Кафе о ле')[1]).toBe('Milchkaffee (Café au lait)');
    expect(all('Мус от шоколад')[4]).toBe('Шоколадний мус');
  });

  it('composes a crêpe, a galette or a quiche with any filling (nouns of the grammar)', () => {
    expect(all('Крепа с Нутела')).toEqual([
      'Nutella crêpe',
      'Crêpe mit Nutella',
      'Naleśnik z nutellą',
      'Clătită cu Nutella',
      'Млинець з нутелою',
    ]);
    expect(all('Крепа с ягоди')[0]).toBe('Strawberry crêpe');
    expect(all('Галета с гъби')).toEqual([
      'Mushroom galette',
      'Galette mit Pilzen',
      'Galette z pieczarkami',
      'Galette cu ciuperci',
      'Галета з грибами',
    ]);
    expect(all('Киш с бекон')[0]).toBe('Bacon quiche');
    expect(all('Киш със спанак и козе сирене')[2]).toBe('Quiche ze szpinakiem i kozim serem');
    // "Сирене" in a galette is the cheese French menus melt in it, not Bulgarian white cheese.
    expect(all('Галета с шунка и сирене')[0]).toBe('Ham and cheese galette');
  });

  it('words "Макарони" as macarons among the desserts and as pasta elsewhere', () => {
    expect(kindOf('Макарони', ['Десерти'], ['3 бр.'])).toBe('dessert');
    expect(kindOf('Макарони', ['Основни ястия'], ['350 г'])).toBeUndefined();
    expect(kindOf('Макарони', ['Десерти', 'Напитки'], ['Чаша'])).toBe('drink');
    const french = demoMenu({ sandbox: createFrenchMenu() });
    const macarons = french.snapshot.products.find((p) => p.name === 'Макарони');
    const shown = (lang: Lang) =>
      new MenuTranslations().menu(french, lang).product(macarons?.id ?? 0)?.name;
    expect(LANGS.map(shown)).toEqual([
      'Macarons',
      'Macarons',
      'Makaroniki',
      'Macarons',
      'Макаронс',
    ]);
    // Without a menu (no kind) the word is the pasta, as before.
    expect(all('Макарони')[0]).toBe('Macaroni');
    expect(all('Макарони асорти')[0]).toBe('Assorted macarons');
  });
});

describe('the ramen bar’s dishes, as menus of each language write them', () => {
  it('keeps the Japanese names menus abroad print', () => {
    expect(all('Тонкоцу рамен')).toEqual([
      'Tonkotsu ramen',
      'Tonkotsu Ramen',
      'Tonkotsu ramen',
      'Tonkotsu ramen',
      'Тонкоцу рамен',
    ]);
    expect(all('Спайси мисо рамен')[0]).toBe('Spicy miso ramen');
    expect(all('Веган рамен')[3]).toBe('Ramen vegan');
    expect(all('Цукемен')[0]).toBe('Tsukemen');
    expect(all('Такояки')[0]).toBe('Takoyaki');
    expect(all('Пилешко каараге')[0]).toBe('Chicken karaage');
    expect(all('Едамаме')[0]).toBe('Edamame');
    expect(all('Гюдон')[0]).toBe('Gyudon');
    expect(all('Оякодон')[4]).toBe('Оякодон');
    expect(all('Окономияки')[0]).toBe('Okonomiyaki');
    expect(all('Агедаши тофу')[0]).toBe('Agedashi tofu');
    expect(all('Мочи')[4]).toBe('Моті');
    expect(all('Дораяки')[0]).toBe('Dorayaki');
    expect(all('Умешу')[0]).toBe('Umeshu (plum liqueur)');
    expect(all('Рамуне')[0]).toBe('Ramune');
    expect(all('Калпис')[0]).toBe('Calpis');
    expect(all('Генмайча')[0]).toBe('Genmaicha');
  });

  it('puts the filling as each language’s menus do', () => {
    expect(all('Гьоза пилешки')).toEqual([
      'Chicken gyoza',
      'Gyoza mit Hähnchen',
      'Gyoza z kurczakiem',
      'Gyoza cu pui',
      'Гьоза з куркою',
    ]);
    expect(all('Гьоза зеленчукови')[0]).toBe('Vegetable gyoza');
    expect(all('Удон с темпура')[0]).toBe('Tempura udon');
    expect(all('Якитори пилешко')[0]).toBe('Chicken yakitori');
    expect(all('Якитори с праз')[0]).toBe('Leek yakitori (negima)');
    expect(all('Якитори пилешки кожички')[0]).toBe('Chicken skin yakitori (kawa)');
    expect(all('Онигири с тон')[0]).toBe('Tuna onigiri');
    expect(all('Онигири умебоши')[0]).toBe('Ume onigiri (umeboshi, pickled plum)');
    expect(all('Кацу къри с пилешко')[0]).toBe('Chicken katsu curry');
    expect(all('Тонкацу')[0]).toBe('Tonkatsu (pork cutlet)');
    expect(all('Чашу бао')[0]).toBe('Chashu bao (pork bun)');
    expect(all('Скариди темпура')[0]).toBe('Prawn tempura');
    expect(all('Матча сладолед')[1]).toBe('Matcha-Eis');
    expect(all('Уакаме салата')[0]).toBe('Wakame salad (seaweed salad)');
    expect(all('Тори паитан рамен')[0]).toBe('Tori paitan ramen (chicken paitan)');
    expect(all('Саке топло')[0]).toBe('Hot sake');
    expect(all('Саке студено')[0]).toBe('Cold sake');
    expect(all('Бира Асахи')).toEqual([
      'Asahi beer',
      'Asahi Bier',
      'Piwo Asahi',
      'Bere Asahi',
      'Пиво Asahi',
    ]);
  });

  it('composes udon and onigiri with any filling (nouns of the grammar)', () => {
    expect(all('Удон със зеленчуци')).toEqual([
      'Vegetable udon',
      'Udon mit Gemüse',
      'Udon z warzywami',
      'Udon cu legume',
      'Удон з овочами',
    ]);
    expect(all('Онигири със скариди')[0]).toBe('Prawn onigiri');
  });
});

describe('the size labels, extras and ingredients of the two menus', () => {
  it('words the steak’s doneness with the French word in brackets', () => {
    expect(all('Алангле')).toEqual([
      'Rare (saignant)',
      'Englisch (saignant)',
      'Krwisty (saignant)',
      'În sânge (saignant)',
      "З кров'ю (saignant)",
    ]);
    expect(all('Медиум')[0]).toBe('Medium (à point)');
    expect(all('Уел дън')[1]).toBe('Durchgebraten (bien cuit)');
  });

  it('words the extras', () => {
    expect(all('Допълнително яйце (аджитама)')[0]).toBe('Extra soft-boiled egg (ajitama)');
    expect(all('Юфка (каедама)')[0]).toBe('Extra noodles (kaedama)');
    expect(all('Чили масло')[0]).toBe('Chilli oil (rayu)');
    expect(all('Допълнително чашу')[2]).toBe('Dodatkowe chashu');
    expect(all('Японска майонеза')[1]).toBe('Japanische Mayonnaise');
    expect(all('Сос беарнез')[0]).toBe('Béarnaise sauce');
    expect(all('Картофи фри')).toEqual([
      'French fries',
      'Pommes frites',
      'Frytki',
      'Cartofi prăjiți',
      'Картопля фрі',
    ]);
    expect(all('Топка сладолед')).toEqual([
      'Scoop of ice cream',
      'Kugel Eis',
      'Gałka lodów',
      'Glob de înghețată',
      'Кулька морозива',
    ]);
  });

  it('words the ingredients', () => {
    expect(all('Сирене грюер')[0]).toBe('Gruyère cheese');
    expect(all('Горчица Дижон')[1]).toBe('Dijon-Senf');
    expect(all('Елдово брашно')[2]).toBe('Mąka gryczana');
    expect(all('Крема фреш')[0]).toBe('Crème fraîche');
    expect(all('Антрикот')[0]).toBe('Entrecôte (rib-eye)');
    expect(all('Бонито флейкс')[0]).toBe('Bonito flakes');
    expect(all('Бок чой')[1]).toBe('Pak Choi');
    expect(all('Сладка бобена паста')[0]).toBe('Sweet red bean paste (anko)');
    expect(all('Свински бульон')).toEqual([
      'Pork broth',
      'Schweinebrühe',
      'Bulion wieprzowy',
      'Supă de porc',
      'Свинячий бульйон',
    ]);
    expect(all('Пилешки бульон')[4]).toBe('Курячий бульйон');
  });

  it('keeps the house rules of rounds 4 to 9', () => {
    expect(word('en', 'Пица Четири сирена')).toBe('Pizza Four cheeses');
    expect(word('en', 'Салата Цезар')).toBe('Caesar salad');
    expect(word('en', 'Цезар врап')).toBe('Цезар врап (Tsezar vrap)');
    expect(word('en', 'Пица Зорница')).toBe('Pizza Зорница (Zornitsa)');
  });
});

describe('the French and ramen menus as a chat sees them', () => {
  const french = demoMenu({ sandbox: createFrenchMenu() });
  const ramen = demoMenu({ sandbox: createRamenMenu() });
  const flat = (map: ReadonlyMap<unknown, readonly string[]> | undefined) =>
    [...(map?.values() ?? [])].flat();

  it('show no Bulgarian word in any name, size label, extra or ingredient', () => {
    for (const lang of LANGS) {
      expect(leftInBulgarian(french, lang), `French ${lang}`).toEqual([]);
      expect(leftInBulgarian(ramen, lang), `ramen ${lang}`).toEqual([]);
    }
  });

  it('let the chats type the names they know', async () => {
    const names = new TypedOrderNames(new MenuTranslations());
    const en = await names.ready(french, 'en');
    expect(flat(en.products)).toEqual(
      expect.arrayContaining([
        'French onion soup',
        'Croque monsieur',
        'Duck confit',
        'Boeuf bourguignon',
        'Escargots (Burgundy snails)',
      ]),
    );
    expect(flat(en.addons)).toEqual(expect.arrayContaining(['French fries', 'Béarnaise sauce']));
    const de = await names.ready(french, 'de');
    expect(flat(de.products)).toEqual(expect.arrayContaining(['Entenconfit', 'Croque Monsieur']));
    const pl = await names.ready(french, 'pl');
    expect(flat(pl.products)).toEqual(expect.arrayContaining(['Naleśnik z nutellą']));
    const enRamen = await names.ready(ramen, 'en');
    expect(flat(enRamen.products)).toEqual(
      expect.arrayContaining(['Tonkotsu ramen', 'Chicken gyoza', 'Salmon onigiri', 'Gyudon']),
    );
    expect(flat(enRamen.addons)).toEqual(
      expect.arrayContaining(['Extra noodles (kaedama)', 'Chilli oil (rayu)']),
    );
  });

  it('words the pastry menu’s éclairs, profiteroles and macarons too (they were transliterated)', () => {
    const pastry = demoMenu({ sandbox: createPastryMenu() });
    const shown = new MenuTranslations().menu(pastry, 'en');
    const names = pastry.snapshot.products.map((p) => shown.product(p.id)?.name);
    expect(names).toEqual(expect.arrayContaining(['Profiteroles', 'Assorted macarons']));
  });
});
