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
    cake: 'торта', cakes: 'торта', slice: 'парче', piece: 'парче', whole: 'цяла', ice: 'сладолед',
    icecream: 'сладолед', scoop: 'топка', scoops: 'топка', cone: 'фунийка', pancake: 'палачинка',
    pancakes: 'палачинка', crepe: 'палачинка', crepes: 'палачинка', crêpe: 'палачинка', waffle: 'гофрета',
    waffles: 'гофрета', croissant: 'кроасан', croissants: 'кроасан', eclair: 'еклер', eclairs: 'еклер',
    éclair: 'еклер', macaron: 'макарони', macarons: 'макарони', omelette: 'омлет', omelet: 'омлет',
    vegetable: 'зеленчуков', veggie: 'зеленчуков', sandwich: 'сандвич', toast: 'тост', turkey: 'пуешко',
    ham: 'шунка', spinach: 'спанак', pumpkin: 'тиквеник', tea: 'чай', mint: 'мента', chamomile: 'лайка',
    juice: 'фреш', fresh: 'фреш', apple: 'ябълка', carrot: 'морков', pistachio: 'шамфъстък',
    nuts: 'орехи', walnuts: 'орехи', almonds: 'бадеми', almond: 'бадеми', whipped: 'бита сметана',
    honey: 'мед', jam: 'конфитюр', sprinkles: 'пръчици', marshmallow: 'маршмелоу',
    marshmallows: 'маршмелоу', velvet: 'кадифе', fruit: 'плодове', fruits: 'плодове', forest: 'шварцвалд', yogurt: 'кисело мляко',
  },
  de: {
    früchten: 'плодове', früchte: 'плодове', obst: 'плодове', torte: 'торта', kuchen: 'торта', stück: 'парче', ganze: 'цяла', ganz: 'цяла', eis: 'сладолед',
    kugel: 'топка', kugeln: 'топка', waffel: 'гофрета', hörnchen: 'фунийка', pfannkuchen: 'палачинка',
    crêpe: 'палачинка', crepe: 'палачинка', palatschinke: 'палачинка', croissant: 'кроасан',
    schokocroissant: 'кроасан с шоколад', eclair: 'еклер', omelett: 'омлет', gemüse: 'зеленчуков',
    schinken: 'шунка', spinat: 'спанак', kürbis: 'тиквеник', tee: 'чай', minze: 'мента', kamille: 'лайка',
    saft: 'фреш', orangensaft: 'фреш портокал', apfel: 'ябълка', karotte: 'морков', pistazie: 'шамфъстък',
    pistazien: 'шамфъстък', nüsse: 'орехи', sahne: 'бита сметана', schlagsahne: 'бита сметана',
    honig: 'мед', marmelade: 'конфитюр', schwarzwälder: 'шварцвалд', schokoladeneis: 'сладолед шоколад',
    vanilleeis: 'сладолед ванилия', erdbeereis: 'сладолед ягода',
  },
  pl: {
    owocami: 'плодове', owoce: 'плодове', tort: 'торта', tortu: 'торта', ciasto: 'торта', kawałek: 'парче', cały: 'цяла', lody: 'сладолед',
    gałka: 'топка', gałki: 'топка', gałek: 'топка', rożek: 'фунийка', rożku: 'фунийка',
    naleśnik: 'палачинка', naleśniki: 'палачинка', gofr: 'гофрета', gofry: 'гофрета', rogalik: 'кроасан',
    croissant: 'кроасан', ekler: 'еклер', eklerki: 'еклер', omlet: 'омлет', warzywny: 'зеленчуков',
    szynka: 'шунка', szynką: 'шунка', szpinak: 'спанак', dynia: 'тиквеник', herbata: 'чай', mięta: 'мента',
    rumianek: 'лайка', sok: 'фреш', pomarańczowy: 'портокал', jabłko: 'ябълка', marchewkowy: 'морковена',
    pistacjowe: 'шамфъстък', pistacja: 'шамфъстък', orzechy: 'орехи', orzechów: 'орехи',
    bitą: 'бита', śmietaną: 'сметана', miód: 'мед', miodem: 'мед', dżem: 'конфитюр', dżemem: 'конфитюр',
    pianki: 'маршмелоу', piankami: 'маршмелоу', sernik: 'чийзкейк', sernika: 'чийзкейк',
    czekoladowe: 'шоколад', czekoladowy: 'шоколад', gorąca: 'горещ',
  },
  ro: {
    fructe: 'плодове', tort: 'торта', tortul: 'торта', prăjitură: 'торта', felie: 'парче', întreg: 'цяла', înghețată: 'сладолед',
    inghetata: 'сладолед', bile: 'топка', bilă: 'топка', cornet: 'фунийка', clătită: 'палачинка',
    clătite: 'палачинка', clatite: 'палачинка', gofră: 'гофрета', vafă: 'гофрета', croissant: 'кроасан',
    croasant: 'кроасан', ecler: 'еклер', omletă: 'омлет', omleta: 'омлет', legume: 'зеленчуков',
    șuncă: 'шунка', sunca: 'шунка', spanac: 'спанак', dovleac: 'тиквеник', ceai: 'чай', mentă: 'мента',
    mușețel: 'лайка', suc: 'фреш', portocale: 'портокал', mere: 'ябълка', morcovi: 'морков',
    fistic: 'шамфъстък', nuci: 'орехи', frișcă: 'бита сметана', frisca: 'бита сметана', miere: 'мед',
    gem: 'конфитюр', dulceață: 'конфитюр', căpșuni: 'ягода',
  },
  uk: {
    фруктами: 'плодове', фрукти: 'плодове', торт: 'торта', шматок: 'парче', цілий: 'цяла', морозиво: 'сладолед', кулька: 'топка', кульки: 'топка',
    кульок: 'топка', ріжок: 'фунийка', ріжку: 'фунийка', млинець: 'палачинка', млинці: 'палачинка',
    млинців: 'палачинка', вафля: 'гофрета', вафлі: 'гофрета', круасан: 'кроасан', еклер: 'еклер',
    омлет: 'омлет', овочевий: 'зеленчуков', шинка: 'шунка', шпинат: 'спанак', гарбуз: 'тиквеник',
    чай: 'чай', мʼята: 'мента', ромашка: 'лайка', сік: 'фреш', апельсиновий: 'портокал', фісташкове: 'шамфъстък',
    фісташка: 'шамфъстък', горіхи: 'орехи', горіхів: 'орехи', вершки: 'бита сметана', мед: 'мед',
    медом: 'мед', джем: 'конфитюр', джемом: 'конфитюр', полуничне: 'ягода', ванільне: 'ванилия',
    шоколадне: 'шоколад',
  },
};
