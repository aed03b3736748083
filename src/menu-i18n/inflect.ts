import type { Adjective, Noun } from './grammar.ts';

/**
 * The regular endings of each language, for a case or an agreement the grammar file does not
 * spell out (issue 37): Ukrainian and Polish instrumental and genitive ("курка" → "куркою",
 * "kurczak" → "kurczakiem"), German dative plural ("Pilze" → "Pilzen"), adjective agreement in
 * gender, number and case ("зелений" → "зелена", "grün" → "grüner", "grecki" → "grecka"). A word
 * whose form is irregular gives it in the file (`ins=тунцем`); that always wins.
 */
export type Case = 'nom' | 'ins' | 'gen' | 'dat' | 'loc' | 'attr';

const swap = (word: string, end: number, add: string) => word.slice(0, word.length - end) + add;

function ukNoun(noun: Noun, grammaticalCase: Case): string {
  const w = noun.word;
  const last = w.slice(-1);
  if (grammaticalCase === 'ins') {
    if (noun.gender === 'pl') return /[иі]$/.test(w) ? swap(w, 1, 'ами') : w;
    if (last === 'а') return swap(w, 1, 'ою');
    if (last === 'я') return swap(w, 1, 'ею');
    if (last === 'ь') return swap(w, 1, 'ем');
    if (last === 'й') return swap(w, 1, 'єм');
    if (last === 'о') return `${w}м`;
    if (/[жшчщ]$/.test(w)) return `${w}ем`;
    return /[бвгґдзклмнпрстфхц]$/.test(w) ? `${w}ом` : w;
  }
  if (grammaticalCase === 'gen') {
    if (noun.gender === 'pl') return /[иі]$/.test(w) ? swap(w, 1, 'ів') : w;
    if (last === 'а') return swap(w, 1, 'и');
    if (last === 'я') return swap(w, 1, 'і');
    if (last === 'о') return swap(w, 1, 'а');
    return /[бвгґдзклмнпрстфхц]$/.test(w) ? `${w}а` : w;
  }
  if (grammaticalCase === 'loc') {
    if (noun.gender === 'pl') return /[иі]$/.test(w) ? swap(w, 1, 'ах') : w;
    if (/[ао]$/.test(w)) return swap(w, 1, 'і');
    return /[бвгґдзклмнпрстфхц]$/.test(w) ? `${w}і` : w;
  }
  return w;
}

function plNoun(noun: Noun, grammaticalCase: Case): string {
  const w = noun.word;
  if (grammaticalCase === 'ins') {
    if (noun.gender === 'pl') return /[yiae]$/.test(w) ? swap(w, 1, 'ami') : w;
    if (w.endsWith('a')) return swap(w, 1, 'ą');
    if (w.endsWith('o') || w.endsWith('e'))
      return /[kg][oe]$/.test(w) ? swap(w, 1, 'iem') : swap(w, 1, 'em');
    if (/[kg]$/.test(w)) return `${w}iem`;
    return /[bcdfhjlłmnprstwzżś]$/.test(w) ? `${w}em` : w;
  }
  if (grammaticalCase === 'gen') {
    if (noun.gender === 'pl') return /[yi]$/.test(w) ? swap(w, 1, 'ów') : w;
    if (w.endsWith('ia')) return swap(w, 1, '');
    if (w.endsWith('a')) return /[kgl]a$/.test(w) ? swap(w, 1, 'i') : swap(w, 1, 'y');
    if (w.endsWith('o')) return swap(w, 1, 'a');
    return /[bcdfhjlłmnprstwzżś]$/.test(w) ? `${w}a` : w;
  }
  return w;
}

function deNoun(noun: Noun, grammaticalCase: Case): string {
  const w = noun.word;
  if (grammaticalCase === 'dat' && noun.gender === 'pl' && !/[ns]$/.test(w)) return `${w}n`;
  return w;
}

/** A noun in a case: the file's form, else the language's regular ending. */
export function nounForm(lang: string, noun: Noun, grammaticalCase: Case): string {
  if (grammaticalCase === 'nom' || noun.flags.has('indecl')) return noun.word;
  const given = noun.forms[grammaticalCase];
  if (given !== undefined) return given;
  // en: a noun before another is singular ("mushroom risotto"); the file gives `attr=`.
  if (grammaticalCase === 'attr') return noun.word;
  if (lang === 'uk') return ukNoun(noun, grammaticalCase);
  if (lang === 'pl') return plNoun(noun, grammaticalCase);
  if (lang === 'de') return deNoun(noun, grammaticalCase);
  return noun.word;
}

type Slot = 'm' | 'f' | 'n' | 'pl';
const slotOf = (gender: string): Slot =>
  gender === 'f' || gender === 'n' || gender === 'm' ? gender : 'pl';

// Endings by case, then gender slot m, f, n, pl, of a hard and a soft stem.
const UK_HARD: Record<string, [string, string, string, string]> = {
  nom: ['ий', 'а', 'е', 'і'],
  ins: ['им', 'ою', 'им', 'ими'],
  gen: ['ого', 'ої', 'ого', 'их'],
  loc: ['ому', 'ій', 'ому', 'их'],
};
const UK_SOFT: Record<string, [string, string, string, string]> = {
  nom: ['ій', 'я', 'є', 'і'],
  ins: ['ім', 'ьою', 'ім', 'іми'],
  gen: ['ього', 'ьої', 'ього', 'іх'],
  loc: ['ьому', 'ій', 'ьому', 'іх'],
};
const PL_HARD: Record<string, [string, string, string, string]> = {
  nom: ['y', 'a', 'e', 'e'],
  ins: ['ym', 'ą', 'ym', 'ymi'],
  gen: ['ego', 'ej', 'ego', 'ych'],
  loc: ['ym', 'ej', 'ym', 'ych'],
};
const PL_SOFT: Record<string, [string, string, string, string]> = {
  nom: ['i', 'a', 'ie', 'ie'],
  ins: ['im', 'ą', 'im', 'imi'],
  gen: ['iego', 'iej', 'iego', 'ich'],
  loc: ['im', 'iej', 'im', 'ich'],
};
const DE_STRONG: Record<string, [string, string, string, string]> = {
  nom: ['er', 'e', 'es', 'e'],
  dat: ['em', 'er', 'em', 'en'],
};
const SLOTS: Slot[] = ['m', 'f', 'n', 'pl'];

function ending(table: Record<string, [string, string, string, string]>, c: Case, slot: Slot) {
  return (table[c] ?? table.nom)?.[SLOTS.indexOf(slot)] ?? '';
}

/** An adjective agreeing with a noun of `gender` in a case. */
export function adjectiveForm(
  lang: string,
  adjective: Adjective,
  gender: string,
  grammaticalCase: Case,
): string {
  const lemma = adjective.lemma;
  if (adjective.flags.has('fixed')) return adjective.forms.join(' ');
  const slot = slotOf(gender);
  if (lang === 'uk') {
    const soft = lemma.endsWith('ій');
    if (!soft && !lemma.endsWith('ий')) return lemma;
    return swap(lemma, 2, ending(soft ? UK_SOFT : UK_HARD, grammaticalCase, slot));
  }
  if (lang === 'pl') {
    const soft = lemma.endsWith('i');
    if (!soft && !lemma.endsWith('y')) return lemma;
    return swap(lemma, 1, ending(soft ? PL_SOFT : PL_HARD, grammaticalCase, slot));
  }
  if (lang === 'de') return lemma + ending(DE_STRONG, grammaticalCase, slot);
  if (lang === 'ro') {
    const at = { m: 0, n: 0, f: 1, mpl: 2, fpl: 3, pl: 3 }[gender] ?? 0;
    return adjective.forms[at] ?? lemma;
  }
  return lemma;
}
