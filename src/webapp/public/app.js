// The Mini App page: the menu as a photo grid, a dish sheet, a one-screen cart. It only ever
// sends ids and choices; the bot rebuilds the cart with the chat's own rules, and the quote in
// the chat decides the price. Plain ES modules, no framework, no CDN: everything comes from /app/.
// This entry starts the page; telegram.js, page.js, menu.js, sheet.js (with controls.js) and
// cart.js are its parts, each listed in server.ts's table of public files.

import { show } from './cart.js';
import { renderAllergens, renderMenu, renderTabs, runSearch } from './menu.js';
import { $, backAction, mainAction, say, state, tr } from './page.js';
import { closeSheet } from './sheet.js';
import { api, applyTheme, tg } from './telegram.js';

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
