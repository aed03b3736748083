import { assign } from 'xstate';
import type { ComboDraft } from '../combo-draft.ts';
import { swapSlot } from '../combo-draft.ts';
import type { HalfDraft } from '../half-draft.ts';
import { selectHalfBase, toggleHalfIngredient } from '../half-draft.ts';
import { CLEAR, type ConversationSetup, quantityState } from '../machine-setup.ts';
import type { ConversationDeps } from '../types.ts';
import { draftChanges } from './draft-change.ts';

/** The combo and half-and-half builders. */
export function builderStates(s: ConversationSetup, deps: ConversationDeps) {
  const change = draftChanges(deps);
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
              ...change<'PICK_SLOT_PRODUCT', ComboDraft>('combo', (menu, draft, event, context) =>
                swapSlot(menu, draft, context.nav.slot ?? -1, event.productId),
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
            TOGGLE_INGREDIENT: change<'TOGGLE_INGREDIENT', HalfDraft>(
              'half',
              (menu, draft, event) =>
                toggleHalfIngredient(menu, draft, event.half ?? 0, event.ingredientId),
            ),
            SELECT_BASE: change<'SELECT_BASE', HalfDraft>('half', (menu, draft, event) =>
              selectHalfBase(menu, draft, event.code),
            ),
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
