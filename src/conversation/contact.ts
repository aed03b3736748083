import {
  type CountryCode,
  type PhoneNumber,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
} from 'libphonenumber-js/max';
import { z } from 'zod';
import type { Locale } from '../locale/locale.ts';
import type { ContactDetails } from './types.ts';

/**
 * Validation and normalization of the customer's contact data (spec "Customer (order request)").
 * Pure functions: no I/O and no user-visible sentences; a rejection is a problem code that the
 * Telegram layer localizes. Every accepted value fits the spec's limits and the partner request
 * schema (`Customer`), and every accepted phone is also accepted by the sandbox.
 */

/** Why a piece of contact data was refused; localized by the Telegram layer. */
export type ContactProblem =
  | 'name_empty'
  | 'name_no_letter'
  | 'name_too_long'
  | 'phone_invalid'
  | 'phone_incomplete'
  | 'phone_too_long'
  | 'email_invalid'
  | 'email_too_long'
  | 'address_empty'
  | 'address_too_long'
  | 'note_too_long'
  | 'note_needs_cleaning';

/** The outcome of a check: the normalized value, or a problem with an optional suggested fix. */
export type Checked<T> =
  | { ok: true; value: T }
  | { ok: false; problem: ContactProblem; suggestion?: string };

/**
 * Maximum lengths of the customer fields (spec "Limits"), in UTF-16 code units as the request
 * schema and the sandbox count them. Exposed so that prompts can state the limit.
 */
export const contactLimits = { name: 100, phone: 80, email: 190, address: 240, note: 500 } as const;

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const fail = (problem: ContactProblem, suggestion?: string): Checked<string> =>
  suggestion === undefined ? { ok: false, problem } : { ok: false, problem, suggestion };

// --- plain text -------------------------------------------------------------------------------

const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;
const LINE_BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
// Zero-width space, LRM/RLM, bidi embeddings/overrides/isolates and BOM: invisible, and the bidi
// ones can make a name or address display reversed in the staff chat.
const INVISIBLE = /[\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
const CONTROL = /\p{Cc}/gu;
const ANGLE = /[<>]/g;
// Known HTML tag names only, so that 'Ivan <Petrov>' keeps the word and loses the brackets.
const HTML_TAG =
  /<!--[\s\S]*?-->|<\/?(a|abbr|b|big|blockquote|body|br|button|center|code|del|div|em|font|form|h[1-6]|head|hr|html|i|iframe|img|input|ins|li|link|meta|ol|p|pre|q|s|script|small|span|strike|strong|style|sub|sup|svg|table|tbody|td|th|thead|title|tr|tt|u|ul)\b[^<>]*>/gi;
// Inline formatting tags vanish without a trace ("<b>hot</b>" → "hot"); any other tag separates
// words ("a<br>b" → "a b").
const INLINE_TAGS = new Set(['a', 'b', 'code', 'em', 'i', 's', 'span', 'strong', 'u']);

function stripTags(text: string): string {
  return text.replace(HTML_TAG, (_tag, name: string | undefined) =>
    name !== undefined && INLINE_TAGS.has(name.toLowerCase()) ? '' : ' ',
  );
}

/**
 * One line of plain text: whitespace of any kind (line breaks included) becomes one space,
 * control and invisible characters and stray angle brackets go (the spec wants plain text; the
 * sandbox refuses `<`, `>` and every control character), the ends are trimmed.
 */
function toSingleLine(text: string): string {
  return text
    .toWellFormed()
    .normalize('NFC')
    .replace(/\s/g, ' ')
    .replace(CONTROL, '')
    .replace(INVISIBLE, '')
    .replace(ANGLE, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * Checks the customer's name (spec "Customer": required, plain text, max 100). Used when the
 * customer types a name or Telegram provides one. Returns it trimmed, with inner whitespace
 * collapsed and tags, angle brackets, control and invisible characters removed: 1..100 chars,
 * at least one of them a letter of any script ("😀😀" or "123" is nobody's name to call out).
 */
export function checkName(input: string): Checked<string> {
  const name = toSingleLine(stripTags(input));
  if (name === '') return fail('name_empty');
  if (!/\p{L}/u.test(name)) return fail('name_no_letter');
  if (name.length > contactLimits.name) return fail('name_too_long');
  return ok(name);
}

/**
 * Checks a delivery address (spec "Customer": street, number, details; max 240). Used when the
 * customer types the address for a delivery. Multi-line input is joined with ', ' (blank lines
 * dropped, a line's own trailing comma not doubled); the result is one plain-text line of 1..240.
 */
export function checkAddress(input: string): Checked<string> {
  const address = stripTags(input)
    .split(LINE_BREAKS)
    .map((line) => toSingleLine(line).replace(/^[\s,;]+|[\s,;]+$/g, ''))
    .filter((line) => line !== '')
    .join(', ');
  if (address === '') return fail('address_empty');
  if (address.length > contactLimits.address) return fail('address_too_long');
  return ok(address);
}

/**
 * Checks the optional order note (spec "Customer": max 500, no HTML or line breaks). Used when
 * the customer types a note. An empty note is accepted as ''. A note with line breaks, tags or
 * angle brackets is never changed silently: it comes back as `note_needs_cleaning` with the
 * cleaned text (tags stripped, line breaks as spaces, whitespace collapsed) as the suggestion,
 * provided the cleaned text fits in 500 characters (otherwise `note_too_long`) and is not empty
 * (then no suggestion).
 */
export function checkNote(input: string): Checked<string> {
  if (LINE_BREAK.test(input) || /[<>]/.test(input)) {
    const cleaned = toSingleLine(stripTags(input));
    if (cleaned.length > contactLimits.note) return fail('note_too_long');
    return cleaned === '' ? fail('note_needs_cleaning') : fail('note_needs_cleaning', cleaned);
  }
  // Tabs and invisible characters are not worth a question: they are normalized quietly.
  const note = toSingleLine(input);
  if (note.length > contactLimits.note) return fail('note_too_long');
  return ok(note);
}

// --- e-mail -----------------------------------------------------------------------------------

/**
 * Checks an e-mail address (spec "Customer": max 190, valid address). Used when the restaurant
 * demands an e-mail or the customer offers one. Accepts exactly what the request schema's
 * `z.email()` accepts (zod's own pattern: ASCII, a dotted domain with a 2+ letter TLD; no
 * network lookup), trimmed and with the domain lower-cased.
 */
export function checkEmail(input: string): Checked<string> {
  const email = input.replace(INVISIBLE, '').trim();
  if (email.length > contactLimits.email) return fail('email_too_long');
  if (!z.regexes.email.test(email)) return fail('email_invalid');
  const at = email.lastIndexOf('@');
  return ok(`${email.slice(0, at)}@${email.slice(at + 1).toLowerCase()}`);
}

// --- phone ------------------------------------------------------------------------------------

// Digits (any script libphonenumber maps), spaces and the usual separators, one leading '+'.
// Letters ("ext. 5", "call me at …") are refused rather than extracted around.
const PHONE_CHARS = /^\+?[\p{Nd}\s()[\]./\u2010-\u2015\u2212-]+$/u;
const DIGIT = /\p{Nd}/u;
// The sandbox's and the spec's E.164 shape: '+' and 8 to 15 digits.
const E164 = /^\+[1-9]\d{7,14}$/;
// Bulgarian numbers in use have 8 national digits (landlines: Sofia 2 + 7, Plovdiv 32 + 6, …;
// toll-free) or 9 (mobiles). The metadata still calls some older 6–7 digit landlines valid, but
// such an input today is a number missing a digit, so it is asked for again, never sent.
const BG_MIN_NATIONAL_DIGITS = 8;

/**
 * Where a national number (one typed without '+') is read in a chat of each language: the
 * language's own country first (a German's "0151 23456789" is German), then Bulgaria, the
 * restaurant's country (the same German's Bulgarian SIM). A Bulgarian chat reads Bulgarian only.
 */
const PHONE_REGIONS: Record<Locale, readonly CountryCode[]> = {
  bg: ['BG'],
  en: ['GB', 'BG'],
  de: ['DE', 'BG'],
  pl: ['PL', 'BG'],
  ro: ['RO', 'BG'],
  uk: ['UA', 'BG'],
};

/** The countries a national number typed in a chat of `locale` is read in, in order. */
export function phoneRegions(locale: Locale): readonly CountryCode[] {
  return PHONE_REGIONS[locale] ?? PHONE_REGIONS.bg;
}

/**
 * Checks a phone typed by the customer (spec "Customer": complete valid phone, E.164 preferred,
 * max 80). A number with '+' (or an international prefix) is read as such in any chat; one
 * without is read in each of `regions` in turn (see `phoneRegions`; Bulgaria by default:
 * '0888 123 456', '02 123 4567', '(032) 123 456', '00359…' and '359…' all work), and the first
 * reading that passes wins. A Bulgarian number is any complete valid one, mobile or landline,
 * except a premium-rate line (the restaurant would pay to call it back); another country's
 * number must be valid per libphonenumber's full metadata and 8..15 digits. Returns E.164
 * ('+359888123456'); too few digits for some reading give `phone_incomplete`.
 */
export function checkPhone(
  input: string,
  regions: readonly CountryCode[] = ['BG'],
): Checked<string> {
  // NFKC turns full-width digits and '＋' into ASCII.
  const text = input.normalize('NFKC').replace(INVISIBLE, '').trim();
  if (text.length > contactLimits.phone) return fail('phone_too_long');
  if (!PHONE_CHARS.test(text) || !DIGIT.test(text)) return fail('phone_invalid');
  // '359…' is a Bulgarian number written without its '+' (as Telegram shares contacts), in any
  // chat: no other country's reading of it comes first.
  const order: readonly CountryCode[] = /^\(?359/.test(text) ? ['BG', ...regions] : regions;
  let refused: Checked<string> = fail('phone_invalid');
  for (const region of order.length > 0 ? order : (['BG'] as const)) {
    const result = checkPhoneIn(text, region);
    if (result.ok) return result;
    // A number some reading finds only short is more likely a digit missing than nonsense.
    if (result.problem === 'phone_incomplete') refused = result;
  }
  return refused;
}

/** One reading of a national or international number, with `region` as its default country. */
function checkPhoneIn(text: string, region: CountryCode): Checked<string> {
  const options = { defaultCountry: region, extract: false } as const;
  const phone = parsePhoneNumberFromString(text, options);
  const tooShort = () => validatePhoneNumberLength(text, options) === 'TOO_SHORT';
  if (phone === undefined) return fail(tooShort() ? 'phone_incomplete' : 'phone_invalid');
  if (phone.countryCallingCode === '359') return checkBulgarian(phone, tooShort());
  if (phone.isValid() && E164.test(phone.number)) return ok(phone.number);
  return fail(tooShort() ? 'phone_incomplete' : 'phone_invalid');
}

function checkBulgarian(phone: PhoneNumber, tooShort: boolean): Checked<string> {
  // libphonenumber keeps the trunk '0' of a very short input ('088' → national '088').
  const national = phone.nationalNumber.replace(/^0+/, '');
  if (national === '') return fail('phone_incomplete');
  if (phone.isValid()) {
    if (national.length < BG_MIN_NATIONAL_DIGITS) return fail('phone_incomplete');
    if (phone.getType() === 'PREMIUM_RATE') return fail('phone_invalid');
    return E164.test(phone.number) ? ok(phone.number) : fail('phone_invalid');
  }
  // Not valid: a known prefix with digits missing is incomplete; anything else is not a number.
  const missing = tooShort || (national.length < BG_MIN_NATIONAL_DIGITS && startsValid(national));
  return fail(missing ? 'phone_incomplete' : 'phone_invalid');
}

/** True when some completion of these national digits is a valid Bulgarian number. */
function startsValid(national: string): boolean {
  const padding = ['0', '00', '000', '0000', '00000', '000000', '0000000', '00000000'];
  for (const pad of padding) {
    const candidate = `${national}${pad}`.slice(0, 9);
    const parsed = parsePhoneNumberFromString(`+359${candidate}`);
    if (parsed?.isValid() && candidate.length >= BG_MIN_NATIONAL_DIGITS) return true;
  }
  return false;
}

/**
 * Checks the `phone_number` of a contact the customer shared through Telegram's "share my phone"
 * button. Telegram sends it in international form but sometimes without the '+'
 * ("359888123456"), so a number without '+' is read as international, never as Bulgarian
 * domestic. Same rules and result as checkPhone.
 */
export function phoneFromSharedContact(phoneNumber: string): Checked<string> {
  const text = phoneNumber.replace(INVISIBLE, '').trim();
  return checkPhone(text.startsWith('+') ? text : `+${text}`);
}

// --- saved details ----------------------------------------------------------------------------

/** The fields an accepted order may leave saved: every one but the note, which is per order. */
const SAVED_FIELDS = ['name', 'phone', 'email', 'address'] as const;

/**
 * What the saved details become when an order is accepted: the saved ones with the order's own
 * fields laid over them. A field the order did not carry keeps its saved value: a pickup order
 * sends no address, and a skipped e-mail means "not this time", not "delete it" (deleting is
 * /forget, which deletes everything). The note is never saved: it belongs to one order.
 */
export function mergeSavedContact(
  saved: ContactDetails | null,
  order: ContactDetails,
): ContactDetails {
  const merged: ContactDetails = {};
  for (const field of SAVED_FIELDS) {
    const value = order[field] ?? saved?.[field];
    if (value !== undefined) merged[field] = value;
  }
  return merged;
}

/**
 * The details the "change" path starts from: the saved ones (never a note), with whatever this
 * checkout already has on top, so every step offers its value to keep instead of a blank.
 */
export function detailsToEdit(
  saved: ContactDetails | null,
  current: ContactDetails,
): ContactDetails {
  const start: ContactDetails = mergeSavedContact(saved, current);
  if (current.note !== undefined) start.note = current.note;
  return start;
}
