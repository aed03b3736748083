import { assign, fromPromise, setup } from 'xstate';
import type { Locale } from '../catalogue/allergens.ts';
import type { Menu } from '../catalogue/menu.ts';
import type { QuoteRequest, QuoteResponse } from '../partner/schemas/index.ts';
import { EMPTY_CART, removeLine, setLineQuantity } from './cart.ts';
import { startComboDraft, swapSlot } from './combo-draft.ts';
import {
  checkAddress,
  checkEmail,
  checkName,
  checkNote,
  checkPhone,
  phoneFromSharedContact,
} from './contact.ts';
import { pickHalf, selectHalfBase, startHalfDraft, toggleHalfIngredient } from './half-draft.ts';
import { clampQuantity, LIMITS } from './limits.ts';
import {
  chooseOption,
  selectBase,
  selectSize,
  startProductDraft,
  toggleAddon,
  toggleCrust,
  toggleIngredient,
  withQuantity,
} from './product-draft.ts';
import type {
  ContactDetails,
  ConversationContext,
  ConversationDeps,
  ConversationEvent,
  Draft,
  PendingOrder,
  SubmitOutcome,
} from './types.ts';
import {
  addDraftToCart,
  applyDraft,
  buildQuoteRequest,
  initialContext,
  notice,
  prepareOrder,
  quoteBlocker,
  quoteFailureNotice,
  quoteIsFresh,
  recordOrder,
  repeatLastOrder,
} from './updates.ts';

type Ctx = ConversationContext;
type Ev = ConversationEvent;
type EventOf<T extends Ev['type']> = Extract<Ev, { type: T }>;

/** Fields a contact step fills, in the order they are asked. */
type ContactField = 'name' | 'phone' | 'email' | 'address' | 'note';

const CONTACT_CHECKS = {
  name: checkName,
  phone: checkPhone,
  email: checkEmail,
  address: checkAddress,
  note: checkNote,
} as const;

/** "3", " 12 ": a whole number of portions, 1..20. */
function isQuantityText(text: string): boolean {
  const value = Number(text.trim());
  return /^\s*\d{1,2}\s*$/.test(text) && value >= LIMITS.quantityMin && value <= LIMITS.quantityMax;
}

const CLEAR = { notice: null } as const;

/**
 * Builds the conversation machine: pure XState v5, no grammY and no HTTP. The menu, the clock,
 * id creation, the quote call and the order submission come from `deps`; they run only in the
 * two invoked actors (`requestQuote`, `submitOrder`), so a persisted snapshot restored in one of
 * those states re-issues the request (the order keeps its external_order_id, created on
 * confirmation and stored in the snapshot, so a re-issued submission is an identical replay).
 */
export function createConversationMachine(deps: ConversationDeps) {
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
  const textPasses =
    (check: (text: string) => { ok: boolean }) =>
    ({ event }: { event: Ev }) =>
      event.type === 'TEXT' && check(event.text).ok;

  return setup({
    types: {
      context: {} as Ctx,
      events: {} as Ev,
      input: {} as { locale: Locale } | undefined,
    },
    actors: {
      requestQuote: fromPromise<QuoteResponse, QuoteRequest | null>(async ({ input, signal }) => {
        if (input === null) throw new Error('no quote request to send');
        return deps.quote(input, signal);
      }),
      submitOrder: fromPromise<SubmitOutcome, PendingOrder | null>(async ({ input, signal }) => {
        if (input === null) throw new Error('no order to submit');
        return deps.submit(input, signal);
      }),
    },
    actions: {
      saveContactField: assign(({ context, event }, params: { field: ContactField }) => {
        const result = CONTACT_CHECKS[params.field](event.type === 'TEXT' ? event.text : '');
        if (result.ok)
          return {
            ...CLEAR,
            contact: { ...context.contact, [params.field]: result.value },
            noteSuggestion: null,
          };
        return { ...notice(result.problem), noteSuggestion: result.suggestion ?? null };
      }),
      openProduct: assign(({ context, event }, params: { from: 'category' | 'search' }) => {
        if (event.type !== 'OPEN_PRODUCT') return {};
        const menu = deps.menu();
        const started = menu ? startProductDraft(menu, event.productId) : null;
        return {
          ...CLEAR,
          nav: { ...context.nav, productId: event.productId, from: params.from },
          // An unavailable product is shown, but no draft exists: it cannot be ordered.
          draft: started?.ok ? started.draft : null,
        };
      }),
      openCombo: assign(({ context, event }) => {
        if (event.type !== 'OPEN_COMBO') return {};
        const menu = deps.menu();
        const started = menu ? startComboDraft(menu, event.code) : null;
        if (!started?.ok) return notice(started?.problem ?? 'menu_unavailable');
        return { ...CLEAR, draft: started.draft, nav: { ...context.nav, slot: null } };
      }),
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
      useSavedContact: assign(({ context }) => ({
        ...CLEAR,
        contact: { ...(context.savedContact ?? {}), note: undefined },
      })),
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
      prepareQuote: assign(({ context }) => buildQuoteRequest(context)),
      recordOrder: assign(({ context, event }) => {
        const output = (event as { output?: SubmitOutcome }).output;
        if (output?.kind !== 'accepted' || !context.pendingOrder) return {};
        const record = output.record;
        return {
          ...CLEAR,
          ...recordOrder(context, {
            externalOrderId: record.external_order_id,
            orderNumber: record.order_number,
            totalMinor: record.total_minor,
            status: record.status,
            statusLabel: record.status_label,
            fulfilment: context.fulfilment?.kind ?? 'pickup',
            createdAt: record.created_at,
          }),
        };
      }),
    },
    guards: {
      hasMenu: () => deps.menu() !== null,
      cartHasLines: ({ context }) => context.cart.lines.length > 0,
      draftIsProduct: ({ context }) => context.draft?.kind === 'product',
      hasSavedContact: ({ context }) => context.savedContact?.name !== undefined,
      isDelivery: ({ context }) => context.fulfilment?.kind === 'delivery',
      twoHalves: ({ context }) =>
        context.draft?.kind === 'half' && context.draft.halves.length === 2,
      quoteReadyToConfirm: ({ context }) =>
        context.quote !== null &&
        quoteBlocker(context.quote.quote) === null &&
        quoteIsFresh(context.quote, deps.now()),
      quoteExpired: ({ context }) =>
        context.quote !== null && !quoteIsFresh(context.quote, deps.now()),
      textIsQuantity: ({ event }) => event.type === 'TEXT' && isQuantityText(event.text),
      nameText: textPasses(checkName),
      phoneText: textPasses(checkPhone),
      emailText: textPasses(checkEmail),
      addressText: textPasses(checkAddress),
      noteText: textPasses(checkNote),
      sharedPhoneValid: ({ event }) =>
        event.type === 'SHARE_CONTACT' && phoneFromSharedContact(event.phone).ok,
      sharedContactComplete: ({ context, event }) =>
        event.type === 'SHARE_CONTACT' &&
        phoneFromSharedContact(event.phone).ok &&
        (context.contact.name !== undefined ||
          (event.name !== undefined && checkName(event.name).ok)),
    },
  }).createMachine({
    id: 'conversation',
    context: ({ input }) => initialContext(input?.locale ?? 'bg'),
    initial: 'home',
    on: {
      // Reachable from every state unless a state says otherwise (checkout.submitting does).
      HOME: { target: '.home', actions: assign({ ...CLEAR, draft: null }) },
      CANCEL: {
        target: '.home',
        actions: assign({ ...CLEAR, draft: null, quote: null, pendingOrder: null }),
      },
      OPEN_CART: { target: '.cart', actions: assign({ ...CLEAR, draft: null }) },
      OPEN_ORDERS: { target: '.orders', actions: assign(CLEAR) },
      OPEN_LANGUAGE: { target: '.language', actions: assign(CLEAR) },
      SET_LOCALE: { actions: assign(({ event }) => ({ ...CLEAR, locale: event.locale })) },
      SEARCH: {
        target: '.search',
        actions: assign(({ context, event }) => ({
          ...CLEAR,
          draft: null,
          nav: { ...context.nav, query: event.query.trim().slice(0, 100), page: 0 },
        })),
      },
      FORGET_CONTACT: { actions: assign({ savedContact: null, ...notice('contact_forgotten') }) },
      ORDER_UPDATE: {
        actions: assign(({ context, event }) => ({
          orders: context.orders.map((order) =>
            order.externalOrderId === event.externalOrderId
              ? { ...order, status: event.status, statusLabel: event.statusLabel }
              : order,
          ),
        })),
      },
      // Anything else leaves the state unchanged and says what is expected here.
      '*': { actions: assign(notice('unexpected')) },
    },
    states: {
      home: {
        on: {
          OPEN_CATEGORY: {
            guard: ({ event }) => (deps.menu()?.productsIn(event.categoryId).length ?? 0) > 0,
            target: 'category',
            actions: assign(({ context, event }) => ({
              ...CLEAR,
              nav: { ...context.nav, categoryId: event.categoryId, page: 0 },
            })),
          },
          TEXT: {
            target: 'search',
            actions: assign(({ context, event }) => ({
              ...CLEAR,
              nav: { ...context.nav, query: event.text.trim().slice(0, 100), page: 0 },
            })),
          },
          OPEN_COMBOS: { guard: 'hasMenu', target: 'combos', actions: assign(CLEAR) },
          START_HALF: [
            {
              guard: ({ context }) => {
                const menu = deps.menu();
                return menu !== null && startHalfDraft(menu).ok && context !== undefined;
              },
              target: 'half',
              actions: assign(withMenu((_context, menu) => applyDraft(startHalfDraft(menu)))),
            },
            { actions: assign(notice('half_not_offered')) },
          ],
          REPEAT_LAST: {
            target: 'cart',
            actions: assign(withMenu((context, menu) => repeatLastOrder(context, menu))),
          },
        },
      },
      category: {
        on: {
          PAGE: {
            actions: assign(({ context, event }) => {
              const count = deps.menu()?.productsIn(context.nav.categoryId ?? -1).length ?? 0;
              const last = Math.max(0, Math.ceil(count / LIMITS.productsPerPage) - 1);
              return {
                ...CLEAR,
                nav: { ...context.nav, page: Math.min(last, Math.max(0, Math.trunc(event.page))) },
              };
            }),
          },
          OPEN_PRODUCT: {
            guard: ({ context, event }) =>
              deps
                .menu()
                ?.productsIn(context.nav.categoryId ?? -1)
                .some((p) => p.id === event.productId) ?? false,
            target: 'product',
            actions: { type: 'openProduct', params: { from: 'category' } },
          },
          TEXT: {
            target: 'search',
            actions: assign(({ context, event }) => ({
              ...CLEAR,
              nav: { ...context.nav, query: event.text.trim(), page: 0 },
            })),
          },
          BACK: { target: 'home', actions: assign(CLEAR) },
        },
      },
      search: {
        on: {
          PAGE: {
            actions: assign(({ context, event }) => ({
              ...CLEAR,
              nav: { ...context.nav, page: Math.max(0, Math.trunc(event.page)) },
            })),
          },
          OPEN_PRODUCT: {
            guard: ({ event }) => deps.menu()?.product(event.productId)?.listed === true,
            target: 'product',
            actions: { type: 'openProduct', params: { from: 'search' } },
          },
          OPEN_COMBO: {
            guard: ({ event }) => deps.menu()?.combo(event.code) !== undefined,
            target: 'combo',
            actions: 'openCombo',
          },
          TEXT: {
            actions: assign(({ context, event }) => ({
              ...CLEAR,
              nav: { ...context.nav, query: event.text.trim(), page: 0 },
            })),
          },
          BACK: { target: 'home', actions: assign(CLEAR) },
        },
      },
      product: {
        initial: 'card',
        on: {
          BACK: [
            {
              guard: ({ context }) => context.nav.from === 'category',
              target: 'category',
              actions: assign({ ...CLEAR, draft: null }),
            },
            {
              guard: ({ context }) => context.nav.from === 'search',
              target: 'search',
              actions: assign({ ...CLEAR, draft: null }),
            },
            { target: 'home', actions: assign({ ...CLEAR, draft: null }) },
          ],
        },
        states: {
          card: {
            on: {
              CHOOSE_OPTION: {
                actions: assign(
                  withMenu((context, menu, event) => {
                    const productId = (event as EventOf<'CHOOSE_OPTION'>).productId;
                    const current =
                      context.nav.productId === null
                        ? undefined
                        : menu.product(context.nav.productId);
                    const offered = current?.choices.some((g) =>
                      g.options.some((o) => o.product_id === productId),
                    );
                    if (!offered) return notice('option_not_offered');
                    const nav = { ...context.nav, productId };
                    if (context.draft?.kind === 'product') {
                      const next = chooseOption(menu, context.draft, productId);
                      return next.ok
                        ? { nav, draft: next.draft }
                        : { nav, draft: null, ...notice(next.problem) };
                    }
                    const started = startProductDraft(menu, productId);
                    return { nav, draft: started.ok ? started.draft : null };
                  }),
                ),
              },
              SELECT_SIZE: {
                actions: assign(
                  onDraft<'SELECT_SIZE', Extract<Draft, { kind: 'product' }>>(
                    'product',
                    (_c, menu, draft, event) => applyDraft(selectSize(menu, draft, event.size)),
                  ),
                ),
              },
              CUSTOMIZE: { guard: 'draftIsProduct', target: 'extras', actions: assign(CLEAR) },
              SET_QUANTITY: { guard: 'draftIsProduct', actions: 'setQuantity' },
              ADD_TO_CART: { guard: 'draftIsProduct', target: 'quantity', actions: assign(CLEAR) },
            },
          },
          extras: {
            on: {
              TOGGLE_ADDON: {
                actions: assign(
                  onDraft<'TOGGLE_ADDON', Extract<Draft, { kind: 'product' }>>(
                    'product',
                    (_c, menu, draft, event) => applyDraft(toggleAddon(menu, draft, event.code)),
                  ),
                ),
              },
              TOGGLE_INGREDIENT: {
                actions: assign(
                  onDraft<'TOGGLE_INGREDIENT', Extract<Draft, { kind: 'product' }>>(
                    'product',
                    (_c, menu, draft, event) =>
                      applyDraft(toggleIngredient(menu, draft, event.ingredientId)),
                  ),
                ),
              },
              SELECT_BASE: {
                actions: assign(
                  onDraft<'SELECT_BASE', Extract<Draft, { kind: 'product' }>>(
                    'product',
                    (_c, menu, draft, event) => applyDraft(selectBase(menu, draft, event.code)),
                  ),
                ),
              },
              TOGGLE_CRUST: {
                actions: assign(
                  onDraft<'TOGGLE_CRUST', Extract<Draft, { kind: 'product' }>>(
                    'product',
                    (_c, menu, draft) => applyDraft(toggleCrust(menu, draft)),
                  ),
                ),
              },
              DONE: { target: 'quantity', actions: assign(CLEAR) },
              BACK: { target: 'card', actions: assign(CLEAR) },
            },
          },
          quantity: {
            on: {
              SET_QUANTITY: { actions: 'setQuantity' },
              TEXT: [
                { guard: 'textIsQuantity', actions: 'setQuantityFromText' },
                { actions: assign(notice('quantity_expected')) },
              ],
              ADD_TO_CART: { target: '#conversation.cart', actions: 'addToCart' },
              BACK: { target: 'card', actions: assign(CLEAR) },
            },
          },
        },
      },
      combos: {
        on: {
          OPEN_COMBO: {
            guard: ({ event }) => deps.menu()?.combo(event.code) !== undefined,
            target: 'combo',
            actions: 'openCombo',
          },
          BACK: { target: 'home', actions: assign(CLEAR) },
        },
      },
      combo: {
        initial: 'overview',
        states: {
          overview: {
            on: {
              OPEN_SLOT: {
                guard: ({ context, event }) =>
                  context.draft?.kind === 'combo' &&
                  (deps.menu()?.combo(context.draft.code)?.slots[event.slot]?.product_ids.length ??
                    0) > 1,
                target: 'slot',
                actions: assign(({ context, event }) => ({
                  ...CLEAR,
                  nav: { ...context.nav, slot: event.slot, page: 0 },
                })),
              },
              ADD_TO_CART: {
                guard: ({ context }) => context.draft?.kind === 'combo',
                target: 'quantity',
                actions: assign(CLEAR),
              },
              BACK: { target: '#conversation.combos', actions: assign({ ...CLEAR, draft: null }) },
            },
          },
          slot: {
            on: {
              PAGE: {
                actions: assign(({ context, event }) => ({
                  ...CLEAR,
                  nav: { ...context.nav, page: Math.max(0, Math.trunc(event.page)) },
                })),
              },
              PICK_SLOT_PRODUCT: {
                target: 'overview',
                actions: assign(
                  onDraft<'PICK_SLOT_PRODUCT', Extract<Draft, { kind: 'combo' }>>(
                    'combo',
                    (context, menu, draft, event) =>
                      applyDraft(swapSlot(menu, draft, context.nav.slot ?? -1, event.productId)),
                  ),
                ),
              },
              BACK: { target: 'overview', actions: assign(CLEAR) },
            },
          },
          quantity: {
            on: {
              SET_QUANTITY: { actions: 'setQuantity' },
              TEXT: [
                { guard: 'textIsQuantity', actions: 'setQuantityFromText' },
                { actions: assign(notice('quantity_expected')) },
              ],
              ADD_TO_CART: { target: '#conversation.cart', actions: 'addToCart' },
              BACK: { target: 'overview', actions: assign(CLEAR) },
            },
          },
        },
      },
      half: {
        initial: 'first',
        states: {
          first: {
            on: {
              PAGE: {
                actions: assign(({ context, event }) => ({
                  ...CLEAR,
                  nav: { ...context.nav, page: Math.max(0, Math.trunc(event.page)) },
                })),
              },
              PICK_HALF: {
                target: 'second',
                guard: ({ context, event }) => {
                  const menu = deps.menu();
                  return (
                    menu !== null &&
                    context.draft?.kind === 'half' &&
                    pickHalf(menu, context.draft, event.productId).ok
                  );
                },
                actions: assign(
                  onDraft<'PICK_HALF', Extract<Draft, { kind: 'half' }>>(
                    'half',
                    (context, menu, draft, event) => ({
                      ...applyDraft(pickHalf(menu, draft, event.productId)),
                      nav: { ...context.nav, page: 0 },
                    }),
                  ),
                ),
              },
              BACK: { target: '#conversation.home', actions: assign({ ...CLEAR, draft: null }) },
            },
          },
          second: {
            on: {
              PAGE: {
                actions: assign(({ context, event }) => ({
                  ...CLEAR,
                  nav: { ...context.nav, page: Math.max(0, Math.trunc(event.page)) },
                })),
              },
              PICK_HALF: {
                target: 'configure',
                guard: ({ context, event }) => {
                  const menu = deps.menu();
                  return (
                    menu !== null &&
                    context.draft?.kind === 'half' &&
                    pickHalf(menu, context.draft, event.productId).ok
                  );
                },
                actions: assign(
                  onDraft<'PICK_HALF', Extract<Draft, { kind: 'half' }>>(
                    'half',
                    (_c, menu, draft, event) => applyDraft(pickHalf(menu, draft, event.productId)),
                  ),
                ),
              },
              BACK: {
                target: 'first',
                actions: assign(({ context }) =>
                  context.draft?.kind === 'half'
                    ? { ...CLEAR, draft: { ...context.draft, halves: [], base: undefined } }
                    : CLEAR,
                ),
              },
            },
          },
          configure: {
            on: {
              TOGGLE_INGREDIENT: {
                actions: assign(
                  onDraft<'TOGGLE_INGREDIENT', Extract<Draft, { kind: 'half' }>>(
                    'half',
                    (_c, menu, draft, event) =>
                      applyDraft(
                        toggleHalfIngredient(menu, draft, event.half ?? 0, event.ingredientId),
                      ),
                  ),
                ),
              },
              SELECT_BASE: {
                actions: assign(
                  onDraft<'SELECT_BASE', Extract<Draft, { kind: 'half' }>>(
                    'half',
                    (_c, menu, draft, event) => applyDraft(selectHalfBase(menu, draft, event.code)),
                  ),
                ),
              },
              DONE: { guard: 'twoHalves', target: 'quantity', actions: assign(CLEAR) },
              BACK: {
                target: 'second',
                actions: assign(({ context }) =>
                  context.draft?.kind === 'half'
                    ? {
                        ...CLEAR,
                        draft: { ...context.draft, halves: context.draft.halves.slice(0, 1) },
                      }
                    : CLEAR,
                ),
              },
            },
          },
          quantity: {
            on: {
              SET_QUANTITY: { actions: 'setQuantity' },
              TEXT: [
                { guard: 'textIsQuantity', actions: 'setQuantityFromText' },
                { actions: assign(notice('quantity_expected')) },
              ],
              ADD_TO_CART: { target: '#conversation.cart', actions: 'addToCart' },
              BACK: { target: 'configure', actions: assign(CLEAR) },
            },
          },
        },
      },
      cart: {
        on: {
          CART_QUANTITY: {
            actions: assign(({ context, event }) => {
              const result = setLineQuantity(context.cart, event.lineId, event.quantity);
              return result.ok
                ? { ...CLEAR, cart: result.cart, quote: null, quoteRequest: null }
                : notice(result.problem);
            }),
          },
          CART_REMOVE: {
            actions: assign(({ context, event }) => {
              const result = removeLine(context.cart, event.lineId);
              return result.ok
                ? { ...CLEAR, cart: result.cart, quote: null, quoteRequest: null }
                : notice(result.problem);
            }),
          },
          CART_CLEAR: {
            actions: assign({ ...CLEAR, cart: EMPTY_CART, quote: null, quoteRequest: null }),
          },
          CHECKOUT: [
            {
              guard: 'cartHasLines',
              target: 'checkout',
              actions: assign({ ...CLEAR, quoteAttempts: 0 }),
            },
            { actions: assign(notice('cart_empty')) },
          ],
          BACK: { target: 'home', actions: assign(CLEAR) },
        },
      },
      checkout: {
        initial: 'fulfilment',
        states: {
          fulfilment: {
            on: {
              CHOOSE_DELIVERY: [
                {
                  guard: ({ event }) =>
                    deps
                      .menu()
                      ?.availability.zones.some(
                        (zone) => zone.id === event.zoneId && zone.enabled,
                      ) ?? false,
                  target: 'contact',
                  actions: assign(({ event }) => ({
                    ...CLEAR,
                    fulfilment: { kind: 'delivery' as const, zoneId: event.zoneId },
                    quote: null,
                  })),
                },
                { actions: assign(notice('zone_not_offered')) },
              ],
              CHOOSE_PICKUP: {
                target: 'contact',
                actions: assign({ ...CLEAR, fulfilment: { kind: 'pickup' as const }, quote: null }),
              },
              BACK: { target: '#conversation.cart', actions: assign(CLEAR) },
            },
          },
          contact: {
            initial: 'route',
            on: {
              BACK: { target: 'fulfilment', actions: assign(CLEAR) },
            },
            states: {
              route: {
                always: [{ guard: 'hasSavedContact', target: 'saved' }, { target: 'name' }],
              },
              saved: {
                on: {
                  USE_SAVED_CONTACT: [
                    {
                      guard: ({ context }) =>
                        context.fulfilment?.kind !== 'delivery' ||
                        context.savedContact?.address !== undefined,
                      target: '#conversation.checkout.quoting',
                      actions: 'useSavedContact',
                    },
                    { target: 'address', actions: 'useSavedContact' },
                  ],
                  EDIT_CONTACT: { target: 'name', actions: assign({ ...CLEAR, contact: {} }) },
                  FORGET_CONTACT: {
                    target: 'name',
                    actions: assign({ ...CLEAR, savedContact: null, contact: {} }),
                  },
                },
              },
              name: {
                on: {
                  TEXT: [
                    {
                      guard: 'nameText',
                      target: 'phone',
                      actions: { type: 'saveContactField', params: { field: 'name' } },
                    },
                    { actions: { type: 'saveContactField', params: { field: 'name' } } },
                  ],
                  SHARE_CONTACT: [
                    { guard: 'sharedContactComplete', target: 'email', actions: 'shareContact' },
                    { actions: assign(notice('contact_share_incomplete')) },
                  ],
                },
              },
              phone: {
                on: {
                  TEXT: [
                    {
                      guard: 'phoneText',
                      target: 'email',
                      actions: { type: 'saveContactField', params: { field: 'phone' } },
                    },
                    { actions: { type: 'saveContactField', params: { field: 'phone' } } },
                  ],
                  SHARE_CONTACT: [
                    { guard: 'sharedPhoneValid', target: 'email', actions: 'shareContact' },
                    { actions: assign(notice('phone_invalid')) },
                  ],
                  BACK: { target: 'name', actions: assign(CLEAR) },
                },
              },
              email: {
                on: {
                  TEXT: [
                    {
                      guard: 'emailText',
                      target: 'afterEmail',
                      actions: { type: 'saveContactField', params: { field: 'email' } },
                    },
                    { actions: { type: 'saveContactField', params: { field: 'email' } } },
                  ],
                  SKIP: {
                    target: 'afterEmail',
                    actions: assign(({ context }) => ({
                      ...CLEAR,
                      contact: { ...context.contact, email: undefined },
                    })),
                  },
                  BACK: { target: 'phone', actions: assign(CLEAR) },
                },
              },
              afterEmail: {
                always: [{ guard: 'isDelivery', target: 'address' }, { target: 'note' }],
              },
              address: {
                on: {
                  TEXT: [
                    {
                      guard: 'addressText',
                      target: 'note',
                      actions: { type: 'saveContactField', params: { field: 'address' } },
                    },
                    { actions: { type: 'saveContactField', params: { field: 'address' } } },
                  ],
                  BACK: { target: 'email', actions: assign(CLEAR) },
                },
              },
              note: {
                on: {
                  TEXT: [
                    {
                      guard: 'noteText',
                      target: '#conversation.checkout.quoting',
                      actions: { type: 'saveContactField', params: { field: 'note' } },
                    },
                    { actions: { type: 'saveContactField', params: { field: 'note' } } },
                  ],
                  ACCEPT_SUGGESTION: {
                    guard: ({ context }) => context.noteSuggestion !== null,
                    target: '#conversation.checkout.quoting',
                    actions: [
                      assign(({ context }) => ({
                        ...CLEAR,
                        contact: { ...context.contact, note: context.noteSuggestion ?? undefined },
                        noteSuggestion: null,
                      })),
                    ],
                  },
                  SKIP: {
                    target: '#conversation.checkout.quoting',
                    actions: [
                      assign(({ context }) => ({
                        ...CLEAR,
                        contact: { ...context.contact, note: undefined },
                        noteSuggestion: null,
                      })),
                    ],
                  },
                  BACK: [
                    { guard: 'isDelivery', target: 'address', actions: assign(CLEAR) },
                    { target: 'email', actions: assign(CLEAR) },
                  ],
                },
              },
            },
          },
          quoting: {
            entry: 'prepareQuote',
            always: {
              guard: ({ context }) => context.quoteRequest === null,
              target: '#conversation.cart',
            },
            invoke: {
              src: 'requestQuote',
              input: ({ context }) => context.quoteRequest as QuoteRequest,
              onDone: {
                target: 'review',
                actions: assign(({ event }) => ({ quote: event.output, quoteAttempts: 0 })),
              },
              onError: [
                {
                  // A 409 on a quote is a race with a menu change: one fresh try, then the cart.
                  guard: ({ context, event }) =>
                    (event.error as { kind?: string }).kind === 'conflict' &&
                    context.quoteAttempts < 1,
                  target: 'quoting',
                  reenter: true,
                  actions: assign(({ context }) => ({ quoteAttempts: context.quoteAttempts + 1 })),
                },
                {
                  target: '#conversation.cart',
                  actions: assign(({ event }) => ({
                    notice: quoteFailureNotice(event.error),
                    quoteAttempts: 0,
                  })),
                },
              ],
            },
            on: {
              // Only a cancel leaves while the price is being calculated.
              BACK: {
                target: '#conversation.cart',
                actions: assign({ ...CLEAR, quoteRequest: null }),
              },
            },
          },
          review: {
            on: {
              CONFIRM: [
                {
                  guard: 'quoteExpired',
                  target: 'quoting',
                  actions: assign(notice('quote_refreshed')),
                },
                {
                  guard: 'quoteReadyToConfirm',
                  target: 'submitting',
                  actions: assign(({ context }) => {
                    const pendingOrder = prepareOrder(context, deps.newOrderId());
                    return pendingOrder ? { ...CLEAR, pendingOrder } : notice('contact_incomplete');
                  }),
                },
                {
                  actions: assign(({ context }) =>
                    notice(
                      context.quote
                        ? (quoteBlocker(context.quote.quote) ?? 'quote_missing')
                        : 'quote_missing',
                    ),
                  ),
                },
              ],
              EDIT: { target: '#conversation.cart', actions: assign({ ...CLEAR, quote: null }) },
              BACK: { target: 'contact', actions: assign({ ...CLEAR, quote: null }) },
            },
          },
          submitting: {
            always: { guard: ({ context }) => context.pendingOrder === null, target: 'review' },
            invoke: {
              src: 'submitOrder',
              input: ({ context }) => context.pendingOrder as PendingOrder,
              onDone: [
                {
                  guard: ({ event }) => event.output.kind === 'accepted',
                  target: '#conversation.submitted',
                  actions: 'recordOrder',
                },
                {
                  guard: ({ event }) => event.output.kind === 'requote',
                  target: 'quoting',
                  actions: assign({ pendingOrder: null, ...notice('price_changed') }),
                },
                {
                  guard: ({ event }) => event.output.kind === 'rejected',
                  target: 'contact',
                  actions: assign(({ event }) => ({
                    pendingOrder: null,
                    quote: null,
                    notice: {
                      code: 'restaurant_refused',
                      detail: event.output.kind === 'rejected' ? event.output.message : undefined,
                    },
                  })),
                },
                // Held: the order service keeps the order; confirming again could double it.
                { target: '#conversation.submitted', actions: assign(notice('order_held')) },
              ],
              onError: { target: '#conversation.submitted', actions: assign(notice('order_held')) },
            },
            // Nothing may interrupt a submission in flight: its outcome must be recorded.
            on: {
              HOME: { actions: assign(notice('please_wait')) },
              CANCEL: { actions: assign(notice('please_wait')) },
              OPEN_CART: { actions: assign(notice('please_wait')) },
              SEARCH: { actions: assign(notice('please_wait')) },
            },
          },
        },
      },
      submitted: {
        on: {
          BACK: { target: 'home', actions: assign(CLEAR) },
        },
      },
      orders: {
        on: {
          REPEAT_LAST: {
            target: 'cart',
            actions: assign(withMenu((context, menu) => repeatLastOrder(context, menu))),
          },
          BACK: { target: 'home', actions: assign(CLEAR) },
        },
      },
      language: {
        on: {
          SET_LOCALE: {
            target: 'home',
            actions: assign(({ event }) => ({ ...CLEAR, locale: event.locale })),
          },
          BACK: { target: 'home', actions: assign(CLEAR) },
        },
      },
    },
  });
}
