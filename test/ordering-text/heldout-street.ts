import { type CafePhrase, l, p, x } from './heldout-cafe-format.ts';

/**
 * Held-out phrases for the street-food sandbox menu (src/sandbox/menu/street-menu.ts, issue 35's
 * fifth menu), written before their writer read the parser, its word tables, its corpus or any
 * other held-out phrase file. Each phrase says what a person behind the counter would put in the
 * cart: `none` for a message that is no order (a question, a complaint, a greeting), `ask` where
 * that person would ask back (a bare "бургер" on a menu of eight burgers), or the cart lines by
 * the menu's names. A line without a variant leaves the size to the proposal (the dish has one
 * size, or the message names none); removals are the ingredient's menu name (the onion of a beef
 * döner is its "Червен лук"), extras the extra's menu name. Languages: Bulgarian in Cyrillic, in
 * Latin-letter chat forms (q/ya, c/ts, 4/ch, 6/sh, w/v, j/ж, sht/6t), English, German, Ukrainian,
 * Polish and Romanian, with typos, quantities in words and several lines per message.
 */

const S = 'Единичен';
const D = 'Двоен';
const XL = 'XL 500 г';
const REG = 'Стандартен 350 г';
const SMALL = 'Малки 100 г';
const MED = 'Средни 150 г';
const LARGE = 'Големи 200 г';
const ML330 = '330 мл';
const ML500 = '500 мл';
const L1 = '1 л';
const M330 = 'С напитка 330 мл';
const M500 = 'С напитка 500 мл';
const SHAKE_S = 'Малък 300 мл';
const SHAKE_L = 'Голям 500 мл';

/** Bulgarian in Cyrillic. */
const BG: CafePhrase[] = [
  p('Класик бургер', 'bg', [l('Класик бургер')]),
  p('един двоен класик бургер без лук', 'bg', [l('Класик бургер', 1, D, ['Лук'])]),
  p('2 чийзбургера', 'bg', [l('Чийзбургер', 2)]),
  p('два двойни чийзбургера без кисели краставички', 'bg', [
    l('Чийзбургер', 2, D, ['Кисели краставички']),
  ]),
  p('бекон бургер двоен с яйце', 'bg', [x('Бекон бургер', 1, D, 'Пържено яйце')]),
  p('чикън бургер без майонеза', 'bg', [l('Чикън бургер', 1, undefined, ['Майонеза'])]),
  p('лют бургер с допълнително халапеньо', 'bg', [x('Лют бургер', 1, undefined, 'Халапеньо')]),
  p('веджи бургер и едни средни картофки', 'bg', [l('Веджи бургер'), l('Пържени картофи', 1, MED)]),
  p('смаш бургер двоен, с бекон и без сос', 'bg', [
    l('Смаш бургер', 1, D, ['Бургер сос'], ['Бекон']),
  ]),
  p('класик бургер с повече чедър', 'bg', [x('Класик бургер', 1, undefined, 'Допълнително чедър')]),
  p('единичен бекон бургер без барбекю сос', 'bg', [l('Бекон бургер', 1, S, ['Барбекю сос'])]),
  p('класик бургер с двойно кюфте', 'bg', [l('Класик бургер', 1, D)]),
  p('един бургер', 'bg', 'ask'),
  p('3 бургера моля', 'bg', 'ask'),
  p('дюнер пилешко', 'bg', [l('Дюнер пилешко')]),
  p('пилешки дюнер XL', 'bg', [l('Дюнер пилешко', 1, XL)]),
  p('2 телешки дюнера без лук', 'bg', [l('Дюнер телешко', 2, undefined, ['Червен лук'])]),
  p('голям телешки дюнер с кашкавал', 'bg', [x('Дюнер телешко', 1, XL, 'Кашкавал')]),
  p('пилешки дюнер с повече месо и картофки вътре', 'bg', [
    x('Дюнер пилешко', 1, undefined, 'Допълнително месо', 'Картофки вътре'),
  ]),
  p('дюрюм пилешко стандартен без зеле', 'bg', [l('Дюрюм пилешко', 1, REG, ['Зеле'])]),
  p('телешки дюрюм XL лют', 'bg', [x('Дюрюм телешко', 1, XL, 'Лют сос')]),
  p('3 дюнера', 'bg', 'ask'),
  p('един дюнер', 'bg', 'ask'),
  p('дюнер в чиния пилешко', 'bg', [l('Дюнер в чиния пилешко')]),
  p('телешки дюнер в чиния без чеснов сос', 'bg', [
    l('Дюнер в чиния телешко', 1, undefined, ['Чеснов сос']),
  ]),
  p('фалафел дюрюм', 'bg', [l('Фалафел дюрюм')]),
  p('чикън врап и цезар врап', 'bg', [l('Чикън врап'), l('Цезар врап')]),
  p('лют врап без червен лук', 'bg', [l('Лют врап', 1, undefined, ['Червен лук'])]),
  p('един врап', 'bg', 'ask'),
  p('два хот-дога класик', 'bg', [l('Хот-дог класик', 2)]),
  p('хотдог с пържен лук без горчица', 'bg', [
    l('Хот-дог с пържен лук', 1, undefined, ['Горчица']),
  ]),
  p('хот-дог', 'bg', 'ask'),
  p('големи пържени картофи', 'bg', [l('Пържени картофи', 1, LARGE)]),
  p('малки картофки със сирене', 'bg', [l('Картофки със сирене', 1, SMALL)]),
  p('пържени картофи средни с чедър сос', 'bg', [x('Пържени картофи', 1, MED, 'Сирене сос чедър')]),
  p('картофки с чедър и бекон големи', 'bg', [l('Картофки с чедър и бекон', 1, LARGE)]),
  p('картофи по селски малки', 'bg', [l('Картофи по селски', 1, SMALL)]),
  p('9 нъгетса', 'bg', [l('Чикън нъгетс', 1, '9 бр.')]),
  p('чикън нъгетс 12 бр. с барбекю сос', 'bg', [x('Чикън нъгетс', 1, '12 бр.', 'Барбекю сос')]),
  p('две порции нъгетс по 6', 'bg', [l('Чикън нъгетс', 2, '6 бр.')]),
  p('моцарела стикс 6 бр', 'bg', [l('Моцарела стикс', 1, '6 бр.')]),
  p('лучени кръгчета 12 броя', 'bg', [l('Лучени кръгчета', 1, '12 бр.')]),
  p('пилешки крилца 9', 'bg', [l('Пилешки крилца', 1, '9 бр.')]),
  p('салата цезар с пилешко', 'bg', [x('Салата Цезар', 1, undefined, 'Пилешко филе на скара')]),
  p('овчарска салата без яйце', 'bg', [l('Овчарска салата', 1, undefined, ['Яйце'])]),
  p('една салата', 'bg', 'ask'),
  p('чеснов сос и лют сос', 'bg', [l('Чеснов сос'), l('Лют сос')]),
  p('2 кетчупа и една майонеза', 'bg', [l('Сос Кетчуп', 2), l('Сос Майонеза')]),
  p('меню класик бургер с голяма напитка', 'bg', [l('Меню Класик бургер', 1, M500)]),
  p('меню дюнер с малка напитка', 'bg', [l('Меню Дюнер', 1, M330)]),
  p('две менюта нъгетс', 'bg', [l('Меню Нъгетс', 2)]),
  p('детско меню', 'bg', [l('Детско меню')]),
  p('милкшейк шоколад голям', 'bg', [l('Милкшейк шоколад', 1, SHAKE_L)]),
  p('малък ягодов милкшейк със сметана', 'bg', [
    x('Милкшейк ягода', 1, SHAKE_S, 'Сметана шантийи'),
  ]),
  p('един милкшейк', 'bg', 'ask'),
  p('кола 500', 'bg', [l('Кока-Кола', 1, ML500)]),
  p('2 коли по 330 мл', 'bg', [l('Кока-Кола', 2, ML330)]),
  p('кока кола зеро 1 литър', 'bg', [l('Кока-Кола Зеро', 1, L1)]),
  p('фанта литър', 'bg', [l('Фанта портокал', 1, L1)]),
  p('спрайт и вода', 'bg', [l('Спрайт'), l('Минерална вода')]),
  p('айрян', 'bg', [l('Айрян')]),
  p('студен чай праскова 500', 'bg', [l('Студен чай праскова', 1, ML500)]),
  p('ред бул', 'bg', [l('Ред Бул')]),
  p('една баница', 'bg', [l('Баница със сирене')]),
  p('две баници и айрян', 'bg', [l('Баница със сирене', 2), l('Айрян')]),
  p('кифла с шоколад', 'bg', [l('Кифла с шоколад')]),
  p('кифла', 'bg', 'ask'),
  p('пица парче маргарита и парче с колбас', 'bg', [
    l('Пица парче Маргарита'),
    l('Пица парче с колбас'),
  ]),
  p('3 парчета пица с шунка', 'bg', [l('Пица парче с шунка', 3)]),
  p('парче пица', 'bg', 'ask'),
  p('милинка', 'bg', [l('Милинка')]),
  p('Искам:\n2 двойни чийзбургера\n1 големи картофи\n2 коли 500', 'bg', [
    l('Чийзбургер', 2, D),
    l('Пържени картофи', 1, LARGE),
    l('Кока-Кола', 2, ML500),
  ]),
  p('пилешки дюнер XL без лук, телешки дюрюм и фанта 330', 'bg', [
    l('Дюнер пилешко', 1, XL, ['Лук']),
    l('Дюрюм телешко'),
    l('Фанта портокал', 1, ML330),
  ]),
  p('чийзбургер, нъгетс 6 бр и ванилов шейк', 'bg', [
    l('Чийзбургер'),
    l('Чикън нъгетс', 1, '6 бр.'),
    l('Милкшейк ванилия'),
  ]),
  p('четири баници със сирене', 'bg', [l('Баница със сирене', 4)]),
  p('пет коли по 330', 'bg', [l('Кока-Кола', 5, ML330)]),
  // typos
  p('чизбургер двоен', 'bg', [l('Чийзбургер', 1, D)]),
  p('дюнр пилешко хл', 'bg', [l('Дюнер пилешко', 1, XL)]),
  p('бекон бургур', 'bg', [l('Бекон бургер')]),
  p('нъгетси 9', 'bg', [l('Чикън нъгетс', 1, '9 бр.')]),
  p('милкшеик карамел', 'bg', [l('Милкшейк солен карамел')]),
  p('фаната', 'bg', [l('Фанта портокал')]),
  // non-orders
  p('колко струва дюнер XL?', 'bg', 'none'),
  p('колко е меню класик бургер', 'bg', 'none'),
  p('има ли в чийзбургера свинско?', 'bg', 'none'),
  p('халал ли е месото на дюнера?', 'bg', 'none'),
  p('вчера дюнерът беше студен', 'bg', 'none'),
  p('картофите пристигнаха меки и студени, не е ок', 'bg', 'none'),
  p('до колко часа работите?', 'bg', 'none'),
  p('доставяте ли до Младост 4?', 'bg', 'none'),
  p('здравейте', 'bg', 'none'),
  p('благодаря, беше много вкусно!', 'bg', 'none'),
  p('какви сосове имате?', 'bg', 'none'),
  p('веджи бургера веган ли е?', 'bg', 'none'),
  p('поръчката ми още не е дошла', 'bg', 'none'),
  p('искам да откажа поръчката', 'bg', 'none'),
  p('колко калории има в големите картофи?', 'bg', 'none'),
  p('защо ми сложихте лук, като писах без лук', 'bg', 'none'),
  p('има ли глутен в хлебчето на бургера?', 'bg', 'none'),
  p('приемате ли карти', 'bg', 'none'),
  p('ок', 'bg', 'none'),
];

/** Bulgarian in Latin letters, as typed in chats. */
const LAT: CafePhrase[] = [
  p('klasik burger dvoen bez luk', 'lat', [l('Класик бургер', 1, D, ['Лук'])]),
  p('2 4iizburgera', 'lat', [l('Чийзбургер', 2)]),
  p('chiyzburger bez kiseli krastavi4ki', 'lat', [
    l('Чийзбургер', 1, undefined, ['Кисели краставички']),
  ]),
  p('bekon burger s qice', 'lat', [x('Бекон бургер', 1, undefined, 'Пържено яйце')]),
  p('duner pileshko XL s kashkaval', 'lat', [x('Дюнер пилешко', 1, XL, 'Кашкавал')]),
  p('dyuner teleshko bez luk', 'lat', [l('Дюнер телешко', 1, undefined, ['Червен лук'])]),
  p('diuner pile6ko golqm', 'lat', [l('Дюнер пилешко', 1, XL)]),
  p('durum teleshko standarten', 'lat', [l('Дюрюм телешко', 1, REG)]),
  p('djurjum pileshko s poveche meso', 'lat', [
    x('Дюрюм пилешко', 1, undefined, 'Допълнително месо'),
  ]),
  p('dva duneri', 'lat', 'ask'),
  p('edin burger', 'lat', 'ask'),
  p('golemi parjeni kartofi', 'lat', [l('Пържени картофи', 1, LARGE)]),
  p('kartofki sas sirene sredni', 'lat', [l('Картофки със сирене', 1, MED)]),
  p('kartofki s 4edar i bekon malki', 'lat', [l('Картофки с чедър и бекон', 1, SMALL)]),
  p('nugets 12', 'lat', [l('Чикън нъгетс', 1, '12 бр.')]),
  p('4ikan nugets 9 br', 'lat', [l('Чикън нъгетс', 1, '9 бр.')]),
  p('hot dog klasik', 'lat', [l('Хот-дог класик')]),
  p('hotdog s parjen luk', 'lat', [l('Хот-дог с пържен лук')]),
  p('ciezar wrap', 'lat', [l('Цезар врап')]),
  p('cezar salata', 'lat', [l('Салата Цезар')]),
  p('ov4arska salata bez qice', 'lat', [l('Овчарска салата', 1, undefined, ['Яйце'])]),
  p('menu klasik burger s golqma napitka', 'lat', [l('Меню Класик бургер', 1, M500)]),
  p('menu duner', 'lat', [l('Меню Дюнер')]),
  p('milkshake qgoda goliam', 'lat', [l('Милкшейк ягода', 1, SHAKE_L)]),
  p('shejk shokolad malak', 'lat', [l('Милкшейк шоколад', 1, SHAKE_S)]),
  p('kola 500ml', 'lat', [l('Кока-Кола', 1, ML500)]),
  p('2 koli zero po 330', 'lat', [l('Кока-Кола Зеро', 2, ML330)]),
  p('airqn i banica', 'lat', [l('Айрян'), l('Баница със сирене')]),
  p('banica sas sirene x2', 'lat', [l('Баница със сирене', 2)]),
  p('kifla s 6okolad', 'lat', [l('Кифла с шоколад')]),
  p('pica par4e margarita', 'lat', [l('Пица парче Маргарита')]),
  p('pica parche s kolbas i sprite', 'lat', [l('Пица парче с колбас'), l('Спрайт')]),
  p('luten burger dvoen', 'lat', [l('Лют бургер', 1, D)]),
  p('smash burger s bekon', 'lat', [x('Смаш бургер', 1, undefined, 'Бекон')]),
  p('4eesnov sos i barbekju sos', 'lat', [l('Чеснов сос'), l('Барбекю сос')]),
  p('dve fanti po 1 litar', 'lat', [l('Фанта портокал', 2, L1)]),
  p('veggie burger bez domat', 'lat', [l('Веджи бургер', 1, undefined, ['Домат'])]),
  p('krilca 6', 'lat', [l('Пилешки крилца', 1, '6 бр.')]),
  p('kolko struva dunera XL?', 'lat', 'none'),
  p('ima li svinsko v burgerite', 'lat', 'none'),
  p('v4era kartofite bqha studeni', 'lat', 'none'),
  p('zdrasti, rabotite li dnes?', 'lat', 'none'),
  p('kolko vreme 6te otneme dostavkata', 'lat', 'none'),
  p('mersi, vsi4ko beshe top', 'lat', 'none'),
  p('imate li halal meso?', 'lat', 'none'),
  p('kolko struva menu nugets', 'lat', 'none'),
  p('porachkata zakasnqva s 40 min', 'lat', 'none'),
];

/** English. */
const EN: CafePhrase[] = [
  p('a classic burger', 'en', [l('Класик бургер')]),
  p('double cheeseburger no pickles', 'en', [l('Чийзбургер', 1, D, ['Кисели краставички'])]),
  p('two bacon burgers with extra cheese', 'en', [
    x('Бекон бургер', 2, undefined, 'Допълнително чедър'),
  ]),
  p('chicken burger without mayo', 'en', [l('Чикън бургер', 1, undefined, ['Майонеза'])]),
  p('spicy burger double with jalapenos', 'en', [x('Лют бургер', 1, D, 'Халапеньо')]),
  p('egg burger no onion', 'en', 'ask'),
  p('veggie burger', 'en', [l('Веджи бургер')]),
  p('single smash burger with an egg', 'en', [x('Смаш бургер', 1, S, 'Пържено яйце')]),
  p('smash burger double, no sauce', 'en', [l('Смаш бургер', 1, D, ['Бургер сос'])]),
  p('a burger', 'en', 'ask'),
  p('large chicken doner', 'en', [l('Дюнер пилешко', 1, XL)]),
  p('beef doner XL with extra meat', 'en', [x('Дюнер телешко', 1, XL, 'Допълнително месо')]),
  p('chicken durum no cabbage', 'en', [l('Дюрюм пилешко', 1, undefined, ['Зеле'])]),
  p('a beef dürüm, regular, spicy', 'en', [x('Дюрюм телешко', 1, REG, 'Лют сос')]),
  p('3 doners', 'en', 'ask'),
  p('a wrap', 'en', 'ask'),
  p('chicken wrap and caesar wrap', 'en', [l('Чикън врап'), l('Цезар врап')]),
  p('falafel wrap', 'en', [l('Фалафел дюрюм')]),
  p('doner box chicken', 'en', [l('Дюнер в чиния пилешко')]),
  p('2 hot dogs with fried onions', 'en', [l('Хот-дог с пържен лук', 2)]),
  p('hot dog with cheddar and bacon', 'en', [l('Хот-дог с чедър и бекон')]),
  p('large fries', 'en', [l('Пържени картофи', 1, LARGE)]),
  p('medium fries with cheese sauce', 'en', [x('Пържени картофи', 1, MED, 'Сирене сос чедър')]),
  p('small wedges', 'en', [l('Картофи по селски', 1, SMALL)]),
  p('cheese bacon fries large', 'en', [l('Картофки с чедър и бекон', 1, LARGE)]),
  p('9 nuggets', 'en', [l('Чикън нъгетс', 1, '9 бр.')]),
  p('twelve chicken nuggets with bbq sauce', 'en', [x('Чикън нъгетс', 1, '12 бр.', 'Барбекю сос')]),
  p('6 mozzarella sticks', 'en', [l('Моцарела стикс', 1, '6 бр.')]),
  p('onion rings 8 pcs', 'en', [l('Лучени кръгчета', 1, '8 бр.')]),
  p('12 wings', 'en', [l('Пилешки крилца', 1, '12 бр.')]),
  p('caesar salad with chicken', 'en', [x('Салата Цезар', 1, undefined, 'Пилешко филе на скара')]),
  p('a salad', 'en', 'ask'),
  p('garlic sauce x2', 'en', [l('Чеснов сос', 2)]),
  p('classic burger meal with a large drink', 'en', [l('Меню Класик бургер', 1, M500)]),
  p('nuggets meal', 'en', [l('Меню Нъгетс')]),
  p('kids menu', 'en', [l('Детско меню')]),
  p('large chocolate milkshake', 'en', [l('Милкшейк шоколад', 1, SHAKE_L)]),
  p('small vanilla shake with whipped cream', 'en', [
    x('Милкшейк ванилия', 1, SHAKE_S, 'Сметана шантийи'),
  ]),
  p('salted caramel shake', 'en', [l('Милкшейк солен карамел')]),
  p('a shake', 'en', 'ask'),
  p('coke 500ml', 'en', [l('Кока-Кола', 1, ML500)]),
  p('two diet cokes', 'en', [l('Кока-Кола Зеро', 2)]),
  p('1 litre fanta', 'en', [l('Фанта портокал', 1, L1)]),
  p('peach iced tea', 'en', [l('Студен чай праскова')]),
  p('still water', 'en', [l('Минерална вода')]),
  p('a cheese banitsa and a chocolate croissant', 'en', [
    l('Баница със сирене'),
    l('Кифла с шоколад'),
  ]),
  p('slice of margherita pizza', 'en', [l('Пица парче Маргарита')]),
  p('2 slices of ham pizza', 'en', [l('Пица парче с шунка', 2)]),
  p('a slice of pizza', 'en', 'ask'),
  p('1 double classic burger no onion\n1 large fries\n1 coke 330', 'en', [
    l('Класик бургер', 1, D, ['Лук']),
    l('Пържени картофи', 1, LARGE),
    l('Кока-Кола', 1, ML330),
  ]),
  p('three cheeseburgers, two sprites and one ayran', 'en', [
    l('Чийзбургер', 3),
    l('Спрайт', 2),
    l('Айрян'),
  ]),
  // typos
  p('cheesburger', 'en', [l('Чийзбургер')]),
  p('chiken nugets 6', 'en', [l('Чикън нъгетс', 1, '6 бр.')]),
  p('doner chiken xl', 'en', [l('Дюнер пилешко', 1, XL)]),
  // non-orders
  p('is the burger halal?', 'en', 'none'),
  p('how much is the large doner?', 'en', 'none'),
  p('do you have vegan options?', 'en', 'none'),
  p('does the caesar wrap contain fish?', 'en', 'none'),
  p('my fries were cold yesterday', 'en', 'none'),
  p('what time do you close', 'en', 'none'),
  p('hi, can I pay by card?', 'en', 'none'),
  p('thanks!', 'en', 'none'),
  p('can I change my order?', 'en', 'none'),
  p('where is my order', 'en', 'none'),
  p('are the fries vegan?', 'en', 'none'),
  p('what comes in the kids menu?', 'en', 'none'),
];

/** German. */
const DE: CafePhrase[] = [
  p('Döner Hähnchen groß', 'de', [l('Дюнер пилешко', 1, XL)]),
  p('einen Dürüm Rind ohne Zwiebeln', 'de', [l('Дюрюм телешко', 1, undefined, ['Червен лук'])]),
  p('zwei Cheeseburger doppelt', 'de', [l('Чийзбургер', 2, D)]),
  p('Pommes groß mit Käsesoße', 'de', [x('Пържени картофи', 1, LARGE, 'Сирене сос чедър')]),
  p('Chicken Nuggets 9 Stück', 'de', [l('Чикън нъгетс', 1, '9 бр.')]),
  p('Bacon Burger mit Ei', 'de', [x('Бекон бургер', 1, undefined, 'Пържено яйце')]),
  p('eine Cola Zero 0,5', 'de', [l('Кока-Кола Зеро', 1, ML500)]),
  p('Erdbeer Milchshake klein', 'de', [l('Милкшейк ягода', 1, SHAKE_S)]),
  p('einen Döner bitte', 'de', 'ask'),
  p('ist das Fleisch halal?', 'de', 'none'),
  p('wie viel kostet der Dürüm?', 'de', 'none'),
  p('der Döner gestern war kalt', 'de', 'none'),
  p('Habt ihr vegetarische Burger?', 'de', 'none'),
  p('danke schön', 'de', 'none'),
];

/** Ukrainian. */
const UK: CafePhrase[] = [
  p('шаурма з куркою велика', 'uk', [l('Дюнер пилешко', 1, XL)]),
  p('два чізбургери', 'uk', [l('Чийзбургер', 2)]),
  p('класичний бургер подвійний без цибулі', 'uk', [l('Класик бургер', 1, D, ['Лук'])]),
  p('картопля фрі велика', 'uk', [l('Пържени картофи', 1, LARGE)]),
  p('нагетси 12 штук', 'uk', [l('Чикън нъгетс', 1, '12 бр.')]),
  p('кола 0,5 і баниця', 'uk', [l('Кока-Кола', 1, ML500), l('Баница със сирене')]),
  p('мілкшейк шоколадний', 'uk', [l('Милкшейк шоколад')]),
  p('один бургер', 'uk', 'ask'),
  p('скільки коштує дюнер?', 'uk', 'none'),
  p('чи є у вас доставка в центр?', 'uk', 'none'),
  p('вчора бургер був холодний', 'uk', 'none'),
  p('дякую, все було смачно', 'uk', 'none'),
];

/** Polish. */
const PL: CafePhrase[] = [
  p('kebab z kurczakiem duży', 'pl', [l('Дюнер пилешко', 1, XL)]),
  p('dürüm z wołowiną bez cebuli', 'pl', [l('Дюрюм телешко', 1, undefined, ['Червен лук'])]),
  p('podwójny cheeseburger', 'pl', [l('Чийзбургер', 1, D)]),
  p('frytki średnie', 'pl', [l('Пържени картофи', 1, MED)]),
  p('dwa hot dogi klasyczne', 'pl', [l('Хот-дог класик', 2)]),
  p('nuggetsy 6 sztuk i sprite', 'pl', [l('Чикън нъгетс', 1, '6 бр.'), l('Спрайт')]),
  p('shake waniliowy duży', 'pl', [l('Милкшейк ванилия', 1, SHAKE_L)]),
  p('jeden kebab', 'pl', 'ask'),
  p('ile kosztuje zestaw z burgerem?', 'pl', 'none'),
  p('czy burger wege jest wegański?', 'pl', 'none'),
  p('wczoraj frytki były zimne', 'pl', 'none'),
  p('dziękuję, było pyszne', 'pl', 'none'),
];

/** Romanian. */
const RO: CafePhrase[] = [
  p('un burger clasic dublu fără ceapă', 'ro', [l('Класик бургер', 1, D, ['Лук'])]),
  p('doi cheeseburgeri', 'ro', [l('Чийзбургер', 2)]),
  p('cartofi prăjiți mari', 'ro', [l('Пържени картофи', 1, LARGE)]),
  p('doner de pui XL', 'ro', [l('Дюнер пилешко', 1, XL)]),
  p('nuggets 9 bucăți cu sos de usturoi', 'ro', [x('Чикън нъгетс', 1, '9 бр.', 'Чеснов сос')]),
  p('o cola de 1 litru', 'ro', [l('Кока-Кола', 1, L1)]),
  p('milkshake de căpșuni', 'ro', [l('Милкшейк ягода')]),
  p('un wrap', 'ro', 'ask'),
  p('cât costă meniul cu nuggets?', 'ro', 'none'),
  p('carnea este halal?', 'ro', 'none'),
  p('ieri cartofii au fost reci', 'ro', 'none'),
  p('mulțumesc frumos', 'ro', 'none'),
];

/** All held-out street-food phrases. */
export const HELDOUT_STREET: readonly CafePhrase[] = [
  ...BG,
  ...LAT,
  ...EN,
  ...DE,
  ...UK,
  ...PL,
  ...RO,
];
