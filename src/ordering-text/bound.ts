/**
 * How much one typed message may hold to be read as an order (issue 35). A real order of many
 * lines ("2 големи маргарити без босилек, 1 капричоза, 2 айряна, …") stays far below each bound:
 * 12 lines of six words are 72 words and about 450 characters. Past any one of them the message
 * is not read at all — no proposal, no search — and the customer is asked to send the order in
 * parts, so a pasted text can never become a long cart nobody meant.
 */
export const ORDER_BOUND = { characters: 600, words: 80, lines: 15 } as const;

/** True when the text is longer than one typed order may be (see `ORDER_BOUND`). */
export function exceedsOrderBound(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length > ORDER_BOUND.characters) return true;
  if (trimmed.split(/\n/).filter((line) => line.trim() !== '').length > ORDER_BOUND.lines)
    return true;
  return (trimmed.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) > ORDER_BOUND.words;
}
