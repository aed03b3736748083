import type { Logger } from 'pino';
import type { MenuSnapshot } from './catalogue/menu.ts';
import { CatalogueSync } from './catalogue/sync.ts';
import { bridgeOrderEvents } from './chat/order-events.ts';
import type { ChatSession } from './chat/session.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import { type FleetCoordination, startCoordination } from './coordination/app-hooks.ts';
import { localeFromLanguageCode } from './locale/locale.ts';
import { MenuTranslations } from './menu-i18n/index.ts';
import { createMetrics } from './ops/metrics.ts';
import { ArrivalTimes, type EtaOverride } from './orders/arrival-times.ts';
import type { ChatOrders, OutboxEntry, TrackedOrder } from './orders/index.ts';
import {
  OrderOutbox,
  StatusTracker,
  scheduleOrderSweep,
  sweepExpiredOrders,
  trackAcceptedOrders,
} from './orders/index.ts';
import type { Transport } from './partner/http.ts';
import { createPartner, partnerCap } from './partner/index.ts';
import { ratingOf } from './rating/wiring.ts';
import { staffConsoleOf } from './staff/wiring.ts';
import { openStore, type Store } from './store/index.ts';
import { watchAlerts } from './telegram/alerts.ts';
import { buildTelegram, type TelegramAppOptions } from './telegram/app.ts';
import { telegramCustomerNews } from './telegram/customer-news.ts';
import { createPendingInput } from './telegram/pending-input.ts';
import { createStaffChat } from './telegram/staff-chat.ts';
import { createWebApp } from './webapp/server.ts';

/** What differs between production, the demo and the tests. */
export interface ApplicationOptions
  extends Pick<TelegramAppOptions, 'transformers' | 'botInfo' | 'flood'> {
  config: Config;
  clock: Clock;
  logger: Logger;
  random?: () => number;
  /** The PEM of the partner's CA when it is not in a file (the demo's in-process sandbox). */
  partnerCaPem?: string | undefined;
  /** The Partner API transport (tests: short timeouts that turn a held request into a timeout). */
  partnerTransport?: Transport | undefined;
  /** A fleet (src/fleet/): the restaurant's view of the shared store, its Redis keys and roles
   * spread, a copy of each alert for the operator. Left out: today's own store and keys. */
  store?: Store | undefined;
  fleet?: FleetCoordination | undefined;
  onAlert?: ((text: string) => void) | undefined;
}

/**
 * Builds and starts everything except the way updates arrive (polling, webhook, terminal),
 * bottom-up, each part after what it uses: the store, the coordination (several instances),
 * the Partner API client and budget, the catalogue sync, the order outbox and the status
 * tracker, the chat runner and the bot, the Mini App, the order-events bridge, the staff chat,
 * then the bot's update handlers and the alerts. Unfinished orders and pending conversations are
 * resumed before it returns. `stop()` finishes in-flight work and flushes the store.
 */
export async function startApplication(options: ApplicationOptions) {
  const { config, clock, logger } = options;
  const random = options.random ?? Math.random;
  // A prefixed fleet collects the process metrics once (src/fleet/fleet.ts), not per restaurant.
  const metrics = createMetrics({ processMetrics: options.fleet === undefined });
  const translations = new MenuTranslations(config.menuTranslations);
  const store = options.store ?? (await openStore(config.storeUrl, { logger }));
  const retentionMs = config.orderRetentionDays * 24 * 60 * 60 * 1000;
  // Several instances (webhook + Redis): shared budget, singleton leases, entry claims.
  const cluster = await startCoordination(config, { clock, logger, fleet: options.fleet });
  const partner = createPartner(config.partner, {
    clock,
    random,
    logger,
    caPem: options.partnerCaPem,
    transport: options.partnerTransport,
    observe: (observation) => metrics.request(observation),
    budget: cluster?.budget,
    sharedCredentials: cluster?.credentials,
  });
  // Credentials refused (issue 20): the background loops park and resume together.
  const refused = () => partner.client.credentials.refused();
  const catalogue = new CatalogueSync({
    reader: partner.client,
    store: store.namespace<MenuSnapshot>('menu'),
    clock,
    logger: logger.child({ module: 'catalogue' }),
    intervalMs: config.catalogueSyncSeconds * 1000,
    maxDroppedShare: config.catalogueMaxDroppedShare,
    rateLimitPerMinute: partnerCap(config.partner),
    syncer: cluster?.roles.syncer,
    onPersisted: cluster?.publishMenu,
    paused: refused,
    spread: options.fleet && { random },
  });
  const outbox = new OrderOutbox({
    client: partner.client,
    store: store.versioned<OutboxEntry>('outbox'),
    chats: store.versioned<ChatOrders>('outbox-chats'),
    clock,
    random,
    logger: logger.child({ module: 'outbox' }),
    retentionMs,
    doubtWindowMs: config.orderDoubtSeconds * 1000,
    watchMs: config.orderWatchSeconds * 1000,
    claim: cluster?.claimEntry,
    paused: refused,
    // A dead instance's unfinished entries are picked up by the next resume elsewhere.
    ...(cluster && { resumeIntervalMs: 15_000 }),
  });
  const tracker = new StatusTracker({
    client: partner.client,
    store: store.namespace<TrackedOrder>('tracked'),
    clock,
    logger: logger.child({ module: 'tracker' }),
    pollIntervalMs: config.statusPollSeconds * 1000,
    retentionMs,
    poller: cluster?.roles.poller,
    paused: refused,
  });
  const resumeLoops = () => {
    tracker.resume();
    catalogue.resume();
    void outbox
      .resumeAll({ now: true })
      .catch((error: unknown) =>
        logger.warn({ err: error }, 'outbox resume after recovery failed'),
      );
  };
  partner.client.credentials.events.on('recovered', resumeLoops);
  // Ordering switched back on in /availability is evidence the restaurant takes orders again:
  // held orders go at once (issue 34). Only the change counts: a sync that finds it still on
  // during a 503's window must not resend them every minute.
  let orderingOn = catalogue.current()?.availability.ordering_enabled;
  catalogue.events.on('updated', (menu) => {
    const on = menu.availability.ordering_enabled;
    if (on && orderingOn === false) outbox.resumeHeld('ordering is switched on again');
    orderingOn = on;
  });
  const unhook = trackAcceptedOrders(outbox, tracker, logger);
  // Arrival times (issue 36): learnt from the tracked orders, the staff's `/eta` beside them.
  const arrivals = new ArrivalTimes({
    orders: store.namespace<TrackedOrder>('tracked'),
    settings: store.namespace<EtaOverride>('eta'),
    clock,
    timeZone: () => catalogue.current()?.timezone ?? 'Europe/Sofia',
    // One instance: its tracker follows every order. Several: the store's, as last learnt.
    activeNow: cluster
      ? undefined
      : (id) => tracker.stats().active - (id && tracker.order(id)?.active ? 1 : 0),
    logger: logger.child({ module: 'arrivals' }),
  });
  const { handle: handleUpdates, ...telegram } = buildTelegram({
    token: config.telegram.token,
    apiRoot: config.telegram.apiRoot,
    botInfo: options.botInfo,
    transformers: options.transformers,
    pollingOnly: config.telegram.mode === 'polling',
    store,
    menu: () => catalogue.current(),
    quote: (request, signal) => partner.client.quote(request, { signal }),
    // The runner hands an order straight to the outbox's durable enqueue (no closure between).
    enqueue: outbox.enqueue.bind(outbox),
    eta: (request) => arrivals.forReceipt(request.choice),
    now: () => clock.now(),
    clock,
    logger: logger.child({ module: 'telegram' }),
    defaultLocale: config.defaultLocale,
    staffChatId: config.staffChatId,
    flood: options.flood,
    onUpdate: (kind) => metrics.update(kind),
    webAppUrl: config.webApp?.url,
    chatLock: cluster?.intake.inChat,
    offline: cluster ? () => !cluster.connected() : undefined,
    translations,
    partnerRefused: refused,
  });
  // The Mini App (served under /app/ by whatever HTTP server the bot runs: serve.ts, the demo).
  const webApp = createWebApp({
    botToken: config.telegram.token,
    menu: () => catalogue.current(),
    locale: (chatId, languageCode) =>
      telegram.runner.locale(chatId, localeFromLanguageCode(languageCode, config.defaultLocale)),
    // The hand-over: one conversation event, delivered the way the bot delivers any event.
    deliver: async (user, lines) => {
      const result = await telegram.runner.handle({
        chatId: user.id,
        locale: localeFromLanguageCode(user.languageCode, config.defaultLocale),
        event: { type: 'APP_CART', lines },
      });
      return result !== 'blocked';
    },
    t: telegram.t,
    now: () => clock.now(),
    maxAgeSeconds: config.webApp?.authMaxAgeSeconds ?? 24 * 3_600,
    defaultLocale: config.defaultLocale,
    logger: logger.child({ module: 'webapp' }),
    translations,
  });
  const orderEvents = bridgeOrderEvents({
    runner: telegram.runner,
    sessions: store.namespace<ChatSession>('sessions'),
    outbox,
    tracker,
    customer: telegramCustomerNews({
      screen: telegram.screen,
      pacer: telegram.pacer,
      t: telegram.t,
      localeOf: (chatId) => telegram.runner.locale(chatId, config.defaultLocale),
      logger: logger.child({ module: 'customer-news' }),
      translations,
      menu: () => catalogue.current(),
      word: config.staffChatId !== undefined,
      arrival: (order) => arrivals.forOrder(order),
    }),
    eta: (entry) => arrivals.forReceipt(entry.request.choice, entry.externalOrderId),
    logger: logger.child({ module: 'order-events' }),
  });
  const staffChat = createStaffChat({
    screen: telegram.screen,
    api: telegram.bot.api,
    pacer: telegram.pacer,
    t: telegram.t,
    store,
    tracker,
    outbox,
    catalogue,
    partner,
    staffChatId: config.staffChatId,
    locale: config.defaultLocale,
    timezone: () => catalogue.current()?.timezone ?? 'Europe/Sofia',
    now: () => clock.now(),
    logger: logger.child({ module: 'staff-chat' }),
    retentionMs,
    instances: cluster ? () => cluster.health() : undefined,
    translations,
  });
  // What a customer's chat waits for outside the conversation (issue 36), in the store.
  const pending = createPendingInput(store, clock);
  // The staff chat as a shift console (issue 24): board, alerts that ring, relay, day report.
  const staffConsole = staffConsoleOf({
    config,
    telegram,
    store,
    tracker,
    outbox,
    catalogue,
    partner,
    clock,
    logger,
    retentionMs,
    translations,
    poller: cluster?.roles.poller,
    arrivals,
    fallback: (ctx) => staffChat.command(ctx),
    pending,
  });
  // "How it was" (issue 36): the question after delivery, the stars, the comment.
  const rating = ratingOf({
    config,
    telegram,
    store,
    pending,
    tracker,
    catalogue,
    clock,
    logger,
    retentionMs,
  });
  // The handlers last: every part an update reaches exists now.
  handleUpdates({
    staff: staffConsole
      ? (ctx, answerTap) => staffConsole.staff(ctx, answerTap)
      : (ctx) => staffChat.command(ctx),
    customerText: staffConsole ? (ctx) => staffConsole.customerText(ctx) : undefined,
    // Customers' updates outside the conversation (issue 36): a word with the restaurant's
    // buttons, the rating's stars, then the message a chat waits for (a word, a comment).
    captures: [
      ...(staffConsole ? [staffConsole.customerTap] : []),
      ...rating.captures,
      pending.capture,
    ],
  });
  const stopAlerts = watchAlerts({
    t: telegram.t,
    locale: config.defaultLocale,
    say: (text) => {
      options.onAlert?.(text);
      return staffChat.say(text);
    },
    outbox,
    tracker,
    partner,
    catalogue,
    translations,
    logger,
  });

  metrics.bind({
    budget: () => partner.budget.state(),
    outbox: () => outbox.backlog(),
    tracker: () => tracker.stats(),
    catalogue: () => catalogue.health(),
    leases: cluster?.leases,
  });

  /**
   * Readiness (/readyz): a menu is loaded, the store answers, and the Partner API accepted our
   * credentials more recently than it refused them.
   */
  const readiness = async () => {
    const stats = partner.client.stats();
    const checks = {
      menu: catalogue.current() !== null,
      store: await store.ping(),
      // Several instances: a follower may not have called the partner yet; a fresh menu from
      // the syncer (same credentials) says the partner answers.
      partner:
        !stats.credentialsRefused &&
        (stats.lastSuccessAt !== null || (cluster !== undefined && !catalogue.health().stale)),
      ...(cluster ? { coordination: await cluster.reachable() } : {}),
    };
    const instance = cluster ? await cluster.health() : undefined;
    return { ready: Object.values(checks).every(Boolean), checks, ...(instance && { instance }) };
  };

  await partner.client.credentials.connect();
  await cluster?.roles.start({
    reloadMenu: () => catalogue.reloadPersisted(),
    menuVersion: () => catalogue.version(),
    refreshOrders: () => tracker.refresh(),
  });
  await catalogue.start();
  await tracker.start();
  // Learnt once at start, off the customers' way (the first quote then finds it ready).
  void arrivals
    .refresh()
    .catch((error: unknown) => logger.warn({ err: error }, 'arrival times not learnt'));
  await outbox.start();
  await telegram.runner.resumePending();
  // A held order settled while its news was lost (a crash in between) reaches its chat now.
  await orderEvents.recoverHeldOrders();
  // Finished orders older than ORDER_RETENTION_DAYS: deleted now and every few hours.
  logger.info(await sweepExpiredOrders(store, outbox, tracker), 'expired order records deleted');
  const stopSweep = scheduleOrderSweep(store, outbox, tracker, logger);
  staffConsole?.start();
  rating.start();

  return {
    store,
    partner,
    catalogue,
    outbox,
    tracker,
    orderEvents,
    arrivals,
    staffChat,
    staffConsole,
    rating,
    metrics,
    readiness,
    /** Several instances: update claims and per-chat locks for the webhook (else undefined). */
    intake: cluster?.intake,
    webApp,
    ...telegram,
    /** Finishes in-flight conversations and orders, then closes everything in order. */
    async stop(): Promise<void> {
      await telegram.runner.drain(10_000);
      stopSweep();
      unhook();
      orderEvents.close();
      staffChat.close();
      staffConsole?.close();
      // Its sweep may wait for a paced push: the pacer's close below ends that wait.
      const ratingClosed = rating.close();
      stopAlerts();
      partner.client.credentials.events.off('recovered', resumeLoops);
      // Pushes still waiting for their turn are dropped: the store closes below.
      telegram.pacer.close();
      await ratingClosed;
      await catalogue.stop();
      await outbox.close();
      await tracker.close();
      await partner.client.close();
      // Bot API connections last among the senders: the drain above may still have edited.
      await telegram.transport.close();
      await cluster?.close();
      await store.close();
    },
  };
}

export type Application = Awaited<ReturnType<typeof startApplication>>;
