import type { Locale } from '../locale/locale.ts';
import { createTranslator, type Translate } from '../locale/translate.ts';
import type { LocalMessage } from './local-chat.ts';

/** The phone `/share` sends when none is typed: a valid Bulgarian mobile. */
export const DEMO_PHONE = '+359888123456';

/** What a line typed in the terminal becomes. */
export type TerminalInput =
  | { kind: 'tap'; data: string }
  | { kind: 'text'; text: string }
  | { kind: 'contact'; phone: string };

const NUMBER_LABEL = /^(?:● )?\d{1,3}$/;

/**
 * Whether a screen asks for a number (the quantity step): most of its buttons are numbers. There
 * a typed number is that number, sent as text, as it would be in Telegram; everywhere else it
 * taps the button with that index.
 */
export function asksForNumber(message: LocalMessage | undefined): boolean {
  const buttons = message?.buttons.flat() ?? [];
  const numbers = buttons.filter((button) => NUMBER_LABEL.test(button.text)).length;
  return numbers >= 3 && numbers * 2 >= buttons.length;
}

/**
 * Prints what the bot shows in a terminal: the text, then its buttons numbered from 1, a few a
 * line, and Telegram's reply keyboard with how to tap it. The numbers belong to the most recent
 * message with buttons: typing one taps it (`#N` always does). The terminal's own words (the
 * hints, the marks) are the `demo-` messages of `locales/`, in the chat's language.
 */
export function formatMessage(
  message: LocalMessage,
  edited: boolean,
  locale: Locale,
  t: Translate = createTranslator(),
): string {
  const lines: string[] = [];
  lines.push(edited ? `──── (${t(locale, 'demo-updated')}) ────` : '────────────────────');
  if (message.photo !== undefined) lines.push(`[photo: ${message.photo}]`);
  lines.push(message.text);
  let n = 0;
  for (const row of message.buttons) {
    lines.push(`  ${row.map((button) => `[${++n}] ${button.text}`).join('   ')}`);
  }
  if (asksForNumber(message)) lines.push(`  ${t(locale, 'demo-hint-number')}`);
  if (message.replyKeyboard) {
    const keys = message.replyKeyboard.flat().map((text, i) => `[k${i + 1}] ${text}`);
    lines.push(`  ${t(locale, 'demo-keyboard')}: ${keys.join('   ')}`);
    lines.push(`  (${t(locale, 'demo-hint-keyboard')})`);
  }
  return lines.join('\n');
}

/** The button a typed number names, counting row by row from 1. */
export function buttonByNumber(
  message: LocalMessage | undefined,
  typed: string,
): { text: string; data: string } | undefined {
  if (!message || !/^\d{1,3}$/.test(typed)) return undefined;
  return message.buttons.flat()[Number(typed) - 1];
}

/**
 * A tap on the reply keyboard (Telegram's keyboard under the input field): its share button
 * shares the customer's contact, any other button sends its own text, as in Telegram.
 */
function keyboardTap(live: LocalMessage | undefined, label: string): TerminalInput {
  return label === live?.contactButton
    ? { kind: 'contact', phone: DEMO_PHONE }
    : { kind: 'text', text: label };
}

/**
 * What a typed line means on the live screen: `#N` taps button N; a bare number taps button N,
 * except on a screen that asks for a number, where it is that number; `kN` (or a button's exact
 * label) taps the reply keyboard's button N; `/share [phone]` shares a contact; anything else
 * is text. Undefined for an empty line.
 */
export function terminalInput(
  live: LocalMessage | undefined,
  line: string,
): TerminalInput | undefined {
  const text = line.trim();
  if (text === '') return undefined;
  const hash = /^#(\d{1,3})$/.exec(text);
  if (hash?.[1]) {
    const button = buttonByNumber(live, hash[1]);
    return button ? { kind: 'tap', data: button.data } : { kind: 'text', text };
  }
  if (!asksForNumber(live)) {
    const button = buttonByNumber(live, text);
    if (button) return { kind: 'tap', data: button.data };
  }
  const share = /^\/share(?:\s+(\S.*))?$/.exec(text);
  if (share) return { kind: 'contact', phone: share[1]?.trim() ?? DEMO_PHONE };
  const keyboard = live?.replyKeyboard?.flat() ?? [];
  const key = /^k(\d{1,2})$/i.exec(text);
  const keyed = key ? keyboard[Number(key[1]) - 1] : undefined;
  if (keyed !== undefined) return keyboardTap(live, keyed);
  if (keyboard.includes(text)) return keyboardTap(live, text);
  return { kind: 'text', text };
}
