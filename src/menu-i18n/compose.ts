import type { Adjective, Grammar, Noun } from './grammar.ts';
import { adjectiveForm, type Case, nounForm } from './inflect.ts';

/**
 * Composes a dish name in one language from its Bulgarian parts (issue 37): the Bulgarian name
 * is read as a head noun with its adjectives and a name ("Салата Цезар"), then "на скара" and
 * complements "с X и Y" (with), "от X" (of), "в X" (in); each language puts them together by
 * its own grammar: adjectives agree with the noun in gender, number and case (de, pl, ro, uk),
 * each preposition takes its case ("з тунцем", "mit Meeresfrüchten", "z tuńczykiem", "cu ton"),
 * and the language's word order ("Chicken Caesar salad", "Thunfischsalat", "Sałatka grecka",
 * "Salată verde"). Returns null when a word is not in the grammar or the name has another
 * shape: the word-by-word glossary then takes over.
 */
interface Phrase {
  adjectives: Adjective[];
  noun: Noun;
  names: string[];
  /** "на скара" after a complement: the complement is grilled ("с тиквички на скара"). */
  grilled?: boolean;
}

interface DishName {
  head: Phrase;
  grilled: boolean;
  with: Phrase[];
  of: Phrase[];
  in: Phrase[];
}

const MAX_WORDS = 4;
const WITH = new Set(['с', 'със']);
const JOIN = new Set(['и']);

function longest<T>(words: string[], at: number, table: ReadonlyMap<string, T>) {
  for (let count = Math.min(MAX_WORDS, words.length - at); count >= 1; count -= 1) {
    const found = table.get(words.slice(at, at + count).join(' '));
    if (found !== undefined) return { found, next: at + count };
  }
  return null;
}

class Reader {
  at = 0;
  readonly words: string[];
  readonly grammar: Grammar;
  readonly name: (word: string) => string | undefined;
  readonly original: string[];
  // en, de: a name written with a capital keeps it ("Pizza Pepperoni"); pl, ro, uk write the
  // glossary's case ("Pizza pepperoni", "Спагеті болоньєзе").
  readonly capitals: boolean;

  constructor(
    original: string[],
    grammar: Grammar,
    name: (word: string) => string | undefined,
    capitals: boolean,
  ) {
    this.original = original;
    this.words = original.map((word) => word.toLowerCase());
    this.capitals = capitals;
    this.grammar = grammar;
    this.name = name;
  }

  get word(): string | undefined {
    return this.words[this.at];
  }

  // Adjectives, a noun, then names the glossary knows ("цезар", "барбекю").
  phrase(withNames: boolean): Phrase | null {
    const adjectives: Adjective[] = [];
    for (;;) {
      const noun = longest(this.words, this.at, this.grammar.nouns);
      const adjective = longest(this.words, this.at, this.grammar.adjectives);
      // A word both (bg "свинско": pork, or of pork) is an adjective when a noun follows it.
      const tie =
        adjective !== null &&
        noun !== null &&
        adjective.next === noun.next &&
        (longest(this.words, noun.next, this.grammar.nouns) !== null ||
          longest(this.words, noun.next, this.grammar.adjectives) !== null);
      if (adjective && (!noun || adjective.next > noun.next || tie)) {
        adjectives.push(adjective.found);
        this.at = adjective.next;
        continue;
      }
      if (!noun) return null;
      // A `qualified` noun is that dish only after an adjective: bg "Телешки стек" is a beef
      // steak, while "стек" alone or after a brand ("Бира Загорка стек") is a pack of cans.
      if (noun.found.flags.has('qualified') && adjectives.length === 0) return null;
      this.at = noun.next;
      // A style after the noun, an adjective of the grammar written "по …" ("Картофи по
      // селски", "Кюфтета по чирпански"): each language places and inflects it as its own.
      while (this.word === 'по') {
        const style = longest(this.words, this.at, this.grammar.adjectives);
        if (!style) return null;
        adjectives.push(style.found);
        this.at = style.next;
      }
      const names: string[] = [];
      while (withNames && this.word !== undefined && !this.#boundary(this.word)) {
        // A name is a word the glossary knows that is no noun (unless flagged `name`: "цезар")
        // or adjective of the grammar: "Бургер меню" is a menu of burgers, not a burger "menu".
        const noun = this.grammar.nouns.get(this.word);
        const known =
          (noun !== undefined && !noun.flags.has('name')) || this.grammar.adjectives.has(this.word);
        const name = known ? undefined : this.name(this.word);
        if (name === undefined) return null;
        names.push(
          this.capitals && /^\p{Lu}/u.test(this.original[this.at] ?? '') ? upper(name) : name,
        );
        this.at += 1;
      }
      return { adjectives, noun: noun.found, names };
    }
  }

  #boundary(word: string): boolean {
    return WITH.has(word) || word === 'от' || word === 'в' || word === 'на' || JOIN.has(word);
  }

  list(): Phrase[] | null {
    const items: Phrase[] = [];
    for (;;) {
      const item = this.phrase(false);
      if (!item) return null;
      items.push(item);
      if (this.word === undefined || !JOIN.has(this.word)) return items;
      this.at += 1;
    }
  }
}

/** The parts of a Bulgarian dish name, or null when it has another shape. */
function read(
  text: string,
  grammar: Grammar,
  name: (word: string) => string | undefined,
  capitals: boolean,
): DishName | null {
  if (!/^[\p{L}][\p{L}\s-]*$/u.test(text)) return null;
  const words = text.split(/\s+/).filter(Boolean);
  const reader = new Reader(words, grammar, name, capitals);
  const head = reader.phrase(true);
  if (!head) {
    // Two nouns, the first naming what the second is made with ("Бекон бургер"): read as
    // "Бургер с бекон".
    const [first, second] = words.map((word) => word.toLowerCase());
    if (words.length !== 2 || !grammar.nouns.has(first ?? '') || !grammar.nouns.has(second ?? ''))
      return null;
    return read(`${words[1]} с ${words[0]}`, grammar, name, capitals);
  }
  const dish: DishName = { head, grilled: false, with: [], of: [], in: [] };
  while (reader.word !== undefined) {
    const word = reader.word;
    reader.at += 1;
    if (word === 'на' && reader.word === 'скара') {
      // Right after the dish it grills the dish; after a complement, the complement's last item.
      const last = [dish.with, dish.of, dish.in].find((group) => group.length > 0)?.at(-1);
      if (last === undefined ? dish.grilled : last.grilled) return null;
      if (last === undefined) dish.grilled = true;
      else last.grilled = true;
      reader.at += 1;
      continue;
    }
    const group = WITH.has(word)
      ? dish.with
      : word === 'от'
        ? dish.of
        : word === 'в'
          ? dish.in
          : null;
    // One complement of each kind.
    if (group === null || group.length > 0) return null;
    const items = reader.list();
    if (!items) return null;
    group.push(...items);
  }
  return dish;
}

type Lang = 'en' | 'de' | 'pl' | 'ro' | 'uk';

const GRILL: Record<Exclude<Lang, 'en' | 'de'>, string> = {
  uk: 'на грилі',
  pl: 'z grilla',
  ro: 'la grătar',
};
const AND: Record<Lang, string> = { en: 'and', de: 'und', pl: 'i', ro: 'și', uk: 'і' };
const WITH_WORD: Record<Lang, string> = { en: 'with', de: 'mit', pl: 'z', ro: 'cu', uk: 'з' };
const OF_WORD: Record<Lang, string> = { en: 'of', de: 'aus', pl: 'z', ro: 'de', uk: 'з' };
const IN_WORD: Record<Lang, string> = { en: 'in', de: 'in', pl: 'w', ro: 'în', uk: 'у' };
const CASE_WITH: Record<Lang, Case> = { en: 'nom', de: 'dat', pl: 'ins', ro: 'nom', uk: 'ins' };
const CASE_OF: Record<Lang, Case> = { en: 'nom', de: 'dat', pl: 'gen', ro: 'nom', uk: 'gen' };
const CASE_IN: Record<Lang, Case> = { en: 'nom', de: 'dat', pl: 'loc', ro: 'nom', uk: 'loc' };

// "з" before a hissing sound and a consonant is "зі" ("зі шпинатом"); Polish "z" is "ze" there.
function preposition(lang: Lang, word: string, next: string): string {
  const lower = next.toLowerCase();
  if (lang === 'uk' && word === 'з' && /^[сшзжщ][^аеєиіїоуюя]/.test(lower)) return 'зі';
  if (lang === 'pl' && word === 'z') {
    const sound = /^(sz|rz|cz|dz)/.test(lower) ? lower.slice(0, 2) : lower.charAt(0);
    const after = lower.charAt(sound.length);
    if (['s', 'z', 'ś', 'ź', 'ż', 'sz', 'w'].includes(sound) && /[^aąeęioóuy]/.test(after))
      return 'ze';
  }
  return word;
}

function joined(lang: Lang, parts: string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} ${AND[lang]} ${parts.at(-1)}`;
}

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// de: "Thunfisch" + "Salat" is "Thunfischsalat"; a stem ending in "-" keeps the hyphen and the
// capital ("Rote-Bete-" + "Salat").
const joinStem = (stem: string, word: string) =>
  stem.endsWith('-') ? stem + word : stem + lower(word);

// A grilled complement: an adjective where the language has one ("grilled", "gegrillt",
// "grillowany"), else a word after it (ro "la grătar", uk "гриль").
const GRILLED_ITEM: Record<Lang, Adjective> = {
  en: { lemma: 'grilled', forms: ['grilled'], flags: new Set() },
  de: { lemma: 'gegrillt', forms: ['gegrillt'], flags: new Set() },
  pl: { lemma: 'grillowany', forms: ['grillowany'], flags: new Set() },
  ro: { lemma: 'la grătar', forms: ['la grătar'], flags: new Set(['fixed']) },
  uk: { lemma: 'гриль', forms: ['гриль'], flags: new Set(['fixed', 'post']) },
};

/** One phrase in a case: adjectives agreeing, in the language's order, then its names. */
function phraseText(lang: Lang, phrase: Phrase, grammaticalCase: Case, prefix = ''): string {
  const { noun } = phrase;
  let word = nounForm(lang, noun, grammaticalCase);
  const before: string[] = prefix === '' ? [] : [prefix];
  const after: string[] = [];
  const adjectives = phrase.grilled
    ? [GRILLED_ITEM[lang], ...phrase.adjectives]
    : phrase.adjectives;
  for (const adjective of adjectives) {
    if (lang === 'de' && adjective.stem !== undefined) {
      word = joinStem(adjective.stem, word);
      continue;
    }
    const form = adjectiveForm(lang, adjective, noun.gender, grammaticalCase);
    const postposed = lang === 'ro' || adjective.flags.has('post');
    (postposed ? after : before).push(form);
  }
  if (noun.flags.has('namefirst') && phrase.names.length > 0) {
    const name = phrase.names.join(' ');
    word = lang === 'de' ? `${name}-${word}` : `${name} ${word}`;
    return [...before, word, ...after].join(' ');
  }
  return [...before, word, ...after, ...phrase.names].join(' ');
}

function compound(phrase: Phrase): string | undefined {
  return phrase.adjectives.length === 0 && !phrase.grilled ? phrase.noun.forms.stem : undefined;
}

function composeIn(lang: Lang, dish: DishName): string {
  const { head } = dish;
  const premodified = lang === 'en' && head.noun.flags.has('carrier');
  const withCase = premodified ? 'attr' : CASE_WITH[lang];
  const withItems = dish.with.map((item) => phraseText(lang, item, withCase));
  const ofItems = dish.of.map((item) =>
    phraseText(lang, item, lang === 'en' ? 'attr' : CASE_OF[lang]),
  );
  // A word the dish's noun always has before it: "Fresh orange juice", "Frisch gepresster …".
  const pre = [head.noun.forms.pre ?? ''];
  if (lang === 'en') {
    if (dish.grilled) pre.unshift('grilled');
    // The dish's complements go before it: "Tuna salad", "Fresh orange juice".
    if (ofItems.length > 0) pre.push(joined(lang, ofItems));
    if (premodified && withItems.length > 0) {
      pre.push(joined(lang, withItems));
      withItems.length = 0;
    }
    ofItems.length = 0;
  }
  const prefix = pre.filter(Boolean).join(' ');
  let text: string;
  const stems = [...dish.with, ...dish.of].map(compound);
  const compounds = head.noun.flags.has('compound') && head.names.length === 0;
  if (lang === 'de' && compounds && stems.length === 1 && stems[0]) {
    text = phraseText(
      lang,
      { ...head, noun: { ...head.noun, word: joinStem(stems[0], head.noun.word) } },
      'nom',
      prefix,
    );
    withItems.length = 0;
    ofItems.length = 0;
  } else {
    const grilled: Adjective = { lemma: 'gegrillt', forms: ['gegrillt'], flags: new Set() };
    const adjectives =
      lang === 'de' && dish.grilled ? [grilled, ...head.adjectives] : head.adjectives;
    text = phraseText(lang, { ...head, adjectives }, 'nom', prefix);
  }
  if (dish.grilled && lang !== 'en' && lang !== 'de') text += ` ${GRILL[lang]}`;
  const tail = (word: string, items: string[]) =>
    items.length > 0
      ? ` ${preposition(lang, word, items[0] as string)} ${joined(lang, items)}`
      : '';
  text += tail(WITH_WORD[lang], withItems);
  text += tail(OF_WORD[lang], ofItems);
  const inItems = dish.in.map((item) => phraseText(lang, item, CASE_IN[lang]));
  text += tail(IN_WORD[lang], inItems);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The dish name composed in `lang`, or null when the grammar does not know every word or the
 * name has another shape. `name`: how a word outside the grammar reads (the glossary's, or the
 * restaurant's own name for it), used for the names after a dish ("Маргарита", "Цезар").
 */
export function composeName(
  lang: string,
  text: string,
  grammar: Grammar,
  name: (word: string) => string | undefined,
): string | null {
  if (!['en', 'de', 'pl', 'ro', 'uk'].includes(lang)) return null;
  const capitals = lang === 'en' || lang === 'de';
  const dish = read(text.normalize('NFC').trim(), grammar, name, capitals);
  return dish === null ? null : composeIn(lang as Lang, dish);
}
