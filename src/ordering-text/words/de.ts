import type { LanguageWords } from '../words.ts';

/** The typed-order words of `de` (see ../words.ts for what each list holds). */
export const DE: LanguageWords = {
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
