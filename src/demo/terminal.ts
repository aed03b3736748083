import type { LocalMessage } from '../telegram/local-chat.ts';

/**
 * Prints what the bot shows in a terminal: the text, then its buttons numbered from 1, a few a
 * line. The numbers belong to the most recent message with buttons: typing one taps it.
 */
export function formatMessage(message: LocalMessage, edited: boolean): string {
  const lines: string[] = [];
  lines.push(edited ? '──── (updated) ────' : '────────────────────');
  if (message.photo !== undefined) lines.push(`[photo: ${message.photo}]`);
  lines.push(message.text);
  let n = 0;
  for (const row of message.buttons) {
    lines.push(`  ${row.map((button) => `[${++n}] ${button.text}`).join('   ')}`);
  }
  if (message.replyKeyboard) {
    lines.push(
      `  keyboard: ${message.replyKeyboard.flat().join(' | ')}   (type /share <phone> to share a contact)`,
    );
  }
  return lines.join('\n');
}

/** The button a typed number names, counting row by row from 1. */
export function buttonByNumber(
  message: LocalMessage | undefined,
  typed: string,
): { text: string; data: string } | undefined {
  if (!message || !/^\d{1,3}$/.test(typed.trim())) return undefined;
  return message.buttons.flat()[Number(typed.trim()) - 1];
}
