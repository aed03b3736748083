import { type CafePhrase, l, p, x } from './heldout-cafe-format.ts';

/**
 * Held-out phrases for the American BBQ smokehouse menu: the orders in Latin-letter Bulgarian
 * (q/ya, c/ts, 4/ch, 6/sh, j/ж, w/v...), English (the names people know), German, Ukrainian,
 * Polish and Romanian. Written before running or reading the parser (see heldout-bbq.ts).
 */

const RIBS = 'Свински ребра';
const BABY = 'Бейби бек ребра';
const BRISKET = 'Телешки брискет';
const PULLED = 'Дърпано свинско';
const CHICKEN = 'Пушено пиле';
const BUFFALO = 'Пилешки крилца Бъфало';
const WINGS = 'Пилешки крилца BBQ';
const SMOKE = 'Бургер Смоукхаус';
const CHEESE = 'Чийзбургер';
const MAC = 'Мак енд чийз';
const FRIES = 'Пържени картофи';
const JUG = 'Кана 1 л';

export const BBQ_LATIN: readonly CafePhrase[] = [
  p('polovin raft svinski rebra', 'lat', [l(RIBS, 1, 'Половин рафт')]),
  p('cql raft beibi bek rebra', 'lat', [l(BABY, 1, 'Цял рафт')]),
  p('brisket 400 gr', 'lat', [l(BRISKET, 1, '400 г')]),
  p('teleshki brisket 200g bez luk', 'lat', [l(BRISKET, 1, '200 г', ['Лук'])]),
  p('dyrpano svinsko sandvi4', 'lat', [l(PULLED, 1, 'Сандвич')]),
  p('durpano svinsko porciq', 'lat', [l(PULLED, 1, 'Порция 250 г')]),
  p('pusheno pile cqlo', 'lat', [l(CHICKEN, 1, 'Цяло')]),
  p('polovin pile', 'lat', [l(CHICKEN, 1, 'Половин')]),
  p('12 krilca bufalo', 'lat', [l(BUFFALO, 1, '12 бр.')]),
  p('krilca bbq 6 broq', 'lat', [l(WINGS, 1, '6 бр.')]),
  p('2 4iizburgera bez luk', 'lat', [l(CHEESE, 2, undefined, ['Лук'])]),
  p('chizburger s bekon', 'lat', [x(CHEESE, 1, undefined, 'Бекон')]),
  p('burger smokehouse bez maioneza', 'lat', [l(SMOKE, 1, undefined, ['Майонеза'])]),
  p('smoukhaus burger s qice', 'lat', [x(SMOKE, 1, undefined, 'Яйце')]),
  p('hot dog bez gor4ica', 'lat', [l('Хот дог', 1, undefined, ['Горчица'])]),
  p('tri hotdoga', 'lat', [l('Хот дог', 3)]),
  p('bbq plato za dvama', 'lat', [l('BBQ плато', 1, 'За 2')]),
  p('mak end 4iiz golqma porciq', 'lat', [l(MAC, 1, 'Голяма порция')]),
  p('mac and cheese malka', 'lat', [l(MAC, 1, 'Малка порция')]),
  p('koulslou', 'lat', [l('Коулслоу', 1)]),
  p('carevica na ko4an', 'lat', [l('Царевица на кочан', 1)]),
  p('pe4en bob', 'lat', [l('Печен боб', 1)]),
  p('pyrjeni kartofi golemi', 'lat', [l(FRIES, 1, 'Големи 250 г')]),
  p('sladki kartofi', 'lat', [l('Пържени сладки картофи', 1)]),
  p('lu4eni krag4eta', 'lat', [l('Лучени кръгчета', 1)]),
  p('salata cezar bez krutoni', 'lat', [l('Салата Цезар', 1, undefined, ['Крутони'])]),
  p('brauni', 'lat', [l('Брауни', 1)]),
  p('4iizkeik', 'lat', [l('Чийзкейк Ню Йорк', 1)]),
  p('qbulkov pai', 'lat', [l('Ябълков пай', 1)]),
  p('shejk qgoda golqm', 'lat', [l('Шейк ягода', 1, 'Голям 500 мл')]),
  p('6eik 6okolad malak', 'lat', [l('Шейк шоколад', 1, 'Малък 300 мл')]),
  p('limonada kana', 'lat', [l('Лимонада', 1, JUG)]),
  p('ais ti', 'lat', [l('Айс ти праскова', 1)]),
  p('2 biri ipa po 500', 'lat', [l('Крафт бира IPA', 2, '500 мл')]),
  p('burbun', 'lat', [l('Бърбън', 1)]),
  p('2 koli i edna negazirana voda', 'lat', [l('Кока-Кола', 2), l('Минерална вода', 1)]),
  p('svinski rebra cql raft, 2 kartofi malki i koulslou', 'lat', [
    l(RIBS, 1, 'Цял рафт'),
    l(FRIES, 2, 'Малки 150 г'),
    l('Коулслоу', 1),
  ]),
  p('krilca', 'lat', 'ask'),
  p('burger', 'lat', 'ask'),
  p('neshto s pile', 'lat', 'ask'),
];

export const BBQ_ENGLISH: readonly CafePhrase[] = [
  p('half rack of pork ribs', 'en', [l(RIBS, 1, 'Половин рафт')]),
  p('half rack of ribs', 'en', 'ask'),
  p('full rack baby back ribs', 'en', [l(BABY, 1, 'Цял рафт')]),
  p('brisket 400g', 'en', [l(BRISKET, 1, '400 г')]),
  p('pulled pork sandwich', 'en', [l(PULLED, 1, 'Сандвич')]),
  p('pulled pork portion no coleslaw', 'en', [l(PULLED, 1, 'Порция 250 г', ['Зеле'])]),
  p('half smoked chicken', 'en', [l(CHICKEN, 1, 'Половин')]),
  p('whole chicken', 'en', [l(CHICKEN, 1, 'Цяло')]),
  p('12 buffalo wings', 'en', [l(BUFFALO, 1, '12 бр.')]),
  p('six bbq wings', 'en', [l(WINGS, 1, '6 бр.')]),
  p('smokehouse burger no onions', 'en', [l(SMOKE, 1, undefined, ['Лук'])]),
  p('two cheeseburgers, no pickles', 'en', [l(CHEESE, 2, undefined, ['Кисели краставички'])]),
  p('cheeseburger with extra bacon', 'en', [x(CHEESE, 1, undefined, 'Бекон')]),
  p('bacon cheddar burger no tomato', 'en', [l('Бургер Бекон и чедър', 1, undefined, ['Домати'])]),
  p('jalapeno burger extra hot sauce', 'en', [
    x('Бургер Халапеньо', 1, undefined, 'Допълнително лют сос'),
  ]),
  p('veggie burger', 'en', [l('Веги бургер', 1)]),
  p('brisket sandwich', 'en', [l('Сандвич с брискет', 1)]),
  p('hot dog x3', 'en', [l('Хот дог', 3)]),
  p('chili dog', 'en', [l('Чили дог', 1)]),
  p('bbq platter for two', 'en', [l('BBQ плато', 1, 'За 2')]),
  p('large mac and cheese', 'en', [l(MAC, 1, 'Голяма порция')]),
  p('mac n cheese with bacon', 'en', [x(MAC, 1, undefined, 'Бекон')]),
  p('coleslaw', 'en', [l('Коулслоу', 1)]),
  p('corn on the cob', 'en', [l('Царевица на кочан', 1)]),
  p('baked beans', 'en', [l('Печен боб', 1)]),
  p('large fries', 'en', [l(FRIES, 1, 'Големи 250 г')]),
  p('sweet potato fries', 'en', [l('Пържени сладки картофи', 1)]),
  p('onion rings and cornbread', 'en', [l('Лучени кръгчета', 1), l('Царевичен хляб', 1)]),
  p('caesar salad without croutons', 'en', [l('Салата Цезар', 1, undefined, ['Крутони'])]),
  p('cobb salad', 'en', [l('Салата коб', 1)]),
  p('brownie and cheesecake', 'en', [l('Брауни', 1), l('Чийзкейк Ню Йорк', 1)]),
  p('apple pie', 'en', [l('Ябълков пай', 1)]),
  p('large vanilla shake', 'en', [l('Шейк ванилия', 1, 'Голям 500 мл')]),
  p('lemonade jug', 'en', [l('Лимонада', 1, JUG)]),
  p('iced tea', 'en', [l('Айс ти праскова', 1)]),
  p('two IPAs', 'en', [l('Крафт бира IPA', 2)]),
  p('a bourbon', 'en', [l('Бърбън', 1)]),
  p('2 cokes and a sprite', 'en', [l('Кока-Кола', 2), l('Спрайт', 1)]),
  p('coke zero', 'en', [l('Кока-Кола Зеро', 1)]),
  p('sparkling water', 'en', [l('Газирана вода', 1)]),
  p(
    'Hi! Could I get a full rack of pork ribs, a large fries, coleslaw and two lemonades please',
    'en',
    [l(RIBS, 1, 'Цял рафт'), l(FRIES, 1, 'Големи 250 г'), l('Коулслоу', 1), l('Лимонада', 2)],
  ),
  p('three hot dogs and three cokes', 'en', [l('Хот дог', 3), l('Кока-Кола', 3)]),
  p('a burger', 'en', 'ask'),
  p('something with chicken', 'en', 'ask'),
  p('wings', 'en', 'ask'),
];

export const BBQ_OTHER: readonly CafePhrase[] = [
  p('halbes Rack Spareribs', 'de', [l(RIBS, 1, 'Половин рафт')]),
  p('ein Pulled Pork Sandwich', 'de', [l(PULLED, 1, 'Сандвич')]),
  p('zwei Cheeseburger ohne Zwiebeln', 'de', [l(CHEESE, 2, undefined, ['Лук'])]),
  p('große Pommes', 'de', [l(FRIES, 1, 'Големи 250 г')]),
  p('Krautsalat', 'de', [l('Коулслоу', 1)]),
  p('Maiskolben', 'de', [l('Царевица на кочан', 1)]),
  p('12 Buffalo Wings und eine Cola', 'de', [l(BUFFALO, 1, '12 бр.'), l('Кока-Кола', 1)]),
  p('Schoko Shake groß', 'de', [l('Шейк шоколад', 1, 'Голям 500 мл')]),
  p('половина стійки свинячих реберець', 'uk', [l(RIBS, 1, 'Половин рафт')]),
  p("п'ять хот-догів", 'uk', [l('Хот дог', 5)]),
  p('два чізбургери без цибулі', 'uk', [l(CHEESE, 2, undefined, ['Лук'])]),
  p('картопля фрі велика', 'uk', [l(FRIES, 1, 'Големи 250 г')]),
  p('крильця баффало 12 штук', 'uk', [l(BUFFALO, 1, '12 бр.')]),
  p('лимонад глечик', 'uk', [l('Лимонада', 1, JUG)]),
  p('брискет 200 г', 'uk', [l(BRISKET, 1, '200 г')]),
  p('мак енд чіз', 'uk', [l(MAC, 1)]),
  p('pół racka żeberek wieprzowych', 'pl', [l(RIBS, 1, 'Половин рафт')]),
  p('dwa cheeseburgery bez cebuli', 'pl', [l(CHEESE, 2, undefined, ['Лук'])]),
  p('frytki duże', 'pl', [l(FRIES, 1, 'Големи 250 г')]),
  p('skrzydełka buffalo 12 sztuk', 'pl', [l(BUFFALO, 1, '12 бр.')]),
  p('lemoniada dzbanek', 'pl', [l('Лимонада', 1, JUG)]),
  p('pulled pork w bułce', 'pl', [l(PULLED, 1, 'Сандвич')]),
  p('trzy hot dogi', 'pl', [l('Хот дог', 3)]),
  p('sernik', 'pl', [l('Чийзкейк Ню Йорк', 1)]),
  p('jumătate de rack coaste de porc', 'ro', [l(RIBS, 1, 'Половин рафт')]),
  p('doi cheeseburgeri fără ceapă', 'ro', [l(CHEESE, 2, undefined, ['Лук'])]),
  p('cartofi prăjiți mari', 'ro', [l(FRIES, 1, 'Големи 250 г')]),
  p('aripioare buffalo 12', 'ro', [l(BUFFALO, 1, '12 бр.')]),
  p('limonadă carafă', 'ro', [l('Лимонада', 1, JUG)]),
  p('brisket 400g', 'ro', [l(BRISKET, 1, '400 г')]),
  p('salată coleslaw', 'ro', [l('Коулслоу', 1)]),
  p('două cola', 'ro', [l('Кока-Кола', 2)]),
];
