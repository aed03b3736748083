import { foldWord } from '../fold.ts';

/**
 * Words for a menu's own size labels, per language (issue 35): the label word of a Bulgarian
 * menu each one means ("doppio" is the "Двойно" cup, "jug" the "Кана"). Data, read only when the
 * menu has a size labelled with that word (`menu-words.ts`), so on a menu without a double
 * espresso "double" stays what the word tables say ("extra"). The menu's own label words
 * ("двойно", "кана", "чаша") need no entry: the menu gives them. Tuned on the grill (issue 35):
 * portions, bottles, pots and trays, and "for two" (`за двама`), read as a run of a label's words.
 */
const SIZE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  bg: {
    порции: 'порция',
    бутилки: 'бутилка',
    шише: 'бутилка',
    гърненце: 'гърне',
    гърнета: 'гърне',
    тавичка: 'тава',
    двоен: 'двойно',
    двойна: 'двойно',
    единичен: 'единично',
    единична: 'единично',
    каничка: 'кана',
    чашка: 'чаша',
    // Issue 35, street tuning: every form of "double", "single" and "standard" is one label word,
    // the menu's own labels too ("Двоен" of a burger is the café's "Двойно"), and XL in Cyrillic.
    двойни: 'двойно',
    двойно: 'двойно',
    dvoen: 'двойно',
    dvoyno: 'двойно',
    единични: 'единично',
    стандартна: 'стандартен',
    стандартно: 'стандартен',
    стандартни: 'стандартен',
    нормален: 'стандартен',
    нормална: 'стандартен',
    хл: 'xl',
    напитки: 'напитка',
    // Issue 35, pastry tuning: scoops, a whole cake, a slice.
    топки: 'топка',
    топчета: 'топка',
    топче: 'топка',
    цялата: 'цяла',
    цяло: 'цяла',
    парчета: 'парче',
  },
  en: {
    portion: 'порция',
    portions: 'порция',
    bottle: 'бутилка',
    bottles: 'бутилка',
    pot: 'гърне',
    tray: 'тава',
    bowl: 'купа',
    slice: 'парче',
    piece: 'парче',
    for: 'за',
    two: 'двама',
    one: 'един',
    double: 'двойно',
    doppio: 'двойно',
    jug: 'кана',
    pitcher: 'кана',
    carafe: 'кана',
    glass: 'чаша',
    // Issue 35, Greek tuning: souvlaki by the skewer ("3 skewers": the size "3 шиша").
    skewer: 'шиш',
    skewers: 'шиш',
    cup: 'чаша',
    single: 'единично',
    regular: 'стандартен',
    standard: 'стандартен',
    drink: 'напитка',
    drinks: 'напитка',
    soda: 'напитка',
    // Issue 35, pastry tuning: scoops, a whole cake.
    scoop: 'топка',
    scoops: 'топка',
    whole: 'цяла',
    slices: 'парче',
  },
  de: {
    portion: 'порция',
    portionen: 'порция',
    flasche: 'бутилка',
    topf: 'гърне',
    blech: 'тава',
    schüssel: 'купа',
    stück: 'парче',
    für: 'за',
    zwei: 'двама',
    doppelt: 'двойно',
    doppelter: 'двойно',
    doppelten: 'двойно',
    doppio: 'двойно',
    krug: 'кана',
    karaffe: 'кана',
    glas: 'чаша',
    spieß: 'шиш',
    spieße: 'шиш',
    einfach: 'единично',
    einfacher: 'единично',
    doppel: 'двойно',
    doppeltes: 'двойно',
    standard: 'стандартен',
    normal: 'стандартен',
    normale: 'стандартен',
    getränk: 'напитка',
    // Issue 35, pastry tuning: scoops, a whole cake.
    kugel: 'топка',
    kugeln: 'топка',
    ganze: 'цяла',
    ganzen: 'цяла',
    ganz: 'цяла',
  },
  pl: {
    porcja: 'порция',
    porcję: 'порция',
    porcje: 'порция',
    porcji: 'порция',
    butelka: 'бутилка',
    butelkę: 'бутилка',
    garnek: 'гърне',
    blacha: 'тава',
    miska: 'купа',
    kawałek: 'парче',
    dla: 'за',
    dwóch: 'двама',
    dwojga: 'двама',
    podwójne: 'двойно',
    podwójna: 'двойно',
    podwójny: 'двойно',
    doppio: 'двойно',
    dzbanek: 'кана',
    dzban: 'кана',
    dzbana: 'кана',
    karafka: 'кана',
    szklanka: 'чаша',
    pojedyncze: 'единично',
    podwójnego: 'двойно',
    podwojny: 'двойно',
    pojedynczy: 'единично',
    standardowy: 'стандартен',
    standardowa: 'стандартен',
    zwykły: 'стандартен',
    napój: 'напитка',
    napojem: 'напитка',
    // Issue 35, pastry tuning: scoops, a whole cake.
    gałka: 'топка',
    gałki: 'топка',
    gałek: 'топка',
    cały: 'цяла',
    całe: 'цяла',
    kawałki: 'парче',
  },
  ro: {
    porție: 'порция',
    portie: 'порция',
    porții: 'порция',
    portii: 'порция',
    sticlă: 'бутилка',
    sticla: 'бутилка',
    oală: 'гърне',
    tavă: 'тава',
    bol: 'купа',
    bucată: 'парче',
    pentru: 'за',
    doi: 'двама',
    două: 'двама',
    dublu: 'двойно',
    dubla: 'двойно',
    doppio: 'двойно',
    carafă: 'кана',
    cană: 'кана',
    pahar: 'чаша',
    simplu: 'единично',
    dublă: 'двойно',
    standard: 'стандартен',
    normal: 'стандартен',
    băutură: 'напитка',
    bautura: 'напитка',
    // Issue 35, pastry tuning: scoops, a whole cake.
    bilă: 'топка',
    bile: 'топка',
    bila: 'топка',
    întreg: 'цяла',
    întreagă: 'цяла',
    felie: 'парче',
    felii: 'парче',
  },
  uk: {
    порція: 'порция',
    порцію: 'порция',
    порції: 'порция',
    пляшка: 'бутилка',
    пляшку: 'бутилка',
    горщик: 'гърне',
    деко: 'тава',
    миска: 'купа',
    шматок: 'парче',
    двох: 'двама',
    подвійне: 'двойно',
    подвійний: 'двойно',
    подвійна: 'двойно',
    допіо: 'двойно',
    глечик: 'кана',
    келих: 'чаша',
    келиха: 'чаша',
    карафа: 'кана',
    склянка: 'чаша',
    одинарне: 'единично',
    подвійні: 'двойно',
    одинарний: 'единично',
    стандартний: 'стандартен',
    стандартна: 'стандартен',
    звичайний: 'стандартен',
    напій: 'напитка',
    напоєм: 'напитка',
    // Issue 35, pastry tuning: scoops, a whole cake.
    кулька: 'топка',
    кульки: 'топка',
    кульок: 'топка',
    цілий: 'цяла',
    цілу: 'цяла',
  },
};

/**
 * The menu's own label word as the tables name it: a Bulgarian menu writes "Двоен" on a burger
 * and "Двойно" on an espresso, both the label word `двойно` here (issue 35, street tuning), so a
 * typed "double" meets either. Folded in, folded out; a word no table names stays itself.
 */
let canonical: Map<string, string> | undefined;
export function labelCanon(folded: string): string {
  canonical ??= compileSizeLabels(['bg']);
  return canonical.get(folded) ?? folded;
}

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
