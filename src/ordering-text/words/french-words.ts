/**
 * Everyday words for what a French bistro and crêperie sells, per language, each with the
 * Bulgarian menu word it means (issue 35, tuned on the French bistro once a BBQ smokehouse and a
 * vegan bistro were the held-out split): a палачинка is the крепа and a солена one the галета,
 * миди are the мули, ескарго the охлюви, the French names as people spell them in Cyrillic and
 * Latin (месю and мусю the мосю, бруле the брюле, беф the бьоф). Like every word table it only
 * finds what the menu has.
 */
// biome-ignore format: a table, one language a block
export const FRENCH_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  bg: {
    палачинка: 'крепа', палачинки: 'крепа', палачинката: 'крепа', палачинкa: 'крепа',
    солена: 'галета', солени: 'галета', галети: 'галета', крепи: 'крепа', ескарго: 'охлюви',
    ескаргот: 'охлюви', миди: 'мули', мидите: 'мули', месю: 'мосю', мусю: 'мосю', мосьо: 'мосю',
    месье: 'мосю', бруле: 'брюле', брюлe: 'брюле', беф: 'бьоф', биф: 'бьоф', боф: 'бьоф',
    бургинион: 'бургиньон', бургуньон: 'бургиньон', бургиньон: 'бургиньон', какао: 'шоколад',
    топъл: 'горещ', топло: 'горещ', топла: 'горещ', антрикот: 'стек', петел: 'кок',
    тартар: 'тартар', нисуаз: 'нисоаз', ниcоаз: 'нисоаз', профитерол: 'профитероли',
    макарон: 'макарони', сюзет: 'сюзет', лионска: 'лионез', кроненбург: 'кроненбург',
    пържени: 'фри', пържените: 'фри',
  },
  en: {
    crepe: 'крепа', crepes: 'крепа', crêpe: 'крепа', crêpes: 'крепа', pancake: 'крепа',
    pancakes: 'крепа', galette: 'галета', galettes: 'галета', escargot: 'охлюви',
    escargots: 'охлюви', snails: 'охлюви', snail: 'охлюви', mussels: 'мули', moules: 'мули',
    monsieur: 'мосю', madame: 'мадам', brulee: 'брюле', brûlée: 'брюле', bourguignon: 'бургиньон',
    nicoise: 'нисоаз', niçoise: 'нисоаз', quiche: 'киш', croque: 'крок', confit: 'конфи',
    tartare: 'тартар', tatin: 'татен', profiteroles: 'профитероли', eclair: 'еклер',
    éclair: 'еклер', macarons: 'макарони', macaron: 'макарони', cider: 'сидър', cidre: 'сидър',
    lyonnaise: 'лионез', ratatouille: 'рататуй', pastis: 'пастис', perrier: 'перие',
  },
  de: {
    schnecken: 'охлюви', miesmuscheln: 'мули', muscheln: 'мули', crêpe: 'крепа', crepe: 'крепа',
    zwiebelsuppe: 'лучена', entenconfit: 'конфи', ente: 'патица', pfannkuchen: 'крепа',
  },
  pl: {
    ślimaki: 'охлюви', slimaki: 'охлюви', małże: 'мули', małży: 'мули', mule: 'мули',
    naleśnik: 'крепа', naleśniki: 'крепа', nalesnik: 'крепа', cebulowa: 'лучена',
  },
  ro: { melci: 'охлюви', midii: 'мули', clătită: 'крепа', clatita: 'крепа', ceapă: 'лучена' },
  uk: {
    равлики: 'охлюви', мідії: 'мули', млинці: 'крепа', млинців: 'крепа', млинець: 'крепа',
    цибулевий: 'лучена', качка: 'патица',
  },
};
