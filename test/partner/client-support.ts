import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { ManualClock } from '../../src/clock.ts';
import type { QuoteRequest } from '../../src/domain/order.ts';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import type { PartnerClient } from '../../src/partner/client.ts';
import { isPartnerError, type PartnerError } from '../../src/partner/errors.ts';
import { customer, orderRequest, pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import type { CataloguePage } from '../../src/partner/schemas/index.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import {
  captureLogs,
  clientFor,
  sentSecrets,
  startTestSandbox,
} from '../support/partner-harness.ts';

/** The rejection of a promise that must fail with a PartnerError. */
export async function failure(promise: Promise<unknown>): Promise<PartnerError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isPartnerError(error)) throw new Error(`expected a PartnerError, got ${String(error)}`);
  return error;
}

/** What the captured logs must never contain after a file's traffic (secrets, the phone). */
export function expectNoSecretsIn(lines: string[], usedSecrets: string[]): void {
  const all = lines.join('\n');
  for (const secret of usedSecrets) expect(all).not.toContain(secret);
  expect(all).not.toMatch(/Basic [A-Za-z0-9+/=]{8,}/);
  expect(all).not.toContain('+359888123456');
}

/**
 * One sandbox and one client for a file of partner client tests (client.test.ts,
 * client-errors.test.ts): started before all, faults cleared before each, closed after all.
 * `started()` gives the sandbox, its clock and the client once `beforeAll` ran.
 */
export function useClientWorld() {
  const logs = captureLogs('trace');
  const usedSecrets: string[] = [];
  let sandbox: Sandbox | undefined;
  let clock: ManualClock | undefined;
  let client: PartnerClient | undefined;
  let firstPage: CataloguePage | undefined;
  let orderSeq = 0;

  beforeAll(async () => {
    ({ sandbox, clock } = await startTestSandbox());
    const demo = sandbox.partners.demo?.credentials;
    if (demo) usedSecrets.push(...sentSecrets(demo.key, demo.password));
    ({ client } = clientFor(sandbox, { logger: logs.logger }));
    firstPage = await client.getCataloguePage(1);
  });

  afterAll(async () => {
    await client?.close();
    await sandbox?.close();
  });

  beforeEach(() => {
    sandbox?.faults.clear();
  });

  function started() {
    if (!sandbox || !clock || !client || !firstPage) throw new Error('the sandbox is not started');
    return { sandbox, clock, client, firstPage };
  }

  function requestsTo(endpoint: string): number {
    return started().sandbox.requests.filter((entry) => entry.endpoint === endpoint).length;
  }

  function simpleQuote(): QuoteRequest {
    const product = started().firstPage.products.find(
      (p) => p.listed && p.available && p.variants.some((v) => v.minor !== null),
    );
    const variant = product?.variants.find((v) => v.minor !== null);
    if (!product || !variant) throw new Error('the demo menu has no orderable product on page 1');
    return quoteRequest(
      [orderLine(productSelection({ productId: product.id, size: variant.key }), 2)],
      pickupChoice(),
    );
  }

  async function quoteAndOrderBody(request = simpleQuote()) {
    const quoted = await started().client.quote(request);
    orderSeq += 1;
    return orderRequest({
      externalOrderId: `tg-test-${orderSeq}`,
      quote: request,
      customer: customer({ name: 'Иван Петров', phone: '+359888123456' }),
      expectedTotalMinor: quoted.quote.total_minor,
      quoteToken: quoted.quote_token,
    });
  }

  return { logs, usedSecrets, started, requestsTo, simpleQuote, quoteAndOrderBody };
}
