import { foldWord } from '../fold.ts';

/**
 * Words for a menu's own size labels, per language (issue 35): the label word of a Bulgarian
 * menu each one means ("doppio" is the "Двойно" cup, "jug" the "Кана"). Data, read only when the
 * menu has a size labelled with that word (`menu-words.ts`), so on a menu without a double
 * espresso "double" stays what the word tables say ("extra"). The menu's own label words
 * ("двойно", "кана", "чаша") need no entry: the menu gives them.
 */
const SIZE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  bg: {
    двоен: 'двойно',
    двойна: 'двойно',
    единичен: 'единично',
    единична: 'единично',
    каничка: 'кана',
    чашка: 'чаша',
  },
  en: {
    double: 'двойно',
    doppio: 'двойно',
    jug: 'кана',
    pitcher: 'кана',
    carafe: 'кана',
    glass: 'чаша',
    cup: 'чаша',
    single: 'единично',
  },
  de: {
    doppelt: 'двойно',
    doppelter: 'двойно',
    doppelten: 'двойно',
    doppio: 'двойно',
    krug: 'кана',
    karaffe: 'кана',
    glas: 'чаша',
    einfach: 'единично',
    einfacher: 'единично',
  },
  pl: {
    podwójne: 'двойно',
    podwójna: 'двойно',
    podwójny: 'двойно',
    doppio: 'двойно',
    dzbanek: 'кана',
    karafka: 'кана',
    szklanka: 'чаша',
    pojedyncze: 'единично',
  },
  ro: {
    dublu: 'двойно',
    dubla: 'двойно',
    doppio: 'двойно',
    carafă: 'кана',
    cană: 'кана',
    pahar: 'чаша',
    simplu: 'единично',
  },
  uk: {
    подвійне: 'двойно',
    подвійний: 'двойно',
    подвійна: 'двойно',
    допіо: 'двойно',
    глечик: 'кана',
    карафа: 'кана',
    склянка: 'чаша',
    одинарне: 'единично',
  },
};

/** The label words of these languages: folded typed word → folded label word. */
export function compileSizeLabels(languages: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const code of languages) {
    for (const [typed, label] of Object.entries(SIZE_LABELS[code] ?? {})) {
      const from = foldWord(typed);
      const to = foldWord(label);
      if (from && to && !out.has(from)) out.set(from, to);
    }
  }
  return out;
}
