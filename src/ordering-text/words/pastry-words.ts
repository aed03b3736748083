/**
 * Everyday words for what a pastry shop and breakfast café sells, per language, each with the
 * Bulgarian menu word it means (issue 35, tuned on the pastry shop): "crepe" and "naleśnik" find
 * "палачинка", "scoop" and "Kugel" a "топка", "cake" and "Torte" a "торта", "nuts" the "орехи".
 * The same kind of data as the café's, the grill's and the street's tables, merged the same way
 * (a word another table gives keeps that meaning and reads this one beside it). Like every word
 * table it only ever finds what the menu has.
 */
// biome-ignore format: a table, one language a block
export const PASTRY_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  bg: {
    ядки: 'орехи', ядките: 'орехи', круасан: 'кроасан', круасани: 'кроасан', крепе: 'палачинка',
    вафла: 'гофрета', вафли: 'гофрета',
  },
  en: {
    cakes: 'торта', piece: 'парче', whole: 'цяла', ice: 'сладолед', icecream: 'сладолед',
    scoop: 'топка', scoops: 'топка', cone: 'фунийка', crepe: 'палачинка', crepes: 'палачинка',
    crêpe: 'палачинка', waffle: 'гофрета', waffles: 'гофрета', croissant: 'кроасан',
    croissants: 'кроасан', eclair: 'еклер', eclairs: 'еклер', éclair: 'еклер', macaron: 'макарони',
    macarons: 'макарони', vegetable: 'зеленчуков', veggie: 'зеленчуков', pumpkin: 'тиквеник',
    chamomile: 'лайка', fresh: 'фреш', pistachio: 'шамфъстък', almonds: 'бадеми', almond: 'бадеми',
    whipped: 'бита сметана', jam: 'конфитюр', sprinkles: 'пръчици', velvet: 'кадифе',
    fruit: 'плодове', fruits: 'плодове', forest: 'шварцвалд',
  },
  de: {
    früchten: 'плодове', früchte: 'плодове', obst: 'плодове', torte: 'торта', ganze: 'цяла',
    ganz: 'цяла', eis: 'сладолед', kugel: 'топка', kugeln: 'топка', waffel: 'гофрета',
    hörnchen: 'фунийка', pfannkuchen: 'палачинка', crêpe: 'палачинка', crepe: 'палачинка',
    croissant: 'кроасан', schokocroissant: 'кроасан с шоколад', eclair: 'еклер', omelett: 'омлет',
    gemüse: 'зеленчуков', spinat: 'спанак', kürbis: 'тиквеник', kamille: 'лайка', karotte: 'морков',
    pistazie: 'шамфъстък', pistazien: 'шамфъстък', sahne: 'бита сметана', marmelade: 'конфитюр',
    schwarzwälder: 'шварцвалд', schokoladeneis: 'сладолед шоколад', vanilleeis: 'сладолед ванилия',
    erdbeereis: 'сладолед ягода',
  },
  pl: {
    owocami: 'плодове', owoce: 'плодове', tort: 'торта', tortu: 'торта', cały: 'цяла',
    lody: 'сладолед', gałka: 'топка', gałki: 'топка', gałek: 'топка', rożek: 'фунийка',
    rożku: 'фунийка', gofr: 'гофрета', gofry: 'гофрета', croissant: 'кроасан', ekler: 'еклер',
    eklerki: 'еклер', omlet: 'омлет', warzywny: 'зеленчуков', szynką: 'шунка', szpinak: 'спанак',
    dynia: 'тиквеник', mięta: 'мента', rumianek: 'лайка', jabłko: 'ябълка',
    marchewkowy: 'морковена', pistacjowe: 'шамфъстък', pistacja: 'шамфъстък', śmietaną: 'сметана',
    dżem: 'конфитюр', dżemem: 'конфитюр', pianki: 'маршмелоу', piankami: 'маршмелоу',
    sernika: 'чийзкейк', czekoladowe: 'шоколад',
  },
  ro: {
    fructe: 'плодове', tortul: 'торта', întreg: 'цяла', înghețată: 'сладолед',
    inghetata: 'сладолед', bile: 'топка', bilă: 'топка', cornet: 'фунийка', clătite: 'палачинка',
    clatite: 'палачинка', gofră: 'гофрета', vafă: 'гофрета', croissant: 'кроасан',
    croasant: 'кроасан', ecler: 'еклер', omletă: 'омлет', omleta: 'омлет', legume: 'зеленчуков',
    spanac: 'спанак', dovleac: 'тиквеник', mentă: 'мента', mușețel: 'лайка', mere: 'ябълка',
    morcovi: 'морков', fistic: 'шамфъстък', frisca: 'бита сметана', gem: 'конфитюр',
    dulceață: 'конфитюр',
  },
  uk: {
    фруктами: 'плодове', фрукти: 'плодове', цілий: 'цяла', морозиво: 'сладолед', кулька: 'топка',
    кульки: 'топка', кульок: 'топка', ріжок: 'фунийка', ріжку: 'фунийка', млинців: 'палачинка',
    вафля: 'гофрета', вафлі: 'гофрета', еклер: 'еклер', омлет: 'омлет', овочевий: 'зеленчуков',
    шпинат: 'спанак', гарбуз: 'тиквеник', чай: 'чай', мʼята: 'мента', ромашка: 'лайка',
    фісташкове: 'шамфъстък', фісташка: 'шамфъстък', горіхів: 'орехи', вершки: 'бита сметана',
    мед: 'мед', медом: 'мед', джем: 'конфитюр', джемом: 'конфитюр', полуничне: 'ягода',
    ванільне: 'ванилия', шоколадне: 'шоколад',
  },
};
