import { AsyncLocalStorage } from 'node:async_hooks';
import type { Update } from 'grammy/types';
import { LocalTelegram } from '../../src/demo/local-chat.ts';
import type { PartnerClient } from '../../src/partner/client.ts';
import { isPartnerError, type PartnerError } from '../../src/partner/errors.ts';
import { type ActionName, BUTTONS } from '../../src/telegram/buttons.ts';
import { directSubmit } from '../support/conversation-harness.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { captureLogs } from '../support/partner-harness.ts';
import {
  customer,
  type FuzzStep,
  fittingText,
  mediaUpdate,
  promptOf,
} from '../support/telegram-fuzz.ts';
import type { TelegramBot, TelegramWorld } from '../support/telegram-harness.ts';
import { sessionOf } from '../support/telegram-steps.ts';

/*
 * One run of the Telegram fuzz (fuzz.test.ts): a fresh bot on the real sandbox client, fed the
 * generated updates tick by tick, recording what it sent and what the partner answered.
 */

export const CHATS = 20;
export const LANGUAGES = ['bg', 'bg', 'en', undefined, 'ru', 'de', 'uk'];
export const VISIBLE = new Set(['sendMessage', 'sendPhoto', 'editMessageText', 'editMessageMedia']);
export const REFUSED = [400, 413, 415, 422];
// The home screen's greeting in each language (a chat can reach any of them through /language).
export const HOME = /^(Добре дошли!|Welcome!|Bine ați venit!|Вітаємо!|Witamy!|Willkommen!)/;
/** What every run adds up to, printed once by the fuzz test (seed and totals). */
export const totals = {
  runs: 0,
  updates: 0,
  quotes: 0,
  orders: 0,
  refusedTaps: 0,
  partnerErrors: {} as Record<string, number>,
  quotedLines: {} as Record<string, number>,
};

/** One update sent during a run, with the Bot API calls made while handling it. */
export interface Sent {
  chatId: number;
  what: string;
  mustShow: boolean;
  calls: string[];
}

/** The data and message id of a button: live (current) or from an older message. */
export interface Press {
  messageId: number;
  data: string;
  text?: string;
}

export function liveButtons(telegram: LocalTelegram, chatId: number): Press[] {
  const live = telegram.liveMessage(chatId);
  return (live?.buttons.flat() ?? []).map((b) => ({
    messageId: live?.messageId ?? 0,
    data: b.data,
    text: b.text,
  }));
}

export const FORWARD: ActionName[][] = [
  ['confirm'],
  ['choosePickup', 'chooseDelivery'],
  ['useSavedContact'],
  ['acceptSuggestion'],
  ['skip'],
  ['checkout'],
  ['addToCart'],
  ['done'],
  ['openCart'],
  ['selectSize'],
  ['openProduct', 'openCombo', 'pickHalf', 'pickSlotProduct'],
  ['openCategory', 'openCombos', 'startHalf'],
];
/** Now and then a buyer changes the dish first: extras, ingredients, crust, base, slots. */
export const CUSTOMIZE: ActionName[] = [
  'customize',
  'toggleIngredient',
  'toggleAddon',
  'toggleCrust',
  'selectBase',
  'setQuantity',
  'openSlot',
  'pickSlotProduct',
];

/** The button that moves an order on (confirm, pickup, skip, add…), else any. */
export function forwardButton(buttons: Press[], pick: number): Press | undefined {
  for (const names of pick % 4 === 0 ? [CUSTOMIZE, ...FORWARD] : FORWARD) {
    const codes: string[] = names.map((name) => BUTTONS[name].code);
    const matching = buttons.filter((b) => {
      const action = b.data.split('|')[1] ?? '';
      // The cart button only once something is in the cart ("Cart (1)").
      return (
        codes.includes(action) && (action !== BUTTONS.openCart.code || /\(\d+\)/.test(b.text ?? ''))
      );
    });
    if (matching.length > 0) return matching[pick % matching.length];
  }
  return buttons[pick % Math.max(1, buttons.length)];
}

/** Runs one generated sequence on a fresh bot and returns what went wrong (empty: nothing). */
export class FuzzRun {
  readonly trace: Sent[] = [];
  readonly problems: string[] = [];
  readonly partnerErrors: PartnerError[] = [];
  readonly chats: number[];
  readonly #history = new Map<number, Press[][]>();
  readonly #als = new AsyncLocalStorage<Sent>();
  #resyncs = 0;
  readonly #crashed = new Set<number>();
  readonly world: TelegramWorld;
  readonly statsBefore: ReturnType<PartnerClient['stats']>;
  readonly telegram = new LocalTelegram();
  readonly logs = captureLogs('warn');
  bot!: TelegramBot;

  constructor(world: TelegramWorld, run: number) {
    this.world = world;
    this.statsBefore = world.client.stats();
    this.chats = Array.from({ length: CHATS }, (_, i) => 1_000_000 + run * 1_000 + i);
    this.telegram.onMessage = (chatId, message) => {
      const buttons = message.buttons
        .flat()
        .map((b) => ({ messageId: message.messageId, data: b.data }));
      const history = this.#history.get(chatId) ?? [];
      if (buttons.length > 0) this.#history.set(chatId, [...history.slice(-30), buttons]);
    };
  }

  async start(): Promise<void> {
    const client = this.#recording(this.world.client);
    this.bot = await this.world.start({
      telegram: this.telegram,
      logs: this.logs,
      quote: (request, signal) => client.quote(request, { signal }),
      submit: directSubmit(client),
      beforeApiCall: async (method) => {
        this.#als.getStore()?.calls.push(method);
      },
    });
  }

  // The real client, noting every Partner error the bot's requests ended in.
  #recording(client: PartnerClient): PartnerClient {
    const note = (error: unknown) => {
      if (isPartnerError(error)) this.partnerErrors.push(error);
      throw error;
    };
    return {
      ...client,
      quote: (request, options) => {
        for (const line of request.items) {
          const kind = line.selection.type ?? 'product';
          totals.quotedLines[kind] = (totals.quotedLines[kind] ?? 0) + 1;
        }
        return client.quote(request, options).catch(note);
      },
      submitOrder: (request, options) => client.submitOrder(request, options).catch(note),
    };
  }

  async send(update: Update, what: string, mustShow: boolean): Promise<void> {
    const chatId = Number(/^-?\d+/.exec(what)?.[0] ?? 0);
    const sent: Sent = { chatId, what, mustShow, calls: [] };
    this.trace.push(sent);
    try {
      await this.#als.run(sent, () => this.bot.send(update));
    } catch (error) {
      this.problems.push(`update threw (${what}): ${String(error)}`);
    }
    // A conversation whose actor failed is stored with status 'error' and never moves again.
    const stored = (await sessionOf(this.bot, chatId))?.snapshot as { status?: string } | null;
    if (stored?.status === 'error' && !this.#crashed.has(chatId)) {
      this.#crashed.add(chatId);
      this.problems.push(`chat ${chatId}: the conversation crashed on: ${what}`);
    }
  }

  async tick(steps: FuzzStep[]): Promise<void> {
    const resolved = steps.map((step) => this.#resolve(step));
    await Promise.all(
      resolved.map((r) => (r ? this.send(r.update, r.what, r.mustShow) : this.bot.settle())),
    );
  }

  #resolve(step: FuzzStep): { update: Update; what: string; mustShow: boolean } | null {
    const chatId = this.chats[step.chat] as number;
    const lang = LANGUAGES[step.chat % LANGUAGES.length];
    const t = this.telegram;
    const text = (value: string, kind: string) => ({
      update: t.textUpdate(chatId, value, lang),
      what: `${chatId} ${kind} ${JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…(${value.length})` : value)}`,
      mustShow: true,
    });
    const tap = (press: Press, kind: string, messageId = press.messageId) => ({
      update: t.tapUpdate(chatId, messageId, press.data, lang),
      what: `${chatId} ${kind} ${JSON.stringify(press.data)} on #${messageId}`,
      mustShow: false,
    });
    const live = liveButtons(t, chatId);
    const liveData = live[0]?.data ?? '0.x|h|';
    const liveId = live[0]?.messageId ?? 1;
    switch (step.kind) {
      case 'wait':
        return null;
      case 'resync':
        this.#resyncs += 1;
        this.bot.setMenu(
          demoMenu({
            sandbox: this.world.sandbox.menu,
            syncedAt: this.world.clock.now() - this.#resyncs * 1_000,
          }),
        );
        return null;
      case 'tap':
      case 'forward': {
        const press =
          step.kind === 'tap'
            ? live[step.pick % Math.max(1, live.length)]
            : forwardButton(live, step.pick);
        return press ? tap(press, step.kind) : text('/start', 'command');
      }
      case 'stale': {
        const old = (this.#history.get(chatId) ?? []).filter(
          (set) => set[0]?.data.split('|')[0] !== liveData.split('|')[0],
        );
        const set = old[step.pick % Math.max(1, old.length)] ?? [];
        const press = set[step.pick % Math.max(1, set.length)];
        return press ? tap(press, 'stale') : text('/cart', 'command');
      }
      case 'fit': {
        const shown = (t.messages(chatId).slice(-2) ?? []).map((m) => m.text).join('\n');
        return text(fittingText(promptOf(shown), step.pick), `fit:${promptOf(shown)}`);
      }
      case 'text':
      case 'command':
        return text(step.text, step.kind);
      case 'forged': {
        const f = step.forge;
        const [prefix = '', action = '', ...rest] = liveData.split('|');
        const [rev = '0', tag = ''] = prefix.split('.');
        const arg = rest.join('|');
        if (f.how === 'random' || f.how === 'long')
          return tap({ messageId: liveId, data: f.data }, `forged:${f.how}`);
        if (f.how === 'other-chat') {
          const other = liveButtons(t, this.chats[f.other] as number)[0];
          return tap({ messageId: liveId, data: other?.data ?? liveData }, 'forged:other-chat');
        }
        if (f.how === 'live-prefix')
          return tap(
            { messageId: liveId, data: `${prefix}|${f.action}|${f.arg}` },
            'forged:live-prefix',
          );
        if (f.how === 'tag')
          return tap(
            { messageId: liveId, data: `${rev}.${f.value}|${action}|${arg}` },
            'forged:tag',
          );
        if (f.how === 'rev') {
          const next = f.value === '0' ? 0 : Number.parseInt(rev, 36) + Number(f.value);
          return tap(
            {
              messageId: liveId,
              data: `${Math.max(0, next).toString(36)}.${tag}|${action}|${arg}`,
            },
            'forged:rev',
          );
        }
        return tap({ messageId: f.messageId, data: liveData }, 'forged:message');
      }
      case 'contact': {
        const update = t.rawUpdate({
          message: {
            message_id: 700_000 + t.calls.length,
            date: 0,
            chat: { id: chatId, type: 'private', first_name: 'Customer' },
            from: customer(chatId, lang),
            contact: {
              phone_number: step.phone,
              first_name: step.name,
              ...(step.own ? { user_id: chatId } : { user_id: 42 }),
            },
          },
        } as Omit<Update, 'update_id'>);
        return { update, what: `${chatId} contact ${JSON.stringify(step)}`, mustShow: true };
      }
      case 'media':
        return {
          update: mediaUpdate(t, chatId, step.media, lang),
          what: `${chatId} ${step.media}`,
          mustShow: true,
        };
      case 'edit':
      case 'group': {
        const group = step.kind === 'group';
        const chat = group
          ? { id: -100_000 - step.chat, type: 'supergroup', title: 'Office' }
          : { id: chatId, type: 'private', first_name: 'Customer' };
        const message = {
          message_id: 800_000 + t.calls.length,
          date: 0,
          chat,
          from: customer(chatId, lang),
          text: step.text,
          ...(step.text.startsWith('/')
            ? { entities: [{ type: 'bot_command', offset: 0, length: step.text.length }] }
            : {}),
          ...(group ? {} : { edit_date: 1 }),
        };
        const update = t.rawUpdate(
          (group ? { message } : { edited_message: message }) as Omit<Update, 'update_id'>,
        );
        return {
          update,
          what: `${chatId} ${step.kind} ${JSON.stringify(step.text.slice(0, 80))}`,
          mustShow: false,
        };
      }
      case 'inline':
      case 'nodata': {
        const query =
          step.kind === 'inline'
            ? { inline_message_id: 'AAAA-inline', data: liveData }
            : {
                message: {
                  message_id: liveId,
                  date: 0,
                  chat: { id: chatId, type: 'private' },
                  text: '',
                },
                game_short_name: 'pizza',
              };
        const update = t.rawUpdate({
          callback_query: {
            id: `q${this.trace.length}-${t.calls.length}-${step.kind}-${chatId}`,
            from: customer(chatId, lang),
            chat_instance: String(chatId),
            ...query,
          },
        } as Omit<Update, 'update_id'>);
        return { update, what: `${chatId} ${step.kind} callback`, mustShow: false };
      }
    }
  }
}
