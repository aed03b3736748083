import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ManualClock } from '../../src/clock.ts';
import { LOCAL_BOT_INFO, LocalTelegram } from '../../src/demo/local-chat.ts';
import { runFleetCommand } from '../../src/fleet/cli.ts';
import { derivedWebhookSecret } from '../../src/fleet/config.ts';
import { type FleetProcess, startFleetProcess } from '../../src/fleet/main.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import { openStore } from '../../src/store/index.ts';
import { until } from '../support/app-harness.ts';
import { startTestSandbox } from '../support/partner-harness.ts';

// The fleet process as `npm start` runs it with RESTAURANTS_FILE: webhook mode, one HTTP
// server, restaurants added, removed and changed by POST /admin/reload.
const WEBHOOK_SECRET = 'shared-webhook-secret';
const ADMIN_TOKEN = 'admin-token-0123456789';
let sandbox: Sandbox;
let clock: ManualClock;
let dir: string;
let running: FleetProcess;
const logLines: string[] = [];
/** Each restaurant's local Bot API, the latest one per id (a restart makes a new one). */
const telegram = new Map<string, LocalTelegram>();
const everyTelegram: { id: string; telegram: LocalTelegram }[] = [];

const tokenOf = (index: number) => `${700_000_200 + index}:AAbbCCddEEffGGhhIIjjKK${index}`;
const PARTNERS: Record<string, { partner: string; index: number }> = {
  lipite: { partner: 'demo', index: 1 },
  morski: { partner: 'other', index: 2 },
  third: { partner: 'rotated', index: 3 },
};

function entry(id: string, extra: Record<string, unknown> = {}) {
  const spec = PARTNERS[id];
  const account = spec && sandbox.partners[spec.partner];
  if (!spec || !account) throw new Error(`no partner for ${id}`);
  return {
    id,
    botToken: tokenOf(spec.index),
    partner: {
      baseUrl: sandbox.baseUrl,
      apiKey: account.credentials.key,
      apiPassword: { env: `PW_${spec.index}` },
      caFile: sandbox.caFile,
    },
    ...extra,
  };
}

function writeRestaurants(content: unknown): void {
  writeFileSync(join(dir, 'restaurants.json'), JSON.stringify(content));
}

const env = () => ({
  RESTAURANTS_FILE: join(dir, 'restaurants.json'),
  BOT_MODE: 'webhook',
  WEBHOOK_URL: 'https://bot.example.test/telegram',
  WEBHOOK_SECRET,
  HTTP_PORT: '8080',
  ADMIN_TOKEN,
  STORE_URL: `sqlite://${join(dir, 'fleet.sqlite')}`,
  LOG_LEVEL: 'info',
  PW_1: sandbox.partners.demo?.credentials.password,
  PW_2: sandbox.partners.other?.credentials.password,
  PW_3: sandbox.partners.rotated?.credentials.password,
});

const url = (path: string) => `http://127.0.0.1:${running.port}${path}`;
const admin = (path: string, token = ADMIN_TOKEN) =>
  fetch(url(path), { method: 'POST', headers: { authorization: `Bearer ${token}` } });

function local(id: string): LocalTelegram {
  const found = telegram.get(id);
  if (!found) throw new Error(`no telegram for ${id}`);
  return found;
}

const calls = (id: string, method: string) =>
  everyTelegram
    .filter((t) => t.id === id)
    .flatMap((t) => t.telegram.calls)
    .filter((call) => call.method === method);

async function deliver(id: string, secret: string, chat: number, text: string) {
  const update = local(id).textUpdate(chat, text);
  return fetch(url(`/telegram/${id}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
    body: JSON.stringify(update),
  });
}

/** `npm run fleet -- <args>` with this world's environment. */
async function command(args: string[], extra: Record<string, string> = {}) {
  let out = '';
  let err = '';
  const code = await runFleetCommand(
    args,
    { ...env(), ...extra },
    {
      out: (text) => {
        out += text;
      },
      err: (text) => {
        err += text;
      },
    },
  );
  return { code, out, err };
}

beforeAll(async () => {
  ({ sandbox, clock } = await startTestSandbox());
  dir = mkdtempSync(join(tmpdir(), 'fleet-reload-'));
  writeRestaurants({ restaurants: [entry('lipite'), entry('morski')] });
  running = await startFleetProcess({
    readEnv: env,
    clock,
    httpPort: 0,
    destination: new Writable({
      write(chunk, _encoding, done) {
        logLines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    }),
    applicationOptions: (restaurant) => {
      const local = new LocalTelegram();
      telegram.set(restaurant.id, local);
      everyTelegram.push({ id: restaurant.id, telegram: local });
      return {
        transformers: [local.transformer],
        botInfo: { ...LOCAL_BOT_INFO, username: `${restaurant.id}_bot` },
        flood: { burst: 1_000, perSecond: 1_000 },
      };
    },
  });
}, 60_000);

afterAll(async () => {
  await running?.stop();
  await sandbox?.close();
}, 60_000);

it("sets each restaurant's webhook at WEBHOOK_URL/<id> with its own secret and serves both on one port", async () => {
  for (const id of ['lipite', 'morski']) {
    const [set] = calls(id, 'setWebhook');
    expect(set?.payload.url).toBe(`https://bot.example.test/telegram/${id}`);
    expect(set?.payload.secret_token).toBe(derivedWebhookSecret(WEBHOOK_SECRET, id));
  }
  const lipiteSecret = derivedWebhookSecret(WEBHOOK_SECRET, 'lipite');
  const morskiSecret = derivedWebhookSecret(WEBHOOK_SECRET, 'morski');
  expect((await deliver('lipite', lipiteSecret, 61, '/start')).status).toBe(200);
  await until(() => local('lipite').messages(61).length > 0, "lipite's answer");
  expect(local('morski').messages(61)).toHaveLength(0);
  // Another restaurant's secret does not open this restaurant's webhook.
  expect((await deliver('lipite', morskiSecret, 62, '/start')).status).toBe(401);
  expect((await deliver('morski', morskiSecret, 63, '/start')).status).toBe(200);
  await until(() => local('morski').messages(63).length > 0, "morski's answer");
  const unknown = await fetch(url('/telegram/nobody'), { method: 'POST', body: '{}' });
  expect(unknown.status).toBe(404);
}, 60_000);

it("serves each restaurant's Mini App at /app/<id>/", async () => {
  const page = await fetch(url('/app/lipite/'));
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('app.js');
  const redirect = await fetch(url('/app/morski'), { redirect: 'manual' });
  expect(redirect.status).toBe(301);
  expect(redirect.headers.get('location')).toBe('/app/morski/');
  // Its API answers under its own path (unsigned: refused by that restaurant's Mini App).
  expect((await fetch(url('/app/lipite/api/menu'))).status).toBe(401);
  expect((await fetch(url('/app/nobody/'))).status).toBe(404);
}, 60_000);

it('shows each restaurant in /readyz, /metrics and /admin/status', async () => {
  const ready = (await (await fetch(url('/readyz'))).json()) as {
    restaurants: Record<string, unknown>;
  };
  expect(Object.keys(ready.restaurants)).toEqual(['lipite', 'morski']);
  expect((await fetch(url('/readyz/lipite'))).status).toBeLessThan(600);
  expect((await fetch(url('/readyz/nobody'))).status).toBe(404);
  const metrics = await (await fetch(url('/metrics'))).text();
  expect(metrics).toMatch(/partner_budget_limit\{restaurant="lipite"\} 120/);
  expect(metrics).toMatch(/partner_budget_limit\{restaurant="morski"\} 120/);
  expect(metrics.match(/^# TYPE partner_budget_limit /gm)).toHaveLength(1);
  expect(metrics.match(/^# TYPE process_cpu_user_seconds_total /gm)).toHaveLength(1);
  expect(metrics).toMatch(/^nodejs_eventloop_lag_p99_seconds [0-9.e-]+$/m);
  // Node's process metrics are collected once for the fleet, not per restaurant (each collector
  // keeps an event-loop histogram of ~0.35 MB sampled every 10 ms: test/bench/fleet.ts).
  for (const { app } of running.fleet.running())
    expect(app.metrics.registry.getSingleMetric('process_cpu_user_seconds_total')).toBeUndefined();
  // The restaurants share one formatter of the locale texts (~1.6 MB of parsed bundles each).
  const [first, second] = running.fleet.running();
  expect(first?.app.t).toBeDefined();
  expect(first?.app.t).toBe(second?.app.t);
  expect((await fetch(url('/admin/status'))).status).toBe(401);
  const status = (await (
    await fetch(url('/admin/status'), { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
  ).json()) as { restaurants: { id: string; state: string; budget: { limit: number } }[] };
  expect(status.restaurants.map((r) => [r.id, r.state, r.budget.limit])).toEqual([
    ['lipite', 'running', 120],
    ['morski', 'running', 120],
  ]);
}, 60_000);

it('adds, removes and restarts restaurants on POST /admin/reload, keeping the removed one’s data until purged', async () => {
  writeRestaurants({
    restaurants: [entry('lipite', { staffChatId: -100_5 }), entry('third')],
  });
  expect((await admin('/admin/reload', 'wrong-token-000000000')).status).toBe(401);
  const reload = await admin('/admin/reload');
  expect(reload.status).toBe(200);
  expect(await reload.json()).toEqual({
    added: ['third'],
    removed: ['morski'],
    changed: ['lipite'],
    failed: [],
  });
  expect(running.fleet.ids().sort()).toEqual(['lipite', 'third']);
  expect(calls('morski', 'deleteWebhook')).toHaveLength(1);
  expect(calls('lipite', 'deleteWebhook')).toHaveLength(0);
  expect(calls('lipite', 'setWebhook')).toHaveLength(2);
  expect(calls('third', 'setWebhook')[0]?.payload.url).toBe(
    'https://bot.example.test/telegram/third',
  );
  expect(running.fleet.get('lipite')?.restaurant.config.staffChatId).toBe(-100_5);
  const morskiSecret = derivedWebhookSecret(WEBHOOK_SECRET, 'morski');
  const gone = await fetch(url('/telegram/morski'), {
    method: 'POST',
    headers: { 'x-telegram-bot-api-secret-token': morskiSecret },
    body: '{}',
  });
  expect(gone.status).toBe(404);
  // The third restaurant answers at once.
  const thirdSecret = derivedWebhookSecret(WEBHOOK_SECRET, 'third');
  expect((await deliver('third', thirdSecret, 64, '/start')).status).toBe(200);
  await until(() => local('third').messages(64).length > 0, "third's answer");

  // Morski's conversation is still in the store, until purged.
  const sessions = async (id: string, chat: number) => {
    const store = await openStore(`sqlite://${join(dir, 'fleet.sqlite')}`);
    try {
      return await store.namespace(`${id}.sessions`).get(String(chat));
    } finally {
      await store.close();
    }
  };
  expect(await sessions('morski', 63)).toBeDefined();
  // A listed restaurant is not purged.
  const listed = await command(['purge', 'lipite']);
  expect(listed.code).toBe(1);
  expect(listed.err).toContain('restaurant "lipite" is still in');
  const purged = await command(['purge', 'morski']);
  expect(purged.code).toBe(0);
  expect(purged.out).toMatch(/^restaurant "morski": \d+ stored keys deleted \(sessions 1/);
  expect(await sessions('morski', 63)).toBeUndefined();
  expect(await sessions('lipite', 61)).toBeDefined();
}, 60_000);

it('lists each restaurant with `fleet status`: menu age, budget, orders, errors', async () => {
  const { code, out } = await command(['status', '--url', url('')]);
  expect(code).toBe(0);
  const [header, ...rows] = out.split('\n');
  expect(header).toMatch(
    /^restaurant\s+state\s+menu age\s+budget\s+sending\s+held\s+tracked\s+errors$/,
  );
  expect(rows.map((row) => row.split(/\s+/).slice(0, 2))).toEqual([
    ['lipite', 'running'],
    ['third', 'running'],
  ]);
  expect(rows[0]).toMatch(/^lipite\s+running\s+\d+s\s+\d+\/120\s+0\s+0\s+0\s+0 partner/);
  const noToken = await command(['status', '--url', url('')], { ADMIN_TOKEN: '' });
  expect(noToken.code).toBe(1);
  expect(noToken.err).toContain('ADMIN_TOKEN is required');
}, 60_000);

it('refuses a broken file whole with one line, and the running fleet goes on', async () => {
  const { apiKey: _key, ...noKey } = entry('lipite').partner;
  writeRestaurants({ restaurants: [{ ...entry('lipite'), partner: noKey }, entry('morski')] });
  const refused = await admin('/admin/reload');
  expect(refused.status).toBe(400);
  const { error } = (await refused.json()) as { error: string };
  expect(error).toBe(
    `restaurants file ${join(dir, 'restaurants.json')}: restaurant "lipite": partner.apiKey: required`,
  );
  expect(running.fleet.ids().sort()).toEqual(['lipite', 'third']);
  expect(logLines.some((line) => line.includes('restaurants file refused'))).toBe(true);
  // No secret of any restaurant reached the log.
  for (const secret of [
    derivedWebhookSecret(WEBHOOK_SECRET, 'lipite'),
    sandbox.partners.demo?.credentials.password ?? 'x',
    tokenOf(1),
  ])
    expect(logLines.join('\n')).not.toContain(secret);
}, 60_000);
