/**
 * A THIRD table of reference translations (issue 37 point 4, third round): 168 dish names as
 * Bulgarian restaurants in Sofia print them (grill and mehana, home cooking, fish, pizzeria,
 * Italian, fast food, Asian, breakfasts, bakery, desserts, drinks), many with "с/със/от/на/в"
 * complements and adjectives, each written by hand in English, German, Polish, Romanian and
 * Ukrainian the way a native menu prints it. Written BEFORE reading the grammar code
 * (src/menu-i18n/) or its data and without reading the rows of the other two tables; rows whose
 * Bulgarian name is also in reference-names.ts or reference-names-new.ts were then removed by a
 * script comparing the Bulgarian column only, so every row here is unseen. A held-out measure:
 * the rules are never tuned to it.
 *
 * Same conventions as the other tables: sentence case (German nouns capitalised); "сирене" is
 * feta-type cheese (en "feta", de "Schafskäse", pl "feta", ro "telemea", uk "бринза"),
 * "кашкавал" is yellow cheese ("cheese", "Käse", "ser", "cașcaval", "сир"); "телешко" and
 * "говеждо" are beef; "на скара" is grilled; "масло" is butter.
 *
 * One row a line: bg | en | de | pl | ro | uk.
 */
import { parseReferenceTable, type ReferenceName } from './reference-names.ts';

const TABLE = `
Свинско със зеленчуци на тиган|Pan-fried pork with vegetables|Schweinefleisch mit Gemüse aus der Pfanne|Wieprzowina z warzywami z patelni|Porc cu legume la tigaie|Свинина з овочами на сковороді
Телешко варено със зеленчуци|Boiled beef with vegetables|Gekochtes Rindfleisch mit Gemüse|Gotowana wołowina z warzywami|Carne de vită fiartă cu legume|Варена яловичина з овочами
Агнешко с ориз|Lamb with rice|Lamm mit Reis|Jagnięcina z ryżem|Miel cu orez|Ягнятина з рисом
Пилешко с картофи на фурна|Chicken with oven-baked potatoes|Hähnchen mit Ofenkartoffeln|Kurczak z ziemniakami z pieca|Pui cu cartofi la cuptor|Курка з картоплею з духовки
Телешки шницел с картофено пюре|Beef schnitzel with mashed potatoes|Rinderschnitzel mit Kartoffelpüree|Sznycel wołowy z puree ziemniaczanym|Șnițel de vită cu piure de cartofi|Яловичий шніцель з картопляним пюре
Свинско филе със синьо сирене|Pork fillet with blue cheese|Schweinefilet mit Blauschimmelkäse|Polędwica wieprzowa z serem pleśniowym|File de porc cu brânză cu mucegai|Свиняча вирізка з блакитним сиром
Пилешки дробчета с лук|Chicken livers with onions|Hühnerleber mit Zwiebeln|Wątróbki drobiowe z cebulą|Ficăței de pui cu ceapă|Курячі печінки з цибулею
Свински джолан на фурна|Oven-roasted pork knuckle|Schweinshaxe aus dem Ofen|Golonka wieprzowa z pieca|Ciolan de porc la cuptor|Свиняча рулька з духовки
Кебапчета с гарнитура|Kebapcheta with a side|Kebapcheta mit Beilage|Kebabczeta z dodatkami|Kebapcheta cu garnitură|Кебапчета з гарніром
Пилешка пържола на скара|Grilled chicken steak|Hähnchensteak vom Grill|Stek z kurczaka z grilla|Friptură de pui la grătar|Курячий стейк на грилі
Пилешко с гъби и сметана|Chicken with mushrooms and cream|Hähnchen mit Pilzen und Sahne|Kurczak z pieczarkami i śmietaną|Pui cu ciuperci și smântână|Курка з грибами та вершками
Свинско с кисело зеле|Pork with sauerkraut|Schweinefleisch mit Sauerkraut|Wieprzowina z kiszoną kapustą|Porc cu varză murată|Свинина з квашеною капустою
Телешко с грах|Beef with peas|Rindfleisch mit Erbsen|Wołowina z groszkiem|Vită cu mazăre|Яловичина з горошком
Агнешко с пресни картофи|Lamb with new potatoes|Lamm mit neuen Kartoffeln|Jagnięcina z młodymi ziemniakami|Miel cu cartofi noi|Ягнятина з молодою картоплею
Свински медальони с гъбен сос|Pork medallions with mushroom sauce|Schweinemedaillons mit Pilzsoße|Medaliony wieprzowe w sosie grzybowym|Medalioane de porc cu sos de ciuperci|Свинячі медальйони з грибним соусом
Телешки медальони с пипер|Beef medallions with pepper|Rindermedaillons mit Pfeffer|Medaliony wołowe z pieprzem|Medalioane de vită cu piper|Яловичі медальйони з перцем
Пилешки крилца с мед и соев сос|Chicken wings with honey and soy sauce|Hähnchenflügel mit Honig und Sojasoße|Skrzydełka z kurczaka z miodem i sosem sojowym|Aripioare de pui cu miere și sos de soia|Курячі крильця з медом і соєвим соусом
Пилешки хапки с пикантен сос|Chicken bites with spicy sauce|Hähnchenhappen mit scharfer Soße|Kąski z kurczaka z pikantnym sosem|Bucăți de pui cu sos picant|Курячі шматочки з гострим соусом
Пържени пилешки хапки|Fried chicken bites|Frittierte Hähnchenhappen|Smażone kąski z kurczaka|Bucăți de pui prăjite|Смажені курячі шматочки
Сач със свинско|Sach with pork|Sač mit Schweinefleisch|Sacz z wieprzowiną|Saci cu porc|Сач зі свининою
Сач с пилешко|Sach with chicken|Sač mit Hähnchen|Sacz z kurczakiem|Saci cu pui|Сач з куркою
Гювеч със свинско|Pork gyuvech|Güveç mit Schweinefleisch|Gjuwecz z wieprzowiną|Ghiveci cu porc|Гювеч зі свининою
Кавърма с пилешко|Chicken kavarma|Kavarma mit Hähnchen|Kawarma z kurczaka|Cavarma de pui|Каварма з куркою
Шишче от пилешко филе|Chicken fillet skewer|Hähnchenfiletspieß|Szaszłyk z filetu z kurczaka|Frigăruie din file de pui|Шашлик з курячого філе
Шишче от свинско месо|Pork skewer|Schweinefleischspieß|Szaszłyk z wieprzowiny|Frigăruie din carne de porc|Шашлик зі свинини
Кебап от агнешко|Lamb kebab|Lammkebab|Kebab z jagnięciny|Kebab de miel|Кебаб з ягнятини
Зелеви сарми с кайма|Cabbage rolls with minced meat|Kohlrouladen mit Hackfleisch|Gołąbki z mięsem mielonym|Sarmale în foi de varză cu carne tocată|Голубці з фаршем
Лозови сарми с ориз|Vine leaves stuffed with rice|Weinblätter mit Reis gefüllt|Gołąbki w liściach winogron z ryżem|Sarmale în foi de viță cu orez|Голубці у виноградному листі з рисом
Мусака с кайма|Moussaka with minced meat|Moussaka mit Hackfleisch|Musaka z mięsem mielonym|Musaca cu carne tocată|Мусака з фаршем
Мусака с тиквички|Courgette moussaka|Zucchini-Moussaka|Musaka z cukinią|Musaca cu dovlecei|Мусака з кабачками
Кюфтета в доматен сос|Meatballs in tomato sauce|Fleischbällchen in Tomatensoße|Klopsiki w sosie pomidorowym|Chiftele în sos de roșii|Тефтелі в томатному соусі
Кайма с ориз на фурна|Baked minced meat with rice|Hackfleisch mit Reis aus dem Ofen|Mięso mielone z ryżem z pieca|Carne tocată cu orez la cuptor|Фарш з рисом у духовці
Патешко филе с портокалов сос|Duck breast with orange sauce|Entenbrust mit Orangensoße|Pierś z kaczki w sosie pomarańczowym|Piept de rață cu sos de portocale|Качине філе з апельсиновим соусом
Пуешко филе на скара|Grilled turkey fillet|Putenfilet vom Grill|Filet z indyka z grilla|File de curcan la grătar|Філе індички на грилі
Заешко с гъби|Rabbit with mushrooms|Kaninchen mit Pilzen|Królik z pieczarkami|Iepure cu ciuperci|Кролик з грибами
Пъстърва с бадеми|Trout with almonds|Forelle mit Mandeln|Pstrąg z migdałami|Păstrăv cu migdale|Форель з мигдалем
Сьомга с лимонов сос|Salmon with lemon sauce|Lachs mit Zitronensoße|Łosoś z sosem cytrynowym|Somon cu sos de lămâie|Лосось з лимонним соусом
Филе от лаврак със зеленчуци|Sea bass fillet with vegetables|Wolfsbarschfilet mit Gemüse|Filet z labraksa z warzywami|File de lup de mare cu legume|Філе сібаса з овочами
Миди в доматен сос|Mussels in tomato sauce|Muscheln in Tomatensoße|Małże w sosie pomidorowym|Midii în sos de roșii|Мідії в томатному соусі
Паниран кашкавал|Breaded cheese|Panierter Käse|Panierowany ser|Cașcaval pane|Панірований сир
Кашкавал пане със сладко от боровинки|Breaded cheese with blueberry jam|Panierter Käse mit Heidelbeerkonfitüre|Panierowany ser z dżemem jagodowym|Cașcaval pane cu dulceață de afine|Панірований сир з чорничним варенням
Печени картофи с розмарин|Roast potatoes with rosemary|Ofenkartoffeln mit Rosmarin|Pieczone ziemniaki z rozmarynem|Cartofi la cuptor cu rozmarin|Запечена картопля з розмарином
Гъби на скара с масло|Grilled mushrooms with butter|Gegrillte Pilze mit Butter|Pieczarki z grilla z masłem|Ciuperci la grătar cu unt|Гриби на грилі з вершковим маслом
Пълнени гъби с кашкавал|Mushrooms stuffed with cheese|Mit Käse gefüllte Pilze|Pieczarki faszerowane serem|Ciuperci umplute cu cașcaval|Гриби, фаршировані сиром
Печени чушки с чесън|Roasted peppers with garlic|Geröstete Paprika mit Knoblauch|Pieczona papryka z czosnkiem|Ardei copți cu usturoi|Печений перець з часником
Пържени тиквички с чеснов сос|Fried courgettes with garlic sauce|Frittierte Zucchini mit Knoblauchsoße|Smażone cukinie z sosem czosnkowym|Dovlecei prăjiți cu sos de usturoi|Смажені кабачки з часниковим соусом
Салата от домати и краставици|Tomato and cucumber salad|Tomaten-Gurken-Salat|Sałatka z pomidorów i ogórków|Salată de roșii și castraveți|Салат з помідорів та огірків
Салата с риба тон и яйце|Tuna and egg salad|Salat mit Thunfisch und Ei|Sałatka z tuńczykiem i jajkiem|Salată cu ton și ou|Салат з тунцем і яйцем
Салата с печено пиле|Roast chicken salad|Salat mit Brathähnchen|Sałatka z pieczonym kurczakiem|Salată cu pui la cuptor|Салат із запеченою куркою
Салата от прясно зеле и моркови|Fresh cabbage and carrot salad|Krautsalat mit Karotten|Sałatka z białej kapusty i marchewki|Salată de varză proaspătă și morcovi|Салат зі свіжої капусти та моркви
Салата с цвекло и орехи|Beetroot salad with walnuts|Rote-Bete-Salat mit Walnüssen|Sałatka z buraków z orzechami włoskimi|Salată de sfeclă cu nuci|Салат з буряка з волоськими горіхами
Селска салата|Country salad|Bauernsalat|Sałatka wiejska|Salată țărănească|Сільський салат
Салата Снежанка|Snezhanka salad|Snezhanka-Salat|Sałatka Śnieżynka|Salată Snejanka|Салат «Снєжанка»
Витаминозна салата|Vitamin salad|Vitaminsalat|Sałatka witaminowa|Salată de vitamine|Вітамінний салат
Салата с домати и сирене|Tomato and feta salad|Salat mit Tomaten und Schafskäse|Sałatka z pomidorami i fetą|Salată cu roșii și telemea|Салат з помідорами та бринзою
Салата от пресни домати с лук|Fresh tomato salad with onion|Salat aus frischen Tomaten mit Zwiebeln|Sałatka ze świeżych pomidorów z cebulą|Salată de roșii proaspete cu ceapă|Салат зі свіжих помідорів з цибулею
Салата Цезар с пилешко|Chicken Caesar salad|Caesar Salad mit Hähnchen|Sałatka Cezar z kurczakiem|Salată Caesar cu pui|Салат «Цезар» з куркою
Салата с пилешко и царевица|Chicken and sweetcorn salad|Salat mit Hähnchen und Mais|Sałatka z kurczakiem i kukurydzą|Salată cu pui și porumb|Салат з куркою та кукурудзою
Салата с печен патладжан|Roasted aubergine salad|Salat mit gerösteter Aubergine|Sałatka z pieczonym bakłażanem|Salată cu vinete coapte|Салат із запеченим баклажаном
Пържени яйца със сирене|Fried eggs with feta|Spiegeleier mit Schafskäse|Jajka sadzone z fetą|Ouă ochiuri cu telemea|Яєчня з бринзою
Бъркани яйца с шунка|Scrambled eggs with ham|Rührei mit Schinken|Jajecznica z szynką|Ouă jumări cu șuncă|Яєчня-бовтанка з шинкою
Омлет с кашкавал и шунка|Ham and cheese omelette|Omelett mit Käse und Schinken|Omlet z serem i szynką|Omletă cu cașcaval și șuncă|Омлет із сиром і шинкою
Яйца по панагюрски|Eggs Panagyurishte style|Eier nach Panagjurischte-Art|Jajka po panagiursku|Ouă în stil Panagiurishte|Яйця по-панагюрськи
Мекици с пудра захар|Mekitsi with powdered sugar|Mekizi mit Puderzucker|Mekici z cukrem pudrem|Mekițe cu zahăr pudră|Мекиці з цукровою пудрою
Палачинка със сладко от ягоди|Pancake with strawberry jam|Pfannkuchen mit Erdbeerkonfitüre|Naleśnik z dżemem truskawkowym|Clătită cu dulceață de căpșuni|Млинець із полуничним варенням
Баница със спанак|Banitsa with spinach|Banitsa mit Spinat|Banica ze szpinakiem|Banița cu spanac|Баніца зі шпинатом
Баница с тиква|Pumpkin banitsa|Banitsa mit Kürbis|Banica z dynią|Banița cu dovleac|Баніца з гарбузом
Кифла с шоколад|Chocolate croissant|Hörnchen mit Schokolade|Rogalik z czekoladą|Cornuleț cu ciocolată|Рогалик із шоколадом
Кроасан с масло|Butter croissant|Buttercroissant|Croissant maślany|Croissant cu unt|Вершковий круасан
Сандвич с пилешко филе|Chicken fillet sandwich|Sandwich mit Hähnchenfilet|Kanapka z filetem z kurczaka|Sandviș cu file de pui|Сендвіч з курячим філе
Сандвич с пуешко и кашкавал|Turkey and cheese sandwich|Sandwich mit Pute und Käse|Kanapka z indykiem i serem|Sandviș cu curcan și cașcaval|Сендвіч з індичкою та сиром
Тост със сирене и домат|Toast with feta and tomato|Toast mit Schafskäse und Tomate|Tost z fetą i pomidorem|Toast cu telemea și roșie|Тост з бринзою і помідором
Филия с масло и мед|Bread with butter and honey|Brot mit Butter und Honig|Kromka chleba z masłem i miodem|Felie de pâine cu unt și miere|Скибка хліба з маслом і медом
Пица с пушено пилешко|Smoked chicken pizza|Pizza mit geräuchertem Hähnchen|Pizza z wędzonym kurczakiem|Pizza cu pui afumat|Піца з копченою куркою
Пица с четири вида сирена|Four cheese pizza|Pizza mit vier Käsesorten|Pizza z czterema rodzajami sera|Pizza cu patru feluri de brânză|Піца з чотирма видами сиру
Вегетарианска пица|Vegetarian pizza|Vegetarische Pizza|Pizza wegetariańska|Pizza vegetariană|Вегетаріанська піца
Пица с пикантен салам|Spicy salami pizza|Pizza mit scharfer Salami|Pizza z pikantnym salami|Pizza cu salam picant|Піца з гострою салямі
Спагети с пилешко и сметана|Spaghetti with chicken and cream|Spaghetti mit Hähnchen und Sahne|Spaghetti z kurczakiem i śmietaną|Spaghete cu pui și smântână|Спагеті з куркою і вершками
Пене с гъби и сметана|Penne with mushrooms and cream|Penne mit Pilzen und Sahne|Penne z pieczarkami i śmietaną|Penne cu ciuperci și smântână|Пене з грибами та вершками
Пене с пикантен доматен сос|Penne with spicy tomato sauce|Penne mit scharfer Tomatensoße|Penne w pikantnym sosie pomidorowym|Penne cu sos picant de roșii|Пене з гострим томатним соусом
Талиатели с телешко и гъби|Tagliatelle with beef and mushrooms|Tagliatelle mit Rindfleisch und Pilzen|Tagliatelle z wołowiną i pieczarkami|Tagliatelle cu vită și ciuperci|Тальятеле з яловичиною та грибами
Лазаня с кайма|Lasagne with minced meat|Lasagne mit Hackfleisch|Lasagne z mięsem mielonym|Lasagna cu carne tocată|Лазанья з фаршем
Лазаня със спанак|Spinach lasagne|Lasagne mit Spinat|Lasagne ze szpinakiem|Lasagna cu spanac|Лазанья зі шпинатом
Ньоки с песто|Gnocchi with pesto|Gnocchi mit Pesto|Gnocchi z pesto|Gnocchi cu pesto|Ньокі з песто
Чеснова питка с кашкавал|Garlic bread with cheese|Knoblauchbrot mit Käse|Chlebek czosnkowy z serem|Lipie cu usturoi și cașcaval|Часниковий хліб із сиром
Питка с масло|Flatbread with butter|Fladenbrot mit Butter|Podpłomyk z masłem|Lipie cu unt|Коржик з маслом
Пилешки бургер с картофи|Chicken burger with fries|Hähnchenburger mit Pommes|Burger z kurczakiem z frytkami|Burger de pui cu cartofi prăjiți|Курячий бургер з картоплею фрі
Телешки бургер с яйце|Beef burger with egg|Rindfleischburger mit Ei|Burger wołowy z jajkiem|Burger de vită cu ou|Яловичий бургер з яйцем
Вегански бургер|Vegan burger|Veganer Burger|Burger wegański|Burger vegan|Веганський бургер
Хотдог с горчица|Hot dog with mustard|Hotdog mit Senf|Hot dog z musztardą|Hot dog cu muștar|Хот-дог з гірчицею
Дюнер с пилешко|Chicken doner|Hähnchen-Döner|Kebab z kurczakiem|Shaorma cu pui|Донер з куркою
Дюнер със свинско в питка|Pork doner in pita|Schweine-Döner im Fladenbrot|Kebab wieprzowy w picie|Shaorma de porc în lipie|Донер зі свининою в питі
Тортила с пилешко и зеленчуци|Chicken and vegetable tortilla|Tortilla mit Hähnchen und Gemüse|Tortilla z kurczakiem i warzywami|Tortilla cu pui și legume|Тортилья з куркою та овочами
Пилешки нъгетс с картофки|Chicken nuggets with fries|Chicken Nuggets mit Pommes|Nuggetsy z kurczaka z frytkami|Nuggets de pui cu cartofi prăjiți|Курячі нагетси з картоплею фрі
Пържен ориз с пилешко|Chicken fried rice|Gebratener Reis mit Hähnchen|Smażony ryż z kurczakiem|Orez prăjit cu pui|Смажений рис з куркою
Пържени нудли със зеленчуци|Fried noodles with vegetables|Gebratene Nudeln mit Gemüse|Smażony makaron z warzywami|Tăiței prăjiți cu legume|Смажена локшина з овочами
Нудли със скариди|Noodles with prawns|Nudeln mit Garnelen|Makaron z krewetkami|Tăiței cu creveți|Локшина з креветками
Пилешко в сладко-кисел сос|Sweet and sour chicken|Hähnchen süß-sauer|Kurczak w sosie słodko-kwaśnym|Pui în sos dulce-acrișor|Курка в кисло-солодкому соусі
Свинско с бамбук и гъби|Pork with bamboo shoots and mushrooms|Schweinefleisch mit Bambus und Pilzen|Wieprzowina z bambusem i grzybami|Porc cu bambus și ciuperci|Свинина з бамбуком і грибами
Пролетни рулца със зеленчуци|Vegetable spring rolls|Frühlingsrollen mit Gemüse|Sajgonki z warzywami|Rulouri de primăvară cu legume|Спрінг-роли з овочами
Суши със сьомга|Salmon sushi|Lachs-Sushi|Sushi z łososiem|Sushi cu somon|Суші з лососем
Пилешко къри с ориз|Chicken curry with rice|Hähnchen-Curry mit Reis|Curry z kurczakiem z ryżem|Curry de pui cu orez|Куряче карі з рисом
Говеждо с броколи|Beef with broccoli|Rindfleisch mit Brokkoli|Wołowina z brokułami|Vită cu broccoli|Яловичина з броколі
Пилешка супа с фиде|Chicken noodle soup|Hühnersuppe mit Fadennudeln|Rosół z makaronem|Supă de pui cu tăiței|Курячий суп з вермішеллю
Агнешка чорба|Lamb soup|Lammsuppe|Zupa z jagnięciny|Ciorbă de miel|Суп з ягнятини
Студена доматена супа|Cold tomato soup|Kalte Tomatensuppe|Chłodnik pomidorowy|Supă rece de roșii|Холодний томатний суп
Торта с шоколад и малини|Chocolate raspberry cake|Schokoladentorte mit Himbeeren|Tort czekoladowy z malinami|Tort de ciocolată cu zmeură|Шоколадний торт з малиною
Сладолед с шоколадов сос|Ice cream with chocolate sauce|Eis mit Schokoladensoße|Lody z sosem czekoladowym|Înghețată cu sos de ciocolată|Морозиво з шоколадним соусом
Печена тиква с мед и орехи|Baked pumpkin with honey and walnuts|Gebackener Kürbis mit Honig und Walnüssen|Pieczona dynia z miodem i orzechami włoskimi|Dovleac copt cu miere și nuci|Запечений гарбуз з медом і волоськими горіхами
Баклава с орехи|Walnut baklava|Baklava mit Walnüssen|Baklawa z orzechami włoskimi|Baclava cu nuci|Пахлава з волоськими горіхами
Чийзкейк с боровинки|Blueberry cheesecake|Käsekuchen mit Heidelbeeren|Sernik z jagodami|Cheesecake cu afine|Чизкейк з чорницею
Шоколадово суфле със сладолед|Chocolate soufflé with ice cream|Schokoladensoufflé mit Eis|Suflet czekoladowy z lodami|Sufleu de ciocolată cu înghețată|Шоколадне суфле з морозивом
Ябълков пай с канела|Apple pie with cinnamon|Apfelkuchen mit Zimt|Szarlotka z cynamonem|Plăcintă cu mere și scorțișoară|Яблучний пиріг з корицею
Плодова салата със сметана|Fruit salad with cream|Obstsalat mit Sahne|Sałatka owocowa ze śmietaną|Salată de fructe cu frișcă|Фруктовий салат з вершками
Кадаиф с орехи|Kadaif with walnuts|Kadayif mit Walnüssen|Kadaif z orzechami włoskimi|Cataif cu nuci|Кадаїф з волоськими горіхами
Палачинки с бял шоколад|Pancakes with white chocolate|Pfannkuchen mit weißer Schokolade|Naleśniki z białą czekoladą|Clătite cu ciocolată albă|Млинці з білим шоколадом
Фреш от портокали|Fresh orange juice|Frisch gepresster Orangensaft|Świeżo wyciskany sok pomarańczowy|Fresh de portocale|Фреш з апельсинів
Чай с мед и лимон|Tea with honey and lemon|Tee mit Honig und Zitrone|Herbata z miodem i cytryną|Ceai cu miere și lămâie|Чай з медом і лимоном
Горещ шоколад със сметана|Hot chocolate with whipped cream|Heiße Schokolade mit Sahne|Gorąca czekolada z bitą śmietaną|Ciocolată caldă cu frișcă|Гарячий шоколад з вершками
Бира в бутилка|Bottled beer|Flaschenbier|Piwo butelkowe|Bere la sticlă|Пиво в пляшці
Домашна ракия|Homemade rakia|Hausgemachter Rakija|Domowa rakija|Rachiu de casă|Домашня ракія
Млечен шейк с ванилия|Vanilla milkshake|Vanille-Milchshake|Koktajl mleczny waniliowy|Milkshake cu vanilie|Ванільний молочний коктейль
Греяно вино с канела|Mulled wine with cinnamon|Glühwein mit Zimt|Grzane wino z cynamonem|Vin fiert cu scorțișoară|Глінтвейн з корицею
Свинско в гърне|Pork in a clay pot|Schweinefleisch im Tontopf|Wieprzowina w glinianym garnku|Porc la ceaun|Свинина в горщику
Пилешко в гърне с гъби|Chicken in a clay pot with mushrooms|Hähnchen im Tontopf mit Pilzen|Kurczak w glinianym garnku z pieczarkami|Pui la ceaun cu ciuperci|Курка в горщику з грибами
Сирене в гювече|Feta in a clay pot|Schafskäse im Tontopf|Feta w glinianym naczyniu|Telemea la ceaun|Бринза в горщику
Кашкавал на скара|Grilled cheese|Gegrillter Käse|Ser z grilla|Cașcaval la grătar|Сир на грилі
Домашен хляб|Homemade bread|Hausgemachtes Brot|Domowy chleb|Pâine de casă|Домашній хліб
Пилешко филе на тиган|Pan-fried chicken fillet|Hähnchenfilet aus der Pfanne|Filet z kurczaka z patelni|File de pui la tigaie|Куряче філе на сковороді
Пилешки гърди на грил с лимон|Grilled chicken breast with lemon|Gegrillte Hähnchenbrust mit Zitrone|Grillowana pierś z kurczaka z cytryną|Piept de pui la grătar cu lămâie|Куряча грудка на грилі з лимоном
Свински ребърца на фурна|Oven-baked pork ribs|Schweinerippchen aus dem Ofen|Żeberka wieprzowe z pieca|Coaste de porc la cuptor|Свинячі реберця з духовки
Сьомга на скара със спанак|Grilled salmon with spinach|Lachs vom Grill mit Spinat|Łosoś z grilla ze szpinakiem|Somon la grătar cu spanac|Лосось на грилі зі шпинатом
Скариди на скара|Grilled prawns|Garnelen vom Grill|Krewetki z grilla|Creveți la grătar|Креветки на грилі
Октопод на скара|Grilled octopus|Oktopus vom Grill|Ośmiornica z grilla|Caracatiță la grătar|Восьминіг на грилі
Пилешко шишче със зеленчуци|Chicken skewer with vegetables|Hähnchenspieß mit Gemüse|Szaszłyk z kurczaka z warzywami|Frigăruie de pui cu legume|Курячий шашлик з овочами
Телешки кюфтета с картофи|Beef meatballs with potatoes|Rindfleischbällchen mit Kartoffeln|Klopsiki wołowe z ziemniakami|Chiftele de vită cu cartofi|Яловичі тефтелі з картоплею
Бяла риба с масло и лимон|Zander with butter and lemon|Zander mit Butter und Zitrone|Sandacz z masłem i cytryną|Șalău cu unt și lămâie|Судак з вершковим маслом і лимоном
Свински котлет с гъбен сос и ориз|Pork cutlet with mushroom sauce and rice|Schweinekotelett mit Pilzsoße und Reis|Kotlet wieprzowy w sosie grzybowym z ryżem|Cotlet de porc cu sos de ciuperci și orez|Свиняча котлета з грибним соусом і рисом
Пилешко филе с броколи и сусам|Chicken fillet with broccoli and sesame|Hähnchenfilet mit Brokkoli und Sesam|Filet z kurczaka z brokułami i sezamem|File de pui cu broccoli și susan|Куряче філе з броколі та кунжутом
Телешки врат с печени зеленчуци|Beef neck with roasted vegetables|Rindernacken mit Ofengemüse|Karkówka wołowa z pieczonymi warzywami|Ceafă de vită cu legume coapte|Яловича шийка з печеними овочами
Агнешки бут на фурна|Oven-roasted leg of lamb|Lammkeule aus dem Ofen|Udziec jagnięcy z pieca|Pulpă de miel la cuptor|Ягняча нога з духовки
Агнешка дреболия с ориз|Lamb offal with rice|Lamminnereien mit Reis|Podroby jagnięce z ryżem|Drob de miel cu orez|Ягнячі тельбухи з рисом
Пилешки шницел с лимон|Chicken schnitzel with lemon|Hähnchenschnitzel mit Zitrone|Sznycel z kurczaka z cytryną|Șnițel de pui cu lămâie|Курячий шніцель з лимоном
Пуешки кюфтета с йогурт|Turkey meatballs with yoghurt|Putenfleischbällchen mit Joghurt|Klopsiki z indyka z jogurtem|Chiftele de curcan cu iaurt|Тефтелі з індички з йогуртом
Свинско бон филе с горчичен сос|Pork tenderloin with mustard sauce|Schweinefilet mit Senfsoße|Polędwiczka wieprzowa w sosie musztardowym|Mușchiuleț de porc cu sos de muștar|Свиняча вирізка з гірчичним соусом
Телешко бон филе с трюфел|Beef tenderloin with truffle|Rinderfilet mit Trüffel|Polędwica wołowa z truflą|Mușchi de vită cu trufe|Яловича вирізка з трюфелем
Пилешки пържоли с чеснов сос|Chicken steaks with garlic sauce|Hähnchensteaks mit Knoblauchsoße|Steki z kurczaka z sosem czosnkowym|Fripturi de pui cu sos de usturoi|Курячі стейки з часниковим соусом
Салата от зеле с моркови и копър|Cabbage salad with carrots and dill|Krautsalat mit Karotten und Dill|Sałatka z kapusty z marchewką i koperkiem|Salată de varză cu morcovi și mărar|Салат з капусти з морквою та кропом
Салата с авокадо и скариди|Avocado and prawn salad|Salat mit Avocado und Garnelen|Sałatka z awokado i krewetkami|Salată cu avocado și creveți|Салат з авокадо та креветками
Салата с маруля и краставици|Lettuce and cucumber salad|Salat mit Kopfsalat und Gurken|Sałatka z sałatą i ogórkami|Salată cu lăptuci și castraveți|Салат з латуком та огірками
Салата с боб и лук|Bean salad with onion|Bohnensalat mit Zwiebeln|Sałatka z fasoli z cebulą|Salată de fasole cu ceapă|Салат з квасолі з цибулею
Салата с пъпеш и прошуто|Melon and prosciutto salad|Salat mit Melone und Prosciutto|Sałatka z melonem i prosciutto|Salată cu pepene galben și prosciutto|Салат з диною та прошуто
Сирене на фурна с домати|Baked feta with tomatoes|Gebackener Schafskäse mit Tomaten|Pieczona feta z pomidorami|Telemea la cuptor cu roșii|Запечена бринза з помідорами
Печени картофи със сметана и копър|Baked potatoes with sour cream and dill|Ofenkartoffeln mit Sauerrahm und Dill|Pieczone ziemniaki ze śmietaną i koperkiem|Cartofi copți cu smântână și mărar|Печена картопля зі сметаною та кропом
Пържени картофи с чеснов сос|French fries with garlic sauce|Pommes frites mit Knoblauchsoße|Frytki z sosem czosnkowym|Cartofi prăjiți cu sos de usturoi|Картопля фрі з часниковим соусом
Сладки картофи на фурна|Baked sweet potatoes|Ofen-Süßkartoffeln|Pieczone bataty|Cartofi dulci la cuptor|Запечений батат
Пица с прошуто и рукола|Prosciutto and rocket pizza|Pizza mit Prosciutto und Rucola|Pizza z prosciutto i rukolą|Pizza cu prosciutto și rucola|Піца з прошуто та руколою
Спагети със скариди и чесън|Spaghetti with prawns and garlic|Spaghetti mit Garnelen und Knoblauch|Spaghetti z krewetkami i czosnkiem|Spaghete cu creveți și usturoi|Спагеті з креветками та часником
Паста с пушена сьомга и сметана|Pasta with smoked salmon and cream|Pasta mit Räucherlachs und Sahne|Makaron z wędzonym łososiem i śmietaną|Paste cu somon afumat și smântână|Паста з копченим лососем і вершками
Паста със зеленчуци|Pasta with vegetables|Pasta mit Gemüse|Makaron z warzywami|Paste cu legume|Паста з овочами
Ризото с пилешко и шафран|Chicken risotto with saffron|Risotto mit Hähnchen und Safran|Risotto z kurczakiem i szafranem|Risotto cu pui și șofran|Різото з куркою та шафраном
Торта с морков и орехи|Carrot cake with walnuts|Karottenkuchen mit Walnüssen|Ciasto marchewkowe z orzechami włoskimi|Tort de morcovi cu nuci|Морквяний торт з волоськими горіхами
Сладолед с карамел и бадеми|Ice cream with caramel and almonds|Eis mit Karamell und Mandeln|Lody z karmelem i migdałami|Înghețată cu caramel și migdale|Морозиво з карамеллю та мигдалем
Мус от черен шоколад|Dark chocolate mousse|Mousse aus dunkler Schokolade|Mus z gorzkiej czekolady|Mousse de ciocolată neagră|Мус з чорного шоколаду
Чай от липа с мед|Linden tea with honey|Lindenblütentee mit Honig|Herbata lipowa z miodem|Ceai de tei cu miere|Липовий чай з медом
Ябълков сок без захар|Unsweetened apple juice|Apfelsaft ohne Zucker|Sok jabłkowy bez cukru|Suc de mere fără zahăr|Яблучний сік без цукру
Кафе с мляко и канела|Coffee with milk and cinnamon|Kaffee mit Milch und Zimt|Kawa z mlekiem i cynamonem|Cafea cu lapte și scorțișoară|Кава з молоком і корицею
Червено вино от бъчва|Red wine from the barrel|Rotwein vom Fass|Wino czerwone z beczki|Vin roșu de la butoi|Червоне вино з бочки
`;

/** The third held-out names (all unseen): never used to tune the glossary or the grammar. */
export const THIRD_HELD_OUT_NAMES: readonly ReferenceName[] = parseReferenceTable(
  TABLE,
  'reference-names-third',
);
