/**
 * Compact, versioned callback data (Telegram's limit is 64 bytes). A button carries the view
 * revision it was drawn for and a short tag of the menu it showed, then an action code and one
 * argument: ids, indices and small numbers, never names. A tap whose revision or menu tag is not
 * the current one is stale; data that does not decode is forged. Either way nothing is done to
 * the wrong item: the customer is told the menu changed and sees the current view.
 */

export const MAX_CALLBACK_BYTES = 64;

/** A decoded button press. */
export interface ButtonPress {
  rev: number;
  menuTag: string;
  action: string;
  arg: string;
}

// Only ASCII, and at most 8 + 1 + 8 + 1 + 1 + 1 + 40 = 60 characters: whatever matches fits in
// MAX_CALLBACK_BYTES, so a match needs no separate byte count.
const PATTERN = /^([0-9a-z]{1,8})\.([0-9a-z]{0,8})\|([A-Za-z])\|([0-9A-Za-z_.:-]{0,40})$/;

/** Encodes a press; throws if it would not fit (a programming error, caught by tests). */
export function encodeButton(
  rev: number,
  menuTag: string,
  action: string,
  arg: string | number = '',
): string {
  const data = `${rev.toString(36)}.${menuTag}|${action}|${arg}`;
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
  const [, rev = '', menuTag = '', action = '', arg = ''] = match;
  return { rev: Number.parseInt(rev, 36), menuTag, action, arg };
}

/** A short tag of a menu version: the sync time in base 36, last 6 characters. */
export function menuTagOf(syncedAt: number | null): string {
  return syncedAt === null
    ? ''
    : Math.trunc(syncedAt / 1000)
        .toString(36)
        .slice(-6);
}
