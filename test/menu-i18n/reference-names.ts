/**
 * Reference translations of dish names as Bulgarian restaurants in Sofia print them, each written
 * by hand in English, German, Polish, Romanian and Ukrainian the way a native menu would print
 * it (issue 37 point 4). Written BEFORE reading the glossary or its composing code, so the table
 * measures the rules rather than being fitted to them.
 *
 * Conventions of the table (a native menu's, not the glossary's): sentence case (German nouns
 * capitalised); Bulgarian "сирене" is feta-type cheese (en "feta", de "Schafskäse", pl "feta",
 * ro "telemea", uk "бринза"), "кашкавал" is yellow cheese ("cheese", "Käse", "ser", "cașcaval",
 * "сир"); "телешко" is beef; "на скара" is grilled; "гъби" are mushrooms (pl "pieczarki").
 *
 * The rows are split into a TUNING half and a HELD-OUT half by a seeded shuffle fixed before any
 * measurement (seed 37): rules may be tuned on the first half only; the second half shows whether
 * they generalise.
 */

/** The five target languages of the table (Bulgarian is the source). */
export const REFERENCE_LANGS = ['en', 'de', 'pl', 'ro', 'uk'] as const;
export type ReferenceLang = (typeof REFERENCE_LANGS)[number];

/** One dish: its Bulgarian name and the hand-written reference in each language. */
export interface ReferenceName {
  bg: string;
  ref: Record<ReferenceLang, string>;
}

// bg | en | de | pl | ro | uk
const TABLE = `
# Salads
Шопска салата | Shopska salad | Schopska-Salat | Sałatka szopska | Salată șopska | Шопський салат
Овчарска салата | Shepherd's salad | Hirtensalat | Sałatka pasterska | Salată ciobănească | Пастуший салат
Зелена салата | Green salad | Grüner Salat | Zielona sałata | Salată verde | Зелений салат
Салата с риба тон | Tuna salad | Thunfischsalat | Sałatka z tuńczykiem | Salată cu ton | Салат з тунцем
Салата Цезар | Caesar salad | Caesar-Salat | Sałatka Cezar | Salată Caesar | Салат Цезар
Салата Цезар с пиле | Chicken Caesar salad | Caesar-Salat mit Hähnchen | Sałatka Cezar z kurczakiem | Salată Caesar cu pui | Салат Цезар з куркою
Салата Цезар със скариди | Shrimp Caesar salad | Caesar-Salat mit Garnelen | Sałatka Cezar z krewetkami | Salată Caesar cu creveți | Салат Цезар з креветками
Гръцка салата | Greek salad | Griechischer Salat | Sałatka grecka | Salată grecească | Грецький салат
Салата Капрезе | Caprese salad | Caprese-Salat | Sałatka caprese | Salată caprese | Салат Капрезе
Салата с печени чушки | Roasted pepper salad | Salat aus gerösteten Paprika | Sałatka z pieczonej papryki | Salată de ardei copți | Салат з печеного перцю
Салата с рукола и пармезан | Rocket and parmesan salad | Rucolasalat mit Parmesan | Sałatka z rukolą i parmezanem | Salată cu rucola și parmezan | Салат з руколою і пармезаном
Салата с пиле | Chicken salad | Hähnchensalat | Sałatka z kurczakiem | Salată cu pui | Салат з куркою
Салата с козе сирене | Goat cheese salad | Salat mit Ziegenkäse | Sałatka z kozim serem | Salată cu brânză de capră | Салат з козячим сиром
Салата с киноа | Quinoa salad | Quinoasalat | Sałatka z komosą ryżową | Salată cu quinoa | Салат з кіноа
Салата с авокадо | Avocado salad | Avocadosalat | Sałatka z awokado | Salată cu avocado | Салат з авокадо
Салата с домати | Tomato salad | Tomatensalat | Sałatka z pomidorów | Salată de roșii | Салат з помідорів
Салата от краставици | Cucumber salad | Gurkensalat | Sałatka z ogórków | Salată de castraveți | Салат з огірків
Салата с моцарела и домати | Tomato and mozzarella salad | Tomaten-Mozzarella-Salat | Sałatka z pomidorami i mozzarellą | Salată cu roșii și mozzarella | Салат з помідорами і моцарелою
Салата със сьомга | Salmon salad | Lachssalat | Sałatka z łososiem | Salată cu somon | Салат з лососем
Салата със скариди | Shrimp salad | Garnelensalat | Sałatka z krewetkami | Salată cu creveți | Салат з креветками
Салата с пушена сьомга | Smoked salmon salad | Salat mit Räucherlachs | Sałatka z wędzonym łososiem | Salată cu somon afumat | Салат з копченим лососем
Руска салата | Russian salad | Russischer Salat | Sałatka jarzynowa | Salată de boeuf | Олів'є
Картофена салата | Potato salad | Kartoffelsalat | Sałatka ziemniaczana | Salată de cartofi | Картопляний салат
Салата с червено цвекло | Beetroot salad | Rote-Bete-Salat | Sałatka z buraków | Salată de sfeclă roșie | Салат з буряка
Микс зелени салати | Mixed green salad | Gemischter grüner Salat | Mix sałat | Mix de salate verzi | Мікс зелених салатів
Салата с тиквички на скара | Grilled zucchini salad | Salat mit gegrillten Zucchini | Sałatka z grillowaną cukinią | Salată cu dovlecei la grătar | Салат з кабачками гриль
Салата с хрупкаво пиле | Crispy chicken salad | Salat mit knusprigem Hähnchen | Sałatka z chrupiącym kurczakiem | Salată cu pui crocant | Салат з хрусткою куркою
Салата с телешко | Beef salad | Salat mit Rindfleisch | Sałatka z wołowiną | Salată cu vită | Салат з яловичиною
Плодова салата | Fruit salad | Obstsalat | Sałatka owocowa | Salată de fructe | Фруктовий салат
# Soups
Телешка супа | Beef soup | Rindfleischsuppe | Zupa wołowa | Supă de vită | Суп з яловичини
Пилешка супа | Chicken soup | Hühnersuppe | Zupa z kurczaka | Supă de pui | Курячий суп
Таратор | Tarator | Tarator | Tarator | Tarator | Таратор
Шкембе чорба | Tripe soup | Kuttelsuppe | Flaki | Ciorbă de burtă | Суп з рубця
Боб чорба | Bean soup | Bohnensuppe | Zupa fasolowa | Ciorbă de fasole | Квасолевий суп
Леща чорба | Lentil soup | Linsensuppe | Zupa z soczewicy | Supă de linte | Суп з сочевиці
Крем супа от тиква | Pumpkin cream soup | Kürbiscremesuppe | Krem z dyni | Supă cremă de dovleac | Крем-суп з гарбуза
Крем супа от броколи | Broccoli cream soup | Brokkolicremesuppe | Krem z brokułów | Supă cremă de broccoli | Крем-суп з броколі
Крем супа от гъби | Mushroom cream soup | Pilzcremesuppe | Krem z pieczarek | Supă cremă de ciuperci | Крем-суп з грибів
Крем супа от моркови | Carrot cream soup | Karottencremesuppe | Krem z marchewki | Supă cremă de morcovi | Крем-суп з моркви
Доматена супа | Tomato soup | Tomatensuppe | Zupa pomidorowa | Supă de roșii | Томатний суп
Рибена чорба | Fish soup | Fischsuppe | Zupa rybna | Ciorbă de pește | Рибний суп
Супа топчета | Meatball soup | Fleischbällchensuppe | Zupa z klopsikami | Ciorbă de perișoare | Суп з фрикадельками
Зеленчукова супа | Vegetable soup | Gemüsesuppe | Zupa jarzynowa | Supă de legume | Овочевий суп
Картофена супа | Potato soup | Kartoffelsuppe | Zupa ziemniaczana | Supă de cartofi | Картопляний суп
Гъбена супа | Mushroom soup | Pilzsuppe | Zupa grzybowa | Supă de ciuperci | Грибний суп
Агнешка супа | Lamb soup | Lammsuppe | Zupa z jagnięciny | Ciorbă de miel | Суп з ягнятини
# Starters and sides
Пържени картофи | French fries | Pommes frites | Frytki | Cartofi prăjiți | Картопля фрі
Пържени картофи със сирене | French fries with feta | Pommes frites mit Schafskäse | Frytki z fetą | Cartofi prăjiți cu telemea | Картопля фрі з бринзою
Картофи по селски | Country-style potatoes | Kartoffeln nach Landart | Ziemniaki po wiejsku | Cartofi țărănești | Картопля по-селянськи
Печени картофи | Roasted potatoes | Ofenkartoffeln | Pieczone ziemniaki | Cartofi la cuptor | Печена картопля
Картофено пюре | Mashed potatoes | Kartoffelpüree | Puree ziemniaczane | Piure de cartofi | Картопляне пюре
Питка с чесън | Garlic bread | Knoblauchbrot | Chlebek czosnkowy | Pâine cu usturoi | Часниковий хліб
Сирене по шопски | Shopska-style cheese | Käse nach Schopska-Art | Ser po szopsku | Brânză șopska | Сир по-шопськи
Кашкавал пане | Breaded cheese | Panierter Käse | Panierowany ser | Cașcaval pane | Панірований сир
Пържени тиквички | Fried zucchini | Frittierte Zucchini | Smażona cukinia | Dovlecei prăjiți | Смажені кабачки
Пълнени чушки | Stuffed peppers | Gefüllte Paprika | Faszerowana papryka | Ardei umpluți | Фарширований перець
Пълнени тиквички | Stuffed zucchini | Gefüllte Zucchini | Faszerowana cukinia | Dovlecei umpluți | Фаршировані кабачки
Сарми с лозови листа | Stuffed vine leaves | Gefüllte Weinblätter | Gołąbki w liściach winogron | Sarmale în foi de viță | Голубці у виноградному листі
Сарми със зеле | Stuffed cabbage rolls | Kohlrouladen | Gołąbki | Sarmale în foi de varză | Голубці
Пържени калмари | Fried calamari | Frittierte Calamari | Smażone kalmary | Calamar prăjit | Смажені кальмари
Калмари на скара | Grilled calamari | Gegrillte Calamari | Kalmary z grilla | Calamar la grătar | Кальмари на грилі
Скариди с масло и чесън | Shrimp in garlic butter | Garnelen in Knoblauchbutter | Krewetki na maśle czosnkowym | Creveți cu unt și usturoi | Креветки у часниковому маслі
Пилешки хапки | Chicken bites | Hähnchenhappen | Kąski z kurczaka | Bucățele de pui | Курячі шматочки
Пилешки крилца | Chicken wings | Hähnchenflügel | Skrzydełka z kurczaka | Aripioare de pui | Курячі крильця
Пилешки крилца барбекю | BBQ chicken wings | Hähnchenflügel BBQ | Skrzydełka BBQ | Aripioare de pui barbecue | Курячі крильця барбекю
Пилешки стрипс | Chicken strips | Hähnchenstreifen | Stripsy z kurczaka | Stripsuri de pui | Курячі стрипси
Пилешки нъгетс | Chicken nuggets | Chicken Nuggets | Nuggetsy z kurczaka | Nuggets de pui | Курячі нагетси
Лучени кръгчета | Onion rings | Zwiebelringe | Krążki cebulowe | Inele de ceapă | Цибулеві кільця
Моцарела стикс | Mozzarella sticks | Mozzarella-Sticks | Paluszki mozzarella | Bastoane de mozzarella | Моцарела стікс
Брускети с домати | Tomato bruschetta | Bruschetta mit Tomaten | Bruschetta z pomidorami | Bruschete cu roșii | Брускети з помідорами
Хумус | Hummus | Hummus | Hummus | Humus | Хумус
Пълнени гъби | Stuffed mushrooms | Gefüllte Pilze | Faszerowane pieczarki | Ciuperci umplute | Фаршировані гриби
Гъби на скара | Grilled mushrooms | Gegrillte Pilze | Pieczarki z grilla | Ciuperci la grătar | Гриби на грилі
Зеленчуци на скара | Grilled vegetables | Gegrilltes Gemüse | Warzywa z grilla | Legume la grătar | Овочі на грилі
Задушени зеленчуци | Steamed vegetables | Gedünstetes Gemüse | Warzywa gotowane na parze | Legume la abur | Овочі на пару
Ориз със зеленчуци | Vegetable rice | Gemüsereis | Ryż z warzywami | Orez cu legume | Рис з овочами
# Breakfasts
Пържени яйца | Fried eggs | Spiegeleier | Jajka sadzone | Ouă ochiuri | Смажені яйця
Пържени яйца с бекон | Fried eggs with bacon | Spiegeleier mit Speck | Jajka sadzone z bekonem | Ouă ochiuri cu bacon | Смажені яйця з беконом
Бъркани яйца | Scrambled eggs | Rührei | Jajecznica | Ouă jumări | Яєчня-бовтанка
Омлет | Omelette | Omelett | Omlet | Omletă | Омлет
Омлет със сирене | Feta omelette | Omelett mit Schafskäse | Omlet z fetą | Omletă cu telemea | Омлет з бринзою
Омлет с шунка и кашкавал | Ham and cheese omelette | Omelett mit Schinken und Käse | Omlet z szynką i serem | Omletă cu șuncă și cașcaval | Омлет з шинкою і сиром
Омлет със зеленчуци | Vegetable omelette | Gemüseomelett | Omlet z warzywami | Omletă cu legume | Омлет з овочами
Палачинка с шоколад | Chocolate crêpe | Crêpe mit Schokolade | Naleśnik z czekoladą | Clătită cu ciocolată | Млинець з шоколадом
Палачинка с шоколад и банан | Chocolate and banana crêpe | Crêpe mit Schokolade und Banane | Naleśnik z czekoladą i bananem | Clătită cu ciocolată și banană | Млинець з шоколадом і бананом
Палачинка с мед и орехи | Honey and walnut crêpe | Crêpe mit Honig und Walnüssen | Naleśnik z miodem i orzechami | Clătită cu miere și nuci | Млинець з медом і горіхами
Палачинка със сладко | Jam crêpe | Crêpe mit Marmelade | Naleśnik z dżemem | Clătită cu dulceață | Млинець з варенням
Палачинка със сирене | Feta crêpe | Crêpe mit Schafskäse | Naleśnik z fetą | Clătită cu telemea | Млинець з бринзою
Баница | Banitsa | Banitsa | Banica | Banița | Баниця
Мюсли с кисело мляко | Muesli with yogurt | Müsli mit Joghurt | Musli z jogurtem | Musli cu iaurt | Мюслі з йогуртом
Кисело мляко с мед и орехи | Yogurt with honey and walnuts | Joghurt mit Honig und Walnüssen | Jogurt z miodem i orzechami | Iaurt cu miere și nuci | Йогурт з медом і горіхами
Кисело мляко с мед | Yogurt with honey | Joghurt mit Honig | Jogurt z miodem | Iaurt cu miere | Йогурт з медом
Овесена каша | Porridge | Haferbrei | Owsianka | Terci de ovăz | Вівсяна каша
Тост с авокадо | Avocado toast | Avocado-Toast | Tost z awokado | Toast cu avocado | Тост з авокадо
Сандвич с шунка и кашкавал | Ham and cheese sandwich | Sandwich mit Schinken und Käse | Kanapka z szynką i serem | Sandviș cu șuncă și cașcaval | Сендвіч з шинкою і сиром
Клуб сандвич | Club sandwich | Clubsandwich | Club sandwich | Club sandviș | Клаб-сендвіч
Френски тост | French toast | Arme Ritter | Tosty francuskie | Frigănele | Грінки
Гофрета с шоколад | Chocolate waffle | Waffel mit Schokolade | Gofr z czekoladą | Vafă cu ciocolată | Вафля з шоколадом
# Grill and mains
Пилешко филе на скара | Grilled chicken breast | Gegrillte Hähnchenbrust | Grillowany filet z kurczaka | File de pui la grătar | Куряче філе на грилі
Свинска пържола на скара | Grilled pork chop | Gegrilltes Schweinekotelett | Kotlet wieprzowy z grilla | Cotlet de porc la grătar | Свиняча відбивна на грилі
Свински врат на скара | Grilled pork neck | Gegrillter Schweinenacken | Karkówka z grilla | Ceafă de porc la grătar | Свиняча шийка на грилі
Кебапче | Kebapche | Kebaptsche | Kebapcze | Mici | Кебапче
Кюфтета на скара | Grilled meatballs | Gegrillte Frikadellen | Klopsiki z grilla | Chiftele la grătar | Котлети на грилі
Кюфтета по чирпански | Chirpan-style meatballs | Frikadellen nach Tschirpan-Art | Klopsiki po czirpańsku | Chiftele în stil de Cirpan | Котлети по-чирпанськи
Наденица на скара | Grilled sausage | Bratwurst vom Grill | Kiełbasa z grilla | Cârnat la grătar | Ковбаска на грилі
Пилешки шишчета | Chicken skewers | Hähnchenspieße | Szaszłyki z kurczaka | Frigărui de pui | Курячі шашлички
Свинско шишче | Pork skewer | Schweinespieß | Szaszłyk wieprzowy | Frigăruie de porc | Свинячий шашлик
Мешана скара | Mixed grill | Grillteller | Talerz mięs z grilla | Grătar mixt | Асорті гриль
Пилешки бут на скара | Grilled chicken leg | Gegrillte Hähnchenkeule | Udko z kurczaka z grilla | Pulpă de pui la grătar | Куряча ніжка на грилі
Телешки стек | Beef steak | Rindersteak | Stek wołowy | Steak de vită | Яловичий стейк
Рибай стек | Ribeye steak | Ribeye-Steak | Stek ribeye | Steak ribeye | Стейк рібай
Агнешки котлети | Lamb chops | Lammkoteletts | Kotlety jagnięce | Cotlete de miel | Ягнячі котлети
Сьомга на скара | Grilled salmon | Gegrillter Lachs | Łosoś z grilla | Somon la grătar | Лосось на грилі
Пъстърва на скара | Grilled trout | Gegrillte Forelle | Pstrąg z grilla | Păstrăv la grătar | Форель на грилі
Ципура на скара | Grilled sea bream | Gegrillte Dorade | Dorada z grilla | Doradă la grătar | Дорадо на грилі
Лаврак на скара | Grilled sea bass | Gegrillter Wolfsbarsch | Labraks z grilla | Lavrac la grătar | Сибас на грилі
Скумрия на скара | Grilled mackerel | Gegrillte Makrele | Makrela z grilla | Macrou la grătar | Скумбрія на грилі
Пилешко филе с гъби | Chicken breast with mushrooms | Hähnchenbrust mit Pilzen | Filet z kurczaka z pieczarkami | File de pui cu ciuperci | Куряче філе з грибами
Пилешко филе със сметанов сос | Chicken breast in cream sauce | Hähnchenbrust in Sahnesoße | Filet z kurczaka w sosie śmietanowym | File de pui cu sos de smântână | Куряче філе у вершковому соусі
Панирано пилешко филе | Breaded chicken breast | Panierte Hähnchenbrust | Panierowany filet z kurczaka | File de pui pane | Куряче філе в паніровці
Пиле с гъби | Chicken with mushrooms | Hähnchen mit Pilzen | Kurczak z pieczarkami | Pui cu ciuperci | Курка з грибами
Пиле с ориз | Chicken with rice | Hähnchen mit Reis | Kurczak z ryżem | Pui cu orez | Курка з рисом
Пиле с картофи | Chicken with potatoes | Hähnchen mit Kartoffeln | Kurczak z ziemniakami | Pui cu cartofi | Курка з картоплею
Пиле със зеленчуци | Chicken with vegetables | Hähnchen mit Gemüse | Kurczak z warzywami | Pui cu legume | Курка з овочами
Печено пиле | Roast chicken | Brathähnchen | Kurczak pieczony | Pui la cuptor | Запечена курка
Пилешко къри | Chicken curry | Hähnchen-Curry | Kurczak curry | Curry de pui | Курка каррі
Пиле със сладко-кисел сос | Sweet and sour chicken | Hähnchen süß-sauer | Kurczak w sosie słodko-kwaśnym | Pui în sos dulce-acrișor | Курка в кисло-солодкому соусі
Свинско със зеле | Pork with cabbage | Schweinefleisch mit Kohl | Wieprzowina z kapustą | Porc cu varză | Свинина з капустою
Свинско с праз | Pork with leeks | Schweinefleisch mit Lauch | Wieprzowina z porem | Porc cu praz | Свинина з пореєм
Свинско с гъби | Pork with mushrooms | Schweinefleisch mit Pilzen | Wieprzowina z pieczarkami | Porc cu ciuperci | Свинина з грибами
Свинско печено | Roast pork | Schweinebraten | Pieczeń wieprzowa | Friptură de porc | Запечена свинина
Телешко със зеленчуци | Beef with vegetables | Rindfleisch mit Gemüse | Wołowina z warzywami | Vită cu legume | Яловичина з овочами
Телешки гулаш | Beef goulash | Rindergulasch | Gulasz wołowy | Gulaș de vită | Гуляш з яловичини
Телешки език в масло | Beef tongue in butter | Rinderzunge in Butter | Ozór wołowy w maśle | Limbă de vită în unt | Яловичий язик у вершковому маслі
Агнешко с картофи | Lamb with potatoes | Lamm mit Kartoffeln | Jagnięcina z ziemniakami | Miel cu cartofi | Ягнятина з картоплею
Агнешко печено | Roast lamb | Lammbraten | Pieczeń jagnięca | Friptură de miel | Запечена ягнятина
Мусака | Moussaka | Moussaka | Musaka | Musaca | Мусака
Пилешки шницел | Chicken schnitzel | Hähnchenschnitzel | Sznycel z kurczaka | Șnițel de pui | Курячий шніцель
Свински шницел | Pork schnitzel | Schweineschnitzel | Kotlet schabowy | Șnițel de porc | Свинячий шніцель
Виенски шницел | Wiener schnitzel | Wiener Schnitzel | Sznycel wiedeński | Șnițel vienez | Віденський шніцель
Патешки гърди | Duck breast | Entenbrust | Pierś z kaczki | Piept de rață | Качина грудка
Сьомга със зеленчуци | Salmon with vegetables | Lachs mit Gemüse | Łosoś z warzywami | Somon cu legume | Лосось з овочами
Риба с пържени картофи | Fish and chips | Fisch mit Pommes frites | Ryba z frytkami | Pește cu cartofi prăjiți | Риба з картоплею фрі
Зеленчуково ризото | Vegetable risotto | Gemüserisotto | Risotto z warzywami | Risotto cu legume | Різото з овочами
Ризото с гъби | Mushroom risotto | Pilzrisotto | Risotto z pieczarkami | Risotto cu ciuperci | Різото з грибами
Ризото с морски дарове | Seafood risotto | Risotto mit Meeresfrüchten | Risotto z owocami morza | Risotto cu fructe de mare | Різото з морепродуктами
Ризото с пиле и гъби | Chicken and mushroom risotto | Risotto mit Hähnchen und Pilzen | Risotto z kurczakiem i pieczarkami | Risotto cu pui și ciuperci | Різото з куркою і грибами
# Pasta
Спагети Болонезе | Spaghetti Bolognese | Spaghetti Bolognese | Spaghetti bolognese | Spaghete bolognese | Спагеті болоньєзе
Спагети Карбонара | Spaghetti carbonara | Spaghetti Carbonara | Spaghetti carbonara | Spaghete carbonara | Спагеті карбонара
Спагети с морски дарове | Seafood spaghetti | Spaghetti mit Meeresfrüchten | Spaghetti z owocami morza | Spaghete cu fructe de mare | Спагеті з морепродуктами
Спагети с доматен сос | Spaghetti with tomato sauce | Spaghetti mit Tomatensoße | Spaghetti z sosem pomidorowym | Spaghete cu sos de roșii | Спагеті з томатним соусом
Спагети с пиле и гъби | Chicken and mushroom spaghetti | Spaghetti mit Hähnchen und Pilzen | Spaghetti z kurczakiem i pieczarkami | Spaghete cu pui și ciuperci | Спагеті з куркою і грибами
Пене Арабиата | Penne arrabbiata | Penne Arrabbiata | Penne arrabbiata | Penne arrabbiata | Пене арабіата
Пене с пиле и броколи | Chicken and broccoli penne | Penne mit Hähnchen und Brokkoli | Penne z kurczakiem i brokułami | Penne cu pui și broccoli | Пене з куркою і броколі
Талиатели с пиле и гъби | Chicken and mushroom tagliatelle | Tagliatelle mit Hähnchen und Pilzen | Tagliatelle z kurczakiem i pieczarkami | Tagliatelle cu pui și ciuperci | Тальятеле з куркою і грибами
Талиатели със сьомга | Salmon tagliatelle | Tagliatelle mit Lachs | Tagliatelle z łososiem | Tagliatelle cu somon | Тальятеле з лососем
Фетучини Алфредо | Fettuccine Alfredo | Fettuccine Alfredo | Fettuccine Alfredo | Fettuccine Alfredo | Феттучіні Альфредо
Лазаня | Lasagne | Lasagne | Lasagne | Lasagna | Лазанья
Лазаня Болонезе | Lasagne Bolognese | Lasagne Bolognese | Lasagne bolognese | Lasagna bolognese | Лазанья болоньєзе
Ньоки с четири сирена | Four-cheese gnocchi | Gnocchi mit vier Käsesorten | Gnocchi z czterema serami | Gnocchi cu patru brânzeturi | Ньокі з чотирма сирами
Паста с песто | Pesto pasta | Pasta mit Pesto | Makaron z pesto | Paste cu pesto | Паста з песто
Паста с риба тон | Tuna pasta | Pasta mit Thunfisch | Makaron z tuńczykiem | Paste cu ton | Паста з тунцем
Равиоли със спанак и рикота | Spinach and ricotta ravioli | Ravioli mit Spinat und Ricotta | Ravioli ze szpinakiem i ricottą | Ravioli cu spanac și ricotta | Равіолі зі шпинатом і рикотою
# Pizza
Пица Маргарита | Margherita pizza | Pizza Margherita | Pizza Margherita | Pizza Margherita | Піца Маргарита
Пица Пеперони | Pepperoni pizza | Pizza Salami | Pizza pepperoni | Pizza pepperoni | Піца пепероні
Пица Четири сирена | Four cheese pizza | Pizza Quattro Formaggi | Pizza cztery sery | Pizza Quattro Formaggi | Піца Чотири сири
Пица Кватро Стаджони | Four seasons pizza | Pizza Quattro Stagioni | Pizza cztery pory roku | Pizza Quattro Stagioni | Піца Чотири сезони
Пица Капричоза | Capricciosa pizza | Pizza Capricciosa | Pizza Capricciosa | Pizza Capricciosa | Піца Капричоза
Пица Калцоне | Calzone | Pizza Calzone | Calzone | Calzone | Кальцоне
Пица Хавай | Hawaiian pizza | Pizza Hawaii | Pizza hawajska | Pizza Hawaii | Піца Гавайська
Пица Прошуто | Prosciutto pizza | Pizza Prosciutto | Pizza prosciutto | Pizza prosciutto | Піца прошуто
Пица Вегетариана | Vegetarian pizza | Pizza Vegetariana | Pizza wegetariańska | Pizza vegetariană | Вегетаріанська піца
Пица Диавола | Diavola pizza | Pizza Diavola | Pizza Diavola | Pizza Diavola | Піца Дьявола
Пица с риба тон | Tuna pizza | Pizza mit Thunfisch | Pizza z tuńczykiem | Pizza cu ton | Піца з тунцем
Пица с пиле и гъби | Chicken and mushroom pizza | Pizza mit Hähnchen und Pilzen | Pizza z kurczakiem i pieczarkami | Pizza cu pui și ciuperci | Піца з куркою і грибами
Пица Барбекю | BBQ pizza | Pizza BBQ | Pizza BBQ | Pizza barbecue | Піца барбекю
Пица с морски дарове | Seafood pizza | Pizza Frutti di Mare | Pizza z owocami morza | Pizza cu fructe de mare | Піца з морепродуктами
Пица с шунка и гъби | Ham and mushroom pizza | Pizza mit Schinken und Pilzen | Pizza z szynką i pieczarkami | Pizza cu șuncă și ciuperci | Піца з шинкою і грибами
# Burgers and street food
Класически бургер | Classic burger | Klassischer Burger | Klasyczny burger | Burger clasic | Класичний бургер
Двоен бургер | Double burger | Doppelter Burger | Podwójny burger | Burger dublu | Подвійний бургер
Пилешки бургер | Chicken burger | Hähnchenburger | Burger z kurczakiem | Burger de pui | Курячий бургер
Чийзбургер | Cheeseburger | Cheeseburger | Cheeseburger | Cheeseburger | Чізбургер
Лют бургер | Spicy burger | Scharfer Burger | Ostry burger | Burger picant | Гострий бургер
Вегетариански бургер | Vegetarian burger | Vegetarischer Burger | Wegetariański burger | Burger vegetarian | Вегетаріанський бургер
Бургер с бекон | Bacon burger | Bacon-Burger | Burger z bekonem | Burger cu bacon | Бургер з беконом
Телешки бургер | Beef burger | Rindfleischburger | Burger wołowy | Burger de vită | Яловичий бургер
Дюнер с пиле | Chicken doner | Hähnchen-Döner | Kebab z kurczakiem | Shaorma de pui | Шаурма з куркою
Дюнер със свинско | Pork doner | Döner mit Schweinefleisch | Kebab z wieprzowiną | Shaorma de porc | Шаурма зі свининою
Хот-дог | Hot dog | Hotdog | Hot dog | Hot dog | Хот-дог
Тортиля с пиле | Chicken wrap | Hähnchen-Wrap | Tortilla z kurczakiem | Wrap cu pui | Тортилья з куркою
# Desserts
Мляко с ориз | Rice pudding | Milchreis | Ryż na mleku | Orez cu lapte | Рисовий пудинг
Крем карамел | Crème caramel | Crème Caramel | Krem karmelowy | Cremă de zahăr ars | Крем-карамель
Баклава | Baklava | Baklava | Baklawa | Baclava | Пахлава
Тиквеник | Pumpkin strudel | Kürbisstrudel | Strudel z dynią | Plăcintă cu dovleac | Штрудель з гарбузом
Шоколадово суфле | Chocolate soufflé | Schokoladensoufflé | Suflet czekoladowy | Sufleu de ciocolată | Шоколадне суфле
Шоколадова торта | Chocolate cake | Schokoladentorte | Tort czekoladowy | Tort de ciocolată | Шоколадний торт
Торта Гараш | Garash cake | Garasch-Torte | Tort Garasz | Tort Garaș | Торт Гараш
Торта с ягоди | Strawberry cake | Erdbeertorte | Tort truskawkowy | Tort cu căpșuni | Полуничний торт
Чийзкейк | Cheesecake | Käsekuchen | Sernik | Cheesecake | Чізкейк
Чийзкейк с горски плодове | Forest fruit cheesecake | Käsekuchen mit Waldbeeren | Sernik z owocami leśnymi | Cheesecake cu fructe de pădure | Чізкейк з лісовими ягодами
Тирамису | Tiramisu | Tiramisu | Tiramisu | Tiramisu | Тірамісу
Панакота | Panna cotta | Panna cotta | Panna cotta | Panna cotta | Панакота
Панакота с горски плодове | Forest fruit panna cotta | Panna cotta mit Waldbeeren | Panna cotta z owocami leśnymi | Panna cotta cu fructe de pădure | Панакота з лісовими ягодами
Сладолед | Ice cream | Eis | Lody | Înghețată | Морозиво
Ванилов сладолед | Vanilla ice cream | Vanilleeis | Lody waniliowe | Înghețată de vanilie | Ванільне морозиво
Шоколадов сладолед | Chocolate ice cream | Schokoladeneis | Lody czekoladowe | Înghețată de ciocolată | Шоколадне морозиво
Ябълков щрудел | Apple strudel | Apfelstrudel | Strudel jabłkowy | Strudel cu mere | Яблучний штрудель
Брауни | Brownie | Brownie | Brownie | Brownie | Брауні
Брауни със сладолед | Brownie with ice cream | Brownie mit Eis | Brownie z lodami | Brownie cu înghețată | Брауні з морозивом
Шоколадов мус | Chocolate mousse | Mousse au Chocolat | Mus czekoladowy | Mousse de ciocolată | Шоколадний мус
Крем брюле | Crème brûlée | Crème brûlée | Crème brûlée | Crème brûlée | Крем-брюле
# Drinks
Фреш от портокал | Fresh orange juice | Frisch gepresster Orangensaft | Świeżo wyciskany sok pomarańczowy | Fresh de portocale | Апельсиновий фреш
Фреш от грейпфрут | Fresh grapefruit juice | Frisch gepresster Grapefruitsaft | Świeżo wyciskany sok grejpfrutowy | Fresh de grapefruit | Грейпфрутовий фреш
Фреш от моркови | Fresh carrot juice | Frisch gepresster Karottensaft | Świeżo wyciskany sok z marchwi | Fresh de morcovi | Морквяний фреш
Фреш от ябълка | Fresh apple juice | Frisch gepresster Apfelsaft | Świeżo wyciskany sok jabłkowy | Fresh de mere | Яблучний фреш
Портокалов сок | Orange juice | Orangensaft | Sok pomarańczowy | Suc de portocale | Апельсиновий сік
Ябълков сок | Apple juice | Apfelsaft | Sok jabłkowy | Suc de mere | Яблучний сік
Лимонада | Lemonade | Limonade | Lemoniada | Limonadă | Лимонад
Домашна лимонада | Homemade lemonade | Hausgemachte Limonade | Domowa lemoniada | Limonadă de casă | Домашній лимонад
Минерална вода | Mineral water | Mineralwasser | Woda mineralna | Apă minerală | Мінеральна вода
Газирана вода | Sparkling water | Sprudelwasser | Woda gazowana | Apă carbogazoasă | Газована вода
Трапезна вода | Still water | Stilles Wasser | Woda niegazowana | Apă plată | Негазована вода
Айран | Ayran | Ayran | Ajran | Ayran | Айран
Студен чай | Iced tea | Eistee | Mrożona herbata | Ceai rece | Холодний чай
Зелен чай | Green tea | Grüner Tee | Zielona herbata | Ceai verde | Зелений чай
Билков чай | Herbal tea | Kräutertee | Herbata ziołowa | Ceai de plante | Трав'яний чай
Кафе еспресо | Espresso | Espresso | Espresso | Espresso | Еспресо
Кафе с мляко | Coffee with milk | Kaffee mit Milch | Kawa z mlekiem | Cafea cu lapte | Кава з молоком
Капучино | Cappuccino | Cappuccino | Cappuccino | Cappuccino | Капучино
Лате | Latte | Latte | Latte | Latte | Лате
Горещ шоколад | Hot chocolate | Heiße Schokolade | Gorąca czekolada | Ciocolată caldă | Гарячий шоколад
Млечен шейк с ягоди | Strawberry milkshake | Erdbeer-Milchshake | Koktajl truskawkowy | Milkshake cu căpșuni | Полуничний мілкшейк
Смути с банан и ягоди | Banana and strawberry smoothie | Smoothie mit Banane und Erdbeeren | Smoothie z bananem i truskawkami | Smoothie cu banane și căpșuni | Смузі з бананом і полуницею
Бира | Beer | Bier | Piwo | Bere | Пиво
Наливна бира | Draught beer | Bier vom Fass | Piwo z beczki | Bere la halbă | Розливне пиво
Бяло вино | White wine | Weißwein | Wino białe | Vin alb | Біле вино
Червено вино | Red wine | Rotwein | Wino czerwone | Vin roșu | Червоне вино
Вино розе | Rosé wine | Roséwein | Wino różowe | Vin rosé | Рожеве вино
Ракия | Rakia | Rakia | Rakija | Rachiu | Ракія
Гроздова ракия | Grape rakia | Trauben-Rakia | Rakija winogronowa | Rachiu de struguri | Виноградна ракія
Сливова ракия | Plum rakia | Pflaumen-Rakia | Śliwowica | Rachiu de prune | Сливова ракія
`;

/**
 * A reference table's rows (`bg | en | de | pl | ro | uk`, one name a line; blank lines and
 * `#` comments skipped): every cell filled, or the table's file is named with the bad row.
 */
export function parseReferenceTable(table: string, file: string): ReferenceName[] {
  const rows: ReferenceName[] = [];
  for (const line of table.split('\n')) {
    const text = line.trim();
    if (text === '' || text.startsWith('#')) continue;
    const cells = text.split('|').map((cell) => cell.trim());
    if (cells.length !== 6 || cells.some((cell) => cell === ''))
      throw new Error(`${file}: bad row "${text}"`);
    const [bg, en, de, pl, ro, uk] = cells as [string, string, string, string, string, string];
    rows.push({ bg, ref: { en, de, pl, ro, uk } });
  }
  return rows;
}

/** mulberry32: a small seeded generator, so the split is random but fixed. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every row of the table, in the order written. */
export const REFERENCE_NAMES: readonly ReferenceName[] = parseReferenceTable(
  TABLE,
  'reference-names',
);

const SPLIT_SEED = 37;
const shuffled = [...REFERENCE_NAMES];
{
  const random = seeded(SPLIT_SEED);
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as ReferenceName, shuffled[i] as ReferenceName];
  }
}
const half = Math.ceil(shuffled.length / 2);

/** The half the rules may be tuned on. */
export const TUNING_NAMES: readonly ReferenceName[] = shuffled.slice(0, half);
/** The half never looked at while tuning: it measures whether the rules generalise. */
export const HELD_OUT_NAMES: readonly ReferenceName[] = shuffled.slice(half);
