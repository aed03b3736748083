import type { OrderLine, Selection } from '../domain/order.ts';
import { orderLine } from '../domain/selections.ts';
import type { LineNames } from './cart-names.ts';
import { clampQuantity, LIMITS } from './limits.ts';

/** One cart line: the exact request selection and its quantity (1..20). */
export interface CartLine {
  id: number;
  selection: Selection;
  quantity: number;
  /** The menu's names for what the selection refers to, kept to word a later menu change. */
  names?: LineNames | undefined;
}

/** The cart: at most 40 lines (spec "Limits": 1 to 40 lines a request). */
export interface Cart {
  lines: CartLine[];
  nextLineId: number;
}

export const EMPTY_CART: Cart = { lines: [], nextLineId: 1 };

export type CartResult =
  | { ok: true; cart: Cart }
  | { ok: false; problem: 'cart_full' | 'line_gone' };

/**
 * Canonical text of a selection, so the same configuration added twice becomes one line (and an
 * order's line finds the cart line it was sent from).
 */
export function selectionKey(selection: Selection): string {
  return canonicalJson(selection);
}

/** JSON text of plain data with every object's keys sorted: equal data, equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/**
 * Adds a configured selection. The same configuration again raises that line's quantity (up to
 * 20); a new configuration needs a free line (at most 40).
 */
export function addToCart(
  cart: Cart,
  selection: Selection,
  quantity: number,
  names?: LineNames,
): CartResult {
  const key = selectionKey(selection);
  const same = cart.lines.find((line) => selectionKey(line.selection) === key);
  if (same) {
    return {
      ok: true,
      cart: {
        ...cart,
        lines: cart.lines.map((line) =>
          line === same ? { ...line, quantity: clampQuantity(line.quantity + quantity) } : line,
        ),
      },
    };
  }
  if (cart.lines.length >= LIMITS.linesPerOrder) return { ok: false, problem: 'cart_full' };
  const line: CartLine = {
    id: cart.nextLineId,
    selection,
    quantity: clampQuantity(quantity),
    ...(names === undefined ? {} : { names }),
  };
  return { ok: true, cart: { lines: [...cart.lines, line], nextLineId: cart.nextLineId + 1 } };
}

/** True when the cart has a line with exactly this configuration (any quantity). */
export function cartHasSelection(cart: Cart, selection: Selection): boolean {
  const key = selectionKey(selection);
  return cart.lines.some((line) => selectionKey(line.selection) === key);
}

/** Sets a line's quantity (clamped to 1..20). */
export function setLineQuantity(cart: Cart, lineId: number, quantity: number): CartResult {
  if (!cart.lines.some((line) => line.id === lineId)) return { ok: false, problem: 'line_gone' };
  const lines = cart.lines.map((line) =>
    line.id === lineId ? { ...line, quantity: clampQuantity(quantity) } : line,
  );
  return { ok: true, cart: { ...cart, lines } };
}

/** Removes a line. */
export function removeLine(cart: Cart, lineId: number): CartResult {
  if (!cart.lines.some((line) => line.id === lineId)) return { ok: false, problem: 'line_gone' };
  return { ok: true, cart: { ...cart, lines: cart.lines.filter((line) => line.id !== lineId) } };
}

/** The order lines of a quote request, in cart order (array order matters to the API). */
export function cartOrderLines(cart: Cart): OrderLine[] {
  return cart.lines.map((line) => orderLine(line.selection, line.quantity));
}
