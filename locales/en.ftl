# English texts of the ordering bot. Dish names, sizes, extras and the restaurant's own
# messages come from the restaurant as they are (often in Bulgarian); everything else is here.

## Commands
cmd-start = Start
cmd-menu = The menu
cmd-cart = My cart
cmd-orders = My orders
cmd-language = Language
cmd-help = Help
cmd-forget = Delete my saved details

## Buttons
btn-back = ⬅ Back
btn-home = 🏠 Home
btn-cart = { $count ->
    [0] 🛒 Cart
   *[other] 🛒 Cart ({ $count })
  }
btn-orders = 📦 My orders
btn-repeat = 🔁 Repeat last order
btn-order = 📄 No. { $number } · { $when }
btn-order-again = 🔁 Order this again
btn-language = 🌐 Language
btn-combos = 🎁 Combo menus
btn-half = 🍕 Half and half
btn-customize = ⚙ Extras and changes
btn-add = ➕ Add
btn-add-to-cart = 🛒 Add { $quantity } to cart
btn-done = ✔ Done
btn-clear = 🗑 Empty cart
btn-checkout = ✅ Order
btn-pickup = 🏪 I'll collect it
btn-add-more = ➕ Add more
btn-pickup-instead = 🏪 Collect it instead
btn-continue-anyway = ➡ Go on anyway
btn-use-saved = ✔ Use these details
btn-edit-contact = ✏ Change
btn-forget = 🗑 Forget them
btn-keep = ✔ Keep: { $value }
btn-skip = ⏭ Skip
btn-accept-suggestion = ✔ Use the cleaned text
btn-use-email = ✔ Use { $email }
btn-confirm = ✅ Confirm for { $amount }
btn-edit = ✏ Change the order
btn-share-phone = 📱 Share my number
btn-keep-phone = ✔ Keep this number

## Screens
home = Welcome! Pick a category. { $search }
search-hint = You can also type a dish name.
menu-unavailable = The menu is not available right now. Please try again shortly.
page-of = { $page } / { $pages }
page-counter = Page { $page } of { $pages }
price-at-quote = price at checkout
price-from = from { $price }
price-each = { $price } each
line-estimate = Your choice: { $amount }
search-empty = Nothing found for “{ $query }”. Try another word.
search-results = { $count ->
    [one] 1 result for “{ $query }”:
   *[other] { $count } results for “{ $query }”:
  }
product-gone = This dish is no longer on the menu.
allergens = Allergens: { $list }
allergens-none-declared = no allergens declared
allergens-not-confirmed = (⚠ not confirmed by the restaurant)
allergens-of-extras = Allergens of the extras:
allergens-of-bases = Allergens of the bases:
allergens-unconfirmed = ⚠ The restaurant has not confirmed the allergen data of: { $items }
base-chosen = Base: { $name } ({ $allergens })
photo-illustrative = 📷 The photo is illustrative.
unavailable = ⛔ Temporarily unavailable.
extras-title = { $name }, { $size }: pick extras and remove ingredients.
allergen-caution = ⚠ Removing an ingredient does not guarantee the absence of an allergen.
crust = Crust ({ $price })
quantity = How many? (1–{ $max }; now: { $quantity }) You can also type a number.
quantity-total = { $quantity } for { $total }
combos-title = Combo menus:
combo-hint = 🔄 — you can swap the dish in this position.
slot-title = Choose a dish for position { $slot }:
half-pick = Choose the { $which ->
    [1] first
   *[other] second
  } half (family size):
half-price-higher = Price: that of the dearer half.
half-price-average = Price: the average of the two halves.
half-price-fixed = Price: { $price } for any two halves.
half-price-unset = Price: calculated at checkout.
half-configure = ½ { $first } + ½ { $second }: remove ingredients from each half and pick the base.
half-and-half = Half and half
without = without { $items }
with-crust = with crust
without-crust = without crust
unknown-dish = Dish #{ $id }
cart-empty = Your cart is empty.
cart-title = { $count ->
    [one] Your cart has 1 line:
   *[other] Your cart has { $count } lines:
  }
cart-subtotal = Subtotal: { $amount } (estimate from the menu prices)
cart-subtotal-partial = Subtotal: { $amount } plus the dishes priced at checkout (estimate)
cart-subtotal-at-quote = Subtotal: calculated at checkout
cart-note = The restaurant's final price, with delivery, comes before you confirm.
fulfilment-title = Delivery or collection?
zone-line = 🛵 { $name }: { $details }{ $today ->
    [late] {" "}(after its usual hours: as soon as you choose it, I ask the restaurant whether it takes it as a late order)
    [no] {" "}(closed today)
   *[yes] {""}
  }
zone-fee = delivery { $amount }
zone-minimum = minimum order { $amount }
zone-free-over = free delivery over { $amount }
zone-hours = { $opens }–{ $cutoff }
pickup-line = 🏪 { $name }, { $address }, { $opens }–{ $cutoff }
hours-time-zone = 🕒 Hours are in the restaurant's local time ({ $zone }, { $offset }).
quote-decides = The restaurant confirms the exact price, fee and hours when we calculate it.
zone-closed-line = 🛵 { $name }: closed now, { $opens }.
zone-refused-line = 🛵 { $name }: the restaurant does not take orders for it now, not even late ones; { $opens }.
pickup-closed-line = 🏪 { $name }, { $address }: closed now, { $opens }.
opens-next = { $inDays ->
    [0] opens today at { $time }
    [1] opens tomorrow at { $time }
   *[other] opens on { $day ->
        [1] Monday
        [2] Tuesday
        [3] Wednesday
        [4] Thursday
        [5] Friday
        [6] Saturday
       *[7] Sunday
    } at { $time }
  }
opens-never = no opening hours given
fulfilment-none-open = Nothing takes orders right now. Your cart is kept: come back when a choice opens.
minimum-short = 🛵 Delivery to { $zone } needs an order of at least { $minimum }. By the menu prices your cart comes to { $estimate }: { $missing } short.
minimum-choices = Add more, or collect it yourself (no minimum). You can also go on: the restaurant checks the exact amount when we calculate the price.
contact-saved = Use your saved details?
contact-saved-person = 👤 { $details }
contact-saved-address = 🏠 { $address }
contact-saved-no-address = 🏠 No address saved yet — I will ask for it next.
ask-name = What is your name? (for the order)
ask-phone = Your phone number? Type it (e.g. 07400 123456, 0888 123 456 or +44 7400 123456) or tap “Share my number”.
ask-email = E-mail (optional):
ask-address = Delivery address (street, number, entrance, floor):
ask-note = A note for the order (optional):
current-value = Now: { $value }
note-suggestion = A note cannot contain HTML or line breaks. Suggested: “{ $note }”
email-suggestion = Did you mean { $email }?
calculating = ⏳ Calculating the price…
checking-zone = ⏳ Asking the restaurant whether it takes orders for { $zone } now…
sending = ⏳ Sending your order…
still-working = Still working on it, please wait…
quote-missing = No price calculated. Please start the order again.
review-title = Your order:
review-receipt-delivery = 🛵 Delivery to { $zone }: { $address }
review-receipt-pickup = 🏪 Collection from { $name }, { $address }, { $opens }–{ $cutoff }
review-contact = 👤 { $details }
review-note = 📝 Note: { $note }
review-subtotal = Dishes: { $amount }
review-delivery = Delivery: { $amount }
review-delivery-free = Delivery: free
review-total = Total: { $amount }
review-below-minimum = ⚠ Below this zone's minimum order of { $minimum }{ $delivery ->
    [yes] {" "}(delivery included)
   *[no] {""}
  }: add { $exclusive ->
    [yes] more than { $missing }
   *[no] at least { $missing }
  }, or collect it yourself.
review-late = 🌙 Late order: late-hour conditions apply.
review-period-other = 🕒 Period: “{ $period }” (the restaurant's own term; its conditions are in the price above).
review-cash = 💶 Payment in cash on delivery.
review-cash-pickup = 💶 Payment in cash when you collect.
review-estimate-differs = ℹ The menu prices gave { $estimate } for the dishes; the restaurant's price is { $quoted }, and that is what you confirm.
order-placed = ✅ Order accepted! Number: { $number }. Total: { $total }. We will tell you about every change.
order-held-unavailable = ⏳ The restaurant is not taking orders right now. We keep your order and will write as soon as it is accepted — please do not order it again.
order-held-coordination = ⏳ We could not send your order because of a technical problem on our side. It is kept and will be sent once, as soon as the problem is solved; we will write then — please do not order it again.
order-held = ⏳ We have your order and are waiting for the restaurant to confirm it. We will write as soon as we hear back — please do not order it again.
orders-empty = You have no orders yet.
held-order-unavailable = ⏳ We keep your order for { $total }: the restaurant is not taking orders right now. We will send it and write as soon as it is accepted — please do not order it again.
held-order-coordination = ⏳ We keep your order for { $total }: a technical problem on our side stops us sending it. It will be sent once, as soon as the problem is solved — please do not order it again.
held-order = ⏳ Your order ({ $total }) is with us and waiting for the restaurant to confirm it. We will write as soon as we hear back — please do not order it again.
ordering-closed = ⛔ The restaurant is not taking orders right now. You can still look through the menu and fill your cart.
ordering-no-cash = ⛔ The restaurant does not accept cash right now, and this bot takes cash orders only. You can still look through the menu and fill your cart.
restaurant-notice = ℹ { $notice }
orders-title = Your orders:
order-line = No. { $number } · { $when } · { $total } · { $status }
order-items-more = { $count } more
orders-range = Orders { $from }–{ $to } of { $count }, newest first.
order-when-today = today { $time }
order-when-yesterday = yesterday { $time }
order-when-date = { $date } { $time }
order-title = Order no. { $number }
order-placed-at = Placed: { $when }
order-status = Status: { $status }
order-receipt-delivery = Delivery to { $zone }
order-receipt-delivery-any = Delivery
order-receipt-pickup = Collection at the restaurant
order-line-gone = { $name } (no longer on the menu)
order-details-missing = The details of this order were not kept; its number and total are above.
order-total = Total: { $amount }, cash
order-gone = That order is no longer in your list.
language-title = Choose a language:
help = Order with the buttons under the messages, type a dish name, or type a whole order in one message (“2 large margaritas without basil and a cola”). Commands: /menu, /cart, /orders, /language, /forget.
only-text = I understand text and buttons. Here is where we were:
private-only = I take orders in a private chat with me.
flood = Please slow down — I am handling your earlier messages.
stale-button = That has changed in the meantime. Here is the current view.
invalid-button = That button is not valid. Here is the current view.
label-button = This button only shows a number — use the buttons next to it.

## Allergen names: the 14 codes of the spec ("Allergen codes"), in code order
allergen-1 = gluten
allergen-2 = crustaceans
allergen-3 = eggs
allergen-4 = fish
allergen-5 = peanuts
allergen-6 = soy
allergen-7 = milk
allergen-8 = nuts
allergen-9 = celery
allergen-10 = mustard
allergen-11 = sesame
allergen-12 = sulphur dioxide and sulphites
allergen-13 = lupin
allergen-14 = molluscs

## Order statuses: the meaning in the chat's language (Bulgarian chats read the restaurant's label);
## status-with-label adds the label where it says more (a payment review, a cancellation)
status-with-label = { $meaning } (the restaurant: “{ $label }”)
status-accepted = accepted
status-preparing = being prepared
status-sent = on its way
status-sent-pickup = ready for collection
status-delivered = delivered
status-delivered-pickup = collected
status-cancelled = cancelled
status-payment_review = under review — please contact the restaurant
status-unknown = in progress at the restaurant

## Notices
notice-unexpected = I did not understand that. Please use the buttons below.
notice-menu_unavailable = The menu is not available right now.
notice-draft_missing = Please pick a dish first.
notice-draft_incomplete = The choice is not complete yet.
notice-added_to_cart = ✅ Added to your cart.
notice-cart_empty = Your cart is empty.
notice-cart_changed = 🔄 The restaurant changed its menu, so I updated your cart:
cart-change-gone = • { $line } is no longer on the menu — removed from your cart.
cart-change-gone-part = • { $line }: “{ $item }” is no longer on the menu — the line was removed from your cart.
cart-change-unavailable = • { $line } is not available right now — removed from your cart.
cart-change-unavailable-part = • { $line }: “{ $item }” is not available right now — the line was removed from your cart.
cart-change-available-at = { "   " }Back in stock: { $when }
cart-change-not-possible = • { $line }: the restaurant changed its menu and this choice is no longer possible — the line was removed.
cart-change-size = • { $line }: size “{ $from }” is no longer offered — changed to “{ $to }”.
cart-change-addon = • { $line }: the extra “{ $item }” is no longer offered — removed.
cart-change-ingredient = • { $line }: “{ $item }” can no longer be left out — it stays in the recipe.
cart-change-base = • { $line }: the base “{ $item }” is no longer offered — the default base applies.
cart-change-crust = • { $line }: the crust can no longer be chosen — as in the recipe.
cart-change-slot = • { $line }: “{ $from }” is no longer part of this combo — replaced with “{ $to }”.
cart-change-combo = • { $line }: the restaurant updated this combo; it now starts at { $price }. You see the exact total before you confirm.
notice-cart_full = Your cart is full (at most 40 lines).
notice-cart_invalid = Your cart contains something that cannot be ordered.
notice-line_gone = That line is no longer in your cart.
notice-contact_forgotten = Your saved details are deleted.
notice-saved_contact_typed = These are your saved details. Tap “{ btn-use-saved }” to go on with them, or “{ btn-edit-contact }” to type new ones.
notice-contact_incomplete = The name or the phone is missing.
notice-contact_share_incomplete = The shared contact has no name — please type your name.
notice-half_not_offered = Half and half is not offered right now.
notice-quantity_expected = Please choose a quantity from 1 to 20.
notice-zone_not_offered = This zone does not take orders.
notice-zone_closed_late = 🌙 The restaurant does not take orders for this zone now, not even as a late order. Your cart is kept: choose another option below.
notice-zone_late_accepted = 🌙 The restaurant takes this order as a late order: late-hour conditions apply (you will see them with the price).
notice-pickup_closed = Collection does not take orders right now.
notice-quote_refreshed = The price had expired, so we checked it again: the total is the same. Please confirm again.
notice-quote_missing = No price calculated.
notice-price_changed = The price changed. Please confirm the new total.
notice-restaurant_refused = The restaurant did not accept the order:
notice-ordering_unavailable = We are not taking orders right now. Please try later.
notice-quote_failed = I could not calculate the price. Please try again.
notice-quote_menu_changed = The restaurant has just changed its menu. I will have the new one within a minute — then tap “Order” again and I will tell you what changed in your cart.
notice-quote_closed = The restaurant does not take orders for this time.
notice-quote_below_minimum = The amount is below the minimum for this zone.
notice-quote_test_only = This price is for testing only and cannot be ordered.
notice-order_held_unavailable = Ordering is unavailable right now; your order is kept.
notice-order_held_coordination = A technical problem on our side: your order is kept and will be sent once.
notice-ordering_service_unavailable = The restaurant's ordering service is unavailable right now. Your cart is kept: please try again later.
notice-checkout_offline = We cannot take new orders for a moment because of a technical problem on our side. Your cart is kept: please try again in a minute.
notice-order_held = Your order is waiting for confirmation.
notice-please_wait = Please wait — I am sending your order.
notice-please_wait_quote = Please wait — I am calculating the price.
notice-order_too_long = This message is too long for me to read as an order. Please send the order in parts — up to 15 lines (about 80 words) a message.
notice-ordering_closed = The restaurant is not taking orders right now, so I cannot start the order. Your cart stays as it is.
notice-cash_not_accepted = The restaurant does not accept cash right now, so I cannot take the order. Your cart stays as it is.
notice-order_still_open = Your previous order is still waiting for the restaurant. You can order again as soon as we hear back about it.
notice-no_last_order = You have no previous order.
notice-repeat_added = I added your last order to the cart.
notice-app_cart_received = Here is the order from the menu. Tap "Order" to carry on.
notice-repeat_partial = I added what is still available from your last order.
notice-order_again_added = I added this order to the cart.
notice-order_again_partial = I added what is still available from this order.
notice-order_details_missing = The details of this order were not kept, so I cannot add it again.
notice-order_unknown = I cannot find that order.
notice-product_gone = This dish is no longer on the menu.
notice-product_unavailable = This is not available right now.
notice-size_unknown = That size is not offered.
notice-addon_not_allowed = That extra is not offered for this size.
notice-addons_full = At most 40 extras.
notice-ingredient_not_removable = That ingredient cannot be removed.
notice-removed_full = Too many ingredients removed.
notice-base_not_allowed = That base is not offered.
notice-crust_fixed = The crust of this size cannot be changed.
notice-option_not_offered = That choice is not offered here.
notice-name_empty = Please type a name.
notice-name_no_letter = A name needs at least one letter.
notice-name_too_long = The name is too long (at most 100 characters).
notice-phone_invalid = That does not look like a valid phone number. Example: 07400 123456, 0888 123 456 or +44 7400 123456.
notice-phone_incomplete = The number is incomplete: check for a missing digit (e.g. 07400 123456, a Bulgarian mobile 0888 123 456).
notice-phone_too_long = The number is too long.
notice-email_invalid = The e-mail does not look valid.
notice-email_too_long = The e-mail is too long.
notice-address_empty = Please type an address.
notice-address_too_long = The address is too long (at most 240 characters).
notice-note_too_long = The note is too long (at most 500 characters).
notice-note_needs_cleaning = The note contains HTML or line breaks.
notice-order_not_placed_same_price = Your order has not been placed yet. The price is the same: please confirm it again.
price-change = It was { $before }; now it is { $after }.

## Order news for the customer
status-changed = 📦 Order no. { $number }: { $status }
order-accepted-later = ✅ Order no. { $number } was accepted by the restaurant. Total: { $total }.
order-rejected-later = ❌ The restaurant did not accept your order: { $detail } Its dishes are back in your cart (/cart).
order-requote-later = ⚠ Your order was not placed: it needs a fresh price before it can be sent.
order-given-up-expired = ⚠ The restaurant did not take your order while its price was valid, so it was not placed.
order-given-up-retries = ⚠ Your order could not be placed: the restaurant's ordering system did not accept it.
order-back-in-cart = Its dishes are back in your cart: open /cart and tap Order to confirm the current price.
order-back-fresh-price = Its dishes are back in your cart with the same details: tap the button below to see the current price, then confirm it.
order-may-still-arrive = It may still reach the restaurant after all: if it does, we will tell you.
btn-confirm-fresh-price = 🔄 Confirm the current price
order-lost-later = ⚠ Your order never reached the restaurant. Its dishes are back in your cart: order again from /cart.
order-accepted-after-all = ✅ Your earlier order did reach the restaurant after all: no. { $number }, total { $total }. You do not need to confirm it again.
order-accepted-after-all-waiting = ✅ Your earlier order did reach the restaurant after all: no. { $number }, total { $total }. Your later confirmation was not sent, so there is only this one order.
order-accepted-after-all-sent = ⚠ Your earlier order did reach the restaurant after all: no. { $number }, total { $total }. Your later confirmation had already been sent too, so the restaurant may have two orders from you. We have asked the restaurant to check; contact them if you need to.

## Staff chat
staff-order = 🆕 Order no. { $number }
staff-delivery = 🛵 Delivery: { $zone }
staff-pickup = 🏪 Collection at the restaurant
staff-total = Total: { $total } (cash)
staff-customer = Customer: { $name }, { $phone }
staff-address = Address: { $address }
staff-note = Note: { $note }
staff-status = Status: { $status }
staff-active = { $count ->
    [0] No active orders.
    [one] 1 active order:
   *[other] { $count } active orders:
  }
staff-active-line = No. { $number } — { $status } — { $minutes } min ago
staff-health = Menu: { $menuAge } s old, last sync: { $lastSync }, failures in a row: { $failures }
    Requests: { $used }/{ $limit } a minute, paused until: { $paused }
    Unfinished orders: { $backlog }, tracked: { $tracked }, status check lag: { $lag } s
    API errors: { $errors }
staff-health-translations = Menu texts without a translation (language missing/all): { $list }
staff-health-instances = Instances: { $count }
staff-health-instance = · { $id }{ $self ->
    [yes] {" "}(this one)
   *[no] {""}
  }, leases: { $leases }
staff-health-redis-down = Instances: Redis does not answer (confirmed orders are held, not sent, until it does).
staff-help = Commands: /board — the board again at the bottom, /active — active orders, /today — the report so far, /report YYYY-MM-DD — a day's report, /export YYYY-MM-DD — a day's CSV, /health — status. A reply to an order's summary (or an alert about it) reaches its customer.

## Alerts for the staff chat
alert-ordering_disabled = 🚨 Ordering is switched off. Order { $id } is waiting.
alert-quote_expired = ⚠ Order { $id } was not accepted while its price was valid and is no longer sent. The customer has been asked to confirm a fresh price.
alert-retries_exhausted = ⚠ Order { $id } was not accepted after every attempt and is no longer sent. The customer has been asked to confirm a fresh price.
alert-unexpected_answer = 🚨 Order { $id }: the restaurant answered /orders with a status the API does not define (400, 404 or a redirect). It is not sent again; check the API address and tell its operator.
alert-repeated_failures = 🚨 Order { $id } could not be sent after several attempts; we keep trying.
alert-partner-unauthorized = 🚨 Partner API: wrong or paused credentials (401) on { $endpoint }.
    Orders are kept and sent once access works again; this is said once until then.
    { $count ->
        [one] The status of { $count } tracked order is unknown until then: it rings no late alert and its customer is not told of a delay.
       *[other] The status of { $count } tracked orders is unknown until then: they ring no late alerts and their customers are not told of a delay.
    }
alert-partner-forbidden = 🚨 Partner API: access refused (403) on { $endpoint }.
    Orders are kept and sent once access works again; this is said once until then.
    { $count ->
        [one] The status of { $count } tracked order is unknown until then: it rings no late alert and its customer is not told of a delay.
       *[other] The status of { $count } tracked orders is unknown until then: they ring no late alerts and their customers are not told of a delay.
    }
alert-partner-recovered = ✅ Partner API: access works again ({ $endpoint }). Kept orders are being sent.
alert-unreadable_response = ⚠ Order { $id }: the restaurant saved it (HTTP 200) but its answer could not be read. Its details are read through the status check; please tell the Partner API's operator.
alert-accepted_late = ⚠ Order no. { $number } ({ $id }) reached the restaurant after the bot had given it up for a new price. The customer has been told; check that they did not order the same again.
alert-menu-stale = ⚠ The menu has not been updated for { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
  }.
alert-order-stalled = ⚠ Order no. { $number } is still “{ $status }” a day after it was placed. The bot has stopped checking it: please follow it up with the restaurant.
alert-menu-product-unreadable = ⚠ Product { $id } “{ $name }” in the restaurant's menu cannot be read and is hidden until it is fixed ({ $reason }). The rest of the menu was updated.
alert-menu-combo-unreadable = ⚠ Combo { $id } “{ $name }” in the restaurant's menu cannot be read and is hidden until it is fixed ({ $reason }). The rest of the menu was updated.
alert-order-status-unknown = ⚠ The restaurant sent order status “{ $value }” (order no. { $number }), which the bot does not know. The order is followed as in progress and shown to the customer with the restaurant's label.
alert-menu-half-unknown = ⚠ The restaurant's menu has half-and-half { $field } “{ $value }”, which the bot does not know: half-and-half is off until it reads again. The rest of the menu was updated.
alert-menu-pickup-day-unknown = ⚠ The restaurant's pickup days include “{ $value }”, which the bot does not know: that entry is ignored. The other pickup days are shown.
alert-menu-rejected = 🚨 { $count ->
    [one] { $count } of { $total } products cannot be read
   *[other] { $count } of { $total } products cannot be read
  }: the new menu was not applied; customers see the last good one.

## The Mini App (issue 16): the photo menu and its one-screen cart
btn-webapp = 🍕 Menu
app-title = Menu
app-search = Search dishes
app-no-results = Nothing found.
app-allergen-filter = Without allergens
app-allergen-filter-none = All dishes
app-price-from = from { $price }
app-price-at-checkout = price at checkout
app-unavailable = Not available now
app-available-at = Back from { $time }
app-illustrative = illustrative image
app-size = Size
app-extras = Extras
app-remove = Without
app-base = Base
app-crust = Crust
app-quantity = Quantity
app-add = Add
app-added = Added
app-view-order = View order · { $count } items
app-continue = Continue in chat
app-cart-title = Your order
app-cart-empty = Your order is empty.
app-remove-line = Remove
app-combos = Combos
app-half = Half and half
app-half-first = First half
app-half-second = Second half
app-slot = Dish { $n }
app-line-gone = No longer on the menu: { $name }
app-send-rest = Send the rest
app-sending = Sending…
app-sent = Sent — carry on in the chat.
app-error = Something went wrong. Please try again.
app-auth-failed = Please open the menu again from the bot's chat.
app-chat-unreachable = I cannot write to you in the chat. Open the chat with the bot, tap "Start" and try again.
app-price-note = The final price is calculated in the chat.
app-options = Option

## The staff console (issue 24): the board, alerts that ring, the word with the customer, the report
board-empty = 📋 No active orders.
board-title = 📋 { $count ->
    [one] 1 active order
   *[other] { $count } active orders
  } (oldest first):
board-line = { $late ->
    [yes] ⚠{" "}
   *[no] {""}
  }No. { $number } · { $minutes } min · { $status } · { $place } · { $total }
board-pickup = 🏪 collection
board-zone = 🛵 { $zone }
board-status-unknown = ❔ status unknown since { $time }
alert-review = 🔔 Order no. { $number } is under payment review: the restaurant must contact the customer. Reply to this message to write to the customer.
alert-cancelled = 🔔 Order no. { $number } was cancelled.
alert-accept = 🔔 Order no. { $number } was accepted { $minutes } min ago and is not being prepared yet.
alert-late = 🔔 Order no. { $number } was placed { $minutes } min ago and is not delivered yet ({ $status }).
alert-reminder = 🔔 Reminder: order no. { $number } is still “{ $status }”.
customer-order-behind = ⏳ Order no. { $number }: the restaurant has it and is working on it, but is running behind. Sorry for the wait.
relay-to-customer = 💬 A message from the restaurant about order no. { $number }:
    { $text }
    (You can answer here.)
relay-passed-on = ✓ We passed your answer on to the restaurant.
relay-from-customer = 💬 The customer of order no. { $number } answers:
    { $text }
relay-delivered = ✓ Delivered to the customer of order no. { $number }.
relay-blocked = ✗ Not delivered: the customer of order no. { $number } has blocked the bot.
relay-failed = ✗ Not delivered to the customer of order no. { $number }: Telegram refused it. Try again later.
relay-closed = ✗ Order no. { $number } finished more than an hour ago (or has no Telegram customer): the message was not sent.
relay-only-text = ✗ Only text can be sent to the customer.
report-title = 📊 Report for { $date }: { $count ->
    [one] 1 order
   *[other] { $count } orders
  }, { $total } (cancelled ones excluded)
report-title-sofar = 📊 Today ({ $date }) so far: { $count ->
    [one] 1 order
   *[other] { $count } orders
  }, { $total } (cancelled ones excluded)
report-status = · { $status }: { $count } · { $total }
report-pickup = 🏪 Collection: { $count } · { $total }
report-zone = 🛵 { $zone }: { $count } · { $total }
report-stage = ⏱ { $from } → { $to }: average { $avg } min, slowest { $worst } min ({ $count })
report-dishes = 🍕 Ordered most: { $dishes }
report-open = Still open: { $count }
report-held = Held (unsent) orders: { $count }
report-trouble = Partner API trouble: { $errors }
report-trouble-none = Partner API trouble: none
report-bad-date = Write the date like this: { $command } YYYY-MM-DD (e.g. { $command } 2026-11-23).
report-export = The orders of { $date }: { $count ->
    [one] 1 row
   *[other] { $count } rows
  } (no customer contact data).
## Typed orders (issue 25)
proposal-title = 📝 Your order as I read it — check it, then add it to the cart:
proposal-empty = There is no typed order to show any more.
proposal-choose = “{ $words }”: which dish do you mean? Tap it below.
proposal-total = Estimated total: { $amount } (the restaurant's price comes before you confirm)
proposal-unknown = ❓ Not understood: { $words }
proposal-note-ambiguous = “{ $words }” fits several dishes — tap the one you mean.
proposal-note-unavailable = { $words } is not available right now ({ $instead }). A similar dish is below.
proposal-note-size = There is no size “{ $words }” for this dish — { $instead } instead.
proposal-note-not-removable = { $words } cannot be left out. Can be left out: { $instead }
proposal-note-absent = “{ $words }” is not in this dish.
proposal-note-addon = The extra “{ $words }” is not offered for this size. Offered with: { $instead }
proposal-note-base = The base “{ $words }” is not offered for this dish. Bases: { $instead }
proposal-note-crust = The crust of this size cannot be changed — as in the recipe.
proposal-note-half-off = Half-and-half is not offered here — tap a pizza to order it whole.
proposal-note-half-refused = { $words } cannot be a half — tap a pizza to order it whole.
proposal-note-half-family = Half-and-half comes only in the family size (not “{ $words }”).
proposal-note-half-extras = A half-and-half takes no extras or crust here: “{ $words }” left out.
proposal-note-quantity = { $words } is not a quantity one line takes (1 to 20) — { $instead } instead.
proposal-note-part-unknown = “{ $words }” — I could not tell what this is, so nothing was changed for it.
proposal-note-size-chosen = No size was said — I took { $words }. Also: { $instead } (with “Change”).
proposal-note-synonym-several = “{ $words }” — this dish has several such extras: { $instead }. None was added; pick one with “Change”.
proposal-note-substituted = There is no “{ $words }” on the menu — I put { $instead } instead.
btn-proposal-add = { $count ->
    [one] ✅ Add it to the cart ({ $count } line)
   *[other] ✅ Add all { $count } to the cart
}
btn-proposal-edit = ✏️ Change { $line }
btn-proposal-update = ✔ { $quantity } for line { $line } — back to the order
btn-proposal-drop = ✖ Drop { $line }

# The operator chat (OPERATOR_CHAT_ID) hears every restaurant's alerts, each naming its restaurant.
fleet-operator-alert = 🏪 Restaurant “{ $restaurant }”:
    { $alert }

# The demo's terminal (npm run demo): its banner (also after /help), hints, marks and goodbye,
# in the demo chat's language. The example is a typed order the parser reads on the demo menu.
demo-example = 2 large margaritas without basil and a cola
demo-intro =
    Pizzeria ordering bot — local demo (sandbox Partner API, no Telegram, no network).
    Type a button's number to tap it, or any text (a dish name, your name, your phone…).
    Or type a whole order: “{ demo-example }” (docs/typed-orders.md).
    On the quantity screen a number is the quantity: there #N taps button N (#N works anywhere).
    A “{ demo-keyboard }:” line is Telegram's reply keyboard under the input field: type kN to tap its
    button kN (k1 “share my number” shares a demo number; /share 0888 123 456 shares another).
    The kitchen moves an order one status every { $seconds } s (DEMO_KITCHEN_SECONDS).
    /language switches the language (DEMO_LOCALE: { $languages }) · /orders lists your orders · /quit exits.
demo-hint-number = (type a number for the quantity, or #N to tap button N)
demo-hint-keyboard = type kN to tap button kN; “Share” sends a demo number (/share 0888 123 456 sends another)
demo-keyboard = keyboard
demo-updated = updated
demo-bye = Bye.

# A restaurant's amount and unit ("200 г") in the chat's language (src/locale/units.ts).
unit-g = { $amount } g
unit-kg = { $amount } kg
unit-ml = { $amount } ml
unit-l = { $amount } l
unit-cm = { $amount } cm
unit-pcs = { $amount } { $amount ->
    [one] pc
    *[other] pcs
    }
unit-portion = { $amount } { $amount ->
    [one] portion
    *[other] portions
    }

## Issue 36: a word with the restaurant
btn-word-message = ✉️ Message the restaurant
btn-word-cancel = ✖️ Ask to cancel
btn-word-never = ↩️ Never mind
btn-word-confirm-cancel = ✖️ Yes, ask to cancel
btn-word-cancelled = ✅ Cancelled
btn-word-refused = 🛵 Cannot cancel, it is on its way
word-prompt = ✉️ Write your message to the restaurant about order no. { $number }: a text, or a photo (with a caption if you like). It goes to the staff as it is.
word-sent = ✓ Sent to the restaurant (order no. { $number }). Their answer will come here.
word-not-sent = ✗ Your message could not be passed on to the restaurant. Please try again in a moment.
word-only-text-photo = Only a text or a photo can go to the restaurant. Write your message, or tap “Never mind”.
word-never = OK, nothing was sent to the restaurant.
word-closed = Order no. { $number } is finished: messages about it no longer go to the restaurant.
word-invalid = That button is not valid any more.
word-limit-window = ✗ Not sent: you have sent the restaurant { $count } messages about order no. { $number } in { $window } minutes, the most we pass on. You can write again in { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }.
word-limit-total = ✗ Not sent: you have sent the restaurant { $count } messages about order no. { $number }, the most we pass on for one order.
word-cancel-confirm = Ask the restaurant to cancel order no. { $number }? The restaurant decides: once the food is on its way it may no longer be possible.
word-cancel-asked = 🙋 We asked the restaurant to cancel order no. { $number }. Their answer will come here.
word-cancel-too-late = Order no. { $number } is already on its way or ready: it can no longer be cancelled here. You can still message the restaurant.
word-cancel-pending = You have already asked to cancel order no. { $number }: the restaurant's answer will come here.
word-cancel-was-cancelled = The restaurant has already answered: order no. { $number } is cancelled.
word-cancel-was-refused = The restaurant has already answered: order no. { $number } could not be cancelled, it is on its way.
word-cancel-done = Your order is cancelled, as you asked.
word-cancel-refused = We could not cancel your order: it is already on its way.
word-from-customer = ✉️ The customer of order no. { $number } writes:
    { $text }
word-photo-from-customer = 📷 The customer of order no. { $number } sends a photo.
word-cancel-request = 🙋 The customer of order no. { $number } asks to cancel it. Cancel it in your own system, then answer here (the customer is told).
word-cancel-answered = → { $answer } ({ $by })
word-staff-recorded = Recorded: the customer is told.
word-staff-already = Already answered: { $answer }.
word-staff-invalid = This button is not valid any more.
## Issue 36: rating
rating-ask = ⭐ How was order no. { $number }? Rate it from 1 to 5 stars.
rating-btn-skip = Skip
rating-thanks-ask-comment = Thank you! Order no. { $number }: { $stars }
    Anything to add? Write it in one message, or tap “Skip”.
rating-thanks = Thank you for rating order no. { $number }: { $stars }
rating-thanks-toast = Thank you!
rating-comment-thanks = ✓ Thank you, we have noted your words.
rating-already = You have already rated this order.
rating-invalid = This rating button is no longer valid.
rating-staff-low = ⭐ Order no. { $number } was rated { $stars }
rating-staff-comment = 💬 The customer of order no. { $number } ({ $stars }) adds:
    { $text }
report-ratings = ⭐ Ratings: average { $average } from { $count ->
    [one] { $count } rating
   *[other] { $count } ratings
  }
report-ratings-none = ⭐ Ratings: none yet
report-rating-comment = · No. { $number } { $stars }: { $text }
report-ratings-more = · …and { $count ->
    [one] { $count } more comment
   *[other] { $count } more comments
  } in /export
## Issue 36: arrival times
eta-delivery = 🕒 Usually at your door in { $from }–{ $to } min at this hour.
eta-pickup = 🕒 Usually ready for collection in { $from }–{ $to } min at this hour.
eta-staff-delivery = 🕒 The restaurant expects to deliver in { $from }–{ $to } min.
eta-staff-pickup = 🕒 The restaurant expects it ready in { $from }–{ $to } min.
eta-left-delivery = 🕒 Usually { $from }–{ $to } min from here.
eta-left-pickup = 🕒 Usually ready { $from }–{ $to } min from here.
eta-left-staff = 🕒 About { $from }–{ $to } min from here (the restaurant's estimate).
staff-eta-set = ⏱ Delivery time set to { $minutes } min until midnight or /eta off. Customers are told { $from }–{ $to } min.
staff-eta-off = ⏱ /eta cleared: customers are told what the order history says (or nothing when it is too thin).
staff-eta-current = ⏱ /eta: { $minutes } min (set at { $time }, until midnight).
staff-eta-none = ⏱ /eta is not set.
staff-eta-history = History now: delivery { $delivery }; pickup { $pickup }.
staff-eta-range = { $from }–{ $to } min ({ $count ->
    [one] { $count } order
   *[other] { $count } orders
  })
staff-eta-thin = too few similar orders (under { $minimum })
staff-eta-usage = ⏱ /eta 60 (minutes, { $min }–{ $max }) sets the evening's delivery time, /eta off clears it, /eta alone shows it.
board-eta = ⏱ Delivery time set by /eta: { $minutes } min.
staff-help-eta = /eta 60 — the evening's delivery time for customers' estimates (until midnight), /eta off — clear it, /eta — the setting and what the history says.

## Issue 36: loose ends
word-cancel-answer-blocked = ✗ { $by }: not delivered: the customer of order no. { $number } has blocked the bot and was not told “{ $answer }”. The answer is recorded; tell them another way (their phone is in the order's summary).
word-cancel-answer-failed = ✗ { $by }: not delivered to the customer of order no. { $number }: Telegram refused “{ $answer }”. The answer is recorded; tell them another way (their phone is in the order's summary).
