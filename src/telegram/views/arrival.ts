import type { ArrivalEstimate } from '../../domain/arrival.ts';
import type { MessageId } from '../../locale/message-ids.ts';
import type { Words } from './describe.ts';

/** The whole way (the review, the accepted message), by fulfilment and source. */
const WHOLE = {
  delivery: { history: 'eta-delivery', staff: 'eta-staff-delivery' },
  pickup: { history: 'eta-pickup', staff: 'eta-staff-pickup' },
} as const satisfies Record<'delivery' | 'pickup', Record<ArrivalEstimate['source'], MessageId>>;

/** What is left after a status change ("from here"). */
const LEFT = {
  delivery: { history: 'eta-left-delivery', staff: 'eta-left-staff' },
  pickup: { history: 'eta-left-pickup', staff: 'eta-left-staff' },
} as const satisfies Record<'delivery' | 'pickup', Record<ArrivalEstimate['source'], MessageId>>;

/**
 * An arrival estimate as the chat reads it (issue 36): "usually 40–55 min at this hour" for the
 * whole way, "usually 15–25 min from here" for what is left; the staff's figure says it is the
 * restaurant's. Nothing (an empty list) without an estimate: the bot never guesses.
 */
export function arrivalLines(
  words: Words,
  eta: ArrivalEstimate | null | undefined,
  fulfilment: 'delivery' | 'pickup',
  part: 'whole' | 'left',
): string[] {
  if (!eta) return [];
  const id = (part === 'whole' ? WHOLE : LEFT)[fulfilment][eta.source];
  return [words.tr(id, { from: eta.fromMinutes, to: eta.toMinutes })];
}
