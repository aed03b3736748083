import type { Menu } from '../catalogue/menu.ts';
import {
  chooseCandidate,
  type ExtraNames,
  type ProposedLine,
  parseOrder,
} from '../ordering-text/index.ts';
import { addToCart } from './cart.ts';
import { selectionNames } from './cart-names.ts';
import { draftSelection, notice } from './context-updates.ts';
import type { ConversationContext } from './types.ts';

/**
 * A typed order on its way to the cart (issue 25): the lines the parser read, each a valid draft
 * or a choice of dishes, shown on one screen. `editing`: the line whose card is open ("change"),
 * to which that card's "add" returns.
 */
export interface Proposal {
  lines: ProposedLine[];
  unknown: string[];
  editing: number | null;
}

/**
 * The proposal a typed text makes, or null when the text is not an order (it is a search).
 * `extraNames`: the menu's translated names (MENU_TRANSLATIONS), matched besides its own.
 */
export function typedProposal(
  menu: Menu | null,
  text: string,
  locale: string,
  extraNames?: ExtraNames,
): Proposal | null {
  if (!menu) return null;
  const parsed = parseOrder(text, menu, { locale, ...(extraNames ? { extraNames } : {}) });
  if (!parsed.isOrder || parsed.lines.length === 0) return null;
  return { lines: parsed.lines, unknown: parsed.unknown, editing: null };
}

/**
 * Puts every line that has a draft into the cart, in the order typed; lines still waiting for a
 * choice stay out. Every selection comes from the draft functions, so nothing the menu refuses
 * reaches the quote.
 */
export function addProposal(
  context: ConversationContext,
  menu: Menu,
): Partial<ConversationContext> {
  let cart = context.cart;
  for (const line of context.proposal?.lines ?? []) {
    const selection = line.draft ? draftSelection(menu, line.draft) : undefined;
    if (!line.draft || !selection) continue;
    const added = addToCart(cart, selection, line.draft.quantity, selectionNames(menu, selection));
    if (!added.ok) return notice(added.problem);
    cart = added.cart;
  }
  if (cart === context.cart) return notice('draft_incomplete');
  return { cart, proposal: null, quote: null, quoteRequest: null, ...notice('added_to_cart') };
}

/** The proposal without line `index`. */
export function dropProposalLine(proposal: Proposal, index: number): Proposal {
  return { ...proposal, lines: proposal.lines.filter((_, i) => i !== index), editing: null };
}

/** The proposal with line `index` made of the tapped dish (one of its candidates). */
export function pickProposalLine(
  proposal: Proposal,
  menu: Menu,
  index: number,
  productId: number,
  locale: string,
  extraNames?: ExtraNames,
): Proposal {
  const lines = proposal.lines.map((line, i) =>
    i === index && line.candidates.includes(productId)
      ? chooseCandidate(menu, line, productId, { locale, ...(extraNames ? { extraNames } : {}) })
      : line,
  );
  return { ...proposal, lines };
}

/** The line being changed, with the draft its card now holds (its notes are answered). */
export function returnToProposal(context: ConversationContext): Partial<ConversationContext> {
  const proposal = context.proposal;
  if (!proposal || proposal.editing === null || !context.draft || context.draft.kind === 'combo')
    return {};
  const draft = context.draft;
  const lines = proposal.lines.map((line, i) =>
    i === proposal.editing ? { ...line, draft, candidates: [], notes: [] } : line,
  );
  return { proposal: { ...proposal, lines, editing: null }, draft: null, notice: null };
}

/** True while a line's card is open from the proposal (same kind of draft as that line). */
export function editingProposal(context: ConversationContext): boolean {
  const proposal = context.proposal;
  if (!proposal || proposal.editing === null) return false;
  const line = proposal.lines[proposal.editing];
  return (
    line?.draft !== null && line?.draft !== undefined && line.draft.kind === context.draft?.kind
  );
}
