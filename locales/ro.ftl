# Romanian texts of the ordering bot. Dish names, sizes, extras and the restaurant's own
# messages come from the restaurant as they are (often in Bulgarian); everything else is here.

## Commands
cmd-start = Start
cmd-menu = Meniul
cmd-cart = Coșul meu
cmd-orders = Comenzile mele
cmd-language = Limba
cmd-help = Ajutor
cmd-forget = Șterge datele mele salvate

## Buttons
btn-back = ⬅ Înapoi
btn-home = 🏠 Acasă
btn-cart = { $count ->
    [0] 🛒 Coș
   *[other] 🛒 Coș ({ $count })
  }
btn-orders = 📦 Comenzile mele
btn-repeat = 🔁 Repetă ultima comandă
btn-order = 📄 Nr. { $number } · { $when }
btn-order-again = 🔁 Comandă din nou
btn-language = 🌐 Limba
btn-combos = 🎁 Meniuri combo
btn-half = 🍕 Jumătate-jumătate
btn-customize = ⚙ Extra și modificări
btn-add = ➕ Adaugă
btn-add-to-cart = 🛒 Adaugă { $quantity } buc. în coș
btn-done = ✔ Gata
btn-clear = 🗑 Golește coșul
btn-checkout = ✅ Comandă
btn-pickup = 🏪 Ridic personal
btn-add-more = ➕ Adaugă mai mult
btn-pickup-instead = 🏪 Ridic totuși personal
btn-continue-anyway = ➡ Continuă oricum
btn-use-saved = ✔ Folosește aceste date
btn-edit-contact = ✏ Modifică
btn-forget = 🗑 Uită-le
btn-keep = ✔ Păstrează: { $value }
btn-skip = ⏭ Sari peste
btn-accept-suggestion = ✔ Folosește textul corectat
btn-use-email = ✔ Folosește { $email }
btn-confirm = ✅ Confirm pentru { $amount }
btn-edit = ✏ Modifică comanda
btn-share-phone = 📱 Trimite numărul meu
btn-keep-phone = ✔ Păstrează acest număr

## Screens
home = Bine ați venit! Alegeți o categorie. { $search }
search-hint = Puteți scrie și numele unui preparat.
menu-unavailable = Meniul nu este disponibil momentan. Vă rugăm să încercați din nou în curând.
page-of = { $page } / { $pages }
page-counter = Pagina { $page } din { $pages }
price-at-quote = preț la comandă
price-from = de la { $price }
price-each = { $price } bucata
line-estimate = Alegerea dumneavoastră: { $amount }
search-empty = Nu am găsit nimic pentru „{ $query }”. Încercați alt cuvânt.
search-results = { $count ->
    [one] { $count } rezultat pentru „{ $query }”:
    [few] { $count } rezultate pentru „{ $query }”:
   *[other] { $count } de rezultate pentru „{ $query }”:
  }
product-gone = Acest preparat nu mai este în meniu.
allergens = Alergeni: { $list }
allergens-none-declared = niciun alergen declarat
allergens-not-confirmed = (⚠ neconfirmat de restaurant)
allergens-of-extras = Alergenii ingredientelor extra:
allergens-of-bases = Alergenii blaturilor:
allergens-unconfirmed = ⚠ Restaurantul nu a confirmat datele despre alergeni pentru: { $items }
base-chosen = Blat: { $name } ({ $allergens })
photo-illustrative = 📷 Fotografia are caracter ilustrativ.
unavailable = ⛔ Temporar indisponibil.
extras-title = { $name }, { $size }: alegeți extra și scoateți ingrediente.
allergen-caution = ⚠ Scoaterea unui ingredient nu garantează lipsa unui alergen.
crust = Margine ({ $price })
quantity = Câte bucăți? (1–{ $max }; acum: { $quantity }) Puteți scrie și un număr.
quantity-total = { $quantity } buc. pentru { $total }
combos-title = Meniuri combo:
combo-hint = 🔄 — puteți schimba preparatul de pe această poziție.
slot-title = Alegeți un preparat pentru poziția { $slot }:
half-pick = Alegeți { $which ->
    [1] prima
   *[other] a doua
  } jumătate (mărime familie):
half-price-higher = Preț: cel al jumătății mai scumpe.
half-price-average = Preț: media celor două jumătăți.
half-price-fixed = Preț: { $price } pentru oricare două jumătăți.
half-price-unset = Preț: se calculează la comandă.
half-configure = ½ { $first } + ½ { $second }: scoateți ingrediente din fiecare jumătate și alegeți blatul.
half-and-half = Jumătate-jumătate
without = fără { $items }
with-crust = cu margine
without-crust = fără margine
unknown-dish = Preparatul nr. { $id }
cart-empty = Coșul dumneavoastră este gol.
cart-title = { $count ->
    [one] Coșul are { $count } poziție:
    [few] Coșul are { $count } poziții:
   *[other] Coșul are { $count } de poziții:
  }
cart-subtotal = Subtotal: { $amount } (estimat după prețurile din meniu)
cart-subtotal-partial = Subtotal: { $amount } plus preparatele cu preț la comandă (estimat)
cart-subtotal-at-quote = Subtotal: se calculează la comandă
cart-note = Prețul final al restaurantului, cu livrarea, îl vedeți înainte să confirmați.
fulfilment-title = Livrare sau ridicare personală?
zone-line = 🛵 { $name }: { $details }{ $today ->
    [late] {" "}(după programul obișnuit: imediat ce o alegeți, întreb restaurantul dacă o acceptă ca pe o comandă târzie)
    [no] {" "}(închis azi)
   *[yes] {""}
  }
zone-fee = livrare { $amount }
zone-minimum = comandă minimă { $amount }
zone-free-over = livrare gratuită peste { $amount }
zone-hours = { $opens }–{ $cutoff }
pickup-line = 🏪 { $name }, { $address }, { $opens }–{ $cutoff }
hours-time-zone = 🕒 Orele sunt în ora locală a restaurantului ({ $zone }, { $offset }).
quote-decides = Prețul exact, taxa și programul le confirmă restaurantul la calcularea prețului.
zone-closed-line = 🛵 { $name }: închis momentan, { $opens }.
zone-refused-line = 🛵 { $name }: restaurantul nu primește acum comenzi pentru ea, nici târzii; { $opens }.
pickup-closed-line = 🏪 { $name }, { $address }: închis momentan, { $opens }.
opens-next = { $inDays ->
    [0] se deschide azi la { $time }
    [1] se deschide mâine la { $time }
   *[other] se deschide { $day ->
        [1] luni
        [2] marți
        [3] miercuri
        [4] joi
        [5] vineri
        [6] sâmbătă
       *[7] duminică
    } la { $time }
  }
opens-never = fără program de funcționare anunțat
fulfilment-none-open = Momentan nicio variantă nu primește comenzi. Coșul dumneavoastră rămâne păstrat: reveniți când se deschide una dintre ele.
minimum-short = 🛵 Livrarea în { $zone } necesită o comandă de cel puțin { $minimum }. După prețurile din meniu, coșul dumneavoastră ajunge la { $estimate }: mai lipsesc { $missing }.
minimum-choices = Adăugați mai mult sau ridicați comanda personal (fără minim). Puteți și continua: suma exactă o verifică restaurantul la calcularea prețului.
contact-saved = Folosiți datele salvate?
contact-saved-person = 👤 { $details }
contact-saved-address = 🏠 { $address }
contact-saved-no-address = 🏠 Nu există încă o adresă salvată — o voi cere la pasul următor.
ask-name = Cum vă numiți? (pentru comandă)
ask-phone = Numărul dumneavoastră de telefon? Scrieți-l (de ex. 0712 345 678, +40 712 345 678 sau bulgăresc 0888 123 456) sau apăsați „Trimite numărul meu”.
ask-email = E-mail (opțional):
ask-address = Adresa de livrare (stradă, număr, scară, etaj):
ask-note = O mențiune pentru comandă (opțional):
current-value = Acum: { $value }
note-suggestion = Mențiunea nu poate conține HTML sau rânduri noi. Propunere: „{ $note }”
email-suggestion = Ați vrut să scrieți { $email }?
calculating = ⏳ Calculez prețul…
checking-zone = ⏳ Întreb restaurantul dacă primește acum comenzi pentru { $zone }…
sending = ⏳ Trimit comanda…
still-working = Încă lucrez la asta, vă rog așteptați…
quote-missing = Niciun preț calculat. Vă rugăm să reluați comanda.
review-title = Comanda dumneavoastră:
review-receipt-delivery = 🛵 Livrare în { $zone }: { $address }
review-receipt-pickup = 🏪 Ridicare de la { $name }, { $address }, { $opens }–{ $cutoff }
review-contact = 👤 { $details }
review-note = 📝 Mențiune: { $note }
review-subtotal = Preparate: { $amount }
review-delivery = Livrare: { $amount }
review-delivery-free = Livrare: gratuită
review-total = Total: { $amount }
review-below-minimum = ⚠ Sub comanda minimă pentru această zonă, de { $minimum }{ $delivery ->
    [yes] {" "}(cu livrarea inclusă)
   *[no] {""}
  }: adăugați { $exclusive ->
    [yes] mai mult de { $missing }
   *[no] cel puțin { $missing }
  } sau ridicați comanda personal.
review-late = 🌙 Comandă târzie: se aplică condițiile pentru ore târzii.
review-period-other = 🕒 Perioadă: „{ $period }” (termenul restaurantului; condițiile sale sunt incluse în prețul de mai sus).
review-cash = 💶 Plata în numerar la livrare.
review-cash-pickup = 💶 Plata în numerar la ridicare.
review-estimate-differs = ℹ După prețurile din meniu, preparatele costau { $estimate }; prețul restaurantului este { $quoted } și pe acesta îl confirmați.
order-placed = ✅ Comanda a fost acceptată! Număr: { $number }. Total: { $total }. Vă vom anunța la fiecare schimbare.
order-held-unavailable = ⏳ Restaurantul nu primește comenzi momentan. Vă păstrăm comanda și vă scriem imediat ce este acceptată — vă rugăm să nu o plasați din nou.
order-held-coordination = ⏳ Nu am putut trimite comanda din cauza unei probleme tehnice la noi. O păstrăm și o trimitem o singură dată, imediat ce problema este rezolvată; atunci vă scriem — vă rugăm să nu o plasați din nou.
order-held = ⏳ Comanda dumneavoastră este la noi și așteaptă confirmarea restaurantului. Vă scriem imediat ce primim răspuns — vă rugăm să nu o plasați din nou.
orders-empty = Nu aveți încă nicio comandă.
held-order-unavailable = ⏳ Vă păstrăm comanda de { $total }: restaurantul nu primește comenzi momentan. O trimitem și vă scriem imediat ce este acceptată — vă rugăm să nu o plasați din nou.
held-order-coordination = ⏳ Vă păstrăm comanda de { $total }: o problemă tehnică la noi ne împiedică să o trimitem. O trimitem o singură dată, imediat ce problema este rezolvată — vă rugăm să nu o plasați din nou.
held-order = ⏳ Comanda dumneavoastră ({ $total }) este la noi și așteaptă confirmarea restaurantului. Vă scriem imediat ce primim răspuns — vă rugăm să nu o plasați din nou.
ordering-closed = ⛔ Restaurantul nu primește comenzi momentan. Puteți totuși să răsfoiți meniul și să umpleți coșul.
ordering-no-cash = ⛔ Restaurantul nu acceptă numerar momentan, iar prin acest bot se plătește doar în numerar. Puteți totuși să răsfoiți meniul și să umpleți coșul.
restaurant-notice = ℹ { $notice }
orders-title = Comenzile dumneavoastră:
order-line = Nr. { $number } · { $when } · { $total } · { $status }
order-items-more = încă { $count }
orders-range = Comenzile { $from }–{ $to } din { $count }, cele mai noi primele.
order-when-today = azi { $time }
order-when-yesterday = ieri { $time }
order-when-date = { $date } { $time }
order-title = Comanda nr. { $number }
order-placed-at = Plasată: { $when }
order-status = Stare: { $status }
order-receipt-delivery = Livrare în { $zone }
order-receipt-delivery-any = Livrare
order-receipt-pickup = Ridicare de la restaurant
order-line-gone = { $name } (nu mai este în meniu)
order-details-missing = Detaliile acestei comenzi nu au fost păstrate; numărul și totalul ei sunt mai sus.
order-total = Total: { $amount }, numerar
order-gone = Această comandă nu mai este în lista dumneavoastră.
language-title = Alegeți limba:
help = Comandați cu butoanele de sub mesaje, scrieți numele unui preparat sau scrieți o comandă întreagă într-un singur mesaj („2 margherita mari fără busuioc și o cola”). Comenzi: /menu, /cart, /orders, /language, /forget.
only-text = Înțeleg text și butoane. Iată unde rămăseserăm:
private-only = Primesc comenzi doar în chat privat cu mine.
flood = Vă rog mai încet — încă procesez mesajele anterioare.
stale-button = Între timp s-a schimbat ceva. Iată imaginea actuală.
invalid-button = Acest buton nu este valid. Iată imaginea actuală.
label-button = Acest buton doar afișează un număr — folosiți butoanele de lângă el.

## Allergen names: the 14 codes of the spec ("Allergen codes"), in code order
allergen-1 = gluten
allergen-2 = crustacee
allergen-3 = ouă
allergen-4 = pește
allergen-5 = arahide
allergen-6 = soia
allergen-7 = lapte
allergen-8 = fructe cu coajă
allergen-9 = țelină
allergen-10 = muștar
allergen-11 = susan
allergen-12 = dioxid de sulf și sulfiți
allergen-13 = lupin
allergen-14 = moluște

## Order statuses: the meaning in the chat's language (Bulgarian chats read the restaurant's label);
## status-with-label adds the label where it says more (a payment review, a cancellation)
status-with-label = { $meaning } (restaurantul: „{ $label }”)
status-accepted = acceptată
status-preparing = în preparare
status-sent = pe drum
status-sent-pickup = gata de ridicare
status-delivered = livrată
status-delivered-pickup = ridicată
status-cancelled = anulată
status-payment_review = în verificare — vă rugăm să contactați restaurantul
status-unknown = în lucru la restaurant

## Notices
notice-unexpected = Nu am înțeles. Vă rog să folosiți butoanele de mai jos.
notice-menu_unavailable = Meniul nu este disponibil momentan.
notice-draft_missing = Alegeți mai întâi un preparat.
notice-draft_incomplete = Alegerea nu este încă completă.
notice-added_to_cart = ✅ Adăugat în coș.
notice-cart_empty = Coșul dumneavoastră este gol.
notice-cart_changed = 🔄 Restaurantul și-a schimbat meniul, așa că v-am actualizat coșul:
cart-change-gone = • { $line } nu mai este în meniu — a fost scos din coș.
cart-change-gone-part = • { $line }: „{ $item }” nu mai este în meniu — poziția a fost scoasă din coș.
cart-change-unavailable = • { $line } nu este disponibil momentan — a fost scos din coș.
cart-change-unavailable-part = • { $line }: „{ $item }” nu este disponibil momentan — poziția a fost scoasă din coș.
cart-change-available-at = { "   " }Din nou disponibil: { $when }
cart-change-not-possible = • { $line }: restaurantul și-a schimbat meniul și această alegere nu mai este posibilă — poziția a fost scoasă.
cart-change-size = • { $line }: mărimea „{ $from }” nu mai este oferită — schimbată în „{ $to }”.
cart-change-addon = • { $line }: extra „{ $item }” nu mai este oferit — a fost scos.
cart-change-ingredient = • { $line }: „{ $item }” nu mai poate fi scos — rămâne în rețetă.
cart-change-base = • { $line }: blatul „{ $item }” nu mai este oferit — se folosește blatul standard.
cart-change-crust = • { $line }: marginea nu mai poate fi aleasă — ca în rețetă.
cart-change-slot = • { $line }: „{ $from }” nu mai face parte din acest meniu combo — înlocuit cu „{ $to }”.
cart-change-combo = • { $line }: restaurantul a actualizat acest meniu combo; acum pornește de la { $price }. Totalul exact îl vedeți înainte de confirmare.
notice-cart_full = Coșul este plin (cel mult 40 de poziții).
notice-cart_invalid = Coșul conține ceva ce nu poate fi comandat.
notice-line_gone = Această poziție nu mai este în coș.
notice-contact_forgotten = Datele dumneavoastră salvate au fost șterse.
notice-saved_contact_typed = Acestea sunt datele dumneavoastră salvate. Apăsați „{ btn-use-saved }” pentru a continua cu ele sau „{ btn-edit-contact }” pentru a introduce altele noi.
notice-contact_incomplete = Lipsește numele sau telefonul.
notice-contact_share_incomplete = Contactul trimis nu are nume — vă rugăm să scrieți numele.
notice-half_not_offered = Jumătate-jumătate nu este oferit momentan.
notice-quantity_expected = Alegeți o cantitate de la 1 la 20.
notice-zone_not_offered = Această zonă nu primește comenzi.
notice-zone_closed_late = 🌙 Restaurantul nu primește acum comenzi pentru această zonă, nici ca o comandă târzie. Coșul este păstrat: alegeți altă opțiune mai jos.
notice-zone_late_accepted = 🌙 Restaurantul acceptă comanda ca pe o comandă târzie: se aplică condițiile pentru ore târzii (le vedeți împreună cu prețul).
notice-pickup_closed = Ridicarea personală nu primește comenzi momentan.
notice-quote_refreshed = Prețul expirase, așa că l-am verificat din nou: totalul este același. Vă rugăm să confirmați din nou.
notice-quote_missing = Niciun preț calculat.
notice-price_changed = Prețul s-a schimbat. Vă rugăm să confirmați noul total.
notice-restaurant_refused = Restaurantul nu a acceptat comanda:
notice-ordering_unavailable = Nu primim comenzi momentan. Vă rugăm să încercați mai târziu.
notice-quote_failed = Nu am putut calcula prețul. Vă rugăm să încercați din nou.
notice-quote_menu_changed = Restaurantul tocmai și-a schimbat meniul. În cel mult un minut îl voi avea pe cel nou — apoi apăsați din nou „Comandă” și vă spun ce s-a schimbat în coș.
notice-quote_closed = Restaurantul nu primește comenzi pentru această oră.
notice-quote_below_minimum = Suma este sub minimul pentru această zonă.
notice-quote_test_only = Acest preț este doar pentru test și nu poate fi comandat.
notice-order_held_unavailable = Comenzile nu sunt disponibile momentan; comanda dumneavoastră este păstrată.
notice-order_held_coordination = O problemă tehnică la noi: comanda dumneavoastră este păstrată și va fi trimisă o singură dată.
notice-ordering_service_unavailable = Serviciul de comenzi al restaurantului nu este disponibil acum. Coșul dumneavoastră se păstrează: vă rugăm să încercați din nou mai târziu.
notice-checkout_offline = Pentru moment nu putem primi comenzi noi din cauza unei probleme tehnice la noi. Coșul dumneavoastră rămâne: încercați din nou peste un minut.
notice-order_held = Comanda dumneavoastră așteaptă confirmarea.
notice-please_wait = Vă rog așteptați — trimit comanda.
notice-please_wait_quote = Vă rog așteptați — calculez prețul.
notice-order_too_long = Mesajul este prea lung ca să-l citesc drept comandă. Vă rog trimiteți comanda în părți — până la 15 rânduri (circa 80 de cuvinte) pe mesaj.
notice-ordering_closed = Restaurantul nu primește comenzi momentan, așa că nu pot începe comanda. Coșul rămâne așa cum este.
notice-cash_not_accepted = Restaurantul nu acceptă numerar momentan, așa că nu pot prelua comanda. Coșul rămâne așa cum este.
notice-order_still_open = Comanda dumneavoastră anterioară încă așteaptă restaurantul. Puteți comanda din nou imediat ce primim răspuns pentru ea.
notice-no_last_order = Nu aveți o comandă anterioară.
notice-repeat_added = Am adăugat ultima dumneavoastră comandă în coș.
notice-app_cart_received = Iată comanda din meniu. Apăsați „Comandă” pentru a continua.
notice-repeat_partial = Am adăugat ce mai este disponibil din ultima dumneavoastră comandă.
notice-order_again_added = Am adăugat această comandă în coș.
notice-order_again_partial = Am adăugat ce mai este disponibil din această comandă.
notice-order_details_missing = Detaliile acestei comenzi nu au fost păstrate, așa că nu o pot adăuga din nou.
notice-order_unknown = Nu găsesc această comandă.
notice-product_gone = Acest preparat nu mai este în meniu.
notice-product_unavailable = Acesta nu este disponibil momentan.
notice-size_unknown = Această mărime nu este oferită.
notice-addon_not_allowed = Acest extra nu este oferit pentru această mărime.
notice-addons_full = Cel mult 40 de extra.
notice-ingredient_not_removable = Acest ingredient nu poate fi scos.
notice-removed_full = Prea multe ingrediente scoase.
notice-base_not_allowed = Acest blat nu este oferit.
notice-crust_fixed = Marginea pentru această mărime nu poate fi schimbată.
notice-option_not_offered = Această alegere nu este oferită aici.
notice-name_empty = Vă rugăm să scrieți un nume.
notice-name_no_letter = Numele trebuie să conțină cel puțin o literă.
notice-name_too_long = Numele este prea lung (cel mult 100 de caractere).
notice-phone_invalid = Acesta nu pare un număr de telefon valid. Exemplu: 0712 345 678, +40 712 345 678 sau bulgăresc 0888 123 456.
notice-phone_incomplete = Numărul este incomplet: verificați dacă lipsește o cifră (de ex. 0712 345 678, bulgăresc 0888 123 456).
notice-phone_too_long = Numărul este prea lung.
notice-email_invalid = Adresa de e-mail nu pare validă.
notice-email_too_long = Adresa de e-mail este prea lungă.
notice-address_empty = Vă rugăm să scrieți o adresă.
notice-address_too_long = Adresa este prea lungă (cel mult 240 de caractere).
notice-note_too_long = Mențiunea este prea lungă (cel mult 500 de caractere).
notice-note_needs_cleaning = Mențiunea conține HTML sau rânduri noi.
notice-order_not_placed_same_price = Comanda dumneavoastră nu a fost plasată încă. Prețul este același: vă rugăm să o confirmați din nou.
price-change = Era { $before }, acum este { $after }.

## Order news for the customer
status-changed = 📦 Comanda nr. { $number }: { $status }
order-accepted-later = ✅ Comanda nr. { $number } a fost acceptată de restaurant. Total: { $total }.
order-rejected-later = ❌ Restaurantul nu a acceptat comanda dumneavoastră: { $detail } Preparatele ei sunt din nou în coș (/cart).
order-requote-later = ⚠ Comanda dumneavoastră nu a fost plasată: are nevoie de un preț actualizat înainte de a fi trimisă.
order-given-up-expired = ⚠ Restaurantul nu a preluat comanda dumneavoastră cât timp prețul ei era valabil, așa că nu a fost plasată.
order-given-up-retries = ⚠ Comanda dumneavoastră nu a putut fi plasată: sistemul de comenzi al restaurantului nu a acceptat-o.
order-back-in-cart = Preparatele ei sunt din nou în coș: deschideți /cart și apăsați „Comandă” pentru a confirma prețul actual.
order-back-fresh-price = Preparatele ei sunt din nou în coș, cu aceleași date: apăsați butonul de mai jos pentru a vedea prețul actual, apoi confirmați-l.
order-may-still-arrive = Comanda poate totuși să ajungă la restaurant: dacă ajunge, vă anunțăm.
btn-confirm-fresh-price = 🔄 Confirmați prețul actual
order-lost-later = ⚠ Comanda dumneavoastră nu a ajuns la restaurant. Preparatele ei sunt din nou în coș: comandați din nou din /cart.
order-accepted-after-all = ✅ Comanda anterioară a ajuns totuși la restaurant: nr. { $number }, total { $total }. Nu trebuie să o confirmați din nou.
order-accepted-after-all-waiting = ✅ Comanda anterioară a ajuns totuși la restaurant: nr. { $number }, total { $total }. Confirmarea ulterioară nu a fost trimisă, deci există doar această comandă.
order-accepted-after-all-sent = ⚠ Comanda anterioară a ajuns totuși la restaurant: nr. { $number }, total { $total }. Confirmarea ulterioară fusese deja trimisă și ea, așa că restaurantul poate avea două comenzi de la dumneavoastră. L-am rugat să verifice; contactați restaurantul dacă este nevoie.

## Staff chat
staff-order = 🆕 Comanda nr. { $number }
staff-delivery = 🛵 Livrare: { $zone }
staff-pickup = 🏪 Ridicare de la restaurant
staff-total = Total: { $total } (numerar)
staff-customer = Client: { $name }, { $phone }
staff-address = Adresă: { $address }
staff-note = Mențiune: { $note }
staff-status = Stare: { $status }
staff-active = { $count ->
    [0] Nicio comandă activă.
    [one] { $count } comandă activă:
    [few] { $count } comenzi active:
   *[other] { $count } de comenzi active:
  }
staff-active-line = Nr. { $number } — { $status } — acum { $minutes } min
staff-health = Meniu: vechi de { $menuAge } s, ultima sincronizare: { $lastSync }, eșecuri la rând: { $failures }
    Cereri: { $used }/{ $limit } pe minut, pauză până la: { $paused }
    Comenzi nefinalizate: { $backlog }, urmărite: { $tracked }, întârzierea verificării stării: { $lag } s
    Erori API: { $errors }
staff-health-translations = Texte din meniu fără traducere (limbă lipsă/total): { $list }
staff-health-instances = Instanțe: { $count }
staff-health-instance = · { $id }{ $self ->
    [yes] {" "}(aceasta)
   *[no] {""}
  }, închirieri: { $leases }
staff-health-redis-down = Instanțe: Redis nu răspunde (comenzile confirmate sunt reținute, netrimise, până răspunde).
staff-help = Comenzi: /board — panoul din nou, în josul chatului, /active — comenzi active, /today — raportul de până acum, /report AAAA-LL-ZZ — raportul unei zile, /export AAAA-LL-ZZ — CSV-ul unei zile, /health — stare. Un răspuns la rezumatul unei comenzi (sau la o alertă despre ea) ajunge la clientul ei.

## Alerts for the staff chat
alert-ordering_disabled = 🚨 Primirea comenzilor este oprită. Comanda { $id } așteaptă.
alert-quote_expired = ⚠ Comanda { $id } nu a fost acceptată cât timp prețul ei era valabil și nu mai este trimisă. Clientul a fost rugat să confirme un preț nou.
alert-retries_exhausted = ⚠ Comanda { $id } nu a fost acceptată după toate încercările și nu mai este trimisă. Clientul a fost rugat să confirme un preț nou.
alert-unexpected_answer = 🚨 Comanda { $id }: restaurantul a răspuns la /orders cu un status pe care API-ul nu îl definește (400, 404 sau o redirecționare). Nu mai este trimisă; verificați adresa API-ului și anunțați operatorul acestuia.
alert-repeated_failures = 🚨 Comanda { $id } nu a putut fi trimisă după mai multe încercări; continuăm să încercăm.
alert-partner-unauthorized = 🚨 Partner API: date de acces greșite sau suspendate (401) la { $endpoint }.
    Comenzile sunt păstrate și trimise când accesul funcționează din nou; până atunci, acest mesaj nu se repetă.
    { $count ->
        [one] { $count } comandă urmărită are starea necunoscută până atunci: nu declanșează alerte de întârziere, iar clientul nu este anunțat de vreo întârziere.
        [few] { $count } comenzi urmărite au starea necunoscută până atunci: nu declanșează alerte de întârziere, iar clienții nu sunt anunțați de vreo întârziere.
       *[other] { $count } de comenzi urmărite au starea necunoscută până atunci: nu declanșează alerte de întârziere, iar clienții nu sunt anunțați de vreo întârziere.
    }
alert-partner-forbidden = 🚨 Partner API: acces refuzat (403) la { $endpoint }.
    Comenzile sunt păstrate și trimise când accesul funcționează din nou; până atunci, acest mesaj nu se repetă.
    { $count ->
        [one] { $count } comandă urmărită are starea necunoscută până atunci: nu declanșează alerte de întârziere, iar clientul nu este anunțat de vreo întârziere.
        [few] { $count } comenzi urmărite au starea necunoscută până atunci: nu declanșează alerte de întârziere, iar clienții nu sunt anunțați de vreo întârziere.
       *[other] { $count } de comenzi urmărite au starea necunoscută până atunci: nu declanșează alerte de întârziere, iar clienții nu sunt anunțați de vreo întârziere.
    }
alert-partner-recovered = ✅ Partner API: accesul funcționează din nou ({ $endpoint }). Comenzile păstrate se trimit.
alert-unreadable_response = ⚠ Comanda { $id }: restaurantul a salvat-o (HTTP 200), dar răspunsul său nu a putut fi citit. Datele ei se citesc prin verificarea stării; vă rugăm să anunțați operatorul Partner API.
alert-accepted_late = ⚠ Comanda nr. { $number } ({ $id }) a ajuns la restaurant după ce botul renunțase la ea din cauza unui preț nou. Clientul a fost anunțat; verificați să nu fi comandat din nou același lucru.
alert-menu-stale = ⚠ Meniul nu a mai fost actualizat de { $minutes ->
    [one] { $minutes } minut
    [few] { $minutes } minute
   *[other] { $minutes } de minute
  }.
alert-order-stalled = ⚠ Comanda nr. { $number } este încă „{ $status }” la o zi după plasare. Botul nu o mai verifică: vă rugăm să o urmăriți cu restaurantul.
alert-menu-product-unreadable = ⚠ Produsul { $id } „{ $name }” din meniul restaurantului nu poate fi citit și rămâne ascuns până la remediere ({ $reason }). Restul meniului a fost actualizat.
alert-menu-combo-unreadable = ⚠ Meniul combo { $id } „{ $name }” din meniul restaurantului nu poate fi citit și rămâne ascuns până la remediere ({ $reason }). Restul meniului a fost actualizat.
alert-order-status-unknown = ⚠ Restaurantul a trimis starea de comandă „{ $value }” (comanda nr. { $number }), pe care botul nu o cunoaște. Comanda este urmărită ca fiind în lucru și clientul vede eticheta restaurantului.
alert-menu-half-unknown = ⚠ Meniul restaurantului are pentru jumătate-jumătate { $field } „{ $value }”, pe care botul nu îl cunoaște: jumătate-jumătate este oprit până se poate citi din nou. Restul meniului a fost actualizat.
alert-menu-pickup-day-unknown = ⚠ Zilele de ridicare ale restaurantului conțin „{ $value }”, pe care botul nu îl cunoaște: valoarea este ignorată. Celelalte zile de ridicare sunt afișate.
alert-menu-rejected = 🚨 { $count ->
    [one] { $count } produs din { $total } nu poate fi citit
    [few] { $count } produse din { $total } nu pot fi citite
   *[other] { $count } de produse din { $total } nu pot fi citite
  }: noul meniu nu a fost aplicat; clienții văd ultimul meniu valid.

## The Mini App (issue 16): the photo menu and its one-screen cart
btn-webapp = 🍕 Meniu
app-title = Meniu
app-search = Caută preparate
app-no-results = Nu am găsit nimic.
app-allergen-filter = Fără alergeni
app-allergen-filter-none = Toate preparatele
app-price-from = de la { $price }
app-price-at-checkout = preț la comandă
app-unavailable = Indisponibil acum
app-available-at = Din nou de la { $time }
app-illustrative = imagine ilustrativă
app-size = Mărime
app-extras = Extra
app-remove = Fără
app-base = Blat
app-crust = Margine
app-quantity = Cantitate
app-add = Adaugă
app-added = Adăugat
app-view-order = Vezi comanda · { $count } buc.
app-continue = Continuă în chat
app-cart-title = Comanda dumneavoastră
app-cart-empty = Comanda dumneavoastră este goală.
app-remove-line = Elimină
app-combos = Meniuri combo
app-half = Jumătate-jumătate
app-half-first = Prima jumătate
app-half-second = A doua jumătate
app-slot = Preparatul { $n }
app-line-gone = Nu mai este în meniu: { $name }
app-send-rest = Trimite restul
app-sending = Se trimite…
app-sent = Trimis — continuați în chat.
app-error = Ceva nu a mers bine. Vă rugăm să încercați din nou.
app-auth-failed = Vă rugăm să deschideți din nou meniul din chatul cu botul.
app-chat-unreachable = Nu vă pot scrie în chat. Deschideți chatul cu botul, apăsați „Start” și încercați din nou.
app-price-note = Prețul final se calculează în chat.
app-options = Variantă

## The staff console (issue 24): the board, alerts that ring, the word with the customer, the report
board-empty = 📋 Nicio comandă activă.
board-title = 📋 { $count ->
    [one] { $count } comandă activă
    [few] { $count } comenzi active
   *[other] { $count } de comenzi active
  } (cele mai vechi primele):
board-line = { $late ->
    [yes] ⚠{" "}
   *[no] {""}
  }Nr. { $number } · { $minutes } min · { $status } · { $place } · { $total }
board-pickup = 🏪 ridicare
board-zone = 🛵 { $zone }
board-status-unknown = ❔ stare necunoscută din { $time }
alert-review = 🔔 Comanda nr. { $number } este în verificarea plății: restaurantul trebuie să contacteze clientul. Răspundeți la acest mesaj pentru a-i scrie clientului.
alert-cancelled = 🔔 Comanda nr. { $number } a fost anulată.
alert-accept = 🔔 Comanda nr. { $number } a fost acceptată acum { $minutes } min și încă nu se pregătește.
alert-late = 🔔 Comanda nr. { $number } a fost plasată acum { $minutes } min și încă nu a fost livrată ({ $status }).
alert-reminder = 🔔 Reamintire: comanda nr. { $number } este încă „{ $status }”.
customer-order-behind = ⏳ Comanda nr. { $number }: restaurantul a primit-o și lucrează la ea, dar are întârzieri. Ne cerem scuze pentru așteptare.
relay-to-customer = 💬 Un mesaj de la restaurant despre comanda nr. { $number }:
    { $text }
    (Puteți răspunde aici.)
relay-passed-on = ✓ Am transmis răspunsul dumneavoastră restaurantului.
relay-from-customer = 💬 Clientul comenzii nr. { $number } răspunde:
    { $text }
relay-delivered = ✓ Mesaj livrat clientului comenzii nr. { $number }.
relay-blocked = ✗ Mesajul nu a fost livrat: clientul comenzii nr. { $number } a blocat botul.
relay-failed = ✗ Mesajul nu a fost livrat clientului comenzii nr. { $number }: Telegram l-a refuzat. Încercați din nou mai târziu.
relay-closed = ✗ Comanda nr. { $number } s-a încheiat acum mai bine de o oră (sau nu are un client pe Telegram): mesajul nu a fost trimis.
relay-only-text = ✗ Clientului i se poate trimite doar text.
report-title = 📊 Raport pentru { $date }: { $count ->
    [one] { $count } comandă
    [few] { $count } comenzi
   *[other] { $count } de comenzi
  }, { $total } (fără cele anulate)
report-title-sofar = 📊 Azi ({ $date }) până acum: { $count ->
    [one] { $count } comandă
    [few] { $count } comenzi
   *[other] { $count } de comenzi
  }, { $total } (fără cele anulate)
report-status = · { $status }: { $count } · { $total }
report-pickup = 🏪 Ridicare: { $count } · { $total }
report-zone = 🛵 { $zone }: { $count } · { $total }
report-stage = ⏱ { $from } → { $to }: în medie { $avg } min, cel mai lent { $worst } min ({ $count })
report-dishes = 🍕 Cele mai comandate: { $dishes }
report-open = Încă deschise: { $count }
report-held = Comenzi reținute (netrimise): { $count }
report-trouble = Probleme cu Partner API: { $errors }
report-trouble-none = Probleme cu Partner API: niciuna
report-bad-date = Scrieți data astfel: { $command } AAAA-LL-ZZ (de ex. { $command } 2026-11-23).
report-export = Comenzile din { $date }: { $count ->
    [one] { $count } rând
    [few] { $count } rânduri
   *[other] { $count } de rânduri
  } (fără datele de contact ale clienților).
## Typed orders (issue 25)
proposal-title = 📝 Așa am înțeles comanda dumneavoastră — verificați-o, apoi adăugați-o în coș:
proposal-empty = Nu mai există nicio comandă scrisă de afișat.
proposal-choose = „{ $words }”: ce preparat doriți? Apăsați-l mai jos.
proposal-total = Total estimat: { $amount } (prețul restaurantului îl vedeți înainte de confirmare)
proposal-unknown = ❓ Neînțeles: { $words }
proposal-note-ambiguous = „{ $words }” se potrivește cu mai multe preparate — apăsați-l pe cel dorit.
proposal-note-unavailable = { $words } nu este disponibil momentan ({ $instead }). Mai jos găsiți un preparat asemănător.
proposal-note-size = Acest preparat nu are mărimea „{ $words }” — în schimb: { $instead }.
proposal-note-not-removable = { $words } nu se poate scoate. Se pot scoate: { $instead }
proposal-note-absent = „{ $words }” nu face parte din acest preparat.
proposal-note-addon = Extra „{ $words }” nu este oferit pentru această mărime. Este oferit la: { $instead }
proposal-note-base = Blatul „{ $words }” nu este oferit pentru acest preparat. Blaturi: { $instead }
proposal-note-crust = Marginea pentru această mărime nu poate fi schimbată — rămâne ca în rețetă.
proposal-note-half-off = Jumătate-jumătate nu este oferit aici — apăsați o pizza pentru a o comanda întreagă.
proposal-note-half-refused = { $words } nu poate fi o jumătate — apăsați o pizza pentru a o comanda întreagă.
proposal-note-half-family = Jumătate-jumătate există doar în mărimea familie (nu „{ $words }”).
proposal-note-half-extras = Jumătate-jumătate se face aici fără extra și fără margine: „{ $words }” a fost lăsat deoparte.
proposal-note-quantity = { $words } nu este o cantitate posibilă pentru o poziție (de la 1 la 20) — în schimb: { $instead }.
proposal-note-part-unknown = „{ $words }” — nu am înțeles ce este, așa că nu am schimbat nimic pentru asta.
proposal-note-size-chosen = Nu ați spus mărimea — am ales { $words }. Mai sunt: { $instead } (cu „Modifică”).
proposal-note-synonym-several = „{ $words }” — acest fel are mai multe astfel de extra: { $instead }. Nu am adăugat nimic; alegeți cu „Modifică”.
proposal-note-substituted = „{ $words }” nu este în meniu — am pus { $instead } în loc.
btn-proposal-add = { $count ->
    [one] ✅ Adaugă { $count } poziție în coș
    [few] ✅ Adaugă toate cele { $count } poziții în coș
   *[other] ✅ Adaugă toate cele { $count } de poziții în coș
  }
btn-proposal-edit = ✏️ Modifică { $line }
btn-proposal-update = ✔ { $quantity } buc. pentru poziția { $line } — înapoi la comandă
btn-proposal-drop = ✖ Scoate { $line }

# The operator chat (OPERATOR_CHAT_ID) hears every restaurant's alerts, each naming its restaurant.
fleet-operator-alert = 🏪 Restaurantul „{ $restaurant }”:
    { $alert }

# The demo's terminal (npm run demo): its banner (also after /help), hints, marks and goodbye,
# in the demo chat's language. The example is a typed order the parser reads on the demo menu.
demo-example = 2 margherita mari fără busuioc și o cola
demo-intro =
    Bot de comenzi al unei pizzerii — demo local (Partner API de test, fără Telegram, fără rețea).
    Scrieți numărul unui buton pentru a-l apăsa sau un text (un preparat, numele, telefonul…).
    Sau scrieți o comandă întreagă: „{ demo-example }” (docs/typed-orders.md).
    Pe ecranul cantității un număr este cantitatea: acolo #N apasă butonul N (#N merge oriunde).
    Un rând „{ demo-keyboard }:” este tastatura de răspuns a Telegram sub câmpul de scris: kN apasă
    butonul ei kN (k1 „Trimite numărul meu” trimite un număr demo; /share 0888 123 456 trimite altul).
    Bucătăria mută o comandă cu un status la fiecare { $seconds } s (DEMO_KITCHEN_SECONDS).
    /language schimbă limba (DEMO_LOCALE: { $languages }) · /orders arată comenzile · /quit iese.
demo-hint-number = (scrieți un număr pentru cantitate sau #N pentru a apăsa butonul N)
demo-hint-keyboard = scrieți kN pentru a apăsa butonul kN; „Trimite numărul meu” trimite un număr demo (/share 0888 123 456 trimite altul)
demo-keyboard = tastatură
demo-updated = actualizat
demo-bye = La revedere.

# A restaurant's amount and unit ("200 г") in the chat's language (src/locale/units.ts).
unit-g = { $amount } g
unit-kg = { $amount } kg
unit-ml = { $amount } ml
unit-l = { $amount } l
unit-cm = { $amount } cm
unit-pcs = { $amount } buc.
unit-portion = { $amount } { $amount ->
    [one] porție
    [few] porții
    *[other] de porții
    }

## Issue 36: a word with the restaurant
btn-word-message = ✉️ Scrie restaurantului
btn-word-cancel = ✖️ Cere anularea
btn-word-never = ↩️ Lasă
btn-word-confirm-cancel = ✖️ Da, cere anularea
btn-word-cancelled = ✅ Anulată
btn-word-refused = 🛵 Nu se poate, e pe drum
word-prompt = ✉️ Scrie mesajul tău pentru restaurant despre comanda nr. { $number }: un text sau o fotografie (cu o descriere, dacă vrei). Ajunge la personal așa cum este.
word-sent = ✓ Trimis restaurantului (comanda nr. { $number }). Răspunsul va veni aici.
word-not-sent = ✗ Mesajul tău nu a putut fi transmis restaurantului. Te rugăm să încerci din nou peste puțin timp.
word-only-text-photo = Restaurantului îi pot ajunge doar un text sau o fotografie. Scrie mesajul sau apasă „Lasă”.
word-never = Bine, nu s-a trimis nimic restaurantului.
word-closed = Comanda nr. { $number } s-a încheiat: mesajele despre ea nu mai ajung la restaurant.
word-invalid = Acest buton nu mai este valabil.
word-limit-window = ✗ Netrimis: ai trimis restaurantului { $count } { $count ->
        [one] mesaj
        [few] mesaje
       *[other] de mesaje
    } despre comanda nr. { $number } în { $window } minute, cât transmitem cel mult. Poți scrie din nou peste { $minutes } { $minutes ->
        [one] minut
        [few] minute
       *[other] de minute
    }.
word-limit-total = ✗ Netrimis: ai trimis restaurantului { $count } { $count ->
        [one] mesaj
        [few] mesaje
       *[other] de mesaje
    } despre comanda nr. { $number }, cât transmitem cel mult pentru o comandă.
word-cancel-confirm = Cerem restaurantului să anuleze comanda nr. { $number }? Restaurantul decide: când mâncarea e deja pe drum, s-ar putea să nu mai fie posibil.
word-cancel-asked = 🙋 Am cerut restaurantului să anuleze comanda nr. { $number }. Răspunsul va veni aici.
word-cancel-too-late = Comanda nr. { $number } este deja pe drum sau gata: nu mai poate fi anulată aici. Poți totuși să scrii restaurantului.
word-cancel-pending = Ai cerut deja anularea comenzii nr. { $number }: răspunsul restaurantului va veni aici.
word-cancel-was-cancelled = Restaurantul a răspuns deja: comanda nr. { $number } este anulată.
word-cancel-was-refused = Restaurantul a răspuns deja: comanda nr. { $number } nu a putut fi anulată, este pe drum.
word-cancel-done = Comanda ta a fost anulată, așa cum ai cerut.
word-cancel-refused = Nu am putut anula comanda ta: este deja pe drum.
word-from-customer = ✉️ Clientul comenzii nr. { $number } scrie:
    { $text }
word-photo-from-customer = 📷 Clientul comenzii nr. { $number } trimite o fotografie.
word-cancel-request = 🙋 Clientul comenzii nr. { $number } cere anularea ei. Anuleaz-o în sistemul vostru, apoi răspunde aici (clientul va fi anunțat).
word-cancel-answered = → { $answer } ({ $by })
word-staff-recorded = Înregistrat: clientul este anunțat.
word-staff-already = Deja răspuns: { $answer }.
word-staff-invalid = Acest buton nu mai este valabil.
## Issue 36: rating
rating-ask = ⭐ Cum a fost comanda nr. { $number }? Acordați-i de la 1 la 5 stele.
rating-btn-skip = Omite
rating-thanks-ask-comment = Vă mulțumim! Comanda nr. { $number }: { $stars }
    Doriți să adăugați ceva? Scrieți într-un singur mesaj sau apăsați „Omite”.
rating-thanks = Vă mulțumim pentru evaluarea comenzii nr. { $number }: { $stars }
rating-thanks-toast = Vă mulțumim!
rating-comment-thanks = ✓ Vă mulțumim, am notat cuvintele dumneavoastră.
rating-already = Ați evaluat deja această comandă.
rating-invalid = Acest buton de evaluare nu mai este valabil.
rating-staff-low = ⭐ Comanda nr. { $number } a primit evaluarea { $stars }
rating-staff-comment = 💬 Clientul comenzii nr. { $number } ({ $stars }) adaugă:
    { $text }
report-ratings = ⭐ Evaluări: media { $average } din { $count ->
    [one] { $count } evaluare
    [few] { $count } evaluări
   *[other] { $count } de evaluări
  }
report-ratings-none = ⭐ Evaluări: niciuna încă
report-rating-comment = · Nr. { $number } { $stars }: { $text }
report-ratings-more = · …și încă { $count ->
    [one] { $count } comentariu
    [few] { $count } comentarii
   *[other] { $count } de comentarii
  } în /export
## Issue 36: arrival times
eta-delivery = 🕒 La ora aceasta ajunge de obicei în { $from }–{ $to } min.
eta-pickup = 🕒 La ora aceasta e de obicei gata de ridicare în { $from }–{ $to } min.
eta-staff-delivery = 🕒 Restaurantul estimează livrarea în { $from }–{ $to } min.
eta-staff-pickup = 🕒 Restaurantul estimează că va fi gata în { $from }–{ $to } min.
eta-left-delivery = 🕒 De obicei încă { $from }–{ $to } min de acum.
eta-left-pickup = 🕒 De obicei gata în { $from }–{ $to } min de acum.
eta-left-staff = 🕒 Cam { $from }–{ $to } min de acum (estimarea restaurantului).
staff-eta-set = ⏱ Timpul de livrare e setat la { $minutes } min până la miezul nopții sau /eta off. Clienții văd { $from }–{ $to } min.
staff-eta-off = ⏱ /eta anulat: clienții văd ce spune istoricul comenzilor (sau nimic, când e prea puțin).
staff-eta-current = ⏱ /eta: { $minutes } min (setat la { $time }, până la miezul nopții).
staff-eta-none = ⏱ /eta nu este setat.
staff-eta-history = Istoricul acum: livrare { $delivery }; ridicare { $pickup }.
staff-eta-range = { $from }–{ $to } min ({ $count ->
    [one] { $count } comandă
    [few] { $count } comenzi
   *[other] { $count } de comenzi
  })
staff-eta-thin = prea puține comenzi asemănătoare (sub { $minimum })
staff-eta-usage = ⏱ /eta 60 (minute, { $min }–{ $max }) setează timpul de livrare pentru diseară, /eta off îl anulează, /eta singur îl arată.
board-eta = ⏱ Timp de livrare din /eta: { $minutes } min.
staff-help-eta = /eta 60 — timpul de livrare pentru diseară în estimările pentru clienți (până la miezul nopții), /eta off — îl anulează, /eta — setarea și ce spune istoricul.

## Issue 36: loose ends
word-cancel-answer-blocked = ✗ { $by }: nelivrat: clientul comenzii nr. { $number } a blocat botul și nu a aflat „{ $answer }”. Răspunsul este înregistrat; anunțați-l pe altă cale (telefonul este în rezumatul comenzii).
word-cancel-answer-failed = ✗ { $by }: nelivrat clientului comenzii nr. { $number }: Telegram a refuzat „{ $answer }”. Răspunsul este înregistrat; anunțați-l pe altă cale (telefonul este în rezumatul comenzii).
