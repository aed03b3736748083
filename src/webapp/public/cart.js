// The cart: one screen of lines to change or drop, the main button's state per view, and
// sending the cart to the chat.

import { $, el, product, say, setBack, setMain, state, tr } from './page.js';
import { api, tg } from './telegram.js';

function itemCount() {
  return state.cart.reduce((sum, line) => sum + line.quantity, 0);
}

export function refreshMain() {
  if (state.view === 'cart') {
    setMain(state.cart.length > 0 ? tr('app-continue') : null, sendCart);
    setBack(() => show('menu'));
  } else if (state.view === 'menu') {
    setMain(itemCount() > 0 ? tr('app-view-order', { count: itemCount() }) : null, () =>
      show('cart'),
    );
    setBack(null);
  }
}

export function show(view) {
  state.view = view;
  $('menu').hidden = view !== 'menu';
  $('top').hidden = view !== 'menu';
  $('cart').hidden = view !== 'cart';
  if (view === 'cart') renderCart();
  refreshMain();
  window.scrollTo(0, 0);
}
// ---- the cart ----

function describe(line) {
  if (line.kind === 'combo') {
    const combo = state.menu.combos.find((c) => c.code === line.code);
    return {
      name: combo?.name ?? line.code,
      detail: line.productIds.map((id) => product(id)?.name).join(', '),
    };
  }
  if (line.kind === 'half') {
    return {
      name: tr('app-half'),
      detail: line.halves.map((h) => `½ ${product(h.productId)?.name ?? ''}`).join(' + '),
    };
  }
  const item = product(line.productId);
  const variant = item?.variants.find((v) => v.key === line.size);
  const details = [variant?.label];
  for (const code of line.addons)
    details.push(`+ ${variant?.addons.find((a) => a.code === code)?.name ?? code}`);
  for (const id of line.removed)
    details.push(`${tr('app-remove')} ${variant?.removable.find((r) => r.id === id)?.name ?? id}`);
  return { name: item?.name ?? String(line.productId), detail: details.filter(Boolean).join(', ') };
}

export function renderCart() {
  const page = $('cart');
  const rows = state.cart.map((line, index) => {
    const { name, detail } = describe(line);
    const change = (quantity) => {
      line.quantity = Math.max(1, Math.min(20, quantity));
      renderCart();
      refreshMain();
    };
    return el(
      'div',
      { className: line.problem ? 'line bad' : 'line', 'data-line': index },
      el(
        'div',
        { className: 'what' },
        name,
        el('small', {}, detail),
        line.problem ? el('small', {}, tr('app-line-gone', { name })) : null,
      ),
      el(
        'button',
        { type: 'button', 'data-minus': index, onclick: () => change(line.quantity - 1) },
        '−',
      ),
      el('output', {}, String(line.quantity)),
      el(
        'button',
        { type: 'button', 'data-plus': index, onclick: () => change(line.quantity + 1) },
        '+',
      ),
      el(
        'button',
        {
          type: 'button',
          className: 'remove',
          'data-drop': index,
          onclick: () => {
            state.cart.splice(index, 1);
            renderCart();
            refreshMain();
          },
        },
        tr('app-remove-line'),
      ),
    );
  });
  const refused = state.cart.some((line) => line.problem);
  const sendRest = el(
    'button',
    {
      type: 'button',
      id: 'send-rest',
      className: 'primary',
      onclick: () => {
        state.cart = state.cart.filter((l) => !l.problem);
        sendCart();
      },
    },
    tr('app-send-rest'),
  );
  page.replaceChildren(
    el('h2', {}, tr('app-cart-title')),
    ...(rows.length ? rows : [el('p', { className: 'note' }, tr('app-cart-empty'))]),
    ...(refused ? [sendRest] : []),
    el('p', { className: 'note' }, tr('app-price-note')),
  );
}

let sending = false;
export async function sendCart() {
  if (sending || state.cart.length === 0) return;
  sending = true;
  say(tr('app-sending'));
  try {
    const lines = state.cart.map(({ problem, ...line }) => line);
    const { status, body } = await api('cart', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lines }),
    });
    if (status === 200) {
      say(tr('app-sent'));
      document.body.dataset.sent = 'true';
      tg?.close();
      return;
    }
    if (status === 409) {
      for (const line of state.cart) delete line.problem;
      for (const refused of body.problems ?? []) {
        const line = state.cart[refused.index];
        if (line) line.problem = refused.problem;
      }
      say('');
      renderCart();
      return;
    }
    say(status === 401 ? tr('app-auth-failed') : (body?.message ?? tr('app-error')));
  } catch {
    say(tr('app-error'));
  } finally {
    sending = false;
  }
}
