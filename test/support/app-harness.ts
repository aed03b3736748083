import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type Application, startApplication } from '../../src/app.ts';
import type { ChatSession } from '../../src/chat/session.ts';
import type { ManualClock } from '../../src/clock.ts';
import type { Config } from '../../src/config.ts';
import type { ConversationContext } from '../../src/conversation/types.ts';
import { LOCAL_BOT_INFO, LocalTelegram } from '../../src/demo/local-chat.ts';
import { localConfig } from '../../src/demo/local-config.ts';
import { createTransport, type Transport } from '../../src/partner/http.ts';
import type { Sandbox, SandboxOptions } from '../../src/sandbox/server.ts';
import { openStore } from '../../src/store/open-store.ts';
import { countingTransport, DrivenClock } from './clock-driver.ts';
import { countingStore } from './counting-store.ts';
import { type captureLogs, OPEN_MONDAY_NOON, startTestSandbox } from './partner-harness.ts';

export const STAFF_CHAT = -100_200_300;

/** A configuration for the whole application against a test sandbox. */
export function testConfig(
  sandbox: Sandbox,
  storeDir = mkdtempSync(join(tmpdir(), 'app-')),
): Config {
  return localConfig(sandbox, { storeDir, staffChatId: STAFF_CHAT });
}

/**
 * The whole application (store, partner, sync, outbox, tracker, bot) on the local Bot API. On a
 * driven clock the store's operations count as work in flight (`countingStore`), so the clock
 * never moves while a write is under way.
 */
export async function startTestApplication(options: {
  sandbox: Sandbox;
  clock: ManualClock;
  logs: ReturnType<typeof captureLogs>;
  config?: Config;
  /** The Partner API transport (e.g. short timeouts counted by a driven clock). */
  partnerTransport?: Transport;
  /** The local Telegram of another instance (a second instance on the same chats). */
  telegram?: LocalTelegram;
}): Promise<{ app: Application; telegram: LocalTelegram; config: Config }> {
  const telegram = options.telegram ?? new LocalTelegram();
  const config = options.config ?? testConfig(options.sandbox);
  const { clock } = options;
  const store =
    clock instanceof DrivenClock
      ? countingStore(await openStore(config.storeUrl, { logger: options.logs.logger }), clock)
      : undefined;
  const app = await startApplication({
    config,
    store,
    clock: options.clock,
    logger: options.logs.logger,
    transformers: [telegram.transformer],
    botInfo: LOCAL_BOT_INFO,
    partnerTransport: options.partnerTransport,
    // Scripted customers tap faster than people; the real limit is tested in test/telegram.
    flood: { burst: 1_000, perSecond: 1_000 },
  });
  return { app, telegram, config };
}

/**
 * Waits until `check` passes, polling every 10 ms for up to ~10 s of real time (a generous
 * deadline on a loaded machine, driven by the event itself), then fails naming `what`.
 */
export async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 1_000; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Like `until`, but the business clock moves on one second per try (up to ~15 minutes): for
 * what waits its turn on that clock, such as staff chat messages paced 3 s apart.
 */
export async function untilTicking(
  clock: ManualClock,
  check: () => boolean,
  what: string,
  stepMs = 1_000,
): Promise<void> {
  for (let i = 0; i < 900; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
    if (check()) return;
    // A driven clock moves only once the requests and store writes under way have landed.
    if (clock instanceof DrivenClock) await clock.idle();
    clock.advance(stepMs);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A test file's whole application and the sandbox it talks to. */
export interface TestApplication {
  sandbox: Sandbox;
  clock: ManualClock;
  app: Application;
  telegram: LocalTelegram;
  config: Config;
  /** The Partner API transport, counting requests in flight for the driven clock. */
  transport: ReturnType<typeof countingTransport>;
}

/**
 * Starts a fresh sandbox and the whole application before a test file's tests (handing them to
 * `use`) and stops both after them. `config` adjusts the configuration for that sandbox,
 * `sandbox` the sandbox's options (e.g. how long its quotes live).
 */
export function useTestApplication(
  options: {
    logs: ReturnType<typeof captureLogs>;
    config?: (sandbox: Sandbox) => Config;
    sandbox?: SandboxOptions;
  },
  use: (started: TestApplication) => void,
): void {
  let started: TestApplication | undefined;
  beforeAll(async () => {
    // One driven clock for the sandbox and the application, and a transport and a store that
    // count their work in flight: `driveFor` and `untilTicking` move time only while none is
    // under way (a fixed real-time ratio lets a request slip past a window on a loaded machine).
    const clock = new DrivenClock(OPEN_MONDAY_NOON);
    const { sandbox } = await startTestSandbox({ ...options.sandbox, clock });
    const transport = countingTransport(createTransport({ caPem: sandbox.caPem }), clock);
    const { app, telegram, config } = await startTestApplication({
      sandbox,
      clock,
      logs: options.logs,
      config: options.config?.(sandbox),
      partnerTransport: transport,
    });
    started = { sandbox, clock, app, telegram, config, transport };
    use(started);
  });
  afterAll(async () => {
    await started?.app.stop();
    await started?.sandbox.close();
  });
}

/** Taps a button by label on a chat's live message (throws with the labels when missing). */
export async function tap(
  app: Application,
  telegram: LocalTelegram,
  chatId: number,
  label: string,
): Promise<void> {
  const live = telegram.liveMessage(chatId);
  const button = live?.buttons.flat().find((b) => b.text.includes(label));
  if (!live || !button)
    throw new Error(
      `no button "${label}" in: ${live?.buttons
        .flat()
        .map((b) => b.text)
        .join(' | ')}`,
    );
  await app.bot.handleUpdate(telegram.tapUpdate(chatId, live.messageId, button.data));
  await app.runner.drain(10_000);
}

/** Types a text (or a command) in a chat. */
export async function type(
  app: Application,
  telegram: LocalTelegram,
  chatId: number,
  text: string,
): Promise<void> {
  await app.bot.handleUpdate(telegram.textUpdate(chatId, text));
  await app.runner.drain(10_000);
}

/** From /start to the order button of a cart holding one family Margherita. */
export async function orderOneMargherita(
  app: Application,
  telegram: LocalTelegram,
  chatId: number,
): Promise<void> {
  await type(app, telegram, chatId, '/start');
  for (const label of ['Пици', 'Маргарита', 'Фамилна', 'Добави', 'Добави 1 бр.', 'Поръчай']) {
    await tap(app, telegram, chatId, label);
  }
}

/** The checkout's name and phone typed, the optional step after them skipped. */
export async function giveNameAndPhone(
  app: Application,
  telegram: LocalTelegram,
  chatId: number,
  name = 'Иван Петров',
): Promise<void> {
  await type(app, telegram, chatId, name);
  await type(app, telegram, chatId, '0888123456');
  await tap(app, telegram, chatId, 'Пропусни');
}

/** From /start to the review of a pickup of one family Margherita, ordered by `name`. */
export async function pickupToReview(
  app: Application,
  telegram: LocalTelegram,
  chatId: number,
  name = 'Иван Петров',
): Promise<void> {
  await orderOneMargherita(app, telegram, chatId);
  await tap(app, telegram, chatId, 'Ще взема');
  await giveNameAndPhone(app, telegram, chatId, name);
  await tap(app, telegram, chatId, 'Пропусни');
}

/** A whole pickup order of one family Margherita, confirmed. */
export async function orderMargherita(
  app: Application,
  telegram: LocalTelegram,
  chatId: number,
): Promise<void> {
  await pickupToReview(app, telegram, chatId);
  await tap(app, telegram, chatId, 'Потвърждавам');
}

/**
 * Taps Confirm on the review without waiting for what it starts (a submission that backs off on
 * the manual clock, or is held, would not end before the clock moves).
 */
export async function tapConfirmNoWait(
  app: Application,
  telegram: LocalTelegram,
  chatId: number,
): Promise<void> {
  const live = telegram.liveMessage(chatId);
  const confirm = live?.buttons.flat().find((b) => b.text.includes('Потвърждавам'));
  if (!live || !confirm) throw new Error('no confirm button');
  await app.bot.handleUpdate(telegram.tapUpdate(chatId, live.messageId, confirm.data));
}

/** The conversation context the application keeps for a chat. */
export async function contextOf(app: Application, chatId: number): Promise<ConversationContext> {
  const session = await app.store.namespace<ChatSession>('sessions').get(String(chatId));
  if (!session) throw new Error(`no session for chat ${chatId}`);
  return (session.snapshot as { context: ConversationContext }).context;
}
