import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadTranslationFiles, parseTranslationFile } from '../../src/menu-i18n/files.ts';
import { glossaryFor } from '../../src/menu-i18n/glossary.ts';
import { grammarFor } from '../../src/menu-i18n/grammar.ts';
import {
  MenuTranslations,
  markComposed,
  menuTexts,
  missingTranslations,
  TARGET_LANGUAGES,
  translationTemplate,
} from '../../src/menu-i18n/index.ts';
import { demoMenu } from '../support/demo-menu.ts';

const glossaryOnly = new MenuTranslations();
const word = (lang: 'en' | 'de' | 'pl' | 'ro' | 'uk', text: string) =>
  glossaryOnly.translator(lang, null).text(text);

describe('a dish name composed by the glossary (issue 37 point 4)', () => {
  it('agrees adjectives with the noun in gender and number', () => {
    expect(word('de', 'Класически бургер')).toBe('Klassischer Burger');
    expect(word('de', 'Двоен бургер')).toBe('Doppelter Burger');
    expect(word('de', 'Лют бургер')).toBe('Scharfer Burger');
    expect(word('de', 'Зелена салата')).toBe('Grüner Salat');
    expect(word('de', 'Пържени тиквички')).toBe('Frittierte Zucchini');
    expect(word('uk', 'Зелена салата')).toBe('Зелений салат');
    expect(word('uk', 'Пилешки бургер')).toBe('Курячий бургер');
    expect(word('uk', 'Пилешки шишчета')).toBe('Курячі шашлички');
    expect(word('pl', 'Горещ шоколад')).toBe('Gorąca czekolada');
    expect(word('ro', 'Гръцка салата')).toBe('Salată grecească');
    expect(word('ro', 'Пълнени гъби')).toBe('Ciuperci umplute');
  });

  it('puts what follows a preposition in the case it governs', () => {
    expect(word('uk', 'Салата с риба тон')).toBe('Салат з тунцем');
    expect(word('uk', 'Талиатели с пиле и гъби')).toBe('Тальятеле з куркою і грибами');
    expect(word('uk', 'Ньоки с четири сирена')).toBe('Ньокі з чотирма сирами');
    expect(word('uk', 'Крем супа от броколи')).toBe('Крем-суп з броколі');
    expect(word('de', 'Спагети с морски дарове')).toBe('Spaghetti mit Meeresfrüchten');
    expect(word('de', 'Палачинка с мед и орехи')).toBe('Crêpe mit Honig und Walnüssen');
    expect(word('pl', 'Салата с риба тон')).toBe('Sałatka z tuńczykiem');
    expect(word('pl', 'Омлет с шунка и кашкавал')).toBe('Omlet z szynką i serem');
    expect(word('pl', 'Салата от краставици')).toBe('Sałatka z ogórków');
    expect(word('ro', 'Салата с риба тон')).toBe('Salată cu ton');
  });

  it('follows the word order of the language', () => {
    expect(word('en', 'Салата с риба тон')).toBe('Tuna salad');
    expect(word('en', 'Цезар с пиле')).toBe('Chicken Caesar salad');
    expect(word('en', 'Салата Цезар с пиле')).toBe('Chicken Caesar salad');
    expect(word('en', 'Спагети с пиле и гъби')).toBe('Chicken and mushroom spaghetti');
    expect(word('en', 'Пиле с гъби')).toBe('Chicken with mushrooms');
    expect(word('en', 'Ципура на скара')).toBe('Grilled sea bream');
    expect(word('en', 'Фреш от портокал')).toBe('Fresh orange juice');
    expect(word('de', 'Салата с риба тон')).toBe('Thunfischsalat');
    expect(word('de', 'Фреш от портокал')).toBe('Frisch gepresster Orangensaft');
    expect(word('pl', 'Гръцка салата')).toBe('Sałatka grecka');
    expect(word('pl', 'Шоколадова торта')).toBe('Tort czekoladowy');
    expect(word('ro', 'Класически бургер')).toBe('Burger clasic');
    expect(word('ro', 'Шоколадова торта')).toBe('Tort de ciocolată');
  });

  it('grills the complement "на скара" follows, in each language', () => {
    expect(word('de', 'Салата с тиквички на скара')).toBe('Salat mit gegrillten Zucchini');
    expect(word('pl', 'Салата с тиквички на скара')).toBe('Sałatka z grillowaną cukinią');
    expect(word('ro', 'Салата с тиквички на скара')).toBe('Salată cu dovlecei la grătar');
    expect(word('uk', 'Салата с тиквички на скара')).toBe('Салат з кабачками гриль');
  });

  it('keeps whole-phrase entries and the word-by-word glossary for other texts', () => {
    expect(word('de', 'Мляко с ориз')).toBe('Milchreis');
    expect(word('uk', 'Шопска салата')).toBe('Шопський салат');
    expect(word('de', 'Доматен сос, моцарела и пресен босилек.')).toBe(
      'Tomatensoße, Mozzarella und frisches Basilikum.',
    );
    // A text with no word of the grammar, or an unknown adjective, is not composed.
    expect(word('en', 'Зорница')).toBe('Зорница (Zornitsa)');
    expect(word('de', 'Щастлива пица')).toBe('Щастлива пица (Shtastliva pitsa)');
    // A name written in lower case (inside a list) stays lower case.
    expect(word('uk', 'салата с риба тон')).toBe('салат з тунцем');
  });

  // Round 3: one or two words the grammar lacks no longer undo the whole name.
  it('composes around a word the grammar lacks, shown as the fallback shows it', () => {
    // A proper name after the dish: the dish is worded, the name transliterated.
    expect(word('en', 'Пица Зорница')).toBe('Pizza Зорница (Zornitsa)');
    expect(word('uk', 'Пица Зорница')).toBe('Піца Зорница');
    // A common word the glossary lacks after the dish, capital or not, is borrowed alone
    // (round 4: before, "Боб зорница (Bob zornitsa)", the whole name transliterated).
    expect(word('de', 'Боб зорница')).toBe('Bohnen зорница (zornitsa)');
    // A complement the grammar lacks: the rest still agrees and takes its case.
    // (Round 9: "кьопоолу", the word used here before, is a glossary dish now; "катък" is not.)
    expect(word('de', 'Зелена салата с катък')).toBe('Grüner Salat mit катък (katak)');
    expect(word('uk', 'Зелена салата с катък')).toBe('Зелений салат з катък');
    expect(word('pl', 'Пилешко филе с катък и гъби')).toBe(
      'Filet z kurczaka z катък (katak) i pieczarkami',
    );
    // A dish the grammar lacks, with complements it knows.
    expect(word('uk', 'Катък с чесън')).toBe('Катък з часником');
    // Such a name is worded `partial`: `npm run menu:translations` leaves it for the restaurant.
    expect(glossaryOnly.translator('de', null).wording('Пица Зорница').kind).toBe('partial');
    expect(glossaryOnly.translator('de', null).wording('Пица с гъби').kind).toBe('composed');
    // Three unknown words are too many: the name is shown as before.
    expect(word('en', 'Катък с зорница и чурулик')).toBe(
      'Катък с зорница и чурулик (Katak s zornitsa i churulik)',
    );
  });

  it('writes Ukrainian "в" after a vowel and "у" before "в"; Polish serves a dish "w sosie"', () => {
    expect(word('uk', 'Миди в бяло вино')).toBe('Мідії в білому вині');
    expect(word('uk', 'Пилешко филе в сметанов сос')).toBe('Куряче філе у вершковому соусі');
    expect(word('pl', 'Миди в бяло вино')).toBe('Małże w białym winie');
    expect(word('pl', 'Свинско филе с гъбен сос')).toBe('Filet wieprzowy w sosie pieczarkowym');
    // English keeps a sauce after "with", where a filling goes before: "Tuna pasta".
    expect(word('en', 'Спагети с доматен сос')).toBe('Spaghetti with tomato sauce');
    // Pasta keeps "z": "Spaghetti z sosem pomidorowym".
    expect(word('pl', 'Спагети с доматен сос')).toBe('Spaghetti z sosem pomidorowym');
  });

  it('reads "с пилешко/свинско/телешко/агнешко" as the meat', () => {
    expect(word('pl', 'Пица с пилешко и царевица')).toBe('Pizza z kurczakiem i kukurydzą');
    expect(word('uk', 'Пица с пилешко и царевица')).toBe('Піца з куркою і кукурудзою');
    expect(word('ro', 'Пица с пилешко и царевица')).toBe('Pizza cu pui și porumb');
    expect(word('uk', 'Пилешко с ориз')).toBe('Курка з рисом');
    // Before a style it is the meat too: "Свинско по селски".
    expect(word('en', 'Свинско по селски')).toBe('Country-style pork');
    // Before a noun it stays the adjective.
    expect(word('uk', 'Пилешко къри')).toBe('Куряче каррі');
  });
});

describe('false friends listed in the grammar files', () => {
  it('are never what the glossary says: German "Peperoni" are hot peppers, the pizza is Salami', () => {
    expect(grammarFor('de').falseFriends.get('пеперони')).toBe('Peperoni');
    for (const lang of TARGET_LANGUAGES) {
      const glossary = glossaryFor(lang);
      for (const [bg, wrong] of grammarFor(lang).falseFriends) {
        expect(glossary.get(bg), `${lang} ${bg}`).not.toBe(wrong);
        const name = glossaryOnly.translator(lang, null).text(`Пица ${bg}`);
        expect(name.split(/\s+/), `${lang} ${bg}`).not.toContain(wrong);
      }
    }
    expect(word('de', 'Пица Пеперони')).toBe('Pizza Salami');
  });
});

describe('composed entries in the template (npm run menu:translations)', () => {
  const menu = demoMenu();
  const texts = menuTexts(menu.snapshot);

  it('are filled, listed under "composed", and read by the loader but not used until reviewed', () => {
    const template = translationTemplate(texts, {
      products: { '101': { name: 'Margherita (ours)', description: '' } },
    });
    const marked = markComposed(template, texts, 'de', menu.snapshot);
    const composed = new Set(marked.composed);
    // The restaurant's own translation is never marked or replaced.
    expect(marked.products['101']?.name).toBe('Margherita (ours)');
    expect(composed.has('products.101.name')).toBe(false);
    // A description the glossary words, and a name its grammar composes, are marked.
    expect(marked.products['101']?.description).toBe(
      'Tomatensoße, Mozzarella und frisches Basilikum.',
    );
    expect(composed.has('products.101.description')).toBe(true);
    const burger = Object.entries(texts.products).find(([, p]) => p.name === 'Класически бургер');
    expect(marked.products[burger?.[0] ?? '']?.name).toBe('Klassischer Burger');
    expect(composed.has(`products.${burger?.[0]}.name`)).toBe(true);
    // A text the glossary cannot word (a district's name) stays empty and unmarked.
    const zones = Object.entries(marked.zones);
    expect(zones.some(([, text]) => text === '')).toBe(true);
    for (const [key, text] of zones) expect(text === '').toBe(!composed.has(`zones.${key}`));
    // The file as written loads, and its unreviewed entries count as untranslated.
    const file = parseTranslationFile('de.json', JSON.stringify(marked));
    expect(file.composed).toEqual(marked.composed);
    expect(missingTranslations(texts, file)).toEqual(missingTranslations(texts, template));
    // Reviewed: the restaurant edits an entry and takes it off the list; the bot then uses it.
    file.products = { ...file.products, [burger?.[0] ?? '']: { name: 'Burger Klassik' } };
    file.composed = (file.composed ?? []).filter((path) => path !== `products.${burger?.[0]}.name`);
    const translated = new MenuTranslations({ de: file }).menu(menu, 'de');
    expect(translated.product(Number(burger?.[0]))?.name).toBe('Burger Klassik');
    const unreviewed = new MenuTranslations({
      de: { ...file, products: { '101': { description: 'edited, still listed' } } },
    }).menu(menu, 'de');
    expect(unreviewed.product(101)?.description).toBe(
      'Tomatensoße, Mozzarella und frisches Basilikum.',
    );
  });

  it('are left out of the files every reader gets (screens, search, typed-order names)', () => {
    const translations = new MenuTranslations({
      de: {
        products: { '103': { name: 'Pizza Salami', description: 'Geprüft.' } },
        composed: ['products.103.name'],
      },
    });
    expect(translations.files.de).toEqual({ products: { '103': { description: 'Geprüft.' } } });
  });

  it('are worded again on the next run, and a listed text the menu lost stays listed', () => {
    const first = markComposed(translationTemplate(texts), texts, 'uk', menu.snapshot);
    const again = markComposed(translationTemplate(texts, first), texts, 'uk', menu.snapshot);
    expect(again).toEqual(first);
    const lost = { ...first, phrases: { ...first.phrases, 'Стара салата с риба тон': 'Старий' } };
    lost.composed = [...(first.composed ?? []), 'phrases.Стара салата с риба тон'];
    const next = markComposed(translationTemplate(texts, lost), texts, 'uk', menu.snapshot);
    expect(next.composed).toContain('phrases.Стара салата с риба тон');
    expect(next.phrases['Стара салата с риба тон']).toBe('Старий');
  });

  it('are written by the real npm run menu:translations, and the bot loads the file', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const dir = mkdtempSync(join(tmpdir(), 'composed-'));
    const run = spawnSync(
      join(root, 'node_modules', '.bin', 'node'),
      [join(root, 'scripts', 'menu-translations.ts'), 'de', '--demo', '--dir', dir],
      { cwd: dir, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(
      /de\.json: \d+ texts of the demo menu, \d+ without a translation \(\d+ of them filled by the glossary and listed under "composed" to review\)/,
    );
    const file = loadTranslationFiles(dir).de;
    expect(file?.products?.['601']?.name).toBe('Klassischer Burger');
    expect(file?.composed).toContain('products.601.name');
  });
});

describe('round 2 of the grammar (issue 37 point 4)', () => {
  it('reads "стек" as a steak after a meat adjective, and as a pack of cans otherwise', () => {
    expect(word('en', 'Телешки стек')).toBe('Beef steak');
    expect(word('de', 'Телешки стек')).toBe('Rindersteak');
    expect(word('uk', 'Свински стек')).toBe('Свинячий стейк');
    expect(word('en', 'Бира Загорка стек')).not.toMatch(/steak/i);
    expect(word('en', 'Бира стек')).toBe('Beer six-pack');
    expect(word('de', 'Бира стек')).toBe('Bier Sixpack');
    expect(word('de', 'Стек')).toBe('Sixpack');
  });

  it('places a "по …ски" style as each language does', () => {
    expect(word('de', 'Картофи по селски')).toBe('Kartoffeln nach Landart');
    expect(word('pl', 'Картофи по селски')).toBe('Ziemniaki po wiejsku');
    expect(word('ro', 'Картофи по селски')).toBe('Cartofi țărănești');
    expect(word('uk', 'Кюфтета по чирпански')).toBe('Котлети по-чирпанськи');
    expect(word('en', 'Картофи по селски')).toBe('Country-style potatoes');
  });

  it('reads two nouns as the second made with the first ("Бекон бургер")', () => {
    expect(word('en', 'Бекон бургер')).toBe('Bacon burger');
    expect(word('uk', 'Бекон бургер')).toBe('Бургер з беконом');
    expect(word('pl', 'Бекон бургер')).toBe('Burger z bekonem');
  });

  it('reads two nouns as the dish and its flavour, unless the second is a borrowed dish word', () => {
    // Issue 35: the names a chat is shown are read by its typed orders too.
    expect(word('en', 'Сладолед шоколад')).toBe('Ice cream with chocolate');
    expect(word('en', 'Дюнер пилешко')).toBe('Chicken doner');
    expect(word('en', 'Сирене сос')).toBe('Sauce with feta');
  });

  it('inflects the words added in round 2 after their prepositions', () => {
    expect(word('uk', 'Равиоли с рикота и спанак')).toBe('Равіолі з рікотою і шпинатом');
    expect(word('pl', 'Спагети с доматен сос')).toBe('Spaghetti z sosem pomidorowym');
    expect(word('de', 'Доматена супа')).toBe('Tomatensuppe');
    expect(word('de', 'Вегетариански бургер')).toBe('Vegetarischer Burger');
    expect(word('ro', 'Омлет с яйца и спанак')).toBe('Omletă cu ouă și spanac');
  });
});
