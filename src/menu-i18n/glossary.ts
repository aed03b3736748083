import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { MenuLanguage } from './languages.ts';

/**
 * A built-in glossary: common menu words and phrases in Bulgarian (lower case, one to a few
 * words: "доматен сос", "малка", "мл") and their wording in one language. Data, not code:
 * `src/menu-i18n/glossary/<lang>.json`.
 */
export type Glossary = ReadonlyMap<string, string>;

const GlossaryFile = z.record(z.string().min(1), z.string().min(1));

const loaded = new Map<MenuLanguage, Glossary>();

/**
 * The glossary of a language, read once on first use; Bulgarian (the menu's own language) has
 * none. Keys are lower-cased here, so the file may write them as it likes.
 */
export function glossaryFor(lang: MenuLanguage): Glossary {
  if (lang === 'bg') return new Map();
  let glossary = loaded.get(lang);
  if (!glossary) {
    const url = new URL(`./glossary/${lang}.json`, import.meta.url);
    const entries = GlossaryFile.parse(JSON.parse(readFileSync(url, 'utf8')));
    glossary = new Map(
      Object.entries(entries).map(([bg, text]) => [bg.normalize('NFC').toLowerCase(), text]),
    );
    loaded.set(lang, glossary);
  }
  return glossary;
}
