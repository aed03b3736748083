import type { Update } from 'grammy/types';
import type { Application } from '../../src/app.ts';
import type { ManualClock } from '../../src/clock.ts';
import type { LocalMessage, LocalTelegram } from '../../src/demo/local-chat.ts';
import {
  giveNameAndPhone,
  orderOneMargherita,
  STAFF_CHAT,
  tap,
  type,
} from '../support/app-harness.ts';

/**
 * Moves the business clock on by `ms` in steps, letting the application finish what each step
 * started (status polls, the console's checks, paced pushes) before the next: time passes for
 * the bot as it would in an evening, only faster.
 */
export async function pass(
  app: Application,
  clock: ManualClock,
  ms: number,
  stepMs = 15_000,
): Promise<void> {
  for (let done = 0; done < ms; done += stepMs) {
    clock.advance(Math.min(stepMs, ms - done));
    await settle(app);
  }
}

/**
 * Lets in-flight work finish without moving the clock: status polls, and a few turns of the
 * event loop for the store and the local Telegram. (What waits its paced turn on the business
 * clock stays waiting: `pass` moves it.)
 */
export async function settle(app: Application): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    await app.tracker.idle();
  }
}

/** The staff chat's messages that are not deleted. */
export function staffMessages(telegram: LocalTelegram): LocalMessage[] {
  return telegram.messages(STAFF_CHAT).filter((m) => !m.deleted);
}

/** The board message (the pinned one). */
export function board(telegram: LocalTelegram): LocalMessage | undefined {
  const id = telegram.pinned.get(STAFF_CHAT);
  return telegram.messages(STAFF_CHAT).find((m) => m.messageId === id);
}

/** A staff member (named, with a username) writes in the staff chat, maybe replying. */
export function staffUpdate(
  telegram: LocalTelegram,
  text: string,
  replyTo?: number,
): Omit<Update, 'update_id'> & { update_id?: number } {
  const base = telegram.textUpdate(STAFF_CHAT, text, 'bg', replyTo);
  const message = base.message;
  if (!message) throw new Error('no message');
  return {
    ...base,
    message: {
      ...message,
      chat: { id: STAFF_CHAT, type: 'supergroup', title: 'Кухня' },
      from: { id: 4242, is_bot: false, first_name: 'Мария', username: 'maria_shift' },
    },
  } as Update;
}

/** Sends a staff member's text to the bot and waits for what it caused. */
export async function staffSays(
  app: Application,
  telegram: LocalTelegram,
  text: string,
  replyTo?: number,
): Promise<void> {
  await app.bot.handleUpdate(staffUpdate(telegram, text, replyTo) as Update);
  await settle(app);
}

/** A whole delivery order of one family Margherita to the Център zone, confirmed. */
export async function orderDelivery(
  app: Application,
  telegram: LocalTelegram,
  chatId: number,
): Promise<void> {
  await orderOneMargherita(app, telegram, chatId);
  await tap(app, telegram, chatId, 'Център');
  await giveNameAndPhone(app, telegram, chatId);
  await type(app, telegram, chatId, 'ул. Шипка 6, ет. 2');
  await tap(app, telegram, chatId, 'Пропусни');
  await tap(app, telegram, chatId, 'Потвърждавам');
}

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF) into rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/**
 * A screenshot-like record of the staff chat (and one customer's chat): what the bot sent, and
 * what people wrote, with the replies marked. `docs/transcripts/staff-chat.txt` is written from
 * it when UPDATE_TRANSCRIPTS=1.
 */
export class ChatTranscript {
  readonly lines: string[] = [];
  readonly #clock: ManualClock;
  readonly #names: Map<number, string>;

  constructor(telegram: LocalTelegram, clock: ManualClock, names: Map<number, string>) {
    this.#clock = clock;
    this.#names = names;
    telegram.onMessage = (chatId, message, change) => {
      if (change !== 'sent' || !names.has(chatId)) return;
      const reply = message.replyTo === undefined ? '' : ` ↩ #${message.replyTo}`;
      const file = message.document ? ` 📎 ${message.document.name}` : '';
      // Its buttons under it, as the chat shows them (a status's "✉️ …", a request's answers).
      const buttons = message.buttons.map((row) => row.map((b) => `[${b.text}]`).join(' '));
      const text = [message.text, ...buttons].join('\n');
      this.#add(chatId, `🤖 #${message.messageId}${reply}${file}`, text);
    };
  }

  /** A person writes (a staff member, or the customer). */
  person(chatId: number, who: string, text: string, replyTo?: number): void {
    this.#add(chatId, `${who}${replyTo === undefined ? '' : ` ↩ #${replyTo}`}`, text);
  }

  #add(chatId: number, head: string, text: string): void {
    const time = new Date(this.#clock.now()).toLocaleTimeString('bg', {
      timeZone: 'Europe/Sofia',
      hour: '2-digit',
      minute: '2-digit',
    });
    const body = text.split('\n').join('\n      ');
    this.lines.push(`[${this.#names.get(chatId)} ${time}] ${head}\n      ${body}`);
  }

  text(): string {
    return `${this.lines.join('\n\n')}\n`;
  }
}
