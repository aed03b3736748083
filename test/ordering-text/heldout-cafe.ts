import { type CafePhrase, l, p, x } from './heldout-cafe-format.ts';

/**
 * Held-out phrases for typed orders (issue 35): messages a customer could type to the specialty
 * café (src/sandbox/menu/cafe-menu.ts), with the reading a careful human would give them. Written
 * BEFORE reading the parser's code, its word tables or its corpus, while the parser was tuned on
 * the demo and sushi menus only: the café is the held-out split that heldout.test.ts measures
 * (docs/typed-orders.md "Held-out measurement"). Do not edit a reading to fit the parser's output.
 *
 * The format (heldout-cafe-format.ts) is the sushi file's, with two additions this menu needs: the
 * language `ro`, and `addons` on a line — the extras the message asks for, by their names on the
 * menu ('Овесено мляко', 'Сироп ванилия', 'Допълнително еспресо'…); absent means none. A reading
 * is `'none'` (not an order: greetings, thanks, complaints, addresses, and every question, which
 * must never become a cart), `'ask'` (a careful human could not be sure which product is meant and
 * would ask: "кафе", "2 чая", "лимонада" on a menu with several) or the cart lines: product name
 * exactly as on the menu, quantity, the variant label when the message says it ('S 250 мл' /
 * 'M 350 мл' / 'L 450 мл' for cups, 'Единично 30 мл' / 'Двойно 60 мл' for an espresso, '250 мл' /
 * '400 мл' for a fresh juice, '350 мл' / '500 мл' for a smoothie, 'Чаша 400 мл' / 'Кана 1 л' for a
 * lemonade; absent = the message does not say, any variant or a size question is right), the
 * ingredient names removed, and the extras added.
 *
 * Readings a human makes that a parser may not: "голямо"/"large"/"велике"/"mare" is the L cup;
 * "без захар" on a lemonade removes its 'Захарен сироп', on a cappuccino (which has none) it
 * changes nothing; "американо с мляко" is the extra 'Малко прясно мляко'; "без лактоза" is the
 * extra 'Безлактозно мляко'; "doppio" is the double espresso; Nutella is the 'Шоколадов крем'.
 * "морковена торта без орехи" is the cake alone: its walnuts cannot be left out (removable 0), so
 * the right answer keeps the cake and says that next to it; the classifier sees only the line.
 */

const ESP = 'Еспресо';
const AMER = 'Американо';
const CAPP = 'Капучино';
const LATTE = 'Лате';
const FLAT = 'Флат уайт';
const CORT = 'Кортадо';
const MACCH = 'Макиато';
const MOCHA = 'Мока';
const ICELATTE = 'Айс лате';
const COLD = 'Колд брю';
const FRAPPE = 'Фрапе';
const TONIC = 'Еспресо тоник';
const FILTER = 'Филтърно кафе';
const EARL = 'Чай Ърл Грей';
const SENCHA = 'Зелен чай Сенча';
const MINT = 'Чай от мента';
const GINGER = 'Чай с джинджифил, лимон и мед';
const MATCHA = 'Матча лате';
const CHAI = 'Чай лате';
const CHOC = 'Горещ шоколад';
const OJ = 'Фреш портокал';
const AMG = 'Фреш ябълка, морков и джинджифил';
const GRAPEF = 'Фреш грейпфрут';
const S_GREEN = 'Смути Зелено';
const S_BERRY = 'Смути Горски плодове';
const S_MANGO = 'Смути Манго и маракуя';
const S_PB = 'Смути Банан и фъстъчено масло';
const LEM = 'Лимонада класическа';
const LEM_STR = 'Лимонада ягода и босилек';
const LEM_ELDER = 'Лимонада от бъз';
const ICETEA = 'Студен чай праскова';
const WATER = 'Минерална вода';
const SPARK = 'Газирана вода';
const KOMB = 'Комбуча джинджифил';
const CR_BUT = 'Кроасан с масло';
const CR_CHOC = 'Кроасан с шоколад';
const CR_ALM = 'Кроасан с бадеми';
const CR_HAM = 'Кроасан с шунка и кашкавал';
const CINN = 'Канелено руло';
const BANANA = 'Бананов кекс';
const MUFFIN = 'Мъфин с боровинки';
const TOAST = 'Тост с шунка и кашкавал';
const AVO = 'Тост с авокадо и яйце';
const CLUB = 'Клуб сандвич';
const BAGEL = 'Бейгъл със сьомга';
const CAPRESE = 'Сандвич капрезе';
const TURKEY = 'Сандвич с пуешко';
const OM_HAM = 'Омлет с шунка и кашкавал';
const OM_SPIN = 'Омлет със спанак и сирене';
const BENE = 'Яйца Бенедикт';
const SHAK = 'Шакшука';
const PAN_MAPLE = 'Панкейкове с кленов сироп';
const PAN_CHOC = 'Панкейкове с шоколадов крем и банан';
const GRANOLA = 'Гранола с кисело мляко';
const PORRIDGE = 'Овесена каша';
const CHEESE = 'Чийзкейк Ню Йорк';
const CARROT = 'Морковена торта';
const CHOC_CAKE = 'Шоколадова торта';
const RED = 'Торта Червено кадифе';
const TIRA = 'Тирамису';
const BROWNIE = 'Брауни';

const S = 'S 250 мл';
const M = 'M 350 мл';
const L = 'L 450 мл';
const SINGLE = 'Единично 30 мл';
const DOUBLE = 'Двойно 60 мл';
const J250 = '250 мл';
const J400 = '400 мл';
const SM500 = '500 мл';
const SM350 = '350 мл';
const GLASS = 'Чаша 400 мл';
const JUG = 'Кана 1 л';

const OAT = 'Овесено мляко';
const ALMOND = 'Бадемово мляко';
const COCO = 'Кокосово мляко';
const SOY = 'Соево мляко';
const LF = 'Безлактозно мляко';
const SPLASH = 'Малко прясно мляко';
const SHOT = 'Допълнително еспресо';
const DECAF = 'Безкофеиново кафе';
const VAN = 'Сироп ванилия';
const CAR = 'Сироп карамел';
const HAZ = 'Сироп лешник';
const SCAR = 'Сироп солен карамел';
const CREAM = 'Бита сметана';
const MARSH = 'Маршмелоу';
const HONEY = 'Мед';
const LEMON = 'Резен лимон';
const PROTEIN = 'Суроватъчен протеин';
const CHIA = 'Семена чиа';
const EGG = 'Яйце';
const SALMON = 'Пушена сьомга';
const BACON = 'Бекон';
const ICE = 'Топка ванилов сладолед';

/** Orders in Bulgarian, Cyrillic: sizes said and unsaid, extras, removals, several lines. */
// biome-ignore format: a table, one phrase a line
const BG: readonly CafePhrase[] = [
  p('лате', 'bg', [l(LATTE)]),
  p('едно голямо лате', 'bg', [l(LATTE, 1, L)]),
  p('2 капучино', 'bg', [l(CAPP, 2)]),
  p('малко капучино', 'bg', [l(CAPP, 1, S)]),
  p('средно лате с овесено мляко', 'bg', [x(LATTE, 1, M, OAT)]),
  p('лате L с бадемово мляко и ванилов сироп', 'bg', [x(LATTE, 1, L, ALMOND, VAN)]),
  p('капучино с карамелен сироп', 'bg', [x(CAPP, 1, undefined, CAR)]),
  p('голямо капучино с допълнително еспресо', 'bg', [x(CAPP, 1, L, SHOT)]),
  p('безкофеиново лате', 'bg', [x(LATTE, 1, undefined, DECAF)]),
  p('лате без лактоза', 'bg', [x(LATTE, 1, undefined, LF)]),
  p('капучино на соево мляко', 'bg', [x(CAPP, 1, undefined, SOY)]),
  p('капучино без захар', 'bg', [l(CAPP)]),
  p('двойно еспресо', 'bg', [l(ESP, 1, DOUBLE)]),
  p('2 единични еспресо', 'bg', [l(ESP, 2, SINGLE)]),
  p('еспресо', 'bg', [l(ESP)]),
  p('американо с мляко', 'bg', [x(AMER, 1, undefined, SPLASH)]),
  p('голям американо', 'bg', [l(AMER, 1, L)]),
  p('флат уайт', 'bg', [l(FLAT)]),
  p('кортадо и макиато', 'bg', [l(CORT), l(MACCH)]),
  p('мока без сметана', 'bg', [l(MOCHA, 1, undefined, [CREAM])]),
  p('айс лате голямо с карамел', 'bg', [x(ICELATTE, 1, L, CAR)]),
  p('колд брю', 'bg', [l(COLD)]),
  p('фрапе без захар', 'bg', [l(FRAPPE, 1, undefined, ['Захар'])]),
  p('2 фрапета без мляко', 'bg', [l(FRAPPE, 2, undefined, ['Прясно мляко'])]),
  p('еспресо тоник', 'bg', [l(TONIC)]),
  p('филтърно кафе', 'bg', [l(FILTER)]),
  p('кафе', 'bg', 'ask'),
  p('едно кафе моля', 'bg', 'ask'),
  p('2 чая', 'bg', 'ask'),
  p('чай', 'bg', 'ask'),
  p('чай с лимон', 'bg', 'ask'),
  p('ърл грей с мед', 'bg', [x(EARL, 1, undefined, HONEY)]),
  p('зелен чай', 'bg', [l(SENCHA)]),
  p('чай мента', 'bg', [l(MINT)]),
  p('чай с джинджифил и мед', 'bg', [l(GINGER)]),
  p('джинджифилов чай без мед', 'bg', [l(GINGER, 1, undefined, ['Мед'])]),
  p('матча лате голямо на кокосово мляко', 'bg', [x(MATCHA, 1, L, COCO)]),
  p('чай лате', 'bg', [l(CHAI)]),
  p('горещ шоколад с маршмелоу', 'bg', [x(CHOC, 1, undefined, MARSH)]),
  p('топъл шоколад със сметана', 'bg', [x(CHOC, 1, undefined, CREAM)]),
  p('фреш портокал голям', 'bg', [l(OJ, 1, J400)]),
  p('портокалов фреш 250', 'bg', [l(OJ, 1, J250)]),
  p('фреш', 'bg', 'ask'),
  p('фреш ябълка морков без джинджифил', 'bg', [l(AMG, 1, undefined, ['Джинджифил'])]),
  p('сок от грейпфрут', 'bg', [l(GRAPEF)]),
  p('смути', 'bg', 'ask'),
  p('зелено смути 500 мл', 'bg', [l(S_GREEN, 1, SM500)]),
  p('смути с горски плодове и протеин', 'bg', [x(S_BERRY, 1, undefined, PROTEIN)]),
  p('смути манго маракуя малко', 'bg', [l(S_MANGO, 1, SM350)]),
  p('смути с фъстъчено масло и чиа', 'bg', [x(S_PB, 1, undefined, CHIA)]),
  p('лимонада', 'bg', 'ask'),
  p('кана класическа лимонада', 'bg', [l(LEM, 1, JUG)]),
  p('лимонада с ягода и босилек без захар', 'bg', [l(LEM_STR, 1, undefined, ['Захарен сироп'])]),
  p('2 бъзови лимонади', 'bg', [l(LEM_ELDER, 2)]),
  p('чаша лимонада от бъз', 'bg', [l(LEM_ELDER, 1, GLASS)]),
  p('студен чай', 'bg', [l(ICETEA)]),
  p('негазирана вода и газирана вода', 'bg', [l(WATER), l(SPARK)]),
  p('комбуча', 'bg', [l(KOMB)]),
  p('кроасан', 'bg', 'ask'),
  p('2 кроасана с масло', 'bg', [l(CR_BUT, 2)]),
  p('шоколадов кроасан', 'bg', [l(CR_CHOC)]),
  p('бадемов кроасан и лате', 'bg', [l(CR_ALM), l(LATTE)]),
  p('кроасан шунка кашкавал', 'bg', [l(CR_HAM)]),
  p('канелено руло', 'bg', [l(CINN)]),
  p('парче бананов кекс', 'bg', [l(BANANA)]),
  p('мъфин', 'bg', [l(MUFFIN)]),
  p('тост', 'bg', 'ask'),
  p('тост с шунка и кашкавал без масло', 'bg', [l(TOAST, 1, undefined, ['Масло'])]),
  p('тост шунка кашкавал с яйце отгоре', 'bg', [x(TOAST, 1, undefined, EGG)]),
  p('авокадо тост с пушена сьомга', 'bg', [x(AVO, 1, undefined, SALMON)]),
  p('тост с авокадо без яйце', 'bg', [l(AVO, 1, undefined, ['Яйце'])]),
  p('клуб сандвич без майонеза', 'bg', [l(CLUB, 1, undefined, ['Майонеза'])]),
  p('клуб сандвич без бекон и без домати', 'bg', [l(CLUB, 1, undefined, ['Бекон', 'Домати'])]),
  p('бейгъл със сьомга без лук', 'bg', [l(BAGEL, 1, undefined, ['Червен лук'])]),
  p('сандвич', 'bg', 'ask'),
  p('сандвич с пуешко без горчица', 'bg', [l(TURKEY, 1, undefined, ['Горчица'])]),
  p('капрезе', 'bg', [l(CAPRESE)]),
  p('омлет', 'bg', 'ask'),
  p('омлет със спанак', 'bg', [l(OM_SPIN)]),
  p('омлет с шунка и кашкавал и бекон', 'bg', [x(OM_HAM, 1, undefined, BACON)]),
  p('яйца бенедикт', 'bg', [l(BENE)]),
  p('шакшука без фета', 'bg', [l(SHAK, 1, undefined, ['Сирене фета'])]),
  p('панкейкове', 'bg', 'ask'),
  p('палачинки с кленов сироп', 'bg', [l(PAN_MAPLE)]),
  p('панкейкове с шоколад и банан и топка сладолед', 'bg', [x(PAN_CHOC, 1, undefined, ICE)]),
  p('гранола без мед', 'bg', [l(GRANOLA, 1, undefined, ['Мед'])]),
  p('овесена каша', 'bg', [l(PORRIDGE)]),
  p('торта', 'bg', 'ask'),
  p('парче шоколадова торта', 'bg', [l(CHOC_CAKE)]),
  p('чийзкейк', 'bg', [l(CHEESE)]),
  p('морковена торта без орехи', 'bg', [l(CARROT)]),
  p('червено кадифе', 'bg', [l(RED)]),
  p('тирамису и двойно еспресо', 'bg', [l(TIRA), l(ESP, 1, DOUBLE)]),
  p('брауни със сладолед', 'bg', [x(BROWNIE, 1, undefined, ICE)]),
  p('Здравейте, искам 2 големи лате с овесено мляко и 2 кроасана с шоколад', 'bg', [x(LATTE, 2, L, OAT), l(CR_CHOC, 2)]),
  p('2 капучино\n1 кроасан с масло\n1 фреш портокал 400', 'bg', [l(CAPP, 2), l(CR_BUT), l(OJ, 1, J400)]),
  p('за мен флат уайт, за детето горещ шоколад и мъфин', 'bg', [l(FLAT), l(CHOC), l(MUFFIN)]),
  p('три лате, едно от тях безкофеиново', 'bg', [l(LATTE, 2), x(LATTE, 1, undefined, DECAF)]),
  p('капучиноо', 'bg', [l(CAPP)]),
  p('лаате с ванилия', 'bg', [x(LATTE, 1, undefined, VAN)]),
  p('кроасън с бадеми', 'bg', [l(CR_ALM)]),
  p('чизкейк ню йорк', 'bg', [l(CHEESE)]),
  p('тирамиссу', 'bg', [l(TIRA)]),
  p('еспресо макиато', 'bg', [l(MACCH)]),
];

/** Bulgarian in Latin letters (q/ya for я, 4/ch for ч, 6/sh for ш, c/ts for ц, w for в). */
// biome-ignore format: a table, one phrase a line
const LAT: readonly CafePhrase[] = [
  p('edno golqmo late s oveseno mlqko', 'lat', [x(LATTE, 1, L, OAT)]),
  p('2 kapu4ino', 'lat', [l(CAPP, 2)]),
  p('kapuchino sredno s vanilov sirop', 'lat', [x(CAPP, 1, M, VAN)]),
  p('dvoino espreso', 'lat', [l(ESP, 1, DOUBLE)]),
  p('frape bez zahar', 'lat', [l(FRAPPE, 1, undefined, ['Захар'])]),
  p('fresh portokal golqm', 'lat', [l(OJ, 1, J400)]),
  p('kroasan s 6okolad', 'lat', [l(CR_CHOC)]),
  p('klub sandvi4 bez maioneza', 'lat', [l(CLUB, 1, undefined, ['Майонеза'])]),
  p('4ai ot menta', 'lat', [l(MINT)]),
  p('zelen chai', 'lat', [l(SENCHA)]),
  p('limonada s qgoda i bosilek kana', 'lat', [l(LEM_STR, 1, JUG)]),
  p('gore6t 6okolad', 'lat', [l(CHOC)]),
  p('matcha late s bademovo mlqko', 'lat', [x(MATCHA, 1, undefined, ALMOND)]),
  p('ais late golqmo', 'lat', [l(ICELATTE, 1, L)]),
  p('tiramisu i espreso', 'lat', [l(TIRA), l(ESP)]),
  p('omlet sas spanak', 'lat', [l(OM_SPIN)]),
  p('pala4inki s klenov sirop', 'lat', [l(PAN_MAPLE)]),
  p('smuti zeleno', 'lat', [l(S_GREEN)]),
  p('kafe', 'lat', 'ask'),
  p('edno kafe', 'lat', 'ask'),
  p('dva 4aq', 'lat', 'ask'),
  p('mineralna woda', 'lat', [l(WATER)]),
  p('amerikano s mlqko', 'lat', [x(AMER, 1, undefined, SPLASH)]),
  p('6ak6uka bez feta', 'lat', [l(SHAK, 1, undefined, ['Сирене фета'])]),
  p('fre6 ot qbalka i morkov', 'lat', [l(AMG)]),
  p('3 late i 2 kroasana s maslo', 'lat', [l(LATTE, 3), l(CR_BUT, 2)]),
  p('kortado', 'lat', [l(CORT)]),
  p('flat uait', 'lat', [l(FLAT)]),
  p('mufin s borovinki', 'lat', [l(MUFFIN)]),
  p('late bez laktoza golqmo', 'lat', [x(LATTE, 1, L, LF)]),
  p('brauni sas sladoled', 'lat', [x(BROWNIE, 1, undefined, ICE)]),
  p('kapu4ino s dopalnitelno espreso', 'lat', [x(CAPP, 1, undefined, SHOT)]),
];

/** English, German, Ukrainian, Polish and Romanian orders. */
// biome-ignore format: a table, one phrase a line
const OTHER: readonly CafePhrase[] = [
  p('a coffee please', 'en', 'ask'),
  p('large latte with oat milk', 'en', [x(LATTE, 1, L, OAT)]),
  p('2 cappuccinos', 'en', [l(CAPP, 2)]),
  p('double espresso', 'en', [l(ESP, 1, DOUBLE)]),
  p('doppio', 'en', [l(ESP, 1, DOUBLE)]),
  p('medium cappuccino with an extra shot', 'en', [x(CAPP, 1, M, SHOT)]),
  p('iced latte large, caramel syrup', 'en', [x(ICELATTE, 1, L, CAR)]),
  p('cold brew', 'en', [l(COLD)]),
  p('hot chocolate with marshmallows', 'en', [x(CHOC, 1, undefined, MARSH)]),
  p('mocha no whipped cream', 'en', [l(MOCHA, 1, undefined, [CREAM])]),
  p('orange juice large', 'en', [l(OJ, 1, J400)]),
  p('green smoothie 500ml', 'en', [l(S_GREEN, 1, SM500)]),
  p('mango smoothie with protein', 'en', [x(S_MANGO, 1, undefined, PROTEIN)]),
  p('strawberry lemonade jug', 'en', [l(LEM_STR, 1, JUG)]),
  p('club sandwich without mayo', 'en', [l(CLUB, 1, undefined, ['Майонеза'])]),
  p('avocado toast with smoked salmon', 'en', [x(AVO, 1, undefined, SALMON)]),
  p('eggs benedict', 'en', [l(BENE)]),
  p('2 almond croissants and a chai latte', 'en', [l(CR_ALM, 2), l(CHAI)]),
  p('a slice of carrot cake', 'en', [l(CARROT)]),
  p('decaf latte', 'en', [x(LATTE, 1, undefined, DECAF)]),
  p('tea', 'en', 'ask'),
  p('a juice', 'en', 'ask'),
  p('pancakes with nutella and banana', 'en', [l(PAN_CHOC)]),
  p('latte with hazelnut syrup and soy milk', 'en', [x(LATTE, 1, undefined, HAZ, SOY)]),
  p('one filter coffee', 'en', [l(FILTER)]),
  p('small flat white and a cinnamon roll', 'en', [l(FLAT), l(CINN)]),
  p('earl grey with lemon', 'en', [x(EARL, 1, undefined, LEMON)]),
  p('cappucino salted caramel', 'en', [x(CAPP, 1, undefined, SCAR)]),
  p('Einen großen Cappuccino mit Hafermilch, bitte', 'de', [x(CAPP, 1, L, OAT)]),
  p('zwei Croissants mit Schokolade', 'de', [l(CR_CHOC, 2)]),
  p('Ein Kaffee', 'de', 'ask'),
  p('heiße Schokolade', 'de', [l(CHOC)]),
  p('Käsekuchen und ein Espresso', 'de', [l(CHEESE), l(ESP)]),
  p('Club Sandwich ohne Mayo', 'de', [l(CLUB, 1, undefined, ['Майонеза'])]),
  p('велике лате на вівсяному молоці', 'uk', [x(LATTE, 1, L, OAT)]),
  p('два капучино', 'uk', [l(CAPP, 2)]),
  p('круасан з шоколадом', 'uk', [l(CR_CHOC)]),
  p('апельсиновий фреш', 'uk', [l(OJ)]),
  p('чізкейк', 'uk', [l(CHEESE)]),
  p('кава', 'uk', 'ask'),
  p('duże latte z mlekiem owsianym', 'pl', [x(LATTE, 1, L, OAT)]),
  p('dwa cappuccino i croissant z masłem', 'pl', [l(CAPP, 2), l(CR_BUT)]),
  p('sok pomarańczowy', 'pl', [l(OJ)]),
  p('sernik', 'pl', [l(CHEESE)]),
  p('kawa', 'pl', 'ask'),
  p('un latte mare cu lapte de ovăz', 'ro', [x(LATTE, 1, L, OAT)]),
  p('două cappuccino', 'ro', [l(CAPP, 2)]),
  p('un croissant cu ciocolată', 'ro', [l(CR_CHOC)]),
  p('suc proaspăt de portocale', 'ro', [l(OJ)]),
  p('o cafea', 'ro', 'ask'),
  p('clătite cu sirop de arțar', 'ro', [l(PAN_MAPLE)]),
];

/** Messages that are not orders: questions (never a cart), greetings, thanks, complaints, addresses. */
// biome-ignore format: a table, one phrase a line
const NONE: readonly CafePhrase[] = [
  p('здравейте', 'bg', 'none'),
  p('добро утро!', 'bg', 'none'),
  p('благодаря', 'bg', 'none'),
  p('мерси, всичко беше много вкусно', 'bg', 'none'),
  p('колко струва голямото лате?', 'bg', 'none'),
  p('имате ли овесено мляко?', 'bg', 'none'),
  p('какво има в клуб сандвича?', 'bg', 'none'),
  p('с какво мляко правите капучиното?', 'bg', 'none'),
  p('капучиното ми пристигна студено', 'bg', 'none'),
  p('поръчката закъснява с 40 минути', 'bg', 'none'),
  p('доставяте ли до Студентски град?', 'bg', 'none'),
  p('адресът е ул. Шипка 12, ет. 3, ап. 7', 'bg', 'none'),
  p('до колко часа приемате поръчки?', 'bg', 'none'),
  p('имате ли безглутенови десерти?', 'bg', 'none'),
  p('може ли да платя с карта?', 'bg', 'none'),
  p('колко е доставката до Лозенец', 'bg', 'none'),
  p('забравихте сиропа в латето', 'bg', 'none'),
  p('ок', 'bg', 'none'),
  p('ще мина да си го взема след 10 минути', 'bg', 'none'),
  p('мока сладка ли е?', 'bg', 'none'),
  p('имате ли веган кроасани?', 'bg', 'none'),
  p('ще ви пиша пак по-късно', 'bg', 'none'),
  p('може ли вилици и салфетки', 'bg', 'none'),
  p('zdrasti', 'lat', 'none'),
  p('kolko struva kapu4ino?', 'lat', 'none'),
  p('imate li bademovo mlqko?', 'lat', 'none'),
  p('mersi mnogo', 'lat', 'none'),
  p('kafeto be6e studeno', 'lat', 'none'),
  p('ul. Graf Ignatiev 15, vhod A', 'lat', 'none'),
  p('koga shte pristigne porachkata?', 'lat', 'none'),
  p('hi there', 'en', 'none'),
  p('do you have oat milk?', 'en', 'none'),
  p('how much is a large latte?', 'en', 'none'),
  p('is the chai latte spicy?', 'en', 'none'),
  p('thanks!', 'en', 'none'),
  p('my coffee was cold', 'en', 'none'),
  p('where are you located?', 'en', 'none'),
  p("what's in the shakshuka?", 'en', 'none'),
  p('do you have vegan cakes?', 'en', 'none'),
  p('Hallo!', 'de', 'none'),
  p('Habt ihr Hafermilch?', 'de', 'none'),
  p('Danke schön', 'de', 'none'),
  p('Привіт', 'uk', 'none'),
  p('Скільки коштує лате?', 'uk', 'none'),
  p('Дякую!', 'uk', 'none'),
  p('Dzień dobry', 'pl', 'none'),
  p('Ile kosztuje cappuccino?', 'pl', 'none'),
  p('Bună ziua', 'ro', 'none'),
  p('Aveți lapte de ovăz?', 'ro', 'none'),
  p('Mulțumesc!', 'ro', 'none'),
];

/** Every held-out café phrase, orders first. */
export const HELDOUT_CAFE: readonly CafePhrase[] = [...BG, ...LAT, ...OTHER, ...NONE];
