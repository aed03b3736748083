import type { Endpoint } from './router.ts';

/**
 * The sandbox's quirks switch (`npm run sandbox -- --quirks`, or the admin endpoint): answers
 * stay valid by the letter of the spec but use every freedom it gives, so an integrator finds
 * out whether their reader is as lenient as the spec asks.
 * - Unknown additive fields on every object ("Unknown additive response fields must be
 *   ignored"), except inside a ready-to-use request selection (`default_selection`, a
 *   configuration's `selection`): a client that copies those must not be led to send
 *   undocumented fields.
 * - `numeric` fields as numeric strings (zone id, enabled, days_mask and amounts; pickup days).
 * - `flag` fields as 0/1 (ingredient `removable`, addon and base `enabled`/`reviewed`, base
 *   `default`).
 * - The times the spec gives as plain strings with seconds: zone `acceptance_cutoff`, pickup
 *   `opens`/`cutoff`, a quote location's `opens`/`cutoff` ("22:30" becomes "22:30:00").
 */
export interface Quirks {
  enabled: boolean;
}

const UNKNOWN_FIELD = 'x_sandbox_quirk';
const SELECTION_KEYS = new Set(['default_selection', 'selection']);
const FLAG_KEYS = new Set(['removable', 'enabled', 'reviewed', 'default']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function withSeconds(value: Json): Json {
  return typeof value === 'string' && /^\d{1,2}:\d{2}$/.test(value) ? `${value}:00` : value;
}

const asString = (value: Json): Json => (typeof value === 'number' ? String(value) : value);
const asFlag = (value: Json): Json => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

// Adds the unknown field to every object below `value`, outside request selections.
function addUnknown(value: Json): Json {
  if (Array.isArray(value)) return value.map(addUnknown);
  if (value === null || typeof value !== 'object') return value;
  const out: { [key: string]: Json } = {};
  for (const [key, child] of Object.entries(value)) {
    out[key] = SELECTION_KEYS.has(key) ? child : addUnknown(child);
  }
  out[UNKNOWN_FIELD] = { note: 'additive field: ignore it', since: '1.2.0' };
  return out;
}

function mapObjects(list: Json, map: (item: { [key: string]: Json }) => void): void {
  if (!Array.isArray(list)) return;
  for (const item of list) if (item && typeof item === 'object' && !Array.isArray(item)) map(item);
}

function flagsToNumbers(value: Json): void {
  if (Array.isArray(value)) {
    for (const item of value) flagsToNumbers(item);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    if (SELECTION_KEYS.has(key)) continue;
    // Flags of records; `available`, `listed` and the like are plain bools in the spec.
    if (FLAG_KEYS.has(key) && typeof child === 'boolean') value[key] = asFlag(child);
    else flagsToNumbers(child);
  }
}

function quirkyAvailability(data: { [key: string]: Json }): void {
  mapObjects(data.zones ?? null, (zone) => {
    for (const key of [
      'id',
      'enabled',
      'days_mask',
      'delivery_fee_minor',
      'minimum_order_minor',
      'free_delivery_over_minor',
    ])
      if (key in zone) zone[key] = asString(zone[key] ?? null);
    zone.acceptance_cutoff = withSeconds(zone.acceptance_cutoff ?? null);
  });
  const pickup = data.pickup;
  if (pickup && typeof pickup === 'object' && !Array.isArray(pickup)) {
    pickup.opens = withSeconds(pickup.opens ?? null);
    pickup.cutoff = withSeconds(pickup.cutoff ?? null);
    if (Array.isArray(pickup.days)) pickup.days = pickup.days.map(asString);
  }
}

function quirkyQuote(data: { [key: string]: Json }): void {
  const quote = data.quote;
  if (!quote || typeof quote !== 'object' || Array.isArray(quote)) return;
  const location = quote.location;
  if (location && typeof location === 'object' && !Array.isArray(location)) {
    location.opens = withSeconds(location.opens ?? null);
    location.cutoff = withSeconds(location.cutoff ?? null);
  }
}

/** The quirky form of an endpoint's 200 payload (a deep copy; the live menu is untouched). */
export function quirky(endpoint: Endpoint, data: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(data)) as Json;
  if (copy === null || typeof copy !== 'object' || Array.isArray(copy)) return copy;
  if (endpoint === 'availability') quirkyAvailability(copy);
  if (endpoint === 'catalogue') flagsToNumbers(copy.products ?? null);
  if (endpoint === 'catalogue') flagsToNumbers(copy.pizza_bases ?? null);
  if (endpoint === 'quote') quirkyQuote(copy);
  return addUnknown(copy);
}
