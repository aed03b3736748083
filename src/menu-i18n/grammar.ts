import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { byKind } from './glossary.ts';
import type { DishKind } from './kinds.ts';
import type { MenuLanguage } from './languages.ts';

/**
 * Word forms of one language for composing dish names (issue 37): data in
 * `src/menu-i18n/grammar/<lang>.json`, read by `compose.ts`. Each key is a Bulgarian word or
 * phrase with its forms separated by "|" ("зелен|зелена|зелено|зелени"); each value is a spec:
 *
 * - a noun: `<word> <gender> [flags] [case=form]`, gender m, f, n or pl (ro: mpl, fpl); spaces
 *   inside a word are written "+" ("картопля+фрі f"); flags: `carrier` (en: "с X" becomes a
 *   premodifier, "Tuna salad"), `namefirst` (en: a name goes before it, "Caesar salad"),
 *   `compound` (de: "mit X" becomes one word, "Thunfischsalat"), `name` (it may also be a
 *   dish's name after another noun: "Салата Цезар"), `indecl` (never changes), `qualified`
 *   (that dish only after an adjective: "Телешки стек" is a steak, "Бира стек" a pack of
 *   cans), `in` (pl: "с X" of this noun reads "w X", the dish served in it: "w sosie
 *   grzybowym"), `with` (pl: a dish that keeps "z" for it, pasta: "Spaghetti z sosem"), `apart`
 *   (en: never before a `carrier`: "Spaghetti with tomato sauce"), `of` (two bare nouns "X Y"
 *   read "X от Y": "Фреш портокал" is "Fresh orange juice", "Меню Дюнер" "Doner menu"), `bare`
 *   (a noun after it is its name, as it is: ro "Меню Дюнер" is "Meniu shaorma"), `hyphen` (de: a
 *   compound ending in it keeps a hyphen, "Hähnchen-Schawarma"), `first` (of two
 *   bare nouns it stays the dish: "Меню Бургер" is pl "Zestaw z burgerem"); cases: `ins`, `gen`, `dat`, `loc`, `stem` (de: the form that starts a compound, "Hähnchen"), `pre` (en: a word that
 *   always goes before it, "fresh" of "Fresh orange juice"); a case not given is derived by the
 *   language's regular endings (`nounForm`).
 * - an adjective: `<lemma> [flags] [form=…]`: flags `post` (it follows the noun: pl "Sałatka
 *   grecka"), `fixed` (never agrees: ro "de pui", pl "z kurczaka"); de `stem=Hähnchen` (it
 *   becomes the first half of a compound: "Hähnchenburger"); ro gives its four forms
 *   `m f mpl fpl` ("clasic clasică clasici clasice").
 *   A key starting with "по " is a style read after the noun ("Картофи по селски").
 */
export interface Noun {
  word: string;
  gender: string;
  flags: ReadonlySet<string>;
  forms: Readonly<Record<string, string>>;
}

export interface Adjective {
  lemma: string;
  /** ro: the four forms m, f, mpl, fpl. */
  forms: readonly string[];
  flags: ReadonlySet<string>;
  stem?: string;
}

export interface Grammar {
  nouns: ReadonlyMap<string, Noun>;
  adjectives: ReadonlyMap<string, Adjective>;
  /**
   * False friends: a Bulgarian word → the word of this language it must never be worded as
   * (de "пеперони" is not "Peperoni", hot peppers, but Salami). Checked against the glossary by
   * test/menu-i18n/grammar.test.ts.
   */
  falseFriends: ReadonlyMap<string, string>;
}

const GrammarFile = z.strictObject({
  nouns: z.record(z.string().min(1), z.string().min(1)),
  adjectives: z.record(z.string().min(1), z.string().min(1)),
  falseFriends: z.record(z.string().min(1), z.string().min(1)).optional(),
});

const unplus = (text: string) => text.replaceAll('+', ' ');

function parseNoun(spec: string): Noun {
  const [word = '', gender = 'm', ...rest] = spec.trim().split(/\s+/);
  const flags = new Set<string>();
  const forms: Record<string, string> = {};
  for (const part of rest) {
    const eq = part.indexOf('=');
    if (eq === -1) flags.add(part);
    else forms[part.slice(0, eq)] = unplus(part.slice(eq + 1));
  }
  return { word: unplus(word), gender, flags, forms };
}

function parseAdjective(spec: string): Adjective {
  const words: string[] = [];
  const flags = new Set<string>();
  let stem: string | undefined;
  for (const part of spec.trim().split(/\s+/)) {
    if (part.startsWith('stem=')) stem = unplus(part.slice(5));
    else if (/^[a-z]+$/.test(part) && ['post', 'fixed'].includes(part)) flags.add(part);
    else words.push(unplus(part));
  }
  const adjective: Adjective = { lemma: words[0] ?? '', forms: words, flags };
  if (stem !== undefined) adjective.stem = stem;
  return adjective;
}

// "a|b|c@drink" is the keys a@drink, b@drink, c@drink.
function expand<T>(
  entries: Record<string, string>,
  parse: (spec: string) => T,
  kind: DishKind | undefined,
): Map<string, T> {
  const keyed: [string, T][] = [];
  for (const [keys, spec] of Object.entries(entries)) {
    const value = parse(spec);
    const at = keys.lastIndexOf('@');
    const suffix = at === -1 ? '' : keys.slice(at);
    const bare = at === -1 ? keys : keys.slice(0, at);
    for (const key of bare.split('|')) keyed.push([`${key.trim()}${suffix}`, value]);
  }
  return byKind(keyed, kind);
}

const loaded = new Map<string, Grammar>();

/**
 * The word forms of a language, read once on first use; Bulgarian has none. A key written
 * `<words>@<kind>` is that word in a dish of that kind only (`kinds.ts`, as in the glossary):
 * `kind` gives the grammar with it in place of the plain entry.
 */
export function grammarFor(lang: MenuLanguage, kind?: DishKind): Grammar {
  if (lang === 'bg') return { nouns: new Map(), adjectives: new Map(), falseFriends: new Map() };
  const key = kind === undefined ? lang : `${lang}@${kind}`;
  let grammar = loaded.get(key);
  if (!grammar) {
    const url = new URL(`./grammar/${lang}.json`, import.meta.url);
    const file = GrammarFile.parse(JSON.parse(readFileSync(url, 'utf8')));
    grammar = {
      nouns: expand(file.nouns, parseNoun, kind),
      adjectives: expand(file.adjectives, parseAdjective, kind),
      falseFriends: new Map(Object.entries(file.falseFriends ?? {})),
    };
    loaded.set(key, grammar);
  }
  return grammar;
}
