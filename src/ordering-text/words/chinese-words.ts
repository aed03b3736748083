/**
 * Everyday words for what a Chinese restaurant sells, per language, each with the Bulgarian menu
 * word it means (issue 35, tuned on the Chinese menu once a Thai and a Lebanese one were the
 * held-out split): "duck" and "kaczka" find the "патица", "dumplings", "pierożki" and
 * "пельмені" the "кнедли", "steamed" and "na parze" the "на пара", "noodles" and "tăiței" the
 * "юфка", "beef" also the "говеждо" (a menu writes beef as телешко or говеждо), "sajgonki" and
 * "spring rolls" the "пролетни рулца", "crackers" the "чипс", "platter" the "асорти". Borrowed
 * names in their own spelling need no entry ("tempura", "hoisin": `borrowed.ts`). The same kind
 * of data as the other cuisines' tables, merged the same way; it only finds what the menu has.
 */
// biome-ignore format: a table, one language a block
export const CHINESE_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  bg: {
    ролца: 'рулца', рулце: 'рулца', ролце: 'рулца', кнедлички: 'кнедли', нудли: 'юфка',
    вонтон: 'уонтон', уантан: 'уонтон', сичуански: 'сечуански', сичуан: 'сечуански',
    сечуан: 'сечуански', кун: 'кунг', пекинската: 'пекинска', пекинска: 'пекинска',
    мапо: 'ма по', дъмплинги: 'кнедли', патешко: 'патица',
  },
  en: {
    duck: 'патица', peking: 'пекинска', beijing: 'пекинска', dumplings: 'кнедли',
    dumpling: 'кнедли', steamed: 'на пара', beef: 'говеждо', broccoli: 'броколи',
    bamboo: 'бамбук', wonton: 'уонтон', wontons: 'уонтон', sichuan: 'сечуански',
    szechuan: 'сечуански', szechwan: 'сечуански', gong: 'кунг', mapo: 'ма по',
    crackers: 'чипс', cracker: 'чипс', sesame: 'сусамови', balls: 'топчета', jasmine: 'жасминов',
    special: 'специален', crispy: 'хрупкава', aubergine: 'патладжан', eggplant: 'патладжан',
    cashew: 'кашу', cashews: 'кашу', pineapple: 'ананас', plum: 'сливово', spring: 'пролетни',
    platter: 'асорти', assorted: 'асорти', sweetcorn: 'царевица', chinese: 'китайски',
    scallions: 'зелен лук', bananas: 'банани', banana: 'банани', honey: 'мед',
  },
  de: {
    ente: 'патица', pekingente: 'пекинска патица', teigtaschen: 'кнедли', dumplings: 'кнедли',
    gedämpft: 'на пара', gedämpfte: 'на пара', gedämpften: 'на пара', nudeln: 'юфка',
    rindfleisch: 'говеждо', rind: 'говеждо', frühlingsrollen: 'пролетни рулца',
    frühlingsrolle: 'пролетни рулца', wantan: 'уонтон', süß: 'сладко', sauer: 'кисело',
    sesambällchen: 'сусамови топчета', jasmintee: 'жасминов чай', reis: 'ориз',
    gebratene: 'пържени', gebratener: 'пържени', gebratenes: 'пържени', gebraten: 'пържени',
    krabbenchips: 'скариден чипс', bambus: 'бамбук', pilze: 'гъби', ananas: 'ананас',
  },
  pl: {
    kaczka: 'патица', kaczki: 'патица', kaczkę: 'патица', pekińsku: 'пекинска',
    pekińska: 'пекинска', pierożki: 'кнедли', pierożków: 'кнедли', pierogi: 'кнедли',
    parze: 'пара', makaron: 'юфка', wołowina: 'говеждо', wołowiną: 'говеждо',
    wieprzowina: 'свинско', wieprzowiną: 'свинско', słodko: 'сладко', kwaśny: 'кисело',
    kwaśna: 'кисело', kwaśno: 'кисело', sajgonki: 'пролетни рулца', sajgonka: 'пролетни рулца',
    ryż: 'ориз', ryżu: 'ориз', smażony: 'пържени', zupa: 'супа', zupę: 'супа',
    krewetkowe: 'скариден', chipsy: 'чипс', grzyby: 'гъби', grzybami: 'гъби',
  },
  ro: {
    rață: 'патица', rata: 'патица', pekineză: 'пекинска', pekineza: 'пекинска',
    găluște: 'кнедли', galuste: 'кнедли', aburi: 'пара', tăiței: 'юфка', taitei: 'юфка',
    vită: 'говеждо', vita: 'говеждо', porc: 'свинско', dulce: 'сладко', acrișor: 'кисело',
    acrisor: 'кисело', acru: 'кисело', orez: 'ориз', supă: 'супа', supa: 'супа',
    rulouri: 'рулца', primăvară: 'пролетни', ciuperci: 'гъби',
  },
  uk: {
    качка: 'патица', качки: 'патица', качку: 'патица', пекінськи: 'пекинска',
    пекінська: 'пекинска', пельмені: 'кнедли', пельменів: 'кнедли', пару: 'пара',
    локшина: 'юфка', локшину: 'юфка', яловичиною: 'говеждо', яловичина: 'говеждо',
    свинина: 'свинско', свининою: 'свинско', кисло: 'кисело', солодкий: 'сладко',
    солодка: 'сладко', рис: 'ориз', весняні: 'пролетни', роли: 'рулца', ролли: 'рулца',
    суп: 'супа', гриби: 'гъби', грибами: 'гъби',
  },
};
