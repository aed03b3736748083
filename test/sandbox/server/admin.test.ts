import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/clock.ts';
import { orderLine, productSelection } from '../../../src/domain/selections.ts';
import type { PartnerClient } from '../../../src/partner/client.ts';
import { isPartnerError } from '../../../src/partner/errors.ts';
import { pickupChoice, quoteRequest } from '../../../src/partner/requests.ts';
import { describeSandbox, type SandboxCli, startSandboxCli } from '../../../src/sandbox/cli.ts';
import { parseClockSwitch } from '../../../src/sandbox/clock-switch.ts';
import { captureLogs, clientFor } from '../../support/partner-harness.ts';

/**
 * Issue 20 point 4, the sandbox for integrators: `npm run sandbox` with `--clock` (the restaurant
 * open whenever it is tried) and a token-protected admin endpoint on its own loopback port
 * through which the faults and menu changes of the tests are injected over HTTP.
 */
const SOFIA_0757 = Date.parse('2026-11-26T05:57:00Z'); // a Thursday, 07:57 in Sofia
const TOKEN = 'integrator-token-0123456789';
const logs = captureLogs('warn');

function env(): NodeJS.ProcessEnv {
  return {
    SANDBOX_DATA_DIR: mkdtempSync(join(tmpdir(), 'sandbox-cli-')),
    SANDBOX_PORT: '0',
    SANDBOX_HTTP_PORT: '0',
    SANDBOX_ADMIN_PORT: '0',
  };
}

const MARGHERITA = 101;
const pickupQuote = () =>
  quoteRequest(
    [orderLine(productSelection({ productId: MARGHERITA, size: 'standard' }), 1)],
    pickupChoice(),
  );

describe('the --clock switch', () => {
  it('reads noon in the restaurant time zone, a moment with its offset, and a shift', () => {
    expect(parseClockSwitch('noon', SOFIA_0757, 'Europe/Sofia')).toBe(
      Date.parse('2026-11-26T10:00:00Z'),
    );
    // Summer time: noon in Sofia is 09:00 UTC.
    expect(parseClockSwitch('noon', Date.parse('2026-07-01T22:30:00Z'), 'Europe/Sofia')).toBe(
      Date.parse('2026-07-02T09:00:00Z'),
    );
    expect(parseClockSwitch('2026-11-26T19:00+02:00', SOFIA_0757, 'Europe/Sofia')).toBe(
      Date.parse('2026-11-26T17:00:00Z'),
    );
    expect(parseClockSwitch('+4h3m', SOFIA_0757, 'Europe/Sofia')).toBe(
      SOFIA_0757 + 4 * 3_600_000 + 3 * 60_000,
    );
    expect(parseClockSwitch('-1d', SOFIA_0757, 'Europe/Sofia')).toBe(SOFIA_0757 - 86_400_000);
    for (const bad of ['midday', '2026-11-26T19:00', '3h', ''])
      expect(() => parseClockSwitch(bad, SOFIA_0757, 'Europe/Sofia')).toThrow(/--clock/);
  });

  async function quoteAt(argv: string[]): Promise<boolean> {
    const running = await startSandboxCli(env(), argv, new ManualClock(SOFIA_0757));
    const { client } = clientFor(running.sandbox, { logger: logs.logger });
    try {
      return (await client.quote(pickupQuote())).quote.schedule_ready;
    } finally {
      await client.close();
      await running.close();
    }
  }

  it('at 07:57 in Sofia the real clock quotes closed; --clock noon quotes open, and the clock runs on', async () => {
    expect(await quoteAt([])).toBe(false);
    expect(await quoteAt(['--clock', 'noon'])).toBe(true);
    expect(await quoteAt(['--clock', '2026-11-26T19:00+02:00'])).toBe(true);
    expect(await quoteAt(['--clock', '+5h'])).toBe(true);
    const base = new ManualClock(SOFIA_0757);
    const running = await startSandboxCli(env(), ['--clock', 'noon'], base);
    try {
      base.advance(90_000);
      expect(new Date(running.clock.now()).toISOString()).toBe('2026-11-26T10:01:30.000Z');
      expect(describeSandbox(running.sandbox, running)).toContain(
        'Business time: 2026-11-26T10:01:30.000Z',
      );
    } finally {
      await running.close();
    }
  });
});

describe('the admin endpoint', () => {
  let running: SandboxCli;
  let client: PartnerClient;
  beforeAll(async () => {
    running = await startSandboxCli(
      env(),
      ['--clock', 'noon', '--admin-token', TOKEN],
      new ManualClock(SOFIA_0757),
    );
    ({ client } = clientFor(running.sandbox, {
      logger: logs.logger,
      maxAttempts: 1,
      transport: { headersTimeoutMs: 300, bodyTimeoutMs: 300 },
    }));
  });
  afterAll(async () => {
    await client.close();
    await running.close();
  });

  function admin(path: string, body?: unknown, token: string | null = TOKEN, method = 'POST') {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    return fetch(`${running.admin.url}${path}`, {
      method: body === undefined && method === 'POST' ? 'GET' : method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  async function failure(call: Promise<unknown>): Promise<string> {
    const error = await call.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    if (!isPartnerError(error)) throw new Error(`expected a partner error, got ${String(error)}`);
    return `${error.kind}:${error.status ?? '-'}`;
  }

  it('listens on loopback only and prints its token and a curl line', () => {
    expect(running.admin.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const text = describeSandbox(running.sandbox, running);
    expect(text).toContain(`admin token:   ${TOKEN}`);
    expect(text).toContain(`curl -s -H 'Authorization: Bearer ${TOKEN}'`);
  });

  it('refuses a request without the token or with a wrong one, and changes nothing', async () => {
    const fault = { kind: 'status', status: 503, endpoint: 'availability' };
    const none = await admin('/faults', fault, null);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('Bearer');
    expect((await admin('/faults', fault, 'wrong-token-0123456789')).status).toBe(401);
    expect((await admin('/ordering', { enabled: false }, null)).status).toBe(401);
    expect(running.sandbox.faults.pending()).toEqual([]);
    expect((await client.getAvailability()).ordering_enabled).toBe(true);
  });

  it('injects a 503 over HTTP with the token: the next call gets it, the one after does not', async () => {
    const answer = await admin('/faults', {
      kind: 'status',
      status: 503,
      endpoint: 'availability',
    });
    expect(answer.status).toBe(200);
    expect(await failure(client.getAvailability())).toBe('unavailable:503');
    expect((await client.getAvailability()).currency).toBe('EUR');
  });

  it('arms a hang until cleared, and a drop after the order is saved', async () => {
    await admin('/faults', { kind: 'hang', endpoint: 'availability', times: 'always' });
    expect(await failure(client.getAvailability())).toBe('network:-');
    expect(await failure(client.getAvailability())).toBe('network:-');
    await admin('/faults', { kind: 'drop-after-persist' });
    const state = (await (await admin('/state')).json()) as { faults: unknown[] };
    expect(state.faults).toEqual([
      expect.objectContaining({ kind: 'hang', remaining: 'always' }),
      expect.objectContaining({ kind: 'drop-after-persist', endpoint: 'orders', remaining: 1 }),
    ]);
    expect((await admin('/faults', undefined, TOKEN, 'DELETE')).status).toBe(200);
    expect(running.sandbox.faults.pending()).toEqual([]);
    expect((await client.getAvailability()).currency).toBe('EUR');
  });

  it('turns the quirks on and off: a quote reads the same either way', async () => {
    const plain = await client.quote(pickupQuote());
    expect((await admin('/quirks', { enabled: true })).status).toBe(200);
    expect(running.sandbox.quirks.enabled).toBe(true);
    const odd = await client.quote(pickupQuote());
    await admin('/quirks', { enabled: false });
    expect(odd.quote).toEqual(plain.quote);
  });

  it('changes a price, removes a product, switches ordering off and pauses the partner', async () => {
    expect(
      (await admin('/menu/price', { product_id: MARGHERITA, size: 'standard', minor: 999 })).status,
    ).toBe(200);
    const page = await client.getCataloguePage(1);
    const margherita = page.products.find((p) => p.id === MARGHERITA);
    expect(margherita?.variants.find((v) => v.key === 'standard')?.minor).toBe(999);
    expect((await client.quote(pickupQuote())).quote.total_minor).toBe(999);

    const victim = running.sandbox.menu.products.find((p) => p.id === 901)?.id ?? -1;
    expect((await admin('/menu/remove', { product_id: victim })).status).toBe(200);
    expect(running.sandbox.menu.products.some((p) => p.id === victim)).toBe(false);
    expect((await admin('/menu/remove', { product_id: victim })).status).toBe(404);
    expect((await admin('/menu/price', { product_id: 'x' })).status).toBe(400);

    await admin('/ordering', { enabled: false });
    expect((await client.getAvailability()).ordering_enabled).toBe(false);
    await admin('/ordering', { enabled: true });

    await admin('/partners/demo', { state: 'paused' });
    expect(await failure(client.getAvailability())).toBe('unauthorized:401');
    await admin('/partners/demo', { state: 'active' });
    // The client sends nothing but its probe while refused (issue 20 point 1): probe at once.
    await client.credentials.probeNow();
    expect(client.credentials.refused()).toBe(false);
    expect((await client.getAvailability()).ordering_enabled).toBe(true);
  });
});
