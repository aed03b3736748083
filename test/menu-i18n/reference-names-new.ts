/**
 * A SECOND table of reference translations (issue 37 point 4, second round): 201 further dish names
 * as Bulgarian restaurants in Sofia print them (grill and mehana, pizzeria, Italian, Asian,
 * breakfasts, bakery, desserts, drinks, soups, salads), each written by hand in English, German,
 * Polish, Romanian and Ukrainian the way a native menu prints it. Written BEFORE reading the
 * grammar code (src/menu-i18n/) or its data, and before reading the rows of reference-names.ts,
 * so it is a held-out measure: the rules are never tuned to it.
 *
 * Same conventions as reference-names.ts: sentence case (German nouns capitalised); "сирене" is
 * feta-type cheese (en "feta", de "Schafskäse", pl "feta", ro "telemea", uk "бринза"),
 * "кашкавал" is yellow cheese ("cheese", "Käse", "ser", "cașcaval", "сир"); "телешко" is beef;
 * "на скара" is grilled; "гъби" are mushrooms (pl "pieczarki").
 *
 * One row a line: bg | en | de | pl | ro | uk.
 */
import { parseReferenceTable, type ReferenceName } from './reference-names.ts';

const TABLE = `
Свински врат на скара|Grilled pork neck|Schweinenacken vom Grill|Karkówka z grilla|Ceafă de porc la grătar|Свиняча шийка на грилі
Пилешки бутчета на скара|Grilled chicken drumsticks|Hähnchenschenkel vom Grill|Podudzia z kurczaka z grilla|Pulpe de pui la grătar|Курячі гомілки на грилі
Агнешко печено|Roast lamb|Lammbraten|Pieczona jagnięcina|Miel la cuptor|Запечена ягнятина
Агнешки котлети|Lamb chops|Lammkoteletts|Kotlety jagnięce|Cotlete de miel|Ягнячі котлети
Телешки стек|Beef steak|Rindersteak|Stek wołowy|Steak de vită|Яловичий стейк
Свински стек|Pork steak|Schweinesteak|Stek wieprzowy|Steak de porc|Свинячий стейк
Пилешки шишчета|Chicken skewers|Hähnchenspieße|Szaszłyki z kurczaka|Frigărui de pui|Курячі шашлички
Свинско шишче|Pork skewer|Schweinespieß|Szaszłyk wieprzowy|Frigăruie de porc|Свинячий шашлик
Кюфтета на скара|Grilled meatballs|Fleischbällchen vom Grill|Klopsiki z grilla|Chiftele la grătar|Тефтелі на грилі
Домашни кюфтета|Homemade meatballs|Hausgemachte Fleischbällchen|Domowe klopsiki|Chiftele de casă|Домашні тефтелі
Свинска пържола|Pork chop|Schweinekotelett|Kotlet wieprzowy|Cotlet de porc|Свиняча відбивна
Наденица на скара|Grilled sausage|Bratwurst vom Grill|Kiełbasa z grilla|Cârnați la grătar|Ковбаса на грилі
Домашна наденица|Homemade sausage|Hausgemachte Wurst|Domowa kiełbasa|Cârnați de casă|Домашня ковбаса
Пилешко филе на скара|Grilled chicken fillet|Hähnchenfilet vom Grill|Filet z kurczaka z grilla|File de pui la grătar|Куряче філе на грилі
Свинско филе на скара|Grilled pork fillet|Schweinefilet vom Grill|Polędwiczka wieprzowa z grilla|Mușchi de porc la grătar|Свиняча вирізка на грилі
Пилешки крилца|Chicken wings|Hähnchenflügel|Skrzydełka z kurczaka|Aripioare de pui|Курячі крильця
Свинско със зеле|Pork with cabbage|Schweinefleisch mit Kraut|Wieprzowina z kapustą|Porc cu varză|Свинина з капустою
Пилешко с ориз|Chicken with rice|Hähnchen mit Reis|Kurczak z ryżem|Pui cu orez|Курка з рисом
Телешко с картофи|Beef with potatoes|Rindfleisch mit Kartoffeln|Wołowina z ziemniakami|Vită cu cartofi|Яловичина з картоплею
Агнешко с картофи|Lamb with potatoes|Lamm mit Kartoffeln|Jagnięcina z ziemniakami|Miel cu cartofi|Ягнятина з картоплею
Пилешко със зеленчуци|Chicken with vegetables|Hähnchen mit Gemüse|Kurczak z warzywami|Pui cu legume|Курка з овочами
Пиле с гъби и сметана|Chicken with mushrooms and cream|Hähnchen mit Pilzen und Sahne|Kurczak z pieczarkami i śmietaną|Pui cu ciuperci și smântână|Курка з грибами і вершками
Картофи по селски|Country-style potatoes|Bauernkartoffeln|Ziemniaki po wiejsku|Cartofi țărănești|Картопля по-селянськи
Свинско по селски|Country-style pork|Schweinefleisch nach Bauernart|Wieprzowina po wiejsku|Porc țărănesc|Свинина по-селянськи
Пиле по ловджийски|Hunter's chicken|Hähnchen nach Jägerart|Kurczak po myśliwsku|Pui vânătoresc|Курка по-мисливськи
Спагети по болонски|Spaghetti bolognese|Spaghetti Bolognese|Spaghetti po bolońsku|Spaghete bolognese|Спагеті болоньєзе
Пъстърва по рибарски|Fisherman's trout|Forelle nach Fischerart|Pstrąg po rybacku|Păstrăv pescăresc|Форель по-рибальськи
Патица по пекински|Peking duck|Peking-Ente|Kaczka po pekińsku|Rață pekineză|Качка по-пекінськи
Сирене по шопски|Shopska-style feta|Schafskäse nach Schopenart|Feta po szopsku|Telemea șopska|Бринза по-шопськи
Свински джолан|Pork knuckle|Schweinshaxe|Golonka wieprzowa|Ciolan de porc|Свиняча рулька
Свински ребра|Pork ribs|Schweinerippchen|Żeberka wieprzowe|Coaste de porc|Свинячі реберця
Свински ребра с барбекю сос|Pork ribs with barbecue sauce|Schweinerippchen mit Barbecuesauce|Żeberka wieprzowe w sosie barbecue|Coaste de porc cu sos barbecue|Свинячі реберця з соусом барбекю
Мешана скара|Mixed grill|Grillteller|Mieszane mięsa z grilla|Grătar asortat|Асорті з грилю
Пилешки дробчета|Chicken livers|Hühnerleber|Wątróbki drobiowe|Ficăței de pui|Куряча печінка
Телешки гулаш|Beef goulash|Rindergulasch|Gulasz wołowy|Gulaș de vită|Яловичий гуляш
Виенски шницел|Wiener schnitzel|Wiener Schnitzel|Sznycel wiedeński|Șnițel vienez|Віденський шніцель
Пилешки шницел|Chicken schnitzel|Hähnchenschnitzel|Sznycel z kurczaka|Șnițel de pui|Курячий шніцель
Свински шницел|Pork schnitzel|Schweineschnitzel|Sznycel wieprzowy|Șnițel de porc|Свинячий шніцель
Пилешко кордон блу|Chicken cordon bleu|Hähnchen Cordon bleu|Kurczak cordon bleu|Cordon bleu de pui|Курячий кордон блю
Свинско филе с гъбен сос|Pork fillet with mushroom sauce|Schweinefilet mit Pilzsauce|Polędwiczka wieprzowa w sosie pieczarkowym|Mușchi de porc cu sos de ciuperci|Свиняча вирізка з грибним соусом
Пилешко филе със сметанов сос|Chicken fillet with cream sauce|Hähnchenfilet mit Sahnesauce|Filet z kurczaka w sosie śmietanowym|File de pui cu sos de smântână|Куряче філе з вершковим соусом
Телешки медальони с гъби|Beef medallions with mushrooms|Rindermedaillons mit Pilzen|Medaliony wołowe z pieczarkami|Medalioane de vită cu ciuperci|Яловичі медальйони з грибами
Пилешка супа|Chicken soup|Hühnersuppe|Zupa z kurczaka|Supă de pui|Курячий суп
Крем супа от тиква|Pumpkin cream soup|Kürbiscremesuppe|Krem z dyni|Supă cremă de dovleac|Крем-суп з гарбуза
Крем супа от броколи|Broccoli cream soup|Brokkolicremesuppe|Krem z brokułów|Supă cremă de broccoli|Крем-суп з броколі
Супа от леща|Lentil soup|Linsensuppe|Zupa z soczewicy|Supă de linte|Суп з сочевиці
Боб чорба|Bean soup|Bohnensuppe|Zupa fasolowa|Ciorbă de fasole|Квасолевий суп
Шкембе чорба|Tripe soup|Kuttelsuppe|Flaki|Ciorbă de burtă|Суп з рубця
Рибена чорба|Fish soup|Fischsuppe|Zupa rybna|Ciorbă de pește|Рибний суп
Супа топчета|Meatball soup|Suppe mit Fleischbällchen|Zupa z pulpetami|Ciorbă de perișoare|Суп з фрикадельками
Доматена супа|Tomato soup|Tomatensuppe|Zupa pomidorowa|Supă de roșii|Томатний суп
Гъбена супа|Mushroom soup|Pilzsuppe|Zupa pieczarkowa|Supă de ciuperci|Грибний суп
Зеленчукова супа|Vegetable soup|Gemüsesuppe|Zupa jarzynowa|Supă de legume|Овочевий суп
Агнешка супа|Lamb soup|Lammsuppe|Zupa jagnięca|Ciorbă de miel|Ягнячий суп
Салата с риба тон и царевица|Tuna and sweetcorn salad|Salat mit Thunfisch und Mais|Sałatka z tuńczykiem i kukurydzą|Salată cu ton și porumb|Салат з тунцем і кукурудзою
Салата с пилешко, айсберг и пармезан|Chicken, iceberg and parmesan salad|Salat mit Hähnchen, Eisbergsalat und Parmesan|Sałatka z kurczakiem, sałatą lodową i parmezanem|Salată cu pui, salată iceberg și parmezan|Салат з куркою, айсбергом і пармезаном
Салата от печени чушки|Roasted pepper salad|Salat aus gerösteter Paprika|Sałatka z pieczonej papryki|Salată de ardei copți|Салат з печеного перцю
Салата с рукола и чери домати|Rocket and cherry tomato salad|Salat mit Rucola und Kirschtomaten|Sałatka z rukolą i pomidorkami koktajlowymi|Salată cu rucola și roșii cherry|Салат з руколою і томатами чері
Зелена салата с репички|Green salad with radishes|Grüner Salat mit Radieschen|Zielona sałata z rzodkiewką|Salată verde cu ridichi|Зелений салат з редискою
Салата с козе сирене|Goat's cheese salad|Salat mit Ziegenkäse|Sałatka z kozim serem|Salată cu brânză de capră|Салат з козячим сиром
Салата с киноа и авокадо|Quinoa and avocado salad|Salat mit Quinoa und Avocado|Sałatka z komosą ryżową i awokado|Salată cu quinoa și avocado|Салат з кіноа і авокадо
Салата от краставици|Cucumber salad|Gurkensalat|Sałatka z ogórków|Salată de castraveți|Салат з огірків
Салата от домати|Tomato salad|Tomatensalat|Sałatka z pomidorów|Salată de roșii|Салат з помідорів
Картофена салата|Potato salad|Kartoffelsalat|Sałatka ziemniaczana|Salată de cartofi|Картопляний салат
Салата с пушена сьомга|Smoked salmon salad|Salat mit Räucherlachs|Sałatka z wędzonym łososiem|Salată cu somon afumat|Салат з копченим лососем
Салата с моцарела и домати|Mozzarella and tomato salad|Salat mit Mozzarella und Tomaten|Sałatka z mozzarellą i pomidorami|Salată cu mozzarella și roșii|Салат з моцарелою і помідорами
Пилешка салата|Chicken salad|Hähnchensalat|Sałatka z kurczakiem|Salată de pui|Салат з куркою
Салата Цезар със скариди|Prawn Caesar salad|Caesar Salad mit Garnelen|Sałatka Cezar z krewetkami|Salată Caesar cu creveți|Салат Цезар з креветками
Плодова салата|Fruit salad|Obstsalat|Sałatka owocowa|Salată de fructe|Фруктовий салат
Пица Кватро Формаджи|Pizza Quattro Formaggi|Pizza Quattro Formaggi|Pizza Quattro Formaggi|Pizza Quattro Formaggi|Піца Кватро Формаджі
Пица Капричоза|Pizza Capricciosa|Pizza Capricciosa|Pizza Capricciosa|Pizza Capricciosa|Піца Капрічоза
Пица Калцоне|Pizza Calzone|Pizza Calzone|Pizza Calzone|Pizza Calzone|Піца Кальцоне
Пица Прошуто|Pizza Prosciutto|Pizza Prosciutto|Pizza Prosciutto|Pizza Prosciutto|Піца Прошуто
Пица Вегетариана|Pizza Vegetariana|Pizza Vegetariana|Pizza Vegetariana|Pizza Vegetariana|Піца Вегетаріана
Пица Четири сезона|Pizza Quattro Stagioni|Pizza Quattro Stagioni|Pizza Quattro Stagioni|Pizza Quattro Stagioni|Піца Чотири сезони
Пица с шунка и гъби|Ham and mushroom pizza|Pizza mit Schinken und Pilzen|Pizza z szynką i pieczarkami|Pizza cu șuncă și ciuperci|Піца з шинкою і грибами
Пица с пилешко и царевица|Chicken and sweetcorn pizza|Pizza mit Hähnchen und Mais|Pizza z kurczakiem i kukurydzą|Pizza cu pui și porumb|Піца з куркою і кукурудзою
Пица с морски дарове|Seafood pizza|Pizza mit Meeresfrüchten|Pizza z owocami morza|Pizza cu fructe de mare|Піца з морепродуктами
Пица с риба тон и лук|Tuna and onion pizza|Pizza mit Thunfisch und Zwiebeln|Pizza z tuńczykiem i cebulą|Pizza cu ton și ceapă|Піца з тунцем і цибулею
Фокача с розмарин|Rosemary focaccia|Focaccia mit Rosmarin|Focaccia z rozmarynem|Focaccia cu rozmarin|Фокача з розмарином
Чеснова питка|Garlic bread|Knoblauchbrot|Chlebek czosnkowy|Pâine cu usturoi|Часниковий хліб
Спагети карбонара|Spaghetti carbonara|Spaghetti Carbonara|Spaghetti carbonara|Spaghete carbonara|Спагеті карбонара
Спагети с доматен сос|Spaghetti with tomato sauce|Spaghetti mit Tomatensauce|Spaghetti z sosem pomidorowym|Spaghete cu sos de roșii|Спагеті з томатним соусом
Пене арабиата|Penne arrabbiata|Penne Arrabbiata|Penne arrabbiata|Penne arrabbiata|Пене арабіата
Пене с пилешко и броколи|Chicken and broccoli penne|Penne mit Hähnchen und Brokkoli|Penne z kurczakiem i brokułami|Penne cu pui și broccoli|Пене з куркою і броколі
Фетучини с пилешко и гъби|Chicken and mushroom fettuccine|Fettuccine mit Hähnchen und Pilzen|Fettuccine z kurczakiem i pieczarkami|Fettuccine cu pui și ciuperci|Фетучіні з куркою і грибами
Ризото с гъби|Mushroom risotto|Pilzrisotto|Risotto z pieczarkami|Risotto cu ciuperci|Різото з грибами
Ризото с морски дарове|Seafood risotto|Risotto mit Meeresfrüchten|Risotto z owocami morza|Risotto cu fructe de mare|Різото з морепродуктами
Зеленчуково ризото|Vegetable risotto|Gemüserisotto|Risotto z warzywami|Risotto cu legume|Овочеве різото
Лазаня Болонезе|Lasagne bolognese|Lasagne Bolognese|Lasagne bolognese|Lasagna bolognese|Лазанья болоньєзе
Равиоли с рикота и спанак|Ricotta and spinach ravioli|Ravioli mit Ricotta und Spinat|Ravioli z ricottą i szpinakiem|Ravioli cu ricotta și spanac|Равіолі з рікотою і шпинатом
Ньоки със сос песто|Gnocchi with pesto|Gnocchi mit Pesto|Gnocchi z pesto|Gnocchi cu pesto|Ньокі з песто
Паста с пушена сьомга|Pasta with smoked salmon|Pasta mit Räucherlachs|Makaron z wędzonym łososiem|Paste cu somon afumat|Паста з копченим лососем
Брускети с домати|Tomato bruschetta|Bruschetta mit Tomaten|Bruschetta z pomidorami|Bruschete cu roșii|Брускети з помідорами
Карпачо от телешко|Beef carpaccio|Rindercarpaccio|Carpaccio z wołowiny|Carpaccio de vită|Карпачо з яловичини
Тирамису|Tiramisu|Tiramisu|Tiramisu|Tiramisu|Тірамісу
Пана кота с горски плодове|Panna cotta with berries|Panna cotta mit Waldbeeren|Panna cotta z owocami leśnymi|Panna cotta cu fructe de pădure|Панна-кота з лісовими ягодами
Пилешко с къри|Chicken curry|Hähnchen-Curry|Kurczak curry|Pui cu curry|Курка каррі
Пиле с кашу|Cashew chicken|Hähnchen mit Cashewkernen|Kurczak z nerkowcami|Pui cu caju|Курка з кеш'ю
Пържен ориз със зеленчуци|Vegetable fried rice|Gebratener Reis mit Gemüse|Smażony ryż z warzywami|Orez prăjit cu legume|Смажений рис з овочами
Пържени нудли с пилешко|Chicken fried noodles|Gebratene Nudeln mit Hähnchen|Smażony makaron z kurczakiem|Tăiței prăjiți cu pui|Смажена локшина з куркою
Пролетни рулца|Spring rolls|Frühlingsrollen|Sajgonki|Rulouri de primăvară|Спрінг-роли
Пиле в сладко-кисел сос|Sweet and sour chicken|Hähnchen süß-sauer|Kurczak w sosie słodko-kwaśnym|Pui în sos dulce-acrișor|Курка в кисло-солодкому соусі
Свинско в сладко-кисел сос|Sweet and sour pork|Schweinefleisch süß-sauer|Wieprzowina w sosie słodko-kwaśnym|Porc în sos dulce-acrișor|Свинина в кисло-солодкому соусі
Супа мисо|Miso soup|Misosuppe|Zupa miso|Supă miso|Місо-суп
Пад тай със скариди|Prawn pad thai|Pad Thai mit Garnelen|Pad thai z krewetkami|Pad thai cu creveți|Пад тай з креветками
Темпура от скариди|Prawn tempura|Garnelen-Tempura|Krewetki w tempurze|Tempura de creveți|Темпура з креветок
Телешко с броколи|Beef with broccoli|Rindfleisch mit Brokkoli|Wołowina z brokułami|Vită cu broccoli|Яловичина з броколі
Нигири със сьомга|Salmon nigiri|Nigiri mit Lachs|Nigiri z łososiem|Nigiri cu somon|Нігірі з лососем
Маки с краставица|Cucumber maki|Maki mit Gurke|Maki z ogórkiem|Maki cu castravete|Макі з огірком
Пилешки дюнер|Chicken doner|Hähnchen-Döner|Kebab z kurczakiem|Shaorma de pui|Курячий донер
Бъркани яйца|Scrambled eggs|Rührei|Jajecznica|Ouă jumări|Яєчня-бовтанка
Пържени яйца|Fried eggs|Spiegeleier|Jajka sadzone|Ouă ochiuri|Яєчня-глазунья
Яйца с бекон|Bacon and eggs|Eier mit Speck|Jajka z bekonem|Ouă cu bacon|Яєчня з беконом
Омлет със сирене|Omelette with feta|Omelett mit Schafskäse|Omlet z fetą|Omletă cu telemea|Омлет з бринзою
Омлет с шунка и кашкавал|Ham and cheese omelette|Omelett mit Schinken und Käse|Omlet z szynką i serem|Omletă cu șuncă și cașcaval|Омлет з шинкою і сиром
Палачинка с шоколад|Chocolate pancake|Pfannkuchen mit Schokolade|Naleśnik z czekoladą|Clătită cu ciocolată|Млинець з шоколадом
Палачинки с конфитюр|Pancakes with jam|Pfannkuchen mit Konfitüre|Naleśniki z dżemem|Clătite cu gem|Млинці з джемом
Палачинка с мед и орехи|Pancake with honey and walnuts|Pfannkuchen mit Honig und Walnüssen|Naleśnik z miodem i orzechami włoskimi|Clătită cu miere și nuci|Млинець з медом і горіхами
Палачинка с банан и шоколад|Banana and chocolate pancake|Pfannkuchen mit Banane und Schokolade|Naleśnik z bananem i czekoladą|Clătită cu banană și ciocolată|Млинець з бананом і шоколадом
Баница със сирене|Banitsa with feta|Banitsa mit Schafskäse|Banica z fetą|Plăcintă cu telemea|Баниця з бринзою
Питка със сирене|Flatbread with feta|Fladenbrot mit Schafskäse|Podpłomyk z fetą|Lipie cu telemea|Коржик з бринзою
Кисело мляко с мед|Yoghurt with honey|Joghurt mit Honig|Jogurt z miodem|Iaurt cu miere|Йогурт з медом
Кисело мляко с мюсли и плодове|Yoghurt with muesli and fruit|Joghurt mit Müsli und Obst|Jogurt z musli i owocami|Iaurt cu musli și fructe|Йогурт з мюслі і фруктами
Мюсли с мляко|Muesli with milk|Müsli mit Milch|Musli z mlekiem|Musli cu lapte|Мюслі з молоком
Овесена каша с плодове|Porridge with fruit|Porridge mit Obst|Owsianka z owocami|Terci de ovăz cu fructe|Вівсянка з фруктами
Гранола с кисело мляко|Granola with yoghurt|Granola mit Joghurt|Granola z jogurtem|Granola cu iaurt|Гранола з йогуртом
Сандвич с шунка и кашкавал|Ham and cheese sandwich|Sandwich mit Schinken und Käse|Kanapka z szynką i serem|Sandviș cu șuncă și cașcaval|Сендвіч з шинкою і сиром
Сандвич с пилешко|Chicken sandwich|Hähnchen-Sandwich|Kanapka z kurczakiem|Sandviș cu pui|Сендвіч з куркою
Тортиля с пилешко|Chicken tortilla|Tortilla mit Hähnchen|Tortilla z kurczakiem|Tortilla cu pui|Тортилья з куркою
Тост с авокадо|Avocado toast|Toast mit Avocado|Tost z awokado|Toast cu avocado|Тост з авокадо
Кроасан с шоколад|Chocolate croissant|Schokoladencroissant|Croissant z czekoladą|Croissant cu ciocolată|Круасан з шоколадом
Кроасан с шунка и кашкавал|Ham and cheese croissant|Croissant mit Schinken und Käse|Croissant z szynką i serem|Croissant cu șuncă și cașcaval|Круасан з шинкою і сиром
Английска закуска|English breakfast|Englisches Frühstück|Śniadanie angielskie|Mic dejun englezesc|Англійський сніданок
Бял хляб|White bread|Weißbrot|Biały chleb|Pâine albă|Білий хліб
Пълнозърнест хляб|Wholemeal bread|Vollkornbrot|Chleb pełnoziarnisty|Pâine integrală|Цільнозерновий хліб
Ябълков щрудел|Apple strudel|Apfelstrudel|Strudel jabłkowy|Strudel cu mere|Яблучний штрудель
Баклава|Baklava|Baklava|Baklawa|Baclava|Пахлава
Еклер|Eclair|Eclair|Ekler|Ecler|Еклер
Мъфин с боровинки|Blueberry muffin|Blaubeermuffin|Muffin z jagodami|Brioșă cu afine|Мафін з чорницею
Чийзкейк с ягоди|Strawberry cheesecake|Käsekuchen mit Erdbeeren|Sernik z truskawkami|Cheesecake cu căpșuni|Чізкейк з полуницею
Шоколадова торта|Chocolate cake|Schokoladentorte|Tort czekoladowy|Tort de ciocolată|Шоколадний торт
Ягодова торта|Strawberry cake|Erdbeertorte|Tort truskawkowy|Tort de căpșuni|Полуничний торт
Морковена торта|Carrot cake|Karottenkuchen|Ciasto marchewkowe|Tort de morcovi|Морквяний торт
Шоколадово суфле|Chocolate soufflé|Schokoladensoufflé|Suflet czekoladowy|Sufleu de ciocolată|Шоколадне суфле
Крем брюле|Crème brûlée|Crème brûlée|Crème brûlée|Crème brûlée|Крем-брюле
Сладолед с горски плодове|Ice cream with berries|Eis mit Waldbeeren|Lody z owocami leśnymi|Înghețată cu fructe de pădure|Морозиво з лісовими ягодами
Шоколадов сладолед|Chocolate ice cream|Schokoladeneis|Lody czekoladowe|Înghețată de ciocolată|Шоколадне морозиво
Печена ябълка с орехи|Baked apple with walnuts|Bratapfel mit Walnüssen|Pieczone jabłko z orzechami|Măr copt cu nuci|Печене яблуко з горіхами
Гофрета с шоколад|Chocolate waffle|Waffel mit Schokolade|Gofr z czekoladą|Vafă cu ciocolată|Вафля з шоколадом
Прясно изцеден портокалов сок|Freshly squeezed orange juice|Frisch gepresster Orangensaft|Świeżo wyciskany sok pomarańczowy|Suc proaspăt de portocale|Свіжовичавлений апельсиновий сік
Ябълков сок|Apple juice|Apfelsaft|Sok jabłkowy|Suc de mere|Яблучний сік
Лимонада с мента|Mint lemonade|Limonade mit Minze|Lemoniada miętowa|Limonadă cu mentă|Лимонад з м'ятою
Домашна лимонада|Homemade lemonade|Hausgemachte Limonade|Domowa lemoniada|Limonadă de casă|Домашній лимонад
Айран|Ayran|Ayran|Ajran|Ayran|Айран
Газирана вода|Sparkling water|Sprudelwasser|Woda gazowana|Apă carbogazoasă|Газована вода
Студен чай с праскова|Peach iced tea|Eistee Pfirsich|Mrożona herbata brzoskwiniowa|Ceai rece de piersici|Холодний чай з персиком
Зелен чай|Green tea|Grüner Tee|Zielona herbata|Ceai verde|Зелений чай
Билков чай|Herbal tea|Kräutertee|Herbata ziołowa|Ceai de plante|Трав'яний чай
Горещ шоколад|Hot chocolate|Heiße Schokolade|Gorąca czekolada|Ciocolată caldă|Гарячий шоколад
Кафе с мляко|Coffee with milk|Kaffee mit Milch|Kawa z mlekiem|Cafea cu lapte|Кава з молоком
Студено кафе|Iced coffee|Eiskaffee|Mrożona kawa|Cafea rece|Холодна кава
Лате с карамел|Caramel latte|Karamell-Latte|Latte karmelowe|Latte cu caramel|Лате з карамеллю
Бяло вино|White wine|Weißwein|Białe wino|Vin alb|Біле вино
Червено вино|Red wine|Rotwein|Czerwone wino|Vin roșu|Червоне вино
Греяно вино|Mulled wine|Glühwein|Grzane wino|Vin fiert|Глінтвейн
Гроздова ракия|Grape rakia|Traubenschnaps|Rakija winogronowa|Rachiu de struguri|Виноградна ракія
Сливова ракия|Plum rakia|Pflaumenschnaps|Rakija śliwkowa|Rachiu de prune|Сливова ракія
Наливна бира|Draught beer|Bier vom Fass|Piwo z beczki|Bere la halbă|Розливне пиво
Безалкохолна бира|Alcohol-free beer|Alkoholfreies Bier|Piwo bezalkoholowe|Bere fără alcool|Безалкогольне пиво
Смути с банан и ягоди|Banana and strawberry smoothie|Smoothie mit Banane und Erdbeeren|Smoothie z bananem i truskawkami|Smoothie cu banană și căpșuni|Смузі з бананом і полуницею
Милкшейк с ягоди|Strawberry milkshake|Erdbeer-Milchshake|Koktajl truskawkowy|Milkshake cu căpșuni|Молочний коктейль з полуницею
Пържени картофи със сирене|French fries with feta|Pommes frites mit Schafskäse|Frytki z fetą|Cartofi prăjiți cu telemea|Картопля фрі з бринзою
Печени картофи|Baked potatoes|Ofenkartoffeln|Pieczone ziemniaki|Cartofi la cuptor|Печена картопля
Картофено пюре|Mashed potatoes|Kartoffelpüree|Puree ziemniaczane|Piure de cartofi|Картопляне пюре
Гриловани зеленчуци|Grilled vegetables|Gegrilltes Gemüse|Grillowane warzywa|Legume la grătar|Овочі гриль
Пържени тиквички|Fried courgettes|Frittierte Zucchini|Smażona cukinia|Dovlecei prăjiți|Смажені кабачки
Кашкавал пане|Breaded cheese|Panierter Käse|Panierowany ser|Cașcaval pane|Сир у паніровці
Гъби на скара|Grilled mushrooms|Gegrillte Pilze|Pieczarki z grilla|Ciuperci la grătar|Гриби на грилі
Пълнени гъби|Stuffed mushrooms|Gefüllte Pilze|Faszerowane pieczarki|Ciuperci umplute|Фаршировані гриби
Пълнени чушки с кайма и ориз|Peppers stuffed with mince and rice|Paprika gefüllt mit Hackfleisch und Reis|Papryka faszerowana mięsem mielonym i ryżem|Ardei umpluți cu carne tocată și orez|Перець, фарширований фаршем і рисом
Пълнени чушки със сирене|Peppers stuffed with feta|Paprika gefüllt mit Schafskäse|Papryka faszerowana fetą|Ardei umpluți cu telemea|Перець, фарширований бринзою
Сарми с лозови листа|Stuffed vine leaves|Gefüllte Weinblätter|Gołąbki w liściach winogron|Sarmale în foi de viță|Голубці у виноградному листі
Мусака|Moussaka|Moussaka|Musaka|Musaca|Мусака
Спанак с ориз|Spinach with rice|Spinat mit Reis|Szpinak z ryżem|Spanac cu orez|Шпинат з рисом
Боб яхния|Bean stew|Bohneneintopf|Gulasz z fasoli|Tocăniță de fasole|Рагу з квасолі
Сьомга на скара|Grilled salmon|Lachs vom Grill|Łosoś z grilla|Somon la grătar|Лосось на грилі
Ципура на скара|Grilled sea bream|Dorade vom Grill|Dorada z grilla|Doradă la grătar|Дорадо на грилі
Лаврак на скара|Grilled sea bass|Wolfsbarsch vom Grill|Labraks z grilla|Biban de mare la grătar|Сибас на грилі
Пъстърва на скара|Grilled trout|Forelle vom Grill|Pstrąg z grilla|Păstrăv la grătar|Форель на грилі
Пържена цаца|Fried sprats|Frittierte Sprotten|Smażone szprotki|Șprot prăjit|Смажена килька
Калмари пане|Breaded squid|Panierte Calamari|Kalmary panierowane|Calamar pane|Кальмари в паніровці
Миди в бяло вино|Mussels in white wine|Muscheln in Weißwein|Małże w białym winie|Midii în vin alb|Мідії в білому вині
Скариди с чесън и масло|Prawns with garlic and butter|Garnelen mit Knoblauch und Butter|Krewetki z czosnkiem i masłem|Creveți cu usturoi și unt|Креветки з часником і маслом
Пилешки бургер|Chicken burger|Hähnchenburger|Burger z kurczakiem|Burger cu pui|Курячий бургер
Телешки бургер|Beef burger|Rinderburger|Burger wołowy|Burger de vită|Яловичий бургер
Чийзбургер|Cheeseburger|Cheeseburger|Cheeseburger|Cheeseburger|Чизбургер
Бургер с бекон и чедър|Bacon and cheddar burger|Burger mit Bacon und Cheddar|Burger z bekonem i cheddarem|Burger cu bacon și cheddar|Бургер з беконом і чедером
Вегетариански бургер|Veggie burger|Vegetarischer Burger|Burger wegetariański|Burger vegetarian|Вегетаріанський бургер
Плато сирена|Cheese platter|Käseplatte|Deska serów|Platou de brânzeturi|Сирна тарілка
Плато колбаси|Cold cuts platter|Wurstplatte|Deska wędlin|Platou de mezeluri|М'ясна тарілка
`;

/** The new held-out names: never used to tune the glossary or the grammar. */
export const NEW_HELD_OUT_NAMES: readonly ReferenceName[] = parseReferenceTable(
  TABLE,
  'reference-names-new',
);
