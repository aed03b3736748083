/**
 * Everyday words for what an Italian trattoria sells, per language, each with the Bulgarian menu
 * word it means (issue 35, tuned on the Italian menu once a Vietnamese and a tapas menu were the
 * held-out split): the Italian spellings of names a Bulgarian menu transliterates (aglio the алио,
 * arrabbiata the арабиата), сладолед and gelato the джелато, пържени and fried the фрити,
 * porcini and Steinpilze the манатарки, бекон the панчета of a carbonara. Like every word table it
 * only finds what the menu has.
 */
// biome-ignore format: a table, one language a block
export const ITALIAN_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  bg: {
    аглио: 'алио', арабиата: 'арабиата', арабята: 'арабиата', сладолед: 'джелато',
    сладоледа: 'джелато', пържени: 'фрити', бекон: 'панчета', осо: 'оссобуко', оссо: 'оссобуко',
    пармиджана: 'пармиджано', талиятеле: 'тальятеле', талятели: 'тальятеле', фетучине: 'фетучини',
  },
  en: {
    aglio: 'алио', arrabbiata: 'арабиата', arrabiata: 'арабиата', gelato: 'джелато',
    fried: 'фрити', porcini: 'манатарки', bacon: 'панчета', pancetta: 'панчета',
    parmigiana: 'пармиджано', chili: 'люта', chilli: 'люта',
  },
  de: { steinpilzen: 'манатарки', steinpilze: 'манатарки', steinpilz: 'манатарки', eis: 'джелато' },
  pl: { borowikami: 'манатарки', borowiki: 'манатарки', lody: 'джелато' },
  ro: { porcini: 'манатарки', înghețată: 'джелато', inghetata: 'джелато' },
  uk: { білими: 'манатарки', морозиво: 'джелато' },
};
