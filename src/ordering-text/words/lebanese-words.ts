/**
 * Everyday words for what a Lebanese restaurant sells, per language, each with the Bulgarian
 * menu word it means (issue 35, tuned on the Lebanese menu once a Korean and an Italian one were
 * the held-out split): the ways "шаурма" is written (шаверма, shawarma, szawarma, șaorma, and the
 * дюнер many in Sofia call it), "manoushe" the манакиш, kofta and kefta the кафта, tawook the
 * таук, tabbouleh the табуле. Like every word table it only finds what the menu has.
 */
// biome-ignore format: a table, one language a block
export const LEBANESE_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  bg: {
    шаверма: 'шаурма', шаверми: 'шаурма', шаварма: 'шаурма', шаварми: 'шаурма', дюнер: 'шаурма',
    дюнери: 'шаурма', мануше: 'манакиш', манушета: 'манакиш', кофта: 'кафта', кефта: 'кафта',
    тавук: 'таук', табули: 'табуле',
  },
  en: {
    shawarma: 'шаурма', shawarmas: 'шаурма', shawerma: 'шаурма', shwarma: 'шаурма',
    shaverma: 'шаурма', manoushe: 'манакиш', manakeesh: 'манакиш', manaeesh: 'манакиш',
    kofta: 'кафта', kefta: 'кафта', kafta: 'кафта', tawook: 'таук', taouk: 'таук', tabouli: 'табуле',
    tabbouleh: 'табуле', houmous: 'хумус', hummus: 'хумус', felafel: 'фалафел', labneh: 'лабне',
    knafeh: 'кнафе', kunafa: 'кнафе', kibbeh: 'кибе', wrap: 'сандвич', wraps: 'сандвич',
  },
  de: {
    schawarma: 'шаурма', schaurma: 'шаурма', döner: 'шаурма', doner: 'шаурма', kofta: 'кафта',
  },
  pl: {
    szawarma: 'шаурма', szawarmy: 'шаурма', szawarmę: 'шаурма', szwarma: 'шаурма', kofta: 'кафта',
  },
  ro: {
    șaorma: 'шаурма', shaorma: 'шаурма', saorma: 'шаурма', șaorme: 'шаурма', kofta: 'кафта',
  },
  uk: {
    шаверма: 'шаурма', шаверму: 'шаурма', шаурму: 'шаурма', кофта: 'кафта',
  },
};
