import type { LanguageWords } from '../words.ts';

/** The typed-order words of `ro` (see ../words.ts for what each list holds). */
export const RO: LanguageWords = {
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
