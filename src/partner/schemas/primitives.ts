import { z } from 'zod';

/**
 * Wire primitives that normalize what the spec allows to vary (its "Notation" paragraph):
 * `numeric` fields arrive as numbers or numeric strings, `flag` fields as booleans or 0/1.
 * Inside the border every amount is a plain integer of cents and every flag a boolean.
 */

const NUMERIC_STRING = /^\s*-?\d+(?:\.\d+)?\s*$/;

/** A number or a numeric string, normalized to a number (spec notation: `numeric`). */
export const Numeric = z.union([
  z.number().finite(),
  z
    .string()
    .regex(NUMERIC_STRING, 'expected a numeric string')
    .transform((value) => Number(value)),
]);

/** An integer that may arrive as a numeric string. */
export const NumericInt = Numeric.pipe(z.number().int());

/**
 * An amount in euro cents. Amounts are plain integers on the wire, but a tolerant reader costs
 * nothing and a server that starts quoting them costs a whole menu, so numeric strings are accepted.
 */
export const Minor = NumericInt;

/** A nullable amount (`minor?`): null stays null, because null never means free or zero. */
export const NullableMinor = Minor.nullable();

/** A boolean or 0/1 (spec notation: `flag`), normalized to a boolean. "0"/"1" are tolerated too. */
export const Flag = z.union([
  z.boolean(),
  z.literal(0).transform(() => false),
  z.literal(1).transform(() => true),
  z.literal('0').transform(() => false),
  z.literal('1').transform(() => true),
]);

/** Allergen codes are integers 1 to 14 (spec "Allergen codes"). */
export const AllergenCode = NumericInt.pipe(z.number().int().min(1).max(14));

/** The size keys a variant, a combo slot and a half can carry. */
export const SizeKey = z.enum(['standard', 'medium', 'family']);
export type SizeKey = z.infer<typeof SizeKey>;

/** Only EUR is used by the API. */
export const Currency = z.literal('EUR');

/** An RFC 3339 timestamp string; kept as text, checked to be parseable. */
export const Timestamp = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'expected an RFC 3339 timestamp');

/**
 * A text the bot only shows (a notice, a label, a description): any string, shown as sent; an
 * absent or null one reads as empty. Such a field never costs a record, let alone the menu.
 */
export const DisplayText = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

const CLOCK_TIME = /^\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*$/;

/**
 * A time of day as 'HH:MM' when it reads as one ('HH:MM' or 'HH:MM:SS', seconds dropped), or
 * null. The one reader of clock times: the schema normalizes with it and the schedule helpers
 * use a time for logic only when it parses.
 */
export function readClockTime(value: string): string | null {
  const match = CLOCK_TIME.exec(value);
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/**
 * A time of day the spec gives as a plain string (zone `acceptance_cutoff`, pickup `opens` and
 * `cutoff`; `acceptance_opens` is "HH:MM"). 'HH:MM' and 'HH:MM:SS' are normalized to 'HH:MM';
 * anything else (an empty string, "по договаряне") is kept as sent, shown as it is and never
 * used to decide whether a zone is open: one odd display field must not cost the whole menu.
 */
export const ClockTime = z.string().transform((value) => readClockTime(value) ?? value);

/**
 * An absolute http(s) URL or null; absent is read as null (images are optional per product).
 * An image is decoration: a value that is not such a URL is read as "no image" rather than
 * costing the product its place on the menu.
 */
export const NullableUrl = z
  .unknown()
  .transform((value) => (typeof value === 'string' && isWebUrl(value) ? value : null));

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
