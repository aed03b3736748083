import { assign } from 'xstate';
import { swapSlot } from '../combo-draft.ts';
import { applyDraft } from '../context-updates.ts';
import { selectHalfBase, toggleHalfIngredient } from '../half-draft.ts';
import { CLEAR, type ConversationSetup, menuHelpers, quantityState } from '../machine-setup.ts';
import type { ConversationDeps, Draft } from '../types.ts';

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
            PAGE: { actions: 'turnPage' },
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
        quantity: quantityState(s, 'overview'),
      },
    }),
    half: s.createStateConfig({
      initial: 'first',
      states: {
        first: {
          on: {
            PAGE: { actions: 'turnPage' },
            PICK_HALF: { guard: 'halfPickable', target: 'second', actions: 'pickHalf' },
            BACK: { target: '#conversation.home', actions: assign({ ...CLEAR, draft: null }) },
          },
        },
        second: {
          on: {
            PAGE: { actions: 'turnPage' },
            PICK_HALF: { guard: 'halfPickable', target: 'configure', actions: 'pickHalf' },
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
        quantity: quantityState(s, 'configure'),
      },
    }),
  };
}
