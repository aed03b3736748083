import { describe, expect, it } from 'vitest';
import { MenuTranslations } from '../../src/menu-i18n/index.ts';
import { createStreetMenu } from '../../src/sandbox/menu/street-menu.ts';
import { createTurkishMenu } from '../../src/sandbox/menu/turkish-menu.ts';
import { createUkrainianMenu } from '../../src/sandbox/menu/ukrainian-menu.ts';
import { TypedOrderNames } from '../../src/telegram/menu-names.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { leftInBulgarian } from './left-in-bulgarian.ts';

// Round 9 of the glossary (docs/languages.md): the Turkish and Ukrainian menus' words. Both are
// tuning menus now; every name, label, extra and ingredient they show is checked in the five
// languages, and the names the customers of each language type are checked among the shown ones.
const glossaryOnly = new MenuTranslations();
const LANGS = ['en', 'de', 'pl', 'ro', 'uk'] as const;
type Lang = (typeof LANGS)[number];
const word = (lang: Lang, text: string) => glossaryOnly.translator(lang, null).text(text);
const all = (text: string) => LANGS.map((lang) => word(lang, text));

describe('the Turkish menu’s dishes, as menus of each language write them', () => {
  it('keeps the Turkish names menus abroad print, and says what the dish is where they do', () => {
    expect(all('Лахмаджун')).toEqual(['Lahmacun', 'Lahmacun', 'Lahmacun', 'Lahmacun', 'Лахмаджун']);
    expect(all('Пиде с кайма')).toEqual([
      'Pide with minced meat',
      'Pide mit Hackfleisch',
      'Pide z mięsem mielonym',
      'Pide cu carne tocată',
      'Піде з фаршем',
    ]);
    expect(all('Пиде с пастърма')[0]).toBe('Pide with pastirma');
    expect(all('Пиде с пастърма')[3]).toBe('Pide cu pastramă');
    expect(all('Пиде със сирене')[0]).toBe('Cheese pide');
    expect(all('Искендер кебап')).toEqual([
      'Iskender kebab',
      'Iskender Kebab',
      'Kebab Iskender',
      'Iskender kebab',
      'Іскендер кебаб',
    ]);
    expect(all('Адана кебап')[0]).toBe('Adana kebab');
    expect(all('Шиш кебап пилешки')[0]).toBe('Chicken shish kebab');
    expect(all('Кюфтета по инеголски')[0]).toBe('Inegöl köfte (grilled meatballs)');
    expect(all('Мантъ')[0]).toBe('Manti (Turkish dumplings)');
    expect(all('Имам баялдъ')[0]).toBe('Imam bayildi (stuffed aubergine)');
    expect(all('Сигара бьорек')[0]).toBe('Sigara böregi (cheese rolls)');
    expect(all('Кюнефе')[0]).toBe('Künefe (kunafa)');
    expect(all('Сютлач')[1]).toBe('Sütlaç (Milchreis)');
  });

  it('words the soups, salads and plates by the everyday words around them', () => {
    expect(all('Мерджимек чорба')).toEqual([
      'Lentil soup (mercimek)',
      'Linsensuppe (Mercimek)',
      'Zupa z soczewicy (mercimek)',
      'Ciorbă de linte (mercimek)',
      'Сочевичний суп (мерджимек)',
    ]);
    expect(all('Ишкембе чорба')[3]).toBe('Ciorbă de burtă (işkembe)');
    expect(all('Чобан салата')[0]).toBe('Shepherd salad (çoban salatasi)');
    expect(all('Дюнер на чиния пилешки')).toEqual([
      'Chicken doner plate',
      'Döner Teller mit Hähnchen',
      'Talerz döner z kurczakiem',
      'Farfurie döner cu pui',
      'Донер на тарілці з куркою',
    ]);
    expect(all('Дюрюм телешки')[0]).toBe('Beef dürüm');
    expect(all('Баклава с шам фъстък')[2]).toBe('Baklawa z pistacjami');
    expect(all('Турско кафе')).toEqual([
      'Turkish coffee',
      'Türkischer Kaffee',
      'Kawa po turecku',
      'Cafea turcească',
      'Кава по-турецьки',
    ]);
    expect(all('Бира Ефес')[0]).toBe('Efes beer');
    expect(all('Ракъ')[0]).toBe('Raki');
  });
});

describe('the Ukrainian menu’s dishes, as menus of each language write them', () => {
  it('reads like a Ukrainian menu in Ukrainian', () => {
    const uk = (text: string) => word('uk', text);
    expect(uk('Борш украински')).toBe('Борщ український');
    expect(uk('Вареники с картофи')).toBe('Вареники з картоплею');
    expect(uk('Деруни')).toBe('Деруни');
    expect(uk('Голубци')).toBe('Голубці');
    expect(uk('Сирники')).toBe('Сирники');
    expect(uk('Котлет по киевски')).toBe('Котлета по-київськи');
    expect(uk('Херинга под шуба')).toBe('Оселедець під шубою');
    expect(uk('Узвар')).toBe('Узвар');
    expect(uk('Горилка с перец')).toBe('Горілка з перцем');
    expect(uk('Пелмени с месо')).toBe("Пельмені з м'ясом");
    expect(uk('Блини с кондензирано мляко')).toBe('Млинці зі згущеним молоком');
  });

  it('gives each language its own name for the dish', () => {
    expect(all('Борш украински')).toEqual([
      'Ukrainian borscht',
      'Ukrainischer Borschtsch',
      'Barszcz ukraiński',
      'Borș ucrainean',
      'Борщ український',
    ]);
    expect(all('Вареники с вишни')).toEqual([
      'Varenyky with cherries',
      'Wareniki mit Kirschen',
      'Pierogi z wiśniami',
      'Vareniki cu vișine',
      'Вареники з вишнями',
    ]);
    expect(all('Вареники със сирене')[1]).toBe('Wareniki mit Quark');
    expect(all('Голубци')[2]).toBe('Gołąbki');
    expect(all('Деруни')[2]).toBe('Placki ziemniaczane (deruny)');
    expect(all('Котлет по киевски')).toEqual([
      'Chicken Kyiv (chicken Kiev)',
      'Kiewer Kotelett',
      'Kotlet po kijowsku',
      'Pui Kiev',
      'Котлета по-київськи',
    ]);
    expect(all('Херинга под шуба')[2]).toBe('Śledź pod pierzynką (szuba)');
    expect(all('Салата Оливие')[3]).toBe('Salată Olivier (de boeuf)');
    expect(all('Блини със сметана')[0]).toBe('Blini with sour cream');
    expect(all('Медовик')[0]).toBe('Medovik (honey cake)');
    expect(all('Торта Киев')[0]).toBe('Kyiv cake');
    expect(all('Пюре')[0]).toBe('Mashed potatoes');
    expect(all('Квас')[1]).toBe('Kwas');
    expect(all('Чай от самовар')[0]).toBe('Samovar tea');
  });
});

describe('the size labels, extras and ingredients of the two menus', () => {
  it('words the labels', () => {
    expect(all('Без захар')).toEqual([
      'Without sugar',
      'Ohne Zucker',
      'Bez cukru',
      'Fără zahăr',
      'Без цукру',
    ]);
    expect(all('Средно')[0]).toBe('Medium sweet');
    expect(all('Малка купа 300 мл')).toEqual([
      'Small bowl 300 ml',
      'Kleine Schale 300 ml',
      'Mała miska 300 ml',
      'Bol mic 300 ml',
      'Мала миска 300 мл',
    ]);
    expect(all('Голяма купа 500 мл')[1]).toBe('Große Schale 500 ml');
    expect(all('Самовар за двама')[0]).toBe('Samovar for two');
  });

  it('words the extras and ingredients', () => {
    expect(all('Пастърма')[0]).toBe('Pastirma (cured beef)');
    expect(all('Черен морков')[1]).toBe('Schwarze Karotte');
    expect(all('Ръжен хляб')).toEqual([
      'Rye bread',
      'Roggenbrot',
      'Chleb żytni',
      'Pâine de secară',
      'Житній хліб',
    ]);
    expect(all('Хрян')[2]).toBe('Chrzan');
    expect(all('Извара')[1]).toBe('Quark');
    expect(all('Червени боровинки')[0]).toBe('Cranberries');
    expect(all('Червен хайвер')[3]).toBe('Icre roșii');
    expect(all('Пампушки с чесън')[4]).toBe('Пампушки з часником');
  });

  it('keeps the house rules of rounds 4 to 8', () => {
    expect(word('en', 'Пица Четири сирена')).toBe('Pizza Four cheeses');
    expect(word('en', 'Салата Цезар')).toBe('Caesar salad');
    expect(word('en', 'Цезар врап')).toBe('Цезар врап (Tsezar vrap)');
    expect(word('en', 'Пица Зорница')).toBe('Pizza Зорница (Zornitsa)');
  });
});

describe('the Turkish and Ukrainian menus as a chat sees them', () => {
  const turkish = demoMenu({ sandbox: createTurkishMenu() });
  const ukrainian = demoMenu({ sandbox: createUkrainianMenu() });
  const flat = (map: ReadonlyMap<unknown, readonly string[]> | undefined) =>
    [...(map?.values() ?? [])].flat();

  it('show no Bulgarian word in any name, size label, extra or ingredient', () => {
    for (const lang of LANGS) {
      expect(leftInBulgarian(turkish, lang), `Turkish ${lang}`).toEqual([]);
      expect(leftInBulgarian(ukrainian, lang), `Ukrainian ${lang}`).toEqual([]);
    }
  });

  it('let the chats type the names they know', async () => {
    const names = new TypedOrderNames(new MenuTranslations());
    const en = await names.ready(turkish, 'en');
    expect(flat(en.products)).toEqual(
      expect.arrayContaining([
        'Lahmacun',
        'Adana kebab',
        'Chicken shish kebab',
        'Lentil soup (mercimek)',
        'Shepherd salad (çoban salatasi)',
        'Turkish coffee',
      ]),
    );
    const deUk = await names.ready(ukrainian, 'de');
    expect(flat(deUk.products)).toEqual(
      expect.arrayContaining(['Kiewer Kotelett', 'Hering im Pelzmantel (Schuba)']),
    );
    const plUk = await names.ready(ukrainian, 'pl');
    expect(flat(plUk.products)).toEqual(
      expect.arrayContaining(['Pierogi z ziemniakami', 'Gołąbki', 'Barszcz ukraiński']),
    );
    const ukUk = await names.ready(ukrainian, 'uk');
    expect(flat(ukUk.products)).toEqual(
      expect.arrayContaining(['Борщ український', 'Котлета по-київськи', 'Голубці']),
    );
  });

  it('words the street menu’s dürüm and döner plate too (they were transliterated)', () => {
    const street = demoMenu({ sandbox: createStreetMenu() });
    const shown = new MenuTranslations().menu(street, 'en');
    const names = street.snapshot.products.map((p) => shown.product(p.id)?.name);
    expect(names).toEqual(expect.arrayContaining(['Chicken dürüm', 'Beef doner plate']));
  });
});
