// The menu: the photo grid by category, its tabs, the allergen filter and the search.

import { $, el, photo, product, state, tr } from './page.js';
import { openCombo, openDish, openHalf } from './sheet.js';
import { api } from './telegram.js';

function priceText(item) {
  if (item.price.text === null) return tr('app-price-at-checkout');
  return item.price.from ? tr('app-price-from', { price: item.price.text }) : item.price.text;
}

function hiddenByAllergens(item) {
  return item.allergens.some((code) => state.exclude.has(code));
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

export function renderMenu(hits) {
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

export function renderTabs() {
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

export function renderAllergens() {
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
export async function runSearch() {
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
