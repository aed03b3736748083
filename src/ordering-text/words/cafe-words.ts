/**
 * Everyday words for drinks, breakfasts and their extras, per language, each with the Bulgarian
 * menu word it means (issue 35, tuned on the café): "oat milk" finds "Овесено мляко", "hot
 * chocolate" "Горещ шоколад", "Hafermilch" the same oat milk. The same kind of data as each
 * language's `food` table, kept in one table of its own so the tables of other menus merge
 * cleanly; a word already in a language's `food` keeps that meaning. Like every word table it
 * only ever finds what the menu has.
 */
// biome-ignore format: a table, one language a block
export const CAFE_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  bg: {},
  en: {
    coffee: 'кафе', espresso: 'еспресо', shot: 'еспресо', milk: 'мляко', oat: 'овесено',
    almond: 'бадем', almonds: 'бадем', soy: 'соево', soya: 'соево', coconut: 'кокосово',
    'lactose-free': 'безлактозно', decaf: 'безкофеиново', decaffeinated: 'безкофеиново',
    syrup: 'сироп', vanilla: 'ванилия', caramel: 'карамел', hazelnut: 'лешник',
    cinnamon: 'канела', honey: 'мед', lemon: 'лимон', whipped: 'бита', cream: 'сметана',
    marshmallow: 'маршмелоу', marshmallows: 'маршмелоу', mayo: 'майонеза',
    mayonnaise: 'майонеза', hot: 'горещ', chocolate: 'шоколад', orange: 'портокал',
    juice: 'фреш', smoothie: 'смути', smoothies: 'смути', lemonade: 'лимонада',
    lemonades: 'лимонада', strawberry: 'ягода', strawberries: 'ягода', green: 'зелен',
    tea: 'чай', teas: 'чай', mint: 'мента', ginger: 'джинджифил', iced: 'айс', ice: 'лед',
    water: 'вода', sparkling: 'газирана', butter: 'масло', toast: 'тост', sandwich: 'сандвич',
    omelette: 'омлет', omelet: 'омлет', salmon: 'сьомга', smoked: 'пушена', avocado: 'авокадо',
    pancakes: 'панкейкове', pancake: 'панкейкове', banana: 'банан', carrot: 'морков',
    cake: 'торта', cheesecake: 'чийзкейк', brownie: 'брауни', muffin: 'мъфин',
    blueberry: 'боровинки', blueberries: 'боровинки', apple: 'ябълка', grapefruit: 'грейпфрут',
    peanut: 'фъстъчено', sugar: 'захар', granola: 'гранола', porridge: 'овесена каша',
    oatmeal: 'овесена каша', yogurt: 'кисело мляко', yoghurt: 'кисело мляко', spinach: 'спанак',
    turkey: 'пуешко', filter: 'филтърно', protein: 'протеин', peach: 'праскова',
    mineral: 'минерална', ham: 'шунка', roll: 'руло', maple: 'кленов', salted: 'солен',
    mustard: 'горчица', pickles: 'кисели краставички', capers: 'каперси', lettuce: 'маруля',
    seeds: 'семена', chili: 'чили', flakes: 'люспи', mocha: 'мока', macchiato: 'макиато',
    brew: 'брю',
  },
  de: {
    kaffee: 'кафе', milch: 'мляко', hafermilch: 'овесено мляко', mandelmilch: 'бадемово мляко',
    sojamilch: 'соево мляко', kokosmilch: 'кокосово мляко', laktosefrei: 'безлактозно',
    laktosefreie: 'безлактозно', entkoffeiniert: 'безкофеиново', sirup: 'сироп',
    vanille: 'ванилия', karamell: 'карамел', haselnuss: 'лешник', zimt: 'канела', honig: 'мед',
    zitrone: 'лимон', sahne: 'сметана', schlagsahne: 'бита сметана', mayo: 'майонеза',
    mayonnaise: 'майонеза', heiße: 'горещ', heisse: 'горещ', heiß: 'горещ', schokolade: 'шоколад',
    orangensaft: 'фреш портокал', orange: 'портокал', saft: 'фреш', limonade: 'лимонада',
    erdbeere: 'ягода', erdbeer: 'ягода', tee: 'чай', minze: 'мента', ingwer: 'джинджифил',
    wasser: 'вода', butter: 'масло', käsekuchen: 'чийзкейк', kuchen: 'торта',
    karottenkuchen: 'морковена торта', pfannkuchen: 'панкейкове', ei: 'яйце', eier: 'яйце',
    lachs: 'сьомга', schinken: 'шунка', apfel: 'ябълка', banane: 'банан', zucker: 'захар',
    senf: 'горчица', gurken: 'кисели краставички', kapern: 'каперси', pute: 'пуешко',
  },
  pl: {
    kawa: 'кафе', kawę: 'кафе', mleko: 'мляко', mlekiem: 'мляко', mleka: 'мляко',
    owsiane: 'овесено', owsianym: 'овесено', owsianego: 'овесено', sojowe: 'соево',
    sojowym: 'соево', migdałowe: 'бадемово', migdałowym: 'бадемово', kokosowe: 'кокосово',
    kokosowym: 'кокосово', syrop: 'сироп', syropem: 'сироп', waniliowy: 'ванилия',
    waniliowym: 'ванилия', karmelowy: 'карамел', karmelowym: 'карамел', orzechowy: 'лешник',
    orzechowym: 'лешник', cynamon: 'канела', cynamonem: 'канела', miód: 'мед', miodem: 'мед',
    cytryna: 'лимон', cytryną: 'лимон', śmietana: 'сметана', bitą: 'бита', majonez: 'майонеза',
    majonezu: 'майонеза', gorąca: 'горещ', gorącą: 'горещ', czekolada: 'шоколад',
    czekoladę: 'шоколад', sok: 'фреш', pomarańczowy: 'портокал', lemoniada: 'лимонада',
    lemoniadę: 'лимонада', herbata: 'чай', herbatę: 'чай', woda: 'вода', wodę: 'вода',
    sernik: 'чийзкейк', ciasto: 'торта', pankejki: 'панкейкове', rogalik: 'кроасан',
    masło: 'масло', masłem: 'масло', klonowy: 'кленов', klonowym: 'кленов', jajko: 'яйце', łosoś: 'сьомга', szynka: 'шунка',
  },
  ro: {
    cafea: 'кафе', lapte: 'мляко', ovăz: 'овесено', soia: 'соево', migdale: 'бадем',
    cocos: 'кокосово', sirop: 'сироп', vanilie: 'ванилия', caramel: 'карамел', alune: 'лешник',
    scorțișoară: 'канела', miere: 'мед', lămâie: 'лимон', frișcă: 'бита сметана',
    maioneză: 'майонеза', ciocolată: 'шоколад', caldă: 'горещ', suc: 'фреш',
    portocale: 'портокал', limonadă: 'лимонада', ceai: 'чай', apă: 'вода', tort: 'торта',
    prăjitură: 'торта', clătite: 'панкейкове', unt: 'масло', ou: 'яйце', ouă: 'яйце',
    somon: 'сьомга', șuncă: 'шунка', arțar: 'кленов',
  },
  uk: {
    кава: 'кафе', каву: 'кафе', кави: 'кафе', молоко: 'мляко', молоці: 'мляко', молоком: 'мляко',
    вівсяне: 'овесено', вівсяному: 'овесено', вівсяним: 'овесено', соєве: 'соево',
    соєвому: 'соево', мигдальне: 'бадемово', мигдальному: 'бадемово', кокосове: 'кокосово',
    кокосовому: 'кокосово', ванільний: 'ванилия', карамельний: 'карамел', горіховий: 'лешник',
    кориця: 'канела', корицею: 'канела', вершки: 'сметана', майонез: 'майонеза',
    гарячий: 'горещ', гаряча: 'горещ', гарячу: 'горещ', сік: 'фреш', апельсиновий: 'портокал',
    апельсин: 'портокал', лимонад: 'лимонада', чізкейк: 'чийзкейк', торт: 'торта',
    млинці: 'панкейкове', круасан: 'кроасан', лосось: 'сьомга', шинка: 'шунка',
  },
};
