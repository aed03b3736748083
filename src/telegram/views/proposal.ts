import { lineEstimate } from '../../catalogue/estimate.ts';
import type { Menu } from '../../catalogue/menu.ts';
import type { MessageId } from '../../locale/message-ids.ts';
import type { LineNote, ProposedLine } from '../../ordering-text/index.ts';
import { numbered, pairCodec, simple, withArg } from '../button-kit.ts';
import type { TargetScreen } from '../button-targets.ts';
import { describeSelection } from './describe.ts';
import { amountText, draftSelection } from './prices.ts';
import { type Button, rows, screen, type View, type ViewKit } from './view.ts';

/**
 * A typed order's buttons stand for the whole proposal as drawn (its lines, drafts and choices):
 * a tap on a proposal that changed since, or on an older one, is refused as stale.
 */
function proposalTarget(_arg: unknown, { context }: TargetScreen): unknown {
  const proposal = context.proposal;
  return proposal
    ? proposal.lines.map((line) => [line.draft, line.candidates, line.notes.length])
    : null;
}

/**
 * A typed order, read back (issue 25): each line as it would be ordered with its estimated
 * price and what could not be done as typed, the words not understood, and the buttons: all into
 * the cart, change a line (its own card, pre-filled), drop a line, or tap the dish a line means.
 */

const NOTE_IDS: Record<LineNote['code'], MessageId> = {
  ambiguous: 'proposal-note-ambiguous',
  unavailable: 'proposal-note-unavailable',
  size_unknown: 'proposal-note-size',
  ingredient_not_removable: 'proposal-note-not-removable',
  ingredient_absent: 'proposal-note-absent',
  addon_not_allowed: 'proposal-note-addon',
  base_not_allowed: 'proposal-note-base',
  crust_fixed: 'proposal-note-crust',
  half_not_offered: 'proposal-note-half-off',
  half_not_allowed: 'proposal-note-half-refused',
  half_family_only: 'proposal-note-half-family',
  half_no_extras: 'proposal-note-half-extras',
  quantity_limited: 'proposal-note-quantity',
  part_unknown: 'proposal-note-part-unknown',
  size_chosen: 'proposal-note-size-chosen',
  synonym_several: 'proposal-note-synonym-several',
  substituted: 'proposal-note-substituted',
};

// The parser reads the restaurant's own menu: what it offers instead (sizes, ingredients, bases,
// a restock time) is the restaurant's words, shown in the chat's language like any other.
// The dish or ingredient a note names is the menu's name for it, not the customer's words.
const MENU_WORDS: ReadonlySet<LineNote['code']> = new Set([
  'unavailable',
  'ingredient_not_removable',
]);

function noteText(kit: ViewKit, note: LineNote): string {
  const instead = (note.instead ?? []).map((text) => kit.texts.text(text)).join(', ');
  const words = MENU_WORDS.has(note.code) ? kit.texts.text(note.words) : note.words;
  return `   ⚠ ${kit.tr(NOTE_IDS[note.code], { words, instead: instead === '' ? '—' : instead })}`;
}

/**
 * A size-taken note in the chat's language: its sizes are read from the menu the view has (the
 * translated one), not from the note, which keeps the restaurant's labels.
 */
function localized(menu: Menu, line: ProposedLine, note: LineNote): LineNote {
  if (note.code !== 'size_chosen' || line.draft?.kind !== 'product') return note;
  const size = line.draft.size;
  const variants = menu.product(line.draft.productId)?.variants ?? [];
  const chosen = variants.find((v) => v.key === size);
  if (!chosen) return note;
  const instead = variants.filter((v) => v.key !== size).map((v) => v.label);
  return { ...note, words: chosen.label, instead };
}

export const proposalScreen = screen(
  {
    proposalAdd: simple('pa', { type: 'PROPOSAL_ADD' }, proposalTarget),
    proposalEdit: numbered('pe', 'PROPOSAL_EDIT', 'line', proposalTarget),
    proposalDrop: numbered('pd', 'PROPOSAL_DROP', 'line', proposalTarget),
    // A dish to make the line of (`line:productId`).
    proposalPick: withArg(
      'pk',
      pairCodec(
        ({ line, productId }: { line: number; productId: number }) => [line, productId],
        (line, productId) => ({ line, productId }),
      ),
      ({ line, productId }) => ({ type: 'PROPOSAL_PICK', line, productId }),
      proposalTarget,
    ),
  },
  (kit): View => {
    const { menu, context } = kit;
    const proposal = context.proposal;
    if (!menu || !proposal) return { text: kit.tr('proposal-empty'), keyboard: kit.nav() };
    const text = [kit.tr('proposal-title')];
    const keyboard: Button[][] = [];
    let total = 0;
    let priced = true;
    let ready = 0;
    proposal.lines.forEach((line, index) => {
      const n = index + 1;
      const selection = line.draft ? draftSelection(menu, line.draft) : undefined;
      if (line.draft && selection) {
        const minor = lineEstimate(menu, selection, line.draft.quantity);
        if (minor === null) priced = false;
        else total += minor;
        ready += 1;
        const described = describeSelection(kit, menu, selection);
        text.push(`${n}. ${line.draft.quantity} × ${described} — ${amountText(kit, minor)}`);
      } else {
        text.push(`${n}. ${kit.tr('proposal-choose', { words: line.intent.words })}`);
      }
      text.push(...line.notes.map((note) => noteText(kit, localized(menu, line, note))));
      const picks = line.candidates.map((productId) =>
        kit.button(`${n}. ${menu.product(productId)?.name ?? productId}`, 'proposalPick', {
          line: index,
          productId,
        }),
      );
      keyboard.push(...rows(picks, 2));
      const own: Button[] = [];
      if (line.draft)
        own.push(kit.button(kit.tr('btn-proposal-edit', { line: n }), 'proposalEdit', index));
      own.push(kit.button(kit.tr('btn-proposal-drop', { line: n }), 'proposalDrop', index));
      keyboard.push(own);
    });
    if (proposal.unknown.length > 0)
      text.push(kit.tr('proposal-unknown', { words: proposal.unknown.join(' ') }));
    if (ready > 0) {
      text.push(
        kit.tr('proposal-total', {
          amount: priced ? amountText(kit, total) : amountText(kit, null),
        }),
      );
      keyboard.unshift([kit.button(kit.tr('btn-proposal-add', { count: ready }), 'proposalAdd')]);
    }
    return { text: text.join('\n'), keyboard: kit.nav(...keyboard) };
  },
);
