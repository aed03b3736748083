import type { Problem } from '../pricing.ts';

/**
 * Field readers for request bodies. A reader either returns the typed value or throws a
 * `Rejection` carrying the HTTP problem; the public entry points catch it and return the problem,
 * so the rules read top to bottom without threading results through every call.
 */

/** A request rule was broken; carries the status and message the server answers with. */
export class Rejection extends Error {
  readonly problem: Problem;
  constructor(status: Problem['status'], message: string) {
    super(message);
    this.problem = { status, message };
  }
}

/** Throws a 422 (or the given status) with this message. */
export function reject(message: string, status: Problem['status'] = 422): never {
  throw new Rejection(status, message);
}

/** Runs `read` and turns a Rejection into its problem; other errors are bugs and propagate. */
export function attempt<T>(
  read: () => T,
): { ok: true; value: T } | { ok: false; problem: Problem } {
  try {
    return { ok: true, value: read() };
  } catch (error) {
    if (error instanceof Rejection) return { ok: false, problem: error.problem };
    throw error;
  }
}

/**
 * Response fields a client might echo back. They are rejected by name as read-only (spec
 * "General response format": read-only response fields are rejected when echoed; "/orders
 * request rules" 6: never price, source, user_id, status, paid).
 */
const READ_ONLY = new Set([
  'price',
  'minor',
  'key',
  'configuration',
  'paid',
  'status',
  'source',
  'user_id',
  'name',
  'label',
  'currency',
  'unit_minor',
  'subtotal_minor',
  'gross_minor',
  'net_minor',
  'tax_minor',
  'discount_minor',
  'total_minor',
  'delivery_minor',
  'weight_g',
  'allergens',
  'ingredients',
  'omitted',
  'parts',
  'order_number',
  'test_only',
  'schedule_ready',
  'period',
  'warnings',
  'revision',
  'code',
  'available',
]);

/** A plain JSON object, or a 422 naming the path. */
export function asObject(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    reject(`${path}: must be an object`);
  }
  return value as Record<string, unknown>;
}

/** Rejects any key outside `allowed`, naming it read-only or undocumented. */
export function onlyKeys(
  obj: Record<string, unknown>,
  allowed: readonly string[],
  path: string,
): void {
  for (const key of Object.keys(obj)) {
    if (allowed.includes(key)) continue;
    const kind = READ_ONLY.has(key) ? 'read-only field' : 'undocumented field';
    reject(`${join(path, key)}: ${kind} '${key}' is not accepted in a request`);
  }
}

/** `items[0].selection` + `size` → `items[0].selection.size`. */
export function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

/** A JSON integer within [min, max]. Numeric strings are a wrong type in requests. */
export function readInt(value: unknown, path: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) reject(`${path}: must be an integer`);
  if (value < min || value > max) {
    reject(
      max === Number.MAX_SAFE_INTEGER
        ? `${path}: must be at least ${min}`
        : `${path}: must be between ${min} and ${max}`,
    );
  }
  return value;
}

/** A string (possibly required to be non-empty). */
export function readString(value: unknown, path: string): string {
  if (typeof value !== 'string') reject(`${path}: must be a string`);
  return value;
}

/** A request flag: true, false, 0 or 1 (spec "Request selection": crust boolean or 0/1). */
export function readFlag(value: unknown, path: string): boolean {
  if (value === true || value === 1) return true;
  if (value === false || value === 0) return false;
  return reject(`${path}: must be true, false, 0 or 1`);
}

/** An array of at most `max` distinct items, each read by `item`. */
export function readDistinct<T>(
  value: unknown,
  path: string,
  max: number,
  item: (v: unknown, p: string) => T,
): T[] {
  if (!Array.isArray(value)) reject(`${path}: must be an array`);
  if (value.length > max) reject(`${path}: at most ${max} entries`);
  const items = value.map((v, i) => item(v, `${path}[${i}]`));
  if (new Set(items).size !== items.length) reject(`${path}: entries must be distinct`);
  return items;
}
