/**
 * Everyday words for what a Turkish restaurant sells, per language, each with the Bulgarian menu
 * word it means (issue 35, tuned on the Turkish menu once a French bistro and a ramen bar were the
 * held-out split): the ways Turkish names are written in Cyrillic and Latin letters (бурек and
 * börek the бьорек, донер the дюнер, лахмакун the лахмаджун), and the everyday words for the
 * dishes whose names are Turkish (леща and lentil the мерджимек, овчарска and shepherd the
 * чобан, шкембе and tripe the ишкембе). Like every word table it only finds what the menu has.
 */
// biome-ignore format: a table, one language a block
export const TURKISH_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  bg: {
    бурек: 'бьорек', бюрек: 'бьорек', бьорека: 'бьорек', борек: 'бьорек', донер: 'дюнер',
    дьонер: 'дюнер', дюнера: 'дюнер', дурум: 'дюрюм', дюрум: 'дюрюм', лахмакун: 'лахмаджун',
    лахмаджон: 'лахмаджун', лахмаджо: 'лахмаджун', искандер: 'искендер', кунефе: 'кюнефе',
    кюнафа: 'кюнефе', кунафа: 'кюнефе', кадайф: 'кадаиф', кадайиф: 'кадаиф', сютляш: 'сютлач',
    сутлач: 'сютлач', айран: 'айрян', раки: 'ракъ', манти: 'мантъ', баялди: 'баялдъ',
    шалгъм: 'шалгам', пилав: 'пилаф', кьофте: 'кюфте', кофте: 'кюфте', инегьол: 'инеголски',
    инеголско: 'инеголски', копоолу: 'кьопоолу', гавурдаг: 'гавурдаа', леща: 'мерджимек',
    лещена: 'мерджимек', овчарска: 'чобан', шкембе: 'ишкембе', сучук: 'суджук',
    пастирма: 'пастърма', ачили: 'ачълъ',
  },
  en: {
    borek: 'бьорек', börek: 'бьорек', boreks: 'бьорек', doner: 'дюнер', döner: 'дюнер',
    durum: 'дюрюм', dürüm: 'дюрюм', lahmacun: 'лахмаджун', lahmajun: 'лахмаджун',
    iskender: 'искендер', kunefe: 'кюнефе', künefe: 'кюнефе', kunafa: 'кюнефе', knafeh: 'кюнефе',
    kadayif: 'кадаиф', sutlac: 'сютлач', sütlaç: 'сютлач', ayran: 'айрян', raki: 'ракъ',
    rakı: 'ракъ', manti: 'мантъ', mantı: 'мантъ', dumplings: 'мантъ', bayildi: 'баялдъ',
    salgam: 'шалгам', şalgam: 'шалгам', pilaf: 'пилаф', kofte: 'кюфте', köfte: 'кюфте',
    kofta: 'кюфте', inegol: 'инеголски', lentil: 'мерджимек', lentils: 'мерджимек',
    mercimek: 'мерджимек', shepherd: 'чобан', shepherds: 'чобан', çoban: 'чобан', coban: 'чобан',
    tripe: 'ишкембе', işkembe: 'ишкембе', iskembe: 'ишкембе', sucuk: 'суджук', sujuk: 'суджук',
    pastirma: 'пастърма', pastrami: 'пастърма', ezme: 'езме', efes: 'ефес', pide: 'пиде',
    adana: 'адана', urfa: 'урфа', baklava: 'баклава', lokum: 'локум',
  },
  de: {
    linsensuppe: 'мерджимек', linsen: 'мерджимек', kuttelsuppe: 'ишкембе', milchreis: 'сютлач',
    döner: 'дюнер', dürüm: 'дюрюм', börek: 'бьорек', köfte: 'кюфте', hirtensalat: 'чобан',
  },
  pl: { soczewicy: 'мерджимек', soczewica: 'мерджимек', flaki: 'ишкембе', pasterska: 'чобан' },
  ro: { linte: 'мерджимек', burtă: 'ишкембе', burta: 'ишкембе', ciobanului: 'чобан' },
  uk: {
    сочевичний: 'мерджимек', сочевиця: 'мерджимек', сочевиці: 'мерджимек', айран: 'айрян',
    айранів: 'айрян', рисовий: 'сютлач', шкембе: 'ишкембе', пастуший: 'чобан',
  },
};
