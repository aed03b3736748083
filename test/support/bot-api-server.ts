import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Update } from 'grammy/types';
import { deliver, readBody } from './bot-api-delivery.ts';
import { ApiFaults } from './bot-api-faults.ts';
import { json, LongPoll } from './bot-api-polling.ts';
import type { ApiCall, BotApiServerOptions, WebhookAttempt } from './bot-api-types.ts';
import { callbackUpdate, contactUpdate, textUpdate } from './bot-api-updates.ts';
import { parseApiBody } from './reliability-body.ts';
import { type ApiAnswer, type ChatMessage, EmulatedChats } from './reliability-chats.ts';

export { deliverUpdate } from './bot-api-delivery.ts';
export { routeByToken } from './bot-api-router.ts';

export type { ApiCall, BotApiServerOptions, WebhookAttempt } from './bot-api-types.ts';
export type { ChatMessage } from './reliability-chats.ts';

const BOT_PATH = /^\/bot([^/]+)\/([A-Za-z]+)$/;
/**
 * A Telegram Bot API emulator on 127.0.0.1 for process-level tests: `/bot<token>/<method>` with
 * JSON, urlencoded or multipart bodies (as grammY sends them), getMe, getUpdates long polling
 * with Telegram's offset confirmation (an update fetched but not confirmed is delivered again,
 * a second poller ends the first with 409), setWebhook/deleteWebhook with delivery by POST and
 * the secret token header (retried until the bot answers 2xx), chat state (see EmulatedChats),
 * `{ ok: true, result: true }` for any other method, and 401 for a wrong token. Every call is
 * recorded, a method in the answer to a webhook delivery is run (as Telegram does), and
 * `floodWait` makes chosen calls meet a 429. The test plays the customer with `sendText`, `tap`
 * and `shareContact`.
 */
export class BotApiServer {
  readonly calls: ApiCall[] = [];
  readonly webhookAttempts: WebhookAttempt[] = [];
  readonly chats = new EmulatedChats();
  /** `delivered`: the update ids a getUpdates answer just handed to the bot (polling). */
  readonly events = new EventEmitter<{
    call: [ApiCall];
    change: [number];
    delivered: [number[]];
  }>();
  /**
   * Every callback query a customer made (`tapData`), and any other the bot answered, with how
   * many times the bot answered it; Telegram refuses a second answer as it does a too-old query
   * (400).
   */
  readonly callbackAnswers = new Map<string, number>();
  /** Update ids the bot received (returned by getUpdates or acknowledged by its webhook). */
  readonly received = new Set<number>();
  readonly #options: BotApiServerOptions;
  readonly #server: Server;
  #pending: Update[] = [];
  #nextUpdateId = 1;
  readonly #poll = new LongPoll({
    pending: () => this.#pending,
    confirm: (offset) => {
      this.#pending = this.#pending.filter((u) => u.update_id >= offset);
    },
    closed: () => this.#closed,
    received: (updates) => {
      for (const update of updates) this.received.add(update.update_id);
    },
    delivered: (ids) => this.events.emit('delivered', ids),
  });
  #webhook: { url: string; secret: string | undefined } | null = null;
  #delivering = false;
  #closed = false;
  readonly #faults = new ApiFaults();
  #held: { res: ServerResponse; method: string; payload: Record<string, unknown> }[] = [];
  url = '';

  constructor(options: BotApiServerOptions) {
    this.#options = options;
    this.#server = createServer((req, res) => {
      void this.#serve(req, res);
    });
    this.chats.onChange = (chatId) => this.events.emit('change', chatId);
    // Every waiting customer listens: dozens at once is the point, not a leak.
    this.events.setMaxListeners(0);
  }

  /** Listens on an ephemeral port of 127.0.0.1; `url` is then the API root for TELEGRAM_API_ROOT. */
  async listen(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  /** The webhook currently set, if any. */
  webhook(): { url: string; secret: string | undefined } | null {
    return this.#webhook;
  }

  /**
   * Telegram's flood control: the next `times` calls that match are refused with 429 "Too Many
   * Requests" and `parameters.retry_after` (and change nothing).
   */
  floodWait(
    match: (method: string, payload: Record<string, unknown>) => boolean,
    retryAfterSeconds: number,
    times = 1,
  ): void {
    this.#faults.floodWait(match, retryAfterSeconds, times);
  }

  /**
   * The next `times` calls that match meet the fault (see FaultRule); a held call is answered by
   * `releaseHeld()` as it would have been, and was recorded when it arrived.
   */
  fault(
    kind: 'hang' | 'reset',
    match: (method: string, payload: Record<string, unknown>) => boolean,
    times = 1,
  ): void {
    this.#faults.fault(kind, match, times);
  }

  /** Calls held by a `hang` fault whose connection is still open. */
  held(): number {
    return this.#held.filter((h) => !h.res.destroyed).length;
  }

  /** Answers every held call (those whose connection is still open), as without the fault. */
  releaseHeld(): void {
    for (const { res, method, payload } of this.#held.splice(0)) {
      if (res.destroyed) continue;
      const answer = this.#answer(method, payload);
      json(res, answer.ok ? 200 : answer.error_code, answer);
    }
  }

  /** Updates not yet confirmed by the bot (queued, or fetched without a later offset). */
  pendingUpdates(): number {
    return this.#pending.length;
  }

  /** Queues an update (its update_id is assigned here) and wakes a waiting poll or the webhook. */
  enqueue(update: Omit<Update, 'update_id'>): number {
    const full = { update_id: this.#nextUpdateId++, ...update } as Update;
    this.#pending.push(full);
    this.#poll.wake();
    this.#pump();
    return full.update_id;
  }

  /** The customer types a message (a command when it starts with '/'). */
  sendText(chatId: number, text: string, languageCode = 'bg'): number {
    const message = this.chats.customerMessage(chatId, text);
    return this.enqueue(textUpdate(chatId, message.messageId, text, languageCode));
  }

  /** The customer shares their own contact (the reply keyboard's button). */
  shareContact(chatId: number, phone: string, firstName: string): number {
    const message = this.chats.customerMessage(chatId, '');
    return this.enqueue(contactUpdate(chatId, message.messageId, phone, firstName));
  }

  /**
   * A tap with any data on any message of the chat (stale or forged ones included). Returns the
   * update id; the callback query id is `q<update id>`.
   */
  tapData(chatId: number, messageId: number, data: string, languageCode = 'bg'): number {
    const queryId = `q${this.#nextUpdateId}`;
    this.callbackAnswers.set(queryId, 0);
    return this.enqueue(callbackUpdate(queryId, chatId, messageId, data, languageCode));
  }

  /** Taps the first button of the chat's current view whose label contains `label`. */
  tap(chatId: number, label: string | RegExp): number {
    const view = this.chats.view(chatId);
    const button = view?.buttons
      .flat()
      .find((b) => (typeof label === 'string' ? b.text.includes(label) : label.test(b.text)));
    if (!view || !button) {
      const shown = view?.buttons.flat().map((b) => b.text) ?? [];
      throw new Error(`chat ${chatId}: no button "${String(label)}" in [${shown.join(' | ')}]`);
    }
    return this.tapData(chatId, view.messageId, button.data);
  }

  /** The chat's current view (see EmulatedChats.view). */
  view(chatId: number): ChatMessage | undefined {
    return this.chats.view(chatId);
  }

  /** Resolves when `check` holds (looked at after every call and every 50 ms), else rejects. */
  waitFor(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
    if (check()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const look = (): void => {
        if (!check()) return;
        cleanup();
        resolve();
      };
      const interval = setInterval(look, 50);
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
      }, timeoutMs);
      const cleanup = (): void => {
        clearInterval(interval);
        clearTimeout(timer);
        this.events.off('call', look);
      };
      this.events.on('call', look);
    });
  }

  /** Stops listening; a pending poll is answered, connections are closed. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#poll.end();
    await new Promise<void>((resolve) => {
      this.#server.close(() => resolve());
      this.#server.closeAllConnections();
    });
  }

  async #serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? '';
    const match = BOT_PATH.exec(url.split('?')[0] ?? '');
    const raw = await readBody(req);
    if (!match) {
      json(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
      return;
    }
    const [, token = '', method = ''] = match;
    let payload: Record<string, unknown>;
    try {
      payload = parseApiBody(String(req.headers['content-type'] ?? ''), raw, url);
    } catch {
      json(res, 400, { ok: false, error_code: 400, description: 'Bad Request: invalid body' });
      return;
    }
    const call: ApiCall = {
      at: Date.now(),
      method,
      url,
      tokenOk: token === this.#options.token,
      payload,
    };
    this.calls.push(call);
    const fault = call.tokenOk ? this.#faults.faulted(method, payload) : undefined;
    if (!call.tokenOk) {
      json(res, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
    } else if (method === 'getUpdates') {
      this.#getUpdates(payload, req, res);
    } else if (fault === 'hang') {
      this.#held.push({ res, method, payload });
    } else if (fault === 'reset') {
      req.socket.destroy();
    } else {
      const answer = this.#faults.flooded(method, payload) ?? this.#answer(method, payload);
      json(res, answer.ok ? 200 : answer.error_code, answer);
    }
    this.events.emit('call', call);
  }

  // Telegram runs a method given in the answer to a webhook delivery as if the bot had called it
  // (and tells the bot nothing about its outcome).
  #webhookReply(body: string): void {
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return;
    }
    const method = typeof payload.method === 'string' ? payload.method : undefined;
    if (!method) return;
    const call: ApiCall = {
      at: Date.now(),
      method,
      url: '(webhook reply)',
      tokenOk: true,
      payload,
      webhookReply: true,
    };
    this.calls.push(call);
    this.#answer(method, payload);
    this.events.emit('call', call);
  }

  #answer(method: string, payload: Record<string, unknown>): ApiAnswer {
    const chatAnswer = this.chats.apply(method, payload);
    if (chatAnswer) return chatAnswer;
    if (method === 'answerCallbackQuery')
      return this.#answerQuery(String(payload.callback_query_id));
    const id = Number(this.#options.token.split(':')[0]);
    switch (method) {
      case 'getMe':
        return {
          ok: true,
          result: {
            id,
            is_bot: true,
            first_name: 'Pizzeria Bot',
            username: 'pizzeria_emulated_bot',
            can_join_groups: false,
            can_read_all_group_messages: false,
            supports_inline_queries: false,
          },
        };
      case 'setWebhook':
        this.#webhook = {
          url: String(payload.url ?? ''),
          secret: payload.secret_token === undefined ? undefined : String(payload.secret_token),
        };
        if (payload.drop_pending_updates === true) this.#pending = [];
        this.#pump();
        return { ok: true, result: true };
      case 'deleteWebhook':
        this.#webhook = null;
        if (payload.drop_pending_updates === true) this.#pending = [];
        return { ok: true, result: true };
      case 'getWebhookInfo':
        return {
          ok: true,
          result: { url: this.#webhook?.url ?? '', pending_update_count: this.#pending.length },
        };
      default:
        return { ok: true, result: true };
    }
  }

  #answerQuery(queryId: string): ApiAnswer {
    // A query id no tap of `tapData` made (a test's own update) is counted from its first answer.
    const answers = this.callbackAnswers.get(queryId) ?? 0;
    this.callbackAnswers.set(queryId, answers + 1);
    if (answers === 0) return { ok: true, result: true };
    return {
      ok: false,
      error_code: 400,
      description:
        'Bad Request: query is too old and response timeout expired or query ID is invalid',
    };
  }

  /** Callback queries answered other than exactly once so far (never, or more than once). */
  answeredNotOnce(): { queryId: string; answers: number }[] {
    return [...this.callbackAnswers]
      .filter(([, answers]) => answers !== 1)
      .map(([queryId, answers]) => ({ queryId, answers }));
  }

  // getUpdates (long polling, see LongPoll) is refused while a webhook is set, as Telegram does.
  #getUpdates(payload: Record<string, unknown>, req: IncomingMessage, res: ServerResponse): void {
    if (this.#webhook) {
      json(res, 409, {
        ok: false,
        error_code: 409,
        description: "Conflict: can't use getUpdates method while webhook is active",
      });
      return;
    }
    this.#poll.poll(payload, req, res);
  }

  // Webhook delivery: one update at a time in order; a non-2xx answer or a network error keeps
  // the update queued and it is tried again after a pause (Telegram's redelivery).
  #pump(): void {
    if (this.#delivering || !this.#webhook || this.#closed) return;
    const update = this.#pending[0];
    if (!update) return;
    this.#delivering = true;
    const { url, secret } = this.#webhook;
    const target = this.#options.webhookTarget?.(url) ?? url;
    void deliver(target, update, secret).then(({ status, body }) => {
      this.webhookAttempts.push({ at: Date.now(), updateId: update.update_id, status });
      this.#delivering = false;
      if (typeof status === 'number' && status >= 200 && status < 300) {
        this.received.add(update.update_id);
        this.#webhookReply(body);
        this.#pending = this.#pending.filter((u) => u !== update);
        this.#pump();
      } else {
        setTimeout(() => this.#pump(), this.#options.webhookRetryMs ?? 250).unref();
      }
    });
  }
}

/** Starts an emulator on 127.0.0.1 (see BotApiServer). */
export function startBotApiServer(options: BotApiServerOptions): Promise<BotApiServer> {
  return new BotApiServer(options).listen();
}
