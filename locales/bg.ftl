# Bulgarian texts of the ordering bot. Dish names, sizes, extras and the restaurant's own
# messages come from the restaurant as they are; everything else is here.

## Commands
cmd-start = Начало
cmd-menu = Менюто
cmd-cart = Количката
cmd-orders = Моите поръчки
cmd-language = Език / Language
cmd-help = Помощ
cmd-forget = Изтрий запазените ми данни

## Buttons
btn-back = ⬅ Назад
btn-home = 🏠 Начало
btn-cart = { $count ->
    [0] 🛒 Количка
   *[other] 🛒 Количка ({ $count })
  }
btn-orders = 📦 Моите поръчки
btn-repeat = 🔁 Повтори последната
btn-order = 📄 № { $number } · { $when }
btn-order-again = 🔁 Поръчай отново
btn-language = 🌐 Език
btn-combos = 🎁 Комбо менюта
btn-half = 🍕 Половинка-половинка
btn-customize = ⚙ Добавки и промени
btn-add = ➕ Добави
btn-add-to-cart = 🛒 Добави { $quantity } бр. в количката
btn-done = ✔ Готово
btn-clear = 🗑 Изпразни
btn-checkout = ✅ Поръчай
btn-pickup = 🏪 Ще взема от ресторанта
btn-add-more = ➕ Добави още
btn-pickup-instead = 🏪 Ще взема от ресторанта
btn-continue-anyway = ➡ Продължи все пак
btn-use-saved = ✔ Използвай тези данни
btn-edit-contact = ✏ Промени
btn-forget = 🗑 Забрави ги
btn-keep = ✔ Запази: { $value }
btn-skip = ⏭ Пропусни
btn-accept-suggestion = ✔ Приеми поправения текст
btn-use-email = ✔ Използвай { $email }
btn-confirm = ✅ Потвърждавам за { $amount }
btn-edit = ✏ Промени поръчката
btn-share-phone = 📱 Сподели номера ми
btn-keep-phone = ✔ Запази този номер

## Screens
home = Добре дошли! Изберете категория. { $search }
search-hint = Можете и да напишете името на ястие.
menu-unavailable = Менюто не е налично в момента. Моля, опитайте след малко.
page-of = { $page } / { $pages }
page-counter = Страница { $page } от { $pages }
price-at-quote = цена при изчисляване
price-from = от { $price }
price-each = { $price } за брой
line-estimate = Вашият избор: { $amount }
search-empty = Не намерих нищо за „{ $query }“. Опитайте с друга дума.
search-results = { $count ->
    [one] Намерих 1 резултат за „{ $query }“:
   *[other] Намерих { $count } резултата за „{ $query }“:
  }
product-gone = Това ястие вече не е в менюто.
allergens = Алергени: { $list }
allergens-none-declared = няма обявени алергени
allergens-not-confirmed = (⚠ непотвърдено от ресторанта)
allergens-of-extras = Алергени на добавките:
allergens-of-bases = Алергени на тестата:
allergens-unconfirmed = ⚠ Ресторантът не е потвърдил данните за алергени на: { $items }
base-chosen = Тесто: { $name } ({ $allergens })
photo-illustrative = 📷 Снимката е илюстративна.
unavailable = ⛔ Временно не е налично.
extras-title = { $name }, { $size }: изберете добавки и махнете съставки.
allergen-caution = ⚠ Махането на съставка не гарантира липса на алерген.
crust = Коричка ({ $price })
quantity = Колко броя? (1–{ $max }; сега: { $quantity }) Можете и да напишете число.
quantity-total = { $quantity } бр. за { $total }
combos-title = Комбо менюта:
combo-hint = 🔄 — можете да смените ястието в тази позиция.
slot-title = Изберете ястие за позиция { $slot }:
half-pick = Изберете { $which ->
    [1] първата
   *[other] втората
  } половина (фамилен размер):
half-price-higher = Цена: на по-скъпата половина.
half-price-average = Цена: средната от двете половини.
half-price-fixed = Цена: { $price } за всеки две половини.
half-price-unset = Цена: изчислява се при поръчката.
half-configure = ½ { $first } + ½ { $second }: махнете съставки от всяка половина и изберете тесто.
half-and-half = Половинка-половинка
without = без { $items }
with-crust = с коричка
without-crust = без коричка
unknown-dish = Ястие №{ $id }
cart-empty = Количката е празна.
cart-title = { $count ->
    [one] В количката има 1 ред:
   *[other] В количката има { $count } реда:
  }
cart-subtotal = Междинна сума: { $amount } (ориентировъчно, по цените в менюто)
cart-subtotal-partial = Междинна сума: { $amount } плюс ястията с цена при изчисляване (ориентировъчно)
cart-subtotal-at-quote = Междинна сума: изчислява се при поръчката
cart-note = Крайната цена, с доставката, потвърждава ресторантът преди да поръчате.
fulfilment-title = Доставка или вземане от ресторанта?
zone-line = 🛵 { $name }: { $details }{ $today ->
    [late] {" "}(след обичайното време: ресторантът може да я приеме като късна поръчка; питам го веднага щом я изберете)
    [no] {" "}(днес не работи)
   *[yes] {""}
  }
zone-fee = доставка { $amount }
zone-minimum = минимум { $amount }
zone-free-over = безплатна над { $amount }
zone-hours = { $opens }–{ $cutoff }
pickup-line = 🏪 { $name }, { $address }, { $opens }–{ $cutoff }
hours-time-zone = 🕒 Часовете са по местното време на ресторанта ({ $zone }, { $offset }).
quote-decides = Точната цена, таксата и работното време потвърждава ресторантът при изчисляването.
zone-closed-line = 🛵 { $name }: затворено в момента, { $opens }.
zone-refused-line = 🛵 { $name }: ресторантът не приема поръчки за нея в момента, дори късни; { $opens }.
pickup-closed-line = 🏪 { $name }, { $address }: затворено в момента, { $opens }.
opens-next = { $inDays ->
    [0] отваря днес в { $time }
    [1] отваря утре в { $time }
   *[other] отваря { $day ->
        [1] в понеделник
        [2] във вторник
        [3] в сряда
        [4] в четвъртък
        [5] в петък
        [6] в събота
       *[7] в неделя
    } в { $time }
  }
opens-never = без обявено работно време
fulfilment-none-open = В момента нищо не приема поръчки. Количката ви се пази: върнете се, когато някой вариант отвори.
minimum-short = 🛵 Доставката до { $zone } е при поръчка от поне { $minimum }. По цените в менюто количката ви е { $estimate }: не достигат { $missing }.
minimum-choices = Добавете още или вземете поръчката сами (без минимум). Може и да продължите: точната сума ресторантът проверява при изчисляването на цената.
contact-saved = Да използвам ли запазените данни?
contact-saved-person = 👤 { $details }
contact-saved-address = 🏠 { $address }
contact-saved-no-address = 🏠 Няма запазен адрес — ще го поискам в следващата стъпка.
ask-name = Как се казвате? (име за поръчката)
ask-phone = Вашият телефон? Напишете го (напр. 0888 123 456 или стационарен 02 123 4567) или натиснете „Сподели номера ми“.
ask-email = Имейл (по желание):
ask-address = Адрес за доставка (улица, номер, вход, етаж):
ask-note = Бележка към поръчката (по желание):
current-value = Сега: { $value }
note-suggestion = Бележката не може да съдържа HTML или нови редове. Предлагам: „{ $note }“
email-suggestion = Може би имахте предвид { $email }?
calculating = ⏳ Изчислявам цената…
checking-zone = ⏳ Питам ресторанта дали приема поръчки за { $zone } в момента…
sending = ⏳ Изпращам поръчката…
still-working = Още работя по това, моля изчакайте…
quote-missing = Няма изчислена цена. Моля, започнете поръчката отново.
review-title = Вашата поръчка:
review-receipt-delivery = 🛵 Доставка до { $zone }: { $address }
review-receipt-pickup = 🏪 Вземане от { $name }, { $address }, { $opens }–{ $cutoff }
review-contact = 👤 { $details }
review-note = 📝 Бележка: { $note }
review-subtotal = Ястия: { $amount }
review-delivery = Доставка: { $amount }
review-delivery-free = Доставка: безплатна
review-total = Общо: { $amount }
review-below-minimum = ⚠ Под минималната поръчка за тази зона, { $minimum }{ $delivery ->
    [yes] {" "}(с включена доставка)
   *[no] {""}
  }: добавете { $exclusive ->
    [yes] повече от { $missing }
   *[no] поне { $missing }
  } или вземете поръчката сами.
review-late = 🌙 Късна поръчка: важат условията за късен час.
review-period-other = 🕒 Период: „{ $period }“ (по думите на ресторанта; условията му са в цената по-горе).
review-cash = 💶 Плащане в брой при доставката.
review-cash-pickup = 💶 Плащане в брой при вземането.
review-estimate-differs = ℹ По цените в менюто ястията излизаха { $estimate }; цената на ресторанта е { $quoted } и нея потвърждавате.
order-placed = ✅ Поръчката е приета! Номер: { $number }. Сума: { $total }. Ще ви съобщаваме за всяка промяна.
order-held-unavailable = ⏳ В момента ресторантът не приема поръчки. Пазим вашата поръчка и ще ви пишем веднага щом бъде приета — не я поръчвайте отново.
order-held-coordination = ⏳ Не успяхме да изпратим поръчката ви заради технически проблем при нас. Пазим я и ще я изпратим веднъж, щом проблемът бъде решен; тогава ще ви пишем — моля, не я поръчвайте отново.
order-held = ⏳ Поръчката ви е при нас и чака потвърждение от ресторанта. Ще ви пишем веднага щом има отговор — не я поръчвайте отново.
orders-empty = Все още нямате поръчки.
held-order-unavailable = ⏳ Пазим вашата поръчка за { $total }: в момента ресторантът не приема поръчки. Ще я изпратим и ще ви пишем веднага щом бъде приета — не я поръчвайте отново.
held-order-coordination = ⏳ Пазим поръчката ви за { $total }: технически проблем при нас ни пречи да я изпратим. Ще я изпратим веднъж, щом проблемът бъде решен — моля, не я поръчвайте отново.
held-order = ⏳ Поръчката ви е при нас ({ $total }) и чака потвърждение от ресторанта. Ще ви пишем веднага щом има отговор — не я поръчвайте отново.
ordering-closed = ⛔ В момента ресторантът не приема поръчки. Можете да разглеждате менюто и да пълните количката.
ordering-no-cash = ⛔ В момента ресторантът не приема плащане в брой, а тук се поръчва само с плащане в брой. Можете да разглеждате менюто и да пълните количката.
restaurant-notice = ℹ { $notice }
orders-title = Вашите поръчки:
order-line = № { $number } · { $when } · { $total } · { $status }
order-items-more = още { $count }
orders-range = Поръчки { $from }–{ $to } от { $count }, най-новите първо.
order-when-today = днес { $time }
order-when-yesterday = вчера { $time }
order-when-date = { $date } { $time }
order-title = Поръчка № { $number }
order-placed-at = Направена: { $when }
order-status = Статус: { $status }
order-receipt-delivery = Доставка до { $zone }
order-receipt-delivery-any = Доставка
order-receipt-pickup = Вземане от ресторанта
order-line-gone = { $name } (вече не е в менюто)
order-details-missing = Подробностите за тази поръчка не са запазени; номерът и сумата ѝ са по-горе.
order-total = Общо: { $amount }, в брой
order-gone = Тази поръчка вече не е в списъка ви.
language-title = Изберете език:
help = Поръчвате с бутоните под съобщенията, като напишете име на ястие или цялата поръчка в едно съобщение („2 големи маргарити без босилек и една кола“). Команди: /menu, /cart, /orders, /language, /forget.
only-text = Разбирам текст и бутоните. Ето къде бяхме:
private-only = Поръчки приемам в личен чат с мен.
flood = Моля, по-бавно — обработвам предишните ви съобщения.
stale-button = Това вече се промени. Ето текущия изглед.
invalid-button = Този бутон не е валиден. Ето текущия изглед.
label-button = Този бутон само показва число — използвайте бутоните до него.

## Allergen names: the 14 codes of the spec ("Allergen codes"), in code order
allergen-1 = глутен
allergen-2 = ракообразни
allergen-3 = яйца
allergen-4 = риба
allergen-5 = фъстъци
allergen-6 = соя
allergen-7 = мляко
allergen-8 = ядки
allergen-9 = целина
allergen-10 = горчица
allergen-11 = сусам
allergen-12 = серен диоксид и сулфити
allergen-13 = лупина
allergen-14 = мекотели

## Order statuses: the meaning in the chat's language (Bulgarian chats read the restaurant's label);
## status-with-label adds the label where it says more (a payment review, a cancellation)
status-with-label = { $meaning } (ресторантът: „{ $label }“)
status-accepted = приета
status-preparing = приготвя се
status-sent = изпратена
status-sent-pickup = готова за вземане
status-delivered = доставена
status-delivered-pickup = получена
status-cancelled = отказана
status-payment_review = проверка — моля, свържете се с ресторанта
status-unknown = в процес в ресторанта

## Notices
notice-unexpected = Не разбрах. Моля, използвайте бутоните по-долу.
notice-menu_unavailable = Менюто не е налично в момента.
notice-draft_missing = Първо изберете ястие.
notice-draft_incomplete = Изборът не е завършен.
notice-added_to_cart = ✅ Добавено в количката.
notice-cart_empty = Количката е празна.
notice-cart_changed = 🔄 Менюто на ресторанта се промени, затова обнових количката ви:
cart-change-gone = • { $line } вече не е в менюто — премахнах го от количката.
cart-change-gone-part = • { $line }: „{ $item }“ вече не е в менюто — премахнах реда от количката.
cart-change-unavailable = • { $line } в момента не се предлага — премахнах го от количката.
cart-change-unavailable-part = • { $line }: „{ $item }“ в момента не се предлага — премахнах реда от количката.
cart-change-available-at = { "   " }Отново в наличност: { $when }
cart-change-not-possible = • { $line }: ресторантът промени менюто и този избор вече не е възможен — премахнах реда.
cart-change-size = • { $line }: размер „{ $from }“ вече не се предлага — смених го на „{ $to }“.
cart-change-addon = • { $line }: добавката „{ $item }“ вече не се предлага — махнах я.
cart-change-ingredient = • { $line }: „{ $item }“ вече не може да се маха — остава в рецептата.
cart-change-base = • { $line }: тестото „{ $item }“ вече не се предлага — ще е тестото по подразбиране.
cart-change-crust = • { $line }: коричката вече не се избира — остава както е в рецептата.
cart-change-slot = • { $line }: „{ $from }“ вече не е част от менюто — заменено с „{ $to }“.
cart-change-combo = • { $line }: ресторантът обнови менюто, цената вече е от { $price }. Точната сума ще видите преди потвърждение.
notice-cart_full = Количката е пълна (най-много 40 реда).
notice-cart_invalid = Количката съдържа нещо, което не може да се поръча.
notice-line_gone = Този ред вече не е в количката.
notice-contact_forgotten = Запазените ви данни са изтрити.
notice-saved_contact_typed = Това са запазените ви данни. Натиснете „{ btn-use-saved }“, за да продължите с тях, или „{ btn-edit-contact }“, за да въведете нови.
notice-contact_incomplete = Липсват име или телефон.
notice-contact_share_incomplete = Споделеният контакт няма име — напишете името си.
notice-half_not_offered = Половинка-половинка не се предлага в момента.
notice-quantity_expected = Изберете количество от 1 до 20.
notice-zone_not_offered = Тази зона не приема поръчки.
notice-zone_closed_late = 🌙 Ресторантът не приема поръчки за тази зона в момента, дори като късна поръчка. Количката ви е запазена: изберете друга възможност по-долу.
notice-zone_late_accepted = 🌙 Ресторантът приема поръчката като късна: важат условията за късен час (ще ги видите с цената).
notice-pickup_closed = Вземането от ресторанта не приема поръчки в момента.
notice-quote_refreshed = Цената беше изтекла, затова я проверихме отново: сумата е същата. Моля, потвърдете отново.
notice-quote_missing = Няма изчислена цена.
notice-price_changed = Цената се промени. Моля, потвърдете новата сума.
notice-restaurant_refused = Ресторантът не прие поръчката:
notice-ordering_unavailable = В момента не приемаме поръчки. Моля, опитайте по-късно.
notice-quote_failed = Не успях да изчисля цената. Моля, опитайте отново.
notice-quote_menu_changed = Ресторантът току-що промени менюто. До минута ще имам новото — тогава натиснете „Поръчай“ отново и ще ви кажа какво се е променило в количката.
notice-quote_closed = Ресторантът не приема поръчки за това време.
notice-quote_below_minimum = Сумата е под минималната за тази зона.
notice-quote_test_only = Тази цена е само за тест и не може да бъде поръчана.
notice-order_held_unavailable = В момента не приемаме поръчки; вашата е запазена.
notice-order_held_coordination = Технически проблем при нас: поръчката ви е запазена и ще бъде изпратена веднъж.
notice-ordering_service_unavailable = Системата за поръчки на ресторанта в момента не работи. Количката ви е запазена: опитайте отново по-късно.
notice-checkout_offline = В момента не можем да приемаме нови поръчки заради технически проблем при нас. Количката ви е запазена: опитайте отново след минута.
notice-order_held = Поръчката чака потвърждение.
notice-please_wait = Моля, изчакайте — изпращам поръчката.
notice-please_wait_quote = Моля, изчакайте — изчислявам цената.
notice-order_too_long = Съобщението е твърде дълго, за да го прочета като поръчка. Моля, изпратете поръчката на части — до 15 реда (около 80 думи) в съобщение.
notice-ordering_closed = В момента ресторантът не приема поръчки, затова не мога да започна поръчката. Количката ви остава.
notice-cash_not_accepted = Ресторантът в момента не приема плащане в брой, затова не мога да приема поръчката. Количката ви остава.
notice-order_still_open = Предишната ви поръчка още чака ресторанта. Ще можете да поръчате отново, щом получим отговор за нея.
notice-no_last_order = Нямате предишна поръчка.
notice-repeat_added = Добавих последната ви поръчка в количката.
notice-app_cart_received = Ето поръчката от менюто. Натиснете „Поръчай“, за да продължите.
notice-repeat_partial = Добавих каквото е налично от последната ви поръчка.
notice-order_again_added = Добавих тази поръчка в количката.
notice-order_again_partial = Добавих каквото е налично от тази поръчка.
notice-order_details_missing = Подробностите за тази поръчка не са запазени, затова не мога да я добавя отново.
notice-order_unknown = Не намирам тази поръчка.
notice-product_gone = Това ястие вече не е в менюто.
notice-product_unavailable = Това в момента не е налично.
notice-size_unknown = Този размер не се предлага.
notice-addon_not_allowed = Тази добавка не се предлага за този размер.
notice-addons_full = Най-много 40 добавки.
notice-ingredient_not_removable = Тази съставка не може да се маха.
notice-removed_full = Махнати са твърде много съставки.
notice-base_not_allowed = Това тесто не се предлага.
notice-crust_fixed = Коричката на този размер не се променя.
notice-option_not_offered = Този избор не се предлага тук.
notice-name_empty = Моля, напишете име.
notice-name_no_letter = Името трябва да съдържа поне една буква.
notice-name_too_long = Името е твърде дълго (най-много 100 знака).
notice-phone_invalid = Това не прилича на валиден телефон. Пример: 0888 123 456, 02 123 4567 или +359 888 123 456.
notice-phone_incomplete = Номерът е непълен: проверете дали не липсва цифра (мобилен 0888 123 456, стационарен 02 123 4567 или 032 123 456).
notice-phone_too_long = Номерът е твърде дълъг.
notice-email_invalid = Имейлът не изглежда валиден.
notice-email_too_long = Имейлът е твърде дълъг.
notice-address_empty = Моля, напишете адрес.
notice-address_too_long = Адресът е твърде дълъг (най-много 240 знака).
notice-note_too_long = Бележката е твърде дълга (най-много 500 знака).
notice-note_needs_cleaning = Бележката съдържа HTML или нови редове.
notice-order_not_placed_same_price = Поръчката ви още не е направена. Цената е същата: моля, потвърдете я отново.
price-change = Беше { $before }, сега е { $after }.

## Order news for the customer
status-changed = 📦 Поръчка № { $number }: { $status }
order-accepted-later = ✅ Поръчка № { $number } е приета от ресторанта. Сума: { $total }.
order-rejected-later = ❌ Ресторантът не прие поръчката ви: { $detail } Ястията ѝ са отново в количката ви (/cart).
order-requote-later = ⚠ Поръчката ви не е направена: нужна ѝ е актуална цена, преди да бъде изпратена.
order-given-up-expired = ⚠ Ресторантът не прие поръчката ви, докато цената ѝ беше валидна, затова тя не е направена.
order-given-up-retries = ⚠ Поръчката ви не можа да бъде направена: системата за поръчки на ресторанта не я прие.
order-back-in-cart = Ястията ѝ са отново в количката ви: отворете /cart и натиснете „Поръчай“, за да потвърдите актуалната цена.
order-back-fresh-price = Ястията ѝ са отново в количката ви със същите данни: натиснете бутона по-долу, за да видите актуалната цена, и я потвърдете.
order-may-still-arrive = Тя все пак може още да стигне до ресторанта — ако стигне, ще ви съобщим.
btn-confirm-fresh-price = 🔄 Потвърдете актуалната цена
order-lost-later = ⚠ Поръчката ви не стигна до ресторанта. Ястията ѝ са отново в количката ви: поръчайте отново от /cart.
order-accepted-after-all = ✅ Предишната ви поръчка все пак е стигнала до ресторанта: № { $number }, сума { $total }. Не е нужно да я потвърждавате отново.
order-accepted-after-all-waiting = ✅ Предишната ви поръчка все пак е стигнала до ресторанта: № { $number }, сума { $total }. По-късното ви потвърждение не беше изпратено, така че има само тази една поръчка.
order-accepted-after-all-sent = ⚠ Предишната ви поръчка все пак е стигнала до ресторанта: № { $number }, сума { $total }. По-късното ви потвърждение също вече беше изпратено, така че ресторантът може да има две ваши поръчки. Помолихме ресторанта да провери; ако е нужно, свържете се с него.

## Staff chat
staff-order = 🆕 Поръчка № { $number }
staff-delivery = 🛵 Доставка: { $zone }
staff-pickup = 🏪 Вземане от ресторанта
staff-total = Сума: { $total } (в брой)
staff-customer = Клиент: { $name }, { $phone }
staff-address = Адрес: { $address }
staff-note = Бележка: { $note }
staff-status = Статус: { $status }
staff-active = { $count ->
    [0] Няма активни поръчки.
    [one] 1 активна поръчка:
   *[other] { $count } активни поръчки:
  }
staff-active-line = № { $number } — { $status } — преди { $minutes } мин
staff-health = Меню: на { $menuAge } s, последна синхронизация: { $lastSync }, неуспешни поредни: { $failures }
    Заявки: { $used }/{ $limit } за минута, пауза до: { $paused }
    Неприключени поръчки: { $backlog }, следени: { $tracked }, закъснение на проверките: { $lag } s
    Грешки на API: { $errors }
staff-health-translations = Текстове от менюто без превод (език липсващи/всички): { $list }
staff-health-instances = Инстанции: { $count }
staff-health-instance = · { $id }{ $self ->
    [yes] {" "}(тази)
   *[no] {""}
  }, задачи: { $leases }
staff-health-redis-down = Инстанции: Redis не отговаря (потвърдените поръчки се задържат, без да се изпращат, докато не отговори).
staff-help = Команди: /board — таблото отново най-долу, /active — активни поръчки, /today — отчетът досега, /report ГГГГ-ММ-ДД — отчет за ден, /export ГГГГ-ММ-ДД — CSV за ден, /health — състояние. Отговор на резюме на поръчка (или сигнал за нея) стига до клиента ѝ.

## Alerts for the staff chat
alert-ordering_disabled = 🚨 Приемането на поръчки е спряно. Поръчка { $id } чака.
alert-quote_expired = ⚠ Поръчка { $id } не беше приета, докато цената ѝ беше валидна, и вече не се изпраща. Клиентът е помолен да потвърди нова цена.
alert-retries_exhausted = ⚠ Поръчка { $id } не беше приета след всички опити и вече не се изпраща. Клиентът е помолен да потвърди нова цена.
alert-unexpected_answer = 🚨 Поръчка { $id }: ресторантът отговори с код, който API-то не описва за /orders (400, 404 или пренасочване). Не се изпраща отново; проверете адреса на API-то и кажете на оператора му.
alert-repeated_failures = 🚨 Поръчка { $id } не можа да бъде изпратена след няколко опита; ще опитваме пак.
alert-partner-unauthorized = 🚨 Partner API: грешни или спрени данни за достъп (401) при { $endpoint }.
    Поръчките се пазят и ще бъдат изпратени, щом достъпът проработи; дотогава това не се повтаря.
    { $count ->
        [one] Статусът на { $count } следена поръчка е неизвестен дотогава: за нея няма сигнал за закъснение и клиентът не се уведомява за забавяне.
       *[other] Статусът на { $count } следени поръчки е неизвестен дотогава: за тях няма сигнали за закъснение и клиентите не се уведомяват за забавяне.
    }
alert-partner-forbidden = 🚨 Partner API: отказан достъп (403) при { $endpoint }.
    Поръчките се пазят и ще бъдат изпратени, щом достъпът проработи; дотогава това не се повтаря.
    { $count ->
        [one] Статусът на { $count } следена поръчка е неизвестен дотогава: за нея няма сигнал за закъснение и клиентът не се уведомява за забавяне.
       *[other] Статусът на { $count } следени поръчки е неизвестен дотогава: за тях няма сигнали за закъснение и клиентите не се уведомяват за забавяне.
    }
alert-partner-recovered = ✅ Partner API: достъпът отново работи ({ $endpoint }). Задържаните поръчки се изпращат.
alert-unreadable_response = ⚠ Поръчка { $id }: ресторантът я записа (HTTP 200), но отговорът му не можа да бъде прочетен. Данните ѝ се четат чрез проверката на статуса; моля, уведомете оператора на Partner API.
alert-accepted_late = ⚠ Поръчка № { $number } ({ $id }) стигна до ресторанта, след като ботът я беше отказал заради нова цена. Клиентът е уведомен; проверете дали не е поръчал същото отново.
alert-menu-stale = ⚠ Менюто не е обновявано от { $minutes ->
    [one] { $minutes } минута
   *[other] { $minutes } минути
  }.
alert-order-stalled = ⚠ Поръчка № { $number } все още е „{ $status }“ денонощие след подаването ѝ. Ботът спря да я проверява: моля, проследете я с ресторанта.
alert-menu-product-unreadable = ⚠ Продукт { $id } „{ $name }“ не може да бъде прочетен от менюто на ресторанта и е скрит, докато не се поправи ({ $reason }). Останалото меню е обновено.
alert-menu-combo-unreadable = ⚠ Комбо { $id } „{ $name }“ не може да бъде прочетено от менюто на ресторанта и е скрито, докато не се поправи ({ $reason }). Останалото меню е обновено.
alert-order-status-unknown = ⚠ Ресторантът изпрати статус на поръчка „{ $value }“ (поръчка № { $number }), който ботът не познава. Поръчката се следи като в процес и клиентът вижда етикета на ресторанта.
alert-menu-half-unknown = ⚠ Менюто на ресторанта има за половин-половина { $field } „{ $value }“, което ботът не познава: половин-половина е изключено, докато не се прочете отново. Останалото меню е обновено.
alert-menu-pickup-day-unknown = ⚠ Дните за вземане на ресторанта съдържат „{ $value }“, което ботът не познава: тази стойност се пропуска. Останалите дни за вземане се показват.
alert-menu-rejected = 🚨 { $count ->
    [one] { $count } от { $total } продукта не може да бъде прочетен
   *[other] { $count } от { $total } продукта не могат да бъдат прочетени
  }: новото меню не е приложено, клиентите виждат последното добро.

## The Mini App (issue 16): the photo menu and its one-screen cart
btn-webapp = 🍕 Меню
app-title = Меню
app-search = Търсене на ястие
app-no-results = Нищо не намерих.
app-allergen-filter = Без алергени
app-allergen-filter-none = Всички ястия
app-price-from = от { $price }
app-price-at-checkout = цена при поръчка
app-unavailable = Няма в момента
app-available-at = Отново от { $time }
app-illustrative = илюстративна снимка
app-size = Размер
app-extras = Добавки
app-remove = Без
app-base = Основа
app-crust = Коричка
app-quantity = Количество
app-add = Добави
app-added = Добавено
app-view-order = Виж поръчката · { $count } бр.
app-continue = Продължи в чата
app-cart-title = Вашата поръчка
app-cart-empty = Поръчката е празна.
app-remove-line = Премахни
app-combos = Комбо менюта
app-half = Половин-половин
app-half-first = Първа половина
app-half-second = Втора половина
app-slot = Ястие { $n }
app-line-gone = Вече го няма в менюто: { $name }
app-send-rest = Изпрати останалото
app-sending = Изпращам…
app-sent = Изпратено — продължете в чата.
app-error = Нещо се обърка. Опитайте пак.
app-auth-failed = Отворете менюто отново от чата с бота.
app-chat-unreachable = Не мога да ви пиша в чата. Отворете чата с бота, натиснете „Старт“ и опитайте пак.
app-price-note = Крайната цена се изчислява в чата.
app-options = Вариант

## The staff console (issue 24): the board, alerts that ring, the word with the customer, the report
board-empty = 📋 Няма активни поръчки.
board-title = 📋 { $count ->
    [one] 1 активна поръчка
   *[other] { $count } активни поръчки
  } (най-старите първи):
board-line = { $late ->
    [yes] ⚠{" "}
   *[no] {""}
  }№ { $number } · { $minutes } мин · { $status } · { $place } · { $total }
board-pickup = 🏪 вземане
board-zone = 🛵 { $zone }
board-status-unknown = ❔ статус неизвестен от { $time }
alert-review = 🔔 Поръчка № { $number } е за проверка на плащането: ресторантът трябва да се свърже с клиента. Отговорете на това съобщение, за да пишете на клиента.
alert-cancelled = 🔔 Поръчка № { $number } е отказана.
alert-accept = 🔔 Поръчка № { $number } е приета преди { $minutes } мин и още не се приготвя.
alert-late = 🔔 Поръчка № { $number } е подадена преди { $minutes } мин и още не е доставена ({ $status }).
alert-reminder = 🔔 Напомняне: поръчка № { $number } все още е „{ $status }“.
customer-order-behind = ⏳ Поръчка № { $number }: ресторантът я има и работи по нея, но закъснява. Извиняваме се за чакането.
relay-to-customer = 💬 Съобщение от ресторанта за поръчка № { $number }:
    { $text }
    (Можете да отговорите тук.)
relay-passed-on = ✓ Предадохме отговора ви на ресторанта.
relay-from-customer = 💬 Клиентът на поръчка № { $number } отговаря:
    { $text }
relay-delivered = ✓ Доставено до клиента на поръчка № { $number }.
relay-blocked = ✗ Не е доставено: клиентът на поръчка № { $number } е блокирал бота.
relay-failed = ✗ Не е доставено до клиента на поръчка № { $number }: Telegram не го прие. Опитайте пак по-късно.
relay-closed = ✗ Поръчка № { $number } е приключила преди повече от час (или няма клиент в Telegram): съобщението не е изпратено.
relay-only-text = ✗ До клиента се изпраща само текст.
report-title = 📊 Отчет за { $date }: { $count ->
    [one] 1 поръчка
   *[other] { $count } поръчки
  }, { $total } (без отказаните)
report-title-sofar = 📊 Днес ({ $date }) досега: { $count ->
    [one] 1 поръчка
   *[other] { $count } поръчки
  }, { $total } (без отказаните)
report-status = · { $status }: { $count } · { $total }
report-pickup = 🏪 Вземане: { $count } · { $total }
report-zone = 🛵 { $zone }: { $count } · { $total }
report-stage = ⏱ { $from } → { $to }: средно { $avg } мин, най-бавно { $worst } мин ({ $count })
report-dishes = 🍕 Най-поръчвани: { $dishes }
report-open = Неприключени: { $count }
report-held = Задържани (неизпратени) поръчки: { $count }
report-trouble = Проблеми с Partner API: { $errors }
report-trouble-none = Проблеми с Partner API: няма
report-bad-date = Напишете датата така: { $command } ГГГГ-ММ-ДД (напр. { $command } 2026-11-23).
report-export = Поръчките за { $date }: { $count ->
    [one] 1 ред
   *[other] { $count } реда
  } (без данни за връзка с клиентите).
## Поръчки с текст (issue 25)
proposal-title = 📝 Така разбрах поръчката ви — проверете я и я добавете в количката:
proposal-empty = Няма вече написана поръчка за показване.
proposal-choose = „{ $words }“: кое ястие имате предвид? Натиснете го по-долу.
proposal-total = Приблизително общо: { $amount } (цената на ресторанта идва преди потвърждението)
proposal-unknown = ❓ Неразбрано: { $words }
proposal-note-ambiguous = „{ $words }“ отговаря на няколко ястия — натиснете това, което искате.
proposal-note-unavailable = { $words } в момента не се предлага ({ $instead }). Подобно ястие е по-долу.
proposal-note-size = Няма размер „{ $words }“ за това ястие — вместо това { $instead }.
proposal-note-not-removable = { $words } не може да се махне. Може да се махнат: { $instead }
proposal-note-absent = „{ $words }“ няма в това ястие.
proposal-note-addon = Добавката „{ $words }“ не се предлага за този размер. Предлага се с: { $instead }
proposal-note-base = Тестото „{ $words }“ не се предлага за това ястие. Тесто: { $instead }
proposal-note-crust = Бордът на този размер не може да се променя — както е в рецептата.
proposal-note-half-off = Половин-половин не се предлага тук — натиснете пица, за да я поръчате цяла.
proposal-note-half-refused = { $words } не може да е половинка — натиснете пица, за да я поръчате цяла.
proposal-note-half-family = Половин-половин е само във фамилен размер (не „{ $words }“).
proposal-note-half-extras = Половин-половин тук е без добавки и борд: „{ $words }“ не е включено.
proposal-note-quantity = { $words } не е количество за един ред (от 1 до 20) — вместо това { $instead }.
proposal-note-part-unknown = „{ $words }“ — не разбрах какво е това, затова нищо не е променено за него.
proposal-note-size-chosen = Размерът не е казан — взех { $words }. Има и: { $instead } (с „Промени“).
proposal-note-synonym-several = „{ $words }“ — ястието има няколко такива добавки: { $instead }. Нищо не е добавено; изберете с „Промени“.
proposal-note-substituted = „{ $words }“ няма в менюто — сложих { $instead } вместо това.
btn-proposal-add = { $count ->
    [one] ✅ Добави в количката ({ $count } ред)
   *[other] ✅ Добави всички { $count } в количката
}
btn-proposal-edit = ✏️ Промени { $line }
btn-proposal-update = ✔ { $quantity } бр. за ред { $line } — обратно към поръчката
btn-proposal-drop = ✖ Махни { $line }

# The operator chat (OPERATOR_CHAT_ID) hears every restaurant's alerts, each naming its restaurant.
fleet-operator-alert = 🏪 Ресторант „{ $restaurant }“:
    { $alert }

# The demo's terminal (npm run demo): its banner (also after /help), hints, marks and goodbye,
# in the demo chat's language. The example is a typed order the parser reads on the demo menu.
demo-example = 2 големи маргарити без босилек и една кола
demo-intro =
    Бот за поръчки на пицария — локално демо (пробен Partner API, без Telegram, без мрежа).
    Напишете номера на бутон, за да го натиснете, или текст (име на ястие, вашето име, телефон…).
    Може и цяла поръчка с текст: „{ demo-example }“ (docs/typed-orders.md).
    На екрана за количество числото е количеството: там #N натиска бутон N (#N работи навсякъде).
    Редът „{ demo-keyboard }:“ е клавиатурата на Telegram под полето за писане: kN натиска нейния
    бутон kN (k1 „сподели номера ми“ изпраща демо номер; /share 0888 123 456 изпраща друг).
    Кухнята придвижва поръчката с една стъпка на всеки { $seconds } s (DEMO_KITCHEN_SECONDS).
    /language сменя езика (DEMO_LOCALE: { $languages }) · /orders показва поръчките ви · /quit излиза.
demo-hint-number = (напишете число за количество или #N, за да натиснете бутон N)
demo-hint-keyboard = напишете kN, за да натиснете бутон kN; „Сподели“ изпраща демо номер (/share 0888 123 456 — друг)
demo-keyboard = клавиатура
demo-updated = обновено
demo-bye = Довиждане.

# A restaurant's amount and unit ("200 г") in the chat's language (src/locale/units.ts).
unit-g = { $amount } г
unit-kg = { $amount } кг
unit-ml = { $amount } мл
unit-l = { $amount } л
unit-cm = { $amount } см
unit-pcs = { $amount } бр.
unit-portion = { $amount } { $amount ->
    [one] порция
    *[other] порции
    }

## Issue 36: a word with the restaurant
btn-word-message = ✉️ Съобщение до ресторанта
btn-word-cancel = ✖️ Молба за отказ
btn-word-never = ↩️ Няма значение
btn-word-confirm-cancel = ✖️ Да, помоли за отказ
btn-word-cancelled = ✅ Отказана
btn-word-refused = 🛵 Не може, вече е на път
word-prompt = ✉️ Напишете съобщението си до ресторанта за поръчка № { $number }: текст или снимка (с надпис, ако искате). Стига до персонала както е.
word-sent = ✓ Изпратено до ресторанта (поръчка № { $number }). Отговорът ще дойде тук.
word-not-sent = ✗ Съобщението ви не можа да бъде предадено на ресторанта. Опитайте пак след малко.
word-only-text-photo = До ресторанта може да стигне само текст или снимка. Напишете съобщението си или натиснете „Няма значение“.
word-never = Добре, нищо не е изпратено до ресторанта.
word-closed = Поръчка № { $number } е приключила: съобщения за нея вече не стигат до ресторанта.
word-invalid = Този бутон вече не е валиден.
word-limit-window = ✗ Не е изпратено: изпратихте на ресторанта { $count } съобщения за поръчка № { $number } за { $window } минути — повече не предаваме. Можете да пишете пак след { $minutes } { $minutes ->
        [one] минута
       *[other] минути
    }.
word-limit-total = ✗ Не е изпратено: изпратихте на ресторанта { $count } съобщения за поръчка № { $number } — повече не предаваме за една поръчка.
word-cancel-confirm = Да помолим ли ресторанта да откаже поръчка № { $number }? Ресторантът решава: щом храната е на път, това може вече да не е възможно.
word-cancel-asked = 🙋 Помолихме ресторанта да откаже поръчка № { $number }. Отговорът ще дойде тук.
word-cancel-too-late = Поръчка № { $number } вече е на път или готова: тук тя не може да бъде отказана. Можете да пишете на ресторанта.
word-cancel-pending = Вече помолихте за отказ на поръчка № { $number }: отговорът на ресторанта ще дойде тук.
word-cancel-was-cancelled = Ресторантът вече отговори: поръчка № { $number } е отказана.
word-cancel-was-refused = Ресторантът вече отговори: поръчка № { $number } не можа да бъде отказана, тя е на път.
word-cancel-done = Поръчката ви е отказана, както помолихте.
word-cancel-refused = Не можахме да откажем поръчката ви: тя вече е на път.
word-from-customer = ✉️ Клиентът на поръчка № { $number } пише:
    { $text }
word-photo-from-customer = 📷 Клиентът на поръчка № { $number } изпраща снимка.
word-cancel-request = 🙋 Клиентът на поръчка № { $number } моли за отказ. Откажете я във вашата система и отговорете тук (клиентът ще бъде уведомен).
word-cancel-answered = → { $answer } ({ $by })
word-staff-recorded = Записано: клиентът е уведомен.
word-staff-already = Вече има отговор: { $answer }.
word-staff-invalid = Този бутон вече не е валиден.
## Issue 36: rating
rating-ask = ⭐ Как беше поръчка № { $number }? Оценете я от 1 до 5 звезди.
rating-btn-skip = Пропусни
rating-thanks-ask-comment = Благодарим! Поръчка № { $number }: { $stars }
    Искате ли да добавите нещо? Напишете го в едно съобщение или натиснете „Пропусни“.
rating-thanks = Благодарим за оценката на поръчка № { $number }: { $stars }
rating-thanks-toast = Благодарим!
rating-comment-thanks = ✓ Благодарим, записахме думите ви.
rating-already = Вече оценихте тази поръчка.
rating-invalid = Този бутон за оценка вече не е валиден.
rating-staff-low = ⭐ Поръчка № { $number } получи оценка { $stars }
rating-staff-comment = 💬 Клиентът на поръчка № { $number } ({ $stars }) добавя:
    { $text }
report-ratings = ⭐ Оценки: средно { $average } от { $count ->
    [one] { $count } оценка
   *[other] { $count } оценки
  }
report-ratings-none = ⭐ Оценки: още няма
report-rating-comment = · № { $number } { $stars }: { $text }
report-ratings-more = · …и още { $count ->
    [one] { $count } коментар
   *[other] { $count } коментара
  } в /export
## Issue 36: arrival times
eta-delivery = 🕒 По това време обикновено пристига за { $from }–{ $to } мин.
eta-pickup = 🕒 По това време обикновено е готова за вземане за { $from }–{ $to } мин.
eta-staff-delivery = 🕒 Ресторантът очаква да достави за { $from }–{ $to } мин.
eta-staff-pickup = 🕒 Ресторантът очаква поръчката да е готова за { $from }–{ $to } мин.
eta-left-delivery = 🕒 Обикновено още { $from }–{ $to } мин оттук нататък.
eta-left-pickup = 🕒 Обикновено готова след още { $from }–{ $to } мин.
eta-left-staff = 🕒 Около { $from }–{ $to } мин оттук нататък (по оценка на ресторанта).
staff-eta-set = ⏱ Времето за доставка е { $minutes } мин до полунощ или до /eta off. Клиентите виждат { $from }–{ $to } мин.
staff-eta-off = ⏱ /eta е изчистено: клиентите виждат какво казва историята на поръчките (или нищо, когато тя е твърде малка).
staff-eta-current = ⏱ /eta: { $minutes } мин (зададено в { $time }, до полунощ).
staff-eta-none = ⏱ /eta не е зададено.
staff-eta-history = Историята сега: доставка { $delivery }; вземане { $pickup }.
staff-eta-range = { $from }–{ $to } мин ({ $count ->
    [one] { $count } поръчка
   *[other] { $count } поръчки
  })
staff-eta-thin = твърде малко подобни поръчки (под { $minimum })
staff-eta-usage = ⏱ /eta 60 (минути, { $min }–{ $max }) задава времето за доставка тази вечер, /eta off го изчиства, само /eta го показва.
board-eta = ⏱ Време за доставка по /eta: { $minutes } мин.
staff-help-eta = /eta 60 — времето за доставка тази вечер в оценките за клиентите (до полунощ), /eta off — изчиства го, /eta — настройката и какво казва историята.

## Issue 36: loose ends
word-cancel-answer-blocked = ✗ { $by }: не е доставено: клиентът на поръчка № { $number } е блокирал бота и не знае „{ $answer }“. Отговорът е записан; съобщете му по друг начин (телефонът е в резюмето на поръчката).
word-cancel-answer-failed = ✗ { $by }: не е доставено до клиента на поръчка № { $number }: Telegram не прие „{ $answer }“. Отговорът е записан; съобщете му по друг начин (телефонът е в резюмето на поръчката).
