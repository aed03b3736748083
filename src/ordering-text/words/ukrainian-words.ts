/**
 * Everyday words for what a Ukrainian restaurant sells, per language, each with the Bulgarian
 * menu word it means (issue 35, tuned on the Ukrainian menu once a French bistro and a ramen bar
 * were the held-out split): the Russian and Ukrainian forms people type in Cyrillic and Latin
 * letters (селедка the херинга, драники the деруни, борщ the борш, извара the сирене of a
 * filling), and the names other languages give the dishes (pierogi and varenyky the вареники,
 * barszcz and Borschtsch the борш, gołąbki and sarmale the голубци, Kartoffelpuffer the деруни).
 * Like every word table it only finds what the menu has.
 */
// biome-ignore format: a table, one language a block
export const UKRAINIAN_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  bg: {
    селедка: 'херинга', сельодка: 'херинга', селедки: 'херинга', драники: 'деруни',
    деруны: 'деруни', борщ: 'борш', борща: 'борш', извара: 'сирене', изварата: 'сирене',
    голубцы: 'голубци', сырники: 'сирники', чебуреци: 'чебурек', пирошки: 'пирожки',
    пирожок: 'пирожки', селянка: 'солянка', хорилка: 'горилка', строганов: 'бефстроганов',
    строганоф: 'бефстроганов', бефстроганоф: 'бефстроганов', оливье: 'оливие', руска: 'оливие',
    варенички: 'вареники', пелмени: 'пелмени', медовика: 'медовик',
  },
  en: {
    varenyky: 'вареники', vareniki: 'вареники', varenike: 'вареники', pierogi: 'вареники',
    dumplings: 'вареники', pelmeni: 'пелмени', borscht: 'борш', borsch: 'борш', borshch: 'борш',
    borsh: 'борш', solyanka: 'солянка', solianka: 'солянка', okroshka: 'окрошка',
    syrniki: 'сирники', syrnyky: 'сирники', deruny: 'деруни', draniki: 'деруни',
    holubtsi: 'голубци', golubtsi: 'голубци', stroganoff: 'бефстроганов', kiev: 'киевски',
    kyiv: 'киевски', horilka: 'горилка', kvass: 'квас', kvas: 'квас', uzvar: 'узвар',
    mors: 'морс', kompot: 'компот', medovik: 'медовик', chebureki: 'чебурек', cheburek: 'чебурек',
    pirozhki: 'пирожки', pyrizhky: 'пирожки', olivier: 'оливие', vinegret: 'винегрет',
    salo: 'сало', blini: 'блини', caviar: 'хайвер', cherry: 'вишни', cherries: 'вишни',
  },
  de: {
    borschtsch: 'борш', wareniki: 'вареники', kartoffelpuffer: 'деруни', kiewer: 'киевски',
    hering: 'херинга', pelzmantel: 'шуба', honigtorte: 'медовик', kohlrouladen: 'голубци',
    kwas: 'квас', soljanka: 'солянка', pelmeni: 'пелмени', piroggen: 'пирожки',
  },
  pl: {
    barszcz: 'борш', pierogi: 'вареники', placki: 'деруни', gołąbki: 'голубци', golabki: 'голубци',
    kijowsku: 'киевски', kijowski: 'киевски', śledź: 'херинга', sledz: 'херинга',
    pierzynką: 'шуба', pierzynka: 'шуба', miodownik: 'медовик', kwas: 'квас',
    ziemniakami: 'картофи', pielmieni: 'пелмени', wiśniami: 'вишни',
  },
  ro: {
    sarmale: 'голубци', boeuf: 'оливие', borș: 'борш', bors: 'борш', hering: 'херинга',
    colțunași: 'вареники', coltunasi: 'вареники', chiev: 'киевски',
  },
  uk: {
    борщ: 'борш', голубці: 'голубци', київськи: 'киевски', київський: 'киевски',
    оселедець: 'херинга', оселедця: 'херинга', шубою: 'шуба', пиріжки: 'пирожки',
    пиріжків: 'пирожки', капустою: 'зеле', капуста: 'зеле', горілка: 'горилка',
    горілки: 'горилка', перцем: 'перец', медівник: 'медовик', сметаною: 'сметана',
    вишнями: 'вишни', картоплею: 'картофи', сиром: 'сирене',
  },
};
