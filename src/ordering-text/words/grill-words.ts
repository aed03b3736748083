/**
 * Everyday words for the dishes of a Bulgarian grill and mehana, per language, each with the
 * Bulgarian menu word it means (issue 35, tuned on the grill): "fries" finds "Пържени картофи",
 * "skewer" "шишче", "Pommes" the same fries, "mixed grill" "Мешана скара". The same kind of data
 * as the café's table (`cafe-words.ts`), kept apart so each menu's words merge cleanly; a word a
 * language's `food` or café table already gives keeps that meaning and reads this one beside it
 * ("garlic": чеснов of a garlic bread, and чесън). Like every word table it only ever finds what
 * the menu has.
 */
// biome-ignore format: a table, one language a block
export const GRILL_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  bg: {},
  en: {
    garnish: 'гарнитура', garlic: 'чесън', bread: 'питка', flatbread: 'питка', fries: 'пържени картофи',
    chips: 'пържени картофи', potatoes: 'картофи', potato: 'картофи', mixed: 'мешана',
    grill: 'скара', grilled: 'скара', skewer: 'шишче', skewers: 'шишче', kebab: 'кебапче',
    kebabs: 'кебапче', meatball: 'кюфте', meatballs: 'кюфте', neck: 'врат', chop: 'пържола',
    chops: 'пържола', steak: 'пържола', sausage: 'наденица', sausages: 'наденица', bean: 'боб',
    beans: 'боб', stuffed: 'пълнени', moussaka: 'мусака', tripe: 'шкембе', wine: 'вино',
    red: 'червено', white: 'бяло', rakia: 'ракия', brandy: 'ракия', plum: 'сливова',
    grape: 'гроздова', dark: 'тъмна', salad: 'салата', salads: 'салата', soups: 'супа',
    nuts: 'орехи', walnut: 'орехи', pancake: 'палачинка', pancakes: 'палачинка',
    pastry: 'баница', pie: 'баница', fillet: 'филе', breast: 'филе',
    cucumbers: 'краставици', dill: 'копър', vegetables: 'зеленчуци', veggies: 'зеленчуци',
    casserole: 'гювеч', stew: 'гювеч', cabbage: 'сарми', vine: 'лозов', leaves: 'лист',
    lemonade: 'лимонада', yoghurt: 'кисело мляко', yogurt: 'кисело мляко', shepherd: 'овчарска', shepherds: 'овчарска',
  },
  de: {
    beilage: 'гарнитура', pommes: 'пържени картофи', fritten: 'пържени картофи', kartoffeln: 'картофи',
    knoblauch: 'чесън', brot: 'питка', fladenbrot: 'питка', hähnchen: 'пилешко',
    hühnchen: 'пилешко', huhn: 'пилешко', schwein: 'свинско', schweinefleisch: 'свинско',
    nacken: 'врат', schweinenacken: 'свински врат', spieß: 'шишче', spiess: 'шишче', spieße: 'шишче', spiesse: 'шишче',
    grillteller: 'мешана скара', gemischt: 'мешана', gemischte: 'мешана', gemischter: 'мешана',
    gemischtes: 'мешана', grill: 'скара', gegrillt: 'скара', frikadelle: 'кюфте',
    frikadellen: 'кюфте', bohnen: 'боб', bohnensuppe: 'боб чорба', wein: 'вино',
    rotwein: 'червено вино', weißwein: 'бяло вино', weisswein: 'бяло вино', moussaka: 'мусака',
    walnüsse: 'орехи', nüsse: 'орехи', joghurt: 'кисело мляко', salat: 'салата',
    wurst: 'наденица', kotelett: 'пържола', steak: 'пържола', gurken: 'краставици',
    palatschinke: 'палачинка', palatschinken: 'палачинка', rakija: 'ракия', schnaps: 'ракия',
  },
  pl: {
    frytki: 'пържени картофи', dodatku: 'гарнитура', ziemniaki: 'картофи', czosnek: 'чесън', czosnku: 'чесън',
    chleb: 'питка', kurczak: 'пилешко', kurczaka: 'пилешко', wieprzowina: 'свинско',
    szaszłyk: 'шишче', szaszłyki: 'шишче', kiełbasa: 'наденица', kiełbaskę: 'наденица',
    fasola: 'боб', fasolowa: 'боб', fasolową: 'боб', wino: 'вино', czerwone: 'червено',
    białe: 'бяло', musaka: 'мусака', orzechy: 'орехи', orzechów: 'орехи', sałatka: 'салата',
    sałatkę: 'салата', sałatki: 'салата', naleśnik: 'палачинка', naleśniki: 'палачинка',
    klopsiki: 'кюфте', kotlet: 'пържола', grill: 'скара', mieszany: 'мешана', jogurt: 'кисело мляко',
  },
  ro: {
    cartofi: 'картофи', garnitură: 'гарнитура', garnitura: 'гарнитура', prăjiți: 'пържени', prajiti: 'пържени', usturoi: 'чесън',
    pâine: 'питка', paine: 'питка', pui: 'пилешко', porc: 'свинско', frigărui: 'шишче',
    frigăruie: 'шишче', frigarui: 'шишче', cârnați: 'наденица', carnati: 'наденица',
    fasole: 'боб', ciorbă: 'чорба', ciorba: 'чорба', vin: 'вино', roșu: 'червено',
    rosu: 'червено', alb: 'бяло', nuci: 'орехи', chiftele: 'кюфте',
    chiftea: 'кюфте', grătar: 'скара', gratar: 'скара', mixt: 'мешана', salată: 'салата',
    salata: 'салата', clătită: 'палачинка', clatita: 'палачинка', iaurt: 'кисело мляко',
    musaca: 'мусака', țuică: 'ракия', tuica: 'ракия', palincă: 'ракия',
  },
  uk: {
    картопля: 'картофи', гарніру: 'гарнитура', гарнір: 'гарнитура', фрі: 'пържени картофи', часник: 'чесън', часнику: 'чесън',
    хліб: 'питка', курка: 'пилешко', курячий: 'пилешко', курячі: 'пилешко', свинина: 'свинско',
    шашлик: 'шишче', шашлики: 'шишче', ковбаса: 'наденица', ковбаски: 'наденица',
    квасоля: 'боб', вино: 'вино', червоне: 'червено', біле: 'бяло', горіхи: 'орехи',
    мусака: 'мусака', салат: 'салата', салату: 'салата', млинці: 'палачинка',
    млинець: 'палачинка', тефтелі: 'кюфте', ракія: 'ракия', ракію: 'ракия', мішана: 'мешана',
    гриль: 'скара', йогурт: 'кисело мляко',
  },
};
