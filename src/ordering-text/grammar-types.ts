import type { LabelSize } from './size-words.ts';
import type { BaseConcept, SizeRank } from './words.ts';

// The types of the typed-order grammar (grammar.ts): what the customer's words are read into.

export type SizeWord =
  // `label`: a label's word said with the rank ("regular" for "Стандартен", "голяма напитка"):
  // the rank among the sizes so labelled, when the dish has any (issue 35, street tuning);
  // `strict`: the label word came after the rank ("голяма напитка"), so a dish without such a
  // size has no size of that name: said, not ranked.
  | { rank: SizeRank; cm?: undefined; label?: LabelSize; strict?: true }
  | { cm: number; rank?: undefined }
  // A size label's word or amount ("кана", "doppio", "500 мл"; issue 35, `size-words.ts`).
  | (LabelSize & { rank?: undefined; cm?: undefined });

/** A word of a "without" or "extra" list: as typed, and the stems it is matched by. */
export interface PartWord {
  raw: string;
  /** Its readings (see `tokenStems`): its own stem, and the menu word it means. */
  stems: string[][];
}

/** One half of a half-and-half as typed. */
export interface HalfIntent {
  productIds: number[];
  words: string;
  without: PartWord[];
}

/** One line as the customer typed it, before the menu's rules are applied. */
export interface LineIntent {
  /** Null: not said (one is meant). */
  quantity: number | null;
  /** Dishes the words name (one: certain); empty on a half-and-half line. */
  productIds: number[];
  /** The words that named the dish. */
  words: string;
  size: SizeWord | null;
  sizeWords: string;
  without: PartWord[];
  extra: PartWord[];
  base: { concept: BaseConcept; words: string } | null;
  /** True: with the stuffed crust; false: without it; null: not said. */
  crust: boolean | null;
  halves: HalfIntent[] | null;
  /** Only generic words named the dish ("2 pizzas"): a kind of dish, not one (issue 35). */
  generic?: boolean;
  /** Named only in part by words of extras: asked even for one dish (issue 35). */
  uncertain?: boolean;
  /**
   * "Without"/"extra" lists whose words name nothing on the menu, as typed ("без carevica"):
   * said on the line, never dropped in silence (issue 35). Absent in older snapshots.
   */
  unread?: string[];
  /**
   * A number of pieces said after the dish ("филаделфия 8 бр"): the size of that many pieces
   * when the dish has one, else the quantity (issue 35). Absent in older snapshots.
   */
  count?: { n: number; words: string } | null;
  /** A word of one of the dish's size labels ("с ориз" for "С ориз"), as typed and its stems. */
  variant?: PartWord | null;
}

export type Item =
  // `of`: that many of the dishes just named, split off into a line of their own (issue 35).
  | { t: 'qty'; n: number; of?: true }
  // `ahead`: a bare number counting the pieces of the dish after it ("9 nuggets", issue 35).
  | { t: 'count'; n: number; raw: string; ahead?: true }
  | { t: 'variant'; word: PartWord; raw: string }
  | { t: 'size'; size: SizeWord; raw: string }
  | { t: 'dish'; ids: number[]; words: string; generic: boolean; uncertain?: boolean }
  | { t: 'half'; ids: number[]; words: string }
  | { t: 'without'; parts: PartWord[]; crustOff: boolean }
  | { t: 'unread'; raw: string }
  | { t: 'extra'; parts: PartWord[] }
  | { t: 'base'; concept: BaseConcept; raw: string }
  | { t: 'crust' }
  | { t: 'sep' }
  | { t: 'unknown'; raw: string };
