import { Agent, fetch } from 'undici';
import { afterEach, beforeEach } from 'vitest';
import { ManualClock } from '../../../src/clock.ts';
import {
  type PartnerAccount,
  type Sandbox,
  type SandboxOptions,
  startSandbox,
} from '../../../src/sandbox/server.ts';

/** The media type every request must accept (spec "Endpoints"). */
export const API_MEDIA_TYPE = 'application/vnd.api+json';

/** Wednesday 11 June 2025, 12:00 in Sofia: every demo zone and the pickup point are open. */
export const OPEN_NOON_MS = Date.parse('2025-06-11T09:00:00Z');

/** An HTTP Basic header for a key and password. */
export function basic(key: string, password: string): string {
  return `Basic ${Buffer.from(`${key}:${password}`).toString('base64')}`;
}

/** A partner account of the sandbox, failing loudly when the id is unknown. */
export function account(sandbox: Sandbox, id: string): PartnerAccount {
  const found = sandbox.partners[id];
  if (!found) throw new Error(`no sandbox partner ${id}`);
  return found;
}

/** A plain response read once: status, headers and the body as text and (when possible) JSON. */
export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read replies by path and assert on them
  json: any;
}

export interface CallOptions {
  /** Partner id whose current credentials are sent (default demo); null sends none. */
  partner?: string | null;
  authorization?: string;
  accept?: string | null;
  contentType?: string | null;
  base?: 'primary' | 'legacy';
  /** Sent as is instead of JSON.stringify(body). */
  rawBody?: string | Buffer | ReadableStream<Uint8Array>;
}

/**
 * A sandbox on a manual clock plus a client that trusts only the sandbox CA (verification stays
 * on), as the bot would call it. Tests close it in afterEach.
 */
export interface Harness {
  sandbox: Sandbox;
  clock: ManualClock;
  agent: Agent;
  get(path: string, options?: CallOptions): Promise<Reply>;
  post(path: string, body: unknown, options?: CallOptions): Promise<Reply>;
  close(): Promise<void>;
}

/**
 * The harness of the running test, for files whose every test starts from a fresh sandbox:
 * `useHarnessForEachTest()` starts it before each test and closes it after.
 */
export let h: Harness;

/** Registers the hooks that give each test of the file a fresh harness in `h`. */
export function useHarnessForEachTest(options: SandboxOptions = {}): void {
  beforeEach(async () => {
    h = await startHarness(options);
  });
  afterEach(async () => {
    await h.close();
  });
}

/** Starts a sandbox at OPEN_NOON_MS on a manual clock with a verifying client. */
export async function startHarness(options: SandboxOptions = {}): Promise<Harness> {
  const clock = new ManualClock(OPEN_NOON_MS);
  const sandbox = await startSandbox({ clock, ...options });
  const agent = new Agent({ connect: { ca: sandbox.caPem } });
  const call = async (method: string, path: string, body: unknown, o: CallOptions = {}) => {
    const headers: Record<string, string> = {};
    const partner = o.partner === undefined ? 'demo' : o.partner;
    const account = partner === null ? undefined : sandbox.partners[partner];
    if (o.authorization) headers.authorization = o.authorization;
    else if (account) {
      headers.authorization = basic(account.credentials.key, account.credentials.password);
    }
    if (o.accept !== null) headers.accept = o.accept ?? API_MEDIA_TYPE;
    if (method === 'POST' && o.contentType !== null) {
      headers['content-type'] = o.contentType ?? 'application/json';
    }
    const base = o.base === 'legacy' ? sandbox.legacyBaseUrl : sandbox.baseUrl;
    const payload = method === 'POST' ? (o.rawBody ?? JSON.stringify(body)) : undefined;
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      dispatcher: agent,
      redirect: 'manual',
      ...(payload === undefined ? {} : { body: payload, duplex: 'half' as const }),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers as unknown as Headers, text, json };
  };
  return {
    sandbox,
    clock,
    agent,
    get: (path, o) => call('GET', path, undefined, o),
    post: (path, body, o) => call('POST', path, body, o),
    async close() {
      await sandbox.close();
      await agent.close();
    },
  };
}

/** A delivery to demo zone 1 of two family Margheritas: above the zone minimum, cash. */
export function deliveryRequest(): { items: unknown[]; choice: Record<string, unknown> } {
  return {
    items: [{ selection: { type: 'product', product_id: 101, size: 'family' }, quantity: 2 }],
    choice: { fulfilment: 'delivery', zone_id: 1, payment: 'cash' },
  };
}

/** A real-looking customer for a delivery. */
export function customer(): Record<string, string> {
  return { name: 'Мария Иванова', phone: '+359888123456', address: 'ул. Шипка 12, ет. 3' };
}

/** Quotes `request` as `partner` and builds the matching /orders body with `externalOrderId`. */
export async function quoteAndBuildOrder(
  h: Harness,
  externalOrderId: string,
  request = deliveryRequest(),
  partner = 'demo',
): Promise<Record<string, unknown>> {
  const quoted = await h.post('/quote', request, { partner });
  if (quoted.status !== 200) throw new Error(`quote failed: ${quoted.status} ${quoted.text}`);
  const data = quoted.json.meta.data;
  return {
    external_order_id: externalOrderId,
    items: request.items,
    choice: request.choice,
    customer: customer(),
    expected_total_minor: data.quote.total_minor,
    quote_token: data.quote_token,
  };
}
