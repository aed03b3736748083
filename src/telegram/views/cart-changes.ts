import type { CartChange } from '../../conversation/cart-check.ts';
import { money, type Words } from './describe.ts';

function removedLine(kit: Words, change: Extract<CartChange, { kind: 'removed' }>): string[] {
  const part = change.item !== change.line;
  const args = { line: change.line, item: change.item };
  const head =
    change.reason === 'unavailable'
      ? kit.tr(part ? 'cart-change-unavailable-part' : 'cart-change-unavailable', args)
      : change.reason === 'gone'
        ? kit.tr(part ? 'cart-change-gone-part' : 'cart-change-gone', args)
        : kit.tr('cart-change-not-possible', args);
  const lines = [head];
  // The restaurant's own restock label and notice, exactly as they came (spec "Product").
  if (change.availableAt)
    lines.push(kit.tr('cart-change-available-at', { when: change.availableAt }));
  if (change.notice) lines.push(`   ${change.notice}`);
  return lines;
}

function changeLines(kit: Words, change: CartChange): string[] {
  switch (change.kind) {
    case 'removed':
      return removedLine(kit, change);
    case 'size':
      return [kit.tr('cart-change-size', { line: change.line, from: change.from, to: change.to })];
    case 'addon':
      return [kit.tr('cart-change-addon', { line: change.line, item: change.item })];
    case 'ingredient':
      return [kit.tr('cart-change-ingredient', { line: change.line, item: change.item })];
    case 'base':
      return [kit.tr('cart-change-base', { line: change.line, item: change.item })];
    case 'crust':
      return [kit.tr('cart-change-crust', { line: change.line })];
    case 'slot':
      return [kit.tr('cart-change-slot', { line: change.line, from: change.from, to: change.to })];
    case 'combo':
      return [kit.tr('cart-change-combo', { line: change.line, price: money(kit, change.minor) })];
  }
}

/**
 * What a menu change did to the cart, one bullet per change, in the customer's language around
 * the restaurant's own names. Shown under the `cart_changed` notice on the cart or review screen.
 */
export function cartChangeLines(kit: Words, changes: readonly CartChange[]): string[] {
  return changes.flatMap((change) => changeLines(kit, change));
}
