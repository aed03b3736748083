/**
 * Every notice the conversation can leave for the customer, by code. The Telegram layer shows
 * code `x` with the message `notice-x` of `locales/*.ftl`; since message ids are typed, a code
 * without its message does not compile, and the locale test checks that every `notice-` message
 * belongs to a code here.
 */
export const NOTICE_CODES = [
  // anything the current step does not expect, and a step that lost its data
  'unexpected',
  'menu_unavailable',
  'draft_missing',
  'draft_incomplete',
  'quantity_expected',
  'please_wait',
  'please_wait_quote',
  // a typed text longer than one order may be (issue 35: `ORDER_BOUND`)
  'order_too_long',
  // the cart
  'added_to_cart',
  'cart_empty',
  'cart_changed',
  'cart_full',
  'cart_invalid',
  'line_gone',
  'no_last_order',
  'repeat_added',
  'repeat_partial',
  // a past order's screen (issue 14 point 7)
  'order_again_added',
  'order_again_partial',
  'order_details_missing',
  'order_unknown',
  // the Mini App handed its cart over (issue 16)
  'app_cart_received',
  // building a product, a half-and-half or a combo (DraftProblem)
  'product_gone',
  'product_unavailable',
  'size_unknown',
  'addon_not_allowed',
  'addons_full',
  'ingredient_not_removable',
  'removed_full',
  'base_not_allowed',
  'crust_fixed',
  'option_not_offered',
  'half_not_offered',
  // contact details (ContactProblem)
  'contact_forgotten',
  'saved_contact_typed',
  'contact_incomplete',
  'contact_share_incomplete',
  'name_empty',
  'name_no_letter',
  'name_too_long',
  'phone_invalid',
  'phone_incomplete',
  'phone_too_long',
  'email_invalid',
  'email_too_long',
  'address_empty',
  'address_too_long',
  'note_too_long',
  'note_needs_cleaning',
  // fulfilment, quote and submission
  'zone_not_offered',
  // a zone tapped past its ordinary hours, as its early quote said (issue 34 point 4)
  'zone_closed_late',
  'zone_late_accepted',
  'pickup_closed',
  'quote_refreshed',
  'quote_missing',
  'price_changed',
  'order_not_placed_same_price',
  'restaurant_refused',
  'ordering_unavailable',
  'quote_failed',
  'quote_menu_changed',
  'quote_closed',
  'quote_below_minimum',
  'quote_test_only',
  'ordering_closed',
  'cash_not_accepted',
  'order_still_open',
  'order_held',
  'order_held_unavailable',
  'order_held_coordination',
  'checkout_offline',
  'ordering_service_unavailable',
] as const;

/** A notice code: what the customer should be told once (the Telegram layer localizes it). */
export type NoticeCode = (typeof NOTICE_CODES)[number];
