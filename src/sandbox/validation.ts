import { asObject, attempt, onlyKeys, readInt, readString, reject } from './menu/fields.ts';
import type { SandboxMenu } from './menu/index.ts';
import { toNumber, zoneById } from './menu/lookup.ts';
import { zoneEnabled } from './menu/schedule.ts';
import { type ParsedSelection, parseSelection } from './menu/selection.ts';
import type { Problem } from './pricing.ts';
import type { WireZone } from './wire.ts';

/**
 * Request validation of the sandbox: the quote/order lines and receipt choice (spec "Order line",
 * "Receipt choice", "Limits") and the customer of an /orders request (spec "Customer"). Anything
 * undocumented is refused by name, as the spec's "General response format" demands.
 */

export type {
  ComboSelection,
  HalfPick,
  HalfSelection,
  ParsedSelection,
  ProductPick,
} from './menu/selection.ts';

/** One resolved order line. */
export interface ParsedLine {
  selection: ParsedSelection;
  quantity: number;
}

/** The resolved receipt choice. */
export type ParsedChoice =
  | { fulfilment: 'delivery'; zoneId: number; zone: WireZone }
  | { fulfilment: 'pickup' };

/** A quote request that passed every rule, resolved against the menu. */
export interface ParsedQuoteRequest {
  lines: ParsedLine[];
  choice: ParsedChoice;
}

/**
 * Reads a /quote body ({items, choice}, nothing else) against the menu. Used by priceQuote (and
 * so by /orders, which the server reduces to the same two fields). Returns the resolved request or
 * the first broken rule as a problem (422, or 409 for a changed combo revision).
 */
export function parseQuoteRequest(
  menu: SandboxMenu,
  body: unknown,
): { ok: true; request: ParsedQuoteRequest } | { ok: false; problem: Problem } {
  const result = attempt(() => {
    const obj = asObject(body, 'body');
    onlyKeys(obj, ['items', 'choice'], '');
    const lines = readLines(menu, obj.items);
    if (obj.choice === undefined) reject('choice: required');
    return { lines, choice: readChoice(menu, obj.choice) };
  });
  return result.ok ? { ok: true, request: result.value } : result;
}

function readLines(menu: SandboxMenu, value: unknown): ParsedLine[] {
  if (!Array.isArray(value)) return reject('items: required, an array of 1 to 40 lines');
  if (value.length < 1 || value.length > 40) reject('items: 1 to 40 lines');
  return value.map((raw, i) => {
    const path = `items[${i}]`;
    const line = asObject(raw, path);
    onlyKeys(line, ['selection', 'quantity'], path);
    const quantity =
      line.quantity === undefined ? 1 : readInt(line.quantity, `${path}.quantity`, 1, 20);
    if (line.selection === undefined) reject(`${path}.selection: required`);
    return { selection: parseSelection(menu, line.selection, `${path}.selection`), quantity };
  });
}

function readChoice(menu: SandboxMenu, value: unknown): ParsedChoice {
  const choice = asObject(value, 'choice');
  const fulfilment = choice.fulfilment;
  if (fulfilment !== 'delivery' && fulfilment !== 'pickup') {
    reject('choice.fulfilment: must be delivery or pickup');
  }
  onlyKeys(
    choice,
    ['fulfilment', fulfilment === 'delivery' ? 'zone_id' : 'location_id', 'payment'],
    'choice',
  );
  if (choice.payment !== 'cash') reject('choice.payment: only cash is accepted');
  if (fulfilment === 'pickup') {
    if (choice.location_id !== 'main') reject("choice.location_id: must be 'main'");
    return { fulfilment };
  }
  const zoneId = readInt(choice.zone_id, 'choice.zone_id', 1, Number.MAX_SAFE_INTEGER);
  const zone = zoneById(menu, zoneId);
  if (!zone) return reject(`choice.zone_id: unknown zone ${zoneId}`);
  if (!zoneEnabled(zone)) reject(`Зона „${zone.name}“ в момента не приема поръчки за доставка`);
  return { fulfilment, zoneId: toNumber(zone.id), zone };
}

/** Plain text: no HTML angle brackets, no line breaks or other control characters. */
function isPlainText(text: string): boolean {
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '<' || ch === '>' || code < 0x20 || code === 0x7f) return false;
  }
  return true;
}
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]{2,}$/;

function readText(value: unknown, path: string, max: number, required: boolean): string {
  const text = readString(value, path);
  if (required && text.trim() === '') reject(`${path}: must not be empty`);
  if (text.length > max) reject(`${path}: at most ${max} characters`);
  if (!isPlainText(text)) reject(`${path}: plain text only, no HTML or line breaks`);
  return text;
}

/**
 * Checks the `customer` object of an /orders request (spec "Customer"): name and phone always,
 * email when the restaurant demands it, address for delivery, a plain-text note only when notes
 * are enabled, and no other field. Returns null when valid.
 */
export function validateCustomer(
  menu: SandboxMenu,
  customer: unknown,
  fulfilment: 'delivery' | 'pickup',
): Problem | null {
  const result = attempt(() => {
    const fields = asObject(customer, 'customer');
    onlyKeys(fields, ['name', 'phone', 'email', 'address', 'note'], 'customer');
    if (fields.name === undefined) reject('customer.name: required');
    readText(fields.name, 'customer.name', 100, true);
    if (fields.phone === undefined) reject('customer.phone: required');
    const phone = readText(fields.phone, 'customer.phone', 80, true);
    if (!isValidPhone(phone)) reject('Невалиден или непълен телефонен номер');
    if (fields.email === undefined) {
      if (menu.restaurant.requireEmail) reject('Ресторантът изисква имейл адрес на клиента');
    } else if (!EMAIL.test(readText(fields.email, 'customer.email', 190, true))) {
      reject('customer.email: not a valid e-mail address');
    }
    if (fields.address !== undefined) readText(fields.address, 'customer.address', 240, true);
    else if (fulfilment === 'delivery') reject('Адресът за доставка е задължителен');
    if (fields.note !== undefined) {
      const note = readText(fields.note, 'customer.note', 500, false);
      if (note !== '' && !menu.restaurant.notesEnabled)
        reject('Ресторантът не приема бележки към поръчките');
    }
  });
  return result.ok ? null : result.problem;
}

// Bulgarian numbers in use: 8 national digits (landlines such as Sofia 2 + 7, Plovdiv 32 + 6 or
// Ruse 82 + 6, 43… mobiles, 800 toll-free) or 9 (mobiles 87–89…, 98–99…); never starting with 0
// or 1. Eight digits after a mobile prefix (888 12345) are a mobile missing a digit.
const BG_NATIONAL = '(?:[2-7]\\d{7}|8[0-6]\\d{6}|9[0-7]\\d{6}|[89]\\d{8})';
const BG_DOMESTIC = new RegExp(`^0${BG_NATIONAL}$`);
const BG_INTERNATIONAL = new RegExp(`^\\+359${BG_NATIONAL}$`);
const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * A complete, valid phone (spec "Customer": phone). Bulgarian numbers, mobile or landline, are
 * either domestic with a leading 0 or +359, with 8 national digits (landlines) or 9 (mobiles:
 * 10 domestic digits); other countries E.164 (+ and 8 to 15 digits). Spaces, hyphens and
 * parentheses between digits are tolerated; anything shorter, longer or otherwise formatted is
 * incomplete and rejected.
 */
export function isValidPhone(phone: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(phone)) return false;
  const compact = phone.replace(/[\s()-]/g, '');
  if (compact.startsWith('+359')) return BG_INTERNATIONAL.test(compact);
  if (compact.startsWith('+')) return E164.test(compact);
  return BG_DOMESTIC.test(compact);
}
