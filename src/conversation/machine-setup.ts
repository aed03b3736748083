import { assign, setup } from 'xstate';
import { zoneShortfall } from '../catalogue/estimate.ts';
import type { Menu } from '../catalogue/menu.ts';
import { deliveryOffered, pickupOffered } from '../catalogue/schedule.ts';
import { exceedsOrderBound } from '../ordering-text/bound.ts';
import { checkCart } from './cart-check.ts';
import { startComboDraft } from './combo-draft.ts';
import { checkName, phoneFromSharedContact } from './contact.ts';
import {
  type ContactField,
  checkContactField,
  contactFieldUpdate,
  emailTypoFix,
  emailTypoUpdate,
} from './contact-steps.ts';
import {
  addDraftToCart,
  applyDraft,
  checkedCart,
  notice,
  prepareQuote,
  quoteBlocker,
  stampQuote,
} from './context-updates.ts';
import { aboutPendingOrder } from './effects.ts';
import { pickHalf } from './half-draft.ts';
import { checkoutBlocker, freshPriceReady } from './held-order.ts';
import { openedDraft, openedNav } from './kept-quantity.ts';
import { clampPage, LIMITS } from './limits.ts';
import { withQuantity } from './product-draft.ts';
import { shouldRequoteForExpiry } from './requote.ts';
import { editingProposal, returnToProposal, typedProposal } from './typed-order.ts';
import { askedDish, openAskedDish } from './typed-question.ts';
import { type TypedOn, typedOrigin, typedSearch } from './typed-text.ts';
import type {
  ContactDetails,
  ConversationContext,
  ConversationDeps,
  ConversationInput,
  Draft,
  MachineEvent,
} from './types.ts';
import { zoneAcceptedUpdate, zoneClosedUpdate, zonePastHours, zoneRefused } from './zone-check.ts';

export type Ctx = ConversationContext;
export type Ev = MachineEvent;
export type EventOf<T extends Ev['type']> = Extract<Ev, { type: T }>;

export type { ContactField } from './contact-steps.ts';

/** "3", " 12 ": a whole number of portions, 1..20. */
function isQuantityText(text: string): boolean {
  const value = Number(text.trim());
  return /^\s*\d{1,2}\s*$/.test(text) && value >= LIMITS.quantityMin && value <= LIMITS.quantityMax;
}

export const CLEAR = { notice: null } as const;

/** Context updates that need the menu; without one the customer is told the menu is missing. */
export function menuHelpers(deps: ConversationDeps) {
  const withMenu =
    (update: (context: Ctx, menu: Menu, event: Ev) => Partial<Ctx>) =>
    ({ context, event }: { context: Ctx; event: Ev }): Partial<Ctx> => {
      const menu = deps.menu();
      return menu ? { ...CLEAR, ...update(context, menu, event) } : notice('menu_unavailable');
    };
  const onDraft = <K extends Ev['type'], D extends Draft>(
    kind: D['kind'],
    update: (context: Ctx, menu: Menu, draft: D, event: EventOf<K>) => Partial<Ctx>,
  ) =>
    withMenu((context, menu, event) =>
      context.draft?.kind === kind
        ? update(context, menu, context.draft as D, event as EventOf<K>)
        : notice('draft_missing'),
    );
  // A contact step's typed text passes its check (in the chat's language: the phone's country).
  const textPasses =
    (field: ContactField) =>
    ({ context, event }: { context: Ctx; event: Ev }) =>
      event.type === 'TEXT' && checkContactField(field, event.text, context.locale).ok;
  return { withMenu, onDraft, textPasses };
}

/** True when the menu's zone with this id takes delivery orders at `at` (days and hours). */
function zoneOffered(menu: Menu | null, zoneId: number, at: number): boolean {
  return (
    menu !== null &&
    deliveryOffered(menu.availability, menu.timezone, zoneId, menu.restaurantNow(at))
  );
}

/**
 * The machine's vocabulary: its effects (named actions the runner reads, see `effectsOf`), and the
 * named actions and guards the states use. Split from the states so each part reads on its
 * own; `createConversationMachine` puts them together.
 */
export function conversationSetup(deps: ConversationDeps) {
  const { withMenu, textPasses } = menuHelpers(deps);
  return setup({
    types: {
      context: {} as Ctx,
      events: {} as Ev,
      input: {} as ConversationInput | undefined,
    },
    actions: {
      saveContactField: assign(({ context, event }, params: { field: ContactField }) =>
        contactFieldUpdate(context, params.field, event.type === 'TEXT' ? event.text : ''),
      ),
      // A valid e-mail whose domain looks mistyped: taken as typed, its fix offered (issue 36).
      saveEmailTypo: assign(({ context, event }) =>
        event.type === 'TEXT' ? emailTypoUpdate(context, event.text) : {},
      ),
      // A search's "back" to the paged list it was typed on (a category, my orders): its page.
      // Back from a typed text's screen (a search, a typed order, which is dropped) to where the
      // text was typed, on its page; home starts on its first.
      backToSearchOrigin: assign(({ context }) => ({
        ...CLEAR,
        proposal: null,
        nav: { ...context.nav, page: context.nav.searchFromPage ?? 0 },
      })),
      openProduct: assign(({ context, event }, params: { from: 'category' | 'search' }) => {
        if (event.type !== 'OPEN_PRODUCT') return {};
        const started = openedDraft(deps.menu(), context.nav, event.productId);
        return {
          ...CLEAR,
          nav: openedNav(context.nav, event.productId, params.from),
          // An unavailable product is shown, but no draft exists: it cannot be ordered.
          draft: started?.ok ? started.draft : null,
          proposal: null,
        };
      }),
      openCombo: assign(({ context, event }) => {
        if (event.type !== 'OPEN_COMBO') return {};
        const menu = deps.menu();
        const started = menu ? startComboDraft(menu, event.code) : null;
        if (!started?.ok) return notice(started?.problem ?? 'menu_unavailable');
        return { ...CLEAR, draft: started.draft, nav: { ...context.nav, slot: null } };
      }),
      // Typed text on a screen that does not take it as its answer: a search (see machine.ts).
      searchTyped: assign(({ context, event }, params: { typedOn: TypedOn }) =>
        event.type === 'TEXT' ? typedSearch(context, event.text, params.typedOn) : {},
      ),
      // The whole typed order, read once more from the event (the guard's reading is not kept).
      proposeTyped: assign(({ context, event }, params: { typedOn: TypedOn }) => {
        const proposal =
          event.type === 'TEXT'
            ? typedProposal(
                deps.menu(),
                event.text,
                context.locale,
                deps.menuNames?.(context.locale),
              )
            : null;
        return { ...CLEAR, draft: null, proposal, nav: typedOrigin(context.nav, params.typedOn) };
      }),
      openAskedDish: assign(({ context, event }) =>
        event.type === 'TEXT'
          ? openAskedDish(context, deps.menu(), event.text, deps.menuNames?.(context.locale))
          : {},
      ),
      returnToProposal: assign(({ context }) => returnToProposal(context)),
      setQuantity: assign(({ context, event }) =>
        event.type === 'SET_QUANTITY' && context.draft
          ? { ...CLEAR, draft: withQuantity(context.draft, event.quantity) }
          : notice('quantity_expected'),
      ),
      setQuantityFromText: assign(({ context, event }) =>
        event.type === 'TEXT' && context.draft
          ? { ...CLEAR, draft: withQuantity(context.draft, Number(event.text.trim())) }
          : notice('quantity_expected'),
      ),
      addToCart: assign(withMenu((context, menu) => addDraftToCart(context, menu))),
      noteQuantityExpected: assign(notice('quantity_expected')),
      // Lists without a known length (search, combo slots, halves): the view clamps the end.
      turnPage: assign(({ context, event }) =>
        event.type === 'PAGE'
          ? { ...CLEAR, nav: { ...context.nav, page: clampPage(event.page) } }
          : {},
      ),
      pickHalf: assign(({ context, event }) => {
        const menu = deps.menu();
        if (event.type !== 'PICK_HALF' || !menu || context.draft?.kind !== 'half')
          return notice('draft_missing');
        return {
          ...CLEAR,
          ...applyDraft(pickHalf(menu, context.draft, event.productId)),
          nav: { ...context.nav, page: 0 },
        };
      }),
      useSavedContact: assign(({ context }) => ({
        ...CLEAR,
        contact: { ...(context.savedContact ?? {}), note: undefined },
      })),
      // A contact step's value is kept as it is: nothing to check again, and no suggestion left.
      keepContact: assign({ ...CLEAR, noteSuggestion: null, emailSuggestion: null }),
      // The order on screen still needs the details: only the saved ones are deleted, and its
      // acceptance must not save them again.
      forgetSavedContact: assign({
        savedContact: null,
        contactForgotten: true,
        ...notice('contact_forgotten'),
      }),
      shareContact: assign(({ context, event }) => {
        if (event.type !== 'SHARE_CONTACT') return {};
        const phone = phoneFromSharedContact(event.phone);
        const name =
          context.contact.name ?? (event.name === undefined ? undefined : checkName(event.name));
        const contact: ContactDetails = { ...context.contact };
        if (phone.ok) contact.phone = phone.value;
        if (typeof name === 'object' && name.ok) contact.name = name.value;
        return { ...CLEAR, contact };
      }),
      noteCheckoutBlocked: assign(({ context, event }) =>
        notice(
          checkoutBlocker(
            context,
            deps.menu(),
            event.offline === true,
            event.partnerRefused === true,
          ) ?? 'unexpected',
        ),
      ),
      chooseZone: assign(({ event }) =>
        event.type === 'CHOOSE_DELIVERY'
          ? {
              ...CLEAR,
              fulfilment: { kind: 'delivery' as const, zoneId: event.zoneId },
              quote: null,
            }
          : {},
      ),
      // A zone past its ordinary hours: its quote is asked now, before any detail (zone-check.ts).
      checkZone: assign(({ event }) =>
        event.type === 'CHOOSE_DELIVERY'
          ? {
              ...CLEAR,
              fulfilment: { kind: 'delivery' as const, zoneId: event.zoneId },
              quote: null,
              zoneCheck: event.zoneId,
              quoteAttempts: 0,
              priceBefore: null,
            }
          : {},
      ),
      noteZoneClosed: assign(({ context }) => zoneClosedUpdate(context)),
      keepZoneQuote: assign(({ context, event }) =>
        event.type === 'QUOTE_DONE'
          ? zoneAcceptedUpdate(context, stampQuote(event))
          : { quoteRequest: null, quoteAttempts: 0 },
      ),
      endZoneCheck: assign({ zoneCheck: null }),
      notePickupClosed: assign(notice('pickup_closed')),
      choosePickup: assign({ ...CLEAR, fulfilment: { kind: 'pickup' as const }, quote: null }),
      prepareQuote: assign(({ context }) => prepareQuote(context, deps.menu())),
      // The cart as the current menu allows it; what a sync changed is told once, here.
      checkCart: assign(({ context }) => {
        const menu = deps.menu();
        return menu ? checkedCart(context, menu) : {};
      }),
      // The effects, asked for on entering the state that waits for their result (a restart
      // finding a chat in that state asks again: see `pendingEffect`).
      // Named actions with nothing to run here: `transition()` hands them back unexecuted and
      // the runner reads the effect from their context (`effectsOf`).
      askQuote: () => undefined,
      askSubmission: () => undefined,
    },
    guards: {
      hasMenu: () => deps.menu() !== null,
      asksAboutDish: ({ context, event }) =>
        event.type === 'TEXT' &&
        askedDish(deps.menu(), event.text, context.locale, deps.menuNames?.(context.locale)) !==
          null,
      tooLongToRead: ({ event }) => event.type === 'TEXT' && exceedsOrderBound(event.text),
      readsAsOrder: ({ context, event }) =>
        event.type === 'TEXT' &&
        typedProposal(deps.menu(), event.text, context.locale, deps.menuNames?.(context.locale)) !==
          null,
      editingProposal: ({ context }) => editingProposal(context),
      // Ordering off, no cash, or an order still held: no new order may start.
      checkoutBlocked: ({ context, event }) =>
        checkoutBlocker(
          context,
          deps.menu(),
          event.offline === true,
          event.partnerRefused === true,
        ) !== null,
      orderingClosed: () => (deps.menu()?.orderingBlocker() ?? null) !== null,
      // Order news about the very order this chat is submitting.
      isPendingOrder: ({ context, event }) => aboutPendingOrder(context, event),
      cartHasLines: ({ context }) => context.cart.lines.length > 0,
      // A cart with its receipt and the details an order needs (kept from the order that came
      // to nothing): it can be quoted and confirmed without asking anything again.
      freshPriceReady: ({ context }) => freshPriceReady(context),
      cartOutdated: ({ context }) => {
        const menu = deps.menu();
        return menu !== null && checkCart(context.cart, menu).changes.length > 0;
      },
      draftIsProduct: ({ context }) => context.draft?.kind === 'product',
      hasSavedContact: ({ context }) => context.savedContact?.name !== undefined,
      zoneOffered: ({ event }) =>
        event.type === 'CHOOSE_DELIVERY' && zoneOffered(deps.menu(), event.zoneId, event.at),
      zonePastHours: ({ event }) =>
        event.type === 'CHOOSE_DELIVERY' && zonePastHours(deps.menu(), event.zoneId, event.at),
      zoneRefused: ({ context, event }) =>
        event.type === 'CHOOSE_DELIVERY' &&
        zoneRefused(context, deps.menu(), event.zoneId, event.at),
      checkingZone: ({ context }) => (context.zoneCheck ?? null) !== null,
      zoneQuoteClosed: ({ context, event }) =>
        (context.zoneCheck ?? null) !== null &&
        event.type === 'QUOTE_DONE' &&
        !event.quote.quote.schedule_ready,
      chosenZoneBelowMinimum: ({ context }) => {
        const menu = deps.menu();
        const fulfilment = context.fulfilment;
        return (
          menu !== null &&
          fulfilment?.kind === 'delivery' &&
          zoneShortfall(menu, context.cart.lines, fulfilment.zoneId) !== null
        );
      },
      // Collection outside its days and hours is not offered (a button drawn while it was open).
      pickupClosed: ({ event }) => {
        const menu = deps.menu();
        return (
          menu !== null &&
          !pickupOffered(menu.availability, menu.timezone, menu.restaurantNow(event.at))
        );
      },
      belowZoneMinimum: ({ context, event }) => {
        const menu = deps.menu();
        return (
          event.type === 'CHOOSE_DELIVERY' &&
          menu !== null &&
          zoneOffered(menu, event.zoneId, event.at) &&
          zoneShortfall(menu, context.cart.lines, event.zoneId) !== null
        );
      },
      isDelivery: ({ context }) => context.fulfilment?.kind === 'delivery',
      twoHalves: ({ context }) =>
        context.draft?.kind === 'half' && context.draft.halves.length === 2,
      quoteReadyToConfirm: ({ context }) =>
        context.quote !== null && quoteBlocker(context.quote.quote) === null,
      // Expired, or expiring within the time a send may take: re-quoted on every Confirm (issue 33).
      requoteForExpiry: ({ context, event }) => shouldRequoteForExpiry(context, event.at),
      comboOrderable: ({ event }) => {
        const menu = deps.menu();
        return event.type === 'OPEN_COMBO' && menu !== null && startComboDraft(menu, event.code).ok;
      },
      halfPickable: ({ context, event }) => {
        const menu = deps.menu();
        return (
          event.type === 'PICK_HALF' &&
          menu !== null &&
          context.draft?.kind === 'half' &&
          pickHalf(menu, context.draft, event.productId).ok
        );
      },
      textIsQuantity: ({ event }) => event.type === 'TEXT' && isQuantityText(event.text),
      nameText: textPasses('name'),
      phoneText: textPasses('phone'),
      emailText: textPasses('email'),
      emailTypo: ({ event }) => event.type === 'TEXT' && emailTypoFix(event.text) !== null,
      addressText: textPasses('address'),
      noteText: textPasses('note'),
      sharedPhoneValid: ({ event }) =>
        event.type === 'SHARE_CONTACT' && phoneFromSharedContact(event.phone).ok,
      sharedContactComplete: ({ context, event }) =>
        event.type === 'SHARE_CONTACT' &&
        phoneFromSharedContact(event.phone).ok &&
        (context.contact.name !== undefined ||
          (event.name !== undefined && checkName(event.name).ok)),
    },
  });
}

export type ConversationSetup = ReturnType<typeof conversationSetup>;

/**
 * The quantity step every builder ends with: 1..20 by button or typed number, then into the
 * cart; `back` is the step before it.
 */
export function quantityState(s: ConversationSetup, back: string) {
  return s.createStateConfig({
    on: {
      SET_QUANTITY: { actions: 'setQuantity' },
      TEXT: [
        { guard: 'textIsQuantity', actions: 'setQuantityFromText' },
        { actions: 'noteQuantityExpected' },
      ],
      ADD_TO_CART: [
        // A line of a typed order opened with "change": back to that order, not to the cart.
        { guard: 'editingProposal', target: '#conversation.proposal', actions: 'returnToProposal' },
        { target: '#conversation.cart', actions: 'addToCart' },
      ],
      BACK: { target: back, actions: assign(CLEAR) },
    },
  });
}
