import type { SnapshotFrom } from 'xstate';
import type { createConversationMachine } from '../../conversation/machine.ts';
import { openOrderOf } from '../../conversation/past-orders.ts';
import { wordButtons } from '../word-data.ts';
import { cartScreen } from './cart.ts';
import { cartChangeLines } from './cart-changes.ts';
import { categoryScreen } from './category.ts';
import { comboScreen } from './combo.ts';
import { comboSlotScreen } from './combo-slot.ts';
import { combosScreen } from './combos.ts';
import {
  contactAddressScreen,
  contactEmailScreen,
  contactNameScreen,
  contactNoteScreen,
  contactPhoneScreen,
  contactSavedScreen,
} from './contact.ts';
import { money } from './describe.ts';
import { extrasScreen } from './extras.ts';
import { fulfilmentScreen } from './fulfilment.ts';
import { halfConfigureScreen } from './half-configure.ts';
import { halfFirstScreen, halfSecondScreen } from './half-pick.ts';
import { homeScreen } from './home.ts';
import { languageScreen } from './language.ts';
import { minimumScreen } from './minimum.ts';
import { orderScreen, ordersScreen } from './orders.ts';
import { productCardScreen } from './product-card.ts';
import { proposalScreen } from './proposal.ts';
import { quantityScreen } from './quantity.ts';
import { reviewScreen } from './review.ts';
import { searchScreen } from './search.ts';
import { submittedScreen } from './submitted.ts';
import { type RenderContext, type Screen, type View, type ViewKit, viewKit } from './view.ts';
import { quotingScreen, submittingScreen } from './waiting.ts';

export type { Button, RenderContext, View } from './view.ts';

type Snapshot = SnapshotFrom<ReturnType<typeof createConversationMachine>>;

/** Every leaf state of a state value as a dotted path (`checkout.contact.phone`). */
type LeafPaths<Value> = Value extends string
  ? Value
  : { [Key in keyof Value & string]: `${Key}.${LeafPaths<Value[Key]>}` }[keyof Value & string];

/** Every state the conversation machine can rest in, read from the machine's own type. */
export type StatePath = LeafPaths<Snapshot['value']>;

/** States the machine only passes through (`always` leaves them at once): never shown. */
type PassedThrough = 'checkout.contact.route' | 'checkout.contact.afterEmail';

/** The states a chat is shown in. */
export type ShownState = Exclude<StatePath, PassedThrough>;

/**
 * The screen of every shown state. Typed by the machine: a state added to the machine without a
 * screen here, or a screen for a state the machine no longer has, does not compile (`npm run
 * check`; see `test/telegram/screens.test.ts` for the check itself). A screen may stand for
 * several states (the quantity step of a dish, a combo and a half-and-half).
 */
export type ScreenRegistry = { readonly [State in ShownState]: Screen };

export const SCREENS = {
  home: homeScreen,
  category: categoryScreen,
  search: searchScreen,
  'product.card': productCardScreen,
  'product.extras': extrasScreen,
  'product.quantity': quantityScreen,
  combos: combosScreen,
  'combo.overview': comboScreen,
  'combo.slot': comboSlotScreen,
  'combo.quantity': quantityScreen,
  'half.first': halfFirstScreen,
  'half.second': halfSecondScreen,
  'half.configure': halfConfigureScreen,
  'half.quantity': quantityScreen,
  cart: cartScreen,
  'checkout.fulfilment': fulfilmentScreen,
  'checkout.minimum': minimumScreen,
  'checkout.contact.saved': contactSavedScreen,
  'checkout.contact.name': contactNameScreen,
  'checkout.contact.phone': contactPhoneScreen,
  'checkout.contact.email': contactEmailScreen,
  'checkout.contact.address': contactAddressScreen,
  'checkout.contact.note': contactNoteScreen,
  'checkout.quoting': quotingScreen,
  'checkout.review': reviewScreen,
  'checkout.submitting': submittingScreen,
  submitted: submittedScreen,
  orders: ordersScreen,
  order: orderScreen,
  language: languageScreen,
  proposal: proposalScreen,
} satisfies ScreenRegistry;

/** The active leaf state as a dotted path, e.g. `checkout.contact.phone`. */
export function statePath(value: Snapshot['value']): StatePath {
  if (typeof value === 'string') return value as StatePath;
  const [key, child] = Object.entries(value)[0] ?? ['', ''];
  return `${key}.${statePath(child as Snapshot['value'])}` as StatePath;
}

const REGISTRY: ScreenRegistry = SCREENS;

/**
 * The screen of the state at `path`. Only a path the machine's type does not know (a state
 * passed through, or a snapshot that lies about its type) has none: a programming error, said
 * loudly rather than shown as some other screen.
 */
export function screenOf(path: string): Screen {
  const found: Screen | undefined = REGISTRY[path as ShownState];
  if (found === undefined) throw new Error(`no screen for the state ${path}`);
  return found;
}

/** Home and the cart offer the Mini App first, when WEBAPP_URL is configured (issue 16). */
function withWebApp(view: View, kit: ViewKit, path: string, url: string | undefined): View {
  if (url === undefined || (path !== 'home' && path !== 'cart')) return view;
  const button = { label: kit.tr('btn-webapp'), data: '', webApp: url };
  return { ...view, keyboard: [[button], ...view.keyboard] };
}

/**
 * The order on the submitted screen and on its own screen offers a word with the restaurant
 * (issue 36: "✉️ Message the restaurant", "Ask to cancel") while it is active, when a staff chat
 * takes it. Its buttons are not the conversation's (`word-data.ts`): taken before it.
 */
function withWord(view: View, kit: ViewKit, path: string, word: boolean | undefined): View {
  if (!word || (path !== 'submitted' && path !== 'order')) return view;
  const order =
    path === 'order'
      ? openOrderOf(kit.context)
      : kit.context.heldOrder
        ? undefined
        : kit.context.orders[0];
  if (!order) return view;
  const rows = wordButtons((id) => kit.tr(id), order.externalOrderId, order.status).map((row) =>
    row.map((button) => ({ label: button.text, data: button.callback_data })),
  );
  return rows.length === 0 ? view : { ...view, keyboard: [...rows, ...view.keyboard] };
}

/**
 * Turns a conversation snapshot into what the chat shows: the screen of its state draws it. A
 * notice (what just went wrong, or what is expected here) leads the text; the restaurant's own
 * words follow it, in the chat's language where a translation or the glossary has them.
 */
export function renderView(snapshot: Snapshot, render: RenderContext): View {
  const path = statePath(snapshot.value);
  const screen = screenOf(path);
  const kit = viewKit(snapshot.context, render, path, screen.buttons);
  const view = withWord(
    withWebApp(screen.draw(kit), kit, path, render.webAppUrl),
    kit,
    path,
    render.word,
  );
  const notice = snapshot.context.notice;
  if (!notice || notice.code.startsWith('order_held')) return view;
  const changes = notice.changes ? cartChangeLines(kit, notice.changes) : [];
  const detail = notice.detail === undefined ? undefined : kit.texts.text(notice.detail);
  // A re-quoted order whose total changed: the total confirmed and the new one (issue 33).
  const totals = notice.totals
    ? kit.tr('price-change', {
        before: money(kit, notice.totals.before),
        after: money(kit, notice.totals.after),
      })
    : undefined;
  const head = [kit.tr(`notice-${notice.code}`), totals, detail, ...changes]
    .filter(Boolean)
    .join('\n');
  return { ...view, text: `${head}\n\n${view.text}` };
}
