/**
 * Compact callback data (Telegram's limit is 64 bytes): a short tag of what the button points at
 * (see `button-targets.ts`), an action code and one argument: ids, indices and small numbers,
 * never names. Which codes exist and what their arguments mean is declared by the screen that
 * draws each button (`views/*.ts`, gathered in `buttons.ts`); this module only knows the shape. The tag holds no time and no counter, so a
 * button stays valid across catalogue syncs and redraws for as long as what it points at means
 * the same thing. A tap whose tag no longer matches is stale; data that does not decode is
 * forged (or from an older format). Either way nothing is done to the wrong item: the customer
 * is told so and sees the current view.
 */

export const MAX_CALLBACK_BYTES = 64;

type Characters<Text extends string> = Text extends `${infer First}${infer Rest}`
  ? First | Characters<Rest>
  : never;
type Letter = Characters<'abcdefghijklmnopqrstuvwxyz'>;

/**
 * An action code: one or two lowercase letters. Lowercase only, so no two codes differ only by
 * case (the old single-letter format had b/B, l/L, p/P, q/Q, r/R); an uppercase code of that
 * format no longer decodes and is answered as not valid.
 */
export type ActionCode = Letter | `${Letter}${Letter}`;

/**
 * The code of a label button (a page counter, a cart line's quantity): the bot answers a tap on
 * it silently before loading the chat, so the wire format knows it; the table declares the
 * action with it (`BUTTONS.label`).
 */
export const LABEL_ACTION = 'v' satisfies ActionCode;

/** A decoded button press: its parts as text; `buttons.ts` reads the action and argument. */
export interface ButtonPress {
  tag: string;
  action: string;
  arg: string;
}

/** The longest argument an action may carry: 7 + 1 + 2 + 1 + 40 = 51 bytes at most in all. */
export const MAX_ARG_LENGTH = 40;

// Only ASCII, so characters are bytes and a match needs no separate byte count. The tag is the
// base-36 FNV digest of `button-targets.ts` (at most 7 characters).
const PATTERN = /^([0-9a-z]{1,7})\|([a-z]{1,2})\|([0-9A-Za-z_.:-]{0,40})$/;

/** Encodes a press; throws if it would not fit (a programming error, caught by tests). */
export function encodeButton(tag: string, action: ActionCode, arg: string): string {
  const data = `${tag}|${action}|${arg}`;
  if (!PATTERN.test(data)) {
    throw new Error(`callback data does not fit: ${data}`);
  }
  return data;
}

/** Decodes a press; undefined for anything that is not our own format. */
export function decodeButton(data: string | undefined): ButtonPress | undefined {
  // Cheap guard before the regex; a match is ASCII, so characters are bytes.
  if (data === undefined || data.length > MAX_CALLBACK_BYTES) return undefined;
  const match = PATTERN.exec(data);
  if (!match) return undefined;
  const [, tag = '', action = '', arg = ''] = match;
  return { tag, action, arg };
}
