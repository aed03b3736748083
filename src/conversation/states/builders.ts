import { assign } from 'xstate';
import { swapSlot } from '../combo-draft.ts';
import { pickHalf, selectHalfBase, toggleHalfIngredient } from '../half-draft.ts';
import { clampPage } from '../limits.ts';
import { CLEAR, type ConversationSetup, menuHelpers } from '../machine-setup.ts';
import type { ConversationDeps, Draft } from '../types.ts';
import { applyDraft, notice } from '../updates.ts';

/** The combo and half-and-half builders. */
export function builderStates(s: ConversationSetup, deps: ConversationDeps) {
  const { onDraft } = menuHelpers(deps);
  return {
    combos: s.createStateConfig({
      on: {
        OPEN_COMBO: [
          { guard: 'comboOrderable', target: 'combo', actions: 'openCombo' },
          // An unknown or unavailable combo: stay on the list and say why.
          { actions: 'openCombo' },
        ],
        BACK: { target: 'home', actions: assign(CLEAR) },
      },
    }),
    combo: s.createStateConfig({
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
                nav: { ...context.nav, page: clampPage(event.page) },
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
    }),
    half: s.createStateConfig({
      initial: 'first',
      states: {
        first: {
          on: {
            PAGE: {
              actions: assign(({ context, event }) => ({
                ...CLEAR,
                nav: { ...context.nav, page: clampPage(event.page) },
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
                nav: { ...context.nav, page: clampPage(event.page) },
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
    }),
  };
}
