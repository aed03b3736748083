import { allergenNames } from '../../catalogue/allergens.ts';
import {
  allergensOf,
  displayedPrice,
  priceRange,
  unavailability,
} from '../../catalogue/display.ts';
import { LIMITS } from '../../conversation/limits.ts';
import { allowedAddons, defaultBase } from '../../conversation/product-draft.ts';
import { editingProposal } from '../../conversation/typed-order.ts';
import type { Product } from '../../domain/menu.ts';
import { numberedBases } from '../button-targets.ts';
import { choiceAllergenLines, chosenBaseLine } from './allergen-lines.ts';
import { describeSelection, money } from './describe.ts';
import { withStatus } from './ordering-status.ts';
import { amountText, draftSelection, draftUnitEstimate, runningPriceLine } from './prices.ts';
import { type Button, onePage, pageLine, pager, rows, type View, type ViewKit } from './view.ts';

function priceText(kit: ViewKit, product: Product): string {
  const range = priceRange(product);
  if (!range) return kit.tr('price-at-quote');
  return range.minMinor === range.maxMinor
    ? money(kit, range.minMinor)
    : kit.tr('price-from', { price: money(kit, range.minMinor) });
}

function menuMissing(kit: ViewKit): View {
  return { text: kit.tr('menu-unavailable'), keyboard: [[kit.button(kit.tr('btn-home'), 'home')]] };
}

/** Home: categories, search hint, combos, half-and-half, cart, orders, repeat, language. */
export function homeView(kit: ViewKit): View {
  const { menu, context } = kit;
  const top: Button[][] = [];
  if (menu) {
    top.push(
      ...rows(
        menu.categories().map((c) => kit.button(`${c.name}`, 'openCategory', c.id)),
        2,
      ),
    );
    const extras: Button[] = [];
    if (menu.combos().length > 0) extras.push(kit.button(kit.tr('btn-combos'), 'openCombos'));
    if (menu.halfEligibleProducts().length >= 2)
      extras.push(kit.button(kit.tr('btn-half'), 'startHalf'));
    if (extras.length > 0) top.push(extras);
  }
  const lines = context.cart.lines.length;
  top.push([
    kit.button(kit.tr('btn-cart', { count: lines }), 'openCart'),
    kit.button(kit.tr('btn-orders'), 'openOrders'),
  ]);
  const last: Button[] = [];
  if (context.lastOrder && context.lastOrder.length > 0)
    last.push(kit.button(kit.tr('btn-repeat'), 'repeatLast'));
  last.push(kit.button(kit.tr('btn-language'), 'openLanguage'));
  top.push(last);
  const text = menu
    ? kit.tr('home', { search: kit.tr('search-hint') })
    : kit.tr('menu-unavailable');
  return { text: withStatus(kit, text), keyboard: top };
}

function productList(
  kit: ViewKit,
  products: readonly Product[],
  requested: number,
  title: string,
): View {
  const { page, pages, shown } = onePage(products, requested, LIMITS.productsPerPage);
  const buttons = shown.map((p) => [
    kit.button(`${p.available ? '' : '⛔ '}${p.name} · ${priceText(kit, p)}`, 'openProduct', p.id),
  ]);
  return {
    text: [title, ...pageLine(kit, page, pages)].join('\n'),
    keyboard: kit.nav(...buttons, ...pager(kit, page, pages)),
  };
}

/** A category's listed products, eight a page. */
export function categoryView(kit: ViewKit): View {
  const { menu, context } = kit;
  if (!menu) return menuMissing(kit);
  const categoryId = context.nav.categoryId ?? -1;
  const name = menu.category(categoryId)?.name ?? '';
  return productList(kit, menu.productsIn(categoryId), context.nav.page, name);
}

/**
 * The cart, offered on the search results when it holds something: a search typed on the cart
 * or at checkout shows the way back to it (its "back" leads there too).
 */
function cartRow(kit: ViewKit): Button[][] {
  const count = kit.context.cart.lines.length;
  return count === 0 ? [] : [[kit.button(kit.tr('btn-cart', { count }), 'openCart')]];
}

/** Search results (products and combos), eight a page. */
export function searchView(kit: ViewKit): View {
  const { menu, search, context } = kit;
  if (!menu || !search) return menuMissing(kit);
  const query = context.nav.query;
  const hits = query === '' ? [] : search.search(query, { limit: 40 });
  if (hits.length === 0)
    return { text: kit.tr('search-empty', { query }), keyboard: kit.nav(...cartRow(kit)) };
  const { page, pages, shown } = onePage(hits, context.nav.page, LIMITS.productsPerPage);
  const buttons = shown.map((hit) => {
    if (hit.kind === 'combo') {
      const index = menu.combos().findIndex((c) => c.code === hit.comboCode);
      return [kit.button(`🎁 ${menu.combo(hit.comboCode)?.name ?? ''}`, 'openCombo', index)];
    }
    const product = menu.product(hit.productId);
    return [
      kit.button(
        `${product?.name ?? ''} · ${product ? priceText(kit, product) : ''}`,
        'openProduct',
        hit.productId,
      ),
    ];
  });
  return {
    text: [
      kit.tr('search-results', { query, count: hits.length }),
      ...pageLine(kit, page, pages),
    ].join('\n'),
    keyboard: kit.nav(...buttons, ...pager(kit, page, pages), ...cartRow(kit)),
  };
}

/** The product card: description, price of the selected size, allergens, sizes, choices. */
export function productCardView(kit: ViewKit): View {
  const { menu, context } = kit;
  const product = menu?.product(context.nav.productId ?? -1);
  if (!menu || !product) return { text: kit.tr('product-gone'), keyboard: kit.nav() };
  const draft = context.draft?.kind === 'product' ? context.draft : null;
  const size = draft?.size;
  const price = displayedPrice(product, size);
  const lines = [product.name];
  if (product.description) lines.push(product.description);
  lines.push(price.kind === 'amount' ? money(kit, price.minor) : kit.tr('price-at-quote'));
  // Extras or a crust chosen earlier change the price: say what this choice costs now.
  const unit = draft ? draftUnitEstimate(menu, draft) : null;
  if (draft && price.kind === 'amount' && unit !== price.minor) {
    lines.push(runningPriceLine(kit, menu, draft));
  }
  const allergens = allergensOf(product, size);
  if (allergens.length > 0) {
    lines.push(kit.tr('allergens', { list: allergenNames(allergens, kit.locale).join(', ') }));
  }
  const chosenBase = product.bases.find((base) => base.code === draft?.base);
  if (chosenBase) lines.push(chosenBaseLine(kit, chosenBase));
  const missing = unavailability(product);
  if (missing) {
    lines.push(kit.tr('unavailable'));
    if (missing.availableAt) lines.push(missing.availableAt);
    if (missing.notice) lines.push(missing.notice);
  }
  const keyboard: Button[][] = [];
  for (const group of product.choices) {
    keyboard.push(
      ...rows(
        group.options.map((option) =>
          kit.button(
            `${option.current || option.product_id === product.id ? '● ' : ''}${option.label}`,
            'chooseOption',
            option.product_id,
          ),
        ),
        2,
      ),
    );
  }
  if (draft) {
    keyboard.push(
      product.variants.map((variant) =>
        kit.button(
          `${variant.key === draft.size ? '● ' : ''}${variant.label}${variant.minor === null ? '' : ` ${money(kit, variant.minor)}`}`,
          'selectSize',
          variant.key,
        ),
      ),
    );
    keyboard.push([
      kit.button(kit.tr('btn-customize'), 'customize'),
      kit.button(kit.tr('btn-add'), 'addToCart'),
    ]);
  }
  // Spec "Product": image_illustrative — the photo shows the kind of dish, not this one.
  if (product.image && product.image_illustrative) lines.push(kit.tr('photo-illustrative'));
  return {
    text: lines.join('\n'),
    keyboard: kit.nav(...keyboard),
    photo: product.image ?? undefined,
  };
}

/** Extras of the selected size, removable ingredients, bases and the crust. */
export function extrasView(kit: ViewKit): View {
  const { menu, context } = kit;
  const draft = context.draft?.kind === 'product' ? context.draft : null;
  const product = draft ? menu?.product(draft.productId) : undefined;
  const variant = product?.variants.find((v) => v.key === draft?.size);
  if (!menu || !draft || !product || !variant)
    return { text: kit.tr('product-gone'), keyboard: kit.nav() };
  const keyboard: Button[][] = [];
  const addons = allowedAddons(product, variant);
  keyboard.push(
    ...rows(
      addons.map((addon, index) =>
        kit.button(
          `${draft.addons.includes(addon.code) ? '✅' : '➕'} ${addon.name} ${money(kit, addon.minor)}`,
          'toggleAddon',
          index,
        ),
      ),
      2,
    ),
  );
  keyboard.push(
    ...rows(
      variant.ingredients
        .filter((ingredient) => ingredient.removable)
        .map((ingredient) =>
          kit.button(
            `${draft.removed.includes(ingredient.id) ? '🚫' : '✔'} ${ingredient.name}`,
            'toggleIngredient',
            { ingredientId: ingredient.id },
          ),
        ),
      3,
    ),
  );
  const bases = numberedBases(context, menu);
  // The chosen base is marked; a draft without one uses the restaurant's flagged default.
  const chosen = draft.base ?? defaultBase(product);
  if (bases.length > 1) {
    keyboard.push(
      bases.map((base, index) =>
        kit.button(`${base.code === chosen ? '● ' : ''}${base.name}`, 'selectBase', index),
      ),
    );
  }
  if (variant.crust_selectable && draft.crust !== undefined) {
    const surcharge =
      variant.crust_extra_minor === null
        ? kit.tr('price-at-quote')
        : money(kit, variant.crust_extra_minor);
    keyboard.push([
      kit.button(
        `${draft.crust ? '✅' : '➕'} ${kit.tr('crust', { price: surcharge })}`,
        'toggleCrust',
      ),
    ]);
  }
  keyboard.push([kit.button(kit.tr('btn-done'), 'done')]);
  const text = [
    kit.tr('extras-title', { name: product.name, size: variant.label }),
    runningPriceLine(kit, menu, draft),
    ...choiceAllergenLines(kit, addons, bases),
    kit.tr('allergen-caution'),
  ].join('\n');
  return { text, keyboard: kit.nav(...keyboard) };
}

/** The dish being added, its price each and for the chosen quantity (estimates from the menu). */
function quantityDishLines(kit: ViewKit, quantity: number): string[] {
  const { menu, context } = kit;
  const selection = menu && context.draft ? draftSelection(menu, context.draft) : undefined;
  if (!menu || !context.draft || !selection) return [];
  const unit = draftUnitEstimate(menu, context.draft);
  const dish = describeSelection(kit, menu, selection);
  if (unit === null) return [`${dish} · ${kit.tr('price-at-quote')}`];
  const lines = [`${dish} · ${kit.tr('price-each', { price: money(kit, unit) })}`];
  if (quantity > 1) {
    lines.push(kit.tr('quantity-total', { quantity, total: money(kit, unit * quantity) }));
  }
  return lines;
}

/** Quantity 1..20 for whatever draft is being added. */
export function quantityView(kit: ViewKit): View {
  const quantity = kit.context.draft?.quantity ?? 1;
  const choices = [1, 2, 3, 4, 5, 6, 8, 10].map((n) =>
    kit.button(n === quantity ? `● ${n}` : String(n), 'setQuantity', n),
  );
  const text = [
    ...quantityDishLines(kit, quantity),
    kit.tr('quantity', { quantity, max: LIMITS.quantityMax }),
  ].join('\n');
  return {
    text,
    keyboard: kit.nav(...rows(choices, 4), [
      // A line of a typed order being changed goes back to that order, not into the cart.
      kit.button(
        editingProposal(kit.context)
          ? kit.tr('btn-proposal-update', {
              quantity,
              line: (kit.context.proposal?.editing ?? 0) + 1,
            })
          : kit.tr('btn-add-to-cart', { quantity }),
        'addToCart',
      ),
    ]),
  };
}

/** The combos list. */
export function combosView(kit: ViewKit): View {
  const { menu } = kit;
  if (!menu) return menuMissing(kit);
  const buttons = menu
    .combos()
    .map((combo, index) => [
      kit.button(
        `${combo.available ? '' : '⛔ '}${combo.name} · ${money(kit, combo.minor)}`,
        'openCombo',
        index,
      ),
    ]);
  return { text: kit.tr('combos-title'), keyboard: kit.nav(...buttons) };
}

function comboOf(kit: ViewKit) {
  const draft = kit.context.draft?.kind === 'combo' ? kit.context.draft : null;
  const combo = draft ? kit.menu?.combo(draft.code) : undefined;
  return draft && combo ? { draft, combo } : undefined;
}

/** A combo: its slots in order with the chosen product, each swappable within the slot. */
export function comboView(kit: ViewKit): View {
  const found = comboOf(kit);
  if (!found || !kit.menu) return { text: kit.tr('product-gone'), keyboard: kit.nav() };
  const { draft, combo } = found;
  const menu = kit.menu;
  const slots = combo.slots.map((slot, index) => {
    const product = menu.product(draft.productIds[index] ?? -1);
    const label = `${index + 1}. ${product?.name ?? '?'}${slot.product_ids.length > 1 ? ' 🔄' : ''}`;
    return [kit.button(label, 'openSlot', index)];
  });
  const text = [
    combo.name,
    combo.description,
    `${money(kit, combo.minor)} · ${combo.schedule}`,
    draftUnitEstimate(menu, draft) === combo.minor ? '' : runningPriceLine(kit, menu, draft),
    kit.tr('combo-hint'),
  ]
    .filter((line) => line !== '')
    .join('\n');
  return { text, keyboard: kit.nav(...slots, [kit.button(kit.tr('btn-add'), 'addToCart')]) };
}

/** The products one combo slot allows, eight a page. */
export function comboSlotView(kit: ViewKit): View {
  const found = comboOf(kit);
  const slot = found?.combo.slots[kit.context.nav.slot ?? -1];
  if (!found || !slot || !kit.menu) return { text: kit.tr('product-gone'), keyboard: kit.nav() };
  const menu = kit.menu;
  const ids = slot.product_ids;
  const { page, pages, shown } = onePage(ids, kit.context.nav.page, LIMITS.productsPerPage);
  const buttons = shown.map((id) => [
    kit.button(menu.product(id)?.name ?? String(id), 'pickSlotProduct', id),
  ]);
  return {
    text: [
      kit.tr('slot-title', { slot: (kit.context.nav.slot ?? 0) + 1 }),
      ...pageLine(kit, page, pages),
    ].join('\n'),
    keyboard: kit.nav(...buttons, ...pager(kit, page, pages)),
  };
}

/** How the restaurant prices two halves (spec "HalfSettings"); the list shows family prices. */
function halfPriceRule(kit: ViewKit, menu: NonNullable<ViewKit['menu']>): string {
  const { price_mode, fixed_minor } = menu.half;
  if (price_mode === 'fixed') {
    return fixed_minor === null
      ? kit.tr('half-price-unset')
      : kit.tr('half-price-fixed', { price: money(kit, fixed_minor) });
  }
  return kit.tr(`half-price-${price_mode}`);
}

/** A pizza offered as a half, with its family price (what the half rule works from). */
function halfChoiceLabel(kit: ViewKit, menu: NonNullable<ViewKit['menu']>, product: Product) {
  return `${product.name} · ${amountText(kit, menu.variant(product.id, 'family')?.minor ?? null)}`;
}

/** Half-and-half: pick the first or second half among eligible pizzas. */
export function halfPickView(kit: ViewKit, which: 1 | 2): View {
  const { menu } = kit;
  if (!menu) return menuMissing(kit);
  const eligible = menu.halfEligibleProducts();
  const { page, pages, shown } = onePage(eligible, kit.context.nav.page, LIMITS.productsPerPage);
  const buttons = shown.map((p) => [kit.button(halfChoiceLabel(kit, menu, p), 'pickHalf', p.id)]);
  return {
    text: [
      kit.tr('half-pick', { which }),
      ...pageLine(kit, page, pages),
      halfPriceRule(kit, menu),
    ].join('\n'),
    keyboard: kit.nav(...buttons, ...pager(kit, page, pages)),
  };
}

/** Half-and-half: removals per half and the outer base. */
export function halfConfigureView(kit: ViewKit): View {
  const { menu, context } = kit;
  const draft = context.draft?.kind === 'half' ? context.draft : null;
  if (!menu || !draft) return { text: kit.tr('product-gone'), keyboard: kit.nav() };
  const keyboard: Button[][] = [];
  const names: string[] = [];
  draft.halves.forEach((half, index) => {
    const product = menu.product(half.productId);
    names.push(product?.name ?? '?');
    const variant = menu.variant(half.productId, 'family');
    keyboard.push(
      ...rows(
        (variant?.ingredients ?? [])
          .filter((ingredient) => ingredient.removable)
          .map((ingredient) =>
            kit.button(
              `½${index + 1} ${half.removed.includes(ingredient.id) ? '🚫' : '✔'} ${ingredient.name}`,
              'toggleIngredient',
              { half: index, ingredientId: ingredient.id },
            ),
          ),
        2,
      ),
    );
  });
  const bases = numberedBases(context, menu);
  if (bases.length > 1) {
    keyboard.push(
      bases.map((base, index) =>
        kit.button(`${base.code === draft.base ? '● ' : ''}${base.name}`, 'selectBase', index),
      ),
    );
  }
  keyboard.push([kit.button(kit.tr('btn-done'), 'done')]);
  const text = [
    kit.tr('half-configure', { first: names[0] ?? '', second: names[1] ?? '' }),
    runningPriceLine(kit, menu, draft),
    ...choiceAllergenLines(kit, [], bases),
  ].join('\n');
  return { text, keyboard: kit.nav(...keyboard) };
}
