import type { Menu } from '../catalogue/menu.ts';
import { RESTAURANT_LOCALE } from '../locale/locale.ts';
import { isComplaint } from './complaints.ts';
import { tokenize } from './fold.ts';
import { assembleLines, readItems } from './grammar.ts';
import { keywordTable } from './keywords.ts';
import { type ExtraNames, menuLexicon } from './lexicon.ts';
import { isQuestion } from './questions.ts';
import { joinSplitWords } from './split-words.ts';
import { type ProposedLine, productLine, proposeLine, type Words } from './validate.ts';
import { languagesFor } from './words.ts';

export type { ExtraNames } from './lexicon.ts';
export type { LineNote, ProposedLine } from './validate.ts';

/**
 * Typed orders (issue 25): "2 големи маргарити без лук и една кола" read against the menu the
 * bot has, without a language model or a network call. Pure: the same text, menu and languages
 * always give the same lines. See docs/typed-orders.md.
 */
export interface ParsedOrder {
  lines: ProposedLine[];
  /** Words that were not understood, as typed. */
  unknown: string[];
  /**
   * The text reads as an order: at least one dish, and a quantity, a size, a change, a
   * half-and-half or a second dish. Otherwise the text is a dish search, as it was before.
   */
  isOrder: boolean;
  /** The text asks something ("how much", "имате ли", "?"): never an order (issue 35). */
  question: boolean;
}

export interface ParseOptions {
  /** The chat's language: its word table is read besides the restaurant's and the fallback's. */
  locale?: string;
  /** More names per product, ingredient and extra (translated menus). */
  extraNames?: ExtraNames;
}

/** The longest text read (a longer one is cut: no order of 40 lines comes near it). */
const MAX_TEXT = 600;

/**
 * The last few readings, per menu: the conversation asks about one typed message from several
 * guards (a question? too long? an order?), and a reading is pure, so it is made once. Readings
 * are shared: callers never change them.
 */
const READINGS_KEPT = 8;
const readings = new WeakMap<
  Menu,
  Map<string, { extra: ExtraNames | undefined; parsed: ParsedOrder }>
>();

/** Reads a typed message as order lines, each already checked against the menu's rules. */
export function parseOrder(text: string, menu: Menu, options: ParseOptions = {}): ParsedOrder {
  const key = `${options.locale ?? ''}\u0000${text}`;
  let kept = readings.get(menu);
  const hit = kept?.get(key);
  if (hit && hit.extra === options.extraNames) return hit.parsed;
  const parsed = readOrder(text, menu, options);
  if (!kept) {
    kept = new Map();
    readings.set(menu, kept);
  }
  kept.delete(key);
  kept.set(key, { extra: options.extraNames, parsed });
  if (kept.size > READINGS_KEPT) kept.delete(kept.keys().next().value as string);
  return parsed;
}

function readOrder(text: string, menu: Menu, options: ParseOptions): ParsedOrder {
  const words: Words = {
    table: keywordTable(languagesFor(options.locale ?? RESTAURANT_LOCALE)),
    lex: menuLexicon(menu, options.extraNames),
  };
  const tokens = joinSplitWords(tokenize(text.slice(0, MAX_TEXT)), words.table, words.lex);
  const { lines: intents, unknown } = assembleLines(readItems(tokens, words.table, words.lex));
  const lines = intents.map((intent) => proposeLine(menu, words, intent));
  const question = isQuestion(text);
  // "тако с пиле", "искам сет токио", "tokyo set please": one dish named for certain, alone or
  // said as an order, and no word left not understood ("please cancel the tokyo set" stays a
  // search, so do a kind of dish and a name that fits several). In an ordering chat a dish's
  // name is how it is ordered; the proposal commits nothing until it is tapped (issue 35).
  const [only] = intents;
  const ordered =
    intents.length === 1 &&
    unknown.length === 0 &&
    only?.productIds.length === 1 &&
    !only.generic &&
    !only.uncertain;
  // "the latte arrived cold" speaks of an order already made: no cart (issue 35).
  const isOrder =
    !question &&
    !isComplaint(text) &&
    (intents.length >= 2 ||
      ordered ||
      intents.some(
        (intent) =>
          intent.quantity !== null ||
          intent.count != null ||
          intent.variant != null ||
          intent.size !== null ||
          intent.halves !== null ||
          intent.without.length > 0 ||
          intent.extra.length > 0 ||
          (intent.unread?.length ?? 0) > 0 ||
          intent.base !== null ||
          intent.crust !== null,
      ));
  return { lines, unknown, isOrder, question };
}

/** The line a customer's tap on one of its candidate dishes makes, with the words they typed. */
export function chooseCandidate(
  menu: Menu,
  line: ProposedLine,
  productId: number,
  options: ParseOptions = {},
): ProposedLine {
  const words: Words = {
    table: keywordTable(languagesFor(options.locale ?? RESTAURANT_LOCALE)),
    lex: menuLexicon(menu, options.extraNames),
  };
  // A half-and-half that cannot be made is offered as whole pizzas, in the half's family size.
  const intent = line.intent.halves
    ? {
        ...line.intent,
        halves: null,
        size: line.intent.size ?? { rank: 'family' as const },
        without:
          line.intent.halves.find((half) => half.productIds.includes(productId))?.without ?? [],
      }
    : line.intent;
  return productLine(menu, words, intent, productId);
}
