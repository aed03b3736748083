/**
 * Everyday words for what a Japanese ramen bar and izakaya sells, per language, each with the
 * Bulgarian menu word it means (issue 35, tuned on the ramen bar once a BBQ smokehouse and a vegan
 * bistro were the held-out split): the ways Japanese names are written in Cyrillic and Latin
 * (гиоза and gyoza the гьоза, тонкотсу the тонкоцу, негима the праз of a skewer), and the
 * everyday words for them (seaweed the уакаме). Like every word table it only finds what the menu
 * has.
 */
// biome-ignore format: a table, one language a block
export const RAMEN_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  bg: {
    гиоза: 'гьоза', гиози: 'гьоза', гьози: 'гьоза', гьозата: 'гьоза', тонкотсу: 'тонкоцу',
    тонкотцу: 'тонкоцу', тонкоцо: 'тонкоцу', шойу: 'шою', тсукемен: 'цукемен', караге: 'каараге',
    караage: 'каараге', моти: 'мочи', гьодон: 'гюдон', гюудон: 'гюдон', чаршу: 'чашу',
    кайдама: 'каедама', негима: 'праз', водорасли: 'уакаме', вакаме: 'уакаме', уме: 'умебоши',
  },
  en: {
    gyoza: 'гьоза', gioza: 'гьоза', tonkotsu: 'тонкоцу', shoyu: 'шою', shio: 'шио',
    tsukemen: 'цукемен', karaage: 'каараге', katsu: 'кацу', yakitori: 'якитори', chashu: 'чашу',
    mochi: 'мочи', negima: 'праз', kawa: 'кожички', seaweed: 'уакаме', wakame: 'уакаме',
    ume: 'умебоши', umeboshi: 'умебоши', ajitama: 'аджитама', kaedama: 'каедама', udon: 'удон',
    soba: 'соба', gyudon: 'гюдон', oyakodon: 'оякодон', okonomiyaki: 'окономияки',
    takoyaki: 'такояки', onigiri: 'онигири', edamame: 'едамаме', dorayaki: 'дораяки',
    umeshu: 'умешу', highball: 'хайбол', ramune: 'рамуне', calpis: 'калпис', sake: 'саке',
    genmaicha: 'генмайча', matcha: 'матча', paitan: 'паитан', tonkatsu: 'тонкацу',
  },
  de: { teigtaschen: 'гьоза', algensalat: 'уакаме', spieße: 'якитори' },
  pl: { pierożki: 'гьоза', szaszłyki: 'якитори', wodorosty: 'уакаме' },
  ro: { frigărui: 'якитори', alge: 'уакаме' },
  uk: { гьодза: 'гьоза', шашлички: 'якитори', водорості: 'уакаме' },
};
