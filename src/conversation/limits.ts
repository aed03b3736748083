/** The spec's request limits the conversation enforces before anything is sent (spec "Limits"). */
export const LIMITS = {
  linesPerOrder: 40,
  quantityMin: 1,
  quantityMax: 20,
  addonsPerSelection: 40,
  removedPerSelection: 100,
  productsPerPage: 8,
} as const;

/** Clamps a quantity into 1..20. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return LIMITS.quantityMin;
  return Math.min(LIMITS.quantityMax, Math.max(LIMITS.quantityMin, Math.trunc(quantity)));
}

/** Adds `item` when absent, removes it when present: a toggle that can never repeat a value. */
export function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((value) => value !== item) : [...list, item];
}

/** A list page: a whole number from 0; anything else (NaN, Infinity, negative) becomes a bound. */
export function clampPage(page: number, last = Number.MAX_SAFE_INTEGER): number {
  if (Number.isNaN(page)) return 0;
  return Math.min(last, Math.max(0, Math.trunc(Math.min(page, Number.MAX_SAFE_INTEGER))));
}
