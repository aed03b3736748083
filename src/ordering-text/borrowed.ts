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
  // "earl" → ърл, "pearl" → пърл: ear before a consonant.
  [/ear(?=[bcdfghklmnpstvz])/g, 'ър'],
  // "white" → уайт, "lime" → лайм, "wine" → уайн: wh, and an i before a consonant and a last e.
  [/^wh/g, 'у'],
  [/i([bcdfgklmnprstvz])e$/g, 'ай$1'],
  [/ee|ea/g, 'и'],
  [/oo|ou/g, 'у'],
  // "butter" → бътър, "chicken" → чикън, "curry" → къри: a u between consonants, -er, -en.
  [/(?<=[bcdfghklmnprstvz])u(?=[bcdfgklmnprstvz])/g, 'ъ'],
  [/er$/g, 'ър'],
  [/en$/g, 'ън'],
  // An adjective of a place: "adjarian" → аджарски, "megrelian" → мегрелски.
  [/[ie]an$/g, 'ски'],
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

// Too short to be a borrowed name: "sos" read as it is ("ouzo" is not), nor a reading shorter.
const MIN_LETTERS = 4;
const MIN_READING = 3;

// Polish, German and Romanian spellings of a borrowed name ("chaczapuri po adżarsku",
// "szaszłyk", "Schaschlik", "hacipuri"), read only for a word with one of their letters or pairs.
const POLISH: readonly Rule[] = [
  [/szcz/g, 'щ'],
  [/cz/g, 'ч'],
  [/sz/g, 'ш'],
  [/rz/g, 'ж'],
  [/ch/g, 'х'],
  [/dż/g, 'дж'],
  [/[żź]/g, 'ж'],
  [/ł/g, 'л'],
  [/ś/g, 'ш'],
  [/ć/g, 'ч'],
  [/ń/g, 'н'],
  [/ą/g, 'он'],
  [/ę/g, 'ен'],
  [/ó/g, 'у'],
  [/c/g, 'ц'],
  [/j/g, 'й'],
  [/y/g, 'и'],
];
const GERMAN: readonly Rule[] = [
  [/tsch/g, 'ч'],
  [/sch/g, 'ш'],
  [/ch/g, 'х'],
  [/ei/g, 'ай'],
  [/ie/g, 'и'],
  [/eu|äu/g, 'ой'],
  [/ß/g, 'с'],
  [/z/g, 'ц'],
  [/v/g, 'ф'],
  [/j/g, 'й'],
];
const ROMANIAN: readonly Rule[] = [
  [/ch(?=[ei])/g, 'к'],
  [/gh(?=[ei])/g, 'г'],
  [/c(?=[ei])/g, 'ч'],
  [/[șş]/g, 'ш'],
  [/[țţ]/g, 'ц'],
  [/[ăâ]/g, 'ъ'],
  [/î/g, 'и'],
  [/j/g, 'ж'],
];
// Each with the fewest letters it reads: four-letter German words are everyday ones ("viel").
const SPELLINGS: readonly (readonly [RegExp, readonly Rule[], number])[] = [
  [/./, SPANISH, MIN_LETTERS],
  [/./, ENGLISH, MIN_LETTERS],
  [/cz|sz|rz|ch|[łżźśćńąęó]/, POLISH, 5],
  [/sch|ß|ei|ie|eu|äu|[äöüz]/, GERMAN, 5],
  [/[șşțţăâî]|c[ei]|gh[ei]/, ROMANIAN, 5],
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
  ä: 'е',
  ö: 'о',
  v: 'в',
  w: 'в',
  x: 'кс',
  z: 'з',
};

const LATIN_WORD = /^[a-záéíóúüñąćęłńśźżäößșşțţăâî]+$/;

// The Spanish ll spelt out in Cyrillic ("кесадилия", Ukrainian "кесаділья", "тортилья") where
// the menu writes й ("Кесадия", "Тортия"): the л and its soft sign or и are read away.
const CYRILLIC_LL = /л[ьиі](?=[яюа])/gu;
const CYRILLIC_WORD = /^\p{Script=Cyrillic}+$/u;

function spelt(word: string, rules: readonly Rule[]): string | null {
  let out = word;
  for (const [pattern, sound] of rules) out = out.replace(pattern, sound);
  let cyrillic = '';
  for (const char of out) cyrillic += LETTERS[char] ?? char;
  return normalizeTerm(cyrillic);
}

/**
 * The folded readings of a Latin word as a Spanish, an English, and where its letters say so a
 * Polish, German or Romanian spelling of a borrowed name, without the ones equal to `folded` or `alt` (nothing new to offer); empty for a word
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
  for (const [marker, rules, least] of SPELLINGS) {
    if (word.length < least || !marker.test(word)) continue;
    const reading = spelt(word, rules);
    if (reading === null || reading.length < MIN_READING) continue;
    if (reading !== folded && reading !== alt && !out.includes(reading)) out.push(reading);
  }
  return out;
}
