import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { MenuSnapshot } from '../src/catalogue/menu.ts';
import { readEnvironment } from '../src/config.ts';
import {
  markComposed,
  menuTexts,
  missingTranslations,
  parseTranslationFile,
  translationTemplate,
} from '../src/menu-i18n/index.ts';
import { isMenuLanguage, MENU_LANGUAGES, TARGET_LANGUAGES } from '../src/menu-i18n/languages.ts';
import { ORDER_STATUSES, statusLabel } from '../src/sandbox/http/ledger.ts';
import { createDemoMenu } from '../src/sandbox/menu/index.ts';
import { sandboxSnapshot } from '../src/sandbox/menu/snapshot.ts';
import { openStore } from '../src/store/index.ts';

/**
 * `npm run menu:translations -- <lang> [--demo] [--dir <dir>]` (issue 23): writes the template
 * of `<dir>/<lang>.json` (dir: --dir, else MENU_TRANSLATIONS) from the current menu: the synced
 * copy in STORE_URL in production, the sandbox's demo menu with --demo or when no partner is
 * configured. Every text of the menu is an entry, with its existing translation or "" where
 * there is none; an existing file's translations are all kept, even of dishes the menu lost.
 * Beside it, `<dir>/source.json` holds the menu's own words in the same shape, to translate from.
 * An entry the glossary composes (its grammar, or word by word) is filled and its path listed
 * under "composed" for review; the bot ignores it until the path is removed (issue 37).
 */

// The demo sandbox's status labels: texts its API sends outside the menu, known in advance.
function sandboxStatusLabels(): string[] {
  return ORDER_STATUSES.flatMap((status) => [
    statusLabel(status, 'delivery'),
    statusLabel(status, 'pickup'),
  ]);
}

async function storedMenu(storeUrl: string): Promise<MenuSnapshot> {
  const store = await openStore(storeUrl);
  try {
    const stored = await store.namespace<MenuSnapshot>('menu').get('current');
    if (stored === undefined)
      throw new Error(`no synced menu in ${storeUrl} yet: start the bot once, or use --demo`);
    return MenuSnapshot.parse(stored);
  } finally {
    await store.close();
  }
}

function usage(message: string): never {
  throw new Error(
    `${message}\nusage: npm run menu:translations -- <${TARGET_LANGUAGES.join('|')}> [--demo] [--dir <dir>]`,
  );
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { demo: { type: 'boolean', default: false }, dir: { type: 'string' } },
    allowPositionals: true,
  });
  const env = readEnvironment(process.env, process.cwd());
  const lang = positionals[0];
  if (lang === undefined || !isMenuLanguage(lang) || lang === 'bg')
    usage(`a language is needed, one of ${MENU_LANGUAGES.filter((l) => l !== 'bg').join(', ')}`);
  const dirName = values.dir ?? env.MENU_TRANSLATIONS;
  if (dirName === undefined || dirName === '')
    usage('no directory: set MENU_TRANSLATIONS or --dir');
  const dir = resolve(dirName);
  const demo = values.demo || !env.PARTNER_BASE_URL;
  const menu = demo
    ? sandboxSnapshot(createDemoMenu(), new Date(0), 0)
    : await storedMenu(env.STORE_URL || 'sqlite://data/bot.sqlite');
  const texts = menuTexts(menu, demo ? sandboxStatusLabels() : []);
  const file = join(dir, `${lang}.json`);
  const existing = existsSync(file) ? parseTranslationFile(file, readFileSync(file, 'utf8')) : {};
  const template = markComposed(translationTemplate(texts, existing), texts, lang, menu);
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(template, null, 2)}\n`);
  writeFileSync(join(dir, 'source.json'), `${JSON.stringify(texts, null, 2)}\n`);
  const { missing, total } = missingTranslations(texts, template);
  const composed = template.composed?.length ?? 0;
  process.stdout.write(
    `${file}: ${total} texts of the ${demo ? 'demo' : 'synced'} menu, ${missing} without a translation` +
      ` (${composed} of them filled by the glossary and listed under "composed" to review)\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
