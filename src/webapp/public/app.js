// The Mini App page: the menu as a photo grid, a dish sheet, a one-screen cart. It only ever
// sends ids and choices; the bot rebuilds the cart with the chat's own rules, and the quote in
// the chat decides the price. Plain ES module, no framework, no CDN: everything comes from /app/.

const tg = window.Telegram?.WebApp ?? telegramBridge();
const initData = tg?.initData || hashParam('tgWebAppData') || '';
const state = { texts: {}, menu: null, cart: [], view: 'menu', exclude: new Set(), query: '' };
const $ = (id) => document.getElementById(id);

/** Inside Telegram without telegram-web-app.js (not loaded: no CDN), talk to the client directly. */
function telegramBridge() {
  const data = hashParam('tgWebAppData');
  const proxy = window.TelegramWebviewProxy;
  const inFrame = window.parent !== window;
  if (!data || (!proxy && !inFrame)) return null;
  const post = (eventType, eventData = {}) => {
    if (proxy) proxy.postEvent(eventType, JSON.stringify(eventData));
    else window.parent.postMessage(JSON.stringify({ eventType, eventData }), '*');
  };
  const handlers = {};
  const on = (name, fn) => {
    handlers[name] = fn;
  };
  window.Telegram = { WebView: { receiveEvent: (name) => handlers[name]?.() } };
  window.addEventListener('message', (event) => {
    try {
      handlers[JSON.parse(event.data).eventType]?.();
    } catch {}
  });
  let theme = {};
  try {
    theme = JSON.parse(hashParam('tgWebAppThemeParams') || '{}');
  } catch {}
  const main = { text: '', visible: false };
  return {
    initData: data,
    themeParams: theme,
    ready: () => post('web_app_ready'),
    expand: () => post('web_app_expand'),
    close: () => post('web_app_close'),
    MainButton: {
      setText(text) {
        main.text = text;
        post('web_app_setup_main_button', { is_visible: main.visible, text });
      },
      show() {
        main.visible = true;
        post('web_app_setup_main_button', { is_visible: true, text: main.text });
      },
      hide() {
        main.visible = false;
        post('web_app_setup_main_button', { is_visible: false });
      },
      onClick: (fn) => on('main_button_pressed', fn),
    },
    BackButton: {
      show: () => post('web_app_setup_back_button', { is_visible: true }),
      hide: () => post('web_app_setup_back_button', { is_visible: false }),
      onClick: (fn) => on('back_button_pressed', fn),
    },
    HapticFeedback: {
      impactOccurred: (style) =>
        post('web_app_trigger_haptic_feedback', { type: 'impact', impact_style: style }),
    },
  };
}

function hashParam(name) {
  return new URLSearchParams(location.hash.slice(1)).get(name);
}

/** A localized text; `{slot}` placeholders filled from `args`. */
function tr(id, args = {}) {
  const text = state.texts[id] ?? id;
  return text.replace(/\{(\w+)\}/g, (_, key) => String(args[key] ?? ''));
}

/** Builds an element; strings become text nodes (restaurant names are never parsed as HTML). */
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else if (key === 'className') node.className = value;
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return node;
}

function applyTheme() {
  const theme = tg?.themeParams ?? {};
  for (const [key, value] of Object.entries(theme)) {
    if (typeof value === 'string') {
      document.documentElement.style.setProperty(`--tg-theme-${key.replace(/_/g, '-')}`, value);
    }
  }
}

async function api(path, init = {}) {
  const headers = { 'x-telegram-init-data': initData, ...(init.headers ?? {}) };
  const response = await fetch(`api/${path}`, { ...init, headers });
  const body = response.status === 304 ? null : await response.json().catch(() => ({}));
  return { status: response.status, body };
}

// ---- the main button: Telegram's own, or a bar at the bottom in an ordinary browser ----

let mainAction = null;
function setMain(text, action) {
  mainAction = action;
  if (tg?.MainButton) {
    if (text) {
      tg.MainButton.setText(text);
      tg.MainButton.show();
    } else tg.MainButton.hide();
    return;
  }
  $('fallback').hidden = !text;
  $('main').textContent = text ?? '';
}

function setBack(action) {
  backAction = action;
  if (action) tg?.BackButton?.show();
  else tg?.BackButton?.hide();
}
let backAction = null;

function itemCount() {
  return state.cart.reduce((sum, line) => sum + line.quantity, 0);
}

function refreshMain() {
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

function show(view) {
  state.view = view;
  $('menu').hidden = view !== 'menu';
  $('top').hidden = view !== 'menu';
  $('cart').hidden = view !== 'cart';
  if (view === 'cart') renderCart();
  refreshMain();
  window.scrollTo(0, 0);
}

// ---- the menu ----

function product(id) {
  return state.menu.products[id];
}

function priceText(item) {
  if (item.price.text === null) return tr('app-price-at-checkout');
  return item.price.from ? tr('app-price-from', { price: item.price.text }) : item.price.text;
}

function hiddenByAllergens(item) {
  return item.allergens.some((code) => state.exclude.has(code));
}

/** A dish photo; where there is none (or it cannot load) the page's own placeholder. */
function photo(src, alt, lazy = true) {
  return el('img', {
    src: src || 'placeholder.svg',
    alt,
    loading: lazy ? 'lazy' : 'eager',
    onerror: (event) => {
      event.target.onerror = null;
      event.target.src = 'placeholder.svg';
      // "Illustrative" speaks of the restaurant's photo, not of the placeholder.
      event.target.parentElement?.querySelector('.badge')?.remove();
    },
  });
}

// A menu card: a button, dimmed ("off") when the dish or combo cannot be ordered now.
function card(available, attrs, ...children) {
  return el(
    'button',
    { type: 'button', className: available ? 'card' : 'card off', ...attrs },
    ...children,
  );
}

function productCard(item) {
  return card(
    item.available,
    { 'data-product': item.id, onclick: () => openDish(item.id) },
    photo(item.thumbnail, item.name),
    item.image && item.illustrative
      ? el('span', { className: 'badge' }, tr('app-illustrative'))
      : null,
    el('span', { className: 'name' }, item.name),
    item.available
      ? el('span', { className: 'price' }, priceText(item))
      : el(
          'span',
          { className: 'off-note' },
          item.availableAt
            ? tr('app-available-at', { time: item.availableAt })
            : tr('app-unavailable'),
          item.notice ? ` · ${item.notice}` : '',
        ),
  );
}

function comboCard(combo) {
  return card(
    combo.available,
    { 'data-combo': combo.code, onclick: () => combo.available && openCombo(combo.code) },
    photo(combo.image, combo.name),
    el('span', { className: 'name' }, combo.name),
    el(
      'span',
      { className: combo.available ? 'price' : 'off-note' },
      combo.available ? combo.price : combo.schedule || tr('app-unavailable'),
    ),
  );
}

function sections() {
  const { menu } = state;
  const list = menu.categories.map((category) => ({
    key: `c${category.id}`,
    title: category.name,
    cards: category.productIds
      .map(product)
      .filter((item) => item && !hiddenByAllergens(item))
      .map(productCard),
  }));
  if (menu.combos.length > 0) {
    list.push({ key: 'combos', title: tr('app-combos'), cards: menu.combos.map(comboCard) });
  }
  if (menu.half.enabled && menu.half.productIds.length >= 2) {
    const card = el(
      'button',
      { type: 'button', className: 'card', 'data-half': '1', onclick: openHalf },
      photo(null, tr('app-half')),
      el('span', { className: 'name' }, tr('app-half')),
    );
    list.push({ key: 'half', title: tr('app-half'), cards: [card] });
  }
  return list;
}

function renderMenu(hits) {
  const main = $('menu');
  main.replaceChildren();
  if (hits) {
    const cards = hits
      .map((hit) =>
        hit.productId !== undefined
          ? product(hit.productId) &&
            !hiddenByAllergens(product(hit.productId)) &&
            productCard(product(hit.productId))
          : state.menu.combos.find((c) => c.code === hit.comboCode) &&
            comboCard(state.menu.combos.find((c) => c.code === hit.comboCode)),
      )
      .filter(Boolean);
    main.append(
      cards.length
        ? el('div', { className: 'grid' }, cards)
        : el('p', { className: 'page note' }, tr('app-no-results')),
    );
    return;
  }
  for (const section of sections()) {
    main.append(
      el('h2', { id: section.key }, section.title),
      el('div', { className: 'grid' }, section.cards),
    );
  }
}

function renderTabs() {
  const tabs = $('tabs');
  tabs.replaceChildren(
    ...sections().map((section) =>
      el(
        'button',
        {
          type: 'button',
          'data-tab': section.key,
          onclick: (event) => {
            for (const tab of tabs.children)
              tab.classList.toggle('active', tab === event.currentTarget);
            const target = $(section.key);
            const offset = $('top').getBoundingClientRect().height;
            window.scrollTo(0, target.getBoundingClientRect().top + window.scrollY - offset);
          },
        },
        section.title,
      ),
    ),
  );
  tabs.firstChild?.classList.add('active');
}

function renderAllergens() {
  const box = $('allergens');
  box.replaceChildren(
    ...state.menu.allergens.map((allergen) =>
      el(
        'button',
        {
          type: 'button',
          className: 'chip',
          'data-allergen': allergen.code,
          'aria-pressed': String(state.exclude.has(allergen.code)),
          onclick: () => {
            if (state.exclude.has(allergen.code)) state.exclude.delete(allergen.code);
            else state.exclude.add(allergen.code);
            renderAllergens();
            runSearch();
          },
        },
        allergen.name,
      ),
    ),
  );
  $('filter').textContent = state.exclude.size
    ? `${tr('app-allergen-filter')} (${state.exclude.size})`
    : tr('app-allergen-filter');
}

let searchTurn = 0;
async function runSearch() {
  const query = state.query.trim();
  const turn = ++searchTurn;
  if (query === '') {
    renderMenu(null);
    return;
  }
  const { status, body } = await api(`search?q=${encodeURIComponent(query)}`);
  if (turn !== searchTurn) return;
  if (status === 200) renderMenu(body.hits);
}

// ---- the dish sheet ----

function openSheet(...children) {
  const body = $('sheet').firstElementChild;
  body.replaceChildren(...children.flat().filter(Boolean));
  $('sheet').hidden = false;
  state.view = 'sheet';
  setMain(null);
  setBack(closeSheet);
}

function closeSheet() {
  $('sheet').hidden = true;
  show('menu');
}

// One fieldset: its legend, then its controls.
function fieldset(legend, ...children) {
  return el('fieldset', {}, el('legend', {}, legend), ...children);
}

// `list` with `value` added when `on`, removed otherwise (a checkbox's list).
function toggled(list, value, on) {
  return on ? [...list, value] : list.filter((v) => v !== value);
}

// One radio per item ({ checked, label, extra?, pick, data }): picking one calls its `pick`.
function radios(name, items) {
  return items.map(({ checked, label, extra, pick, data }) =>
    option({ type: 'radio', name, checked, label, extra, onchange: pick, data }),
  );
}

// One checkbox per item ({ value, label, extra?, data }): `holder[field]` is the list of the
// checked values.
function checkboxes(holder, field, name, items) {
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
function option({ type, name, checked, label, extra = null, onchange, data }) {
  return el(
    'label',
    { className: 'opt' },
    el('input', { type, name, checked, onchange, ...data }),
    el('span', {}, label),
    extra ? el('em', {}, extra) : null,
  );
}

function quantityControl(draft, redraw) {
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

function addButton(onclick) {
  return el('button', { type: 'button', id: 'add', className: 'primary', onclick }, tr('app-add'));
}

function added(line) {
  const key = JSON.stringify({ ...line, quantity: 0 });
  const same = state.cart.find((existing) => JSON.stringify({ ...existing, quantity: 0 }) === key);
  if (same) same.quantity = Math.min(20, same.quantity + line.quantity);
  else if (state.cart.length < 40) state.cart.push(line);
  tg?.HapticFeedback?.impactOccurred('light');
  closeSheet();
}

function openDish(id) {
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

function productSelect(name, ids, chosen, onchange, data) {
  return el(
    'select',
    { name, onchange: (event) => onchange(Number(event.target.value)), ...data },
    ids.map((id) =>
      el('option', { value: id, selected: id === chosen }, product(id)?.name ?? String(id)),
    ),
  );
}

function openCombo(code) {
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

function openHalf() {
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

function renderCart() {
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

function say(text) {
  $('status').textContent = text;
}

let sending = false;
async function sendCart() {
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

// ---- start ----

async function start() {
  applyTheme();
  tg?.ready?.();
  tg?.expand?.();
  tg?.MainButton?.onClick(() => mainAction?.());
  tg?.BackButton?.onClick(() => backAction?.());
  $('main').addEventListener('click', () => mainAction?.());
  const { status, body } = await api('menu');
  if (status !== 200) {
    say(body?.message ?? 'Error');
    document.body.dataset.failed = String(status);
    return;
  }
  state.texts = body.texts;
  state.menu = body.menu;
  document.documentElement.lang = body.menu.locale;
  document.title = tr('app-title');
  $('search').placeholder = tr('app-search');
  $('filter').addEventListener('click', () => {
    const box = $('allergens');
    box.hidden = !box.hidden;
    $('filter').setAttribute('aria-expanded', String(!box.hidden));
  });
  $('search').addEventListener('input', (event) => {
    state.query = event.target.value;
    runSearch();
  });
  $('sheet').addEventListener('click', (event) => {
    if (event.target === $('sheet')) closeSheet();
  });
  renderAllergens();
  renderTabs();
  renderMenu(null);
  show('menu');
  document.body.dataset.ready = 'true';
}

start();
