/**
 * Compact callback data (Telegram's limit is 64 bytes): a short tag of what the button points at
 * (see `button-targets.ts`), an action code and one argument: ids, indices and small numbers,
 * never names. The tag holds no time and no counter, so a button stays valid across catalogue
 * syncs and redraws for as long as what it points at means the same thing. A tap whose tag no
 * longer matches is stale; data that does not decode is forged. Either way nothing is done to
 * the wrong item: the customer is told so and sees the current view.
 */

export const MAX_CALLBACK_BYTES = 64;

/**
 * The action of a button that only shows something (a page counter, a cart line's quantity): a
 * tap on it is answered silently and changes nothing.
 */
export const LABEL_ACTION = 'v';

/** A decoded button press. */
export interface ButtonPress {
  tag: string;
  action: string;
  arg: string;
}

// Only ASCII, and at most 8 + 1 + 1 + 1 + 40 = 51 characters: whatever matches fits in
// MAX_CALLBACK_BYTES, so a match needs no separate byte count.
const PATTERN = /^([0-9a-z]{1,8})\|([A-Za-z])\|([0-9A-Za-z_.:-]{0,40})$/;

/** Encodes a press; throws if it would not fit (a programming error, caught by tests). */
export function encodeButton(tag: string, action: string, arg: string | number = ''): string {
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
