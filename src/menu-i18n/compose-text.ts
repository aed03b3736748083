import type { Adjective, Noun } from './grammar.ts';
import { adjectiveForm, type Case, nounForm } from './inflect.ts';

/**
 * How a dish name read by `compose.ts` is written in each language (issue 37): agreement, the
 * case each preposition governs, the language's word order and compounds.
 */
export interface Phrase {
  adjectives: Adjective[];
  noun: Noun;
  names: string[];
  /** "на скара" after a complement: the complement is grilled ("с тиквички на скара"). */
  grilled?: boolean;
  /** A name stands untranslated in it: it is not put first (`namefirst`). */
  guessedName?: boolean;
  /** Words the name begins with that no table knows, borrowed, written first (round 5). */
  lead?: string;
}

export interface DishName {
  head: Phrase;
  grilled: boolean;
  with: Phrase[];
  of: Phrase[];
  in: Phrase[];
  /** A word neither the grammar nor the glossary knows stands in it untranslated. */
  partial?: boolean;
  /** "за двама": the glossary's wording of a phrase that ends the name, written last. */
  suffix?: string;
}

export type Lang = 'en' | 'de' | 'pl' | 'ro' | 'uk';

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
// Ukrainian "у" is "в" after a vowel or before one ("Мідії в білому вині"), and stays "у"
// before "в"/"ф" ("Куряче філе у вершковому соусі") and between consonants.
function preposition(lang: Lang, word: string, next: string, before = ''): string {
  const lower = next.toLowerCase();
  if (lang === 'uk' && word === 'з' && /^[сшзжщ][^аеєиіїоуюя]/.test(lower)) return 'зі';
  if (lang === 'uk' && word === 'у' && !/^[вф]/.test(lower)) {
    if (/[аеєиіїоуюя]$/.test(before.toLowerCase()) || /^[аеєиіїоуюя]/.test(lower)) return 'в';
  }
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
export const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// de: "Thunfisch" + "Salat" is "Thunfischsalat"; a stem ending in "-" keeps the hyphen and the
// capital ("Rote-Bete-" + "Salat"), and so does a noun flagged `hyphen`, a borrowed dish German
// menus write after a hyphen ("Hähnchen-Schawarma": "Hähnchenschawarma" hides the dish's word).
const joinStem = (stem: string, word: string, hyphen = false) =>
  stem.endsWith('-') ? stem + word : hyphen ? `${stem}-${word}` : stem + lower(word);

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
  // An adjective written after the dish in Bulgarian goes before all else ("Special fried rice",
  // "Georgian walnut salad", "Запечене ягняче стегно"), unless the language puts it after.
  const outer: string[] = [];
  for (const adjective of adjectives) {
    const first = lang !== 'ro' && !(lang === 'de' && adjective.stem !== undefined);
    if (first && adjective.flags.has('outer') && !adjective.flags.has('post')) {
      outer.push(adjectiveForm(lang, adjective, noun.gender, grammaticalCase));
      continue;
    }
    if (lang === 'de' && adjective.stem !== undefined) {
      word = joinStem(adjective.stem, word, noun.flags.has('hyphen'));
      continue;
    }
    const form = adjectiveForm(lang, adjective, noun.gender, grammaticalCase);
    // en: a proper adjective (a cuisine, a place) goes before the dish's other modifiers: "Thai
    // beef salad", never "Beef Thai salad" (round 5).
    if (lang === 'en' && prefix !== '' && /^\p{Lu}/u.test(form)) {
      outer.push(form);
      continue;
    }
    const postposed = lang === 'ro' || adjective.flags.has('post');
    (postposed ? after : before).push(form);
  }
  if (noun.flags.has('namefirst') && phrase.names.length > 0 && phrase.guessedName !== true) {
    const name = phrase.names.join(' ');
    word = lang === 'de' ? `${name}-${word}` : `${name} ${word}`;
    return [...outer, ...before, word, ...after].join(' ');
  }
  return [...outer, ...before, word, ...after, ...phrase.names].join(' ');
}

function compound(phrase: Phrase): string | undefined {
  return phrase.adjectives.length === 0 && !phrase.grilled ? phrase.noun.forms.stem : undefined;
}

export function composeIn(lang: Lang, read: DishName): string {
  let dish = read;
  const { head } = dish;
  // A word the grammar lacks, or a noun flagged `apart` (a sauce), stays after "with": "Salad
  // with репички (repichki)", "Spaghetti with tomato sauce".
  const premodified =
    lang === 'en' &&
    head.noun.flags.has('carrier') &&
    dish.with.every((item) => !item.noun.flags.has('unknown') && !item.noun.flags.has('apart'));
  // A sauce the dish is served in (pl "w sosie grzybowym"), unless the dish is pasta ("z sosem").
  const inSauce =
    dish.in.length === 0 &&
    dish.with.length === 1 &&
    dish.with[0]?.noun.flags.has('in') === true &&
    !head.noun.flags.has('with');
  if (inSauce) dish = { ...dish, in: dish.with, with: [] };
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
      {
        ...head,
        noun: {
          ...head.noun,
          word: joinStem(stems[0], head.noun.word, head.noun.flags.has('hyphen')),
        },
      },
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
      ? ` ${preposition(lang, word, items[0] as string, text)} ${joined(lang, items)}`
      : '';
  text += tail(WITH_WORD[lang], withItems);
  text += tail(OF_WORD[lang], ofItems);
  const inItems = dish.in.map((item) => phraseText(lang, item, CASE_IN[lang]));
  text += tail(IN_WORD[lang], inItems);
  if (dish.suffix !== undefined) text += ` ${dish.suffix}`;
  if (head.lead !== undefined) text = `${head.lead} ${text}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
