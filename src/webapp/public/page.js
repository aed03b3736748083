// What every part of the page shares: its state, its texts, the element builder, a dish's
// photo, the status line, and the main and back buttons.

import { tg } from './telegram.js';

export const state = {
  texts: {},
  menu: null,
  cart: [],
  view: 'menu',
  exclude: new Set(),
  query: '',
};
export const $ = (id) => document.getElementById(id);

/** A localized text; `{slot}` placeholders filled from `args`. */
export function tr(id, args = {}) {
  const text = state.texts[id] ?? id;
  return text.replace(/\{(\w+)\}/g, (_, key) => String(args[key] ?? ''));
}

/** Builds an element; strings become text nodes (restaurant names are never parsed as HTML). */
export function el(tag, attrs = {}, ...children) {
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

export function product(id) {
  return state.menu.products[id];
}

/** A dish photo; where there is none (or it cannot load) the page's own placeholder. */
export function photo(src, alt, lazy = true) {
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

export function say(text) {
  $('status').textContent = text;
}

// ---- the main button: Telegram's own, or a bar at the bottom in an ordinary browser ----

export let mainAction = null;
export function setMain(text, action) {
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

export function setBack(action) {
  backAction = action;
  if (action) tg?.BackButton?.show();
  else tg?.BackButton?.hide();
}
export let backAction = null;
