import { type ActionName, BUTTONS } from '../../src/telegram/buttons.ts';
import type { ApiCall, BotApiServer, ChatMessage } from './bot-api-server.ts';

type Button = ChatMessage['buttons'][number][number];

/** One action of one customer, from the moment it was queued at the emulator until it settled. */
export interface ActionRecord {
  chatId: number;
  /** The button's action code (`c` category, `p` product, `s` size, `b` back, `g` page) or `/start`. */
  code: string;
  updateId: number;
  /** performance.now() when the customer acted (the update was queued). */
  sentAt: number;
  /** When a getUpdates answer handed the update to the bot. */
  deliveredAt?: number;
  /** The bot's first Bot API call for this chat after the delivery (the reaction). */
  answeredAt?: number;
  /**
   * When the customer could act again: a tap's callback answered (a tap that changes nothing
   * visible, like the size already chosen, gets no edit), a command's new screen shown.
   */
  doneAt?: number;
  /**
   * When the customer first saw an answer: a tap's callback answered (the spinner stops, with
   * its toast if any), or for a typed command any message of the bot below it (its new screen,
   * or a notice such as the flood warning).
   */
  shownAt?: number;
  /** A tap's screen had changed by the time its callback was answered. */
  edited: boolean;
  /** Bot API calls the bot made for this chat while this was the chat's latest action. */
  calls: number;
  callbackAnswered: boolean;
  /** The callback answer carried a text: the bot called the button stale. */
  stale: boolean;
  /** Plain messages (no keyboard) the bot sent the chat meanwhile: flood warnings, notices. */
  notices: number;
  timedOut: boolean;
  /** Counted in the figures (sent after the warm-up, before the end). */
  measured: boolean;
}

/** How the customers behave and how long they wait. */
export interface CustomerSettings {
  /** Pause between the bot's answer and the next action: [min, max] milliseconds. */
  thinkMs: [number, number];
  /** An action not settled after this long counts as unanswered (or its screen as not updated). */
  actionTimeoutMs: number;
  random: () => number;
}

interface Pending {
  record: ActionRecord;
  /** The chat's version when the action was sent (a tap is settled once the screen changed). */
  version: number;
  /** For a typed command: the customer's message id; the answer is a newer view. */
  sentMessageId: number | undefined;
  settle: () => void;
}

const codeOf = (button: Button): string => button.data.split('|')[1] ?? '';

/** A typed order (issue 35): the text a customer types instead of tapping. */
export interface Typed {
  typed: string;
}

/** An action's code for the figures: a button's, `/start`, or `typed` for a typed order. */
export const TYPED_CODE = 'typed';

/** True for an action the customer typed (a command or an order), not tapped. */
export const isTyped = (record: { code: string }): boolean =>
  record.code === '/start' || record.code === TYPED_CODE;

/**
 * Orders typed on the demo menu, read by the real parser in the bot's process: one line, several,
 * a change, an extra, one dish's name alone (docs/typed-orders.md).
 */
const TYPED_ORDERS = [
  '2 маргарити без лук и една кола',
  'шопска салата',
  'голяма капричоза с допълнително моцарела',
  '3 кебапчета и 2 бири',
  'една пеперони средна и айрян',
];

/**
 * Watches the emulator for every customer at once: when each update is delivered, the bot's
 * first call for its chat, the callback answer, the screen change, and every call per chat.
 * Times are performance.now() at the moment the emulator saw them.
 */
export class ActionObserver {
  readonly records: ActionRecord[] = [];
  readonly #api: BotApiServer;
  readonly #byUpdate = new Map<number, Pending>();
  readonly #byChat = new Map<number, Pending>();
  readonly #lastByChat = new Map<number, ActionRecord>();
  /**
   * Deliveries seen before their action was registered: a poll waiting at the emulator takes an
   * update synchronously inside `sendText` / `tapData`, before they return its id.
   */
  readonly #early = new Map<number, number>();
  /** Calls for measured actions, by Bot API method. */
  readonly methods = new Map<string, number>();
  /** Bot API calls for no customer chat (getMe, setMyCommands, staff messages). */
  otherCalls = 0;
  measuring = false;

  constructor(api: BotApiServer) {
    this.#api = api;
    api.events.on('delivered', (ids) => {
      const now = performance.now();
      for (const id of ids) {
        const pending = this.#byUpdate.get(id);
        if (!pending) this.#early.set(id, now);
        else if (pending.record.deliveredAt === undefined) pending.record.deliveredAt = now;
      }
    });
    api.events.on('call', (call) => this.#onCall(call, performance.now()));
    api.events.on('change', (chatId) => {
      const pending = this.#byChat.get(chatId);
      if (pending) this.#check(pending, performance.now());
    });
  }

  #onCall(call: ApiCall, now: number): void {
    if (call.method === 'getUpdates') return;
    // Nothing else needs the emulator's call log during a run: it would grow for its whole length.
    if (this.#api.calls.length > 1_000) this.#api.calls.length = 0;
    const queryId = call.payload.callback_query_id;
    const byQuery =
      typeof queryId === 'string' && queryId.startsWith('q')
        ? this.#byUpdate.get(Number(queryId.slice(1)))
        : undefined;
    const chatId = byQuery?.record.chatId ?? Number(call.payload.chat_id);
    const last = this.#lastByChat.get(chatId);
    if (!last) {
      this.otherCalls += 1;
      return;
    }
    last.calls += 1;
    if (call.method === 'sendMessage' && call.payload.reply_markup === undefined) last.notices += 1;
    if (last.measured) this.methods.set(call.method, (this.methods.get(call.method) ?? 0) + 1);
    const pending = byQuery ?? this.#byChat.get(chatId);
    if (!pending) return;
    const { record } = pending;
    if (record.deliveredAt !== undefined && record.answeredAt === undefined) {
      record.answeredAt = now;
    }
    if (byQuery && call.method === 'answerCallbackQuery') {
      record.callbackAnswered = true;
      record.stale = call.payload.text !== undefined;
      record.shownAt ??= now;
    }
    this.#check(pending, now);
  }

  #check(pending: Pending, now: number): void {
    const { record } = pending;
    if (record.deliveredAt === undefined) return;
    const sent = pending.sentMessageId;
    const below = (m: ChatMessage | undefined) =>
      m !== undefined && sent !== undefined && m.from === 'bot' && m.messageId > sent;
    // A typed command is answered by any message of the bot below it (the newest is enough).
    if (below(this.#api.chats.messages(record.chatId).at(-1))) record.shownAt ??= now;
    const settled =
      sent === undefined
        ? record.callbackAnswered
        : below(this.#api.view(record.chatId)) || record.shownAt !== undefined;
    if (!settled) return;
    record.edited = this.#api.chats.version(record.chatId) > pending.version;
    // The screen changed through a bot call whose 'call' event comes after this 'change'.
    record.answeredAt ??= now;
    record.doneAt = now;
    this.#finish(pending);
  }

  #finish(pending: Pending): void {
    this.#byUpdate.delete(pending.record.updateId);
    if (this.#byChat.get(pending.record.chatId) === pending)
      this.#byChat.delete(pending.record.chatId);
    pending.settle();
  }

  /** The chat's current screen. */
  view(chatId: number): ChatMessage | undefined {
    return this.#api.view(chatId);
  }

  /** Sends one action and resolves when it settled or its time ran out. */
  act(chatId: number, button: Button | '/start' | Typed, timeoutMs: number): Promise<ActionRecord> {
    const sentAt = performance.now();
    const typed = button !== '/start' && 'typed' in button ? button.typed : undefined;
    const text = button === '/start' || typed !== undefined;
    const updateId =
      button === '/start'
        ? this.#api.sendText(chatId, '/start')
        : typed !== undefined
          ? this.#api.sendText(chatId, typed)
          : this.#api.tapData(
              chatId,
              this.#api.view(chatId)?.messageId ?? 0,
              (button as Button).data,
            );
    const record: ActionRecord = {
      chatId,
      code:
        button === '/start'
          ? '/start'
          : typed !== undefined
            ? TYPED_CODE
            : codeOf(button as Button),
      updateId,
      sentAt,
      calls: 0,
      callbackAnswered: false,
      edited: false,
      stale: false,
      notices: 0,
      timedOut: false,
      measured: this.measuring,
    };
    this.records.push(record);
    this.#lastByChat.set(chatId, record);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        record.timedOut = true;
        this.#finish(pending);
      }, timeoutMs);
      const pending: Pending = {
        record,
        version: this.#api.chats.version(chatId),
        sentMessageId: text ? this.#api.chats.messages(chatId).at(-1)?.messageId : undefined,
        settle: () => {
          clearTimeout(timer);
          resolve(record);
        },
      };
      this.#byUpdate.set(updateId, pending);
      this.#byChat.set(chatId, pending);
      const early = this.#early.get(updateId);
      this.#early.delete(updateId);
      if (early !== undefined) record.deliveredAt = early;
    });
  }
}

/**
 * What a browsing customer taps next on this screen: after a product, one of its sizes; after a
 * size (or a flavour), back; in a product list a product, now and then the next page or back to
 * the categories; on the home screen a category, or now and then (1 in 10) a typed order, whose
 * proposal it leaves with Back. Anything else: back, home, or /start. Now and then (1 in 20) a
 * customer types /start right after Back or a page turn, as people do to start over: the typed
 * message must be answered below it as any tap is (issue 34 point 5).
 */
export function nextAction(
  view: ChatMessage | undefined,
  last: string,
  random: () => number,
): Button | '/start' | Typed {
  const buttons = view?.buttons.flat() ?? [];
  const of = (action: ActionName) => buttons.filter((b) => codeOf(b) === BUTTONS[action].code);
  const pick = (list: Button[]) => list[Math.floor(random() * list.length)];
  const back = of('back')[0] ?? of('home')[0];
  const startsOver = last === BUTTONS.back.code || last === BUTTONS.page.code;
  if (startsOver && random() < 0.05) return '/start';
  if (last === BUTTONS.selectSize.code || last === BUTTONS.chooseOption.code)
    return back ?? '/start';
  if (last === BUTTONS.openProduct.code) return pick(of('selectSize')) ?? back ?? '/start';
  const products = of('openProduct');
  if (products.length > 0) {
    const roll = random();
    const pages = of('page');
    if (roll < 0.2 && pages.length > 0) return pick(pages) ?? '/start';
    if (roll < 0.35 && back) return back;
    return pick(products) ?? '/start';
  }
  const categories = of('openCategory');
  if (categories.length > 0 && last !== TYPED_CODE && random() < 0.1)
    return { typed: TYPED_ORDERS[Math.floor(random() * TYPED_ORDERS.length)] ?? '/start' };
  return pick(categories) ?? back ?? '/start';
}

/**
 * One customer browsing until `until` (performance.now()): /start, then taps as `nextAction`
 * says, each as soon as the last one settled plus a short human pause. An action that timed
 * out is followed by /start, as a person would do.
 */
export async function browse(
  observer: ActionObserver,
  chatId: number,
  until: () => boolean,
  settings: CustomerSettings,
): Promise<void> {
  const { random } = settings;
  const [minThink, maxThink] = settings.thinkMs;
  let last = '/start';
  let record = await observer.act(chatId, '/start', settings.actionTimeoutMs);
  while (!until()) {
    const think = minThink + random() * (maxThink - minThink);
    if (think > 0) await new Promise((resolve) => setTimeout(resolve, think));
    if (until()) return;
    const action = record.timedOut ? '/start' : nextAction(observer.view(chatId), last, random);
    record = await observer.act(chatId, action, settings.actionTimeoutMs);
    last = record.code;
  }
}
