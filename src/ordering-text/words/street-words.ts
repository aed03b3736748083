/**
 * Everyday words for the dishes of a burger-and-döner place, per language, each with the
 * Bulgarian menu word it means (issue 35, tuned on the street-food menu): "doner", "Döner",
 * "kebab" (as Poles and Germans call it) and "шаурма" find "дюнер", "nuggets" "нъгетс", "meal"
 * and "zestaw" a "Меню …", "hotdog" the "хот-дог". The same kind of data as the café's and the
 * grill's tables, merged the same way: a word another table gives keeps that meaning and reads
 * this one beside it ("kebab" is a кебапче at the grill). Like every word table it only ever
 * finds what the menu has.
 */
// biome-ignore format: a table, one language a block
export const STREET_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  bg: {
    хотдог: 'хот дог', хотдога: 'хот дог', шаурма: 'дюнер', шаурми: 'дюнер', дюнерче: 'дюнер',
    нъгетси: 'нъгетс', наггетс: 'нъгетс', картофки: 'картофи',
  },
  en: {
    doner: 'дюнер', doners: 'дюнер', döner: 'дюнер', donner: 'дюнер', kebab: 'дюнер',
    kebap: 'дюнер', shawarma: 'дюнер', durum: 'дюрюм', dürüm: 'дюрюм', wrap: 'врап', wraps: 'врап',
    hotdog: 'хот дог', hotdogs: 'хот дог', nuggets: 'нъгетс', nugget: 'нъгетс', wings: 'крилца',
    wing: 'крилца', rings: 'кръгчета', sticks: 'стикс', wedges: 'селски', meal: 'меню',
    meals: 'меню', combo: 'меню', kids: 'детско', kid: 'детско', children: 'детско',
    childrens: 'детско', veggie: 'веджи', vegan: 'веджи', shake: 'милкшейк', shakes: 'милкшейк',
    milkshake: 'милкшейк', milkshakes: 'милкшейк', smash: 'смаш', smashed: 'смаш', spicy: 'лют',
    hot: 'лют', plate: 'чиния', box: 'чиния', bowl: 'чиния', chicken: 'пилешко', classic: 'класик',
    banitsa: 'баница', banitza: 'баница', slice: 'парче', slices: 'парче',
  },
  de: {
    döner: 'дюнер', doener: 'дюнер', doner: 'дюнер', kebab: 'дюнер', kebap: 'дюнер', dürüm: 'дюрюм',
    durum: 'дюрюм', wrap: 'врап', hotdog: 'хот дог', nuggets: 'нъгетс', flügel: 'крилца',
    chickenwings: 'крилца', wings: 'крилца', zwiebelringe: 'лучени кръгчета', menü: 'меню',
    menu: 'меню', kindermenü: 'детско меню', kindermenu: 'детско меню', kinder: 'детско',
    shake: 'милкшейк', milchshake: 'милкшейк', milkshake: 'милкшейк', schoko: 'шоколад',
    scharf: 'лют', scharfer: 'лют', scharfe: 'лют', scharfen: 'лют', spiegelei: 'яйце',
    teller: 'чиния', stück: 'парче', pizzastück: 'пица парче', klassisch: 'класик',
    klassischer: 'класик', klassischen: 'класик',
  },
  pl: {
    kebab: 'дюнер', kebaba: 'дюнер', kebsa: 'дюнер', döner: 'дюнер', doner: 'дюнер', dürüm: 'дюрюм',
    durum: 'дюрюм', wrapa: 'врап', wrap: 'врап', hotdog: 'хот дог', hotdoga: 'хот дог',
    nuggetsy: 'нъгетс', nuggetsów: 'нъгетс', skrzydełka: 'крилца', skrzydełek: 'крилца',
    krążki: 'кръгчета', zestaw: 'меню', zestawie: 'меню', zestawy: 'меню', dziecięcy: 'детско',
    dziecka: 'детско', kurczakiem: 'пилешко', wołowy: 'телешко', wołowego: 'телешко',
    shake: 'милкшейк', truskawkowy: 'ягода', czekoladowy: 'шоколад', ostry: 'лют', ostrego: 'лют',
    jajkiem: 'яйце', talerzu: 'чиния', kawałek: 'парче', klasyczny: 'класик', klasycznego: 'класик',
  },
  ro: {
    doner: 'дюнер', döner: 'дюнер', kebab: 'дюнер', shaorma: 'дюнер', șaorma: 'дюнер',
    dürüm: 'дюрюм', durum: 'дюрюм', wrap: 'врап', hotdog: 'хот дог', nuggets: 'нъгетс',
    aripioare: 'крилца', inele: 'кръгчета', meniu: 'меню', meniul: 'меню', copii: 'детско',
    milkshake: 'милкшейк', căpșuni: 'ягода', capsuni: 'ягода', ciocolata: 'шоколад', picant: 'лют',
    iute: 'лют', farfurie: 'чиния', felie: 'парче',
  },
  uk: {
    шаурма: 'дюнер', шаурму: 'дюнер', шаверма: 'дюнер', донер: 'дюнер', кебаб: 'дюнер',
    дюрюм: 'дюрюм', хотдог: 'хот дог', нагетси: 'нъгетс', нагетсів: 'нъгетс', крильця: 'крилца',
    кільця: 'кръгчета', дитяче: 'детско', куркою: 'пилешко', курятиною: 'пилешко',
    мілкшейк: 'милкшейк', полуничний: 'ягода', шоколадний: 'шоколад', гострий: 'лют', яйцем: 'яйце',
    фрі: 'картофи', тарілці: 'чиния', шматок: 'парче', класичний: 'класик', класичного: 'класик',
  },
};
