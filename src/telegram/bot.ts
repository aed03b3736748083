import type { Transformer } from 'grammy';
import { Bot, Composer, type Context, GrammyError } from 'grammy';
import type { CallbackQuery, UserFromGetMe } from 'grammy/types';
import type { Logger } from 'pino';
import type { Menu } from '../catalogue/menu.ts';
import type { ChatInput, ChatRunner } from '../chat/runner.ts';
import type { Clock } from '../clock.ts';
import type { ConversationEvent } from '../conversation/types.ts';
import {
  LOCALES,
  type Locale,
  localeFromLanguageCode,
  RESTAURANT_LOCALE,
} from '../locale/locale.ts';
import type { MessageId } from '../locale/message-ids.ts';
import type { Translate } from '../locale/translate.ts';
import { decodePress } from './buttons.ts';
import type { CustomerCapture } from './customer-capture.ts';
import { FloodGuard } from './flood-guard.ts';
import type { Pacer } from './pacer.ts';
import { honourFloodWaits } from './retry-after.ts';
import { ChatBlockedError, type TelegramScreen } from './screen.ts';
import { TapAnswers } from './tap-answers.ts';
import { BotApiTransport } from './transport.ts';

/** Longest text passed on to the conversation; anything longer is cut (names, notes, search). */
const MAX_TEXT = 1_000;

/** The commands, registered at start with their descriptions in every language. */
export const COMMANDS = ['start', 'menu', 'cart', 'orders', 'language', 'help', 'forget'] as const;

const COMMAND_EVENTS: Record<string, ConversationEvent> = {
  start: { type: 'HOME' },
  menu: { type: 'HOME' },
  cart: { type: 'OPEN_CART' },
  orders: { type: 'OPEN_ORDERS' },
  language: { type: 'OPEN_LANGUAGE' },
  forget: { type: 'FORGET_CONTACT' },
};

/** How the bot reaches Telegram: one declaration for the application, its tests and the demo. */
export interface BotConnection {
  token: string;
  apiRoot?: string | undefined;
  /** Known bot identity: skips getMe (the demo and the tests have no Telegram to ask). */
  botInfo?: UserFromGetMe | undefined;
  /** Extra Bot API transformers (the local Telegram of the demo and the tests). */
  transformers?: Transformer[] | undefined;
  /**
   * Updates come only by long polling: no call can ride in a webhook reply, so the bot's own
   * transport sends callback answers too (`BotApiTransport.directCalls`). Unset, they stay with
   * grammY, which puts one in the webhook reply when it can.
   */
  pollingOnly?: boolean | undefined;
}

/**
 * In webhook mode the callback answer rides in the webhook's HTTP response instead of a request
 * of its own. Only that call: a webhook reply returns no result (grammY resolves it with `true`),
 * which is all answerCallbackQuery ever returns; anything whose result is used (a sent message's
 * id) must be a real request. Polling has no envelope: no effect.
 */
const canUseWebhookReply = (method: string): boolean => method === 'answerCallbackQuery';

/** The per-user flood limit, on wall-clock time (a person's pace, not the business clock). */
export interface FloodLimit {
  burst: number;
  perSecond: number;
  now?: () => number;
}

/** What the update handlers hand on, besides the chat runner: the staff chat, flood, metrics. */
export interface UpdateRouting {
  defaultLocale: Locale;
  /** The per-user flood limit (default: 12 at once, 3 a second). */
  flood?: FloodLimit | undefined;
  /** The staff chat: its updates go to `staff`, never to a customer conversation. */
  staffChatId?: number | undefined;
  /** Handles every update of the staff chat (commands); customer conversations never see them. */
  staff?: ((ctx: Context) => Promise<void>) | undefined;
  /** A customer's text answering the restaurant (issue 24): true when it was taken there. */
  customerText?: ((ctx: Context) => Promise<boolean>) | undefined;
  /** Called once per update with its kind (metrics). */
  onUpdate?: ((kind: string) => void) | undefined;
  /**
   * Features that take some customer taps and texts first (issue 36: the rating), in order;
   * texts go to them before `customerText` and the conversation.
   */
  captures?: readonly CustomerCapture[] | undefined;
}

/** What `handleUpdates` needs beyond the routing: the runner that takes the conversation inputs. */
export interface UpdateHandling extends UpdateRouting {
  runner: ChatRunner;
  /** The menu a press is read against (what its button points at), when the chat's turn comes. */
  menu: () => Menu | null;
  /** Where the answers outside the live message are said (help, flood, private-only). */
  screen: TelegramScreen;
  t: Translate;
  logger: Logger;
}

function localeOf(ctx: Context, fallback: Locale): Locale {
  return localeFromLanguageCode(ctx.from?.language_code, fallback);
}

/**
 * The grammY bot before its handlers: every Bot API call over one keep-alive pool, the extra
 * transformers, and Telegram's 429 waits honoured (installed last, so it sees every answer
 * Telegram or a stand-in gives). The screen and the chat runner are built on its `api`, then
 * `handleUpdates` installs the handlers that feed the runner.
 */
export function createBotApi(
  connection: BotConnection,
  limits: { pacer: Pacer; clock: Clock },
): { bot: Bot; transport: BotApiTransport } {
  const apiRoot = connection.apiRoot ?? 'https://api.telegram.org';
  const transport = new BotApiTransport(apiRoot);
  const bot = new Bot(connection.token, {
    ...(connection.botInfo ? { botInfo: connection.botInfo } : {}),
    client: {
      ...(connection.apiRoot ? { apiRoot: connection.apiRoot } : {}),
      // Every call over undici's keep-alive pool (see BotApiTransport), polling and webhook alike.
      fetch: transport.fetch,
      canUseWebhookReply,
    },
  });
  // First, so it is the innermost: plain JSON calls skip grammY's request code (see there).
  bot.api.config.use(
    transport.directCalls({
      token: connection.token,
      apiRoot,
      webhookReply: connection.pollingOnly === true ? undefined : canUseWebhookReply,
    }),
  );
  for (const transformer of connection.transformers ?? []) bot.api.config.use(transformer);
  // Installed last, so it wraps the others and sees every answer Telegram (or a stand-in) gives.
  bot.api.config.use(honourFloodWaits(limits.pacer, limits.clock));
  return { bot, transport };
}

/**
 * Installs the bot's handlers: commands, button taps, texts, shared contacts, and a sensible
 * answer or a safe silence for everything else. Handlers only translate updates into
 * conversation inputs; the chat runner and the machine do the rest (one chat's updates in
 * order: the runner's queue, which also orders the results of its quotes and submissions).
 */
export function handleUpdates(bot: Bot, options: UpdateHandling): void {
  const { t, logger, defaultLocale, runner, screen } = options;
  const captures = options.captures ?? [];
  const flood = new FloodGuard({
    burst: options.flood?.burst ?? 12,
    perSecond: options.flood?.perSecond ?? 3,
    now: options.flood?.now ?? Date.now,
  });
  const taps = new TapAnswers();
  // Answers outside the live message speak the chat's chosen language (or Telegram's).
  const chatLocale = async (ctx: Context): Promise<Locale> =>
    ctx.chat && ctx.chat.type === 'private'
      ? runner.locale(ctx.chat.id, localeOf(ctx, defaultLocale))
      : localeOf(ctx, defaultLocale);
  const say = async (ctx: Context, id: MessageId) => {
    if (!ctx.chat) return;
    const locale = await chatLocale(ctx);
    await screen.say(ctx.chat.id, t(locale, id)).catch(() => undefined);
  };
  // A message said before the chat's screen is shown again: in the chat's turn, so it comes
  // after the answers to the chat's earlier updates and before this one's.
  const inTurn = (ctx: Context, work: () => Promise<void>) =>
    ctx.chat ? runner.inTurn(ctx.chat.id, work) : work();

  // One layer in front of every update: grammY's `bot.use`/`bot.on` layers each cost an async
  // closure, a `next` closure and their promises per update they pass, so the routing, the flood
  // guard and the choice between a tap and a message are made here, and a tap (most updates)
  // goes straight to its handler. Messages go through their own composer (commands, contacts,
  // texts, anything else). Other updates (a chat member change) have no handler.
  const messages = new Composer<Context>();
  bot.use(async (ctx, next) => {
    const query = ctx.update.callback_query;
    // A tap delivered again (a retried webhook, an update fetched twice) was handled and
    // answered the first time: a second answer would be refused, a second handling could act twice.
    if (query && !taps.first(query.id)) return;
    try {
      await route(ctx, next);
    } catch (error) {
      // The customer hears of a failure (logged by bot.catch): a tap's spinner stops with it, a
      // typed message gets it below. In Telegram's language: the store may be what failed.
      const failed = t(localeOf(ctx, defaultLocale), 'app-error');
      await taps.answer(ctx, failed);
      const customer = ctx.chat?.type === 'private' && ctx.chat.id !== options.staffChatId;
      if (ctx.message && ctx.chat && customer && !(error instanceof ChatBlockedError)) {
        await screen.say(ctx.chat.id, failed).catch(() => undefined);
      }
      throw error;
    }
    // Every path answers its tap; one that did not (the staff chat, a group) gets a silent answer.
    await taps.answer(ctx);
  });

  const route = async (ctx: Context, next: () => Promise<void>): Promise<void> => {
    if (options.onUpdate) {
      let kind = 'unknown';
      for (const key in ctx.update) {
        if (key === 'update_id') continue;
        kind = key;
        break;
      }
      options.onUpdate(kind);
    }
    // Edited messages are ignored: the conversation already moved on from what was edited.
    if (ctx.update.edited_message) return;
    if (ctx.chat && options.staffChatId !== undefined && ctx.chat.id === options.staffChatId) {
      if (options.staff) await options.staff(ctx);
      return;
    }
    if (ctx.chat && ctx.chat.type !== 'private') {
      // Orders are personal: a group gets one pointer to the private chat, on a command only
      // (a tap there, on a forwarded screen, gets it as its answer).
      if (ctx.message?.text?.startsWith('/')) await say(ctx, 'private-only');
      await taps.answer(ctx, t(localeOf(ctx, defaultLocale), 'private-only'));
      return;
    }
    const userId = ctx.from?.id;
    if (userId !== undefined) {
      const verdict = flood.check(userId);
      if (verdict !== 'ok') {
        // A refused tap is still answered (no endless spinner); its warning rides in that
        // answer rather than in a message of its own.
        if (ctx.callbackQuery) {
          const text = verdict === 'warn' ? t(await chatLocale(ctx), 'flood') : undefined;
          await taps.answer(ctx, text);
        } else if (ctx.message) {
          // A typed message is never left without an answer below it: past the limit, every
          // one gets the warning (in the chat's turn, after the answers to its earlier updates).
          await inTurn(ctx, () => say(ctx, 'flood'));
        }
        return;
      }
    }
    const query = ctx.update.callback_query;
    if (query) await onTap(ctx, query);
    else if (ctx.update.message) await messages.middleware()(ctx, next);
    else await next();
  };

  const run = (ctx: Context, input: Omit<ChatInput, 'chatId' | 'locale'>) =>
    ctx.chat
      ? runner.handle({ chatId: ctx.chat.id, locale: localeOf(ctx, defaultLocale), ...input })
      : Promise.resolve('done' as const);

  const onTap = async (ctx: Context, query: CallbackQuery): Promise<void> => {
    const data = query.data;
    if (data === undefined) {
      await taps.answer(ctx);
      return;
    }
    for (const capture of captures) {
      const taken = await capture.tap?.(ctx, data);
      if (taken === undefined) continue;
      await taps.answer(ctx, taken ?? undefined);
      return;
    }
    // Decoded here, before the runner: the runner applies it to the chat's state in its turn.
    const press = decodePress(data, options.menu);
    if (press === 'label') {
      // A label (a cart line's quantity, or the page counter older messages still carry):
      // nothing to do, nothing to redraw; the answer says where the working buttons are.
      await taps.answer(ctx, t(await chatLocale(ctx), 'label-button'));
      return;
    }
    const tappedMessageId = query.message?.message_id;
    const result = press
      ? await run(ctx, { press, tappedMessageId })
      : await run(ctx, { tappedMessageId });
    const text =
      press && result === 'done'
        ? undefined
        : t(
            await chatLocale(ctx),
            !press || result === 'invalid' ? 'invalid-button' : 'stale-button',
          );
    await taps.answer(ctx, text);
  };

  // Texts and commands go to the captures first (issue 36: the rating's comment); one that
  // takes the text ends its way here. A failing capture takes nothing.
  if (captures.some((capture) => capture.text)) {
    messages.on('message:text', async (ctx, next) => {
      for (const capture of captures) {
        const taken = await capture.text?.(ctx, ctx.message.text).catch((error: unknown) => {
          logger.warn({ err: error }, 'customer text capture failed');
          return false;
        });
        if (taken) return;
      }
      await next();
    });
  }

  // The help text alone: the live screen stays where it is and its buttons keep answering. Only
  // a chat with no screen yet (/help as its first message) gets one after it, to tap on.
  messages.command('help', async (ctx) => {
    await Promise.all([inTurn(ctx, () => say(ctx, 'help')), run(ctx, { unlessShown: true })]);
  });
  for (const command of COMMANDS) {
    const event = COMMAND_EVENTS[command];
    if (event) messages.command(command, (ctx) => run(ctx, { event }).then(() => undefined));
  }

  messages.on('message:contact', (ctx) => {
    const contact = ctx.message.contact;
    const name = [contact.first_name, contact.last_name].filter(Boolean).join(' ');
    return run(ctx, { event: { type: 'SHARE_CONTACT', phone: contact.phone_number, name } }).then(
      () => undefined,
    );
  });

  // The phone step's reply keyboard sends its Back, Home and Keep buttons as text.
  const replyButtons: Record<string, ConversationEvent> = {};
  for (const l of LOCALES) {
    replyButtons[t(l, 'btn-back')] = { type: 'BACK' };
    replyButtons[t(l, 'btn-home')] = { type: 'HOME' };
    replyButtons[t(l, 'btn-keep-phone')] = { type: 'KEEP' };
  }
  messages.on('message:text', async (ctx) => {
    const relayed = await options.customerText?.(ctx).catch((error: unknown) => {
      logger.warn({ err: error }, 'customer answer not passed on');
      return false;
    });
    if (relayed) return;
    const text = ctx.message.text.slice(0, MAX_TEXT);
    const event = (Object.hasOwn(replyButtons, text) ? replyButtons[text] : undefined) ?? {
      type: 'TEXT',
      text,
    };
    return run(ctx, { event }).then(() => undefined);
  });

  // Stickers, photos, voice, locations, documents…: say what the bot understands, keep the step.
  messages.use(async (ctx) => {
    await Promise.all([inTurn(ctx, () => say(ctx, 'only-text')), run(ctx, {})]);
  });

  bot.catch((error) => {
    const inner = error.error;
    if (inner instanceof ChatBlockedError) return;
    const code = inner instanceof GrammyError ? inner.error_code : undefined;
    logger.error({ err: inner, code, updateId: error.ctx.update.update_id }, 'update failed');
  });
}

/** Registers the commands with their descriptions in every language (Bulgarian by default). */
export async function registerCommands(bot: Bot, t: Translate): Promise<void> {
  for (const locale of LOCALES) {
    const commands = COMMANDS.map((command) => ({
      command,
      description: t(locale, `cmd-${command}`),
    }));
    await bot.api.setMyCommands(commands, { language_code: locale });
  }
  await bot.api.setMyCommands(
    COMMANDS.map((command) => ({ command, description: t(RESTAURANT_LOCALE, `cmd-${command}`) })),
  );
}
