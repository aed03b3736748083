import { composeIn, type DishName, type Lang, type Phrase, upper } from './compose-text.ts';
import {
  leadingRun,
  longest,
  MAX_WORDS,
  outer,
  PREMODIFIED,
  placeholder,
} from './compose-words.ts';
import type { Adjective, Grammar, Noun } from './grammar.ts';

/**
 * Composes a dish name in one language from its Bulgarian parts (issue 37): the Bulgarian name
 * is read as a head noun with its adjectives and a name ("Салата Цезар"), then "на скара" and
 * complements "с X и Y" (with), "от X" (of), "в X" (in); each language puts them together by
 * its own grammar: adjectives agree with the noun in gender, number and case (de, pl, ro, uk),
 * each preposition takes its case ("з тунцем", "mit Meeresfrüchten", "z tuńczykiem", "cu ton"),
 * and the language's word order ("Chicken Caesar salad", "Thunfischsalat", "Sałatka grecka",
 * "Salată verde"). Returns null when a word is not in the grammar or the name has another
 * shape: the word-by-word glossary then takes over.
 *
 * Up to two words the grammar lacks (`UNKNOWN_WORDS`) do not undo the rest (issue 37, round 3):
 * such a word with no adjective of its own is read as a noun that never changes, worded as the
 * glossary words it (a phrase of the glossary may span several words) or, when the glossary
 * lacks it too, as the fallback shows a word (`unknown`: Bulgarian, with its transliteration in a
 * Latin-script language); the known words around it still agree and take their cases ("Grüner
 * Salat mit …", "Małże w białym winie"). A name with no word of the grammar is not composed.
 */

const UNKNOWN_WORDS = 2;
const WITH = new Set(['с', 'със']);
const JOIN = new Set(['и']);

class Reader {
  at = 0;
  readonly words: string[];
  readonly grammar: Grammar;
  readonly name: (word: string) => string | undefined;
  readonly original: string[];
  // en, de: a name written with a capital keeps it ("Pizza Pepperoni"); pl, ro, uk write the
  // glossary's case ("Pizza pepperoni", "Спагеті болоньєзе").
  readonly capitals: boolean;
  readonly unknown: (word: string) => string;
  /** Words the grammar lacks read so far, and words it knows. */
  guessed = 0;
  /** Of those, words the glossary lacks too, shown untranslated. */
  untranslated = 0;
  known = 0;

  constructor(
    original: string[],
    grammar: Grammar,
    name: (word: string) => string | undefined,
    capitals: boolean,
    unknown: (word: string) => string,
  ) {
    this.unknown = unknown;
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
    // Words the name begins with that no table knows, borrowed once as they are spelt, before
    // the rest worded (round 5): "Пад Кра Пао (Pad Kra Pao) with pork".
    let lead: string | undefined;
    const run =
      withNames && this.at === 0
        ? leadingRun(this.words, this.original, this.grammar, this.name, (w) => this.#boundary(w))
        : null;
    if (run !== null) {
      const text = this.unknown(this.original.slice(0, run.end).join(' '));
      [this.guessed, this.untranslated, this.at] = [
        this.guessed + 1,
        this.untranslated + 1,
        run.end,
      ];
      if (!run.before) return { adjectives, noun: placeholder(text), names: [] };
      lead = text;
    }
    for (;;) {
      const noun = longest(this.words, this.at, this.grammar.nouns);
      const adjective = longest(this.words, this.at, this.grammar.adjectives);
      // A word both (bg "свинско": pork, or of pork) is an adjective when a noun follows it.
      const tie =
        adjective !== null &&
        noun !== null &&
        adjective.next === noun.next &&
        this.words[noun.next] !== 'по' &&
        this.#nounAhead(noun.next);
      if (adjective && (!noun || adjective.next > noun.next || tie)) {
        adjectives.push(adjective.found);
        this.at = adjective.next;
        this.known += 1;
        continue;
      }
      if (!noun) {
        // A word the grammar lacks, alone: a noun that never changes, in its place.
        const guess = adjectives.length === 0 && lead === undefined ? this.#guess() : null;
        if (guess === null) return null;
        return { adjectives, noun: guess, names: [] };
      }
      const head = noun;
      this.known += 1;
      // A `qualified` noun is that dish only after an adjective: bg "Телешки стек" is a beef
      // steak, while "стек" alone or after a brand ("Бира Загорка стек") is a pack of cans.
      if (noun.found.flags.has('qualified') && adjectives.length === 0) return null;
      this.at = noun.next;
      // A style after the noun, an adjective of the grammar written "по …" ("Картофи по
      // селски", "Кюфтета по чирпански"): each language places and inflects it as its own.
      // A style the grammar lacks is borrowed whole, after the dish: "Chicken по тайландски (po
      // taylandski)".
      const names: string[] = [];
      const untranslated = this.untranslated;
      while (this.word === 'по') {
        const style = longest(this.words, this.at, this.grammar.adjectives);
        const next = this.original[this.at + 1];
        if (!style && (next === undefined || this.#boundary(next.toLowerCase()))) return null;
        if (!style && this.guessed >= UNKNOWN_WORDS) return null;
        if (style) adjectives.push(outer(style.found));
        else names.push(this.unknown(`${this.original[this.at]} ${next}`));
        if (!style) [this.guessed, this.untranslated] = [this.guessed + 1, this.untranslated + 1];
        this.at = style?.next ?? this.at + 2;
      }
      // The word before was an adjective read after the dish ("Торта Червено кадифе").
      let afterAdjective = false;
      while (withNames && this.word !== undefined && !this.#boundary(this.word)) {
        // An adjective after the dish that is no noun: a borrowed word that never changes in
        // Bulgarian ("Тако карнитас", "Крилца чипотле", "Кесадия три сирена"); each language
        // places it as its own adjectives ("Carnitas taco", "Taco carnitas").
        const after = longest(this.words, this.at, this.grammar.adjectives);
        if (after !== null && this.grammar.nouns.get(this.word) === undefined) {
          adjectives.push(outer(after.found));
          this.known += 1;
          this.at = after.next;
          afterAdjective = true;
          continue;
        }
        // A name is a word the glossary knows that is no noun (unless flagged `name`: "цезар")
        // or adjective of the grammar: "Бургер меню" is a menu of burgers, not a burger "menu".
        const noun = this.grammar.nouns.get(this.word);
        const known =
          (noun !== undefined && !noun.flags.has('name')) || this.grammar.adjectives.has(this.word);
        const last =
          this.words[this.at + 1] === undefined || this.#boundary(this.words[this.at + 1] ?? '');
        if (known && noun !== undefined && last && head.found.flags.has('bare')) {
          // A dish named by another, one noun ("Меню Дюнер" in ro: "Meniu shaorma"): its word
          // as it is. Two words are another shape ("Сос сладко чили": a sweet chilli sauce).
          this.known += 1;
          names.push(noun.word);
          this.at += 1;
          continue;
        }
        if (known) return null;
        const capital = this.capitals && /^\p{Lu}/u.test(this.original[this.at] ?? '');
        // The longest run the glossary words as one ("тика масала", "роган джош"), else one
        // word it lacks, borrowed as the fallback shows it, capital or not: "Пиле тапака" is
        // "Chicken тапака (tapaka)", never the whole name transliterated (issue 37, round 4).
        const run = this.#named();
        let name = run?.text;
        if (run === null) {
          // Not after a dish that is itself a name ("Цезар врап" is no Caesar salad), nor after
          // an adjective it may belong to ("Торта Червено кадифе" is no red cake).
          if (this.guessed >= UNKNOWN_WORDS || head.found.flags.has('name') || afterAdjective)
            return null;
          this.guessed += 1;
          name = this.unknown(this.original[this.at] ?? this.word);
          this.untranslated += 1;
        }
        names.push(capital ? upper(name ?? '') : (name ?? ''));
        afterAdjective = false;
        this.at = run?.next ?? this.at + 1;
      }
      // A name the glossary lacks is no name to put first ("Beer Загорка (Zagorka)").
      const phrase: Phrase = { adjectives, noun: noun.found, names };
      if (lead !== undefined) phrase.lead = lead;
      if (this.untranslated > untranslated) phrase.guessedName = true;
      return phrase;
    }
  }

  // The longest run of words (up to a boundary) the glossary words as one, or one word it lacks.
  #guess(): Noun | null {
    if (this.guessed >= UNKNOWN_WORDS) return null;
    let end = this.at;
    while (end < this.words.length && !this.#boundary(this.words[end] as string)) end += 1;
    if (end === this.at) return null;
    for (let count = Math.min(MAX_WORDS, end - this.at); count >= 1; count -= 1) {
      const found = this.name(this.words.slice(this.at, this.at + count).join(' '));
      if (found === undefined) continue;
      this.guessed += count;
      if (this.guessed > UNKNOWN_WORDS) return null;
      this.at += count;
      return placeholder(found);
    }
    this.guessed += 1;
    const word = this.unknown(this.original[this.at] ?? '');
    this.untranslated += 1;
    this.at += 1;
    return placeholder(word);
  }

  // Whether a noun follows at `at`, after any adjectives: "Свинско печено месо" is of pork,
  // "Телешко варено" boiled beef.
  #nounAhead(at: number): boolean {
    for (let next = at; ; ) {
      if (longest(this.words, next, this.grammar.nouns) !== null) return true;
      const adjective = longest(this.words, next, this.grammar.adjectives);
      if (adjective === null) return false;
      next = adjective.next;
    }
  }

  // The word here as the glossary words it, else the longest run of words from here, up to a
  // boundary, that it words as one ("роган джош").
  #named(): { text: string; next: number } | null {
    let end = this.at;
    while (end < this.words.length && !this.#boundary(this.words[end] as string)) end += 1;
    // A word the glossary knows alone is named alone, as before ("Pizza Four cheeses").
    const single = end > this.at ? this.name(this.words[this.at] as string) : undefined;
    if (single !== undefined) return { text: single, next: this.at + 1 };
    for (let count = Math.min(MAX_WORDS, end - this.at); count >= 2; count -= 1) {
      const text = this.name(this.words.slice(this.at, this.at + count).join(' '));
      if (text !== undefined) return { text, next: this.at + count };
    }
    return null;
  }

  #boundary(word: string): boolean {
    return (
      WITH.has(word) ||
      word === 'от' ||
      word === 'в' ||
      word === 'на' ||
      word === 'по' ||
      word === 'за' ||
      JOIN.has(word)
    );
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
  unknown: (word: string) => string,
): DishName | null {
  if (!/^[\p{L}][\p{L}\s-]*$/u.test(text)) return null;
  const words = text.split(/\s+/).filter(Boolean);
  let reader = new Reader(words, grammar, name, capitals, unknown);
  let dish = readDish(reader, grammar);
  if (dish === 'swap') {
    // Two nouns. Before a dish Bulgarian borrowed from English ("Бекон бургер"), the first
    // names what the second is made with: "Бургер с бекон". Otherwise the first is the dish and
    // the second its flavour or filling, as Bulgarian menus write them ("Сладолед шоколад",
    // "Дюнер пилешко"): "Сладолед с шоколад", never "Chocolate with ice cream".
    // A first noun flagged `of` is made of the second or named by it ("Фреш портокал": fresh
    // orange juice; "Меню Дюнер": a doner menu), as "Фреш от портокал"; one flagged `of`,
    // `bare` or `first` stays the dish before any other ("Меню Бургер" is a burger menu).
    // The second may be a noun of several words ("Сандвич шиш таук": a sandwich of shish taouk).
    const [first, second] = [words[0] ?? '', words.slice(1)];
    const flags = grammar.nouns.get(first.toLowerCase())?.flags ?? new Set<string>();
    const of = flags.has('of');
    const leads = of || flags.has('bare') || flags.has('first');
    const order =
      !leads && second.length === 1 && PREMODIFIED.has((second[0] ?? '').toLowerCase())
        ? [...second, 'с', first]
        : [first, of ? 'от' : 'с', ...second];
    reader = new Reader(order, grammar, name, capitals, unknown);
    dish = readDish(reader, grammar);
  }
  if (dish === null || dish === 'swap' || reader.known === 0) return null;
  // A grilled dish that is a word the grammar lacks would need its gender: not guessed.
  if (dish.head.noun.flags.has('unknown') && dish.grilled) return null;
  return { ...dish, partial: reader.untranslated > 0 };
}

function readDish(reader: Reader, grammar: Grammar): DishName | null | 'swap' {
  const words = reader.words;
  const head = reader.phrase(true);
  if (!head) {
    const [first, ...second] = words;
    if (second.length === 0 || !grammar.nouns.has(first ?? '')) return null;
    return grammar.nouns.has(second.join(' ')) ? 'swap' : null;
  }
  const dish: DishName = { head, grilled: false, with: [], of: [], in: [] };
  while (reader.word !== undefined) {
    const word = reader.word;
    reader.at += 1;
    if (word === 'за') {
      // "за двама", "за споделяне": a phrase of the glossary that ends the name, after it as
      // it is ("Fish platter for two", "Półmisek rybny dla dwóch osób").
      const rest = reader.name(words.slice(reader.at - 1).join(' '));
      if (rest === undefined) return null;
      dish.suffix = rest;
      reader.at = words.length;
      continue;
    }
    if (word === 'на' && reader.word !== 'скара') {
      // "на пара", "на фурна": how the dish is cooked, an adjective of the grammar keyed with
      // its "на" ("Steamed dumplings", "Pierożki na parze", "Feta la cuptor"), right after it.
      const cooked = longest(words, reader.at - 1, grammar.adjectives);
      const complements = dish.with.length + dish.of.length + dish.in.length;
      if (cooked === null || complements > 0 || dish.suffix !== undefined) return null;
      dish.head.adjectives.push(outer(cooked.found));
      reader.known += 1;
      reader.at = cooked.next;
      continue;
    }
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

/**
 * The dish name composed in `lang`, or null when the name has another shape, more than two
 * words the grammar lacks, or none it knows. `name`: how a word outside the grammar reads (the
 * glossary's, or the restaurant's own name for it), used for the names after a dish
 * ("Маргарита", "Цезар") and for a word the grammar lacks; `unknown`: how a word the glossary
 * lacks too is shown. `partial`: such a word stands in the name.
 */
export function composeName(
  lang: string,
  text: string,
  grammar: Grammar,
  name: (word: string) => string | undefined,
  unknown: (word: string) => string = (word) => word,
): { text: string; partial: boolean } | null {
  if (!['en', 'de', 'pl', 'ro', 'uk'].includes(lang)) return null;
  const capitals = lang === 'en' || lang === 'de';
  const dish = read(text.normalize('NFC').trim(), grammar, name, capitals, unknown);
  if (dish === null) return null;
  return { text: composeIn(lang as Lang, dish), partial: dish.partial === true };
}
