import { get } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Application } from '../../src/app.ts';
import type { LocalTelegram } from '../../src/demo/local-chat.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import { type Serving, serveBot } from '../../src/telegram/serve.ts';
import { startTestApplication, type } from '../support/app-harness.ts';
import { captureLogs, startTestSandbox } from '../support/partner-harness.ts';

const logs = captureLogs('info');
let sandbox: Sandbox;
let app: Application;
let telegram: LocalTelegram;
let serving: Serving;

function fetchText(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: serving.port, path }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

beforeAll(async () => {
  let clock: Parameters<typeof startTestApplication>[0]['clock'];
  ({ sandbox, clock } = await startTestSandbox());
  ({ app, telegram } = await startTestApplication({ sandbox, clock, logs }));
  serving = await serveBot(app.bot, {
    mode: 'webhook',
    httpPort: 0,
    webhookUrl: 'https://bot.example.test/telegram',
    webhookSecret: 'ops_secret',
    health: () => ({}),
    ready: app.readiness,
    metrics: () => app.metrics.text(),
    logger: logs.logger,
  });
});

afterAll(async () => {
  await serving.stop();
  await app.stop();
  await sandbox.close();
});

it('answers /healthz and /readyz when the menu, the store and the partner are fine', async () => {
  expect((await fetchText('/healthz')).status).toBe(200);
  const ready = await fetchText('/readyz');
  expect(ready.status).toBe(200);
  expect(JSON.parse(ready.body)).toEqual({
    ready: true,
    checks: { menu: true, store: true, partner: true },
  });
});

it('serves Prometheus metrics for updates, partner requests, budget, outbox, tracker and menu', async () => {
  await type(app, telegram, 9001, '/start');
  const { status, body } = await fetchText('/metrics');
  expect(status).toBe(200);
  expect(body).toMatch(/bot_updates_total\{kind="message"\} [1-9]/);
  expect(body).toMatch(/partner_requests_total\{endpoint="catalogue",status="200"\} 3/);
  expect(body).toMatch(/partner_requests_total\{endpoint="availability",status="200"\} 1/);
  for (const name of [
    'partner_budget_used',
    'partner_budget_limit 120',
    'outbox_backlog 0',
    'tracker_lag_seconds 0',
    'menu_age_seconds',
  ]) {
    expect(body).toContain(name);
  }
});

it('is not ready once the Partner API refuses the credentials', async () => {
  const demo = sandbox.partners.demo;
  if (!demo) throw new Error('no demo partner');
  demo.state = 'paused';
  try {
    await app.catalogue.syncNow();
    const ready = await fetchText('/readyz');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body).checks).toEqual({ menu: true, store: true, partner: false });
  } finally {
    demo.state = 'active';
  }
  // Nothing but the probe is sent while refused: it sees access back, everything resumes.
  await app.partner.client.credentials.probeNow();
  await app.catalogue.syncNow();
  expect((await fetchText('/readyz')).status).toBe(200);
});
