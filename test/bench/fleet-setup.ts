import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { systemClock } from '../../src/clock.ts';
import type { Config } from '../../src/config.ts';
import { localConfig } from '../../src/demo/local-config.ts';
import { DEMO_TRANSLATIONS_DIR } from '../../src/demo/run.ts';
import type { Restaurant } from '../../src/fleet/config.ts';
import { loadTranslationFiles } from '../../src/menu-i18n/files.ts';
import { sandboxRestaurants } from '../../src/sandbox/restaurants.ts';
import { quickKitchen, type Sandbox, startSandbox } from '../../src/sandbox/server.ts';
import { openStore } from '../../src/store/index.ts';
import { MB } from './fleet-probes.ts';

/* The fleet under the fleet benchmark (fleet.ts): its sandbox process, its restaurants, ballast. */

/** What the sandbox process sends its parent once it listens. */
export interface SandboxReady {
  caFile: string;
  apis: Record<string, { baseUrl: string; legacyBaseUrl: string; key: string; password: string }>;
  base: { baseUrl: string; legacyBaseUrl: string; httpUrl: string };
}

/** The fleet sandbox in its own process, so its menus and CPU are not the fleet's. */
export async function sandboxChild(count: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fleet-bench-sandbox-'));
  const sandbox = await startSandbox({
    clock: systemClock,
    dataDir,
    kitchen: quickKitchen(45_000),
    rateLimitPerMinute: 100_000,
    ipRateLimitPerMinute: 1_000_000,
    restaurants: sandboxRestaurants(count),
  });
  // The request log grows with every sync of every restaurant: keep the child's memory flat.
  setInterval(() => sandbox.requests.splice(0), 5_000).unref();
  const apis: SandboxReady['apis'] = {};
  for (const [id, api] of Object.entries(sandbox.restaurants)) {
    const account = Object.values(api.partners)[0];
    apis[id] = {
      baseUrl: api.baseUrl,
      legacyBaseUrl: api.legacyBaseUrl,
      key: account?.credentials.key ?? '',
      password: account?.credentials.password ?? '',
    };
  }
  const ready: SandboxReady = {
    caFile: sandbox.caFile,
    apis,
    base: {
      baseUrl: sandbox.baseUrl,
      legacyBaseUrl: sandbox.legacyBaseUrl,
      httpUrl: sandbox.httpUrl,
    },
  };
  process.send?.(ready);
  process.on('disconnect', () => {
    void sandbox.close().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

/**
 * Forks `entry` (the benchmark's own file) as the fleet sandbox process (`--sandbox <count>`,
 * which runs sandboxChild) and waits for what it sends once it listens.
 */
export async function startSandboxProcess(
  entry: string,
  count: number,
): Promise<{ child: ChildProcess; ready: SandboxReady }> {
  const child = fork(entry, ['--sandbox', String(count)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<SandboxReady>((resolve, reject) => {
    child.once('message', (message) => resolve(message as SandboxReady));
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
  });
  return { child, ready };
}

/** The restaurants r1…rN on the sandbox process's APIs, each with a local config on `dataDir`. */
export function fleetRestaurants(
  ready: SandboxReady,
  dataDir: string,
  coordinationUrl: string | undefined,
): Restaurant[] {
  const menuTranslations = loadTranslationFiles(DEMO_TRANSLATIONS_DIR);
  const fakeSandbox = {
    ...ready.base,
    caFile: ready.caFile,
    partners: {},
  } as unknown as Sandbox;
  return Object.entries(ready.apis).map(([id, api]) => {
    const base = localConfig(fakeSandbox, { storeDir: dataDir, locale: 'en', menuTranslations });
    const config: Config = {
      ...base,
      logLevel: 'error',
      telegram: { ...base.telegram, token: `0:local-${id}` },
      partner: {
        ...base.partner,
        baseUrl: api.baseUrl,
        legacyBaseUrl: api.legacyBaseUrl,
        apiKey: api.key,
        apiPassword: api.password,
      },
      coordinationUrl,
    };
    return { id, config };
  });
}

/** Writes `storeBallast` other restaurants' menu copies (~150 KB of JSON each) into the store. */
export async function writeStoreBallast(
  storeUrl: string | undefined,
  storeBallast: number,
  logger: Logger,
): Promise<void> {
  if (storeBallast > 0 && storeUrl !== undefined) {
    const store = await openStore(storeUrl, { logger });
    const products = Array.from({ length: 130 }, (_, i) => ({
      id: i,
      name: `Product ${i}`,
      description: 'tomato sauce, mozzarella, basil, olive oil, oregano, '.repeat(8),
      variants: [
        { key: 'small', price: 1000 + i },
        { key: 'family', price: 2000 + i },
      ],
    }));
    for (let i = 0; i < storeBallast; i += 1)
      await store.namespace<unknown>(`ballast-${i}.menu`).set('current', { syncedAt: i, products });
    await store.close();
  }
}

/** Holds about `ballastMb` MB of unrelated live objects (small records, as a menu is made of). */
export function holdHeapBallast(ballastMb: number): unknown[] {
  const ballast: unknown[] = [];
  if (ballastMb > 0) {
    const start = process.memoryUsage().heapUsed;
    let i = 0;
    while (process.memoryUsage().heapUsed - start < ballastMb * MB) {
      const chunk: unknown[] = [];
      for (let k = 0; k < 10_000; k += 1, i += 1)
        chunk.push({ id: i, name: `product ${i}`, tags: [i % 7, i % 11], price: { cents: i } });
      ballast.push(chunk);
    }
  }
  return ballast;
}
