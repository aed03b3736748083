/**
 * How long an order usually takes from a point of its way to the end of it (delivered at the
 * door, or ready for collection), as a range of whole minutes the customer is shown (issue 36).
 * `history`: learnt from the restaurant's own recorded orders (`orders`: how many similar ones
 * the figure rests on, for logs and the staff chat, never for the customer); `staff`: the
 * evening's figure the staff set with `/eta`.
 */
export interface ArrivalEstimate {
  fromMinutes: number;
  toMinutes: number;
  source: 'history' | 'staff';
  orders?: number | undefined;
}

/** The point of an order's way an estimate counts from (the spec's status names). */
export type ArrivalStart = 'accepted' | 'preparing' | 'sent';
