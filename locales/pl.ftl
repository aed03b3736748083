# Polish texts of the ordering bot. Dish names, sizes, extras and the restaurant's own
# messages come from the restaurant as they are (often in Bulgarian); everything else is here.

## Commands
cmd-start = Start
cmd-menu = Menu
cmd-cart = Koszyk
cmd-orders = Moje zamówienia
cmd-language = Język
cmd-help = Pomoc
cmd-forget = Usuń moje zapisane dane

## Buttons
btn-back = ⬅ Wstecz
btn-home = 🏠 Start
btn-cart = { $count ->
    [0] 🛒 Koszyk
   *[other] 🛒 Koszyk ({ $count })
  }
btn-orders = 📦 Moje zamówienia
btn-repeat = 🔁 Powtórz ostatnie zamówienie
btn-order = 📄 Nr { $number } · { $when }
btn-order-again = 🔁 Zamów ponownie
btn-language = 🌐 Język
btn-combos = 🎁 Zestawy
btn-half = 🍕 Pół na pół
btn-customize = ⚙ Dodatki i zmiany
btn-add = ➕ Dodaj
btn-add-to-cart = 🛒 Dodaj do koszyka: { $quantity } szt.
btn-done = ✔ Gotowe
btn-clear = 🗑 Opróżnij koszyk
btn-checkout = ✅ Zamów
btn-pickup = 🏪 Odbiorę osobiście
btn-add-more = ➕ Dodaj więcej
btn-pickup-instead = 🏪 Jednak odbiorę osobiście
btn-continue-anyway = ➡ Kontynuuj mimo to
btn-use-saved = ✔ Użyj tych danych
btn-edit-contact = ✏ Zmień
btn-forget = 🗑 Zapomnij je
btn-keep = ✔ Zostaw: { $value }
btn-skip = ⏭ Pomiń
btn-accept-suggestion = ✔ Użyj poprawionego tekstu
btn-use-email = ✔ Użyj { $email }
btn-confirm = ✅ Potwierdzam za { $amount }
btn-edit = ✏ Zmień zamówienie
btn-share-phone = 📱 Udostępnij mój numer
btn-keep-phone = ✔ Zostaw ten numer

## Screens
home = Witamy! Wybierz kategorię. { $search }
search-hint = Możesz też wpisać nazwę dania.
menu-unavailable = Menu jest teraz niedostępne. Spróbuj ponownie za chwilę.
page-of = { $page } / { $pages }
page-counter = Strona { $page } z { $pages }
price-at-quote = cena przy zamówieniu
price-from = od { $price }
price-each = { $price } za sztukę
line-estimate = Twój wybór: { $amount }
search-empty = Nic nie znaleziono dla „{ $query }”. Spróbuj innego słowa.
search-results = { $count ->
    [one] { $count } wynik dla „{ $query }”:
    [few] { $count } wyniki dla „{ $query }”:
    [many] { $count } wyników dla „{ $query }”:
   *[other] { $count } wyniku dla „{ $query }”:
  }
product-gone = Tego dania nie ma już w menu.
allergens = Alergeny: { $list }
allergens-none-declared = brak zadeklarowanych alergenów
allergens-not-confirmed = (⚠ niepotwierdzone przez restaurację)
allergens-of-extras = Alergeny dodatków:
allergens-of-bases = Alergeny ciast:
allergens-unconfirmed = ⚠ Restauracja nie potwierdziła danych o alergenach dla: { $items }
base-chosen = Ciasto: { $name } ({ $allergens })
photo-illustrative = 📷 Zdjęcie ma charakter poglądowy.
unavailable = ⛔ Chwilowo niedostępne.
extras-title = { $name }, { $size }: wybierz dodatki i usuń składniki.
allergen-caution = ⚠ Usunięcie składnika nie gwarantuje braku alergenu.
crust = Brzegi ({ $price })
quantity = Ile sztuk? (1–{ $max }; teraz: { $quantity }) Możesz też wpisać liczbę.
quantity-total = { $quantity } szt. za { $total }
combos-title = Zestawy:
combo-hint = 🔄 — na tej pozycji możesz wymienić danie.
slot-title = Wybierz danie na pozycję { $slot }:
half-pick = Wybierz { $which ->
    [1] pierwszą
   *[other] drugą
  } połowę (rozmiar rodzinny):
half-price-higher = Cena: droższej połowy.
half-price-average = Cena: średnia z obu połówek.
half-price-fixed = Cena: { $price } za dowolne dwie połówki.
half-price-unset = Cena: obliczana przy zamówieniu.
half-configure = ½ { $first } + ½ { $second }: usuń składniki z każdej połowy i wybierz ciasto.
half-and-half = Pół na pół
without = bez { $items }
with-crust = z brzegami
without-crust = bez brzegów
unknown-dish = Danie nr { $id }
cart-empty = Twój koszyk jest pusty.
cart-title = { $count ->
    [one] W koszyku jest { $count } pozycja:
    [few] W koszyku są { $count } pozycje:
    [many] W koszyku jest { $count } pozycji:
   *[other] W koszyku jest { $count } pozycji:
  }
cart-subtotal = Suma częściowa: { $amount } (szacunkowo, według cen z menu)
cart-subtotal-partial = Suma częściowa: { $amount } plus dania wyceniane przy zamówieniu (szacunkowo)
cart-subtotal-at-quote = Suma częściowa: obliczana przy zamówieniu
cart-note = Ostateczną cenę z dostawą restauracja poda, zanim potwierdzisz.
fulfilment-title = Dostawa czy odbiór osobisty?
zone-line = 🛵 { $name }: { $details }{ $today ->
    [late] {" "}(po zwykłych godzinach: gdy tylko ją wybierzesz, zapytam restaurację, czy przyjmie je jako późne zamówienie)
    [no] {" "}(dziś nieczynne)
   *[yes] {""}
  }
zone-fee = dostawa { $amount }
zone-minimum = minimalne zamówienie { $amount }
zone-free-over = darmowa dostawa od { $amount }
zone-hours = { $opens }–{ $cutoff }
pickup-line = 🏪 { $name }, { $address }, { $opens }–{ $cutoff }
hours-time-zone = 🕒 Godziny podano według czasu lokalnego restauracji ({ $zone }, { $offset }).
quote-decides = Dokładną cenę, opłatę i godziny restauracja potwierdza przy wyliczeniu ceny.
zone-closed-line = 🛵 { $name }: teraz nieczynne, { $opens }.
zone-refused-line = 🛵 { $name }: restauracja nie przyjmuje teraz zamówień do tej strefy, nawet późnych; { $opens }.
pickup-closed-line = 🏪 { $name }, { $address }: teraz nieczynne, { $opens }.
opens-next = { $inDays ->
    [0] otwarcie dziś o { $time }
    [1] otwarcie jutro o { $time }
   *[other] otwarcie { $day ->
        [1] w poniedziałek
        [2] we wtorek
        [3] w środę
        [4] w czwartek
        [5] w piątek
        [6] w sobotę
       *[7] w niedzielę
    } o { $time }
  }
opens-never = brak podanych godzin otwarcia
fulfilment-none-open = W tej chwili żadna opcja nie przyjmuje zamówień. Twój koszyk jest zachowany: wróć, gdy któraś z nich zostanie otwarta.
minimum-short = 🛵 Dostawa do strefy { $zone } wymaga zamówienia za co najmniej { $minimum }. Według cen z menu Twój koszyk to { $estimate }: brakuje { $missing }.
minimum-choices = Dodaj coś jeszcze albo odbierz zamówienie osobiście (bez minimum). Możesz też kontynuować: dokładną kwotę restauracja sprawdzi przy wyliczeniu ceny.
contact-saved = Użyć zapisanych danych?
contact-saved-person = 👤 { $details }
contact-saved-address = 🏠 { $address }
contact-saved-no-address = 🏠 Brak zapisanego adresu — zapytam o niego w następnym kroku.
ask-name = Jak się nazywasz? (do zamówienia)
ask-phone = Twój numer telefonu? Wpisz go (np. 512 345 678, +48 512 345 678 lub bułgarski 0888 123 456) albo naciśnij „Udostępnij mój numer”.
ask-email = E-mail (opcjonalnie):
ask-address = Adres dostawy (ulica, numer, klatka, piętro):
ask-note = Uwagi do zamówienia (opcjonalnie):
current-value = Teraz: { $value }
note-suggestion = Uwagi nie mogą zawierać HTML ani podziałów wierszy. Proponuję: „{ $note }”
email-suggestion = Czy chodziło o { $email }?
calculating = ⏳ Obliczam cenę…
checking-zone = ⏳ Pytam restaurację, czy przyjmuje teraz zamówienia do strefy { $zone }…
sending = ⏳ Wysyłam zamówienie…
still-working = Jeszcze nad tym pracuję, proszę czekać…
quote-missing = Brak obliczonej ceny. Zacznij zamówienie od nowa.
review-title = Twoje zamówienie:
review-receipt-delivery = 🛵 Dostawa do strefy { $zone }: { $address }
review-receipt-pickup = 🏪 Odbiór osobisty: { $name }, { $address }, { $opens }–{ $cutoff }
review-contact = 👤 { $details }
review-note = 📝 Uwagi: { $note }
review-subtotal = Dania: { $amount }
review-delivery = Dostawa: { $amount }
review-delivery-free = Dostawa: gratis
review-total = Razem: { $amount }
review-below-minimum = ⚠ Poniżej minimalnego zamówienia w tej strefie, { $minimum }{ $delivery ->
    [yes] {" "}(z dostawą)
   *[no] {""}
  }: dodaj { $exclusive ->
    [yes] więcej niż { $missing }
   *[no] co najmniej { $missing }
  } albo odbierz zamówienie osobiście.
review-late = 🌙 Późne zamówienie: obowiązują warunki dla późnych godzin.
review-period-other = 🕒 Okres: „{ $period }” (określenie restauracji; jego warunki są uwzględnione w cenie powyżej).
review-cash = 💶 Płatność gotówką przy dostawie.
review-cash-pickup = 💶 Płatność gotówką przy odbiorze.
review-estimate-differs = ℹ Według cen z menu dania kosztowały { $estimate }; cena restauracji to { $quoted } i to ją potwierdzasz.
order-placed = ✅ Zamówienie przyjęte! Numer: { $number }. Razem: { $total }. Poinformujemy Cię o każdej zmianie.
order-held-unavailable = ⏳ Restauracja nie przyjmuje teraz zamówień. Przechowujemy Twoje zamówienie i napiszemy, gdy tylko zostanie przyjęte — prosimy nie zamawiać go ponownie.
order-held-coordination = ⏳ Nie udało się wysłać zamówienia z powodu problemu technicznego po naszej stronie. Przechowujemy je i wyślemy jeden raz, gdy tylko problem zostanie rozwiązany; wtedy napiszemy — prosimy nie zamawiać go ponownie.
order-held = ⏳ Twoje zamówienie jest u nas i czeka na potwierdzenie restauracji. Napiszemy, gdy tylko dostaniemy odpowiedź — prosimy nie zamawiać go ponownie.
orders-empty = Nie masz jeszcze zamówień.
held-order-unavailable = ⏳ Przechowujemy Twoje zamówienie na { $total }: restauracja nie przyjmuje teraz zamówień. Wyślemy je i napiszemy, gdy tylko zostanie przyjęte — prosimy nie zamawiać go ponownie.
held-order-coordination = ⏳ Przechowujemy Twoje zamówienie na { $total }: problem techniczny po naszej stronie nie pozwala go wysłać. Wyślemy je jeden raz, gdy tylko problem zostanie rozwiązany — prosimy nie zamawiać go ponownie.
held-order = ⏳ Twoje zamówienie ({ $total }) jest u nas i czeka na potwierdzenie restauracji. Napiszemy, gdy tylko dostaniemy odpowiedź — prosimy nie zamawiać go ponownie.
ordering-closed = ⛔ Restauracja nie przyjmuje teraz zamówień. Możesz nadal przeglądać menu i napełniać koszyk.
ordering-no-cash = ⛔ Restauracja nie przyjmuje teraz gotówki, a przez tego bota można płacić tylko gotówką. Możesz nadal przeglądać menu i napełniać koszyk.
restaurant-notice = ℹ { $notice }
orders-title = Twoje zamówienia:
order-line = Nr { $number } · { $when } · { $total } · { $status }
order-items-more = i jeszcze { $count }
orders-range = Zamówienia { $from }–{ $to } z { $count }, najnowsze najpierw.
order-when-today = dziś { $time }
order-when-yesterday = wczoraj { $time }
order-when-date = { $date } { $time }
order-title = Zamówienie nr { $number }
order-placed-at = Złożone: { $when }
order-status = Status: { $status }
order-receipt-delivery = Dostawa do strefy { $zone }
order-receipt-delivery-any = Dostawa
order-receipt-pickup = Odbiór w restauracji
order-line-gone = { $name } (nie ma już w menu)
order-details-missing = Szczegóły tego zamówienia nie zostały zachowane; jego numer i suma są powyżej.
order-total = Razem: { $amount }, gotówką
order-gone = Tego zamówienia nie ma już na Twojej liście.
language-title = Wybierz język:
help = Zamawiaj przyciskami pod wiadomościami, wpisz nazwę dania albo całe zamówienie w jednej wiadomości („2 duże margherity bez bazylii i jedna cola”). Polecenia: /menu, /cart, /orders, /language, /forget.
only-text = Rozumiem tekst i przyciski. Tu skończyliśmy:
private-only = Zamówienia przyjmuję w prywatnym czacie ze mną.
flood = Proszę trochę wolniej — jeszcze obsługuję Twoje poprzednie wiadomości.
stale-button = W międzyczasie coś się zmieniło. Oto aktualny widok.
invalid-button = Ten przycisk jest nieprawidłowy. Oto aktualny widok.
label-button = Ten przycisk tylko pokazuje liczbę — użyj przycisków obok.

## Allergen names: the 14 codes of the spec ("Allergen codes"), in code order
allergen-1 = gluten
allergen-2 = skorupiaki
allergen-3 = jaja
allergen-4 = ryby
allergen-5 = orzeszki ziemne
allergen-6 = soja
allergen-7 = mleko
allergen-8 = orzechy
allergen-9 = seler
allergen-10 = gorczyca
allergen-11 = sezam
allergen-12 = dwutlenek siarki i siarczyny
allergen-13 = łubin
allergen-14 = mięczaki

## Order statuses: the meaning in the chat's language (Bulgarian chats read the restaurant's label);
## status-with-label adds the label where it says more (a payment review, a cancellation)
status-with-label = { $meaning } (restauracja: „{ $label }”)
status-accepted = przyjęte
status-preparing = w przygotowaniu
status-sent = w drodze
status-sent-pickup = gotowe do odbioru
status-delivered = dostarczone
status-delivered-pickup = odebrane
status-cancelled = anulowane
status-payment_review = w weryfikacji — skontaktuj się z restauracją
status-unknown = w realizacji w restauracji

## Notices
notice-unexpected = Nie zrozumiałem. Użyj przycisków poniżej.
notice-menu_unavailable = Menu jest teraz niedostępne.
notice-draft_missing = Najpierw wybierz danie.
notice-draft_incomplete = Wybór nie jest jeszcze kompletny.
notice-added_to_cart = ✅ Dodano do koszyka.
notice-cart_empty = Twój koszyk jest pusty.
notice-cart_changed = 🔄 Restauracja zmieniła menu, więc zaktualizowałem Twój koszyk:
cart-change-gone = • { $line } — nie ma już w menu, usunięto z koszyka.
cart-change-gone-part = • { $line }: „{ $item }” — nie ma już w menu, pozycję usunięto z koszyka.
cart-change-unavailable = • { $line } — chwilowo niedostępne, usunięto z koszyka.
cart-change-unavailable-part = • { $line }: „{ $item }” — chwilowo niedostępne, pozycję usunięto z koszyka.
cart-change-available-at = { "   " }Znów dostępne: { $when }
cart-change-not-possible = • { $line }: restauracja zmieniła menu i ten wybór nie jest już możliwy — pozycję usunięto.
cart-change-size = • { $line }: rozmiar „{ $from }” nie jest już oferowany — zmieniono na „{ $to }”.
cart-change-addon = • { $line }: dodatek „{ $item }” nie jest już oferowany — usunięto.
cart-change-ingredient = • { $line }: składnika „{ $item }” nie można już usunąć — zostaje w przepisie.
cart-change-base = • { $line }: ciasto „{ $item }” nie jest już oferowane — będzie ciasto domyślne.
cart-change-crust = • { $line }: brzegów nie można już wybierać — jak w przepisie.
cart-change-slot = • { $line }: „{ $from }” nie wchodzi już w skład tego zestawu — zastąpiono przez „{ $to }”.
cart-change-combo = • { $line }: restauracja zmieniła ten zestaw; teraz kosztuje od { $price }. Dokładną kwotę zobaczysz przed potwierdzeniem.
notice-cart_full = Koszyk jest pełny (najwyżej 40 pozycji).
notice-cart_invalid = W koszyku jest coś, czego nie można zamówić.
notice-line_gone = Tej pozycji nie ma już w koszyku.
notice-contact_forgotten = Twoje zapisane dane zostały usunięte.
notice-saved_contact_typed = To są Twoje zapisane dane. Naciśnij „{ btn-use-saved }”, aby kontynuować z nimi, albo „{ btn-edit-contact }”, aby wpisać nowe.
notice-contact_incomplete = Brakuje imienia lub telefonu.
notice-contact_share_incomplete = Udostępniony kontakt nie ma imienia — wpisz swoje imię.
notice-half_not_offered = Pół na pół nie jest teraz oferowane.
notice-quantity_expected = Wybierz liczbę od 1 do 20.
notice-zone_not_offered = Ta strefa nie przyjmuje zamówień.
notice-zone_closed_late = 🌙 Restauracja nie przyjmuje teraz zamówień do tej strefy, nawet jako późne zamówienie. Koszyk jest zachowany: wybierz inną możliwość poniżej.
notice-zone_late_accepted = 🌙 Restauracja przyjmie to zamówienie jako późne: obowiązują warunki dla późnych godzin (zobaczysz je przy cenie).
notice-pickup_closed = Odbiór osobisty nie przyjmuje teraz zamówień.
notice-quote_refreshed = Cena wygasła, więc sprawdziliśmy ją ponownie: suma jest taka sama. Potwierdź ponownie.
notice-quote_missing = Brak obliczonej ceny.
notice-price_changed = Cena się zmieniła. Potwierdź nową sumę.
notice-restaurant_refused = Restauracja nie przyjęła zamówienia:
notice-ordering_unavailable = Nie przyjmujemy teraz zamówień. Spróbuj później.
notice-quote_failed = Nie udało się obliczyć ceny. Spróbuj ponownie.
notice-quote_menu_changed = Restauracja właśnie zmieniła menu. W ciągu minuty będę mieć nowe — wtedy naciśnij ponownie „Zamów”, a powiem Ci, co zmieniło się w koszyku.
notice-quote_closed = Restauracja nie przyjmuje zamówień na tę godzinę.
notice-quote_below_minimum = Kwota jest poniżej minimum dla tej strefy.
notice-quote_test_only = Ta cena służy tylko do testów i nie można jej zamówić.
notice-order_held_unavailable = Zamawianie jest teraz niedostępne; Twoje zamówienie jest przechowywane.
notice-order_held_coordination = Problem techniczny po naszej stronie: Twoje zamówienie jest przechowywane i zostanie wysłane jeden raz.
notice-ordering_service_unavailable = System zamówień restauracji jest teraz niedostępny. Twój koszyk zostaje zachowany: spróbuj ponownie później.
notice-checkout_offline = Przez chwilę nie możemy przyjmować nowych zamówień z powodu problemu technicznego po naszej stronie. Twój koszyk zostaje: spróbuj ponownie za minutę.
notice-order_held = Twoje zamówienie czeka na potwierdzenie.
notice-please_wait = Proszę czekać — wysyłam zamówienie.
notice-please_wait_quote = Proszę czekać — obliczam cenę.
notice-order_too_long = Ta wiadomość jest za długa, żebym odczytał ją jako zamówienie. Proszę wysłać zamówienie w częściach — do 15 wierszy (około 80 słów) w wiadomości.
notice-ordering_closed = Restauracja nie przyjmuje teraz zamówień, więc nie mogę rozpocząć zamówienia. Koszyk zostaje bez zmian.
notice-cash_not_accepted = Restauracja nie przyjmuje teraz gotówki, więc nie mogę przyjąć zamówienia. Koszyk zostaje bez zmian.
notice-order_still_open = Twoje poprzednie zamówienie wciąż czeka na restaurację. Możesz zamówić ponownie, gdy tylko dostaniemy w jego sprawie odpowiedź.
notice-no_last_order = Nie masz wcześniejszego zamówienia.
notice-repeat_added = Dodałem Twoje ostatnie zamówienie do koszyka.
notice-app_cart_received = Oto zamówienie z menu. Naciśnij „Zamów”, aby kontynuować.
notice-repeat_partial = Dodałem to, co z Twojego ostatniego zamówienia jest nadal dostępne.
notice-order_again_added = Dodałem to zamówienie do koszyka.
notice-order_again_partial = Dodałem to, co z tego zamówienia jest nadal dostępne.
notice-order_details_missing = Szczegóły tego zamówienia nie zostały zachowane, więc nie mogę dodać go ponownie.
notice-order_unknown = Nie mogę znaleźć tego zamówienia.
notice-product_gone = Tego dania nie ma już w menu.
notice-product_unavailable = To jest teraz niedostępne.
notice-size_unknown = Ten rozmiar nie jest oferowany.
notice-addon_not_allowed = Ten dodatek nie jest oferowany dla tego rozmiaru.
notice-addons_full = Najwyżej 40 dodatków.
notice-ingredient_not_removable = Tego składnika nie można usunąć.
notice-removed_full = Usunięto zbyt wiele składników.
notice-base_not_allowed = To ciasto nie jest oferowane.
notice-crust_fixed = Brzegów w tym rozmiarze nie można zmienić.
notice-option_not_offered = Ten wybór nie jest tu oferowany.
notice-name_empty = Wpisz imię.
notice-name_no_letter = Imię musi zawierać co najmniej jedną literę.
notice-name_too_long = Imię jest za długie (najwyżej 100 znaków).
notice-phone_invalid = To nie wygląda na prawidłowy numer telefonu. Przykład: 512 345 678, +48 512 345 678 lub bułgarski 0888 123 456.
notice-phone_incomplete = Numer jest niepełny: sprawdź, czy nie brakuje cyfry (np. 512 345 678, bułgarski 0888 123 456).
notice-phone_too_long = Numer jest za długi.
notice-email_invalid = Adres e-mail nie wygląda na prawidłowy.
notice-email_too_long = Adres e-mail jest za długi.
notice-address_empty = Wpisz adres.
notice-address_too_long = Adres jest za długi (najwyżej 240 znaków).
notice-note_too_long = Uwagi są za długie (najwyżej 500 znaków).
notice-note_needs_cleaning = Uwagi zawierają HTML lub podziały wierszy.
notice-order_not_placed_same_price = Twoje zamówienie nie zostało jeszcze złożone. Cena jest taka sama: potwierdź je ponownie.
price-change = Było { $before }, teraz jest { $after }.

## Order news for the customer
status-changed = 📦 Zamówienie nr { $number }: { $status }
order-accepted-later = ✅ Zamówienie nr { $number } zostało przyjęte przez restaurację. Razem: { $total }.
order-rejected-later = ❌ Restauracja nie przyjęła Twojego zamówienia: { $detail } Dania z niego są z powrotem w koszyku (/cart).
order-requote-later = ⚠ Twoje zamówienie nie zostało złożone: przed wysłaniem potrzebna jest aktualna cena.
order-given-up-expired = ⚠ Restauracja nie przyjęła Twojego zamówienia, gdy jego cena była ważna, więc nie zostało złożone.
order-given-up-retries = ⚠ Nie udało się złożyć Twojego zamówienia: system zamówień restauracji go nie przyjął.
order-back-in-cart = Dania z niego są z powrotem w koszyku: otwórz /cart i dotknij „Zamów”, aby potwierdzić aktualną cenę.
order-back-fresh-price = Dania z niego są z powrotem w koszyku z tymi samymi danymi: dotknij przycisku poniżej, aby zobaczyć aktualną cenę, i potwierdź ją.
order-may-still-arrive = Zamówienie może jeszcze dotrzeć do restauracji: jeśli tak się stanie, damy Ci znać.
btn-confirm-fresh-price = 🔄 Potwierdź aktualną cenę
order-lost-later = ⚠ Twoje zamówienie nie dotarło do restauracji. Dania z niego są z powrotem w koszyku: zamów ponownie z /cart.
order-accepted-after-all = ✅ Twoje wcześniejsze zamówienie jednak dotarło do restauracji: nr { $number }, razem { $total }. Nie musisz go ponownie potwierdzać.
order-accepted-after-all-waiting = ✅ Twoje wcześniejsze zamówienie jednak dotarło do restauracji: nr { $number }, razem { $total }. Twoje późniejsze potwierdzenie nie zostało wysłane, więc jest tylko to jedno zamówienie.
order-accepted-after-all-sent = ⚠ Twoje wcześniejsze zamówienie jednak dotarło do restauracji: nr { $number }, razem { $total }. Twoje późniejsze potwierdzenie też zostało już wysłane, więc restauracja może mieć dwa Twoje zamówienia. Poprosiliśmy restaurację o sprawdzenie; w razie potrzeby skontaktuj się z nią.

## Staff chat
staff-order = 🆕 Zamówienie nr { $number }
staff-delivery = 🛵 Dostawa: { $zone }
staff-pickup = 🏪 Odbiór w restauracji
staff-total = Razem: { $total } (gotówka)
staff-customer = Klient: { $name }, { $phone }
staff-address = Adres: { $address }
staff-note = Uwagi: { $note }
staff-status = Status: { $status }
staff-active = { $count ->
    [0] Brak aktywnych zamówień.
    [one] { $count } aktywne zamówienie:
    [few] { $count } aktywne zamówienia:
    [many] { $count } aktywnych zamówień:
   *[other] { $count } aktywnego zamówienia:
  }
staff-active-line = Nr { $number } — { $status } — { $minutes } min temu
staff-health = Menu: sprzed { $menuAge } s, ostatnia synchronizacja: { $lastSync }, błędy z rzędu: { $failures }
    Zapytania: { $used }/{ $limit } na minutę, wstrzymane do: { $paused }
    Niezakończone zamówienia: { $backlog }, śledzone: { $tracked }, opóźnienie sprawdzania statusu: { $lag } s
    Błędy API: { $errors }
staff-health-translations = Teksty menu bez tłumaczenia (język brakujące/wszystkie): { $list }
staff-health-instances = Instancje: { $count }
staff-health-instance = · { $id }{ $self ->
    [yes] {" "}(ta)
   *[no] {""}
  }, dzierżawy: { $leases }
staff-health-redis-down = Instancje: Redis nie odpowiada (potwierdzone zamówienia są wstrzymane i nie zostaną wysłane, dopóki nie odpowie).
staff-help = Polecenia: /board — tablica zamówień ponownie na dole czatu, /active — aktywne zamówienia, /today — dzisiejszy raport do tej pory, /report RRRR-MM-DD — raport z danego dnia, /export RRRR-MM-DD — CSV z danego dnia, /health — stan. Odpowiedź na podsumowanie zamówienia (lub na alert o nim) trafi do jego klienta.

## Alerts for the staff chat
alert-ordering_disabled = 🚨 Przyjmowanie zamówień jest wyłączone. Zamówienie { $id } czeka.
alert-quote_expired = ⚠ Zamówienie { $id } nie zostało przyjęte, gdy jego cena była ważna, i nie będzie już wysyłane. Klienta poproszono o potwierdzenie nowej ceny.
alert-retries_exhausted = ⚠ Zamówienie { $id } nie zostało przyjęte mimo wszystkich prób i nie będzie już wysyłane. Klienta poproszono o potwierdzenie nowej ceny.
alert-unexpected_answer = 🚨 Zamówienie { $id }: restauracja odpowiedziała na /orders statusem, którego API nie przewiduje (400, 404 lub przekierowanie). Nie zostanie wysłane ponownie; sprawdź adres API i powiadom jego operatora.
alert-repeated_failures = 🚨 Nie udało się wysłać zamówienia { $id } mimo kilku prób; próbujemy dalej.
alert-partner-unauthorized = 🚨 Partner API: błędne lub wstrzymane dane dostępowe (401) przy { $endpoint }.
    Zamówienia są przechowywane i zostaną wysłane, gdy dostęp znów zadziała; do tego czasu ten komunikat się nie powtórzy.
    { $count ->
        [one] { $count } śledzone zamówienie ma do tego czasu nieznany status: nie wywołuje alertów o spóźnieniu, a klient nie dostaje wiadomości o opóźnieniu.
        [few] { $count } śledzone zamówienia mają do tego czasu nieznany status: nie wywołują alertów o spóźnieniu, a klienci nie dostają wiadomości o opóźnieniu.
        [many] { $count } śledzonych zamówień ma do tego czasu nieznany status: nie wywołują alertów o spóźnieniu, a klienci nie dostają wiadomości o opóźnieniu.
       *[other] { $count } śledzonego zamówienia ma do tego czasu nieznany status: nie wywołuje alertów o spóźnieniu, a klienci nie dostają wiadomości o opóźnieniu.
    }
alert-partner-forbidden = 🚨 Partner API: odmowa dostępu (403) przy { $endpoint }.
    Zamówienia są przechowywane i zostaną wysłane, gdy dostęp znów zadziała; do tego czasu ten komunikat się nie powtórzy.
    { $count ->
        [one] { $count } śledzone zamówienie ma do tego czasu nieznany status: nie wywołuje alertów o spóźnieniu, a klient nie dostaje wiadomości o opóźnieniu.
        [few] { $count } śledzone zamówienia mają do tego czasu nieznany status: nie wywołują alertów o spóźnieniu, a klienci nie dostają wiadomości o opóźnieniu.
        [many] { $count } śledzonych zamówień ma do tego czasu nieznany status: nie wywołują alertów o spóźnieniu, a klienci nie dostają wiadomości o opóźnieniu.
       *[other] { $count } śledzonego zamówienia ma do tego czasu nieznany status: nie wywołuje alertów o spóźnieniu, a klienci nie dostają wiadomości o opóźnieniu.
    }
alert-partner-recovered = ✅ Partner API: dostęp znów działa ({ $endpoint }). Przechowywane zamówienia są wysyłane.
alert-unreadable_response = ⚠ Zamówienie { $id }: restauracja je zapisała (HTTP 200), ale jej odpowiedzi nie dało się odczytać. Jego dane są odczytywane przez sprawdzanie statusu; powiadom operatora Partner API.
alert-accepted_late = ⚠ Zamówienie nr { $number } ({ $id }) dotarło do restauracji, gdy bot już z niego zrezygnował z powodu nowej ceny. Klient został poinformowany; sprawdź, czy nie zamówił tego samego ponownie.
alert-menu-stale = ⚠ Menu nie było aktualizowane od { $minutes ->
    [one] { $minutes } minuty
    [few] { $minutes } minut
    [many] { $minutes } minut
   *[other] { $minutes } minuty
  }.
alert-order-stalled = ⚠ Zamówienie nr { $number } wciąż ma status „{ $status }” dobę po złożeniu. Bot przestał je sprawdzać: wyjaśnij je z restauracją.
alert-menu-product-unreadable = ⚠ Produktu { $id } „{ $name }” z menu restauracji nie da się odczytać; pozostaje ukryty, dopóki nie zostanie poprawiony ({ $reason }). Reszta menu została zaktualizowana.
alert-menu-combo-unreadable = ⚠ Zestawu { $id } „{ $name }” z menu restauracji nie da się odczytać; pozostaje ukryty, dopóki nie zostanie poprawiony ({ $reason }). Reszta menu została zaktualizowana.
alert-order-status-unknown = ⚠ Restauracja przysłała status zamówienia „{ $value }” (zamówienie nr { $number }), którego bot nie zna. Zamówienie jest śledzone jako w realizacji, a klient widzi opis restauracji.
alert-menu-half-unknown = ⚠ Menu restauracji ma dla pół na pół { $field } „{ $value }”, którego bot nie zna: pół na pół jest wyłączone, dopóki nie da się go odczytać. Reszta menu została zaktualizowana.
alert-menu-pickup-day-unknown = ⚠ Dni odbioru restauracji zawierają „{ $value }”, czego bot nie zna: ta wartość jest pomijana. Pozostałe dni odbioru są pokazywane.
alert-menu-rejected = 🚨 { $count ->
    [one] { $count } produktu z { $total } nie da się odczytać
    [few] { $count } produktów z { $total } nie da się odczytać
    [many] { $count } produktów z { $total } nie da się odczytać
   *[other] { $count } produktu z { $total } nie da się odczytać
  }: nowe menu nie zostało zastosowane; klienci widzą ostatnie poprawne.

## The Mini App (issue 16): the photo menu and its one-screen cart
btn-webapp = 🍕 Menu
app-title = Menu
app-search = Szukaj dań
app-no-results = Nic nie znaleziono.
app-allergen-filter = Bez alergenów
app-allergen-filter-none = Wszystkie dania
app-price-from = od { $price }
app-price-at-checkout = cena przy zamówieniu
app-unavailable = Teraz niedostępne
app-available-at = Znów od { $time }
app-illustrative = zdjęcie poglądowe
app-size = Rozmiar
app-extras = Dodatki
app-remove = Bez
app-base = Ciasto
app-crust = Brzegi
app-quantity = Ilość
app-add = Dodaj
app-added = Dodano
app-view-order = Zobacz zamówienie · { $count } szt.
app-continue = Kontynuuj w czacie
app-cart-title = Twoje zamówienie
app-cart-empty = Twoje zamówienie jest puste.
app-remove-line = Usuń
app-combos = Zestawy
app-half = Pół na pół
app-half-first = Pierwsza połowa
app-half-second = Druga połowa
app-slot = Danie { $n }
app-line-gone = Nie ma już w menu: { $name }
app-send-rest = Wyślij resztę
app-sending = Wysyłanie…
app-sent = Wysłano — kontynuuj w czacie.
app-error = Coś poszło nie tak. Spróbuj ponownie.
app-auth-failed = Otwórz menu ponownie z czatu z botem.
app-chat-unreachable = Nie mogę napisać do Ciebie w czacie. Otwórz czat z botem, naciśnij „Start” i spróbuj ponownie.
app-price-note = Ostateczna cena jest obliczana w czacie.
app-options = Wariant

## The staff console (issue 24): the board, alerts that ring, the word with the customer, the report
board-empty = 📋 Brak aktywnych zamówień.
board-title = 📋 { $count ->
    [one] { $count } aktywne zamówienie
    [few] { $count } aktywne zamówienia
    [many] { $count } aktywnych zamówień
   *[other] { $count } aktywnego zamówienia
  } (od najstarszych):
board-line = { $late ->
    [yes] ⚠{" "}
   *[no] {""}
  }Nr { $number } · { $minutes } min · { $status } · { $place } · { $total }
board-pickup = 🏪 odbiór osobisty
board-zone = 🛵 { $zone }
board-status-unknown = ❔ status nieznany od { $time }
alert-review = 🔔 Zamówienie nr { $number } jest w weryfikacji płatności: restauracja musi skontaktować się z klientem. Odpowiedz na tę wiadomość, aby napisać do klienta.
alert-cancelled = 🔔 Zamówienie nr { $number } zostało anulowane.
alert-accept = 🔔 Zamówienie nr { $number } zostało przyjęte { $minutes } min temu i nadal nie jest przygotowywane.
alert-late = 🔔 Zamówienie nr { $number } zostało złożone { $minutes } min temu i wciąż nie zostało dostarczone ({ $status }).
alert-reminder = 🔔 Przypomnienie: zamówienie nr { $number } wciąż ma status „{ $status }”.
customer-order-behind = ⏳ Zamówienie nr { $number }: restauracja już je realizuje, ale ma opóźnienie. Przepraszamy za oczekiwanie.
relay-to-customer = 💬 Wiadomość od restauracji w sprawie zamówienia nr { $number }:
    { $text }
    (Możesz odpowiedzieć tutaj.)
relay-passed-on = ✓ Przekazaliśmy Twoją odpowiedź restauracji.
relay-from-customer = 💬 Klient zamówienia nr { $number } odpowiada:
    { $text }
relay-delivered = ✓ Dostarczono klientowi zamówienia nr { $number }.
relay-blocked = ✗ Nie dostarczono: klient zamówienia nr { $number } zablokował bota.
relay-failed = ✗ Nie dostarczono klientowi zamówienia nr { $number }: Telegram odrzucił wiadomość. Spróbuj ponownie później.
relay-closed = ✗ Zamówienie nr { $number } zakończyło się ponad godzinę temu (lub nie ma klienta w Telegramie): wiadomość nie została wysłana.
relay-only-text = ✗ Do klienta można wysłać tylko tekst.
report-title = 📊 Raport za { $date }: { $count ->
    [one] { $count } zamówienie
    [few] { $count } zamówienia
    [many] { $count } zamówień
   *[other] { $count } zamówienia
  }, { $total } (bez anulowanych)
report-title-sofar = 📊 Dziś ({ $date }) do tej pory: { $count ->
    [one] { $count } zamówienie
    [few] { $count } zamówienia
    [many] { $count } zamówień
   *[other] { $count } zamówienia
  }, { $total } (bez anulowanych)
report-status = · { $status }: { $count } · { $total }
report-pickup = 🏪 Odbiór osobisty: { $count } · { $total }
report-zone = 🛵 { $zone }: { $count } · { $total }
report-stage = ⏱ { $from } → { $to }: średnio { $avg } min, najdłużej { $worst } min ({ $count })
report-dishes = 🍕 Najczęściej zamawiane: { $dishes }
report-open = Wciąż otwarte: { $count }
report-held = Wstrzymane (niewysłane) zamówienia: { $count }
report-trouble = Problemy z Partner API: { $errors }
report-trouble-none = Problemy z Partner API: brak
report-bad-date = Wpisz datę w ten sposób: { $command } RRRR-MM-DD (np. { $command } 2026-11-23).
report-export = Zamówienia z { $date }: { $count ->
    [one] { $count } wiersz
    [few] { $count } wiersze
    [many] { $count } wierszy
   *[other] { $count } wiersza
  } (bez danych kontaktowych klientów).
## Typed orders (issue 25)
proposal-title = 📝 Tak zrozumiałem Twoje zamówienie — sprawdź je, a potem dodaj do koszyka:
proposal-empty = Nie ma już wpisanego zamówienia do pokazania.
proposal-choose = „{ $words }”: o które danie chodzi? Wybierz je poniżej.
proposal-total = Szacunkowa suma: { $amount } (cenę restauracji zobaczysz przed potwierdzeniem)
proposal-unknown = ❓ Nie rozpoznano: { $words }
proposal-note-ambiguous = „{ $words }” pasuje do kilku dań — wybierz to, o które chodzi.
proposal-note-unavailable = Danie { $words } jest teraz niedostępne ({ $instead }). Podobne danie znajdziesz poniżej.
proposal-note-size = To danie nie ma rozmiaru „{ $words }” — zamiast tego { $instead }.
proposal-note-not-removable = Składnika { $words } nie można usunąć. Można usunąć: { $instead }
proposal-note-absent = W tym daniu nie ma „{ $words }”.
proposal-note-addon = Dodatek „{ $words }” nie jest oferowany dla tego rozmiaru. Jest oferowany dla: { $instead }
proposal-note-base = Ciasto „{ $words }” nie jest oferowane dla tego dania. Dostępne ciasta: { $instead }
proposal-note-crust = Brzegów w tym rozmiarze nie można zmienić — jak w przepisie.
proposal-note-half-off = Pół na pół nie jest tu oferowane — wybierz pizzę, aby zamówić ją w całości.
proposal-note-half-refused = { $words } nie może być połówką — wybierz pizzę, aby zamówić ją w całości.
proposal-note-half-family = Pół na pół jest tylko w rozmiarze rodzinnym (nie „{ $words }”).
proposal-note-half-extras = Pół na pół jest tu bez dodatków i brzegów: pominięto „{ $words }”.
proposal-note-quantity = Ilość { $words } nie mieści się w jednej pozycji (od 1 do 20) — zamiast tego { $instead }.
proposal-note-part-unknown = „{ $words }” — nie wiem, co to jest, więc nic z tym nie zmieniłem.
proposal-note-size-chosen = Nie podano rozmiaru — wybrałem { $words }. Są też: { $instead } (przez „Zmień”).
proposal-note-synonym-several = „{ $words }” — to danie ma kilka takich dodatków: { $instead }. Nic nie dodałem; wybierz przez „Zmień”.
proposal-note-substituted = Nie ma „{ $words }” w menu — zamiast tego dałem { $instead }.
btn-proposal-add = { $count ->
    [one] ✅ Dodaj { $count } pozycję do koszyka
    [few] ✅ Dodaj { $count } pozycje do koszyka
    [many] ✅ Dodaj { $count } pozycji do koszyka
   *[other] ✅ Dodaj { $count } pozycji do koszyka
  }
btn-proposal-edit = ✏️ Zmień { $line }
btn-proposal-update = ✔ { $quantity } szt. dla pozycji { $line } — wróć do zamówienia
btn-proposal-drop = ✖ Usuń { $line }

# The operator chat (OPERATOR_CHAT_ID) hears every restaurant's alerts, each naming its restaurant.
fleet-operator-alert = 🏪 Restauracja „{ $restaurant }”:
    { $alert }

# The demo's terminal (npm run demo): its banner (also after /help), hints, marks and goodbye,
# in the demo chat's language. The example is a typed order the parser reads on the demo menu.
demo-example = 2 duże margherity bez bazylii i jedna cola
demo-intro =
    Bot zamówień pizzerii — lokalne demo (testowe Partner API, bez Telegrama, bez sieci).
    Wpisz numer przycisku, aby go nacisnąć, albo tekst (nazwę dania, swoje imię, telefon…).
    Albo wpisz całe zamówienie: „{ demo-example }” (docs/typed-orders.md).
    Na ekranie ilości liczba jest ilością: tam #N naciska przycisk N (#N działa wszędzie).
    Wiersz „{ demo-keyboard }:” to klawiatura odpowiedzi Telegrama pod polem wpisywania: kN naciska
    jej przycisk kN (k1 „Udostępnij mój numer” wysyła numer demo; /share 0888 123 456 wysyła inny).
    Kuchnia przesuwa zamówienie o jeden status co { $seconds } s (DEMO_KITCHEN_SECONDS).
    /language zmienia język (DEMO_LOCALE: { $languages }) · /orders pokazuje zamówienia · /quit kończy.
demo-hint-number = (wpisz liczbę, aby podać ilość, albo #N, aby nacisnąć przycisk N)
demo-hint-keyboard = wpisz kN, aby nacisnąć przycisk kN; „Udostępnij mój numer” wysyła numer demo (/share 0888 123 456 wysyła inny)
demo-keyboard = klawiatura
demo-updated = zaktualizowano
demo-bye = Do widzenia.

# A restaurant's amount and unit ("200 г") in the chat's language (src/locale/units.ts).
unit-g = { $amount } g
unit-kg = { $amount } kg
unit-ml = { $amount } ml
unit-l = { $amount } l
unit-cm = { $amount } cm
unit-pcs = { $amount } szt.
unit-portion = { $amount } { $amount ->
    [one] porcja
    [few] porcje
    [many] porcji
    *[other] porcji
    }

## Issue 36: a word with the restaurant
btn-word-message = ✉️ Napisz do restauracji
btn-word-cancel = ✖️ Poproś o anulowanie
btn-word-never = ↩️ Jednak nie
btn-word-confirm-cancel = ✖️ Tak, poproś o anulowanie
btn-word-cancelled = ✅ Anulowane
btn-word-refused = 🛵 Nie da się, jest już w drodze
word-prompt = ✉️ Napisz wiadomość do restauracji w sprawie zamówienia nr { $number }: tekst albo zdjęcie (z podpisem, jeśli chcesz). Trafi do obsługi tak, jak jest.
word-sent = ✓ Wysłano do restauracji (zamówienie nr { $number }). Odpowiedź przyjdzie tutaj.
word-not-sent = ✗ Nie udało się przekazać Twojej wiadomości restauracji. Spróbuj ponownie za chwilę.
word-only-text-photo = Do restauracji może trafić tylko tekst albo zdjęcie. Napisz wiadomość albo naciśnij „Jednak nie”.
word-never = Dobrze, nic nie zostało wysłane do restauracji.
word-closed = Zamówienie nr { $number } jest zakończone: wiadomości w jego sprawie nie trafiają już do restauracji.
word-invalid = Ten przycisk nie jest już ważny.
word-limit-window = ✗ Nie wysłano: w ciągu { $window } minut wysłałeś restauracji { $count } { $count ->
        [one] wiadomość
        [few] wiadomości
        [many] wiadomości
       *[other] wiadomości
    } w sprawie zamówienia nr { $number }, więcej nie przekazujemy. Możesz napisać ponownie za { $minutes } { $minutes ->
        [one] minutę
        [few] minuty
        [many] minut
       *[other] minuty
    }.
word-limit-total = ✗ Nie wysłano: wysłałeś restauracji { $count } { $count ->
        [one] wiadomość
        [few] wiadomości
        [many] wiadomości
       *[other] wiadomości
    } w sprawie zamówienia nr { $number }, więcej dla jednego zamówienia nie przekazujemy.
word-cancel-confirm = Poprosić restaurację o anulowanie zamówienia nr { $number }? Decyduje restauracja: gdy jedzenie jest już w drodze, może to być niemożliwe.
word-cancel-asked = 🙋 Poprosiliśmy restaurację o anulowanie zamówienia nr { $number }. Odpowiedź przyjdzie tutaj.
word-cancel-too-late = Zamówienie nr { $number } jest już w drodze albo gotowe: nie można go tu anulować. Nadal możesz napisać do restauracji.
word-cancel-pending = Już poprosiłeś o anulowanie zamówienia nr { $number }: odpowiedź restauracji przyjdzie tutaj.
word-cancel-was-cancelled = Restauracja już odpowiedziała: zamówienie nr { $number } jest anulowane.
word-cancel-was-refused = Restauracja już odpowiedziała: zamówienia nr { $number } nie dało się anulować, jest w drodze.
word-cancel-done = Twoje zamówienie zostało anulowane, tak jak prosiłeś.
word-cancel-refused = Nie mogliśmy anulować Twojego zamówienia: jest już w drodze.
word-from-customer = ✉️ Klient zamówienia nr { $number } pisze:
    { $text }
word-photo-from-customer = 📷 Klient zamówienia nr { $number } przesyła zdjęcie.
word-cancel-request = 🙋 Klient zamówienia nr { $number } prosi o anulowanie. Anuluj je w swoim systemie, a potem odpowiedz tutaj (klient zostanie powiadomiony).
word-cancel-answered = → { $answer } ({ $by })
word-staff-recorded = Zapisano: klient zostanie powiadomiony.
word-staff-already = Już odpowiedziano: { $answer }.
word-staff-invalid = Ten przycisk nie jest już ważny.
## Issue 36: rating
rating-ask = ⭐ Jak było zamówienie nr { $number }? Oceń je od 1 do 5 gwiazdek.
rating-btn-skip = Pomiń
rating-thanks-ask-comment = Dziękujemy! Zamówienie nr { $number }: { $stars }
    Chcesz coś dodać? Napisz to w jednej wiadomości albo naciśnij „Pomiń”.
rating-thanks = Dziękujemy za ocenę zamówienia nr { $number }: { $stars }
rating-thanks-toast = Dziękujemy!
rating-comment-thanks = ✓ Dziękujemy, zapisaliśmy Twoje słowa.
rating-already = To zamówienie zostało już przez Ciebie ocenione.
rating-invalid = Ten przycisk oceny jest już nieważny.
rating-staff-low = ⭐ Zamówienie nr { $number } otrzymało ocenę { $stars }
rating-staff-comment = 💬 Klient zamówienia nr { $number } ({ $stars }) dodaje:
    { $text }
report-ratings = ⭐ Oceny: średnio { $average } z { $count ->
    [one] { $count } oceny
    [few] { $count } ocen
    [many] { $count } ocen
   *[other] { $count } oceny
  }
report-ratings-none = ⭐ Oceny: jeszcze brak
report-rating-comment = · Nr { $number } { $stars }: { $text }
report-ratings-more = · …i { $count ->
    [one] jeszcze { $count } komentarz
    [few] jeszcze { $count } komentarze
    [many] jeszcze { $count } komentarzy
   *[other] jeszcze { $count } komentarza
  } w /export
## Issue 36: arrival times
eta-delivery = 🕒 O tej porze zwykle u Ciebie w { $from }–{ $to } min.
eta-pickup = 🕒 O tej porze zwykle gotowe do odbioru w { $from }–{ $to } min.
eta-staff-delivery = 🕒 Restauracja przewiduje dostawę w { $from }–{ $to } min.
eta-staff-pickup = 🕒 Restauracja przewiduje, że zamówienie będzie gotowe w { $from }–{ $to } min.
eta-left-delivery = 🕒 Zwykle jeszcze { $from }–{ $to } min od teraz.
eta-left-pickup = 🕒 Zwykle gotowe za { $from }–{ $to } min.
eta-left-staff = 🕒 Około { $from }–{ $to } min od teraz (szacunek restauracji).
staff-eta-set = ⏱ Czas dostawy ustawiony na { $minutes } min do północy lub /eta off. Klienci widzą { $from }–{ $to } min.
staff-eta-off = ⏱ /eta wyłączone: klienci widzą to, co mówi historia zamówień (albo nic, gdy jest jej za mało).
staff-eta-current = ⏱ /eta: { $minutes } min (ustawione o { $time }, do północy).
staff-eta-none = ⏱ /eta nie jest ustawione.
staff-eta-history = Historia teraz: dostawa { $delivery }; odbiór { $pickup }.
staff-eta-range = { $from }–{ $to } min ({ $count ->
    [one] { $count } zamówienie
    [few] { $count } zamówienia
    [many] { $count } zamówień
   *[other] { $count } zamówienia
  })
staff-eta-thin = za mało podobnych zamówień (poniżej { $minimum })
staff-eta-usage = ⏱ /eta 60 (minuty, { $min }–{ $max }) ustawia czas dostawy na dziś wieczór, /eta off go wyłącza, samo /eta go pokazuje.
board-eta = ⏱ Czas dostawy z /eta: { $minutes } min.
staff-help-eta = /eta 60 — czas dostawy na dziś wieczór w szacunkach dla klientów (do północy), /eta off — wyłącza go, /eta — ustawienie i co mówi historia.

## Issue 36: loose ends
word-cancel-answer-blocked = ✗ { $by }: nie dostarczono: klient zamówienia nr { $number } zablokował bota i nie wie o „{ $answer }”. Odpowiedź jest zapisana; powiadom go w inny sposób (telefon jest w podsumowaniu zamówienia).
word-cancel-answer-failed = ✗ { $by }: nie dostarczono klientowi zamówienia nr { $number }: Telegram odrzucił „{ $answer }”. Odpowiedź jest zapisana; powiadom go w inny sposób (telefon jest w podsumowaniu zamówienia).
