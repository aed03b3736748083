import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { romanize } from '../../src/catalogue/transliterate.ts';
import { ConfigError, parseConfig } from '../../src/config.ts';
import { DEMO_TRANSLATIONS_DIR } from '../../src/demo/run.ts';
import { loadTranslationFiles } from '../../src/menu-i18n/files.ts';
import {
  MenuTranslations,
  menuTexts,
  missingTranslations,
  TARGET_LANGUAGES,
  translationTemplate,
} from '../../src/menu-i18n/index.ts';
import { searchWithTranslations } from '../../src/menu-i18n/search.ts';
import { createDemoMenu, removeProduct } from '../../src/sandbox/menu/index.ts';
import { demoMenu } from '../support/demo-menu.ts';

const glossaryOnly = new MenuTranslations();

describe('a restaurant text without a translation', () => {
  it('is turned into the language by the glossary when every word is known, numbers and units kept', () => {
    const cases = {
      en: ['Small 25 cm', 'Tomato sauce, mozzarella and fresh basil.', 'Large portion 600 g'],
      de: ['Klein 25 cm', 'Tomatensoße, Mozzarella und frisches Basilikum.', 'Große Portion 600 g'],
      ro: ['Mică 25 cm', 'Sos de roșii, mozzarella și busuioc proaspăt.', 'Porție mare 600 g'],
      pl: ['Mała 25 cm', 'Sos pomidorowy, mozzarella i świeża bazylia.', 'Duża porcja 600 g'],
      uk: ['Мала 25 см', 'Томатний соус, моцарела і свіжий базилік.', 'Велика порція 600 г'],
    } as const;
    for (const [lang, [size, description, portion]] of Object.entries(cases)) {
      const tr = glossaryOnly.translator(lang as keyof typeof cases, null);
      expect(tr.text('Малка 25 см')).toBe(size);
      expect(tr.text('Доматен сос, моцарела и пресен босилек.')).toBe(description);
      expect(tr.text('Голяма порция 600 г')).toBe(portion);
    }
  });

  it('matches case and the Bulgarian article: "СОСЪТ" and "сосът" are the sauce', () => {
    const tr = glossaryOnly.translator('en', null);
    expect(tr.text('Сосът')).toBe('Sauce');
    expect(tr.text('Coca-Cola 330 мл')).toBe('Coca-Cola 330 ml');
    // Nothing Cyrillic in it: shown as it is.
    expect(tr.text('Coca-Cola')).toBe('Coca-Cola');
  });

  it('keeps the original with its official Latin transliteration in a Latin-script language, as is in Ukrainian', () => {
    expect(glossaryOnly.translator('en', null).text('Лозенец')).toBe('Лозенец (Lozenets)');
    expect(glossaryOnly.translator('de', null).text('Щастлива пица')).toBe(
      'Щастлива пица (Shtastliva pitsa)',
    );
    expect(glossaryOnly.translator('uk', null).text('Лозенец')).toBe('Лозенец');
    // A dish name is composed around one or two unknown words, each shown as the fallback
    // shows a text (issue 37, round 3); a text with no word the grammar knows stays whole.
    expect(glossaryOnly.translator('en', null).text('Пица Зорница')).toBe(
      'Pizza Зорница (Zornitsa)',
    );
    expect(glossaryOnly.translator('bg', null).text('Лозенец')).toBe('Лозенец');
  });

  it('transliterates by the 2009 act: щ sht, ъ a, ц ts, final -ия ia, capitals kept', () => {
    expect(romanize('Щастие, Ъгъл, Цар, София, ЖИВКО, Юлия')).toBe(
      'Shtastie, Agal, Tsar, Sofia, ZHIVKO, Yulia',
    );
  });
});

describe('a translation file', () => {
  const file = {
    categories: { '1': 'Pizza' },
    products: { '101': { name: 'Margherita', description: '' } },
    zones: { '2': 'Lozenets district' },
    phrases: { 'Малка 25 см': 'Small (25 cm)' },
  };
  const translations = new MenuTranslations({ en: file });
  const menu = demoMenu();

  it('wins over the glossary by id, by phrase, and lends its names to texts that contain them', () => {
    const en = translations.menu(menu, 'en');
    expect(en.category(1)?.name).toBe('Pizza');
    expect(en.product(101)?.name).toBe('Margherita');
    // An empty entry is "not translated yet": the glossary stands in.
    expect(en.product(101)?.description).toBe('Tomato sauce, mozzarella and fresh basil.');
    expect(en.variant(101, 'standard')?.label).toBe('Small (25 cm)');
    expect(en.availability.zones.find((z) => z.id === 2)?.name).toBe('Lozenets district');
    const tr = translations.translator('en', menu);
    expect(tr.text('½ Пица Маргарита + ½ Пица Пеперони')).toBe('½ Margherita + ½ Pizza Pepperoni');
    // The synced menu itself, ids and prices are untouched.
    expect(menu.product(101)?.name).toBe('Пица Маргарита');
    expect(en.product(101)?.variants.map((v) => v.minor)).toEqual(
      menu.product(101)?.variants.map((v) => v.minor),
    );
  });

  it('is the same translated menu object for one menu and language (translated once per sync)', () => {
    expect(translations.menu(menu, 'en')).toBe(translations.menu(menu, 'en'));
    expect(translations.menu(menu, 'bg')).toBe(menu);
  });
});

describe('MENU_TRANSLATIONS at start-up', () => {
  const env = (dir: string) => ({
    BOT_TOKEN: '123456:ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    PARTNER_BASE_URL: 'https://partner.example.com',
    PARTNER_API_KEY: 'key',
    PARTNER_API_PASSWORD: 'password',
    MENU_TRANSLATIONS: dir,
  });
  const withFile = (name: string, text: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'menu-tr-'));
    writeFileSync(join(dir, name), text);
    return dir;
  };
  const refusal = (dir: string): string => {
    try {
      parseConfig(env(dir));
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message.split('\n')).toHaveLength(1);
      return message;
    }
    throw new Error('start-up was not refused');
  };

  it('reads every <lang>.json and ignores source.json', () => {
    const dir = withFile('en.json', JSON.stringify({ zones: { '1': 'Centre' } }));
    writeFileSync(join(dir, 'source.json'), JSON.stringify({ anything: 1 }));
    expect(parseConfig(env(dir)).menuTranslations).toEqual({ en: { zones: { '1': 'Centre' } } });
  });

  it('refuses a malformed file with one line naming the file and the key', () => {
    const wrongType = withFile('de.json', JSON.stringify({ products: { '101': { name: 5 } } }));
    expect(refusal(wrongType)).toMatch(
      /^configuration error: MENU_TRANSLATIONS \S+\/de\.json: products\.101\.name: /,
    );
    const unknownKey = withFile('en.json', JSON.stringify({ product: {} }));
    expect(refusal(unknownKey)).toMatch(/en\.json: \(top level\) product: /);
    const badId = withFile('en.json', JSON.stringify({ zones: { centre: 'Centre' } }));
    expect(refusal(badId)).toMatch(/en\.json: zones\.centre: an id must be digits/);
    expect(refusal(withFile('pl.json', '{ "zones": '))).toMatch(/pl\.json: not valid JSON/);
    expect(refusal(withFile('xx.json', '{}'))).toMatch(/xx\.json: not a supported language/);
    expect(refusal(join(tmpdir(), 'no-such-translations'))).toMatch(/no such directory/);
  });

  it('stops the real start-up (npm start) with that one line and exit code 1', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const dir = withFile('de.json', JSON.stringify({ zones: { '1': 42 } }));
    const run = spawnSync(
      join(root, 'node_modules', '.bin', 'node'),
      [join(root, 'src', 'main.ts')],
      {
        cwd: mkdtempSync(join(tmpdir(), 'start-')),
        env: { PATH: process.env.PATH ?? '', ...env(dir) },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^configuration error: MENU_TRANSLATIONS \S+\/de\.json: zones\.1: /),
    ]);
  });
});

describe('the template of npm run menu:translations', () => {
  it('gains empty entries for what a menu change adds and never loses a translation', () => {
    const before = createDemoMenu();
    removeProduct(before, 103);
    const first = translationTemplate(menuTexts(demoMenu({ sandbox: before }).snapshot));
    expect(first.products['103']).toBeUndefined();
    expect(first.products['101']).toEqual({ name: '', description: '' });
    expect(first.phrases['Малка 25 см']).toBe('');
    // The operator translates some texts; then the restaurant adds the Pepperoni and drops the
    // Margherita.
    first.products['101'] = { name: 'Margherita', description: 'Tomato, mozzarella, basil.' };
    first.zones['1'] = 'Centre';
    const after = createDemoMenu();
    removeProduct(after, 101);
    const texts = menuTexts(demoMenu({ sandbox: after }).snapshot);
    const second = translationTemplate(texts, first);
    expect(second.products['103']).toEqual({ name: '', description: '' });
    expect(second.products['101']).toEqual({
      name: 'Margherita',
      description: 'Tomato, mozzarella, basil.',
    });
    expect(second.zones['1']).toBe('Centre');
    const { missing, total } = missingTranslations(texts, second);
    expect(total - missing).toBe(1);
  });
});

describe('the demo translations (src/demo/translations)', () => {
  const files = loadTranslationFiles(DEMO_TRANSLATIONS_DIR);
  const translations = new MenuTranslations(files);
  const menu = demoMenu();

  it('translate every text of the demo menu into every language, with no Bulgarian left', () => {
    const texts = menuTexts(menu.snapshot);
    for (const lang of TARGET_LANGUAGES) {
      expect(missingTranslations(texts, files[lang]), lang).toMatchObject({ missing: 0 });
      const translated = translations.menu(menu, lang);
      const shown = JSON.stringify([
        translated.snapshot.categories,
        menu.snapshot.products.map((product) => translated.product(product.id)),
        translated.combos(),
        translated.snapshot.pizzaBases,
        translated.availability,
      ]);
      // Ukrainian is Cyrillic too: no letter only Bulgarian writes (ъ, ѝ) is left there.
      const foreign = lang === 'uk' ? /[ъѝЪ]/ : /\p{Script=Cyrillic}/u;
      expect(shown.match(foreign), lang).toBeNull();
    }
  });

  it('let search find a dish by its translated name', () => {
    const search = searchWithTranslations(menu, translations);
    const first = (query: string) => search.search(query)[0];
    const ids = (query: string) =>
      search.search(query).map((hit) => (hit.kind === 'product' ? hit.productId : hit.comboCode));
    expect(first('margherita')).toMatchObject({ kind: 'product', productId: 101 });
    // The four-cheese pizza and the four-cheese gnocchi, each once (however many names match).
    expect(ids('four cheese').slice(0, 2).sort()).toEqual([104, 210]);
    expect(new Set(ids('four cheese')).size).toBe(ids('four cheese').length);
    expect(first('Salatka grecka')).toMatchObject({ kind: 'product', productId: 304 });
    expect(ids('Pizza Vier Käse')[0]).toBe(104);
    // Without the translations the Polish name only finds salads in general, the Shopska first.
    expect(searchWithTranslations(menu, glossaryOnly).search('Salatka grecka')[0]).toMatchObject({
      productId: 301,
    });
  });
});
