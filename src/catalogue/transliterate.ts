/**
 * Text folding for dish search. Dish names are Bulgarian (spec "What the service does": "Dish
 * names and some restaurant messages are in Bulgarian"), while customers type in Cyrillic or in
 * Latin, with or without accents, doubled letters and Italian spellings. Both the indexed
 * documents and the queries go through the same `normalizeTerm`, so "margarita", "Маргарита"
 * and "MARGARITA" end up as one search term.
 */

// The official Bulgarian streamlined system (Transliteration Act 2009), plus the Russian-only and
// Ukrainian letters a customer with another keyboard layout may type.
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sht',
  ъ: 'a',
  ь: 'y',
  ю: 'yu',
  я: 'ya',
  // Russian: ы sounds closest to и, э to е; ё is written yo in Latin.
  ы: 'i',
  э: 'e',
  ё: 'yo',
  // Ukrainian and Serbian/Macedonian letters that share a keyboard with Bulgarian layouts.
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ј: 'y',
  ђ: 'dj',
  ћ: 'ch',
  љ: 'ly',
  њ: 'ny',
  џ: 'dzh',
  ѝ: 'i',
};

/**
 * Lowercases and transliterates Cyrillic letters to Latin by the Bulgarian streamlined system
 * (щ→sht, ъ→a, ж→zh, ц→ts …). Used for search folding; every other character is kept, so Latin
 * text passes through unchanged apart from case.
 */
export function transliterateToLatin(text: string): string {
  // NFC first: a decomposed й (и + breve) must be seen as й, not as и plus an accent.
  const lower = text.normalize('NFC').toLowerCase();
  let out = '';
  for (const char of lower) out += CYRILLIC_TO_LATIN[char] ?? char;
  return out;
}

const COMBINING_MARKS = /\p{M}+/gu;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;

const DOUBLED_LETTER = /(\p{L})\1+/gu;

// Spelling variants of one sound across Bulgarian, Italian and English Latin spellings, applied
// after transliteration so Cyrillic input folds the same way: "пица"/"pizza" → "piza",
// "моцарела"/"mozzarella" → "mozarela", "лазаня"/"lasagna" → "lazanya" is one edit away.
// The folds run on text whose doubled letters are already collapsed ("capricciosa").
const LATIN_FOLDS: readonly (readonly [RegExp, string])[] = [
  [/ph/g, 'f'],
  [/w/g, 'v'],
  [/q/g, 'k'],
  [/x/g, 'ks'],
  [/ck/g, 'k'],
  [/gn/g, 'ny'],
  // Italian "ci" before a vowel is a ch sound (capricciosa = капричоза).
  [/ci(?=[aou])/g, 'ch'],
  // A c that is not part of ch/ce/ci/cy is a k sound (cola, calzone).
  [/c(?![hiey])/g, 'k'],
  // ц is written ts, Italian writes z or zz for it, Greek names dz ("дзадзики", "tzatziki"):
  // fold all of them into z (dzh, the Bulgarian дж, stays).
  [/t[sz]/g, 'z'],
  [/dz(?!h)/g, 'z'],
];

/**
 * The single term processor of the search index, for documents and queries alike: lowercase,
 * Cyrillic → Latin, accents stripped (é → e, ü → u), Latin spelling variants folded, doubled
 * letters collapsed ("pepperoni" ≈ "peperoni"), ц/ts/tz/z merged, punctuation removed. Returns null for a term
 * that carries no searchable text (one character or less after folding), so "с" and "и" in
 * dish names never match everything.
 */
export function normalizeTerm(term: string): string | null {
  let folded = transliterateToLatin(term)
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(NOT_LETTER_OR_DIGIT, '');
  folded = folded.replace(DOUBLED_LETTER, '$1');
  for (const [pattern, replacement] of LATIN_FOLDS) folded = folded.replace(pattern, replacement);
  folded = folded.replace(DOUBLED_LETTER, '$1');
  return folded.length > 1 ? folded : null;
}

const ENDING_IA = /ия(?![\p{L}])/gu;

/**
 * A Bulgarian text in Latin letters by the official streamlined system (Transliteration Act
 * 2009), keeping case ("Щастие" → "Shtastie", "ЩИ" → "SHTI") and the act's one positional rule
 * (a final -ия is -ia: "София" → "Sofia"). Shown beside a name no translation or glossary
 * covers, so a customer who reads Latin letters can say it aloud.
 */
export function romanize(text: string): string {
  const nfc = text
    .normalize('NFC')
    .replace(ENDING_IA, 'иa')
    .replace(/ИЯ(?![\p{L}])/gu, 'ИA');
  const chars = [...nfc];
  let out = '';
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i] as string;
    const lower = char.toLowerCase();
    const latin = CYRILLIC_TO_LATIN[lower];
    if (latin === undefined) {
      out += char;
    } else if (lower === char) {
      out += latin;
    } else {
      // A capital: the whole digraph is capital inside a word written in capitals.
      const next = chars[i + 1] ?? '';
      const shouting = next !== '' && next.toUpperCase() === next && next.toLowerCase() !== next;
      out += shouting ? latin.toUpperCase() : latin.charAt(0).toUpperCase() + latin.slice(1);
    }
  }
  return out;
}
