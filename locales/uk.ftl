# Ukrainian texts of the ordering bot. Dish names, sizes, extras and the restaurant's own
# messages come from the restaurant as they are (often in Bulgarian); everything else is here.

## Commands
cmd-start = Початок
cmd-menu = Меню
cmd-cart = Мій кошик
cmd-orders = Мої замовлення
cmd-language = Мова
cmd-help = Допомога
cmd-forget = Видалити мої збережені дані

## Buttons
btn-back = ⬅ Назад
btn-home = 🏠 Головна
btn-cart = { $count ->
    [0] 🛒 Кошик
   *[other] 🛒 Кошик ({ $count })
  }
btn-orders = 📦 Мої замовлення
btn-repeat = 🔁 Повторити останнє замовлення
btn-order = 📄 № { $number } · { $when }
btn-order-again = 🔁 Замовити знову
btn-language = 🌐 Мова
btn-combos = 🎁 Комбо-меню
btn-half = 🍕 Половина на половину
btn-customize = ⚙ Добавки та зміни
btn-add = ➕ Додати
btn-add-to-cart = 🛒 Додати { $quantity } шт. до кошика
btn-done = ✔ Готово
btn-clear = 🗑 Очистити кошик
btn-checkout = ✅ Замовити
btn-pickup = 🏪 Самовивіз
btn-add-more = ➕ Додати ще
btn-pickup-instead = 🏪 Краще самовивіз
btn-continue-anyway = ➡ Однаково продовжити
btn-use-saved = ✔ Використати ці дані
btn-edit-contact = ✏ Змінити
btn-forget = 🗑 Забути їх
btn-keep = ✔ Залишити: { $value }
btn-skip = ⏭ Пропустити
btn-accept-suggestion = ✔ Прийняти виправлений текст
btn-use-email = ✔ Використати { $email }
btn-confirm = ✅ Підтверджую за { $amount }
btn-edit = ✏ Змінити замовлення
btn-share-phone = 📱 Поділитися номером
btn-keep-phone = ✔ Залишити цей номер

## Screens
home = Вітаємо! Оберіть категорію. { $search }
search-hint = Можна також написати назву страви.
menu-unavailable = Меню зараз недоступне. Будь ласка, спробуйте трохи пізніше.
page-of = { $page } / { $pages }
page-counter = Сторінка { $page } з { $pages }
price-at-quote = ціна під час оформлення
price-from = від { $price }
price-each = { $price } за штуку
line-estimate = Ваш вибір: { $amount }
search-empty = За запитом «{ $query }» нічого не знайдено. Спробуйте інше слово.
search-results = { $count ->
    [one] Знайдено { $count } результат за запитом «{ $query }»:
    [few] Знайдено { $count } результати за запитом «{ $query }»:
    [many] Знайдено { $count } результатів за запитом «{ $query }»:
   *[other] Знайдено { $count } результату за запитом «{ $query }»:
  }
product-gone = Цієї страви вже немає в меню.
allergens = Алергени: { $list }
allergens-none-declared = алергенів не заявлено
allergens-not-confirmed = (⚠ не підтверджено рестораном)
allergens-of-extras = Алергени добавок:
allergens-of-bases = Алергени основ:
allergens-unconfirmed = ⚠ Ресторан не підтвердив дані про алергени для: { $items }
base-chosen = Основа: { $name } ({ $allergens })
photo-illustrative = 📷 Фото є ілюстративним.
unavailable = ⛔ Тимчасово недоступно.
extras-title = { $name }, { $size }: оберіть добавки та приберіть інгредієнти.
allergen-caution = ⚠ Прибирання інгредієнта не гарантує відсутності алергену.
crust = Бортик ({ $price })
quantity = Скільки штук? (1–{ $max }; зараз: { $quantity }) Можна також написати число.
quantity-total = { $quantity } шт. за { $total }
combos-title = Комбо-меню:
combo-hint = 🔄 — на цій позиції можна замінити страву.
slot-title = Оберіть страву для позиції { $slot }:
half-pick = Оберіть { $which ->
    [1] першу
   *[other] другу
  } половину (сімейний розмір):
half-price-higher = Ціна: як у дорожчої половини.
half-price-average = Ціна: середня з двох половин.
half-price-fixed = Ціна: { $price } за будь-які дві половини.
half-price-unset = Ціна: розраховується під час оформлення.
half-configure = ½ { $first } + ½ { $second }: приберіть інгредієнти з кожної половини та оберіть основу.
half-and-half = Половина на половину
without = без { $items }
with-crust = з бортиком
without-crust = без бортика
unknown-dish = Страва № { $id }
cart-empty = Ваш кошик порожній.
cart-title = { $count ->
    [one] У кошику { $count } позиція:
    [few] У кошику { $count } позиції:
    [many] У кошику { $count } позицій:
   *[other] У кошику { $count } позиції:
  }
cart-subtotal = Проміжна сума: { $amount } (орієнтовно, за цінами меню)
cart-subtotal-partial = Проміжна сума: { $amount } плюс страви з ціною під час оформлення (орієнтовно)
cart-subtotal-at-quote = Проміжна сума: розраховується під час оформлення
cart-note = Остаточну ціну з доставкою ресторан назве до того, як ви підтвердите.
fulfilment-title = Доставка чи самовивіз?
zone-line = 🛵 { $name }: { $details }{ $today ->
    [late] {" "}(після звичайних годин роботи: щойно ви його оберете, я спитаю ресторан, чи прийме він пізнє замовлення)
    [no] {" "}(сьогодні не працює)
   *[yes] {""}
  }
zone-fee = доставка { $amount }
zone-minimum = мінімальне замовлення { $amount }
zone-free-over = безкоштовна доставка від { $amount }
zone-hours = { $opens }–{ $cutoff }
pickup-line = 🏪 { $name }, { $address }, { $opens }–{ $cutoff }
hours-time-zone = 🕒 Години вказано за місцевим часом ресторану ({ $zone }, { $offset }).
quote-decides = Точну ціну, плату за доставку та години роботи ресторан підтверджує під час розрахунку.
zone-closed-line = 🛵 { $name }: зараз не працює, { $opens }.
zone-refused-line = 🛵 { $name }: ресторан зараз не приймає замовлень у цей район, навіть пізніх; { $opens }.
pickup-closed-line = 🏪 { $name }, { $address }: зараз не працює, { $opens }.
opens-next = { $inDays ->
    [0] відкриється сьогодні о { $time }
    [1] відкриється завтра о { $time }
   *[other] відкриється { $day ->
        [1] у понеділок
        [2] у вівторок
        [3] у середу
        [4] у четвер
        [5] у п'ятницю
        [6] у суботу
       *[7] у неділю
    } о { $time }
  }
opens-never = години роботи не вказано
fulfilment-none-open = Зараз жоден варіант не приймає замовлень. Ваш кошик збережено: поверніться, коли щось відкриється.
minimum-short = 🛵 Доставка в район { $zone } — від замовлення на { $minimum }. За цінами меню ваш кошик коштує { $estimate }: бракує { $missing }.
minimum-choices = Додайте ще щось або заберіть замовлення самостійно (без мінімуму). Можна й продовжити: точну суму ресторан перевірить під час розрахунку ціни.
contact-saved = Використати збережені дані?
contact-saved-person = 👤 { $details }
contact-saved-address = 🏠 { $address }
contact-saved-no-address = 🏠 Адресу ще не збережено — я запитаю її на наступному кроці.
ask-name = Як вас звати? (для замовлення)
ask-phone = Ваш номер телефону? Напишіть його (напр. 050 123 4567, +380 50 123 4567 або болгарський 0888 123 456) або натисніть «Поділитися номером».
ask-email = Е-пошта (за бажанням):
ask-address = Адреса доставки (вулиця, номер, під'їзд, поверх):
ask-note = Примітка до замовлення (за бажанням):
current-value = Зараз: { $value }
note-suggestion = Примітка не може містити HTML або переноси рядків. Пропоную: «{ $note }»
email-suggestion = Можливо, ви мали на увазі { $email }?
calculating = ⏳ Розраховую ціну…
checking-zone = ⏳ Питаю ресторан, чи приймає він зараз замовлення в район { $zone }…
sending = ⏳ Надсилаю замовлення…
still-working = Ще працюю над цим, будь ласка, зачекайте…
quote-missing = Ціну не розраховано. Будь ласка, почніть замовлення знову.
review-title = Ваше замовлення:
review-receipt-delivery = 🛵 Доставка в район { $zone }: { $address }
review-receipt-pickup = 🏪 Самовивіз: { $name }, { $address }, { $opens }–{ $cutoff }
review-contact = 👤 { $details }
review-note = 📝 Примітка: { $note }
review-subtotal = Страви: { $amount }
review-delivery = Доставка: { $amount }
review-delivery-free = Доставка: безкоштовно
review-total = Разом: { $amount }
review-below-minimum = ⚠ Менше за мінімальне замовлення для цього району, { $minimum }{ $delivery ->
    [yes] {" "}(з доставкою)
   *[no] {""}
  }: додайте { $exclusive ->
    [yes] більше ніж на { $missing }
   *[no] щонайменше на { $missing }
  } або заберіть замовлення самостійно.
review-late = 🌙 Пізнє замовлення: діють умови для пізніх годин.
review-period-other = 🕒 Період: «{ $period }» (так його називає ресторан; його умови враховано в ціні вище).
review-cash = 💶 Оплата готівкою під час доставки.
review-cash-pickup = 💶 Оплата готівкою під час отримання.
review-estimate-differs = ℹ За цінами меню страви коштували { $estimate }; ціна ресторану — { $quoted }, і саме її ви підтверджуєте.
order-placed = ✅ Замовлення прийнято! Номер: { $number }. Разом: { $total }. Ми повідомлятимемо вас про кожну зміну.
order-held-unavailable = ⏳ Ресторан зараз не приймає замовлень. Ми зберігаємо ваше замовлення й напишемо, щойно його приймуть, — будь ласка, не замовляйте його вдруге.
order-held-coordination = ⏳ Через технічну проблему на нашому боці ми не змогли надіслати ваше замовлення. Воно збережене й буде надіслане один раз, щойно проблему буде розв'язано; тоді ми напишемо — будь ласка, не замовляйте його вдруге.
order-held = ⏳ Ваше замовлення в нас і чекає на підтвердження ресторану. Ми напишемо, щойно отримаємо відповідь, — будь ласка, не замовляйте його вдруге.
orders-empty = У вас ще немає замовлень.
held-order-unavailable = ⏳ Ми зберігаємо ваше замовлення на { $total }: ресторан зараз не приймає замовлень. Ми надішлемо його й напишемо, щойно його приймуть, — будь ласка, не замовляйте його вдруге.
held-order-coordination = ⏳ Ми зберігаємо ваше замовлення на { $total }: технічна проблема на нашому боці не дає його надіслати. Воно буде надіслане один раз, щойно проблему буде розв'язано, — будь ласка, не замовляйте його вдруге.
held-order = ⏳ Ваше замовлення ({ $total }) в нас і чекає на підтвердження ресторану. Ми напишемо, щойно отримаємо відповідь, — будь ласка, не замовляйте його вдруге.
ordering-closed = ⛔ Ресторан зараз не приймає замовлень. Ви можете переглядати меню й наповнювати кошик.
ordering-no-cash = ⛔ Ресторан зараз не приймає готівку, а через цього бота можна платити лише готівкою. Ви можете переглядати меню й наповнювати кошик.
restaurant-notice = ℹ { $notice }
orders-title = Ваші замовлення:
order-line = № { $number } · { $when } · { $total } · { $status }
order-items-more = ще { $count }
orders-range = Замовлення { $from }–{ $to } з { $count }, найновіші спочатку.
order-when-today = сьогодні { $time }
order-when-yesterday = учора { $time }
order-when-date = { $date } { $time }
order-title = Замовлення № { $number }
order-placed-at = Оформлено: { $when }
order-status = Статус: { $status }
order-receipt-delivery = Доставка в район { $zone }
order-receipt-delivery-any = Доставка
order-receipt-pickup = Самовивіз із ресторану
order-line-gone = { $name } (більше немає в меню)
order-details-missing = Подробиці цього замовлення не збереглися; його номер і сума вказані вище.
order-total = Разом: { $amount }, готівкою
order-gone = Цього замовлення вже немає у вашому списку.
language-title = Оберіть мову:
help = Замовляйте кнопками під повідомленнями, напишіть назву страви або все замовлення одним повідомленням («2 великі маргарити без базиліку й одна кола»). Команди: /menu, /cart, /orders, /language, /forget.
only-text = Я розумію текст і кнопки. Ось де ми зупинилися:
private-only = Замовлення я приймаю в особистому чаті зі мною.
flood = Будь ласка, трохи повільніше — я ще обробляю ваші попередні повідомлення.
stale-button = Тим часом це змінилося. Ось актуальний вигляд.
invalid-button = Ця кнопка недійсна. Ось актуальний вигляд.
label-button = Ця кнопка лише показує число — скористайтеся кнопками поруч.

## Allergen names: the 14 codes of the spec ("Allergen codes"), in code order
allergen-1 = глютен
allergen-2 = ракоподібні
allergen-3 = яйця
allergen-4 = риба
allergen-5 = арахіс
allergen-6 = соя
allergen-7 = молоко
allergen-8 = горіхи
allergen-9 = селера
allergen-10 = гірчиця
allergen-11 = кунжут
allergen-12 = діоксид сірки та сульфіти
allergen-13 = люпин
allergen-14 = молюски

## Order statuses: the meaning in the chat's language (Bulgarian chats read the restaurant's label);
## status-with-label adds the label where it says more (a payment review, a cancellation)
status-with-label = { $meaning } (ресторан: «{ $label }»)
status-accepted = прийнято
status-preparing = готується
status-sent = у дорозі
status-sent-pickup = готове до видачі
status-delivered = доставлено
status-delivered-pickup = отримано
status-cancelled = скасовано
status-payment_review = на перевірці — будь ласка, зв'яжіться з рестораном
status-unknown = в роботі в ресторані

## Notices
notice-unexpected = Я не зрозумів. Будь ласка, скористайтеся кнопками нижче.
notice-menu_unavailable = Меню зараз недоступне.
notice-draft_missing = Спочатку оберіть страву.
notice-draft_incomplete = Вибір ще не завершено.
notice-added_to_cart = ✅ Додано до кошика.
notice-cart_empty = Ваш кошик порожній.
notice-cart_changed = 🔄 Ресторан змінив меню, тож я оновив ваш кошик:
cart-change-gone = • { $line } — більше немає в меню, прибрано з кошика.
cart-change-gone-part = • { $line }: «{ $item }» більше немає в меню — позицію прибрано з кошика.
cart-change-unavailable = • { $line } — зараз недоступно, прибрано з кошика.
cart-change-unavailable-part = • { $line }: «{ $item }» зараз недоступно — позицію прибрано з кошика.
cart-change-available-at = { "   " }Знову в наявності: { $when }
cart-change-not-possible = • { $line }: ресторан змінив меню, і цей вибір більше неможливий — позицію прибрано.
cart-change-size = • { $line }: розмір «{ $from }» більше не пропонується — змінено на «{ $to }».
cart-change-addon = • { $line }: добавка «{ $item }» більше не пропонується — прибрано.
cart-change-ingredient = • { $line }: «{ $item }» більше не можна прибрати — залишається в рецепті.
cart-change-base = • { $line }: основа «{ $item }» більше не пропонується — буде основа за замовчуванням.
cart-change-crust = • { $line }: бортик більше не можна обрати — як у рецепті.
cart-change-slot = • { $line }: «{ $from }» більше не входить до цього комбо — замінено на «{ $to }».
cart-change-combo = • { $line }: ресторан оновив це комбо; тепер воно коштує від { $price }. Точну суму ви побачите перед підтвердженням.
notice-cart_full = Кошик заповнено (щонайбільше 40 позицій).
notice-cart_invalid = У кошику є щось, що не можна замовити.
notice-line_gone = Цієї позиції вже немає в кошику.
notice-contact_forgotten = Ваші збережені дані видалено.
notice-saved_contact_typed = Це ваші збережені дані. Натисніть «{ btn-use-saved }», щоб продовжити з ними, або «{ btn-edit-contact }», щоб ввести нові.
notice-contact_incomplete = Бракує імені або телефону.
notice-contact_share_incomplete = У надісланому контакті немає імені — будь ласка, напишіть своє ім'я.
notice-half_not_offered = Половина на половину зараз не пропонується.
notice-quantity_expected = Будь ласка, оберіть кількість від 1 до 20.
notice-zone_not_offered = Цей район не приймає замовлень.
notice-zone_closed_late = 🌙 Ресторан зараз не приймає замовлень у цей район, навіть як пізнє замовлення. Кошик збережено: оберіть інший варіант нижче.
notice-zone_late_accepted = 🌙 Ресторан прийме це замовлення як пізнє: діють умови для пізніх годин (ви побачите їх разом із ціною).
notice-pickup_closed = Самовивіз зараз не приймає замовлень.
notice-quote_refreshed = Ціна застаріла, тож ми перевірили її знову: сума та сама. Будь ласка, підтвердьте ще раз.
notice-quote_missing = Ціну не розраховано.
notice-price_changed = Ціна змінилася. Будь ласка, підтвердьте нову суму.
notice-restaurant_refused = Ресторан не прийняв замовлення:
notice-ordering_unavailable = Зараз ми не приймаємо замовлень. Будь ласка, спробуйте пізніше.
notice-quote_failed = Не вдалося розрахувати ціну. Будь ласка, спробуйте ще раз.
notice-quote_menu_changed = Ресторан щойно змінив меню. За хвилину я матиму нове — тоді знову натисніть «Замовити», і я скажу, що змінилося у вашому кошику.
notice-quote_closed = Ресторан не приймає замовлень на цей час.
notice-quote_below_minimum = Сума менша за мінімальну для цього району.
notice-quote_test_only = Ця ціна лише для тестування, замовити за нею не можна.
notice-order_held_unavailable = Замовлення зараз недоступні; ваше замовлення збережено.
notice-order_held_coordination = Технічна проблема на нашому боці: ваше замовлення збережено, його буде надіслано один раз.
notice-ordering_service_unavailable = Сервіс замовлень ресторану зараз недоступний. Ваш кошик збережено: спробуйте, будь ласка, пізніше.
notice-checkout_offline = Через технічну проблему на нашому боці ми ненадовго не можемо приймати нові замовлення. Ваш кошик збережено: спробуйте ще раз за хвилину.
notice-order_held = Ваше замовлення чекає на підтвердження.
notice-please_wait = Будь ласка, зачекайте — я надсилаю замовлення.
notice-please_wait_quote = Будь ласка, зачекайте — я розраховую ціну.
notice-order_too_long = Це повідомлення задовге, щоб прочитати його як замовлення. Будь ласка, надішліть замовлення частинами — до 15 рядків (близько 80 слів) в одному повідомленні.
notice-ordering_closed = Ресторан зараз не приймає замовлень, тож я не можу почати оформлення. Ваш кошик залишається як є.
notice-cash_not_accepted = Ресторан зараз не приймає готівку, тож я не можу прийняти замовлення. Ваш кошик залишається як є.
notice-order_still_open = Ваше попереднє замовлення ще чекає на ресторан. Ви зможете замовити знову, щойно ми отримаємо щодо нього відповідь.
notice-no_last_order = У вас немає попереднього замовлення.
notice-repeat_added = Я додав ваше останнє замовлення до кошика.
notice-app_cart_received = Ось замовлення з меню. Натисніть «Замовити», щоб продовжити.
notice-repeat_partial = Я додав те, що ще є в наявності з вашого останнього замовлення.
notice-order_again_added = Я додав це замовлення до кошика.
notice-order_again_partial = Я додав те, що ще є в наявності з цього замовлення.
notice-order_details_missing = Подробиці цього замовлення не збереглися, тож я не можу додати його знову.
notice-order_unknown = Не можу знайти це замовлення.
notice-product_gone = Цієї страви вже немає в меню.
notice-product_unavailable = Цього зараз немає в наявності.
notice-size_unknown = Такий розмір не пропонується.
notice-addon_not_allowed = Ця добавка не пропонується для цього розміру.
notice-addons_full = Щонайбільше 40 добавок.
notice-ingredient_not_removable = Цей інгредієнт не можна прибрати.
notice-removed_full = Прибрано забагато інгредієнтів.
notice-base_not_allowed = Така основа не пропонується.
notice-crust_fixed = Бортик для цього розміру змінити не можна.
notice-option_not_offered = Такий вибір тут не пропонується.
notice-name_empty = Будь ласка, напишіть ім'я.
notice-name_no_letter = Ім'я має містити хоча б одну літеру.
notice-name_too_long = Ім'я задовге (щонайбільше 100 символів).
notice-phone_invalid = Це не схоже на дійсний номер телефону. Приклад: 050 123 4567, +380 50 123 4567 або болгарський 0888 123 456.
notice-phone_incomplete = Номер неповний: перевірте, чи не бракує цифри (напр. 050 123 4567, болгарський 0888 123 456).
notice-phone_too_long = Номер задовгий.
notice-email_invalid = Адреса е-пошти не схожа на дійсну.
notice-email_too_long = Адреса е-пошти задовга.
notice-address_empty = Будь ласка, напишіть адресу.
notice-address_too_long = Адреса задовга (щонайбільше 240 символів).
notice-note_too_long = Примітка задовга (щонайбільше 500 символів).
notice-note_needs_cleaning = Примітка містить HTML або переноси рядків.
notice-order_not_placed_same_price = Ваше замовлення ще не оформлено. Ціна та сама: будь ласка, підтвердьте його ще раз.
price-change = Було { $before }, тепер { $after }.

## Order news for the customer
status-changed = 📦 Замовлення № { $number }: { $status }
order-accepted-later = ✅ Ресторан прийняв замовлення № { $number }. Разом: { $total }.
order-rejected-later = ❌ Ресторан не прийняв ваше замовлення: { $detail } Його страви знову у вашому кошику (/cart).
order-requote-later = ⚠ Ваше замовлення не оформлено: перед надсиланням йому потрібна актуальна ціна.
order-given-up-expired = ⚠ Ресторан не прийняв ваше замовлення, поки його ціна була дійсна, тому його не оформлено.
order-given-up-retries = ⚠ Ваше замовлення не вдалося оформити: система замовлень ресторану його не прийняла.
order-back-in-cart = Його страви знову у вашому кошику: відкрийте /cart і натисніть «Замовити», щоб підтвердити поточну ціну.
order-back-fresh-price = Його страви знову у вашому кошику з тими самими даними: натисніть кнопку нижче, щоб побачити поточну ціну, і підтвердьте її.
order-may-still-arrive = Воно ще може дійти до ресторану: якщо так станеться, ми вам повідомимо.
btn-confirm-fresh-price = 🔄 Підтвердити поточну ціну
order-lost-later = ⚠ Ваше замовлення так і не дійшло до ресторану. Його страви знову у вашому кошику: замовте ще раз з /cart.
order-accepted-after-all = ✅ Ваше попереднє замовлення все ж дійшло до ресторану: № { $number }, разом { $total }. Підтверджувати його знову не потрібно.
order-accepted-after-all-waiting = ✅ Ваше попереднє замовлення все ж дійшло до ресторану: № { $number }, разом { $total }. Ваше пізніше підтвердження не було надіслано, тож є лише це одне замовлення.
order-accepted-after-all-sent = ⚠ Ваше попереднє замовлення все ж дійшло до ресторану: № { $number }, разом { $total }. Ваше пізніше підтвердження теж уже було надіслано, тож ресторан може мати два ваші замовлення. Ми попросили ресторан перевірити; за потреби зв'яжіться з ним.

## Staff chat
staff-order = 🆕 Замовлення № { $number }
staff-delivery = 🛵 Доставка: { $zone }
staff-pickup = 🏪 Самовивіз із ресторану
staff-total = Разом: { $total } (готівка)
staff-customer = Клієнт: { $name }, { $phone }
staff-address = Адреса: { $address }
staff-note = Примітка: { $note }
staff-status = Статус: { $status }
staff-active = { $count ->
    [0] Немає активних замовлень.
    [one] { $count } активне замовлення:
    [few] { $count } активні замовлення:
    [many] { $count } активних замовлень:
   *[other] { $count } активного замовлення:
  }
staff-active-line = № { $number } — { $status } — { $minutes } хв тому
staff-health = Меню: оновлене { $menuAge } с тому, остання синхронізація: { $lastSync }, невдач поспіль: { $failures }
    Запити: { $used }/{ $limit } за хвилину, пауза до: { $paused }
    Незавершені замовлення: { $backlog }, відстежуються: { $tracked }, затримка перевірки статусів: { $lag } с
    Помилки API: { $errors }
staff-health-translations = Тексти меню без перекладу (мова відсутні/усі): { $list }
staff-health-instances = Екземпляри: { $count }
staff-health-instance = · { $id }{ $self ->
    [yes] {" "}(цей)
   *[no] {""}
  }, оренди: { $leases }
staff-health-redis-down = Екземпляри: Redis не відповідає (підтверджені замовлення затримуються й не надсилаються, доки він не відповість).
staff-help = Команди: /board — дошка замовлень знову внизу чату, /active — активні замовлення, /today — звіт на цей момент, /report РРРР-ММ-ДД — звіт за день, /export РРРР-ММ-ДД — CSV за день, /health — стан. Відповідь на підсумок замовлення (або на сповіщення про нього) дійде до його клієнта.

## Alerts for the staff chat
alert-ordering_disabled = 🚨 Приймання замовлень вимкнено. Замовлення { $id } чекає.
alert-quote_expired = ⚠ Замовлення { $id } не прийняли, поки його ціна була дійсна, і воно більше не надсилається. Клієнта попросили підтвердити нову ціну.
alert-retries_exhausted = ⚠ Замовлення { $id } не прийняли після всіх спроб, і воно більше не надсилається. Клієнта попросили підтвердити нову ціну.
alert-unexpected_answer = 🚨 Замовлення { $id }: ресторан відповів на /orders статусом, якого API не визначає (400, 404 або переспрямування). Його більше не надсилатимуть; перевірте адресу API і повідомте її оператора.
alert-repeated_failures = 🚨 Замовлення { $id } не вдалося надіслати після кількох спроб; ми продовжуємо пробувати.
alert-partner-unauthorized = 🚨 Partner API: неправильні або призупинені облікові дані (401) для { $endpoint }.
    Замовлення зберігаються й будуть надіслані, щойно доступ запрацює; доти це повідомлення не повторюватиметься.
    { $count ->
        [one] { $count } відстежуване замовлення має невідомий статус доти: сповіщень про запізнення немає, клієнта не повідомляють про затримку.
        [few] { $count } відстежувані замовлення мають невідомий статус доти: сповіщень про запізнення немає, клієнтів не повідомляють про затримку.
        [many] { $count } відстежуваних замовлень мають невідомий статус доти: сповіщень про запізнення немає, клієнтів не повідомляють про затримку.
       *[other] { $count } відстежуваного замовлення має невідомий статус доти: сповіщень про запізнення немає, клієнтів не повідомляють про затримку.
    }
alert-partner-forbidden = 🚨 Partner API: у доступі відмовлено (403) для { $endpoint }.
    Замовлення зберігаються й будуть надіслані, щойно доступ запрацює; доти це повідомлення не повторюватиметься.
    { $count ->
        [one] { $count } відстежуване замовлення має невідомий статус доти: сповіщень про запізнення немає, клієнта не повідомляють про затримку.
        [few] { $count } відстежувані замовлення мають невідомий статус доти: сповіщень про запізнення немає, клієнтів не повідомляють про затримку.
        [many] { $count } відстежуваних замовлень мають невідомий статус доти: сповіщень про запізнення немає, клієнтів не повідомляють про затримку.
       *[other] { $count } відстежуваного замовлення має невідомий статус доти: сповіщень про запізнення немає, клієнтів не повідомляють про затримку.
    }
alert-partner-recovered = ✅ Partner API: доступ знову працює ({ $endpoint }). Збережені замовлення надсилаються.
alert-unreadable_response = ⚠ Замовлення { $id }: ресторан його зберіг (HTTP 200), але його відповідь не вдалося прочитати. Дані замовлення читаються через перевірку статусу; будь ласка, повідомте оператора Partner API.
alert-accepted_late = ⚠ Замовлення № { $number } ({ $id }) дійшло до ресторану після того, як бот відмовився від нього через нову ціну. Клієнта повідомлено; перевірте, чи він не замовив те саме ще раз.
alert-menu-stale = ⚠ Меню не оновлювалося вже { $minutes ->
    [one] { $minutes } хвилину
    [few] { $minutes } хвилини
    [many] { $minutes } хвилин
   *[other] { $minutes } хвилини
  }.
alert-order-stalled = ⚠ Замовлення № { $number } досі має статус «{ $status }» через добу після оформлення. Бот більше його не перевіряє: будь ласка, з'ясуйте його долю з рестораном.
alert-menu-product-unreadable = ⚠ Продукт { $id } «{ $name }» у меню ресторану не вдається прочитати, тому його приховано, доки це не виправлять ({ $reason }). Решту меню оновлено.
alert-menu-combo-unreadable = ⚠ Комбо { $id } «{ $name }» у меню ресторану не вдається прочитати, тому його приховано, доки це не виправлять ({ $reason }). Решту меню оновлено.
alert-order-status-unknown = ⚠ Ресторан надіслав статус замовлення «{ $value }» (замовлення № { $number }), якого бот не знає. Замовлення відстежується як таке, що в роботі, і клієнт бачить позначку ресторану.
alert-menu-half-unknown = ⚠ Меню ресторану має для «половина-на-половину» { $field } «{ $value }», якого бот не знає: «половина-на-половину» вимкнено, доки значення не прочитається знову. Решту меню оновлено.
alert-menu-pickup-day-unknown = ⚠ Дні самовивозу ресторану містять «{ $value }», якого бот не знає: це значення пропущено. Інші дні самовивозу показано.
alert-menu-rejected = 🚨 { $count ->
    [one] { $count } продукт із { $total } не вдається прочитати
    [few] { $count } продукти із { $total } не вдається прочитати
    [many] { $count } продуктів із { $total } не вдається прочитати
   *[other] { $count } продукту із { $total } не вдається прочитати
  }: нове меню не застосовано; клієнти бачать останнє справне.

## The Mini App (issue 16): the photo menu and its one-screen cart
btn-webapp = 🍕 Меню
app-title = Меню
app-search = Пошук страв
app-no-results = Нічого не знайдено.
app-allergen-filter = Без алергенів
app-allergen-filter-none = Усі страви
app-price-from = від { $price }
app-price-at-checkout = ціна під час оформлення
app-unavailable = Зараз недоступно
app-available-at = Знову з { $time }
app-illustrative = ілюстративне фото
app-size = Розмір
app-extras = Добавки
app-remove = Без
app-base = Основа
app-crust = Бортик
app-quantity = Кількість
app-add = Додати
app-added = Додано
app-view-order = Переглянути замовлення · { $count } шт.
app-continue = Продовжити в чаті
app-cart-title = Ваше замовлення
app-cart-empty = Ваше замовлення порожнє.
app-remove-line = Прибрати
app-combos = Комбо
app-half = Половина на половину
app-half-first = Перша половина
app-half-second = Друга половина
app-slot = Страва { $n }
app-line-gone = Більше немає в меню: { $name }
app-send-rest = Надіслати решту
app-sending = Надсилаю…
app-sent = Надіслано — продовжуйте в чаті.
app-error = Щось пішло не так. Будь ласка, спробуйте ще раз.
app-auth-failed = Будь ласка, відкрийте меню знову з чату з ботом.
app-chat-unreachable = Я не можу написати вам у чат. Відкрийте чат із ботом, натисніть «Почати» і спробуйте ще раз.
app-price-note = Остаточна ціна розраховується в чаті.
app-options = Варіант

## The staff console (issue 24): the board, alerts that ring, the word with the customer, the report
board-empty = 📋 Немає активних замовлень.
board-title = 📋 { $count ->
    [one] { $count } активне замовлення
    [few] { $count } активні замовлення
    [many] { $count } активних замовлень
   *[other] { $count } активного замовлення
  } (спершу найстаріші):
board-line = { $late ->
    [yes] ⚠{" "}
   *[no] {""}
  }№ { $number } · { $minutes } хв · { $status } · { $place } · { $total }
board-pickup = 🏪 самовивіз
board-zone = 🛵 { $zone }
board-status-unknown = ❔ статус невідомий з { $time }
alert-review = 🔔 Замовлення № { $number } на перевірці оплати: ресторан має зв'язатися з клієнтом. Щоб написати клієнтові, дайте відповідь на це повідомлення.
alert-cancelled = 🔔 Замовлення № { $number } скасовано.
alert-accept = 🔔 Замовлення № { $number } прийнято { $minutes } хв тому, але його ще не почали готувати.
alert-late = 🔔 Замовлення № { $number } оформлено { $minutes } хв тому, і його ще не доставлено ({ $status }).
alert-reminder = 🔔 Нагадування: замовлення № { $number } досі має статус «{ $status }».
customer-order-behind = ⏳ Замовлення № { $number }: ресторан отримав його й уже готує, але трохи запізнюється. Перепрошуємо за очікування.
relay-to-customer = 💬 Повідомлення від ресторану щодо замовлення № { $number }:
    { $text }
    (Ви можете відповісти тут.)
relay-passed-on = ✓ Ми передали вашу відповідь ресторану.
relay-from-customer = 💬 Клієнт замовлення № { $number } відповідає:
    { $text }
relay-delivered = ✓ Доставлено клієнтові замовлення № { $number }.
relay-blocked = ✗ Не доставлено: клієнт замовлення № { $number } заблокував бота.
relay-failed = ✗ Не доставлено клієнтові замовлення № { $number }: Telegram відхилив повідомлення. Спробуйте пізніше.
relay-closed = ✗ Замовлення № { $number } завершилося понад годину тому (або не має клієнта в Telegram): повідомлення не надіслано.
relay-only-text = ✗ Клієнтові можна надіслати лише текст.
report-title = 📊 Звіт за { $date }: { $count ->
    [one] { $count } замовлення
    [few] { $count } замовлення
    [many] { $count } замовлень
   *[other] { $count } замовлення
  }, { $total } (без скасованих)
report-title-sofar = 📊 Сьогодні ({ $date }) на цей момент: { $count ->
    [one] { $count } замовлення
    [few] { $count } замовлення
    [many] { $count } замовлень
   *[other] { $count } замовлення
  }, { $total } (без скасованих)
report-status = · { $status }: { $count } · { $total }
report-pickup = 🏪 Самовивіз: { $count } · { $total }
report-zone = 🛵 { $zone }: { $count } · { $total }
report-stage = ⏱ { $from } → { $to }: у середньому { $avg } хв, найдовше { $worst } хв ({ $count })
report-dishes = 🍕 Найчастіше замовляли: { $dishes }
report-open = Ще відкриті: { $count }
report-held = Затримані (не надіслані) замовлення: { $count }
report-trouble = Проблеми з Partner API: { $errors }
report-trouble-none = Проблеми з Partner API: немає
report-bad-date = Напишіть дату так: { $command } РРРР-ММ-ДД (наприклад, { $command } 2026-11-23).
report-export = Замовлення за { $date }: { $count ->
    [one] { $count } рядок
    [few] { $count } рядки
    [many] { $count } рядків
   *[other] { $count } рядка
  } (без контактних даних клієнтів).
## Typed orders (issue 25)
proposal-title = 📝 Ось як я зрозумів ваше замовлення — перевірте його, а потім додайте до кошика:
proposal-empty = Написаного замовлення для показу вже немає.
proposal-choose = «{ $words }»: яку страву ви маєте на увазі? Натисніть її нижче.
proposal-total = Орієнтовна сума: { $amount } (ціну ресторану ви побачите до підтвердження)
proposal-unknown = ❓ Не зрозуміло: { $words }
proposal-note-ambiguous = «{ $words }» підходить до кількох страв — натисніть потрібну.
proposal-note-unavailable = { $words } зараз немає в наявності ({ $instead }). Схожа страва — нижче.
proposal-note-size = Розміру «{ $words }» для цієї страви немає — натомість { $instead }.
proposal-note-not-removable = { $words } не можна прибрати. Можна прибрати: { $instead }
proposal-note-absent = «{ $words }» у цій страві немає.
proposal-note-addon = Добавка «{ $words }» не пропонується для цього розміру. Пропонується для: { $instead }
proposal-note-base = Основа «{ $words }» не пропонується для цієї страви. Основи: { $instead }
proposal-note-crust = Бортик цього розміру змінити не можна — як у рецепті.
proposal-note-half-off = Половина на половину тут не пропонується — натисніть піцу, щоб замовити її цілою.
proposal-note-half-refused = { $words } не може бути половинкою — натисніть піцу, щоб замовити її цілою.
proposal-note-half-family = Половина на половину буває лише сімейного розміру (не «{ $words }»).
proposal-note-half-extras = Половина на половину тут без добавок і бортика: «{ $words }» не враховано.
proposal-note-quantity = Кількість { $words } неможлива для однієї позиції (від 1 до 20) — натомість { $instead }.
proposal-note-part-unknown = «{ $words }» — я не зрозумів, що це, тому нічого для цього не змінено.
proposal-note-size-chosen = Розмір не вказано — я взяв { $words }. Є також: { $instead } (через «Змінити»).
proposal-note-synonym-several = «{ $words }» — ця страва має кілька таких добавок: { $instead }. Нічого не додано; оберіть через «Змінити».
proposal-note-substituted = «{ $words }» немає в меню — я поставив { $instead } натомість.
btn-proposal-add = { $count ->
    [one] ✅ Додати { $count } позицію до кошика
    [few] ✅ Додати { $count } позиції до кошика
    [many] ✅ Додати { $count } позицій до кошика
   *[other] ✅ Додати { $count } позиції до кошика
  }
btn-proposal-edit = ✏️ Змінити { $line }
btn-proposal-update = ✔ { $quantity } шт. для позиції { $line } — назад до замовлення
btn-proposal-drop = ✖ Прибрати { $line }

# The operator chat (OPERATOR_CHAT_ID) hears every restaurant's alerts, each naming its restaurant.
fleet-operator-alert = 🏪 Ресторан «{ $restaurant }»:
    { $alert }

# The demo's terminal (npm run demo): its banner (also after /help), hints, marks and goodbye,
# in the demo chat's language. The example is a typed order the parser reads on the demo menu.
demo-example = 2 великі маргарити без базиліку й одна кола
demo-intro =
    Бот замовлень піцерії — локальне демо (тестовий Partner API, без Telegram, без мережі).
    Напишіть номер кнопки, щоб натиснути її, або текст (назву страви, ім'я, телефон…).
    Або напишіть усе замовлення: «{ demo-example }» (docs/typed-orders.md).
    На екрані кількості число — це кількість: там #N натискає кнопку N (#N працює скрізь).
    Рядок «{ demo-keyboard }:» — це клавіатура Telegram під полем введення: kN натискає її
    кнопку kN (k1 «Поділитися номером» надсилає демо-номер; /share 0888 123 456 — інший).
    Кухня просуває замовлення на один статус кожні { $seconds } с (DEMO_KITCHEN_SECONDS).
    /language змінює мову (DEMO_LOCALE: { $languages }) · /orders показує замовлення · /quit виходить.
demo-hint-number = (напишіть число для кількості або #N, щоб натиснути кнопку N)
demo-hint-keyboard = напишіть kN, щоб натиснути кнопку kN; «Поділитися номером» надсилає демо-номер (/share 0888 123 456 — інший)
demo-keyboard = клавіатура
demo-updated = оновлено
demo-bye = До побачення.

# A restaurant's amount and unit ("200 г") in the chat's language (src/locale/units.ts).
unit-g = { $amount } г
unit-kg = { $amount } кг
unit-ml = { $amount } мл
unit-l = { $amount } л
unit-cm = { $amount } см
unit-pcs = { $amount } шт.
unit-portion = { $amount } { $amount ->
    [one] порція
    [few] порції
    [many] порцій
    *[other] порції
    }

## Issue 36: a word with the restaurant
btn-word-message = ✉️ Написати ресторану
btn-word-cancel = ✖️ Попросити скасувати
btn-word-never = ↩️ Не треба
btn-word-confirm-cancel = ✖️ Так, попросити скасувати
btn-word-cancelled = ✅ Скасовано
btn-word-refused = 🛵 Не можна, вже в дорозі
word-prompt = ✉️ Напишіть повідомлення ресторану щодо замовлення № { $number }: текст або фото (з підписом, якщо хочете). Воно дійде до персоналу як є.
word-sent = ✓ Надіслано ресторану (замовлення № { $number }). Відповідь прийде сюди.
word-not-sent = ✗ Не вдалося передати ваше повідомлення ресторану. Спробуйте ще раз трохи згодом.
word-only-text-photo = До ресторану може дійти лише текст або фото. Напишіть повідомлення або натисніть «Не треба».
word-never = Гаразд, ресторану нічого не надіслано.
word-closed = Замовлення № { $number } завершено: повідомлення щодо нього більше не доходять до ресторану.
word-invalid = Ця кнопка вже недійсна.
word-limit-window = ✗ Не надіслано: за { $window } хвилин ви надіслали ресторану { $count } { $count ->
        [one] повідомлення
        [few] повідомлення
        [many] повідомлень
       *[other] повідомлення
    } щодо замовлення № { $number }, більше ми не передаємо. Написати знову можна через { $minutes } { $minutes ->
        [one] хвилину
        [few] хвилини
        [many] хвилин
       *[other] хвилини
    }.
word-limit-total = ✗ Не надіслано: ви надіслали ресторану { $count } { $count ->
        [one] повідомлення
        [few] повідомлення
        [many] повідомлень
       *[other] повідомлення
    } щодо замовлення № { $number }, більше для одного замовлення ми не передаємо.
word-cancel-confirm = Попросити ресторан скасувати замовлення № { $number }? Вирішує ресторан: коли їжа вже в дорозі, це може бути неможливо.
word-cancel-asked = 🙋 Ми попросили ресторан скасувати замовлення № { $number }. Відповідь прийде сюди.
word-cancel-too-late = Замовлення № { $number } вже в дорозі або готове: тут його вже не можна скасувати. Ви все ще можете написати ресторану.
word-cancel-pending = Ви вже попросили скасувати замовлення № { $number }: відповідь ресторану прийде сюди.
word-cancel-was-cancelled = Ресторан уже відповів: замовлення № { $number } скасовано.
word-cancel-was-refused = Ресторан уже відповів: замовлення № { $number } не вдалося скасувати, воно в дорозі.
word-cancel-done = Ваше замовлення скасовано, як ви просили.
word-cancel-refused = Ми не змогли скасувати ваше замовлення: воно вже в дорозі.
word-from-customer = ✉️ Клієнт замовлення № { $number } пише:
    { $text }
word-photo-from-customer = 📷 Клієнт замовлення № { $number } надсилає фото.
word-cancel-request = 🙋 Клієнт замовлення № { $number } просить його скасувати. Скасуйте його у своїй системі, а потім дайте відповідь тут (клієнта буде повідомлено).
word-cancel-answered = → { $answer } ({ $by })
word-staff-recorded = Записано: клієнта повідомлено.
word-staff-already = Вже є відповідь: { $answer }.
word-staff-invalid = Ця кнопка вже недійсна.
## Issue 36: rating
rating-ask = ⭐ Як вам замовлення № { $number }? Оцініть його від 1 до 5 зірок.
rating-btn-skip = Пропустити
rating-thanks-ask-comment = Дякуємо! Замовлення № { $number }: { $stars }
    Бажаєте щось додати? Напишіть одним повідомленням або натисніть «Пропустити».
rating-thanks = Дякуємо за оцінку замовлення № { $number }: { $stars }
rating-thanks-toast = Дякуємо!
rating-comment-thanks = ✓ Дякуємо, ми записали ваші слова.
rating-already = Ви вже оцінили це замовлення.
rating-invalid = Ця кнопка оцінки вже недійсна.
rating-staff-low = ⭐ Замовлення № { $number } отримало оцінку { $stars }
rating-staff-comment = 💬 Клієнт замовлення № { $number } ({ $stars }) додає:
    { $text }
report-ratings = ⭐ Оцінки: у середньому { $average } з { $count ->
    [one] { $count } оцінки
    [few] { $count } оцінок
    [many] { $count } оцінок
   *[other] { $count } оцінки
  }
report-ratings-none = ⭐ Оцінки: поки немає
report-rating-comment = · № { $number } { $stars }: { $text }
report-ratings-more = · …і ще { $count ->
    [one] { $count } коментар
    [few] { $count } коментарі
    [many] { $count } коментарів
   *[other] { $count } коментаря
  } у /export
## Issue 36: arrival times
eta-delivery = 🕒 У цей час зазвичай у вас за { $from }–{ $to } хв.
eta-pickup = 🕒 У цей час зазвичай готове до видачі за { $from }–{ $to } хв.
eta-staff-delivery = 🕒 Ресторан очікує доставити за { $from }–{ $to } хв.
eta-staff-pickup = 🕒 Ресторан очікує, що замовлення буде готове за { $from }–{ $to } хв.
eta-left-delivery = 🕒 Зазвичай ще { $from }–{ $to } хв від цього моменту.
eta-left-pickup = 🕒 Зазвичай готове за { $from }–{ $to } хв від цього моменту.
eta-left-staff = 🕒 Близько { $from }–{ $to } хв від цього моменту (оцінка ресторану).
staff-eta-set = ⏱ Час доставки встановлено: { $minutes } хв до півночі або до /eta off. Клієнти бачать { $from }–{ $to } хв.
staff-eta-off = ⏱ /eta скасовано: клієнти бачать те, що каже історія замовлень (або нічого, коли її замало).
staff-eta-current = ⏱ /eta: { $minutes } хв (встановлено о { $time }, до півночі).
staff-eta-none = ⏱ /eta не встановлено.
staff-eta-history = Історія зараз: доставка { $delivery }; самовивіз { $pickup }.
staff-eta-range = { $from }–{ $to } хв ({ $count ->
    [one] { $count } замовлення
    [few] { $count } замовлення
    [many] { $count } замовлень
   *[other] { $count } замовлення
  })
staff-eta-thin = замало схожих замовлень (менше { $minimum })
staff-eta-usage = ⏱ /eta 60 (хвилини, { $min }–{ $max }) встановлює час доставки на вечір, /eta off скасовує його, просто /eta показує його.
board-eta = ⏱ Час доставки з /eta: { $minutes } хв.
staff-help-eta = /eta 60 — час доставки на вечір в оцінках для клієнтів (до півночі), /eta off — скасувати, /eta — налаштування і що каже історія.

## Issue 36: loose ends
word-cancel-answer-blocked = ✗ { $by }: не доставлено: клієнт замовлення № { $number } заблокував бота й не знає «{ $answer }». Відповідь записано; повідомте його іншим способом (телефон є в підсумку замовлення).
word-cancel-answer-failed = ✗ { $by }: не доставлено клієнтові замовлення № { $number }: Telegram відхилив «{ $answer }». Відповідь записано; повідомте його іншим способом (телефон є в підсумку замовлення).
