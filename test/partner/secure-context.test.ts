import tls from 'node:tls';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTransport } from '../../src/partner/http.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import { startTestSandbox } from '../support/partner-harness.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  ({ sandbox } = await startTestSandbox());
});
afterAll(() => sandbox.close());

// A fleet's restaurants each open their own connections to a partner CA: the ~140 system roots
// plus the CA were parsed into a new TLS context on every connection (~30 ms of CPU each,
// test/bench/fleet.ts). Now one context per CA serves every connection of every transport.
it('builds the TLS context trusting a partner CA once, for every connection of every transport', async () => {
  const original = tls.createSecureContext;
  let built = 0;
  tls.createSecureContext = (options) => {
    built += 1;
    return original(options);
  };
  const transports = [
    createTransport({ caPem: sandbox.caPem }),
    createTransport({ caPem: sandbox.caPem }),
  ];
  try {
    const statuses = await Promise.all(
      transports.flatMap((transport) =>
        Array.from({ length: 3 }, () =>
          transport.send({
            endpoint: 'availability',
            url: new URL(`${sandbox.baseUrl}/availability`),
            method: 'GET',
            headers: { accept: 'application/vnd.api+json' },
          }),
        ),
      ),
    );
    // Verified connections (the sandbox's CA trusted): it answers, refusing the missing key.
    expect(statuses.map((response) => response.status)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(built).toBe(1);
  } finally {
    tls.createSecureContext = original;
    await Promise.all(transports.map((transport) => transport.close()));
  }
});
