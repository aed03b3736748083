import { normalizeTerm } from '../catalogue/transliterate.ts';

/**
 * A dish word the menu borrowed and writes in Cyrillic as it sounds ("Кесадия", "Халапеньо",
 * "Вирджин мохито") is typed by customers in its own language's spelling: "quesadilla",
 * "jalapeño", "virgin mojito" (issue 35). Neither the search's folding nor the chat-Latin
 * reading (`chat-latin.ts`) reads those letters as the menu's sounds: Spanish qu, ll, j, ñ, a
 * silent h; English j, a soft g, ee, oo. A Latin word is therefore also read by each of these
 * two spellings, into Cyrillic, and folded like the menu's names. The readings are offered
 * beside the word's own folding, never instead of it, and are matched within the same typo
 * budget (see `tokenStems` in dish-reach.ts). A Cyrillic word that spells out the Spanish ll
 * ("кесадилия") is read with it as the menu writes it (below).
 */

type Rule = readonly [RegExp, string];

// Spanish letters and pairs as Bulgarian writes the sounds ("quesadilla" → кесадия, "tortilla"
// → тортия, "horchata" → орчата, "jalapeño" → халапеньо, "chorizo" → чорисо).
const SPANISH: readonly Rule[] = [
  [/qu(?=[eiéí])/g, 'к'],
  [/gu(?=[eiéí])/g, 'г'],
  [/ll/g, 'й'],
  [/ñ/g, 'нь'],
  [/ch/g, 'ч'],
  // A silent h at the start ("horchata"); elsewhere chat Latin writes х with it ("vhod").
  [/^h(?=[aeiou])/g, ''],
  [/j/g, 'х'],
  [/z/g, 'с'],
  [/c(?=[eiéí])/g, 'с'],
  [/y(?=[aeiouáéíóú])/g, 'й'],
  [/y/g, 'и'],
];

// English letters and pairs where they differ from the Latin-letter reading ("virgin" →
// вирджин, "jam" → джам, "cheese" → чиз, "ouzo" → узо, "butter chicken" → бътър чикън).
const ENGLISH: readonly Rule[] = [
  [/ee|ea/g, 'и'],
  [/oo|ou/g, 'у'],
  // "butter" → бътър, "chicken" → чикън, "curry" → къри: a u between consonants, -er, -en.
  [/(?<=[bcdfghklmnprstvz])u(?=[bcdfgklmnprstvz])/g, 'ъ'],
  [/er$/g, 'ър'],
  [/en$/g, 'ън'],
  [/sh/g, 'ш'],
  [/ch/g, 'ч'],
  [/th/g, 'т'],
  [/ph/g, 'ф'],
  [/kh/g, 'х'],
  [/([bdg])h/g, '$1'],
  [/j/g, 'дж'],
  [/g(?=[eiy])/g, 'дж'],
  [/ck/g, 'к'],
  [/c(?=[eiy])/g, 'с'],
  [/qu/g, 'кв'],
  [/x/g, 'кс'],
  [/y$/g, 'и'],
  [/y/g, 'й'],
];

// The letters no rule above took, one sound each.
const LETTERS: Readonly<Record<string, string>> = {
  a: 'а',
  á: 'а',
  b: 'б',
  c: 'к',
  d: 'д',
  e: 'е',
  é: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  í: 'и',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  ó: 'о',
  p: 'п',
  q: 'к',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  ú: 'у',
  ü: 'у',
  v: 'в',
  w: 'в',
  x: 'кс',
  z: 'з',
};

const LATIN_WORD = /^[a-záéíóúüñ]+$/;

// The Spanish ll spelt out in Cyrillic ("кесадилия", Ukrainian "кесаділья", "тортилья") where
// the menu writes й ("Кесадия", "Тортия"): the л and its soft sign or и are read away.
const CYRILLIC_LL = /л[ьиі](?=[яюа])/gu;
const CYRILLIC_WORD = /^\p{Script=Cyrillic}+$/u;
// Too short to be a borrowed name: "sos" read as it is ("ouzo" is not), nor a reading shorter.
const MIN_LETTERS = 4;
const MIN_READING = 3;

function spelt(word: string, rules: readonly Rule[]): string | null {
  let out = word;
  for (const [pattern, sound] of rules) out = out.replace(pattern, sound);
  let cyrillic = '';
  for (const char of out) cyrillic += LETTERS[char] ?? char;
  return normalizeTerm(cyrillic);
}

/**
 * The folded readings of a Latin word as a Spanish and as an English spelling of a borrowed
 * name, without the ones equal to `folded` or `alt` (nothing new to offer); empty for a word
 * that is not all Latin letters or is shorter than four.
 */
export function borrowedReadings(raw: string, folded: string | null, alt: string | null): string[] {
  const word = raw.normalize('NFC').toLowerCase();
  if (word.length < MIN_LETTERS) return [];
  if (CYRILLIC_WORD.test(word)) {
    const spelt = word.replace(CYRILLIC_LL, '');
    const reading = spelt === word ? null : normalizeTerm(spelt);
    return reading !== null && reading.length >= MIN_READING ? [reading] : [];
  }
  if (!LATIN_WORD.test(word)) return [];
  const out: string[] = [];
  for (const rules of [SPANISH, ENGLISH]) {
    const reading = spelt(word, rules);
    if (reading === null || reading.length < MIN_READING) continue;
    if (reading !== folded && reading !== alt && !out.includes(reading)) out.push(reading);
  }
  return out;
}
