import { normalizeTerm } from '../catalogue/transliterate.ts';

/**
 * Bulgarian written in Latin letters the way people type it in chats ("shliokavica"): not the
 * official system the menu search folds by, but q, ya, ia or ja for я, c or ts for ц, 4 or ch
 * for ч, 6 or sh for ш, sht or 6t for щ, ju, yu or iu for ю, x or h for х, j or zh for ж, y for ъ
 * between consonants ("gybi"), w or v for в (after a, e, o, u: j is ж before a vowel and й
 * before none). A Latin word is read back into Cyrillic by this table and then folded like the menu's
 * Bulgarian names, so "pica dqvolska" meets "Пица Дяволска" and "carevica" meets "царевица".
 * The reading is offered beside the word's own folding (see `Token.alt`), never instead of it.
 */

// Longest spellings first: "sht" before "sh", "ya" before "y".
const SPELLINGS: readonly (readonly [string, string])[] = [
  ['sht', 'щ'],
  ['6t', 'щ'],
  ['sh', 'ш'],
  ['ch', 'ч'],
  ['zh', 'ж'],
  ['ts', 'ц'],
  // Foreign names as Bulgarian writes them: "pad thai" is "Пад тай" (issue 35).
  ['th', 'т'],
  ['tz', 'ц'],
  ['ya', 'я'],
  ['ia', 'я'],
  ['ja', 'я'],
  ['yu', 'ю'],
  ['ju', 'ю'],
  ['iu', 'ю'],
  ['yo', 'йо'],
  ['ph', 'ф'],
  ['6', 'ш'],
  ['4', 'ч'],
  ['q', 'я'],
  ['c', 'ц'],
  ['w', 'в'],
  ['v', 'в'],
  ['x', 'х'],
  ['h', 'х'],
  ['j', 'ж'],
  ['y', 'й'],
  ['a', 'а'],
  ['b', 'б'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['i', 'и'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['z', 'з'],
];

const LATIN_WORD = /^[a-z46]*[a-z][a-z46]*$/;

/** The Cyrillic a chat-Latin word stands for, or null when the word is not all Latin letters. */
export function cyrillicOf(raw: string): string | null {
  const word = raw.toLowerCase();
  if (!LATIN_WORD.test(word)) return null;
  let out = '';
  let i = 0;
  while (i < word.length) {
    const found = SPELLINGS.find(([latin]) => word.startsWith(latin, i));
    if (!found) return null;
    // After a, e, o, u "ja" is жа ("snejanka": Снежанка) and "j" before no vowel й ("ajran":
    // айран); at the start, after i or a consonant "ja" stays я ("goljama", "porcija"; issue 35).
    const afterVowel = i > 0 && /[aeou]/.test(word[i - 1] ?? '');
    if (afterVowel && (found[0] === 'ja' || found[0] === 'j')) {
      out += VOWEL.test(word[i + 1] ?? '') ? 'ж' : 'й';
      i += 1;
      continue;
    }
    // "y" between consonants is ъ ("gybi": гъби, "fystyci": фъстъци; issue 35).
    if (
      found[0] === 'y' &&
      i > 0 &&
      !VOWEL.test(word[i - 1] ?? '') &&
      CONSONANT.test(word[i + 1] ?? '')
    ) {
      out += 'ъ';
      i += 1;
      continue;
    }
    out += found[0] === 'i' && iIsShort(word, i) ? 'й' : found[1];
    i += found[0].length;
  }
  return out;
}

const VOWEL = /[aeiouy]/;
const CONSONANT = /[bcdfghjklmnprstvwxz46]/;

// q is я: a vowel before "i" as much as a is ("qice" is "яйце", issue 35).
const VOWEL_BEFORE = /[aeiouyq]/;

/** "i" after a vowel and before no vowel is й ("ais" is "айс", "moi" is "мой"; issue 35). */
function iIsShort(word: string, at: number): boolean {
  return at > 0 && VOWEL_BEFORE.test(word[at - 1] ?? '') && !VOWEL.test(word[at + 1] ?? '');
}

/**
 * The folded form of a chat-Latin word read as Bulgarian, or null when it is no Latin word or
 * folds the same as the word itself (nothing new to offer).
 */
export function chatLatinFold(raw: string, folded: string | null): string | null {
  const cyrillic = cyrillicOf(raw);
  if (cyrillic === null) return null;
  const alt = normalizeTerm(cyrillic);
  return alt === null || alt === folded ? null : alt;
}
