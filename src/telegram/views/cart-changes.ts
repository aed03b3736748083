import type { CartChange } from '../../conversation/cart-check.ts';
import { type MenuWords, money } from './describe.ts';

function removedLine(kit: MenuWords, change: Extract<CartChange, { kind: 'removed' }>): string[] {
  const text = (source: string) => kit.texts.text(source);
  const part = change.item !== change.line;
  const args = { line: text(change.line), item: text(change.item) };
  const head =
    change.reason === 'unavailable'
      ? kit.tr(part ? 'cart-change-unavailable-part' : 'cart-change-unavailable', args)
      : change.reason === 'gone'
        ? kit.tr(part ? 'cart-change-gone-part' : 'cart-change-gone', args)
        : kit.tr('cart-change-not-possible', args);
  const lines = [head];
  // The restaurant's own restock label and notice (spec "Product"), in the chat's language.
  if (change.availableAt)
    lines.push(kit.tr('cart-change-available-at', { when: text(change.availableAt) }));
  if (change.notice) lines.push(`   ${text(change.notice)}`);
  return lines;
}

function changeLines(kit: MenuWords, change: CartChange): string[] {
  if (change.kind === 'removed') return removedLine(kit, change);
  // Names kept from when the line was added: the restaurant's words, in the chat's language.
  const text = (source: string) => kit.texts.text(source);
  switch (change.kind) {
    case 'size':
      return [
        kit.tr('cart-change-size', {
          line: text(change.line),
          from: text(change.from),
          to: text(change.to),
        }),
      ];
    case 'addon':
      return [kit.tr('cart-change-addon', { line: text(change.line), item: text(change.item) })];
    case 'ingredient':
      return [
        kit.tr('cart-change-ingredient', { line: text(change.line), item: text(change.item) }),
      ];
    case 'base':
      return [kit.tr('cart-change-base', { line: text(change.line), item: text(change.item) })];
    case 'crust':
      return [kit.tr('cart-change-crust', { line: text(change.line) })];
    case 'slot':
      return [
        kit.tr('cart-change-slot', {
          line: text(change.line),
          from: text(change.from),
          to: text(change.to),
        }),
      ];
    case 'combo':
      return [
        kit.tr('cart-change-combo', { line: text(change.line), price: money(kit, change.minor) }),
      ];
  }
}

/**
 * What a menu change did to the cart, one bullet per change, in the customer's language around
 * the restaurant's own names. Shown under the `cart_changed` notice on the cart or review screen.
 */
export function cartChangeLines(kit: MenuWords, changes: readonly CartChange[]): string[] {
  return changes.flatMap((change) => changeLines(kit, change));
}
