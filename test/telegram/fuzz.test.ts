import { AsyncLocalStorage } from 'node:async_hooks';
import fc from 'fast-check';
import type { Update } from 'grammy/types';
import { afterAll, describe, expect, it } from 'vitest';
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
  menuIds,
  promptOf,
  tickArbitrary,
} from '../support/telegram-fuzz.ts';
import { type TelegramBot, useTelegramWorld } from '../support/telegram-harness.ts';
import { sessionOf, unansweredTaps } from '../support/telegram-steps.ts';

/*
 * Bad input, property-based (issue 7): random update sequences across many chats — texts of
 * every kind, taps on live buttons (mostly, so conversations reach quotes and orders), stale and
 * forged taps, contacts, stickers, edits, group messages — against the real bot, the sandbox over
 * HTTPS and a real sqlite store. Every run must end with: no update failed, every tap answered,
 * every private message answered, every Telegram request well-formed, zero 400/413/415/422 at
 * the sandbox, no request refused by the client as invalid, and every chat back home on /start.
 * FUZZ_RUNS / FUZZ_TICKS make longer runs; FUZZ_SEED replays one (two or three updates of a tick
 * run concurrently, so a replay is close but not always identical); FUZZ_SHRINK=1 shrinks a
 * failure; FUZZ_DEBUG=1 prints where every chat ended.
 */

const world = useTelegramWorld();
const RUNS = Number(process.env.FUZZ_RUNS ?? 5);
const TICKS = Number(process.env.FUZZ_TICKS ?? 3_000);
const CHATS = 20;
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const LANGUAGES = ['bg', 'bg', 'en', undefined, 'ru', 'de', 'uk'];
const VISIBLE = new Set(['sendMessage', 'sendPhoto', 'editMessageText', 'editMessageMedia']);
const REFUSED = [400, 413, 415, 422];
// The home screen's greeting in each language (a chat can reach any of them through /language).
const HOME = /^(Добре дошли!|Welcome!|Bine ați venit!|Вітаємо!|Witamy!|Willkommen!)/;
const totals = {
  runs: 0,
  updates: 0,
  quotes: 0,
  orders: 0,
  refusedTaps: 0,
  partnerErrors: {} as Record<string, number>,
  quotedLines: {} as Record<string, number>,
};

/** One update sent during a run, with the Bot API calls made while handling it. */
interface Sent {
  chatId: number;
  what: string;
  mustShow: boolean;
  calls: string[];
}

/** The data and message id of a button: live (current) or from an older message. */
interface Press {
  messageId: number;
  data: string;
  text?: string;
}

function liveButtons(telegram: LocalTelegram, chatId: number): Press[] {
  const live = telegram.liveMessage(chatId);
  return (live?.buttons.flat() ?? []).map((b) => ({
    messageId: live?.messageId ?? 0,
    data: b.data,
    text: b.text,
  }));
}

const FORWARD: ActionName[][] = [
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
const CUSTOMIZE: ActionName[] = [
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
function forwardButton(buttons: Press[], pick: number): Press | undefined {
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
class FuzzRun {
  readonly trace: Sent[] = [];
  readonly problems: string[] = [];
  readonly partnerErrors: PartnerError[] = [];
  readonly chats: number[];
  readonly #history = new Map<number, Press[][]>();
  readonly #als = new AsyncLocalStorage<Sent>();
  #resyncs = 0;
  readonly #crashed = new Set<number>();
  readonly statsBefore = world.client.stats();
  readonly telegram = new LocalTelegram();
  readonly logs = captureLogs('warn');
  bot!: TelegramBot;

  constructor(run: number) {
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
    const client = this.#recording(world.client);
    this.bot = await world.start({
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
            sandbox: world.sandbox.menu,
            syncedAt: world.clock.now() - this.#resyncs * 1_000,
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

/** Telegram's own limits on what the bot sends (a request breaking one would be a 400 there). */
function telegramProblems(telegram: LocalTelegram): string[] {
  const problems: string[] = [];
  for (const { method, payload } of telegram.calls) {
    const text = payload.text ?? payload.caption;
    if (method === 'sendMessage' || method === 'editMessageText') {
      const length = String(text ?? '').length;
      if (length < 1 || length > 4096)
        problems.push(`${method} with a text of ${length} characters`);
    }
    if (method === 'sendPhoto' && String(payload.caption ?? '').length > 1024)
      problems.push('sendPhoto caption over 1024');
    if (method === 'answerCallbackQuery' && String(payload.text ?? '').length > 200)
      problems.push('answer text over 200');
    const keyboard = (
      payload.reply_markup as
        | { inline_keyboard?: { text: string; callback_data?: string }[][] }
        | undefined
    )?.inline_keyboard;
    for (const button of keyboard?.flat() ?? []) {
      const bytes = Buffer.byteLength(button.callback_data ?? '');
      if (bytes < 1 || bytes > 64 || button.text.trim() === '')
        problems.push(`${method} button ${JSON.stringify(button)} breaks Telegram's limits`);
    }
  }
  return problems;
}

/** Everything the run must end with; returns the broken rules. */
async function finalProblems(
  run: FuzzRun,
  requestsBefore: number,
  clientLogsBefore: number,
): Promise<string[]> {
  const { bot, telegram } = run;
  await bot.settle();
  if (process.env.FUZZ_DEBUG)
    for (const chatId of run.chats)
      console.log(
        chatId,
        JSON.stringify(telegram.lastMessage(chatId)?.text.slice(0, 60)),
        liveButtons(telegram, chatId)
          .map((b) => `${b.text}=${b.data}`)
          .join(' '),
      );
  const problems = [...run.problems];
  for (const chatId of run.chats) {
    await run.send(
      telegram.textUpdate(chatId, '/start'),
      `${chatId} command "/start" (final)`,
      true,
    );
    await bot.settle();
    const shown = telegram.lastMessage(chatId)?.text ?? '';
    if (!HOME.test(shown))
      problems.push(`chat ${chatId} answered /start with ${JSON.stringify(shown.slice(0, 200))}`);
  }
  for (const sent of run.trace) {
    if (sent.mustShow && !sent.calls.some((method) => VISIBLE.has(method)))
      problems.push(`no answer to: ${sent.what} (calls: ${sent.calls.join(', ') || 'none'})`);
  }
  for (const id of unansweredTaps(bot)) problems.push(`callback query ${id} never answered`);
  problems.push(...telegramProblems(telegram));
  const requests = world.sandbox.requests.slice(requestsBefore);
  for (const request of requests) {
    if (/\/(quote|orders)$/.test(request.path) && REFUSED.includes(request.status))
      problems.push(`sandbox answered ${request.status} to ${request.method} ${request.path}`);
  }
  const refusals = (stats: ReturnType<PartnerClient['stats']>) =>
    (stats.errors.invalid_request ?? 0) + (stats.errors.request_too_large ?? 0);
  if (refusals(world.client.stats()) > refusals(run.statsBefore))
    problems.push(
      `the client refused to send invalid requests: ${JSON.stringify(world.client.stats().errors)}`,
    );
  for (const error of run.partnerErrors) {
    totals.partnerErrors[error.kind] = (totals.partnerErrors[error.kind] ?? 0) + 1;
    if (
      isPartnerError(
        error,
        'invalid_request',
        'request_too_large',
        'unprocessable',
        'bad_request',
        'too_large',
        'unsupported_media_type',
      )
    )
      problems.push(
        `partner ${error.kind} on ${error.endpoint}: ${error.message} ${error.serverMessage ?? ''}`,
      );
  }
  const errorLines = [...run.logs.lines, ...world.logs.lines.slice(clientLogsBefore)].filter(
    (line) => /"level":(50|60)/.test(line) || line.includes('update failed'),
  );
  problems.push(...errorLines.map((line) => `error logged: ${line.slice(0, 400)}`));
  totals.quotes += requests.filter((r) => r.path.endsWith('/quote') && r.status === 200).length;
  totals.orders += requests.filter((r) => r.path.endsWith('/orders') && r.status === 200).length;
  totals.updates += run.trace.length;
  totals.refusedTaps += run.telegram.calls.filter(
    (c) => c.method === 'answerCallbackQuery' && c.payload.text,
  ).length;
  return problems;
}

/** The broken rules, then the last updates of each chat they name (the final /start included). */
function failureReport(run: FuzzRun, problems: string[]): string {
  const unique = [...new Set(problems)].slice(0, 20);
  const named = new Set(unique.flatMap((p) => (p.match(/\b1\d{6}\b/g) ?? []).map(Number)));
  const lines = [...unique];
  for (const chatId of [...named].slice(0, 3)) {
    lines.push(`last updates of chat ${chatId}:`);
    for (const sent of run.trace.filter((s) => s.chatId === chatId).slice(-15))
      lines.push(`  ${sent.what} → ${sent.calls.join(', ') || 'no calls'}`);
  }
  if (named.size === 0) {
    lines.push('last updates:');
    for (const sent of run.trace.slice(-(CHATS + 20), -CHATS))
      lines.push(`  ${sent.what} → ${sent.calls.join(', ') || 'no calls'}`);
  }
  return lines.join('\n');
}

describe('texts named like built-in object members', () => {
  it('are searched like any text and leave the conversation working', async () => {
    // Found by the fuzz below: 'constructor' was looked up in a plain object of reply-keyboard
    // labels, sent to the machine as an event without a type, and the chat stayed stuck.
    const bot = await world.start();
    const chat = 7_001;
    await bot.text(chat, '/start');
    await bot.tap(chat, 'Пици');
    for (const text of ['constructor', '__proto__', 'toString']) {
      await bot.text(chat, text);
      expect(bot.screenText(chat)).toBe(`Не намерих нищо за „${text}“. Опитайте с друга дума.`);
    }
    const session = await sessionOf(bot, chat);
    expect(session?.snapshot).toMatchObject({ status: 'active' });
    await bot.text(chat, '/start');
    expect(bot.screenText(chat)).toMatch(HOME);
  });
});

describe('random update sequences across many chats', () => {
  afterAll(() => {
    console.log(`telegram fuzz (seed ${SEED}): ${JSON.stringify(totals)}`);
  });

  it('never crash the bot, never send the sandbox an invalid request, and always answer', async () => {
    const ids = menuIds(demoMenu());
    let runNo = 0;
    const property = fc.asyncProperty(
      fc.array(tickArbitrary(ids, CHATS), { minLength: TICKS / 2, maxLength: TICKS }),
      async (ticks) => {
        runNo += 1;
        totals.runs += 1;
        const run = new FuzzRun(runNo);
        const requestsBefore = world.sandbox.requests.length;
        const clientLogsBefore = world.logs.lines.length;
        await run.start();
        try {
          for (const steps of ticks) await run.tick(steps);
          const problems = await finalProblems(run, requestsBefore, clientLogsBefore);
          if (problems.length > 0) throw new Error(failureReport(run, problems));
        } finally {
          await run.bot.store.close();
        }
      },
    );
    const details = await fc.check(property, {
      numRuns: RUNS,
      seed: SEED,
      endOnFailure: process.env.FUZZ_SHRINK === undefined,
    });
    if (details.failed) {
      expect.fail(
        `fuzz failed after ${details.numRuns} run(s); replay with FUZZ_SEED=${SEED} (path ${details.counterexamplePath})\n${String(details.errorInstance)}`,
      );
    }
  }, 180_000);
});
