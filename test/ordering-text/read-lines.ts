import type { Menu } from '../../src/catalogue/menu.ts';
import { parseOrder } from '../../src/ordering-text/index.ts';
import type { TypedOrderNames } from '../../src/telegram/menu-names.ts';

/**
 * A reader of typed orders on one menu for the tuning tests (cafe-tuning, grill-tuning): each
 * line by its names (dish, size, extras, removals, candidates) and its notes but the chosen size.
 * With `names`, a chat's language reads the menu's names as the bot shows them to it.
 */
export function readerOn(menu: Menu, names?: TypedOrderNames) {
  return function read(text: string, locale = 'bg') {
    const extraNames = names?.names(menu, locale);
    const parsed = parseOrder(text, menu, { locale, ...(extraNames && { extraNames }) });
    return {
      isOrder: parsed.isOrder,
      unknown: parsed.unknown,
      lines: parsed.lines.map((line) => {
        const draft = line.draft?.kind === 'product' ? line.draft : null;
        const variant = draft ? menu.variant(draft.productId, draft.size) : undefined;
        return {
          product: draft ? menu.product(draft.productId)?.name : null,
          qty: draft?.quantity,
          size: variant?.label,
          addons: (draft?.addons ?? []).map(
            (code) => variant?.addons.find((a) => a.code === code)?.name,
          ),
          removed: (draft?.removed ?? []).map(
            (id) => variant?.ingredients.find((i) => i.id === id)?.name,
          ),
          candidates: line.candidates.map((id) => menu.product(id)?.name),
          notes: line.notes.filter((n) => n.code !== 'size_chosen'),
          /** Every note's code, the chosen size's too. */
          codes: line.notes.map((n) => n.code),
        };
      }),
    };
  };
}
