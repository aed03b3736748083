// The dish sheet: a dish with its choices, a combo with its slots, a half-and-half; Add puts
// the line in the cart.

import { show } from './cart.js';
import {
  addButton,
  checkboxes,
  fieldset,
  option,
  productSelect,
  quantityControl,
  radios,
} from './controls.js';
import { $, el, photo, product, setBack, setMain, state, tr } from './page.js';
import { tg } from './telegram.js';

// ---- the dish sheet ----

export function openSheet(...children) {
  const body = $('sheet').firstElementChild;
  body.replaceChildren(...children.flat().filter(Boolean));
  $('sheet').hidden = false;
  state.view = 'sheet';
  setMain(null);
  setBack(closeSheet);
}

export function closeSheet() {
  $('sheet').hidden = true;
  show('menu');
}

function added(line) {
  const key = JSON.stringify({ ...line, quantity: 0 });
  const same = state.cart.find((existing) => JSON.stringify({ ...existing, quantity: 0 }) === key);
  if (same) same.quantity = Math.min(20, same.quantity + line.quantity);
  else if (state.cart.length < 40) state.cart.push(line);
  tg?.HapticFeedback?.impactOccurred('light');
  closeSheet();
}

export function openDish(id) {
  const item = product(id);
  if (!item?.available) return;
  const variant = item.variants.find((v) => v.price !== null) ?? item.variants[0];
  if (!variant) return;
  const draft = {
    productId: id,
    size: variant.key,
    addons: [],
    removed: [],
    base: item.defaultBase,
    crust: variant.crust.selectable ? variant.crust.included : undefined,
    quantity: 1,
  };
  const redraw = () => openSheet(...dishSheet(item, draft, redraw));
  redraw();
}

function dishSheet(item, draft, redraw) {
  const variant = item.variants.find((v) => v.key === draft.size) ?? item.variants[0];
  const parts = [
    photo(item.image, item.name, false),
    el('h3', {}, item.name),
    item.description ? el('p', {}, item.description) : null,
  ];
  for (const group of item.choices) {
    const options = group.options.map((choice) => ({
      checked: choice.productId === item.id,
      label: choice.label,
      extra: choice.price,
      pick: () => openDish(choice.productId),
      data: { 'data-choice': choice.productId },
    }));
    parts.push(fieldset(group.label || tr('app-options'), radios('choice', options)));
  }
  if (item.variants.length > 1) {
    const sizes = item.variants.map((v) => ({
      checked: v.key === draft.size,
      label: v.label,
      extra: v.price ?? tr('app-price-at-checkout'),
      pick: () => {
        // The same rule as the chat's selectSize: what the new size does not offer is dropped.
        draft.size = v.key;
        draft.addons = draft.addons.filter((code) => v.addons.some((a) => a.code === code));
        draft.removed = draft.removed.filter((rid) => v.removable.some((r) => r.id === rid));
        draft.crust = v.crust.selectable ? v.crust.included : undefined;
        redraw();
      },
      data: { 'data-size': v.key },
    }));
    parts.push(fieldset(tr('app-size'), radios('size', sizes)));
  }
  if (variant.addons.length > 0) {
    const addons = variant.addons.map((addon) => ({
      value: addon.code,
      label: addon.name,
      extra: `+${addon.price}`,
      data: { 'data-addon': addon.code },
    }));
    parts.push(fieldset(tr('app-extras'), checkboxes(draft, 'addons', 'addon', addons)));
  }
  if (variant.removable.length > 0) {
    const removable = variant.removable.map((ingredient) => ({
      value: ingredient.id,
      label: ingredient.name,
      data: { 'data-remove': ingredient.id },
    }));
    parts.push(fieldset(tr('app-remove'), checkboxes(draft, 'removed', 'removed', removable)));
  }
  if (item.bases.length > 1) {
    const bases = item.bases.map((base) => ({
      checked: base.code === draft.base,
      label: base.name,
      pick: () => {
        draft.base = base.code;
      },
      data: { 'data-base': base.code },
    }));
    parts.push(fieldset(tr('app-base'), radios('base', bases)));
  }
  if (variant.crust.selectable) {
    parts.push(
      fieldset(
        tr('app-crust'),
        option({
          type: 'checkbox',
          name: 'crust',
          checked: draft.crust === true,
          label: tr('app-crust'),
          extra: variant.crust.extra ? `+${variant.crust.extra}` : null,
          onchange: (event) => {
            draft.crust = event.target.checked;
          },
          data: { 'data-crust': '1' },
        }),
      ),
    );
  }
  parts.push(quantityControl(draft, redraw));
  parts.push(
    addButton(() =>
      added({
        kind: 'product',
        productId: draft.productId,
        size: draft.size,
        addons: [...draft.addons],
        removed: [...draft.removed],
        ...(draft.base ? { base: draft.base } : {}),
        ...(draft.crust === undefined ? {} : { crust: draft.crust }),
        quantity: draft.quantity,
      }),
    ),
  );
  return parts;
}

export function openCombo(code) {
  const combo = state.menu.combos.find((c) => c.code === code);
  const draft = { code, productIds: combo.slots.map((slot) => slot.defaultId), quantity: 1 };
  const redraw = () =>
    openSheet(
      photo(combo.image, combo.name, false),
      el('h3', {}, combo.name),
      combo.description ? el('p', {}, combo.description) : null,
      el('p', {}, combo.price),
      combo.slots.map((slot, index) =>
        fieldset(
          tr('app-slot', { n: index + 1 }),
          productSelect(
            `slot${index}`,
            slot.productIds,
            draft.productIds[index],
            (id) => {
              draft.productIds[index] = id;
            },
            { 'data-slot': index },
          ),
        ),
      ),
      quantityControl(draft, redraw),
      addButton(() =>
        added({ kind: 'combo', code, productIds: [...draft.productIds], quantity: draft.quantity }),
      ),
    );
  redraw();
}

/** One half of a half-and-half: the pizza, and the removable ingredients of its family size. */
function halfPicker(draft, index, redraw) {
  const ids = state.menu.half.productIds;
  const half = draft.halves[index];
  const family = product(half.productId)?.variants.find((v) => v.key === 'family');
  return fieldset(
    tr(index === 0 ? 'app-half-first' : 'app-half-second'),
    productSelect(
      `half${index}`,
      ids,
      half.productId,
      (id) => {
        // Another pizza has another recipe: its removals start afresh (as in the chat).
        draft.halves[index] = { productId: id, removed: [] };
        redraw();
      },
      { 'data-half-slot': index },
    ),
    checkboxes(
      half,
      'removed',
      `half${index}-removed`,
      (family?.removable ?? []).map((ingredient) => ({
        value: ingredient.id,
        label: `${tr('app-remove')} ${ingredient.name}`,
        data: { 'data-half-remove': `${index}:${ingredient.id}` },
      })),
    ),
  );
}

export function openHalf() {
  const ids = state.menu.half.productIds;
  const draft = {
    halves: [
      { productId: ids[0], removed: [] },
      { productId: ids[1], removed: [] },
    ],
    quantity: 1,
  };
  const redraw = () =>
    openSheet(
      el('h3', {}, tr('app-half')),
      halfPicker(draft, 0, redraw),
      halfPicker(draft, 1, redraw),
      quantityControl(draft, redraw),
      addButton(() =>
        added({
          kind: 'half',
          halves: draft.halves.map((half) => ({
            productId: half.productId,
            removed: [...half.removed],
          })),
          quantity: draft.quantity,
        }),
      ),
    );
  redraw();
}
