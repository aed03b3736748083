import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { DishKind } from './kinds.ts';
import type { MenuLanguage } from './languages.ts';

/**
 * A built-in glossary: common menu words and phrases in Bulgarian (lower case, one to a few
 * words: "доматен сос", "малка", "мл") and their wording in one language. Data, not code:
 * `src/menu-i18n/glossary/<lang>.json`.
 */
export type Glossary = ReadonlyMap<string, string>;

const GlossaryFile = z.record(z.string().min(1), z.string().min(1));

const loaded = new Map<string, Glossary>();

/**
 * The glossary of a language, read once on first use; Bulgarian (the menu's own language) has
 * none. Keys are lower-cased here, so the file may write them as it likes. A key written
 * `<words>@<kind>` ("маргарита@drink": "Margarita") words those words in a dish of that kind
 * only (`kinds.ts`): `kind` gives the glossary with them in place of the plain entries.
 */
export function glossaryFor(lang: MenuLanguage, kind?: DishKind): Glossary {
  if (lang === 'bg') return new Map();
  const key = kind === undefined ? lang : `${lang}@${kind}`;
  let glossary = loaded.get(key);
  if (!glossary) {
    const url = new URL(`./glossary/${lang}.json`, import.meta.url);
    const entries = GlossaryFile.parse(JSON.parse(readFileSync(url, 'utf8')));
    glossary = byKind(Object.entries(entries), kind);
    loaded.set(key, glossary);
  }
  return glossary;
}

/**
 * The entries of a data file for a dish of `kind` (none: a plain dish): the plain keys, with the
 * `<key>@<kind>` ones in their place; keys of another kind are left out.
 */
export function byKind<T>(entries: [string, T][], kind: DishKind | undefined): Map<string, T> {
  const out = new Map<string, T>();
  const kinded: [string, T][] = [];
  for (const [source, value] of entries) {
    const at = source.lastIndexOf('@');
    const bare = (at === -1 ? source : source.slice(0, at)).normalize('NFC').toLowerCase();
    if (at === -1) out.set(bare, value);
    else if (source.slice(at + 1) === kind) kinded.push([bare, value]);
  }
  for (const [bare, value] of kinded) out.set(bare, value);
  return out;
}
