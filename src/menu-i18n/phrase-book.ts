import { romanize } from '../catalogue/transliterate.ts';
import { localUnits } from '../locale/units.ts';
import { composeName } from './compose.ts';
import type { Grammar } from './grammar.ts';
import { LATIN_SCRIPT, type MenuLanguage } from './languages.ts';

// A token is a run of letters (a word), a number, or anything else (spaces, punctuation).
const TOKEN = /(\p{L}[\p{L}\p{M}'’-]*\p{L}|\p{L})|(\d+(?:[.,]\d+)?)|([^\p{L}\d]+)/gu;
const CYRILLIC = /\p{Script=Cyrillic}/u;
// Bulgarian definite articles and a few plural endings: "сосът" is "сос", "гъбите" is "гъби".
const ENDINGS = ['ът', 'ят', 'та', 'то', 'те'];
const MAX_WORDS = 5;

type Token = { text: string; kind: 'word' | 'number' | 'other' };

/**
 * How a text was worded: `phrase` one entry of the glossary or the restaurant's names for the
 * whole text; `composed` built by the grammar (`compose.ts`); `partial` built by the grammar
 * around one or two words neither it nor the glossary knows, shown as the original (with its
 * transliteration in a Latin-script language); `words` glossed word by word; `original` not
 * translated (the original, with its transliteration in a Latin-script language).
 */
export type WordingKind = 'phrase' | 'composed' | 'partial' | 'words' | 'original';

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.normalize('NFC').matchAll(TOKEN)) {
    const kind = match[1] !== undefined ? 'word' : match[2] !== undefined ? 'number' : 'other';
    tokens.push({ text: match[0], kind });
  }
  return tokens;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const startsUpper = (text: string) => {
  const first = text.charAt(0);
  return first !== first.toLowerCase();
};

/**
 * Turns Bulgarian restaurant text into one language word by word: the restaurant's own
 * translations of whole names first, then the built-in glossary, longest phrase first ("доматен
 * сос" before "доматен"). Numbers, punctuation and words without Cyrillic letters (brands,
 * "Coca-Cola") are kept. Used only when every word is known: a half-translated name would mislead.
 */
export class PhraseBook {
  readonly lang: MenuLanguage;
  readonly #words: ReadonlyMap<string, string>;
  readonly #grammar: Grammar | undefined;

  /** `grammar`: the language's word forms, to compose dish names (none: word by word only). */
  constructor(
    lang: MenuLanguage,
    glossary: ReadonlyMap<string, string>,
    names: Map<string, string>,
    grammar?: Grammar,
  ) {
    this.lang = lang;
    this.#grammar = grammar;
    // The restaurant's own names win over the glossary's words.
    const words = new Map(glossary);
    for (const [source, text] of names) words.set(source.normalize('NFC').toLowerCase(), text);
    this.#words = words;
  }

  #lookup(key: string): string | undefined {
    const found = this.#words.get(key);
    if (found !== undefined || key.includes(' ')) return found;
    for (const ending of ENDINGS) {
      if (key.length > ending.length + 2 && key.endsWith(ending)) {
        const stem = this.#words.get(key.slice(0, -ending.length));
        if (stem !== undefined) return stem;
      }
    }
    return undefined;
  }

  /** The text with every Cyrillic word replaced, or null when a word is not known. */
  gloss(text: string): string | null {
    const tokens = tokenize(text);
    let out = '';
    let i = 0;
    while (i < tokens.length) {
      const token = tokens[i] as Token;
      if (token.kind !== 'word' || !CYRILLIC.test(token.text)) {
        out += token.text;
        i += 1;
        continue;
      }
      const match = this.#longestMatch(tokens, i);
      if (match === null) return null;
      out += startsUpper(token.text) ? capitalized(match.text) : match.text;
      i = match.next;
    }
    return out;
  }

  // Words (and numbers) i, i+2, i+4 … joined by the single spaces between them, longest known
  // phrase first.
  #longestMatch(tokens: Token[], i: number): { text: string; next: number } | null {
    const words: string[] = [];
    const ends: number[] = [];
    for (let j = i; j < tokens.length && words.length < MAX_WORDS; j += 2) {
      const word = tokens[j] as Token;
      // Numbers may sit inside a known phrase ("Фамилна 40 см"), never start one.
      if (word.kind === 'other') break;
      words.push(word.text.toLowerCase());
      ends.push(j + 1);
      if (tokens[j + 1]?.text !== ' ') break;
    }
    for (let count = words.length; count >= 1; count -= 1) {
      const found = this.#lookup(words.slice(0, count).join(' '));
      if (found !== undefined) return { text: found, next: ends[count - 1] as number };
    }
    return null;
  }

  /**
   * What a customer reading this language sees for an untranslated text: its amounts and units
   * in the language (`localUnits`), and the glossary's
   * wording when every word is known; otherwise the original, with its Latin transliteration
   * beside it for a language written in Latin letters. Text without Cyrillic is kept.
   */
  fallback(text: string): string {
    return this.wording(text).text;
  }

  /** `fallback`'s text, and how it was worded (what `npm run menu:translations` marks). */
  wording(text: string): { text: string; kind: WordingKind } {
    if (this.lang === 'bg' || !CYRILLIC.test(text)) return { text, kind: 'original' };
    // The whole text as one entry first ("Шопска салата"), then a dish name composed by the
    // language's grammar ("Салата с риба тон" → "Tuna salad"), then word by word.
    const entry = this.#lookup(text.normalize('NFC').trim().toLowerCase());
    if (entry !== undefined) {
      const worded = startsUpper(text.trim()) ? capitalized(entry) : entry;
      return { text: localUnits(worded, this.lang), kind: 'phrase' };
    }
    const composed = this.#compose(text);
    if (composed !== null)
      return { text: composed.text, kind: composed.partial ? 'partial' : 'composed' };
    // The file's own phrases first ("Фамилна 40 см" → "Family size (40 cm)" inside a quote's
    // line name), then amounts and units ("400 г", "330 мл") worded by the one unit function.
    const whole = this.gloss(text);
    if (whole !== null) return { text: localUnits(whole, this.lang), kind: 'words' };
    const worded = localUnits(text, this.lang);
    if (!CYRILLIC.test(worded)) return { text: worded, kind: 'words' };
    const glossed = this.gloss(worded);
    if (glossed !== null) return { text: glossed, kind: 'words' };
    const shown = LATIN_SCRIPT.has(this.lang) ? `${worded} (${romanize(worded)})` : worded;
    return { text: shown, kind: 'original' };
  }

  #compose(text: string): { text: string; partial: boolean } | null {
    if (this.#grammar === undefined) return null;
    const latin = LATIN_SCRIPT.has(this.lang);
    const composed = composeName(
      this.lang,
      text,
      this.#grammar,
      (word) => this.#lookup(word),
      // A word neither the grammar nor the glossary knows, as the fallback shows a text.
      (word) => (latin ? `${word} (${romanize(word)})` : word),
    );
    if (composed === null) return null;
    // A name written in lower case (inside a list of ingredients) stays so.
    if (startsUpper(text.trim()) || this.lang === 'de') return composed;
    const lowered = composed.text.charAt(0).toLowerCase() + composed.text.slice(1);
    return { ...composed, text: lowered };
  }
}
