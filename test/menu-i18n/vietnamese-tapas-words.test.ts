import { describe, expect, it } from 'vitest';
import { MenuTranslations } from '../../src/menu-i18n/index.ts';
import { createCafeMenu } from '../../src/sandbox/menu/cafe-menu.ts';
import { createTapasMenu } from '../../src/sandbox/menu/tapas-menu.ts';
import { createVietnameseMenu } from '../../src/sandbox/menu/vietnamese-menu.ts';
import { TypedOrderNames } from '../../src/telegram/menu-names.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { leftInBulgarian } from './left-in-bulgarian.ts';

// Round 8 of the glossary (docs/languages.md): the Vietnamese and tapas menus' words. Both are
// tuning menus now; every name, label, extra and ingredient they show is checked in the five
// languages, and the names the customers of each language type are checked among the shown ones.
const glossaryOnly = new MenuTranslations();
const LANGS = ['en', 'de', 'pl', 'ro', 'uk'] as const;
type Lang = (typeof LANGS)[number];
const word = (lang: Lang, text: string) => glossaryOnly.translator(lang, null).text(text);
const all = (text: string) => LANGS.map((lang) => word(lang, text));

describe('the Vietnamese menu’s dishes, as menus of each language write them', () => {
  it('keeps the Vietnamese name and says in brackets what the dish is', () => {
    expect(all('Фо бо')).toEqual([
      'Pho bo (beef pho)',
      'Pho Bo (mit Rindfleisch)',
      'Pho bo (z wołowiną)',
      'Pho bo (cu vită)',
      'Фо бо (з яловичиною)',
    ]);
    expect(all('Фо га')[0]).toBe('Pho ga (chicken pho)');
    expect(all('Бун бо Хуе')[0]).toBe('Bun bo Hue (spicy beef noodle soup)');
    expect(all('Бун ча')[0]).toBe('Bun cha (grilled pork with noodles)');
    expect(all('Ком там със свинско')).toEqual([
      'Com tam (broken rice) with pork',
      'Com Tam (Bruchreis) mit Schweinefleisch',
      'Com tam (ryż łamany) z wieprzowiną',
      'Com tam (orez spart) cu porc',
      'Ком там (ламаний рис) зі свининою',
    ]);
    expect(all('Бо лук лак')[0]).toBe('Bo luc lac (shaking beef)');
    expect(all('Ка кхо')[0]).toBe('Ca kho (caramelized fish)');
    expect(all('Гои куон със скариди')[0]).toBe('Goi cuon (fresh summer rolls) with prawns');
    expect(all('Нем рулца със свинско')[1]).toBe(
      'Frittierte Frühlingsrollen (Nem) mit Schweinefleisch',
    );
  });

  it('words banh mi, the salads and the drinks', () => {
    expect(all('Бан ми с пиле')).toEqual([
      'Chicken banh mi',
      'Banh Mi mit Hähnchen',
      'Banh mi z kurczakiem',
      'Banh mi cu pui',
      'Бань мі з куркою',
    ]);
    expect(all('Бан ми с тофу')[0]).toBe('Tofu banh mi');
    expect(all('Салата с папая')[0]).toBe('Green papaya salad');
    expect(all('Пиле с лемонграс')[0]).toBe('Lemongrass chicken');
    expect(all('Виетнамско кафе с кондензирано мляко')[0]).toBe(
      'Vietnamese coffee with condensed milk (ca phe sua)',
    );
    expect(all('Ча да')[0]).toBe('Vietnamese iced tea (tra da)');
    expect(all('Сок от захарна тръстика')).toEqual([
      'Sugarcane juice',
      'Zuckerrohrsaft',
      'Sok z trzciny cukrowej',
      'Suc de trestie de zahăr',
      'Сік цукрової тростини',
    ]);
    expect(all('Бира Сайгон')[0]).toBe('Saigon beer');
  });
});

describe('the tapas menu’s dishes keep their Spanish names', () => {
  it('as each language’s menus print them', () => {
    expect(all('Пататас бравас')[0]).toBe('Patatas bravas');
    expect(all('Гамбас ал ахийо')).toEqual([
      'Gambas al ajillo (garlic prawns)',
      'Gambas al Ajillo (Knoblauchgarnelen)',
      'Gambas al ajillo (krewetki w czosnku)',
      'Gambas al ajillo (creveți cu usturoi)',
      'Гамбас аль ахільо (креветки з часником)',
    ]);
    expect(all('Крокетас с шунка')[0]).toBe('Ham croquetas');
    expect(all('Хамон серано')[0]).toBe('Jamón serrano (serrano ham)');
    expect(all('Пимиентос де падрон')[0]).toBe('Pimientos de Padrón (Padrón peppers)');
    expect(all('Тортиля испаньола')[0]).toBe('Tortilla española (Spanish omelette)');
    expect(all('Албондигас')[0]).toBe('Albóndigas (meatballs)');
    expect(all('Пулпо а ла гайега')[0]).toBe('Pulpo a la gallega (Galician octopus)');
    expect(all('Паеля с морски дарове')).toEqual([
      'Seafood paella',
      'Paella mit Meeresfrüchten',
      'Paella z owocami morza',
      'Paella cu fructe de mare',
      'Паелья з морепродуктами',
    ]);
    expect(all('Фидеуа')[0]).toBe('Fideuà');
    expect(all('Салмореха')[0]).toBe('Salmorejo');
    expect(all('Крема каталана')[0]).toBe('Crema catalana');
    expect(all('Сирене манчего')[0]).toBe('Manchego cheese');
  });

  it('words the wines and drinks; "кава" is cava, never Ukrainian coffee', () => {
    expect(all('Вино Риоха')[0]).toBe('Rioja wine');
    expect(all('Тинто де верано')[0]).toBe('Tinto de verano');
    expect(all('Кава')).toEqual(['Cava', 'Cava', 'Cava', 'Cava', 'Cava']);
    expect(all('Сангрия с кава')[4]).toBe('Сангрія з Cava');
    expect(all('Бира Естрея Дам')[0]).toBe('Estrella Damm beer');
    expect(all('Кортадо')[0]).toBe('Cortado');
  });

  it('keeps the house rules of rounds 4 to 7', () => {
    expect(word('en', 'Пица Четири сирена')).toBe('Pizza Four cheeses');
    expect(word('en', 'Пица Прошуто и рукола')).toBe('Pizza Prosciutto and rocket');
    expect(word('en', 'Салата Цезар')).toBe('Caesar salad');
    expect(word('en', 'Цезар врап')).toBe('Цезар врап (Tsezar vrap)');
  });
});

describe('the size labels, extras and ingredients of the two menus', () => {
  it('words the labels', () => {
    expect(all('За 2 души')).toEqual([
      'For 2',
      'Für 2 Personen',
      'Dla 2 osób',
      'Pentru 2 persoane',
      'На 2 особи',
    ]);
    expect(all('За 1 човек')[2]).toBe('Dla 1 osoby');
    expect(all('Студено')[0]).toBe('Cold');
    expect(all('Наливна 500 мл')[0]).toBe('Draught 500 ml');
    expect(all('1 чайник')[1]).toBe('1 Kanne');
  });

  it('words the extras and ingredients', () => {
    expect(all('Сос бравас')[0]).toBe('Bravas sauce');
    expect(all('Хамон')[0]).toBe('Jamón');
    expect(all('Шрирача')[0]).toBe('Sriracha');
    expect(all('Счупен ориз')[1]).toBe('Bruchreis');
    expect(all('Соев кълн')[0]).toBe('Bean sprouts');
    expect(all('Чушки падрон')[0]).toBe('Padrón peppers');
    expect(all('Телешка и свинска кайма')[0]).toBe('Minced beef and pork');
  });
});

describe('the Vietnamese and tapas menus as a chat sees them', () => {
  const vietnamese = demoMenu({ sandbox: createVietnameseMenu() });
  const tapas = demoMenu({ sandbox: createTapasMenu() });
  const flat = (map: ReadonlyMap<unknown, readonly string[]> | undefined) =>
    [...(map?.values() ?? [])].flat();

  it('show no Bulgarian word in any name, size label, extra or ingredient', () => {
    for (const lang of LANGS) {
      expect(leftInBulgarian(vietnamese, lang), `Vietnamese ${lang}`).toEqual([]);
      expect(leftInBulgarian(tapas, lang), `tapas ${lang}`).toEqual([]);
    }
  });

  it('let the chats type the names they know', async () => {
    const names = new TypedOrderNames(new MenuTranslations());
    const en = await names.ready(vietnamese, 'en');
    expect(flat(en.products)).toEqual(
      expect.arrayContaining([
        'Pho bo (beef pho)',
        'Chicken banh mi',
        'Bun cha (grilled pork with noodles)',
        'Lemongrass chicken',
        'Sugarcane juice',
      ]),
    );
    expect(flat(en.addons)).toEqual(expect.arrayContaining(['Sriracha']));
    const de = await names.ready(tapas, 'de');
    expect(flat(de.products)).toEqual(
      expect.arrayContaining(['Patatas Bravas', 'Gambas al Ajillo (Knoblauchgarnelen)']),
    );
    const enTapas = await names.ready(tapas, 'en');
    expect(flat(enTapas.products)).toEqual(
      expect.arrayContaining([
        'Seafood paella',
        'Jamón serrano (serrano ham)',
        'Albóndigas (meatballs)',
      ]),
    );
    expect(flat(enTapas.addons)).toEqual(expect.arrayContaining(['Bravas sauce', 'Aioli']));
    const pl = await names.ready(tapas, 'pl');
    expect(flat(pl.products)).toEqual(expect.arrayContaining(['Paella z owocami morza']));
  });

  it('shows the café menu’s cortado by its name too (it was transliterated)', () => {
    const cafe = demoMenu({ sandbox: createCafeMenu() });
    const shown = new MenuTranslations().menu(cafe, 'en');
    const names = cafe.snapshot.products.map((p) => shown.product(p.id)?.name);
    expect(names).toContain('Cortado');
  });
});
