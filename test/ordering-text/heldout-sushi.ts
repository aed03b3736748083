/**
 * Held-out phrases for typed orders (issue 35): messages a customer could type to the sushi-and-
 * wok menu (src/sandbox/menu/sushi-menu.ts), with the reading a careful human would give them.
 * Written BEFORE reading the parser's code, its word tables or its corpus, so the parser was not
 * tuned on them; heldout.test.ts measures it on them (docs/typed-orders.md "Held-out
 * measurement"). Do not edit a reading to fit the parser's output.
 *
 * A reading is `'none'` (not an order), `'ask'` (a careful human could not be sure which dish is
 * meant and would ask) or the cart lines: product name exactly as on the menu, quantity, the
 * variant label when the message says it ('4 бр.'/'8 бр.' for rolls, 'С юфка'/'С ориз' for
 * woks; absent = the message does not say, any variant or a size question is right), and the
 * ingredient names removed. Extras on this menu are products of their own ('Уасаби', 'Соев
 * сос'…), so "with extra wasabi" is one more line.
 */

export type HeldoutLang = 'bg' | 'lat' | 'en' | 'de' | 'uk' | 'pl';

export interface HeldoutLine {
  product: string;
  qty: number;
  variant?: string;
  removed?: string[];
}

export type HeldoutReading = 'none' | 'ask' | HeldoutLine[];

export interface HeldoutPhrase {
  text: string;
  lang: HeldoutLang;
  expect: HeldoutReading;
}

const l = (product: string, qty = 1, variant?: string, removed?: string[]): HeldoutLine => ({
  product,
  qty,
  ...(variant !== undefined && { variant }),
  ...(removed !== undefined && { removed }),
});

const TOKYO = 'Сет Токио 24 хапки';
const OSAKA = 'Сет Осака 32 хапки';
const KYOTO = 'Сет Киото 16 хапки';
const VEGSET = 'Сет Вегетариански 20 хапки';
const SAMURAI = 'Сет Самурай 40 хапки';
const NIGIRISET = 'Сет Нигири 10 бр.';
const PHILA = 'Ролце Филаделфия';
const CALI = 'Ролце Калифорния';
const DRAGON = 'Ролце Дракон';
const SPICY = 'Ролце Спайси тон';
const FUTO = 'Ролце Футомаки сьомга';
const HOSO_S = 'Хосомаки сьомга';
const HOSO_C = 'Хосомаки краставица';
const HOSO_T = 'Хосомаки риба тон';
const TEMPURA = 'Ролце Темпура';
const AVOROLL = 'Ролце Авокадо';
const EBI = 'Ролце Ебичиз';
const UNAGI = 'Ролце Унаги';
const N_SALMON = 'Нигири сьомга';
const N_TUNA = 'Нигири риба тон';
const N_SHRIMP = 'Нигири скарида';
const N_EEL = 'Нигири змиорка';
const N_AVO = 'Нигири авокадо';
const W_CH_TER = 'Уок с пиле терияки';
const W_CH_CHILI = 'Уок с пиле сладко чили';
const W_PORK = 'Уок със свинско сладко-кисело';
const W_BEEF = 'Уок с телешко терияки';
const W_SHRIMP = 'Уок със скариди сладко чили';
const W_VEG = 'Уок със зеленчуци';
const PADTHAI = 'Пад тай с пиле';
const FRIED = 'Пържен ориз с яйце';
const YAKI = 'Яки соба';
const MISO = 'Мисо супа';
const TOMYAM = 'Том ям';
const RAMEN = 'Рамен с пиле';
const GREENTEA = 'Зелен чай';
const ICETEA = 'Студен чай лимон';
const COLA = 'Кока-Кола';
const ZERO = 'Кока-Кола Зеро';
const SPRITE = 'Спрайт';
const WATER = 'Минерална вода';
const ASAHI = 'Бира Асахи';
const KIRIN = 'Бира Кирин';
const SAKE = 'Саке';
const LEMONADE = 'Лимонада с джинджифил';
const SOY = 'Соев сос';
const GINGER = 'Джинджифил';
const WASABI = 'Уасаби';
const TERIYAKI = 'Сос терияки';
const CHILI = 'Сос сладко чили';
const MAYO = 'Спайси майонеза';
const EDAMAME = 'Едамаме';
const GYOZA = 'Гьоза с пиле';

const p = (text: string, lang: HeldoutLang, expect: HeldoutReading): HeldoutPhrase => ({
  text,
  lang,
  expect,
});

/** Orders and dish questions in Bulgarian, Cyrillic. */
// biome-ignore format: a table, one phrase a line
const BG: readonly HeldoutPhrase[] = [
  p('сет токио', 'bg', [l(TOKYO)]),
  p('Сет Токио 24 хапки', 'bg', [l(TOKYO)]),
  p('2 сет осака', 'bg', [l(OSAKA, 2)]),
  p('един сет киото и една мисо супа', 'bg', [l(KYOTO), l(MISO)]),
  p('искам сет самурай', 'bg', [l(SAMURAI)]),
  p('вегетариански сет', 'bg', [l(VEGSET)]),
  p('сет', 'bg', 'ask'),
  p('един сет моля', 'bg', 'ask'),
  p('филаделфия', 'bg', [l(PHILA)]),
  p('филаделфия 8 бр', 'bg', [l(PHILA, 1, '8 бр.')]),
  p('2 филаделфия по 8 броя', 'bg', [l(PHILA, 2, '8 бр.')]),
  p('калифорния 4 бр.', 'bg', [l(CALI, 1, '4 бр.')]),
  p('ролце калифорния без сусам', 'bg', [l(CALI, 1, undefined, ['Сусам'])]),
  p('дракон 8 парчета', 'bg', [l(DRAGON, 1, '8 бр.')]),
  p('две ролца дракон и едно спайси тон', 'bg', [l(DRAGON, 2), l(SPICY)]),
  p('спайси тон 4бр', 'bg', [l(SPICY, 1, '4 бр.')]),
  p('футомаки', 'bg', [l(FUTO)]),
  p('хосомаки', 'bg', 'ask'),
  p('хосомаки със сьомга 8 бр', 'bg', [l(HOSO_S, 1, '8 бр.')]),
  p('3 хосомаки краставица', 'bg', [l(HOSO_C, 3)]),
  p('хосомаки риба тон 4 бр', 'bg', [l(HOSO_T, 1, '4 бр.')]),
  p('темпура ролце', 'bg', [l(TEMPURA)]),
  p('ролце авокадо 8 бр', 'bg', [l(AVOROLL, 1, '8 бр.')]),
  p('ебичиз', 'bg', [l(EBI)]),
  p('унаги ролце 8бр и нигири змиорка', 'bg', [l(UNAGI, 1, '8 бр.'), l(N_EEL)]),
  p('нигири', 'bg', 'ask'),
  p('нигири сьомга x2', 'bg', [l(N_SALMON, 2)]),
  p('4 нигири риба тон', 'bg', [l(N_TUNA, 4)]),
  p('нигири със скарида', 'bg', [l(N_SHRIMP)]),
  p('нигири авокадо', 'bg', [l(N_AVO)]),
  p('сьомга', 'bg', 'ask'),
  p('авокадо', 'bg', 'ask'),
  p('уок с пиле', 'bg', 'ask'),
  p('уок с пиле терияки с ориз', 'bg', [l(W_CH_TER, 1, 'С ориз')]),
  p('уок пиле терияки с юфка', 'bg', [l(W_CH_TER, 1, 'С юфка')]),
  p('уок терияки', 'bg', 'ask'),
  p('уок с телешко терияки и ориз', 'bg', [l(W_BEEF, 1, 'С ориз')]),
  p('уок сладко чили с пиле, юфка', 'bg', [l(W_CH_CHILI, 1, 'С юфка')]),
  p('уок със скариди', 'bg', [l(W_SHRIMP)]),
  p('2 уок със свинско сладко кисело с ориз', 'bg', [l(W_PORK, 2, 'С ориз')]),
  p('уок зеленчуци с юфка', 'bg', [l(W_VEG, 1, 'С юфка')]),
  p('уок', 'bg', 'ask'),
  p('пад тай', 'bg', [l(PADTHAI)]),
  p('пад тай без фъстъци', 'bg', [l(PADTHAI, 1, undefined, ['Фъстъци'])]),
  p('пържен ориз', 'bg', [l(FRIED)]),
  p('яки соба', 'bg', [l(YAKI)]),
  p('мисо', 'bg', [l(MISO)]),
  p('2 мисо супи', 'bg', [l(MISO, 2)]),
  p('мисо супа без лук', 'bg', [l(MISO, 1, undefined, ['Зелен лук'])]),
  p('том ям', 'bg', [l(TOMYAM)]),
  p('рамен', 'bg', [l(RAMEN)]),
  p('супа', 'bg', 'ask'),
  p('зелен чай', 'bg', [l(GREENTEA)]),
  p('чай', 'bg', 'ask'),
  p('студен чай с лимон', 'bg', [l(ICETEA)]),
  p('две коли', 'bg', [l(COLA, 2)]),
  p('кока кола зеро', 'bg', [l(ZERO)]),
  p('спрайт и вода', 'bg', [l(SPRITE), l(WATER)]),
  p('бира', 'bg', 'ask'),
  p('2 бири асахи', 'bg', [l(ASAHI, 2)]),
  p('кирин', 'bg', [l(KIRIN)]),
  p('саке', 'bg', [l(SAKE)]),
  p('лимонада', 'bg', [l(LEMONADE)]),
  p('едамаме', 'bg', [l(EDAMAME)]),
  p('гьоза', 'bg', [l(GYOZA)]),
  p('сет токио без уасаби', 'bg', [l(TOKYO, 1, undefined, ['Уасаби'])]),
  p('сет осака без джинджифил и без уасаби', 'bg', [l(OSAKA, 1, undefined, ['Джинджифил', 'Уасаби'])]),
  p('сет токио и допълнително уасаби', 'bg', [l(TOKYO), l(WASABI)]),
  p('филаделфия 8 бр и 2 соев сос', 'bg', [l(PHILA, 1, '8 бр.'), l(SOY, 2)]),
  p('допълнителен джинджифил', 'bg', [l(GINGER)]),
  p('сос терияки', 'bg', [l(TERIYAKI)]),
  p('сладко чили сос', 'bg', [l(CHILI)]),
  p('спайси майонеза', 'bg', [l(MAYO)]),
  p('сос', 'bg', 'ask'),
  p('сет нигири', 'bg', [l(NIGIRISET)]),
  p('Здравейте, искам да поръчам един сет Токио, две мисо супи и една кола', 'bg', [l(TOKYO), l(MISO, 2), l(COLA)]),
  p('сет самурай, 3 бири кирин и едамаме', 'bg', [l(SAMURAI), l(KIRIN, 3), l(EDAMAME)]),
  p('калифорния 8бр, филаделфия 8бр, дракон 4бр и 2 зелен чай', 'bg', [l(CALI, 1, '8 бр.'), l(PHILA, 1, '8 бр.'), l(DRAGON, 1, '4 бр.'), l(GREENTEA, 2)]),
  p('бихте ли ми донесли пад тай и том ям', 'bg', [l(PADTHAI), l(TOMYAM)]),
  p('филаделфия без крема сирене', 'bg', [l(PHILA, 1, undefined, ['Крема сирене'])]),
  p('филаделфиа', 'bg', [l(PHILA)]),
  p('калефорния 8 бр', 'bg', [l(CALI, 1, '8 бр.')]),
  p('сет токйо', 'bg', [l(TOKYO)]),
  p('мисо суупа', 'bg', [l(MISO)]),
  p('уок с телешко', 'bg', [l(W_BEEF)]),
  p('пет нигири сьомга', 'bg', [l(N_SALMON, 5)]),
];

/** Bulgarian in Latin letters (shliokavitsa: q/ya for я, 4 for ч, 6 for ш, c/ts for ц). */
// biome-ignore format: a table, one phrase a line
const LAT: readonly HeldoutPhrase[] = [
  p('set tokio', 'lat', [l(TOKYO)]),
  p('iskam set osaka', 'lat', [l(OSAKA)]),
  p('2 filadelfiq 8 br', 'lat', [l(PHILA, 2, '8 бр.')]),
  p('filadelfiya', 'lat', [l(PHILA)]),
  p('kaliforniq bez susam', 'lat', [l(CALI, 1, undefined, ['Сусам'])]),
  p('miso supa', 'lat', [l(MISO)]),
  p('dve miso supi', 'lat', [l(MISO, 2)]),
  p('uok s pile teriqki s oriz', 'lat', [l(W_CH_TER, 1, 'С ориз')]),
  p('wok s pile sladko 4ili', 'lat', [l(W_CH_CHILI)]),
  p('uok s pile', 'lat', 'ask'),
  p('pad tai bez fastaci', 'lat', [l(PADTHAI, 1, undefined, ['Фъстъци'])]),
  p('nigiri syomga', 'lat', [l(N_SALMON)]),
  p('nigiri s riba ton x2', 'lat', [l(N_TUNA, 2)]),
  p('zelen 4ai', 'lat', [l(GREENTEA)]),
  p('edno sake i edna bira asahi', 'lat', [l(SAKE), l(ASAHI)]),
  p('set tokio bez uasabi', 'lat', [l(TOKYO, 1, undefined, ['Уасаби'])]),
  p('set kioto bez djindjifil', 'lat', [l(KYOTO, 1, undefined, ['Джинджифил'])]),
  p('hosomaki krastavica 8 br', 'lat', [l(HOSO_C, 1, '8 бр.')]),
  p('drakon i ebichiz', 'lat', [l(DRAGON), l(EBI)]),
  p('gyoza', 'lat', [l(GYOZA)]),
  p('yaki soba s iufka', 'lat', [l(YAKI)]),
  p('ramen s pile', 'lat', [l(RAMEN)]),
  p('tom qm', 'lat', [l(TOMYAM)]),
  p('kola zero', 'lat', [l(ZERO)]),
  p('3 koli', 'lat', [l(COLA, 3)]),
  p('soev sos', 'lat', [l(SOY)]),
  p('set samurai i 4 biri kirin', 'lat', [l(SAMURAI), l(KIRIN, 4)]),
  p('uok sas svinsko', 'lat', [l(W_PORK)]),
  p('uok sas skaridi s orez', 'lat', [l(W_SHRIMP, 1, 'С ориз')]),
  p('purjen oriz', 'lat', [l(FRIED)]),
  p('edamame i gyoza', 'lat', [l(EDAMAME), l(GYOZA)]),
  p('spaisi ton 8 br', 'lat', [l(SPICY, 1, '8 бр.')]),
];

/** English, German, Ukrainian and Polish orders. */
// biome-ignore format: a table, one phrase a line
const OTHER: readonly HeldoutPhrase[] = [
  p('tokyo set', 'en', [l(TOKYO)]),
  p('2 philadelphia rolls 8 pcs', 'en', [l(PHILA, 2, '8 бр.')]),
  p('california roll no sesame', 'en', [l(CALI, 1, undefined, ['Сусам'])]),
  p('chicken teriyaki wok with rice', 'en', [l(W_CH_TER, 1, 'С ориз')]),
  p('beef teriyaki wok with noodles', 'en', [l(W_BEEF, 1, 'С юфка')]),
  p('miso soup x2', 'en', [l(MISO, 2)]),
  p('pad thai without peanuts', 'en', [l(PADTHAI, 1, undefined, ['Фъстъци'])]),
  p('one salmon nigiri and one tuna nigiri', 'en', [l(N_SALMON), l(N_TUNA)]),
  p('coke zero', 'en', [l(ZERO)]),
  p('two asahi', 'en', [l(ASAHI, 2)]),
  p('a wok please', 'en', 'ask'),
  p('dragon roll 4 pieces and extra wasabi', 'en', [l(DRAGON, 1, '4 бр.'), l(WASABI)]),
  p('samurai set and green tea', 'en', [l(SAMURAI), l(GREENTEA)]),
  p('shrimp wok sweet chili', 'en', [l(W_SHRIMP)]),
  p('veggie set', 'en', [l(VEGSET)]),
  p('some sushi', 'en', 'ask'),
  p('gyoza and edamame', 'en', [l(GYOZA), l(EDAMAME)]),
  p('tom yum', 'en', [l(TOMYAM)]),
  p('einmal Set Tokio bitte', 'de', [l(TOKYO)]),
  p('Zwei Miso Suppe', 'de', [l(MISO, 2)]),
  p('Pad Thai mit Huhn ohne Erdnüsse', 'de', [l(PADTHAI, 1, undefined, ['Фъстъци'])]),
  p('Wok mit Rindfleisch Teriyaki und Reis', 'de', [l(W_BEEF, 1, 'С ориз')]),
  p('Хочу сет Токіо і місо суп', 'uk', [l(TOKYO), l(MISO)]),
  p('два роли Філадельфія по 8 шт', 'uk', [l(PHILA, 2, '8 бр.')]),
  p('сет осака без васабі', 'uk', [l(OSAKA, 1, undefined, ['Уасаби'])]),
  p('вок з куркою теріякі з рисом', 'uk', [l(W_CH_TER, 1, 'С ориз')]),
  p('Poproszę zestaw Tokio i dwie zupy miso', 'pl', [l(TOKYO), l(MISO, 2)]),
  p('rolka kalifornia 8 sztuk', 'pl', [l(CALI, 1, '8 бр.')]),
  p('dwa piwa kirin', 'pl', [l(KIRIN, 2)]),
];

/** Messages that are not orders: questions, greetings, complaints, delivery. */
// biome-ignore format: a table, one phrase a line
const NONE: readonly HeldoutPhrase[] = [
  p('колко струва сет токио?', 'bg', 'none'),
  p('здравейте', 'bg', 'none'),
  p('има ли уасаби в сет осака?', 'bg', 'none'),
  p('какво има в ролце дракон?', 'bg', 'none'),
  p('доставяте ли до Лозенец?', 'bg', 'none'),
  p('до колко часа работите?', 'bg', 'none'),
  p('поръчката ми закъснява вече час', 'bg', 'none'),
  p('суши-то беше студено, много съм разочарована', 'bg', 'none'),
  p('благодаря!', 'bg', 'none'),
  p('имате ли вегетариански неща?', 'bg', 'none'),
  p('колко хапки има сет самурай', 'bg', 'none'),
  p('с какво се прави пад тай?', 'bg', 'none'),
  p('може ли да платя с карта?', 'bg', 'none'),
  p('колко е доставката', 'bg', 'none'),
  p('мисо супата люта ли е?', 'bg', 'none'),
  p('zdrasti', 'lat', 'none'),
  p('kolko struva filadelfiq 8 br?', 'lat', 'none'),
  p('dostavqte li do mladost 4', 'lat', 'none'),
  p('mersi, vsi4ko beshe mnogo vkusno', 'lat', 'none'),
  p('ima li glutenovo svobodni rolca?', 'lat', 'none'),
  p('do you deliver to Lozenets?', 'en', 'none'),
  p('hi', 'en', 'none'),
  p('how much is the tokyo set?', 'en', 'none'),
  p('is the tom yum spicy?', 'en', 'none'),
  p('my order is missing the soy sauce', 'en', 'none'),
  p('what time do you close', 'en', 'none'),
  p('thanks a lot!', 'en', 'none'),
  p('Liefern Sie nach Mladost?', 'de', 'none'),
  p('Hallo, habt ihr vegane Sachen?', 'de', 'none'),
  p('Скільки коштує сет Осака?', 'uk', 'none'),
  p('Dzień dobry, czy dowozicie do centrum?', 'pl', 'none'),
  p('ок', 'bg', 'none'),
  p('кога ще пристигне поръчката?', 'bg', 'none'),
  p('kakvo e ebichiz?', 'lat', 'none'),
  p('имате ли свободни маси за довечера?', 'bg', 'none'),
  p('can I pay cash?', 'en', 'none'),
  p('може ли без лук следващия път, днес беше с много', 'bg', 'none'),
];

/** Every held-out phrase, orders first. */
export const HELDOUT_SUSHI: readonly HeldoutPhrase[] = [...BG, ...LAT, ...OTHER, ...NONE];
