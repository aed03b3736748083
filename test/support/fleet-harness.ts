import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Application } from '../../src/app.ts';
import type { ManualClock } from '../../src/clock.ts';
import type { Config } from '../../src/config.ts';
import { LOCAL_BOT_INFO, LocalTelegram } from '../../src/demo/local-chat.ts';
import { localConfig } from '../../src/demo/local-config.ts';
import type { Restaurant } from '../../src/fleet/config.ts';
import { Fleet, type FleetOptions } from '../../src/fleet/fleet.ts';
import type { Transport } from '../../src/partner/http.ts';
import type { Sandbox, SandboxOptions } from '../../src/sandbox/server.ts';
import { type captureLogs, startTestSandbox } from './partner-harness.ts';

/** A fleet's restaurant in a test: its sandbox partner account and its own local Telegram. */
export interface TestRestaurant {
  id: string;
  /** The sandbox partner account whose credentials it uses (its ledger). */
  partner: string;
  staffChatId: number;
  /** A fleet sandbox's restaurant whose API (/r/<id>/api/v1) it uses (default: the demo API). */
  api?: string;
}

/** A restaurant's configuration against the test sandbox: its own credentials and bot token. */
export function restaurantConfig(
  sandbox: Sandbox,
  storeDir: string,
  spec: TestRestaurant,
  index: number,
): Restaurant {
  const base = localConfig(sandbox, { storeDir, staffChatId: spec.staffChatId });
  const api = spec.api === undefined ? undefined : sandbox.restaurants[spec.api];
  const account = (api?.partners ?? sandbox.partners)[spec.partner];
  if (!account) throw new Error(`no sandbox partner ${spec.partner}`);
  const config: Config = {
    ...base,
    telegram: { ...base.telegram, token: `${700_000_100 + index}:local-${spec.id}` },
    partner: {
      ...base.partner,
      ...(api && { baseUrl: api.baseUrl, legacyBaseUrl: api.legacyBaseUrl }),
      apiKey: account.credentials.key,
      apiPassword: account.credentials.password,
    },
  };
  return { id: spec.id, config };
}

/** A test fleet: the sandbox, its clock, the fleet and each restaurant's local Telegram. */
export interface TestFleet {
  sandbox: Sandbox;
  clock: ManualClock;
  fleet: Fleet;
  storeDir: string;
  telegram: Map<string, LocalTelegram>;
  /** The restaurant's running application (throws when it is not running). */
  app(id: string): Application;
  restaurants(specs: TestRestaurant[]): Restaurant[];
  close(): Promise<void>;
}

/**
 * Starts a sandbox and a prefixed fleet of `specs` on it: each restaurant a real grammY bot on
 * its own local Bot API stand-in (LocalTelegram, recreated when the restaurant restarts), one
 * sqlite store shared under the restaurants' prefixes.
 */
export async function startTestFleet(
  specs: TestRestaurant[],
  logs: ReturnType<typeof captureLogs>,
  more: Partial<FleetOptions> & {
    /** A restaurant's own Partner API transport (e.g. one that holds its requests). */
    transports?: (sandbox: Sandbox) => Record<string, Transport>;
    /** The sandbox's own options (a fleet sandbox's restaurants). */
    sandbox?: SandboxOptions;
  } = {},
): Promise<TestFleet> {
  const { transports, sandbox: sandboxOptions, ...options } = more;
  const { sandbox, clock } = await startTestSandbox(sandboxOptions);
  const storeDir = mkdtempSync(join(tmpdir(), 'fleet-'));
  const telegram = new Map<string, LocalTelegram>();
  const ownTransports = transports?.(sandbox) ?? {};
  const indexOf = new Map<string, number>();
  const restaurants = (list: TestRestaurant[]) =>
    list.map((spec) => {
      if (!indexOf.has(spec.id)) indexOf.set(spec.id, indexOf.size);
      return restaurantConfig(sandbox, storeDir, spec, indexOf.get(spec.id) ?? 0);
    });
  const fleet = await Fleet.start(restaurants(specs), {
    clock,
    logger: logs.logger,
    prefixed: true,
    applicationOptions: (restaurant) => {
      const local = new LocalTelegram();
      telegram.set(restaurant.id, local);
      const index = indexOf.get(restaurant.id) ?? 0;
      return {
        transformers: [local.transformer],
        botInfo: {
          ...LOCAL_BOT_INFO,
          id: 700_000_100 + index,
          username: `${restaurant.id}_bot`,
        },
        flood: { burst: 1_000, perSecond: 1_000 },
        partnerTransport: ownTransports[restaurant.id],
      };
    },
    ...options,
  });
  return {
    sandbox,
    clock,
    fleet,
    storeDir,
    telegram,
    app(id) {
      const running = fleet.get(id);
      if (!running) throw new Error(`restaurant ${id} is not running`);
      return running.app;
    },
    restaurants,
    async close() {
      await fleet.stop();
      await sandbox.close();
    },
  };
}
