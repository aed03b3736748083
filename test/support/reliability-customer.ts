import type { BotApiServer, ChatMessage } from './bot-api-server.ts';

/** One customer ordering one Margherita in their own chat. */
export interface Flow {
  chatId: number;
  /** Unique per flow: it finds the flow's order in the sandbox ledger. */
  name: string;
  /** As typed (a Bulgarian mobile number, national format). */
  phone: string;
  /** Delivery to the zone Център at this address; pickup when absent. */
  address?: string;
  /** Share the phone with the contact button instead of typing it. */
  shareContact?: boolean;
}

/** What happened to a flow, for the final assertions and the report. */
export interface FlowResult {
  flow: Flow;
  /** Taps on "Потвърждавам" the customer made (a lost or stale tap is repeated). */
  confirmTaps: number[];
  /** The chat showed the held message before the order was accepted. */
  held: boolean;
  /** Times the customer gave up on a waiting screen that never changed and started over. */
  gaveUp: number;
  /** The message that told the customer the order was accepted. */
  accepted: string;
}

/** What the customer needs from the test. */
export interface CustomerOptions {
  api: BotApiServer;
  random: () => number;
  /** Give up (the chat is stuck) at this wall-clock time. */
  deadline: number;
  /** False while the bot is down: a person would wait, not type into the void. */
  botUp: () => boolean;
  /** Called with the update id of every confirmation tap. */
  onConfirm?: (chatId: number, updateId: number) => void;
  /** Runs once before the first confirmation tap (to change the world while the quote shows). */
  beforeConfirm?: () => Promise<void>;
  /** Repeat the last action after this long without any answer (default 6 s). */
  patienceMs?: number;
  /**
   * Stop at the review screen: resolve (nothing accepted yet) once the confirm button shows,
   * without tapping it, so the test taps it itself.
   */
  stopAtConfirm?: boolean;
}

const ACCEPTED = /Поръчката е приета|е приета от ресторанта/;
// Only a confirmed order kept by the bot: "ordering is off" on a menu (ordering-closed) is no
// held order, and a customer who took it for one would wait on it forever.
const HELD = /Поръчката ви е при нас|Пазим вашата поръчка/;
const REFUSED = /не прие поръчката|не можа да бъде направена|Поръчката ви не е направена/;
/** A held order given up (its quote expired, or its attempts ran out): final, whatever the chat shows after it. */
const GIVEN_UP =
  /не прие поръчката ви, докато цената ѝ беше валидна|Поръчката ви не можа да бъде направена/;
const BUSY = /Изчислявам цената|Изпращам поръчката/;
const BUSY_PATIENCE_MS = 30_000;

type Action =
  | { kind: 'tap'; label: string }
  | { kind: 'text'; text: string }
  | { kind: 'contact' }
  /** idle: nothing to do on this screen (a step in between); busy: the bot is working. */
  | { kind: 'wait'; idle: boolean };

const has = (view: ChatMessage, label: string): boolean =>
  view.buttons.some((row) => row.some((b) => b.text.includes(label)));

// The customer reads the current screen and does what a person ordering a pizza would do.
function decide(view: ChatMessage | undefined, flow: Flow, startId: number): Action {
  // No screen yet: the answer is on its way (or was lost; patience then starts over).
  if (!view || view.messageId < startId) return { kind: 'wait', idle: true };
  const text = view.text;
  if (BUSY.test(text) || HELD.test(text)) return { kind: 'wait', idle: false };
  if (has(view, 'Потвърждавам')) return { kind: 'tap', label: 'Потвърждавам' };
  if (text.includes('Как се казвате')) return { kind: 'text', text: flow.name };
  if (text.includes('Вашият телефон')) {
    return flow.shareContact ? { kind: 'contact' } : { kind: 'text', text: flow.phone };
  }
  if (text.includes('Адрес за доставка') && flow.address)
    return { kind: 'text', text: flow.address };
  if ((text.includes('Имейл') || text.includes('Бележка към')) && has(view, 'Пропусни')) {
    return { kind: 'tap', label: 'Пропусни' };
  }
  // Delivery has a minimum (15 € in Център): a delivering customer takes two.
  const two = view.buttons.some((row) => row.some((b) => b.text === '2'));
  if (flow.address && two && has(view, 'Добави 1 бр.')) return { kind: 'tap', label: '2' };
  const steps = [
    flow.address ? 'Център' : 'Ще взема',
    'Поръчай',
    'Добави 1 бр.',
    'Добави',
    'Фамилна',
    'Маргарита',
    'Пици',
  ];
  const label = steps.find((step) => has(view, step));
  if (label) return { kind: 'tap', label };
  // No buttons: the bot is between two calls of one answer (Telegram's per-chat pace).
  return view.buttons.length === 0
    ? { kind: 'wait', idle: true }
    : { kind: 'text', text: '/start' };
}

function transcript(api: BotApiServer, chatId: number, count = 8): string {
  return api.chats
    .messages(chatId)
    .slice(-count)
    .map((m) => {
      const buttons = m.buttons.flat().map((b) => b.text);
      return `  #${m.messageId} ${m.from}${m.deleted ? ' (deleted)' : ''}: ${m.text.slice(0, 120)}${
        buttons.length ? ` [${buttons.join(' | ')}]` : ''
      }`;
    })
    .join('\n');
}

function changeOrTimeout(api: BotApiServer, chatId: number, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      api.events.off('change', onChange);
      resolve();
    };
    const onChange = (changed: number): void => {
      if (changed === chatId) done();
    };
    const timer = setTimeout(done, ms);
    api.events.on('change', onChange);
  });
}

// A screen is read once it stopped changing for a moment (a retire-and-send is two calls).
async function quiet(api: BotApiServer, chatId: number, ms: number): Promise<void> {
  for (let before = -1; before !== api.chats.version(chatId); ) {
    before = api.chats.version(chatId);
    await new Promise((resolve) => setTimeout(resolve, ms));
  }
}

function outcome(api: BotApiServer, chatId: number, startId: number): ChatMessage | undefined {
  return api.chats
    .messages(chatId)
    .find((m) => m.messageId >= startId && m.from === 'bot' && ACCEPTED.test(m.text));
}

function act(api: BotApiServer, flow: Flow, action: Action): number | undefined {
  if (action.kind === 'text') return api.sendText(flow.chatId, action.text);
  if (action.kind === 'contact') {
    // Telegram shares the account's number in international digits without the plus.
    const national = flow.phone.replace(/\D/g, '').replace(/^0/, '');
    return api.shareContact(flow.chatId, `359${national}`, flow.name);
  }
  if (action.kind === 'tap') {
    return api.tap(flow.chatId, action.label === '2' ? /^2$/ : action.label);
  }
  return undefined;
}

/**
 * Plays one customer through a whole order against the emulated Telegram, reading the screen
 * and acting like a person: a human pause before each action, waiting while the bot is down or
 * busy, and repeating an action that got no answer (an update lost in a crash). Resolves when the
 * chat says the order was accepted (or, with `stopAtConfirm`, when the confirm button shows);
 * rejects with the chat's transcript at the deadline.
 */
export async function orderAsCustomer(flow: Flow, given: CustomerOptions): Promise<FlowResult> {
  let options = given;
  const { api, random } = options;
  const patience = options.patienceMs ?? 6_000;
  const result: FlowResult = { flow, confirmTaps: [], held: false, gaveUp: 0, accepted: '' };
  api.sendText(flow.chatId, '/start');
  const firstId = api.chats.messages(flow.chatId).at(-1)?.messageId ?? 0;
  let acted = { version: api.chats.version(flow.chatId), at: Date.now() };
  let seen = { version: acted.version, at: Date.now() };
  let tick = Date.now();
  for (;;) {
    const version = api.chats.version(flow.chatId);
    if (version !== seen.version) seen = { version, at: Date.now() };
    // Patience with a waiting screen runs only while the bot is up: a killed bot cannot answer,
    // and how long a restart takes depends on the machine's speed (5-8 s on a loaded 2-core
    // machine, most of it loading modules), which no test may depend on.
    const now = Date.now();
    if (!options.botUp()) seen = { ...seen, at: seen.at + (now - tick) };
    tick = now;
    const done = outcome(api, flow.chatId, firstId);
    if (done) return { ...result, accepted: done.text };
    if (Date.now() > options.deadline) {
      throw new Error(
        `chat ${flow.chatId} (${flow.name}) is stuck:\n${transcript(api, flow.chatId)}`,
      );
    }
    // The bot may follow the news with another screen (the cart): the news is what counts.
    const givenUp = api.chats
      .messages(flow.chatId)
      .find((m) => m.messageId >= firstId && m.from === 'bot' && GIVEN_UP.test(m.text));
    if (givenUp) throw new Error(`chat ${flow.chatId}: ${givenUp.text}`);
    const view = api.view(flow.chatId);
    if (view && HELD.test(view.text)) result.held = true;
    if (view && REFUSED.test(view.text)) throw new Error(`chat ${flow.chatId}: ${view.text}`);
    const unanswered = api.chats.version(flow.chatId) === acted.version;
    if (!options.botUp() || (unanswered && Date.now() - acted.at < patience)) {
      await changeOrTimeout(api, flow.chatId, 200);
      continue;
    }
    await quiet(api, flow.chatId, 120 + Math.floor(random() * 300));
    let action = decide(api.view(flow.chatId), flow, firstId);
    // A screen with nothing to do that stays so: start over from the menu.
    if (action.kind === 'wait' && action.idle && Date.now() - seen.at > patience) {
      action = { kind: 'text', text: '/start' };
    }
    // A "working on it" screen unchanged for half a minute: a person gives up and starts over
    // (after a crash this is how a lost answer turns into a second order).
    if (action.kind === 'wait' && !action.idle && !HELD.test(view?.text ?? '')) {
      if (Date.now() - seen.at > BUSY_PATIENCE_MS) {
        result.gaveUp += 1;
        // The screen given up on, for the failure report of a test that expects no such case.
        console.warn(`${flow.name} gave up on a waiting screen:\n${transcript(api, flow.chatId)}`);
        action = { kind: 'text', text: '/start' };
      }
    }
    if (action.kind === 'wait') {
      await changeOrTimeout(api, flow.chatId, 500);
      continue;
    }
    if (action.kind === 'tap' && action.label === 'Потвърждавам' && options.stopAtConfirm) {
      return result;
    }
    if (action.kind === 'tap' && action.label === 'Потвърждавам' && options.beforeConfirm) {
      const hook = options.beforeConfirm;
      options = { ...options, beforeConfirm: undefined };
      await hook();
      continue;
    }
    const updateId = act(api, flow, action);
    if (action.kind === 'tap' && action.label === 'Потвърждавам' && updateId !== undefined) {
      result.confirmTaps.push(updateId);
      options.onConfirm?.(flow.chatId, updateId);
    }
    acted = { version: api.chats.version(flow.chatId), at: Date.now() };
  }
}

/** The chat's last `count` messages (default 8), for failure messages. */
export function chatTranscript(api: BotApiServer, chatId: number, count?: number): string {
  return transcript(api, chatId, count);
}
