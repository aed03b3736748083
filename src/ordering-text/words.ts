/**
 * The word tables of typed orders, one per language the bot speaks or is about to speak: data,
 * not code. The grammar (`grammar.ts`) reads only these tables and the menu, so a new language is
 * a new table here. Words are written as people type them; the lexicon folds them the same way
 * as dish names (lowercase, Cyrillic → Latin, accents off, doubled letters collapsed), so
 * "fără", "fara" and "FARA" are one word.
 */

/** The size ranks a size word names; `family` is also the size key of a family pizza. */
export type SizeRank = 'small' | 'medium' | 'large' | 'family';

/** A pizza base concept; a menu base matches when its code or its name names the concept. */
export type BaseConcept = 'thin' | 'traditional' | 'wholegrain' | 'gluten_free';

export interface LanguageWords {
  /** Quantity words (every gender and case form that is written alone before a dish). */
  numbers: Record<string, number>;
  /** Words after a number that only count ("2 бр.", "2 pcs", "2x"). */
  units: string[];
  sizes: Record<SizeRank, string[]>;
  /** Centimetre units after a number ("30 см", "30cm"). */
  centimetres: string[];
  /** Words that start a list of ingredients to leave out. */
  without: string[];
  /** Words that start a list of extras; two-word forms are written with a space. */
  extra: string[];
  /** "with": extras, or a base or crust, whichever the next words name. */
  with: string[];
  /** Words that join two items of one list ("без лук и гъби"). */
  and: string[];
  /** "half": two in a row name a half-and-half ("половин X половин Y"). */
  half: string[];
  bases: Record<BaseConcept, string[]>;
  /** Words for the stuffed crust (a `crust_selectable` size). */
  crust: string[];
  /** Words that carry no order meaning ("моля", "please", "I want"): skipped silently. */
  filler: string[];
  /**
   * Everyday food words with the Bulgarian menu word they mean, so "without onion" finds the
   * menu's "лук" before any translation of the menu exists (MENU_TRANSLATIONS adds more).
   */
  food: Record<string, string>;
}

const BG: LanguageWords = {
  numbers: {
    един: 1,
    една: 1,
    едно: 1,
    два: 2,
    две: 2,
    двама: 2,
    три: 3,
    трима: 3,
    четири: 4,
    пет: 5,
    шест: 6,
    седем: 7,
    осем: 8,
    девет: 9,
    десет: 10,
    единадесет: 11,
    дванадесет: 12,
    петнадесет: 15,
    двадесет: 20,
  },
  units: ['бр', 'броя', 'брой', 'х', 'x', 'пъти', 'порция', 'порции'],
  sizes: {
    small: ['малка', 'малки', 'малко', 'малък', 'малката'],
    medium: ['средна', 'средни', 'средно', 'среден', 'средната'],
    large: ['голяма', 'големи', 'голямо', 'голям', 'голямата'],
    family: ['фамилна', 'фамилни', 'фамилната', 'семейна', 'семейни'],
  },
  centimetres: ['см', 'сантиметра', 'сантиметров'],
  without: ['без'],
  extra: ['с допълнително', 'допълнително', 'екстра', 'със допълнително', 'добави', 'плюс'],
  with: ['с', 'със'],
  and: ['и', 'или'],
  half: ['половин', 'половината', 'половинка', 'половин-половин'],
  bases: {
    thin: ['тънко', 'тънка'],
    traditional: ['традиционно', 'традиционна', 'класическо'],
    wholegrain: ['пълнозърнесто', 'пълнозърнеста'],
    gluten_free: ['безглутеново', 'безглутенова'],
  },
  crust: ['борд', 'пълнен борд', 'пълнена коричка', 'коричка'],
  filler: [
    'моля',
    'искам',
    'искаме',
    'бих',
    'искал',
    'искала',
    'ще',
    'ми',
    'ни',
    'дай',
    'дайте',
    'донесете',
    'поръчвам',
    'поръчка',
    'за',
    'още',
    'тесто',
    'размер',
    'мерси',
    'благодаря',
    'на',
    'върху',
  ],
  food: {},
};

const EN: LanguageWords = {
  numbers: {
    a: 1,
    an: 1,
    one: 1,
    single: 1,
    two: 2,
    couple: 2,
    pair: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    dozen: 12,
    fifteen: 15,
    twenty: 20,
  },
  units: ['x', 'pcs', 'pc', 'pieces', 'piece', 'times', 'portion', 'portions', 'of'],
  sizes: {
    small: ['small', 'smaller'],
    medium: ['medium', 'regular', 'middle'],
    large: ['large', 'big', 'bigger', 'xl'],
    family: ['family', 'family-size', 'familysize'],
  },
  centimetres: ['cm', 'centimetres', 'centimeters', 'inch'],
  without: ['without', 'no', 'minus', 'hold the', 'w/o', 'wo'],
  extra: ['extra', 'add', 'additional', 'plus', 'with extra', 'more', 'double'],
  with: ['with', 'w/', 'and with'],
  and: ['and', 'or', '&'],
  half: ['half', 'halves'],
  bases: {
    thin: ['thin crust', 'thin', 'thin-crust'],
    traditional: ['traditional', 'classic', 'regular dough'],
    wholegrain: ['wholegrain', 'whole-grain', 'wholemeal', 'wholewheat', 'whole wheat'],
    gluten_free: ['gluten-free', 'glutenfree', 'gluten free'],
  },
  crust: ['stuffed crust', 'cheese crust', 'stuffed', 'crust'],
  filler: [
    'please',
    'pls',
    'i',
    'want',
    'would',
    'like',
    'we',
    'need',
    'give',
    'me',
    'us',
    'get',
    'order',
    'for',
    'the',
    'size',
    'dough',
    'base',
    'pizzas',
    'thanks',
    'thank',
    'you',
    "i'd",
    "we'd",
    'also',
    'on',
    'in',
  ],
  food: {
    onion: 'лук',
    onions: 'лук',
    mushroom: 'гъби',
    mushrooms: 'гъби',
    olive: 'маслини',
    olives: 'маслини',
    ham: 'шунка',
    bacon: 'бекон',
    egg: 'яйце',
    eggs: 'яйце',
    basil: 'босилек',
    corn: 'царевица',
    peppers: 'чушки',
    pepper: 'чушки',
    tomato: 'домати',
    tomatoes: 'домати',
    cheese: 'сирене',
    garlic: 'чеснов',
    pineapple: 'ананас',
    tuna: 'риба тон',
    chicken: 'пиле',
    rocket: 'рукола',
    arugula: 'рукола',
    jalapeno: 'халапеньо',
    jalapenos: 'халапеньо',
    walnuts: 'орехи',
    pumpkin: 'тиква',
    shrimp: 'скариди',
    mussels: 'миди',
    parmesan: 'пармезан',
    sauce: 'сос',
    sausage: 'луканка',
    salami: 'салам',
    mince: 'кайма',
    four: 'четири',
    cheeses: 'сирена',
  },
};

const RO: LanguageWords = {
  numbers: { un: 1, o: 1, unu: 1, doi: 2, doua: 2, două: 2, trei: 3, patru: 4, cinci: 5, zece: 10 },
  units: ['buc', 'bucati', 'bucăți', 'x', 'portii', 'porții'],
  sizes: {
    small: ['mica', 'mică', 'mici'],
    medium: ['medie', 'medii', 'mijlocie'],
    large: ['mare', 'mari'],
    family: ['familie', 'familiala', 'familială'],
  },
  centimetres: ['cm'],
  without: ['fara', 'fără'],
  extra: ['extra', 'suplimentar', 'in plus', 'în plus'],
  with: ['cu'],
  and: ['si', 'și', 'sau'],
  half: ['jumatate', 'jumătate'],
  bases: {
    thin: ['subtire', 'subțire', 'subtiri'],
    traditional: ['traditional', 'tradițional', 'clasic'],
    wholegrain: ['integral', 'integrala', 'integrală'],
    gluten_free: ['fara gluten', 'fără gluten'],
  },
  crust: ['margine umpluta', 'margine umplută', 'margine'],
  filler: ['va rog', 'vă rog', 'as vrea', 'aș vrea', 'vreau', 'pentru', 'de', 'multumesc'],
  food: {
    ceapa: 'лук',
    ceapă: 'лук',
    ciuperci: 'гъби',
    masline: 'маслини',
    măsline: 'маслини',
    busuioc: 'босилек',
    sunca: 'шунка',
    șuncă: 'шунка',
  },
};

const UK: LanguageWords = {
  numbers: {
    один: 1,
    одна: 1,
    одну: 1,
    одне: 1,
    два: 2,
    дві: 2,
    три: 3,
    чотири: 4,
    пʼять: 5,
    "п'ять": 5,
    десять: 10,
  },
  units: ['шт', 'штук', 'штуки', 'х', 'порції', 'порцію'],
  sizes: {
    small: ['мала', 'малу', 'малі', 'маленька', 'маленьку'],
    medium: ['середня', 'середню', 'середні'],
    large: ['велика', 'велику', 'великі'],
    family: ['сімейна', 'сімейну', 'сімейні'],
  },
  centimetres: ['см'],
  without: ['без'],
  extra: ['додатково', 'з додатковим', 'з додатковою', 'екстра'],
  with: ['з', 'із', 'зі'],
  and: ['і', 'й', 'та', 'або'],
  half: ['половина', 'половину', 'пів'],
  bases: {
    thin: ['тонке', 'тонкому', 'тонка'],
    traditional: ['традиційне', 'класичне'],
    wholegrain: ['цільнозернове'],
    gluten_free: ['безглютенове'],
  },
  crust: ['сирний борт', 'борт', 'бортик'],
  filler: ['будь ласка', 'хочу', 'хочемо', 'мені', 'нам', 'дайте', 'замовлення', 'дякую'],
  food: {
    цибуля: 'лук',
    цибулі: 'лук',
    гриби: 'гъби',
    грибів: 'гъби',
    оливки: 'маслини',
    базилік: 'босилек',
    базиліку: 'босилек',
    шинка: 'шунка',
  },
};

const PL: LanguageWords = {
  numbers: {
    jeden: 1,
    jedna: 1,
    jedną: 1,
    jedno: 1,
    dwa: 2,
    dwie: 2,
    trzy: 3,
    cztery: 4,
    pięć: 5,
    piec: 5,
    dziesięć: 10,
  },
  units: ['szt', 'sztuki', 'sztuk', 'x', 'porcje', 'porcji'],
  sizes: {
    small: ['mała', 'mała', 'małą', 'male', 'małe', 'mala'],
    medium: ['średnia', 'średnią', 'srednia', 'średnie'],
    large: ['duża', 'dużą', 'duza', 'duże', 'duze'],
    family: ['rodzinna', 'rodzinną', 'rodzinne', 'familijna'],
  },
  centimetres: ['cm'],
  without: ['bez'],
  extra: ['dodatkowo', 'z dodatkowym', 'z dodatkową', 'extra', 'ekstra'],
  with: ['z', 'ze'],
  and: ['i', 'oraz', 'lub'],
  half: ['pół', 'pol', 'połowa', 'połowę'],
  bases: {
    thin: ['cienkie', 'cienkim', 'cienka'],
    traditional: ['tradycyjne', 'tradycyjnym', 'klasyczne'],
    wholegrain: ['pełnoziarniste', 'pelnoziarniste'],
    gluten_free: ['bezglutenowe'],
  },
  crust: ['serowe brzegi', 'brzegi', 'brzeg'],
  filler: ['proszę', 'prosze', 'poproszę', 'poprosze', 'chcę', 'chce', 'dla', 'dziękuję'],
  food: {
    cebula: 'лук',
    cebuli: 'лук',
    grzyby: 'гъби',
    grzybów: 'гъби',
    pieczarki: 'гъби',
    oliwki: 'маслини',
    bazylia: 'босилек',
    bazylii: 'босилек',
    szynka: 'шунка',
  },
};

const DE: LanguageWords = {
  numbers: {
    ein: 1,
    eine: 1,
    einen: 1,
    eins: 1,
    zwei: 2,
    drei: 3,
    vier: 4,
    fünf: 5,
    funf: 5,
    sechs: 6,
    zehn: 10,
  },
  units: ['stück', 'stk', 'x', 'mal', 'portion', 'portionen'],
  sizes: {
    small: ['klein', 'kleine', 'kleinen', 'kleiner'],
    medium: ['mittel', 'mittlere', 'mittleren', 'mittelgroße'],
    large: ['groß', 'große', 'großen', 'gross', 'grosse'],
    family: ['familie', 'familien', 'familienpizza', 'familiengröße'],
  },
  centimetres: ['cm'],
  without: ['ohne'],
  extra: ['extra', 'zusätzlich', 'zusatzlich', 'mit extra', 'doppelt'],
  with: ['mit'],
  and: ['und', 'oder'],
  half: ['halb', 'halbe', 'halben', 'hälfte'],
  bases: {
    thin: ['dünn', 'dünner', 'dünnem', 'dunn'],
    traditional: ['traditionell', 'klassisch'],
    wholegrain: ['vollkorn'],
    gluten_free: ['glutenfrei'],
  },
  crust: ['käserand', 'gefüllter rand', 'rand'],
  filler: ['bitte', 'ich', 'möchte', 'hätte', 'gern', 'gerne', 'für', 'danke', 'wir'],
  food: {
    zwiebel: 'лук',
    zwiebeln: 'лук',
    pilze: 'гъби',
    champignons: 'гъби',
    oliven: 'маслини',
    basilikum: 'босилек',
    schinken: 'шунка',
  },
};

/** Every table by language code (Telegram's `language_code`, see DESIGN "Languages"). */
export const WORDS: Readonly<Record<string, LanguageWords>> = {
  bg: BG,
  en: EN,
  ro: RO,
  uk: UK,
  pl: PL,
  de: DE,
};

/** The languages read for a chat: its own, and always Bulgarian and English (the menu's). */
export function languagesFor(locale: string): string[] {
  return [...new Set([locale, 'bg', 'en'])].filter((code) => WORDS[code] !== undefined);
}
