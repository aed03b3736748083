/**
 * Everyday words for what a Korean restaurant sells, per language, each with the Bulgarian menu
 * word it means (issue 35, tuned on the Korean menu once a Vietnamese and a tapas menu were the
 * held-out split): the ways Korean names are written in Cyrillic and Latin letters (джиге and
 * jjigae the чиге, галби the кальби, рамен the рамьон, yangnyeom the якнём, dolsot the stone
 * bowl). Like every word table it only finds what the menu has.
 */
// biome-ignore format: a table, one language a block
export const KOREAN_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  bg: {
    джиге: 'чиге', чигае: 'чиге', галби: 'кальби', калби: 'кальби', рамен: 'рамьон',
    рамена: 'рамьон', рамени: 'рамьон', рамьона: 'рамьон', якнъм: 'якнём', янгньом: 'якнём',
    янгнйом: 'якнём', чикен: 'чикън', бинсу: 'бингсу', патбингсу: 'бингсу',
    макколи: 'макгьоли', маколи: 'макгьоли', юзу: 'юджа', юджу: 'юджа', джаджанмен: 'чачжанмьон',
    джаджангмьон: 'чачжанмьон', самгепсал: 'самгьопсал', самгьопсал: 'самгьопсал',
    гимбап: 'кимпап', кимбап: 'кимпап', токпоки: 'токбоки', ттокбокки: 'токбоки', пажон: 'пачжон',
    паджон: 'пачжон', манду: 'мандо', джапче: 'чапче', дакалби: 'дакгалби',
    тенджанг: 'тенджан', соджуто: 'соджу',
  },
  en: {
    jjigae: 'чиге', jigae: 'чиге', chigae: 'чиге', galbi: 'кальби', kalbi: 'кальби', ramen: 'рамьон',
    ramyeon: 'рамьон', ramyun: 'рамьон', yangnyeom: 'якнём', yangnyum: 'якнём', bingsu: 'бингсу',
    patbingsu: 'бингсу', makgeolli: 'макгьоли', makkoli: 'макгьоли', yuja: 'юджа', yuzu: 'юджа',
    udja: 'юджа', jajangmyeon: 'чачжанмьон', jjajangmyeon: 'чачжанмьон', samgyeopsal: 'самгьопсал',
    samgyupsal: 'самгьопсал', gimbap: 'кимпап', kimbap: 'кимпап', tteokbokki: 'токбоки',
    topokki: 'токбоки', pajeon: 'пачжон', pajun: 'пачжон', mandu: 'мандо', mandoo: 'мандо',
    japchae: 'чапче', dakgalbi: 'дакгалби', budae: 'будае', samgyetang: 'самгетанг',
    sundubu: 'сундубу', soondubu: 'сундубу', doenjang: 'тенджан', hotteok: 'хотток', cass: 'касс',
    dolsot: 'каменна купа', stone: 'каменна',
  },
  de: { steintopf: 'каменна купа', steinschale: 'каменна купа' },
  pl: { pierożki: 'мандо', pierogi: 'мандо', kamiennej: 'каменна', kamienna: 'каменна' },
  ro: { găluște: 'мандо', galuste: 'мандо' },
  uk: { пельмені: 'мандо', рамен: 'рамьон', кімчі: 'кимчи' },
};
