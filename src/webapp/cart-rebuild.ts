import { z } from 'zod';
import type { Menu } from '../catalogue/menu.ts';
import { addToCart, type Cart, type CartLine, EMPTY_CART } from '../conversation/cart.ts';
import { selectionNames } from '../conversation/cart-names.ts';
import {
  type ComboDraft,
  comboDraftSelection,
  startComboDraft,
  swapSlot,
} from '../conversation/combo-draft.ts';
import {
  type HalfDraft,
  halfDraftSelection,
  pickHalf,
  selectHalfBase,
  startHalfDraft,
  toggleHalfIngredient,
} from '../conversation/half-draft.ts';
import { LIMITS } from '../conversation/limits.ts';
import {
  applyChoice,
  type DraftProblem,
  type DraftResult,
  type ProductChoice,
  type ProductDraft,
  productDraftSelection,
  startProductDraft,
  withQuantity,
} from '../conversation/product-draft.ts';
import type { Selection } from '../domain/order.ts';
import { SizeKey } from '../partner/schemas/index.ts';

const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const Quantity = z.number().int().min(LIMITS.quantityMin).max(LIMITS.quantityMax);
const Code = z.string().min(1).max(100);

/**
 * What the page may post: ids and choices only. Unknown fields (a price, a total, a name) are
 * stripped by the schema and never read: the cart is rebuilt from the menu on the server.
 */
export const PostedLine = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('product'),
    productId: Id,
    size: SizeKey,
    addons: z.array(Code).max(LIMITS.addonsPerSelection).default([]),
    removed: z.array(Id).max(LIMITS.removedPerSelection).default([]),
    base: Code.optional(),
    crust: z.boolean().optional(),
    quantity: Quantity,
  }),
  z.object({
    kind: z.literal('half'),
    halves: z
      .array(z.object({ productId: Id, removed: z.array(Id).max(LIMITS.removedPerSelection) }))
      .length(2),
    base: Code.optional(),
    quantity: Quantity,
  }),
  z.object({
    kind: z.literal('combo'),
    code: Code,
    productIds: z.array(Id).min(1).max(20),
    quantity: Quantity,
  }),
]);
export type PostedLine = z.infer<typeof PostedLine>;

/** The posted cart: 1 to 40 lines (spec "Limits"). */
export const PostedCart = z.object({
  lines: z.array(PostedLine).min(1).max(LIMITS.linesPerOrder),
});
export type PostedCart = z.infer<typeof PostedCart>;

/** A posted line that the menu does not allow now, by its index in the posted cart. */
export interface LineProblem {
  index: number;
  problem: DraftProblem | 'not_listed';
}

export type RebuildResult =
  | { ok: true; lines: CartLine[]; cart: Cart }
  | { ok: false; problems: LineProblem[] };

/** Runs draft steps in order; the first refusal ends the line. */
function chain<T>(start: DraftResult<T>, steps: ((draft: T) => DraftResult<T>)[]): DraftResult<T> {
  let result = start;
  for (const step of steps) {
    if (!result.ok) return result;
    result = step(result.draft);
  }
  return result;
}

/** A product the page may offer as a dish: listed, or an option child of a listed dish. */
function offered(menu: Menu, productId: number): boolean {
  if (menu.product(productId)?.listed) return true;
  return menu
    .listedProducts()
    .some((parent) =>
      parent.choices.some((group) => group.options.some((o) => o.product_id === productId)),
    );
}

type Built = { ok: true; selection: Selection } | { ok: false; problem: LineProblem['problem'] };

function buildProduct(menu: Menu, line: Extract<PostedLine, { kind: 'product' }>): Built {
  if (!offered(menu, line.productId)) return { ok: false, problem: 'not_listed' };
  const choices: ProductChoice[] = [
    { kind: 'size', size: line.size },
    ...[...new Set(line.addons)].map((code): ProductChoice => ({ kind: 'addon', code })),
    ...[...new Set(line.removed)].map(
      (ingredientId): ProductChoice => ({ kind: 'ingredient', ingredientId }),
    ),
    ...(line.base === undefined ? [] : [{ kind: 'base', code: line.base } as const]),
  ];
  const result = chain(startProductDraft(menu, line.productId), [
    ...choices.map((choice) => (draft: ProductDraft) => applyChoice(menu, draft, choice)),
    // The crust last: the size chosen above decides whether it can change.
    (draft) =>
      line.crust === undefined || line.crust === draft.crust
        ? { ok: true, draft }
        : applyChoice(menu, draft, { kind: 'crust' }),
  ]);
  if (!result.ok) return result;
  // A size asked for but not taken (selectSize refuses unknown sizes, so this is the same size).
  return { ok: true, selection: productDraftSelection(menu, result.draft) };
}

function buildHalf(menu: Menu, line: Extract<PostedLine, { kind: 'half' }>): Built {
  const [first, second] = line.halves;
  if (!first || !second) return { ok: false, problem: 'option_not_offered' };
  const result = chain(startHalfDraft(menu), [
    (draft) => pickHalf(menu, draft, first.productId),
    (draft) => pickHalf(menu, draft, second.productId),
    ...line.halves.flatMap((half, index) =>
      [...new Set(half.removed)].map(
        (id) => (draft: HalfDraft) => toggleHalfIngredient(menu, draft, index, id),
      ),
    ),
    (draft) =>
      line.base === undefined ? { ok: true, draft } : selectHalfBase(menu, draft, line.base),
  ]);
  if (!result.ok) return result;
  const selection = halfDraftSelection(menu, result.draft);
  return selection ? { ok: true, selection } : { ok: false, problem: 'option_not_offered' };
}

function buildCombo(menu: Menu, line: Extract<PostedLine, { kind: 'combo' }>): Built {
  const combo = menu.combo(line.code);
  if (combo && combo.slots.length !== line.productIds.length) {
    return { ok: false, problem: 'option_not_offered' };
  }
  const result = chain(startComboDraft(menu, line.code), [
    ...line.productIds.map(
      (productId, slot) => (draft: ComboDraft) =>
        draft.productIds[slot] === productId
          ? { ok: true as const, draft }
          : swapSlot(menu, draft, slot, productId),
    ),
  ]);
  if (!result.ok) return result;
  // Every slot's dish must be orderable now: the same rule the cart check applies to combos.
  for (const productId of result.draft.productIds) {
    const product = menu.product(productId);
    if (!product) return { ok: false, problem: 'product_gone' };
    if (!product.available) return { ok: false, problem: 'product_unavailable' };
  }
  const selection = comboDraftSelection(menu, result.draft);
  return selection ? { ok: true, selection } : { ok: false, problem: 'product_gone' };
}

/**
 * Rebuilds a posted cart with the chat's own builders, step by step as the chat's buttons would
 * (size, extras of that size, removable ingredients, base, crust where selectable, half and
 * combo rules, quantity 1..20, at most 40 lines). Any line the menu refuses makes the whole post
 * a refusal naming those lines, so nothing reaches the chat until the page agrees; the same
 * configuration twice becomes one line (as in the chat's cart).
 */
export function rebuildCart(menu: Menu, posted: PostedCart): RebuildResult {
  const problems: LineProblem[] = [];
  let cart: Cart = EMPTY_CART;
  posted.lines.forEach((line, index) => {
    const built =
      line.kind === 'product'
        ? buildProduct(menu, line)
        : line.kind === 'half'
          ? buildHalf(menu, line)
          : buildCombo(menu, line);
    if (!built.ok) {
      problems.push({ index, problem: built.problem });
      return;
    }
    const quantity = withQuantity({ quantity: 1 }, line.quantity).quantity;
    const added = addToCart(cart, built.selection, quantity, selectionNames(menu, built.selection));
    if (added.ok) cart = added.cart;
    else problems.push({ index, problem: 'option_not_offered' });
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, lines: cart.lines, cart };
}
