import { describe, expect, it } from 'vitest';
import { MenuTranslations } from '../../src/menu-i18n/index.ts';
import { createItalianMenu } from '../../src/sandbox/menu/italian-menu.ts';
import { createKoreanMenu } from '../../src/sandbox/menu/korean-menu.ts';
import { TypedOrderNames } from '../../src/telegram/menu-names.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { leftInBulgarian } from './left-in-bulgarian.ts';

// Round 7 of the glossary (docs/languages.md): the Korean and Italian menus' words. Both are
// tuning menus now; the nouns and styles the grammar gained are also checked on names of no
// sandbox menu.
const glossaryOnly = new MenuTranslations();
const LANGS = ['en', 'de', 'pl', 'ro', 'uk'] as const;
type Lang = (typeof LANGS)[number];
const word = (lang: Lang, text: string) => glossaryOnly.translator(lang, null).text(text);
const all = (text: string) => LANGS.map((lang) => word(lang, text));

describe('the Korean menu’s dishes, as menus of each language write them', () => {
  it('composes bibimbap, kimbap and ramen with what is in them', () => {
    expect(all('Бибимбап с говеждо')).toEqual([
      'Beef bibimbap',
      'Bibimbap mit Rindfleisch',
      'Bibimbap z wołowiną',
      'Bibimbap cu vită',
      'Бібімбап з яловичиною',
    ]);
    expect(all('Кимпап с риба тон')).toEqual([
      'Tuna kimbap',
      'Kimbap mit Thunfisch',
      'Kimbap z tuńczykiem',
      'Kimbap cu ton',
      'Кімпап з тунцем',
    ]);
    expect(all('Рамьон с морски дарове')[0]).toBe('Seafood ramen');
    // "сирене" on a Korean dish is cheese, not the glossary's Bulgarian white cheese (feta).
    expect(all('Токбоки със сирене')).toEqual([
      'Cheese tteokbokki',
      'Tteokbokki mit Käse',
      'Tteokbokki z serem',
      'Tteokbokki cu brânză',
      'Токпокі з сиром',
    ]);
    expect(all('Бингсу с ягоди')[0]).toBe('Strawberry bingsu');
  });

  it('words the stews, the chicken, the pancakes and the dumplings', () => {
    // The Korean name, and in brackets what the language's menus call the dish.
    expect(all('Кимчи чиге')).toEqual([
      'Kimchi jjigae (kimchi stew)',
      'Kimchi-Jjigae (Kimchi-Eintopf)',
      'Kimchi jjigae (gulasz z kimchi)',
      'Kimchi jjigae (supă cu kimchi)',
      'Кімчі чіге',
    ]);
    expect(all('Сундубу чиге')[0]).toBe('Sundubu jjigae (soft tofu stew)');
    expect(all('Якнём чикън')).toEqual([
      'Yangnyeom chicken',
      'Yangnyeom-Hähnchen',
      'Kurczak yangnyeom',
      'Pui yangnyeom',
      'Курка янгньом',
    ]);
    expect(all('Хемул пачжон')[0]).toBe('Haemul pajeon (seafood pancake)');
    expect(all('Хемул пачжон')[4]).toBe('Паджон з морепродуктами');
    expect(all('Мандо на пара')).toEqual([
      'Steamed mandu (dumplings)',
      'Gedämpfte Mandu (Teigtaschen)',
      'Mandu na parze (pierożki)',
      'Mandu la abur (găluște)',
      'Манду на пару',
    ]);
    expect(all('Пилешки крилца по корейски')[0]).toBe('Korean-style chicken wings');
    expect(all('Кальби')[0]).toBe('Galbi (short ribs)');
    expect(all('Самгьопсал')[0]).toBe('Samgyeopsal');
  });

  it('words the drinks; brands are kept', () => {
    expect(all('Соджу праскова')).toEqual([
      'Peach soju',
      'Soju Pfirsich',
      'Soju brzoskwiniowe',
      'Soju cu piersici',
      'Соджу з персиком',
    ]);
    expect(all('Бананово мляко')[1]).toBe('Bananenmilch');
    expect(all('Юджа чай')[0]).toBe('Yuja tea');
    expect(all('Макгьоли')[0]).toBe('Makgeolli');
    expect(all('Бира Касс')).toEqual([
      'Cass beer',
      'Cass Bier',
      'Piwo Cass',
      'Bere Cass',
      'Пиво Cass',
    ]);
    expect(all('Кока-Кола Зиро')[0]).toBe('Coca-Cola Zero');
  });
});

describe('the Italian menu’s dishes keep their Italian names', () => {
  it('as each language’s menus print them', () => {
    expect(all('Спагети Алио олио пеперончино')[0]).toBe('Spaghetti aglio, olio e peperoncino');
    expect(all('Спагети Алио олио пеперончино')[3]).toBe('Spaghete aglio, olio e peperoncino');
    expect(all('Ньоки Соренто')[0]).toBe('Gnocchi alla sorrentina');
    expect(all('Ризото с манатарки')).toEqual([
      'Porcini risotto',
      'Steinpilzrisotto',
      'Risotto z borowikami',
      'Risotto cu ciuperci porcini',
      'Різото з білими грибами',
    ]);
    expect(all('Карпачо от говеждо')).toEqual([
      'Beef carpaccio',
      'Rindercarpaccio',
      'Carpaccio wołowe',
      'Carpaccio de vită',
      'Карпачо з яловичини',
    ]);
    expect(all('Витело тонато')[0]).toBe('Vitello tonnato');
    expect(all('Пана кота')[0]).toBe('Panna cotta');
    expect(all('Тальятеле с гъби и трюфел')[0]).toBe('Tagliatelle with mushrooms and truffle');
    expect(all('Пица Диавола')[0]).toBe('Pizza Diavola');
    expect(all('Аперол шприц')[0]).toBe('Aperol Spritz');
    expect(all('Червено вино Кианти')[1]).toBe('Rotwein Chianti');
    expect(all('Сан Пелегрино')[0]).toBe('San Pellegrino');
  });
});

describe('the nouns and styles round 7 added compose names of no sandbox menu', () => {
  it('with any complement the grammar knows', () => {
    expect(all('Бибимбап със сьомга')).toEqual([
      'Salmon bibimbap',
      'Bibimbap mit Lachs',
      'Bibimbap z łososiem',
      'Bibimbap cu somon',
      'Бібімбап з лососем',
    ]);
    expect(all('Кимпап с пиле')[0]).toBe('Chicken kimbap');
    expect(all('Рамьон с пиле')[1]).toBe('Ramen mit Hähnchen');
    expect(all('Ризото с трюфел')).toEqual([
      'Truffle risotto',
      'Risotto mit Trüffel',
      'Risotto z truflą',
      'Risotto cu trufe',
      'Різото з трюфелем',
    ]);
    expect(all('Паста с манатарки')[1]).toBe('Pasta mit Steinpilzen');
    expect(all('Пиле с кимчи')[2]).toBe('Kurczak z kimchi');
  });

  it('with the Korean adjective and style', () => {
    expect(all('Пилешко по корейски')).toEqual([
      'Korean-style chicken',
      'Hähnchen nach koreanischer Art',
      'Kurczak po koreańsku',
      'Pui în stil coreean',
      'Курка по-корейськи',
    ]);
    expect(all('Корейска салата')).toEqual([
      'Korean salad',
      'Koreanischer Salat',
      'Sałatka koreańska',
      'Salată coreeană',
      'Корейський салат',
    ]);
  });

  it('keeps the house rules of rounds 4 to 6', () => {
    expect(word('en', 'Пица Четири сирена')).toBe('Pizza Four cheeses');
    expect(word('en', 'Пица Прошуто и рукола')).toBe('Pizza Prosciutto and rocket');
    expect(word('en', 'Салата Цезар')).toBe('Caesar salad');
    expect(word('en', 'Цезар врап')).toBe('Цезар врап (Tsezar vrap)');
  });
});

describe('the size labels, extras and ingredients of the two menus', () => {
  it('words the labels', () => {
    expect(all('В каменна купа')).toEqual([
      'In a stone bowl',
      'Im Steintopf',
      'W kamiennej misce',
      'În castron de piatră',
      "У кам'яній чаші",
    ]);
    expect(all('Много лют')).toEqual([
      'Very hot',
      'Sehr scharf',
      'Bardzo ostry',
      'Foarte iute',
      'Дуже гострий',
    ]);
    expect(all('Обикновена порция')[0]).toBe('Regular portion');
    expect(all('4 вида')[1]).toBe('4 Sorten');
  });

  it('words the extras and ingredients, and no longer misreads two', () => {
    expect(all('Допълнително кимчи')[2]).toBe('Dodatkowe kimchi');
    expect(all('Гочуджанг сос')[0]).toBe('Gochujang sauce');
    expect(all('Паста без глутен')[0]).toBe('Gluten-free pasta');
    expect(all('Люто олио')[1]).toBe('Chiliöl');
    expect(all('Зеле напа')[1]).toBe('Chinakohl');
    expect(all('Стъклени нудли')[0]).toBe('Glass noodles');
    expect(all('Бишкоти савоярди')[1]).toBe('Löffelbiskuits');
    // Were "Sesame butter" and "Feta with mozzarella".
    expect(all('Сусамово масло')[0]).toBe('Sesame oil');
    expect(all('Сирене моцарела')[0]).toBe('Mozzarella cheese');
    // Was "Filo pastry for lasagne".
    expect(all('Кори за лазаня')[0]).toBe('Lasagne sheets');
  });
});

describe('the Korean and Italian menus as a chat sees them', () => {
  const korean = demoMenu({ sandbox: createKoreanMenu() });
  const italian = demoMenu({ sandbox: createItalianMenu() });

  it('show no Bulgarian word in any name, size label, extra or ingredient', () => {
    for (const lang of LANGS) {
      expect(leftInBulgarian(korean, lang), `Korean ${lang}`).toEqual([]);
      expect(leftInBulgarian(italian, lang), `Italian ${lang}`).toEqual([]);
    }
  });

  it('let the chats type the names they know', async () => {
    const names = new TypedOrderNames(new MenuTranslations());
    const flat = (map: ReadonlyMap<unknown, readonly string[]> | undefined) =>
      [...(map?.values() ?? [])].flat();
    const en = await names.ready(korean, 'en');
    expect(flat(en.products)).toEqual(
      expect.arrayContaining([
        'Beef bibimbap',
        'Kimchi jjigae (kimchi stew)',
        'Yangnyeom chicken',
        'Galbi (short ribs)',
      ]),
    );
    expect(flat(en.addons)).toEqual(expect.arrayContaining(['Extra kimchi', 'Gochujang sauce']));
    const de = await names.ready(italian, 'de');
    expect(flat(de.products)).toEqual(
      expect.arrayContaining(['Steinpilzrisotto', 'Rindercarpaccio', 'Panna cotta']),
    );
    const enIt = await names.ready(italian, 'en');
    expect(flat(enIt.products)).toEqual(
      expect.arrayContaining(['Spaghetti aglio, olio e peperoncino', 'Ossobuco', 'Limoncello']),
    );
    expect(flat(enIt.addons)).toEqual(expect.arrayContaining(['Truffle', 'Chilli oil']));
    const pl = await names.ready(korean, 'pl');
    expect(flat(pl.products)).toEqual(
      expect.arrayContaining(['Kurczak yangnyeom', 'Soju brzoskwiniowe']),
    );
  });
});
