/**
 * Everyday words for what a Mexican and Tex-Mex place sells, per language, each with the
 * Bulgarian menu word it means (issue 35, tuned on the Mexican menu once an eighth menu became
 * the held-out split): "bowl" and "miska" find a "купа", "cilantro" and "кінза" the "кориандър",
 * "sour" (of sour cream) and "kwaśna" the "заквасена", "beans" and "fasole" the "боб", "veggie"
 * the "зеленчуци", and "diet" (of a cola) its "Зеро". The dish names themselves need no entry: their Spanish and English spellings
 * are read by `borrowed.ts`. The same kind of data as the café's, the grill's, the street's and
 * the pastry shop's tables, merged the same way (a word another table gives keeps that meaning
 * and reads this one beside it). Like every word table it only ever finds what the menu has.
 */
// biome-ignore format: a table, one language a block
export const MEXICAN_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  bg: {
    кинза: 'кориандър', кинзата: 'кориандър', боул: 'купа', боулове: 'купа', сметаната: 'сметана',
    диет: 'зеро', диетична: 'зеро', диетични: 'зеро',
  },
  en: {
    bowl: 'купа', bowls: 'купа', cilantro: 'кориандър', coriander: 'кориандър', sour: 'заквасена',
    veggie: 'зеленчуци', veggies: 'зеленчуци', beans: 'боб', bean: 'боб', refried: 'рефрито',
    pork: 'свинско', beef: 'телешко', steak: 'телешко', corn: 'царевица', cob: 'царевица',
    sauce: 'сос', dip: 'сос', diet: 'зеро', sugarfree: 'зеро',
  },
  de: {
    schüssel: 'купа', bowl: 'купа', koriander: 'кориандър', saure: 'заквасена', sauerrahm: 'заквасена сметана',
    bohnen: 'боб', gemüse: 'зеленчуци', sauce: 'сос', soße: 'сос', sosse: 'сос', rind: 'телешко',
    rindfleisch: 'телешко', hähnchen: 'пиле', huhn: 'пиле', mais: 'царевица',
  },
  pl: {
    miska: 'купа', miskę: 'купа', bowl: 'купа', kolendra: 'кориандър', kolendry: 'кориандър',
    kolendrą: 'кориандър', kwaśna: 'заквасена', kwaśną: 'заквасена', śmietana: 'сметана',
    śmietaną: 'сметана', śmietany: 'сметана', fasola: 'боб', fasoli: 'боб', fasolą: 'боб',
    warzywami: 'зеленчуци', warzywa: 'зеленчуци', wołowiną: 'телешко', wołowina: 'телешко',
    sos: 'сос', sosem: 'сос', kukurydza: 'царевица',
  },
  ro: {
    bol: 'купа', coriandru: 'кориандър', smântână: 'сметана', smantana: 'сметана',
    fasole: 'боб', legume: 'зеленчуци', vită: 'телешко', vita: 'телешко', pui: 'пиле',
    porumb: 'царевица', sos: 'сос',
  },
  uk: {
    миска: 'купа', боул: 'купа', кінза: 'кориандър', кінзи: 'кориандър', кінзою: 'кориандър',
    коріандр: 'кориандър', сметана: 'сметана', сметани: 'сметана', сметаною: 'сметана',
    квасоля: 'боб', квасолі: 'боб', овочами: 'зеленчуци', овочі: 'зеленчуци', курка: 'пиле',
    куркою: 'пиле', яловичиною: 'телешко', яловичина: 'телешко', кукурудза: 'царевица',
    соус: 'сос', соусом: 'сос',
  },
};
