/**
 * The word tables of typed orders, one per language the bot speaks or is about to speak: data,
 * not code. The grammar (`grammar.ts`) reads only these tables and the menu, so a new language is
 * a new table. Words are written as people type them; the lexicon folds them the same way
 * as dish names (lowercase, Cyrillic → Latin, accents off, doubled letters collapsed), so
 * "fără", "fara" and "FARA" are one word. Each language's table is a file in `words/`.
 */

import { FALLBACK_LOCALE, RESTAURANT_LOCALE } from '../locale/locale.ts';
import { BG } from './words/bg.ts';
import { DE } from './words/de.ts';
import { EN } from './words/en.ts';
import { PL } from './words/pl.ts';
import { RO } from './words/ro.ts';
import { UK } from './words/uk.ts';

/** The size ranks a size word names; `family` is also the size key of a family pizza. */
export type SizeRank = 'small' | 'medium' | 'large' | 'family';

/** A pizza base concept; a menu base matches when its code or its name names the concept. */
export type BaseConcept = 'thin' | 'traditional' | 'wholegrain' | 'gluten_free';

export interface LanguageWords {
  /** Quantity words (every gender and case form that is written alone before a dish). */
  numbers: Record<string, number>;
  /**
   * Words for some of the dishes just named, with how many ("единия", "едното", "другото": one of
   * them): "три гироса, единия без лук" is two gyros and one without onion (issue 35).
   */
  partOf?: Record<string, number>;
  /** Words after a number that only count ("2x", "2 порции"). */
  units: string[];
  /**
   * Words after a number that count pieces ("8 бр", "8 pcs", "8 шт"): after a dish whose sizes
   * are counted in pieces ("4 бр." / "8 бр.") they choose that size, else they count the dish.
   */
  pieces: string[];
  sizes: Record<SizeRank, string[]>;
  /** Centimetre units after a number ("30 см", "30cm"). */
  centimetres: string[];
  /** Words that start a list of ingredients to leave out. */
  without: string[];
  /** Words that start a list of extras; two-word forms are written with a space. */
  extra: string[];
  /** "with": extras, or a base or crust, whichever the next words name. */
  with: string[];
  /** Words that join two items of one list ("без лук и гъби"). */
  and: string[];
  /** "half": two in a row name a half-and-half ("половин X половин Y"). */
  half: string[];
  bases: Record<BaseConcept, string[]>;
  /** Words for the stuffed crust (a `crust_selectable` size). */
  crust: string[];
  /** Words that carry no order meaning ("моля", "please", "I want"): skipped silently. */
  filler: string[];
  /**
   * Single words that say the text orders ("искам", "please", "bitte", "poproszę"): skipped like
   * fillers, and with one of them a dish named for certain is an order, not a search (issue 35).
   */
  ordering: string[];
  /**
   * Everyday food words with the Bulgarian menu word they mean, so "without onion" finds the
   * menu's "лук" before any translation of the menu exists (MENU_TRANSLATIONS adds more).
   */
  food: Record<string, string>;
}

/** Every table by language code (Telegram's `language_code`, see docs/languages.md). */
export const WORDS: Readonly<Record<string, LanguageWords>> = {
  bg: BG,
  en: EN,
  ro: RO,
  uk: UK,
  pl: PL,
  de: DE,
};

/** The languages read for a chat: its own, and always the restaurant's and the fallback one. */
export function languagesFor(locale: string): string[] {
  return [...new Set([locale, RESTAURANT_LOCALE, FALLBACK_LOCALE])].filter(
    (code) => WORDS[code] !== undefined,
  );
}
