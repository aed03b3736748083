import { assign } from 'xstate';
import { applyDraft, notice, repeatLastOrder } from '../context-updates.ts';
import { startHalfDraft } from '../half-draft.ts';
import { clampPage, LIMITS } from '../limits.ts';
import {
  CLEAR,
  type ConversationSetup,
  type EventOf,
  menuHelpers,
  quantityState,
} from '../machine-setup.ts';
import type { ProductDraft } from '../product-draft.ts';
import {
  chooseOption,
  selectBase,
  selectSize,
  startProductDraft,
  toggleAddon,
  toggleCrust,
  toggleIngredient,
} from '../product-draft.ts';
import type { ConversationContext, ConversationDeps, SearchOrigin } from '../types.ts';
import { draftChanges } from './draft-change.ts';

/** The screens other than home a search's "back" returns to (see `SearchOrigin`). */
const SEARCH_RETURNS = [
  'category',
  'cart',
  'orders',
  'combos',
] as const satisfies readonly SearchOrigin[];

/**
 * "Back" from a screen typed text opened (its search, its typed order): to the screen it was
 * typed on, on its page, else home.
 */
export function backWhereTyped() {
  return [
    ...SEARCH_RETURNS.map((origin) => ({
      guard: ({ context }: { context: ConversationContext }) =>
        context.nav.searchFrom === origin &&
        (origin !== 'category' || context.nav.categoryId !== null),
      target: origin,
      actions: 'backToSearchOrigin' as const,
    })),
    { target: 'home' as const, actions: 'backToSearchOrigin' as const },
  ];
}

/** Home, the category and search lists, and the product card with its extras and quantity. */
export function browseStates(s: ConversationSetup, deps: ConversationDeps) {
  const { withMenu } = menuHelpers(deps);
  const change = draftChanges(deps);
  return {
    home: s.createStateConfig({
      on: {
        OPEN_CATEGORY: {
          guard: ({ event }) => (deps.menu()?.productsIn(event.categoryId).length ?? 0) > 0,
          target: 'category',
          actions: assign(({ context, event }) => ({
            ...CLEAR,
            nav: { ...context.nav, categoryId: event.categoryId, page: 0 },
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
            // The list opens on its first page, whatever page the last list was left on.
            actions: assign(
              withMenu((context, menu) => ({
                ...applyDraft(startHalfDraft(menu)),
                proposal: null,
                nav: { ...context.nav, page: 0 },
              })),
            ),
          },
          { actions: assign(notice('half_not_offered')) },
        ],
        REPEAT_LAST: {
          target: 'cart',
          actions: assign(withMenu((context, menu) => repeatLastOrder(context, menu))),
        },
      },
    }),
    category: s.createStateConfig({
      on: {
        PAGE: {
          actions: assign(({ context, event }) => {
            const count = deps.menu()?.productsIn(context.nav.categoryId ?? -1).length ?? 0;
            const last = Math.max(0, Math.ceil(count / LIMITS.productsPerPage) - 1);
            return {
              ...CLEAR,
              nav: { ...context.nav, page: Math.min(last, clampPage(event.page)) },
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
        BACK: { target: 'home', actions: assign(CLEAR) },
      },
    }),
    search: s.createStateConfig({
      on: {
        PAGE: {
          actions: assign(({ context, event }) => ({
            ...CLEAR,
            nav: { ...context.nav, page: clampPage(event.page) },
          })),
        },
        OPEN_PRODUCT: {
          guard: ({ event }) => deps.menu()?.product(event.productId)?.listed === true,
          target: 'product',
          actions: { type: 'openProduct', params: { from: 'search' } },
        },
        OPEN_COMBO: [
          { guard: 'comboOrderable', target: 'combo', actions: 'openCombo' },
          // An unknown or unavailable combo: stay on the list and say why.
          { actions: 'openCombo' },
        ],
        // Back where the search was typed: a search from the cart loses nothing of it, and a
        // paged list (a category, my orders) comes back on the page it was on.
        BACK: backWhereTyped(),
      },
    }),
    product: s.createStateConfig({
      initial: 'card',
      on: {
        BACK: [
          {
            guard: 'editingProposal',
            target: 'proposal',
            actions: assign(({ context }) => ({
              ...CLEAR,
              draft: null,
              proposal: context.proposal ? { ...context.proposal, editing: null } : null,
            })),
          },
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
            SELECT_SIZE: change<'SELECT_SIZE', ProductDraft>('product', (menu, draft, event) =>
              selectSize(menu, draft, event.size),
            ),
            CUSTOMIZE: { guard: 'draftIsProduct', target: 'extras', actions: assign(CLEAR) },
            SET_QUANTITY: { guard: 'draftIsProduct', actions: 'setQuantity' },
            ADD_TO_CART: { guard: 'draftIsProduct', target: 'quantity', actions: assign(CLEAR) },
          },
        },
        extras: {
          on: {
            TOGGLE_ADDON: change<'TOGGLE_ADDON', ProductDraft>('product', (menu, draft, event) =>
              toggleAddon(menu, draft, event.code),
            ),
            TOGGLE_INGREDIENT: change<'TOGGLE_INGREDIENT', ProductDraft>(
              'product',
              (menu, draft, event) => toggleIngredient(menu, draft, event.ingredientId),
            ),
            SELECT_BASE: change<'SELECT_BASE', ProductDraft>('product', (menu, draft, event) =>
              selectBase(menu, draft, event.code),
            ),
            TOGGLE_CRUST: change<'TOGGLE_CRUST', ProductDraft>('product', (menu, draft) =>
              toggleCrust(menu, draft),
            ),
            DONE: { target: 'quantity', actions: assign(CLEAR) },
            BACK: { target: 'card', actions: assign(CLEAR) },
          },
        },
        quantity: quantityState(s, 'card'),
      },
    }),
  };
}
