import type { SnapshotFrom } from 'xstate';
import type { createConversationMachine } from '../../conversation/machine.ts';
import {
  categoryView,
  comboSlotView,
  combosView,
  comboView,
  extrasView,
  halfConfigureView,
  halfPickView,
  homeView,
  productCardView,
  quantityView,
  searchView,
} from './browse.ts';
import { cartChangeLines } from './cart-changes.ts';
import {
  cartView,
  contactView,
  fulfilmentView,
  languageView,
  minimumView,
  reviewView,
  submittedView,
  waitingView,
} from './checkout.ts';
import { ordersView, orderView } from './orders.ts';
import { proposalView } from './proposal.ts';
import { type RenderContext, type View, type ViewKit, viewKit } from './view.ts';

export type { Button, RenderContext, View } from './view.ts';

type Snapshot = SnapshotFrom<ReturnType<typeof createConversationMachine>>;

/** The active leaf state as a dotted path, e.g. `checkout.contact.phone`. */
export function statePath(value: Snapshot['value']): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0] ?? ['', ''];
  return `${key}.${statePath(child as Snapshot['value'])}`;
}

function bodyFor(kit: ViewKit, path: string): View {
  if (path.startsWith('checkout.contact.'))
    return contactView(kit, path.slice('checkout.contact.'.length));
  switch (path) {
    case 'home':
      return homeView(kit);
    case 'category':
      return categoryView(kit);
    case 'search':
      return searchView(kit);
    case 'product.card':
      return productCardView(kit);
    case 'product.extras':
      return extrasView(kit);
    case 'product.quantity':
    case 'combo.quantity':
    case 'half.quantity':
      return quantityView(kit);
    case 'combos':
      return combosView(kit);
    case 'combo.overview':
      return comboView(kit);
    case 'combo.slot':
      return comboSlotView(kit);
    case 'half.first':
      return halfPickView(kit, 1);
    case 'half.second':
      return halfPickView(kit, 2);
    case 'half.configure':
      return halfConfigureView(kit);
    case 'cart':
      return cartView(kit);
    case 'checkout.fulfilment':
      return fulfilmentView(kit);
    case 'checkout.minimum':
      return minimumView(kit);
    case 'checkout.quoting':
      return waitingView(kit, 'quoting');
    case 'checkout.review':
      return reviewView(kit);
    case 'checkout.submitting':
      return waitingView(kit, 'submitting');
    case 'submitted':
      return submittedView(kit);
    case 'orders':
      return ordersView(kit);
    case 'order':
      return orderView(kit);
    case 'language':
      return languageView(kit);
    case 'proposal':
      return proposalView(kit);
    default:
      return homeView(kit);
  }
}

/** Home and the cart offer the Mini App first, when WEBAPP_URL is configured (issue 16). */
function withWebApp(view: View, kit: ViewKit, path: string, url: string | undefined): View {
  if (url === undefined || (path !== 'home' && path !== 'cart')) return view;
  const button = { label: kit.tr('btn-webapp'), data: '', webApp: url };
  return { ...view, keyboard: [[button], ...view.keyboard] };
}

/**
 * Turns a conversation snapshot into what the chat shows. A notice (what just went wrong, or
 * what is expected here) leads the text; the restaurant's own words follow it, in the chat's
 * language where a translation or the glossary has them.
 */
export function renderView(snapshot: Snapshot, render: RenderContext): View {
  const path = statePath(snapshot.value);
  const kit = viewKit(snapshot.context, render, path);
  const view = withWebApp(bodyFor(kit, path), kit, path, render.webAppUrl);
  const notice = snapshot.context.notice;
  if (!notice || notice.code.startsWith('order_held')) return view;
  const changes = notice.changes ? cartChangeLines(kit, notice.changes) : [];
  const detail = notice.detail === undefined ? undefined : kit.texts.text(notice.detail);
  const head = [kit.tr(`notice-${notice.code}`), detail, ...changes].filter(Boolean).join('\n');
  return { ...view, text: `${head}\n\n${view.text}` };
}
