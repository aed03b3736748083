import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { startApplication } from '../../src/app.ts';
import { LOCAL_BOT_INFO, LocalTelegram } from '../../src/demo/local-chat.ts';
import { RESTAURANT_NAMESPACES, restaurantStore } from '../../src/fleet/store.ts';
import { openStore } from '../../src/store/index.ts';
import { orderMargherita, STAFF_CHAT, testConfig, type } from '../support/app-harness.ts';
import { captureLogs, startTestSandbox } from '../support/partner-harness.ts';

it('knows every namespace a restaurant writes, so `fleet purge` leaves nothing behind', async () => {
  const { sandbox, clock } = await startTestSandbox();
  const dir = mkdtempSync(join(tmpdir(), 'fleet-store-'));
  const shared = await openStore(`sqlite://${join(dir, 'shared.sqlite')}`);
  const used = new Set<string>();
  const telegram = new LocalTelegram();
  const app = await startApplication({
    config: testConfig(sandbox, dir),
    clock,
    logger: captureLogs('warn').logger,
    transformers: [telegram.transformer],
    botInfo: LOCAL_BOT_INFO,
    flood: { burst: 1_000, perSecond: 1_000 },
    store: restaurantStore(shared, 'lipite', (name) => used.add(name)),
  });
  try {
    // An order, the staff console and its commands: what opens namespaces after start-up.
    await orderMargherita(app, telegram, 71);
    for (const command of ['/board', '/today', '/active', '/health'])
      await type(app, telegram, STAFF_CHAT, command);
  } finally {
    await app.stop();
  }
  // The application's stop closed only its view: the shared store still answers.
  expect(await shared.ping()).toBe(true);
  expect(
    [...used].filter((name) => !(RESTAURANT_NAMESPACES as readonly string[]).includes(name)),
  ).toEqual([]);
  expect(used.has('sessions') && used.has('outbox') && used.has('menu')).toBe(true);
  // Everything it wrote is under its prefix.
  expect(await shared.namespace('lipite.sessions').get('71')).toBeDefined();
  expect(await shared.namespace('sessions').get('71')).toBeUndefined();
  await shared.close();
  await sandbox.close();
}, 60_000);
