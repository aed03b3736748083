# German texts of the ordering bot. Dish names, sizes, extras and the restaurant's own
# messages come from the restaurant as they are (often in Bulgarian); everything else is here.

## Commands
cmd-start = Start
cmd-menu = Speisekarte
cmd-cart = Warenkorb
cmd-orders = Meine Bestellungen
cmd-language = Sprache
cmd-help = Hilfe
cmd-forget = Meine gespeicherten Daten löschen

## Buttons
btn-back = ⬅ Zurück
btn-home = 🏠 Start
btn-cart = { $count ->
    [0] 🛒 Warenkorb
   *[other] 🛒 Warenkorb ({ $count })
  }
btn-orders = 📦 Meine Bestellungen
btn-repeat = 🔁 Letzte Bestellung wiederholen
btn-order = 📄 Nr. { $number } · { $when }
btn-order-again = 🔁 Noch einmal bestellen
btn-language = 🌐 Sprache
btn-combos = 🎁 Menüs
btn-half = 🍕 Halb und halb
btn-customize = ⚙ Extras und Änderungen
btn-add = ➕ Hinzufügen
btn-add-to-cart = 🛒 { $quantity } Stück in den Warenkorb
btn-done = ✔ Fertig
btn-clear = 🗑 Warenkorb leeren
btn-checkout = ✅ Bestellen
btn-pickup = 🏪 Ich hole es ab
btn-add-more = ➕ Mehr hinzufügen
btn-pickup-instead = 🏪 Lieber selbst abholen
btn-continue-anyway = ➡ Trotzdem weiter
btn-use-saved = ✔ Diese Daten verwenden
btn-edit-contact = ✏ Ändern
btn-forget = 🗑 Vergessen
btn-keep = ✔ Beibehalten: { $value }
btn-skip = ⏭ Überspringen
btn-accept-suggestion = ✔ Bereinigten Text übernehmen
btn-use-email = ✔ { $email } verwenden
btn-confirm = ✅ Für { $amount } bestätigen
btn-edit = ✏ Bestellung ändern
btn-share-phone = 📱 Meine Nummer teilen
btn-keep-phone = ✔ Diese Nummer behalten

## Screens
home = Willkommen! Bitte wählen Sie eine Kategorie. { $search }
search-hint = Sie können auch den Namen eines Gerichts eingeben.
menu-unavailable = Die Speisekarte ist gerade nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.
page-of = { $page } / { $pages }
page-counter = Seite { $page } von { $pages }
price-at-quote = Preis bei der Bestellung
price-from = ab { $price }
price-each = { $price } pro Stück
line-estimate = Ihre Auswahl: { $amount }
search-empty = Nichts gefunden für „{ $query }“. Versuchen Sie ein anderes Wort.
search-results = { $count ->
    [one] { $count } Treffer für „{ $query }“:
   *[other] { $count } Treffer für „{ $query }“:
  }
product-gone = Dieses Gericht steht nicht mehr auf der Speisekarte.
allergens = Allergene: { $list }
allergens-none-declared = keine Allergene angegeben
allergens-not-confirmed = (⚠ vom Restaurant nicht bestätigt)
allergens-of-extras = Allergene der Extras:
allergens-of-bases = Allergene der Teigsorten:
allergens-unconfirmed = ⚠ Das Restaurant hat die Allergenangaben nicht bestätigt für: { $items }
base-chosen = Teig: { $name } ({ $allergens })
photo-illustrative = 📷 Das Foto dient nur zur Veranschaulichung.
unavailable = ⛔ Vorübergehend nicht verfügbar.
extras-title = { $name }, { $size }: Extras wählen und Zutaten weglassen.
allergen-caution = ⚠ Das Weglassen einer Zutat garantiert nicht, dass ein Allergen fehlt.
crust = Rand ({ $price })
quantity = Wie viele? (1–{ $max }; jetzt: { $quantity }) Sie können auch eine Zahl eingeben.
quantity-total = { $quantity } Stück für { $total }
combos-title = Menüs:
combo-hint = 🔄 — an dieser Stelle können Sie das Gericht tauschen.
slot-title = Wählen Sie ein Gericht für Position { $slot }:
half-pick = Wählen Sie die { $which ->
    [1] erste
   *[other] zweite
  } Hälfte (Familiengröße):
half-price-higher = Preis: der der teureren Hälfte.
half-price-average = Preis: der Durchschnitt beider Hälften.
half-price-fixed = Preis: { $price } für zwei beliebige Hälften.
half-price-unset = Preis: wird bei der Bestellung berechnet.
half-configure = ½ { $first } + ½ { $second }: Zutaten jeder Hälfte weglassen und den Teig wählen.
half-and-half = Halb und halb
without = ohne { $items }
with-crust = mit Rand
without-crust = ohne Rand
unknown-dish = Gericht Nr. { $id }
cart-empty = Ihr Warenkorb ist leer.
cart-title = { $count ->
    [one] Ihr Warenkorb hat { $count } Position:
   *[other] Ihr Warenkorb hat { $count } Positionen:
  }
cart-subtotal = Zwischensumme: { $amount } (geschätzt nach den Preisen der Speisekarte)
cart-subtotal-partial = Zwischensumme: { $amount } plus die Gerichte, deren Preis bei der Bestellung berechnet wird (geschätzt)
cart-subtotal-at-quote = Zwischensumme: wird bei der Bestellung berechnet
cart-note = Den Endpreis mit Lieferung nennt das Restaurant, bevor Sie bestätigen.
fulfilment-title = Lieferung oder Abholung?
zone-line = 🛵 { $name }: { $details }{ $today ->
    [late] {" "}(nach den üblichen Zeiten: Sobald Sie sie wählen, frage ich das Restaurant, ob es sie als späte Bestellung annimmt)
    [no] {" "}(heute geschlossen)
   *[yes] {""}
  }
zone-fee = Lieferung { $amount }
zone-minimum = Mindestbestellwert { $amount }
zone-free-over = Lieferung frei ab { $amount }
zone-hours = { $opens }–{ $cutoff }
pickup-line = 🏪 { $name }, { $address }, { $opens }–{ $cutoff }
hours-time-zone = 🕒 Zeiten in der Ortszeit des Restaurants ({ $zone }, { $offset }).
quote-decides = Den genauen Preis, die Liefergebühr und die Zeiten bestätigt das Restaurant bei der Berechnung.
zone-closed-line = 🛵 { $name }: gerade geschlossen, { $opens }.
zone-refused-line = 🛵 { $name }: Das Restaurant nimmt dafür gerade keine Bestellungen an, auch keine späten; { $opens }.
pickup-closed-line = 🏪 { $name }, { $address }: gerade geschlossen, { $opens }.
opens-next = { $inDays ->
    [0] öffnet heute um { $time }
    [1] öffnet morgen um { $time }
   *[other] öffnet am { $day ->
        [1] Montag
        [2] Dienstag
        [3] Mittwoch
        [4] Donnerstag
        [5] Freitag
        [6] Samstag
       *[7] Sonntag
    } um { $time }
  }
opens-never = keine Öffnungszeiten angegeben
fulfilment-none-open = Gerade nimmt keine Option Bestellungen an. Ihr Warenkorb bleibt erhalten: Kommen Sie gern wieder, sobald eine öffnet.
minimum-short = 🛵 Lieferung nach { $zone } ab einem Bestellwert von { $minimum }. Nach den Preisen der Speisekarte kommt Ihr Warenkorb auf { $estimate }: es fehlen { $missing }.
minimum-choices = Fügen Sie mehr hinzu oder holen Sie selbst ab (ohne Mindestbestellwert). Sie können auch weitermachen: Den genauen Betrag prüft das Restaurant bei der Preisberechnung.
contact-saved = Ihre gespeicherten Daten verwenden?
contact-saved-person = 👤 { $details }
contact-saved-address = 🏠 { $address }
contact-saved-no-address = 🏠 Noch keine Adresse gespeichert — ich frage gleich danach.
ask-name = Wie heißen Sie? (für die Bestellung)
ask-phone = Ihre Telefonnummer? Geben Sie sie ein (z. B. 0151 23456789, +49 151 23456789 oder bulgarisch 0888 123 456) oder tippen Sie auf „Meine Nummer teilen“.
ask-email = E-Mail (optional):
ask-address = Lieferadresse (Straße, Hausnummer, Eingang, Etage):
ask-note = Eine Anmerkung zur Bestellung (optional):
current-value = Jetzt: { $value }
note-suggestion = Eine Anmerkung darf kein HTML und keine Zeilenumbrüche enthalten. Vorschlag: „{ $note }“
email-suggestion = Meinten Sie { $email }?
calculating = ⏳ Der Preis wird berechnet…
checking-zone = ⏳ Ich frage das Restaurant, ob es für { $zone } gerade Bestellungen annimmt…
sending = ⏳ Ihre Bestellung wird gesendet…
still-working = Ich bin noch dabei, bitte warten Sie…
quote-missing = Kein Preis berechnet. Bitte beginnen Sie die Bestellung erneut.
review-title = Ihre Bestellung:
review-receipt-delivery = 🛵 Lieferung nach { $zone }: { $address }
review-receipt-pickup = 🏪 Abholung bei { $name }, { $address }, { $opens }–{ $cutoff }
review-contact = 👤 { $details }
review-note = 📝 Anmerkung: { $note }
review-subtotal = Gerichte: { $amount }
review-delivery = Lieferung: { $amount }
review-delivery-free = Lieferung: kostenlos
review-total = Gesamt: { $amount }
review-below-minimum = ⚠ Unter dem Mindestbestellwert dieser Zone von { $minimum }{ $delivery ->
    [yes] {" "}(Lieferung inbegriffen)
   *[no] {""}
  }: Fügen Sie { $exclusive ->
    [yes] mehr als { $missing }
   *[no] mindestens { $missing }
  } hinzu oder holen Sie selbst ab.
review-late = 🌙 Späte Bestellung: Es gelten die Bedingungen für späte Stunden.
review-period-other = 🕒 Zeitraum: „{ $period }“ (Bezeichnung des Restaurants; seine Bedingungen sind im Preis oben enthalten).
review-cash = 💶 Barzahlung bei Lieferung.
review-cash-pickup = 💶 Barzahlung bei Abholung.
review-estimate-differs = ℹ Nach den Preisen der Speisekarte kosteten die Gerichte { $estimate }; der Preis des Restaurants ist { $quoted }, und diesen bestätigen Sie.
order-placed = ✅ Bestellung angenommen! Nummer: { $number }. Gesamt: { $total }. Wir informieren Sie über jede Änderung.
order-held-unavailable = ⏳ Das Restaurant nimmt gerade keine Bestellungen an. Wir bewahren Ihre Bestellung auf und melden uns, sobald sie angenommen ist — bitte bestellen Sie nicht noch einmal.
order-held-coordination = ⏳ Wegen eines technischen Problems bei uns konnten wir Ihre Bestellung nicht senden. Sie wird aufbewahrt und einmal gesendet, sobald das Problem behoben ist; dann melden wir uns — bitte bestellen Sie nicht noch einmal.
order-held = ⏳ Ihre Bestellung ist bei uns und wartet auf die Bestätigung des Restaurants. Wir melden uns, sobald wir Antwort haben — bitte bestellen Sie nicht noch einmal.
orders-empty = Sie haben noch keine Bestellungen.
held-order-unavailable = ⏳ Wir bewahren Ihre Bestellung über { $total } auf: Das Restaurant nimmt gerade keine Bestellungen an. Wir senden sie und melden uns, sobald sie angenommen ist — bitte bestellen Sie nicht noch einmal.
held-order-coordination = ⏳ Wir bewahren Ihre Bestellung über { $total } auf: Ein technisches Problem bei uns verhindert das Senden. Sie wird einmal gesendet, sobald das Problem behoben ist — bitte bestellen Sie nicht noch einmal.
held-order = ⏳ Ihre Bestellung ({ $total }) ist bei uns und wartet auf die Bestätigung des Restaurants. Wir melden uns, sobald wir Antwort haben — bitte bestellen Sie nicht noch einmal.
ordering-closed = ⛔ Das Restaurant nimmt gerade keine Bestellungen an. Sie können sich trotzdem die Speisekarte ansehen und den Warenkorb füllen.
ordering-no-cash = ⛔ Das Restaurant nimmt gerade kein Bargeld an, und über diesen Bot kann nur bar bezahlt werden. Sie können sich trotzdem die Speisekarte ansehen und den Warenkorb füllen.
restaurant-notice = ℹ { $notice }
orders-title = Ihre Bestellungen:
order-line = Nr. { $number } · { $when } · { $total } · { $status }
order-items-more = { $count } weitere
orders-range = Bestellungen { $from }–{ $to } von { $count }, die neuesten zuerst.
order-when-today = heute { $time }
order-when-yesterday = gestern { $time }
order-when-date = { $date } { $time }
order-title = Bestellung Nr. { $number }
order-placed-at = Aufgegeben: { $when }
order-status = Status: { $status }
order-receipt-delivery = Lieferung nach { $zone }
order-receipt-delivery-any = Lieferung
order-receipt-pickup = Abholung im Restaurant
order-line-gone = { $name } (nicht mehr auf der Speisekarte)
order-details-missing = Die Einzelheiten dieser Bestellung wurden nicht gespeichert; Nummer und Summe stehen oben.
order-total = Gesamt: { $amount }, bar
order-gone = Diese Bestellung ist nicht mehr in Ihrer Liste.
language-title = Sprache wählen:
help = Bestellen Sie mit den Schaltflächen unter den Nachrichten, geben Sie den Namen eines Gerichts ein oder schreiben Sie Ihre ganze Bestellung in eine Nachricht („2 große Margherita ohne Basilikum und eine Cola“). Befehle: /menu, /cart, /orders, /language, /forget.
only-text = Ich verstehe Text und Schaltflächen. Hier waren wir stehen geblieben:
private-only = Bestellungen nehme ich im privaten Chat mit mir entgegen.
flood = Bitte etwas langsamer — ich bearbeite noch Ihre vorigen Nachrichten.
stale-button = Das hat sich inzwischen geändert. Hier ist die aktuelle Ansicht.
invalid-button = Diese Schaltfläche ist nicht gültig. Hier ist die aktuelle Ansicht.
label-button = Diese Schaltfläche zeigt nur eine Zahl — bitte nutzen Sie die Schaltflächen daneben.

## Allergen names: the 14 codes of the spec ("Allergen codes"), in code order
allergen-1 = Gluten
allergen-2 = Krebstiere
allergen-3 = Eier
allergen-4 = Fisch
allergen-5 = Erdnüsse
allergen-6 = Soja
allergen-7 = Milch
allergen-8 = Schalenfrüchte
allergen-9 = Sellerie
allergen-10 = Senf
allergen-11 = Sesam
allergen-12 = Schwefeldioxid und Sulfite
allergen-13 = Lupinen
allergen-14 = Weichtiere

## Order statuses: the meaning in the chat's language (Bulgarian chats read the restaurant's label);
## status-with-label adds the label where it says more (a payment review, a cancellation)
status-with-label = { $meaning } (das Restaurant: „{ $label }“)
status-accepted = angenommen
status-preparing = wird zubereitet
status-sent = unterwegs
status-sent-pickup = abholbereit
status-delivered = geliefert
status-delivered-pickup = abgeholt
status-cancelled = storniert
status-payment_review = in Prüfung — bitte wenden Sie sich an das Restaurant
status-unknown = in Bearbeitung im Restaurant

## Notices
notice-unexpected = Das habe ich nicht verstanden. Bitte nutzen Sie die Schaltflächen unten.
notice-menu_unavailable = Die Speisekarte ist gerade nicht verfügbar.
notice-draft_missing = Bitte wählen Sie zuerst ein Gericht.
notice-draft_incomplete = Die Auswahl ist noch nicht vollständig.
notice-added_to_cart = ✅ Zum Warenkorb hinzugefügt.
notice-cart_empty = Ihr Warenkorb ist leer.
notice-cart_changed = 🔄 Das Restaurant hat seine Speisekarte geändert, deshalb habe ich Ihren Warenkorb angepasst:
cart-change-gone = • { $line } steht nicht mehr auf der Speisekarte — aus dem Warenkorb entfernt.
cart-change-gone-part = • { $line }: „{ $item }“ steht nicht mehr auf der Speisekarte — die Position wurde aus dem Warenkorb entfernt.
cart-change-unavailable = • { $line } ist gerade nicht verfügbar — aus dem Warenkorb entfernt.
cart-change-unavailable-part = • { $line }: „{ $item }“ ist gerade nicht verfügbar — die Position wurde aus dem Warenkorb entfernt.
cart-change-available-at = { "   " }Wieder verfügbar: { $when }
cart-change-not-possible = • { $line }: Das Restaurant hat seine Speisekarte geändert, und diese Auswahl ist nicht mehr möglich — die Position wurde entfernt.
cart-change-size = • { $line }: Die Größe „{ $from }“ wird nicht mehr angeboten — geändert auf „{ $to }“.
cart-change-addon = • { $line }: Das Extra „{ $item }“ wird nicht mehr angeboten — entfernt.
cart-change-ingredient = • { $line }: „{ $item }“ kann nicht mehr weggelassen werden — es bleibt im Rezept.
cart-change-base = • { $line }: Der Teig „{ $item }“ wird nicht mehr angeboten — es gilt der Standardteig.
cart-change-crust = • { $line }: Der Rand ist nicht mehr wählbar — wie im Rezept.
cart-change-slot = • { $line }: „{ $from }“ gehört nicht mehr zu diesem Menü — ersetzt durch „{ $to }“.
cart-change-combo = • { $line }: Das Restaurant hat dieses Menü geändert; es kostet jetzt ab { $price }. Den genauen Betrag sehen Sie vor der Bestätigung.
notice-cart_full = Ihr Warenkorb ist voll (höchstens 40 Positionen).
notice-cart_invalid = Ihr Warenkorb enthält etwas, das nicht bestellt werden kann.
notice-line_gone = Diese Position ist nicht mehr in Ihrem Warenkorb.
notice-contact_forgotten = Ihre gespeicherten Daten sind gelöscht.
notice-saved_contact_typed = Das sind Ihre gespeicherten Daten. Tippen Sie auf „{ btn-use-saved }“, um mit ihnen fortzufahren, oder auf „{ btn-edit-contact }“, um neue einzugeben.
notice-contact_incomplete = Der Name oder die Telefonnummer fehlt.
notice-contact_share_incomplete = Der geteilte Kontakt hat keinen Namen — bitte geben Sie Ihren Namen ein.
notice-half_not_offered = Halb und halb wird gerade nicht angeboten.
notice-quantity_expected = Bitte wählen Sie eine Menge von 1 bis 20.
notice-zone_not_offered = In diese Zone wird nicht geliefert.
notice-zone_closed_late = 🌙 Für diese Zone nimmt das Restaurant gerade keine Bestellungen an, auch nicht als späte Bestellung. Ihr Warenkorb bleibt erhalten: Wählen Sie unten eine andere Möglichkeit.
notice-zone_late_accepted = 🌙 Das Restaurant nimmt die Bestellung als späte Bestellung an: Es gelten die Bedingungen für späte Stunden (Sie sehen sie mit dem Preis).
notice-pickup_closed = Für die Abholung werden gerade keine Bestellungen angenommen.
notice-quote_refreshed = Der Preis war abgelaufen, deshalb haben wir ihn neu geprüft: Die Summe ist gleich geblieben. Bitte bestätigen Sie noch einmal.
notice-quote_missing = Kein Preis berechnet.
notice-price_changed = Der Preis hat sich geändert. Bitte bestätigen Sie die neue Summe.
notice-restaurant_refused = Das Restaurant hat die Bestellung nicht angenommen:
notice-ordering_unavailable = Wir nehmen gerade keine Bestellungen an. Bitte versuchen Sie es später.
notice-quote_failed = Ich konnte den Preis nicht berechnen. Bitte versuchen Sie es noch einmal.
notice-quote_menu_changed = Das Restaurant hat gerade seine Speisekarte geändert. In höchstens einer Minute habe ich die neue — tippen Sie dann noch einmal auf „Bestellen“, und ich sage Ihnen, was sich in Ihrem Warenkorb geändert hat.
notice-quote_closed = Für diese Zeit nimmt das Restaurant keine Bestellungen an.
notice-quote_below_minimum = Der Betrag liegt unter dem Mindestbestellwert dieser Zone.
notice-quote_test_only = Dieser Preis dient nur zum Testen und kann nicht bestellt werden.
notice-order_held_unavailable = Bestellen ist gerade nicht möglich; Ihre Bestellung wird aufbewahrt.
notice-order_held_coordination = Ein technisches Problem bei uns: Ihre Bestellung wird aufbewahrt und einmal gesendet.
notice-ordering_service_unavailable = Der Bestelldienst des Restaurants ist gerade nicht erreichbar. Ihr Warenkorb bleibt erhalten: Bitte versuchen Sie es später noch einmal.
notice-checkout_offline = Wegen eines technischen Problems bei uns können wir für einen Moment keine neuen Bestellungen annehmen. Ihr Warenkorb bleibt erhalten: Bitte versuchen Sie es in einer Minute noch einmal.
notice-order_held = Ihre Bestellung wartet auf Bestätigung.
notice-please_wait = Bitte warten Sie — ich sende Ihre Bestellung.
notice-please_wait_quote = Bitte warten Sie — ich berechne den Preis.
notice-order_too_long = Diese Nachricht ist zu lang, um sie als Bestellung zu lesen. Bitte senden Sie die Bestellung in Teilen — bis zu 15 Zeilen (etwa 80 Wörter) pro Nachricht.
notice-ordering_closed = Das Restaurant nimmt gerade keine Bestellungen an, deshalb kann ich die Bestellung nicht beginnen. Ihr Warenkorb bleibt, wie er ist.
notice-cash_not_accepted = Das Restaurant nimmt gerade kein Bargeld an, deshalb kann ich die Bestellung nicht aufnehmen. Ihr Warenkorb bleibt, wie er ist.
notice-order_still_open = Ihre vorige Bestellung wartet noch auf das Restaurant. Sie können wieder bestellen, sobald wir dazu Antwort haben.
notice-no_last_order = Sie haben keine frühere Bestellung.
notice-repeat_added = Ich habe Ihre letzte Bestellung in den Warenkorb gelegt.
notice-app_cart_received = Hier ist die Bestellung aus der Speisekarte. Tippen Sie auf „Bestellen“, um fortzufahren.
notice-repeat_partial = Ich habe das in den Warenkorb gelegt, was von Ihrer letzten Bestellung noch verfügbar ist.
notice-order_again_added = Ich habe diese Bestellung in den Warenkorb gelegt.
notice-order_again_partial = Ich habe das in den Warenkorb gelegt, was von dieser Bestellung noch verfügbar ist.
notice-order_details_missing = Die Einzelheiten dieser Bestellung wurden nicht gespeichert, deshalb kann ich sie nicht erneut hinzufügen.
notice-order_unknown = Diese Bestellung kann ich nicht finden.
notice-product_gone = Dieses Gericht steht nicht mehr auf der Speisekarte.
notice-product_unavailable = Das ist gerade nicht verfügbar.
notice-size_unknown = Diese Größe wird nicht angeboten.
notice-addon_not_allowed = Dieses Extra wird für diese Größe nicht angeboten.
notice-addons_full = Höchstens 40 Extras.
notice-ingredient_not_removable = Diese Zutat kann nicht weggelassen werden.
notice-removed_full = Zu viele Zutaten weggelassen.
notice-base_not_allowed = Dieser Teig wird nicht angeboten.
notice-crust_fixed = Der Rand dieser Größe kann nicht geändert werden.
notice-option_not_offered = Diese Auswahl wird hier nicht angeboten.
notice-name_empty = Bitte geben Sie einen Namen ein.
notice-name_no_letter = Ein Name braucht mindestens einen Buchstaben.
notice-name_too_long = Der Name ist zu lang (höchstens 100 Zeichen).
notice-phone_invalid = Das sieht nicht nach einer gültigen Telefonnummer aus. Beispiel: 0151 23456789, +49 151 23456789 oder bulgarisch 0888 123 456.
notice-phone_incomplete = Die Nummer ist unvollständig: Fehlt vielleicht eine Ziffer? (z. B. 0151 23456789, bulgarisch 0888 123 456)
notice-phone_too_long = Die Nummer ist zu lang.
notice-email_invalid = Die E-Mail-Adresse sieht nicht gültig aus.
notice-email_too_long = Die E-Mail-Adresse ist zu lang.
notice-address_empty = Bitte geben Sie eine Adresse ein.
notice-address_too_long = Die Adresse ist zu lang (höchstens 240 Zeichen).
notice-note_too_long = Die Anmerkung ist zu lang (höchstens 500 Zeichen).
notice-note_needs_cleaning = Die Anmerkung enthält HTML oder Zeilenumbrüche.
notice-order_not_placed_same_price = Ihre Bestellung ist noch nicht aufgegeben. Der Preis ist gleich geblieben: Bitte bestätigen Sie sie noch einmal.
price-change = Vorher { $before }, jetzt { $after }.

## Order news for the customer
status-changed = 📦 Bestellung Nr. { $number }: { $status }
order-accepted-later = ✅ Bestellung Nr. { $number } wurde vom Restaurant angenommen. Gesamt: { $total }.
order-rejected-later = ❌ Das Restaurant hat Ihre Bestellung nicht angenommen: { $detail } Die Gerichte liegen wieder in Ihrem Warenkorb (/cart).
order-requote-later = ⚠ Ihre Bestellung wurde nicht aufgegeben: Sie braucht einen aktuellen Preis, bevor sie gesendet werden kann.
order-given-up-expired = ⚠ Das Restaurant hat Ihre Bestellung nicht angenommen, solange ihr Preis galt, deshalb wurde sie nicht aufgegeben.
order-given-up-retries = ⚠ Ihre Bestellung konnte nicht aufgegeben werden: Das Bestellsystem des Restaurants hat sie nicht angenommen.
order-back-in-cart = Die Gerichte sind wieder in Ihrem Warenkorb: Öffnen Sie /cart und tippen Sie auf „Bestellen“, um den aktuellen Preis zu bestätigen.
order-back-fresh-price = Die Gerichte sind mit denselben Angaben wieder in Ihrem Warenkorb: Tippen Sie unten auf die Schaltfläche, um den aktuellen Preis zu sehen, und bestätigen Sie ihn.
order-may-still-arrive = Sie kann das Restaurant trotzdem noch erreichen: Falls ja, sagen wir Ihnen Bescheid.
btn-confirm-fresh-price = 🔄 Aktuellen Preis bestätigen
order-lost-later = ⚠ Ihre Bestellung hat das Restaurant nie erreicht. Die Gerichte liegen wieder in Ihrem Warenkorb: Bitte bestellen Sie erneut über /cart.
order-accepted-after-all = ✅ Ihre frühere Bestellung hat das Restaurant doch erreicht: Nr. { $number }, Gesamt { $total }. Sie müssen sie nicht noch einmal bestätigen.
order-accepted-after-all-waiting = ✅ Ihre frühere Bestellung hat das Restaurant doch erreicht: Nr. { $number }, Gesamt { $total }. Ihre spätere Bestätigung wurde nicht gesendet, es gibt also nur diese eine Bestellung.
order-accepted-after-all-sent = ⚠ Ihre frühere Bestellung hat das Restaurant doch erreicht: Nr. { $number }, Gesamt { $total }. Ihre spätere Bestätigung war ebenfalls schon gesendet worden, daher hat das Restaurant möglicherweise zwei Bestellungen von Ihnen. Wir haben das Restaurant gebeten, das zu prüfen; wenden Sie sich bei Bedarf direkt an das Restaurant.

## Staff chat
staff-order = 🆕 Bestellung Nr. { $number }
staff-delivery = 🛵 Lieferung: { $zone }
staff-pickup = 🏪 Abholung im Restaurant
staff-total = Gesamt: { $total } (bar)
staff-customer = Kunde: { $name }, { $phone }
staff-address = Adresse: { $address }
staff-note = Anmerkung: { $note }
staff-status = Status: { $status }
staff-active = { $count ->
    [0] Keine aktiven Bestellungen.
    [one] { $count } aktive Bestellung:
   *[other] { $count } aktive Bestellungen:
  }
staff-active-line = Nr. { $number } — { $status } — vor { $minutes } Min.
staff-health = Speisekarte: { $menuAge } s alt, letzter Abgleich: { $lastSync }, Fehler in Folge: { $failures }
    Anfragen: { $used }/{ $limit } pro Minute, pausiert bis: { $paused }
    Offene Bestellungen: { $backlog }, verfolgt: { $tracked }, Verzug der Statusprüfung: { $lag } s
    API-Fehler: { $errors }
staff-health-translations = Speisekartentexte ohne Übersetzung (Sprache fehlend/gesamt): { $list }
staff-health-instances = Instanzen: { $count }
staff-health-instance = · { $id }{ $self ->
    [yes] {" "}(diese)
   *[no] {""}
  }, Leases: { $leases }
staff-health-redis-down = Instanzen: Redis antwortet nicht (bestätigte Bestellungen werden zurückgehalten und erst gesendet, wenn es wieder antwortet).
staff-help = Befehle: /board — die Übersicht erneut unten im Chat, /active — aktive Bestellungen, /today — der bisherige Bericht von heute, /report JJJJ-MM-TT — der Bericht eines Tages, /export JJJJ-MM-TT — die CSV eines Tages, /health — Zustand. Eine Antwort auf die Zusammenfassung einer Bestellung (oder auf einen Alarm dazu) erreicht deren Kunden.

## Alerts for the staff chat
alert-ordering_disabled = 🚨 Die Bestellannahme ist abgeschaltet. Bestellung { $id } wartet.
alert-quote_expired = ⚠ Bestellung { $id } wurde nicht angenommen, solange ihr Preis galt, und wird nicht mehr gesendet. Der Kunde wurde gebeten, einen neuen Preis zu bestätigen.
alert-retries_exhausted = ⚠ Bestellung { $id } wurde nach allen Versuchen nicht angenommen und wird nicht mehr gesendet. Der Kunde wurde gebeten, einen neuen Preis zu bestätigen.
alert-unexpected_answer = 🚨 Bestellung { $id }: Das Restaurant hat /orders mit einem Status beantwortet, den die API nicht vorsieht (400, 404 oder eine Weiterleitung). Sie wird nicht erneut gesendet; prüfen Sie die API-Adresse und informieren Sie deren Betreiber.
alert-repeated_failures = 🚨 Bestellung { $id } konnte nach mehreren Versuchen nicht gesendet werden; wir versuchen es weiter.
alert-partner-unauthorized = 🚨 Partner API: falsche oder gesperrte Zugangsdaten (401) bei { $endpoint }.
    Bestellungen werden aufbewahrt und gesendet, sobald der Zugang wieder funktioniert; bis dahin wird dies nur einmal gemeldet.
    { $count ->
        [one] { $count } verfolgte Bestellung hat bis dahin einen unbekannten Status: kein Verspätungsalarm, der Kunde erhält keine Verspätungsmeldung.
       *[other] { $count } verfolgte Bestellungen haben bis dahin einen unbekannten Status: keine Verspätungsalarme, die Kunden erhalten keine Verspätungsmeldung.
    }
alert-partner-forbidden = 🚨 Partner API: Zugriff verweigert (403) bei { $endpoint }.
    Bestellungen werden aufbewahrt und gesendet, sobald der Zugang wieder funktioniert; bis dahin wird dies nur einmal gemeldet.
    { $count ->
        [one] { $count } verfolgte Bestellung hat bis dahin einen unbekannten Status: kein Verspätungsalarm, der Kunde erhält keine Verspätungsmeldung.
       *[other] { $count } verfolgte Bestellungen haben bis dahin einen unbekannten Status: keine Verspätungsalarme, die Kunden erhalten keine Verspätungsmeldung.
    }
alert-partner-recovered = ✅ Partner API: Der Zugang funktioniert wieder ({ $endpoint }). Aufbewahrte Bestellungen werden gesendet.
alert-unreadable_response = ⚠ Bestellung { $id }: Das Restaurant hat sie gespeichert (HTTP 200), aber seine Antwort war nicht lesbar. Ihre Daten werden über die Statusprüfung gelesen; bitte informieren Sie den Betreiber der Partner API.
alert-accepted_late = ⚠ Bestellung Nr. { $number } ({ $id }) hat das Restaurant erreicht, nachdem der Bot sie wegen eines neuen Preises aufgegeben hatte. Der Kunde wurde informiert; prüfen Sie, ob er nicht dasselbe noch einmal bestellt hat.
alert-menu-stale = ⚠ Die Speisekarte wurde seit { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
  } nicht aktualisiert.
alert-order-stalled = ⚠ Bestellung Nr. { $number } ist einen Tag nach der Aufgabe immer noch „{ $status }“. Der Bot prüft sie nicht mehr: Bitte klären Sie sie mit dem Restaurant.
alert-menu-product-unreadable = ⚠ Produkt { $id } „{ $name }“ in der Speisekarte des Restaurants ist nicht lesbar und bleibt ausgeblendet, bis es korrigiert ist ({ $reason }). Die übrige Speisekarte wurde aktualisiert.
alert-menu-combo-unreadable = ⚠ Menü { $id } „{ $name }“ in der Speisekarte des Restaurants ist nicht lesbar und bleibt ausgeblendet, bis es korrigiert ist ({ $reason }). Die übrige Speisekarte wurde aktualisiert.
alert-order-status-unknown = ⚠ Das Restaurant hat den Bestellstatus „{ $value }“ gesendet (Bestellung Nr. { $number }), den der Bot nicht kennt. Die Bestellung wird als in Bearbeitung verfolgt, der Kunde sieht die Bezeichnung des Restaurants.
alert-menu-half-unknown = ⚠ Die Speisekarte des Restaurants hat für halb-halb { $field } „{ $value }“, das der Bot nicht kennt: halb-halb ist aus, bis der Wert wieder lesbar ist. Die übrige Speisekarte wurde aktualisiert.
alert-menu-pickup-day-unknown = ⚠ Die Abholtage des Restaurants enthalten „{ $value }“, das der Bot nicht kennt: dieser Eintrag wird übergangen. Die übrigen Abholtage werden gezeigt.
alert-menu-rejected = 🚨 { $count ->
    [one] { $count } von { $total } Produkten ist nicht lesbar
   *[other] { $count } von { $total } Produkten sind nicht lesbar
  }: Die neue Speisekarte wurde nicht übernommen; die Kunden sehen die letzte fehlerfreie.

## The Mini App (issue 16): the photo menu and its one-screen cart
btn-webapp = 🍕 Speisekarte
app-title = Speisekarte
app-search = Gerichte suchen
app-no-results = Nichts gefunden.
app-allergen-filter = Ohne Allergene
app-allergen-filter-none = Alle Gerichte
app-price-from = ab { $price }
app-price-at-checkout = Preis bei der Bestellung
app-unavailable = Gerade nicht verfügbar
app-available-at = Wieder ab { $time }
app-illustrative = Beispielbild
app-size = Größe
app-extras = Extras
app-remove = Ohne
app-base = Teig
app-crust = Rand
app-quantity = Menge
app-add = Hinzufügen
app-added = Hinzugefügt
app-view-order = Bestellung ansehen · { $count } Stück
app-continue = Im Chat fortfahren
app-cart-title = Ihre Bestellung
app-cart-empty = Ihre Bestellung ist leer.
app-remove-line = Entfernen
app-combos = Menüs
app-half = Halb und halb
app-half-first = Erste Hälfte
app-half-second = Zweite Hälfte
app-slot = Gericht { $n }
app-line-gone = Nicht mehr auf der Speisekarte: { $name }
app-send-rest = Den Rest senden
app-sending = Wird gesendet…
app-sent = Gesendet — weiter im Chat.
app-error = Etwas ist schiefgelaufen. Bitte versuchen Sie es noch einmal.
app-auth-failed = Bitte öffnen Sie die Speisekarte erneut aus dem Chat mit dem Bot.
app-chat-unreachable = Ich kann Ihnen im Chat nicht schreiben. Öffnen Sie den Chat mit dem Bot, tippen Sie auf „Starten“ und versuchen Sie es noch einmal.
app-price-note = Der Endpreis wird im Chat berechnet.
app-options = Option

## The staff console (issue 24): the board, alerts that ring, the word with the customer, the report
board-empty = 📋 Keine aktiven Bestellungen.
board-title = 📋 { $count ->
    [one] { $count } aktive Bestellung
   *[other] { $count } aktive Bestellungen
  } (älteste zuerst):
board-line = { $late ->
    [yes] ⚠{" "}
   *[no] {""}
  }Nr. { $number } · { $minutes } Min. · { $status } · { $place } · { $total }
board-pickup = 🏪 Abholung
board-zone = 🛵 { $zone }
board-status-unknown = ❔ Status unbekannt seit { $time }
alert-review = 🔔 Bestellung Nr. { $number } ist in der Zahlungsprüfung: Das Restaurant muss sich beim Kunden melden. Antworten Sie auf diese Nachricht, um dem Kunden zu schreiben.
alert-cancelled = 🔔 Bestellung Nr. { $number } wurde storniert.
alert-accept = 🔔 Bestellung Nr. { $number } wurde vor { $minutes } Min. angenommen und wird noch nicht zubereitet.
alert-late = 🔔 Bestellung Nr. { $number } wurde vor { $minutes } Min. aufgegeben und ist noch nicht geliefert ({ $status }).
alert-reminder = 🔔 Erinnerung: Bestellung Nr. { $number } ist immer noch „{ $status }“.
customer-order-behind = ⏳ Bestellung Nr. { $number }: Das Restaurant hat sie erhalten und arbeitet daran, ist aber im Verzug. Bitte entschuldigen Sie die Wartezeit.
relay-to-customer = 💬 Eine Nachricht des Restaurants zu Bestellung Nr. { $number }:
    { $text }
    (Sie können hier antworten.)
relay-passed-on = ✓ Wir haben Ihre Antwort an das Restaurant weitergeleitet.
relay-from-customer = 💬 Der Kunde von Bestellung Nr. { $number } antwortet:
    { $text }
relay-delivered = ✓ Dem Kunden von Bestellung Nr. { $number } zugestellt.
relay-blocked = ✗ Nicht zugestellt: Der Kunde von Bestellung Nr. { $number } hat den Bot blockiert.
relay-failed = ✗ Dem Kunden von Bestellung Nr. { $number } nicht zugestellt: Telegram hat die Nachricht abgelehnt. Bitte versuchen Sie es später noch einmal.
relay-closed = ✗ Bestellung Nr. { $number } ist seit über einer Stunde abgeschlossen (oder hat keinen Kunden in Telegram): Die Nachricht wurde nicht gesendet.
relay-only-text = ✗ An den Kunden kann nur Text gesendet werden.
report-title = 📊 Bericht vom { $date }: { $count ->
    [one] { $count } Bestellung
   *[other] { $count } Bestellungen
  }, { $total } (ohne stornierte)
report-title-sofar = 📊 Heute ({ $date }) bisher: { $count ->
    [one] { $count } Bestellung
   *[other] { $count } Bestellungen
  }, { $total } (ohne stornierte)
report-status = · { $status }: { $count } · { $total }
report-pickup = 🏪 Abholung: { $count } · { $total }
report-zone = 🛵 { $zone }: { $count } · { $total }
report-stage = ⏱ { $from } → { $to }: im Schnitt { $avg } Min., am längsten { $worst } Min. ({ $count })
report-dishes = 🍕 Am häufigsten bestellt: { $dishes }
report-open = Noch offen: { $count }
report-held = Zurückgehaltene (nicht gesendete) Bestellungen: { $count }
report-trouble = Probleme mit der Partner API: { $errors }
report-trouble-none = Probleme mit der Partner API: keine
report-bad-date = Bitte schreiben Sie das Datum so: { $command } JJJJ-MM-TT (z. B. { $command } 2026-11-23).
report-export = Die Bestellungen vom { $date }: { $count ->
    [one] { $count } Zeile
   *[other] { $count } Zeilen
  } (ohne Kontaktdaten der Kunden).
## Typed orders (issue 25)
proposal-title = 📝 So habe ich Ihre Bestellung verstanden — bitte prüfen Sie sie und legen Sie sie dann in den Warenkorb:
proposal-empty = Es gibt keine geschriebene Bestellung mehr, die ich zeigen könnte.
proposal-choose = „{ $words }“: Welches Gericht meinen Sie? Bitte tippen Sie es unten an.
proposal-total = Voraussichtliche Summe: { $amount } (den Preis des Restaurants sehen Sie vor der Bestätigung)
proposal-unknown = ❓ Nicht verstanden: { $words }
proposal-note-ambiguous = „{ $words }“ passt zu mehreren Gerichten — bitte tippen Sie das gemeinte an.
proposal-note-unavailable = { $words } ist gerade nicht verfügbar ({ $instead }). Ein ähnliches Gericht finden Sie unten.
proposal-note-size = Die Größe „{ $words }“ gibt es für dieses Gericht nicht — stattdessen { $instead }.
proposal-note-not-removable = { $words } kann nicht weggelassen werden. Weglassen lässt sich: { $instead }
proposal-note-absent = „{ $words }“ ist in diesem Gericht nicht enthalten.
proposal-note-addon = Das Extra „{ $words }“ wird für diese Größe nicht angeboten. Angeboten bei: { $instead }
proposal-note-base = Der Teig „{ $words }“ wird für dieses Gericht nicht angeboten. Teige: { $instead }
proposal-note-crust = Der Rand dieser Größe kann nicht geändert werden — wie im Rezept.
proposal-note-half-off = Halb und halb wird hier nicht angeboten — tippen Sie eine Pizza an, um sie ganz zu bestellen.
proposal-note-half-refused = { $words } kann keine Hälfte sein — tippen Sie eine Pizza an, um sie ganz zu bestellen.
proposal-note-half-family = Halb und halb gibt es nur in Familiengröße (nicht „{ $words }“).
proposal-note-half-extras = Halb und halb gibt es hier ohne Extras und Rand: „{ $words }“ wurde weggelassen.
proposal-note-quantity = { $words } ist keine mögliche Menge für eine Position (1 bis 20) — stattdessen { $instead }.
proposal-note-part-unknown = „{ $words }“ — ich konnte das nicht zuordnen, daher wurde dafür nichts geändert.
proposal-note-size-chosen = Keine Größe genannt — ich habe { $words } genommen. Auch: { $instead } (mit „Ändern“).
proposal-note-synonym-several = „{ $words }“ — dieses Gericht hat mehrere solche Extras: { $instead }. Keins hinzugefügt; wählen Sie mit „Ändern“.
proposal-note-substituted = „{ $words }“ gibt es nicht auf der Karte — stattdessen { $instead }.
btn-proposal-add = { $count ->
    [one] ✅ { $count } Position in den Warenkorb
   *[other] ✅ Alle { $count } Positionen in den Warenkorb
  }
btn-proposal-edit = ✏️ { $line } ändern
btn-proposal-update = ✔ { $quantity } Stück für Position { $line } — zurück zur Bestellung
btn-proposal-drop = ✖ { $line } entfernen

# The operator chat (OPERATOR_CHAT_ID) hears every restaurant's alerts, each naming its restaurant.
fleet-operator-alert = 🏪 Restaurant „{ $restaurant }“:
    { $alert }

# The demo's terminal (npm run demo): its banner (also after /help), hints, marks and goodbye,
# in the demo chat's language. The example is a typed order the parser reads on the demo menu.
demo-example = 2 große Margherita ohne Basilikum und eine Cola
demo-intro =
    Bestell-Bot einer Pizzeria — lokale Demo (Sandbox-Partner-API, kein Telegram, kein Netz).
    Geben Sie die Nummer einer Taste ein, um sie zu drücken, oder Text (ein Gericht, Ihren Namen, Ihre Telefonnummer…).
    Oder schreiben Sie eine ganze Bestellung: „{ demo-example }“ (docs/typed-orders.md).
    Auf dem Mengen-Bildschirm ist eine Zahl die Menge: dort drückt #N die Taste N (#N geht überall).
    Eine Zeile „{ demo-keyboard }:“ ist die Antworttastatur von Telegram unter dem Eingabefeld: kN drückt
    ihre Taste kN (k1 „Meine Nummer teilen“ sendet eine Demo-Nummer; /share 0888 123 456 eine andere).
    Die Küche bringt eine Bestellung alle { $seconds } s einen Status weiter (DEMO_KITCHEN_SECONDS).
    /language wechselt die Sprache (DEMO_LOCALE: { $languages }) · /orders zeigt Ihre Bestellungen · /quit beendet.
demo-hint-number = (geben Sie eine Zahl für die Menge ein oder #N, um Taste N zu drücken)
demo-hint-keyboard = geben Sie kN ein, um Taste kN zu drücken; „Meine Nummer teilen“ sendet eine Demo-Nummer (/share 0888 123 456 sendet eine andere)
demo-keyboard = Tastatur
demo-updated = aktualisiert
demo-bye = Auf Wiedersehen.

# A restaurant's amount and unit ("200 г") in the chat's language (src/locale/units.ts).
unit-g = { $amount } g
unit-kg = { $amount } kg
unit-ml = { $amount } ml
unit-l = { $amount } l
unit-cm = { $amount } cm
unit-pcs = { $amount } Stück
unit-portion = { $amount } { $amount ->
    [one] Portion
    *[other] Portionen
    }

## Issue 36: a word with the restaurant
btn-word-message = ✉️ Nachricht ans Restaurant
btn-word-cancel = ✖️ Stornierung anfragen
btn-word-never = ↩️ Doch nicht
btn-word-confirm-cancel = ✖️ Ja, Stornierung anfragen
btn-word-cancelled = ✅ Storniert
btn-word-refused = 🛵 Nicht möglich, schon unterwegs
word-prompt = ✉️ Schreiben Sie Ihre Nachricht an das Restaurant zu Bestellung Nr. { $number }: einen Text oder ein Foto (gern mit Bildunterschrift). Sie geht so an das Personal.
word-sent = ✓ An das Restaurant gesendet (Bestellung Nr. { $number }). Die Antwort kommt hierher.
word-not-sent = ✗ Ihre Nachricht konnte nicht an das Restaurant weitergegeben werden. Bitte versuchen Sie es gleich noch einmal.
word-only-text-photo = An das Restaurant kann nur ein Text oder ein Foto gehen. Schreiben Sie Ihre Nachricht oder tippen Sie auf „Doch nicht“.
word-never = In Ordnung, es wurde nichts an das Restaurant gesendet.
word-closed = Bestellung Nr. { $number } ist abgeschlossen: Nachrichten dazu gehen nicht mehr an das Restaurant.
word-invalid = Diese Schaltfläche gilt nicht mehr.
word-limit-window = ✗ Nicht gesendet: Sie haben dem Restaurant in { $window } Minuten { $count } Nachrichten zu Bestellung Nr. { $number } geschickt, mehr geben wir nicht weiter. Sie können in { $minutes } { $minutes ->
        [one] Minute
       *[other] Minuten
    } wieder schreiben.
word-limit-total = ✗ Nicht gesendet: Sie haben dem Restaurant { $count } Nachrichten zu Bestellung Nr. { $number } geschickt, mehr geben wir für eine Bestellung nicht weiter.
word-cancel-confirm = Das Restaurant bitten, Bestellung Nr. { $number } zu stornieren? Das Restaurant entscheidet: Ist das Essen schon unterwegs, geht es womöglich nicht mehr.
word-cancel-asked = 🙋 Wir haben das Restaurant gebeten, Bestellung Nr. { $number } zu stornieren. Die Antwort kommt hierher.
word-cancel-too-late = Bestellung Nr. { $number } ist schon unterwegs oder fertig: Sie kann hier nicht mehr storniert werden. Sie können dem Restaurant aber schreiben.
word-cancel-pending = Sie haben die Stornierung von Bestellung Nr. { $number } schon angefragt: Die Antwort des Restaurants kommt hierher.
word-cancel-was-cancelled = Das Restaurant hat schon geantwortet: Bestellung Nr. { $number } ist storniert.
word-cancel-was-refused = Das Restaurant hat schon geantwortet: Bestellung Nr. { $number } konnte nicht storniert werden, sie ist unterwegs.
word-cancel-done = Ihre Bestellung ist storniert, wie Sie es wollten.
word-cancel-refused = Wir konnten Ihre Bestellung nicht stornieren: Sie ist schon unterwegs.
word-from-customer = ✉️ Der Kunde von Bestellung Nr. { $number } schreibt:
    { $text }
word-photo-from-customer = 📷 Der Kunde von Bestellung Nr. { $number } schickt ein Foto.
word-cancel-request = 🙋 Der Kunde von Bestellung Nr. { $number } bittet um Stornierung. Stornieren Sie sie in Ihrem System und antworten Sie dann hier (der Kunde erfährt es).
word-cancel-answered = → { $answer } ({ $by })
word-staff-recorded = Festgehalten: Der Kunde erfährt es.
word-staff-already = Schon beantwortet: { $answer }.
word-staff-invalid = Diese Schaltfläche gilt nicht mehr.
## Issue 36: rating
rating-ask = ⭐ Wie war Bestellung Nr. { $number }? Bewerten Sie sie mit 1 bis 5 Sternen.
rating-btn-skip = Überspringen
rating-thanks-ask-comment = Vielen Dank! Bestellung Nr. { $number }: { $stars }
    Möchten Sie etwas hinzufügen? Schreiben Sie es in einer Nachricht oder tippen Sie auf „Überspringen“.
rating-thanks = Danke für Ihre Bewertung von Bestellung Nr. { $number }: { $stars }
rating-thanks-toast = Vielen Dank!
rating-comment-thanks = ✓ Vielen Dank, wir haben Ihre Worte notiert.
rating-already = Sie haben diese Bestellung bereits bewertet.
rating-invalid = Diese Bewertungsschaltfläche ist nicht mehr gültig.
rating-staff-low = ⭐ Bestellung Nr. { $number } wurde mit { $stars } bewertet
rating-staff-comment = 💬 Der Kunde von Bestellung Nr. { $number } ({ $stars }) ergänzt:
    { $text }
report-ratings = ⭐ Bewertungen: Durchschnitt { $average } aus { $count ->
    [one] { $count } Bewertung
   *[other] { $count } Bewertungen
  }
report-ratings-none = ⭐ Bewertungen: noch keine
report-rating-comment = · Nr. { $number } { $stars }: { $text }
report-ratings-more = · …und { $count ->
    [one] { $count } weiterer Kommentar
   *[other] { $count } weitere Kommentare
  } in /export
## Issue 36: arrival times
eta-delivery = 🕒 Zu dieser Uhrzeit meist in { $from }–{ $to } Min. bei Ihnen.
eta-pickup = 🕒 Zu dieser Uhrzeit meist in { $from }–{ $to } Min. abholbereit.
eta-staff-delivery = 🕒 Das Restaurant rechnet mit der Lieferung in { $from }–{ $to } Min.
eta-staff-pickup = 🕒 Das Restaurant rechnet damit, dass sie in { $from }–{ $to } Min. abholbereit ist.
eta-left-delivery = 🕒 Meist noch { $from }–{ $to } Min. ab jetzt.
eta-left-pickup = 🕒 Meist in { $from }–{ $to } Min. abholbereit.
eta-left-staff = 🕒 Etwa { $from }–{ $to } Min. ab jetzt (Schätzung des Restaurants).
staff-eta-set = ⏱ Lieferzeit auf { $minutes } Min. gesetzt, bis Mitternacht oder /eta off. Kunden sehen { $from }–{ $to } Min.
staff-eta-off = ⏱ /eta aufgehoben: Kunden sehen, was die bisherigen Bestellungen sagen (oder nichts, wenn es zu wenige sind).
staff-eta-current = ⏱ /eta: { $minutes } Min. (gesetzt um { $time }, bis Mitternacht).
staff-eta-none = ⏱ /eta ist nicht gesetzt.
staff-eta-history = Bisherige Bestellungen jetzt: Lieferung { $delivery }; Abholung { $pickup }.
staff-eta-range = { $from }–{ $to } Min. ({ $count ->
    [one] { $count } Bestellung
   *[other] { $count } Bestellungen
  })
staff-eta-thin = zu wenige ähnliche Bestellungen (unter { $minimum })
staff-eta-usage = ⏱ /eta 60 (Minuten, { $min }–{ $max }) setzt die Lieferzeit für heute Abend, /eta off hebt sie auf, /eta allein zeigt sie.
board-eta = ⏱ Lieferzeit per /eta: { $minutes } Min.
staff-help-eta = /eta 60 — die Lieferzeit für heute Abend in den Schätzungen für Kunden (bis Mitternacht), /eta off — aufheben, /eta — die Einstellung und was die bisherigen Bestellungen sagen.

## Issue 36: loose ends
word-cancel-answer-blocked = ✗ { $by }: nicht zugestellt: Der Kunde von Bestellung Nr. { $number } hat den Bot blockiert und weiß nichts von „{ $answer }“. Die Antwort ist gespeichert; bitte informieren Sie ihn auf anderem Weg (die Telefonnummer steht in der Zusammenfassung der Bestellung).
word-cancel-answer-failed = ✗ { $by }: dem Kunden von Bestellung Nr. { $number } nicht zugestellt: Telegram hat „{ $answer }“ abgelehnt. Die Antwort ist gespeichert; bitte informieren Sie ihn auf anderem Weg (die Telefonnummer steht in der Zusammenfassung der Bestellung).
