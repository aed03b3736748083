import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Application } from '../app.ts';
import type { Config } from '../config.ts';
import { LOCAL_BOT_INFO, LocalTelegram } from '../demo/local-chat.ts';
import { localConfig } from '../demo/local-config.ts';
import { DEMO_TRANSLATIONS_DIR, type DemoOptions, terminalUpdate } from '../demo/run.ts';
import type { Locale } from '../locale/locale.ts';
import { loadTranslationFiles } from '../menu-i18n/files.ts';
import { sandboxRestaurants } from '../sandbox/restaurants.ts';
import { quickKitchen, type Sandbox, startSandbox } from '../sandbox/server.ts';
import type { Restaurant } from './config.ts';
import { Fleet } from './fleet.ts';

// The terminal's own words for a switch (the demo's, like its other hints), in every language.
const NOW_TALKING: Record<Locale, (id: string, list: string) => string> = {
  bg: (id, list) =>
    `═══ Сега пишете на бота на ресторант ${id} (ресторанти: ${list}; /restaurant N сменя) ═══`,
  en: (id, list) =>
    `═══ Now talking to restaurant ${id}'s bot (restaurants: ${list}; /restaurant N switches) ═══`,
  ro: (id, list) =>
    `═══ Acum vorbiți cu botul restaurantului ${id} (restaurante: ${list}; /restaurant N schimbă) ═══`,
  uk: (id, list) =>
    `═══ Тепер ви пишете боту ресторану ${id} (ресторани: ${list}; /restaurant N перемикає) ═══`,
  pl: (id, list) =>
    `═══ Teraz piszesz do bota restauracji ${id} (restauracje: ${list}; /restaurant N przełącza) ═══`,
  de: (id, list) =>
    `═══ Sie schreiben jetzt dem Bot von Restaurant ${id} (Restaurants: ${list}; /restaurant N wechselt) ═══`,
};

/** A running fleet demo: one terminal chat that talks to one restaurant's bot at a time. */
export interface FleetDemo {
  sandbox: Sandbox;
  fleet: Fleet;
  /** Each restaurant's local Telegram. */
  telegram: Map<string, LocalTelegram>;
  /** The restaurant the terminal talks to now. */
  current(): string;
  /** Says what the terminal shows on a switch (a line) or hands the line to the current bot. */
  type(line: string): Promise<string | undefined>;
  stop(): Promise<void>;
}

/**
 * `npm run demo -- --restaurants N`: the fleet sandbox (restaurants r1…rN under one port, each
 * its own menu and credentials) and a fleet of N bots on local Telegram stand-ins, in one
 * process. `/restaurant N` (or its id) switches the terminal to another restaurant's bot; each
 * keeps its own cart and orders.
 */
export async function startFleetDemo(
  options: DemoOptions & { restaurants: number },
): Promise<FleetDemo> {
  const { dataDir, clock, logger, locale } = options;
  mkdirSync(dataDir, { recursive: true });
  const sandboxDir = join(dataDir, 'sandbox');
  const sandbox = await startSandbox({
    clock,
    dataDir: sandboxDir,
    ordersFile: join(sandboxDir, 'orders.json'),
    kitchen: quickKitchen(options.kitchenStepMs),
    logger,
    restaurants: sandboxRestaurants(options.restaurants),
  });
  const menuTranslations = loadTranslationFiles(DEMO_TRANSLATIONS_DIR);
  const restaurants: Restaurant[] = Object.entries(sandbox.restaurants).map(([id, api]) => {
    const base = localConfig(sandbox, {
      storeDir: dataDir,
      locale,
      statusPollSeconds: 30,
      menuTranslations,
    });
    const account = Object.values(api.partners)[0];
    const config: Config = {
      ...base,
      telegram: { ...base.telegram, token: `0:local-${id}` },
      partner: {
        ...base.partner,
        baseUrl: api.baseUrl,
        legacyBaseUrl: api.legacyBaseUrl,
        apiKey: account?.credentials.key ?? '',
        apiPassword: account?.credentials.password ?? '',
      },
    };
    return { id, config };
  });
  const bots = localBots(restaurants);
  const telegram = bots.telegram;
  const fleet = await Fleet.start(restaurants, {
    clock,
    logger,
    prefixed: true,
    applicationOptions: bots.applicationOptions,
  }).catch(async (error: unknown) => {
    await sandbox.close();
    throw error;
  });
  let current = restaurants[0]?.id ?? '';
  const running = (): { app: Application; local: LocalTelegram } => {
    const app = fleet.get(current)?.app;
    const local = telegram.get(current);
    if (!app || !local) throw new Error(`restaurant ${current} is not running`);
    return { app, local };
  };
  const updateFor = (local: LocalTelegram, line: string) => terminalUpdate(local, line, locale);
  return {
    sandbox,
    fleet,
    telegram,
    current: () => current,
    async type(line) {
      const ids = fleet.ids();
      const wanted = /^\/restaurant(?:\s+(\S+))?$/.exec(line.trim());
      if (wanted) {
        const choice = wanted[1] ?? '';
        const next = ids.includes(choice) ? choice : ids[Number(choice) - 1];
        if (next !== undefined) current = next;
        return NOW_TALKING[locale](current, ids.map((id, i) => `${i + 1}=${id}`).join(', '));
      }
      const { app, local } = running();
      const update = updateFor(local, line);
      if (!update) return undefined;
      await app.bot.handleUpdate(update);
      await app.runner.drain(20_000);
      return undefined;
    },
    async stop() {
      await fleet.stop();
      await sandbox.close();
    },
  };
}

/**
 * Each restaurant's bot on a local Telegram stand-in of its own (the fleet demo, the fleet bench):
 * the stand-ins by restaurant id, and the application options that install them.
 */
export function localBots(restaurants: readonly Restaurant[]) {
  const telegram = new Map<string, LocalTelegram>();
  const applicationOptions = (restaurant: Restaurant) => {
    const local = new LocalTelegram();
    telegram.set(restaurant.id, local);
    const index = restaurants.findIndex((r) => r.id === restaurant.id);
    return {
      transformers: [local.transformer],
      botInfo: {
        ...LOCAL_BOT_INFO,
        id: LOCAL_BOT_INFO.id + index,
        username: `${restaurant.id}_local_bot`,
      },
      flood: { burst: 100, perSecond: 50 },
    };
  };
  return { telegram, applicationOptions };
}
