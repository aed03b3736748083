import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../src/clock.ts';
import type { PartnerClient } from '../../src/partner/client.ts';
import { MAX_BODY_BYTES } from '../../src/partner/client.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import { clientFor } from '../support/partner-harness.ts';
import { expectNoSecretsIn, failure, useClientWorld } from './client-support.ts';

const world = useClientWorld();
const { logs, usedSecrets, requestsTo, simpleQuote } = world;
let sandbox: Sandbox;
let clock: ManualClock;
let client: PartnerClient;
beforeAll(() => {
  ({ sandbox, clock, client } = world.started());
});

describe('error classes and retries', () => {
  it('retries 503 with backoff and then succeeds', async () => {
    sandbox.faults.inject({ kind: 'status', status: 503, endpoint: 'availability', times: 2 });
    const before = requestsTo('availability');
    await expect(client.getAvailability()).resolves.toMatchObject({ currency: 'EUR' });
    expect(requestsTo('availability') - before).toBe(3);
  });

  it.each([
    ['html-gateway', 'gateway'],
    ['plain-text', 'gateway'],
    ['other-json', 'gateway'],
    ['reset', 'network'],
  ] as const)(
    'classifies %s as %s without assuming meta.error, and gives up after bounded attempts',
    async (kind, expected) => {
      sandbox.faults.inject({ kind, endpoint: 'availability', times: Number.POSITIVE_INFINITY });
      const error = await failure(client.getAvailability());
      expect(error.kind).toBe(expected);
      expect(error.serverMessage).toBeUndefined();
    },
  );

  it('times out a hanging server as a network timeout', async () => {
    const impatient = clientFor(sandbox, {
      logger: logs.logger,
      maxAttempts: 1,
      transport: { headersTimeoutMs: 300 },
    }).client;
    sandbox.faults.inject({ kind: 'hang', endpoint: 'availability' });
    try {
      const error = await failure(impatient.getAvailability());
      expect(error.kind).toBe('network');
      expect(error.networkCause).toBe('timeout');
    } finally {
      await impatient.close();
    }
  });

  it('never follows a redirect: a 3xx is an error and nothing goes to the other host', async () => {
    sandbox.faults.inject({ kind: 'redirect', endpoint: 'availability' });
    const before = sandbox.requests.length;
    const error = await failure(client.getAvailability());
    expect(error.kind).toBe('redirect');
    expect(sandbox.requests.length - before).toBe(1);
  });

  it.each(['truncated', 'invalid-body'] as const)(
    'reports a %s 200 body as a schema error, logged raw at debug',
    async (kind) => {
      sandbox.faults.inject({ kind, endpoint: 'catalogue', page: 2 });
      const error = await failure(client.getCataloguePage(2));
      expect(error.kind).toBe('invalid_response');
      expect(logs.lines.some((line) => line.includes('partner response rejected by schema'))).toBe(
        true,
      );
    },
  );

  it.each([
    [400, 'bad_request'],
    [404, 'not_found'],
    [409, 'conflict'],
    [413, 'too_large'],
    [415, 'unsupported_media_type'],
    [422, 'unprocessable'],
  ] as const)('maps %i to %s and does not retry it', async (status, kind) => {
    sandbox.faults.inject({
      kind: 'status',
      status,
      endpoint: 'availability',
      times: 3,
      message: 'Грешка',
    });
    const before = requestsTo('availability');
    const error = await failure(client.getAvailability());
    expect(error.kind).toBe(kind);
    expect(error.serverMessage).toBe('Грешка');
    expect(requestsTo('availability') - before).toBe(1);
  });

  it('refuses a body over 128 KiB before sending it', async () => {
    const before = sandbox.requests.length;
    const hugeName = 'x'.repeat(MAX_BODY_BYTES);
    const request = simpleQuote();
    const error = await failure(
      client.submitOrder({
        external_order_id: 'tg-huge',
        items: request.items,
        choice: request.choice,
        customer: {
          name: 'A',
          phone: '+359888123456',
          address: hugeName.slice(0, 240),
          note: hugeName.slice(0, 500),
        },
        expected_total_minor: 1,
        quote_token: hugeName,
      }),
    );
    expect(error.kind).toBe('request_too_large');
    expect(sandbox.requests.length).toBe(before);
  });

  it('pauses the whole budget on 429 for Retry-After plus jitter, then succeeds', async () => {
    const { client: patient, budget } = clientFor(sandbox, {
      logger: logs.logger,
      random: () => 0,
    });
    sandbox.faults.inject({ kind: 'status', status: 429, endpoint: 'availability', retryAfter: 1 });
    const started = Date.now();
    try {
      const pending = patient.getAvailability();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(budget.state().pausedUntil).not.toBeNull();
      await expect(pending).resolves.toMatchObject({ currency: 'EUR' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(950);
      expect(patient.stats().errors.rate_limited).toBe(1);
    } finally {
      await patient.close();
    }
  });

  it("reads a Retry-After date on the server's clock (its Date header), not ours", async () => {
    // The sandbox's clock is a fixed business day; ours is the system's: days apart.
    const { client: single } = clientFor(sandbox, { logger: logs.logger, maxAttempts: 1 });
    const retryAt = new Date(Math.floor(clock.now() / 1000) * 1000 + 3_000).toUTCString();
    sandbox.faults.inject({
      kind: 'status',
      status: 429,
      endpoint: 'availability',
      retryAfter: retryAt,
    });
    try {
      const error = await failure(single.getAvailability());
      expect(error.kind).toBe('rate_limited');
      expect(error.retryAfterMs).toBe(3_000);
    } finally {
      await single.close();
    }
  });

  it('stops waiting when the caller aborts', async () => {
    const controller = new AbortController();
    sandbox.faults.inject({ kind: 'hang', endpoint: 'availability' });
    const pending = failure(client.getAvailability({ signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    expect((await pending).kind).toBe('aborted');
  });
});

describe('base-address failover', () => {
  it('moves to the legacy address when the primary fails at the network level', async () => {
    const { client: failing } = clientFor(sandbox, {
      legacyBaseUrl: sandbox.legacyBaseUrl,
      logger: logs.logger,
    });
    sandbox.faults.inject({ kind: 'reset', base: 'primary', times: Number.POSITIVE_INFINITY });
    const before = sandbox.requests.length;
    try {
      await expect(failing.getAvailability()).resolves.toMatchObject({ currency: 'EUR' });
      await expect(failing.getCataloguePage(1)).resolves.toMatchObject({ page: 1 });
      const bases = sandbox.requests.slice(before).map((entry) => `${entry.base}:${entry.status}`);
      expect(bases).toEqual(['primary:0', 'legacy:200', 'legacy:200']);
      expect(failing.stats().primaryDownUntil).not.toBeNull();
    } finally {
      await failing.close();
    }
  });

  it('does not fail over on an answer such as 422: the legacy address would say the same', async () => {
    const { client: steady } = clientFor(sandbox, {
      legacyBaseUrl: sandbox.legacyBaseUrl,
      logger: logs.logger,
    });
    sandbox.faults.inject({ kind: 'status', status: 422, endpoint: 'availability' });
    try {
      await failure(steady.getAvailability());
      expect(steady.stats().primaryDownUntil).toBeNull();
    } finally {
      await steady.close();
    }
  });
});

// The traffic of this file (retries, timeouts, failover) leaves no secret in the logs either: the
// same check as client.test.ts's "logs" test, run once this file's tests are done.
afterAll(() => {
  expectNoSecretsIn(logs.lines, usedSecrets);
});
