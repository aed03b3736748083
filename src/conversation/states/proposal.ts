import { assign } from 'xstate';
import { notice } from '../context-updates.ts';
import { CLEAR, type ConversationSetup, menuHelpers } from '../machine-setup.ts';
import { addProposal, dropProposalLine, pickProposalLine } from '../typed-order.ts';
import type { ConversationDeps } from '../types.ts';
import { backWhereTyped } from './browse.ts';

/**
 * The typed order's screen (issue 25): its lines go into the cart with one tap, a line opens
 * on its own card (pre-filled; "add" there comes back here), is dropped, or, when the words
 * named several dishes, becomes the dish the customer taps.
 */
export function proposalStates(s: ConversationSetup, deps: ConversationDeps) {
  const { withMenu } = menuHelpers(deps);
  return {
    proposal: s.createStateConfig({
      on: {
        PROPOSAL_ADD: [
          {
            guard: ({ context }) => (context.proposal?.lines ?? []).some((line) => line.draft),
            target: 'cart',
            actions: assign(withMenu((context, menu) => addProposal(context, menu))),
          },
          { actions: assign(notice('draft_incomplete')) },
        ],
        PROPOSAL_DROP: [
          {
            guard: ({ context }) => (context.proposal?.lines.length ?? 0) <= 1,
            target: 'home',
            actions: assign({ ...CLEAR, proposal: null }),
          },
          {
            actions: assign(({ context, event }) =>
              context.proposal
                ? { ...CLEAR, proposal: dropProposalLine(context.proposal, event.line) }
                : {},
            ),
          },
        ],
        PROPOSAL_PICK: {
          actions: assign(
            withMenu((context, menu, event) =>
              context.proposal && event.type === 'PROPOSAL_PICK'
                ? {
                    proposal: pickProposalLine(
                      context.proposal,
                      menu,
                      event.line,
                      event.productId,
                      context.locale,
                      deps.menuNames?.(context.locale),
                    ),
                  }
                : {},
            ),
          ),
        },
        PROPOSAL_EDIT: [
          {
            guard: ({ context, event }) =>
              context.proposal?.lines[event.line]?.draft?.kind === 'product',
            target: 'product.card',
            actions: assign(({ context, event }) => {
              const draft = context.proposal?.lines[event.line]?.draft ?? null;
              return {
                ...CLEAR,
                draft,
                proposal: context.proposal ? { ...context.proposal, editing: event.line } : null,
                nav: {
                  ...context.nav,
                  productId: draft?.kind === 'product' ? draft.productId : null,
                  from: 'home' as const,
                },
              };
            }),
          },
          {
            guard: ({ context, event }) =>
              context.proposal?.lines[event.line]?.draft?.kind === 'half',
            target: 'half.configure',
            actions: assign(({ context, event }) => ({
              ...CLEAR,
              draft: context.proposal?.lines[event.line]?.draft ?? null,
              proposal: context.proposal ? { ...context.proposal, editing: event.line } : null,
            })),
          },
          { actions: assign(notice('draft_incomplete')) },
        ],
        // Back where the typed order was typed, as a search goes back (issue 35).
        BACK: backWhereTyped(),
      },
    }),
  };
}
