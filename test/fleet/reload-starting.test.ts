import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ManualClock } from '../../src/clock.ts';
import { LOCAL_BOT_INFO, LocalTelegram } from '../../src/demo/local-chat.ts';
import { type FleetProcess, startFleetProcess } from '../../src/fleet/main.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import { redisBinary } from '../coordination/coordination-harness.ts';
import { startRedis, type TestServer } from '../store/store-servers.ts';
import { startTestSandbox } from '../support/partner-harness.ts';

// A fleet process on Redis whose restaurants file changes while it starts (a reload announced by
// another instance in that time would not reach it: it takes the reload counter of the moment it
// runs as done), so it applies the file once it runs.
let sandbox: Sandbox;
let clock: ManualClock;
let redis: TestServer;
let dir: string;
let running: FleetProcess | undefined;

const TOKENS = ['700000501:AAbbCCddEEffGGhhIIjjKK1', '700000502:AAbbCCddEEffGGhhIIjjKK2'];

function entry(id: string, partner: string, token: string) {
  const account = sandbox.partners[partner];
  if (!account) throw new Error(`no partner ${partner}`);
  return {
    id,
    botToken: token,
    partner: {
      baseUrl: sandbox.baseUrl,
      apiKey: account.credentials.key,
      apiPassword: account.credentials.password,
      caFile: sandbox.caFile,
    },
  };
}

const write = (ids: string[]) =>
  writeFileSync(
    join(dir, 'restaurants.json'),
    JSON.stringify({
      restaurants: ids.map((id, i) => entry(id, i === 0 ? 'demo' : 'other', TOKENS[i] as string)),
    }),
  );

beforeAll(async () => {
  if (redisBinary === undefined) return;
  ({ sandbox, clock } = await startTestSandbox());
  redis = await startRedis(redisBinary);
  dir = mkdtempSync(join(tmpdir(), 'fleet-reload-starting-'));
}, 60_000);

afterAll(async () => {
  await running?.stop();
  await sandbox?.close();
  await redis?.stop();
}, 60_000);

it.skipIf(redisBinary === undefined)(
  'applies a file changed while it started, once it runs',
  async () => {
    const storeUrl = await redis.freshUrl();
    write(['lipite']);
    running = await startFleetProcess({
      readEnv: () => ({
        RESTAURANTS_FILE: join(dir, 'restaurants.json'),
        BOT_MODE: 'webhook',
        WEBHOOK_URL: 'https://bot.example.test/telegram',
        WEBHOOK_SECRET: 'reload-starting-secret',
        HTTP_PORT: '8080',
        ADMIN_TOKEN: 'admin-token-0123456789',
        STORE_URL: storeUrl,
        LOG_LEVEL: 'silent',
      }),
      clock,
      httpPort: 0,
      applicationOptions: (restaurant) => {
        // The file changes while lipite starts (an operator adding morski on every instance).
        if (restaurant.id === 'lipite') write(['lipite', 'morski']);
        const local = new LocalTelegram();
        return {
          transformers: [local.transformer],
          botInfo: { ...LOCAL_BOT_INFO, username: `${restaurant.id}_bot` },
          flood: { burst: 1_000, perSecond: 1_000 },
        };
      },
    });
    expect(running.fleet.ids()).toEqual(['lipite', 'morski']);
  },
  60_000,
);
