// The dish sheet's form controls: fieldsets, radios, checkboxes, the quantity, a dish select,
// the Add button.

import { el, product, tr } from './page.js';

// One fieldset: its legend, then its controls.
export function fieldset(legend, ...children) {
  return el('fieldset', {}, el('legend', {}, legend), ...children);
}

// `list` with `value` added when `on`, removed otherwise (a checkbox's list).
function toggled(list, value, on) {
  return on ? [...list, value] : list.filter((v) => v !== value);
}

// One radio per item ({ checked, label, extra?, pick, data }): picking one calls its `pick`.
export function radios(name, items) {
  return items.map(({ checked, label, extra, pick, data }) =>
    option({ type: 'radio', name, checked, label, extra, onchange: pick, data }),
  );
}

// One checkbox per item ({ value, label, extra?, data }): `holder[field]` is the list of the
// checked values.
export function checkboxes(holder, field, name, items) {
  return items.map(({ value, label, extra, data }) =>
    option({
      type: 'checkbox',
      name,
      checked: holder[field].includes(value),
      label,
      extra,
      onchange: (event) => {
        holder[field] = toggled(holder[field], value, event.target.checked);
      },
      data,
    }),
  );
}

// One radio or checkbox with its label and an optional price or note beside it.
export function option({ type, name, checked, label, extra = null, onchange, data }) {
  return el(
    'label',
    { className: 'opt' },
    el('input', { type, name, checked, onchange, ...data }),
    el('span', {}, label),
    extra ? el('em', {}, extra) : null,
  );
}

export function quantityControl(draft, redraw) {
  return fieldset(
    tr('app-quantity'),
    el(
      'div',
      { className: 'qty' },
      el(
        'button',
        {
          type: 'button',
          'data-qty': '-',
          onclick: () => {
            draft.quantity = Math.max(1, draft.quantity - 1);
            redraw();
          },
        },
        '−',
      ),
      el('output', { id: 'qty' }, String(draft.quantity)),
      el(
        'button',
        {
          type: 'button',
          'data-qty': '+',
          onclick: () => {
            draft.quantity = Math.min(20, draft.quantity + 1);
            redraw();
          },
        },
        '+',
      ),
    ),
  );
}

export function addButton(onclick) {
  return el('button', { type: 'button', id: 'add', className: 'primary', onclick }, tr('app-add'));
}

export function productSelect(name, ids, chosen, onchange, data) {
  return el(
    'select',
    { name, onchange: (event) => onchange(Number(event.target.value)), ...data },
    ids.map((id) =>
      el('option', { value: id, selected: id === chosen }, product(id)?.name ?? String(id)),
    ),
  );
}
