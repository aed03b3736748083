import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import { readJsonObject } from './http/body.ts';
import type { FaultSpec } from './http/faults.ts';
import {
  removeProduct,
  setOrderingEnabled,
  setProductAvailable,
  setVariantPrice,
} from './menu/index.ts';
import type { Sandbox } from './server.ts';

/**
 * The sandbox's admin endpoint for integrators: plain HTTP on a loopback port of its own (never
 * the API's port, never another interface), every request carrying `Authorization: Bearer
 * <token>`. Through it an integrator does to a running `npm run sandbox` what the tests do to
 * the in-process sandbox, with the same functions: arm the faults of `http/faults.ts` (a 503,
 * a hang, an order dropped after it was saved, …), change a price, remove a product, mark one
 * out of stock, switch ordering off, pause a partner, turn the quirks on. docs/sandbox.md lists
 * every route with a curl line.
 */
export interface SandboxAdmin {
  /** http://127.0.0.1:PORT */
  url: string;
  token: string;
  close(): Promise<void>;
}

export interface SandboxAdminOptions {
  sandbox: Sandbox;
  clock: Clock;
  /** Loopback port (default 0 = ephemeral). */
  port?: number;
  /** The bearer token (default: 32 random bytes, hex). At least 16 characters. */
  token?: string | undefined;
}

const Endpoint = z.enum(['catalogue', 'availability', 'quote', 'orders', 'orderstatus']);
const Size = z.enum(['standard', 'medium', 'family']);

// The fault kinds of FaultInjector; `times` is a count or "always" (JSON has no Infinity).
const FaultBody = z.strictObject({
  kind: z.enum([
    'status',
    'html-gateway',
    'plain-text',
    'other-json',
    'reset',
    'hang',
    'redirect',
    'truncated',
    'invalid-body',
    'drop-after-persist',
  ]),
  endpoint: Endpoint.optional(),
  base: z.enum(['primary', 'legacy']).optional(),
  page: z.int().min(1).optional(),
  partner: z.string().min(1).optional(),
  times: z.union([z.int().min(1), z.literal('always')]).optional(),
  status: z.int().min(100).max(599).optional(),
  retry_after: z.union([z.int().min(0), z.string().min(1)]).optional(),
  message: z.string().optional(),
});

const PriceBody = z.strictObject({ product_id: z.int(), size: Size, minor: z.int().min(0) });
const ProductBody = z.strictObject({ product_id: z.int() });
const AvailableBody = z.strictObject({ product_id: z.int(), available: z.boolean() });
const OrderingBody = z.strictObject({ enabled: z.boolean() });
const PartnerBody = z.strictObject({ state: z.enum(['active', 'paused']) });
const QuirksBody = z.strictObject({ enabled: z.boolean() });

type Answer = { status: number; body: unknown };

function faultSpec(body: z.infer<typeof FaultBody>): FaultSpec {
  const { times, retry_after: retryAfter, ...rest } = body;
  const spec: FaultSpec = { ...rest };
  if (times !== undefined) spec.times = times === 'always' ? Number.POSITIVE_INFINITY : times;
  if (retryAfter !== undefined) spec.retryAfter = retryAfter;
  return spec;
}

function state(sandbox: Sandbox, clock: Clock): Record<string, unknown> {
  return {
    now: new Date(clock.now()).toISOString(),
    ordering_enabled: sandbox.menu.availability.ordering_enabled,
    quirks: sandbox.quirks.enabled,
    products: sandbox.menu.products.length,
    partners: Object.fromEntries(
      Object.values(sandbox.partners).map((account) => [account.id, account.state]),
    ),
    faults: sandbox.faults.pending().map(({ spec, remaining }) => ({
      ...spec,
      times: undefined,
      remaining: Number.isFinite(remaining) ? remaining : 'always',
    })),
  };
}

/** Runs one admin request that already passed the token check. */
async function route(
  options: SandboxAdminOptions,
  req: IncomingMessage,
  path: string,
): Promise<Answer> {
  const { sandbox, clock } = options;
  const method = req.method ?? 'GET';
  if (method === 'GET' && path === '/state') return { status: 200, body: state(sandbox, clock) };
  if (method === 'DELETE' && path === '/faults') {
    sandbox.faults.clear();
    return { status: 200, body: state(sandbox, clock) };
  }
  if (method !== 'POST') return { status: 404, body: { error: `no route ${method} ${path}` } };
  const read = await readJsonObject(req);
  if ('outcome' in read) {
    const { outcome } = read;
    return outcome.kind === 'error'
      ? { status: outcome.status, body: { error: outcome.message } }
      : { status: 400, body: { error: 'bad body' } };
  }
  const parse = <T>(schema: z.ZodType<T>): T => {
    const parsed = schema.safeParse(read.body);
    if (!parsed.success) throw new BadRequest(z.prettifyError(parsed.error));
    return parsed.data;
  };
  const menu = sandbox.menu;
  const partner = /^\/partners\/([\w-]+)$/.exec(path)?.[1];
  if (path === '/faults') sandbox.faults.inject(faultSpec(parse(FaultBody)));
  else if (path === '/menu/price') {
    const body = parse(PriceBody);
    setVariantPrice(menu, body.product_id, body.size, body.minor);
  } else if (path === '/menu/remove') removeProduct(menu, parse(ProductBody).product_id);
  else if (path === '/menu/available') {
    const body = parse(AvailableBody);
    setProductAvailable(menu, body.product_id, body.available);
  } else if (path === '/ordering') setOrderingEnabled(menu, parse(OrderingBody).enabled);
  else if (path === '/quirks') sandbox.quirks.enabled = parse(QuirksBody).enabled;
  else if (partner !== undefined) {
    const account = sandbox.partners[partner];
    if (!account) return { status: 404, body: { error: `no partner ${partner}` } };
    account.state = parse(PartnerBody).state;
  } else return { status: 404, body: { error: `no route ${method} ${path}` } };
  return { status: 200, body: state(sandbox, clock) };
}

class BadRequest extends Error {}

function tokenMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  if (presented === undefined) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function send(res: ServerResponse, answer: Answer): void {
  const extra: Record<string, string> =
    answer.status === 401 ? { 'WWW-Authenticate': 'Bearer realm="sandbox-admin"' } : {};
  res.writeHead(answer.status, { 'Content-Type': 'application/json', ...extra });
  res.end(`${JSON.stringify(answer.body)}\n`);
}

/**
 * Starts the admin endpoint on 127.0.0.1 (only: a fault switch is not for the network). A
 * request without the right bearer token gets 401 and changes nothing; a body that does not
 * fit its route gets 400 with what was wrong; a product id the menu lacks gets 404.
 */
export async function startSandboxAdmin(options: SandboxAdminOptions): Promise<SandboxAdmin> {
  const token = options.token ?? randomBytes(32).toString('hex');
  if (token.length < 16) throw new Error('the sandbox admin token must be at least 16 characters');
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (!tokenMatches(req.headers.authorization, token)) {
      req.resume();
      send(res, { status: 401, body: { error: 'missing or wrong bearer token' } });
      return;
    }
    route(options, req, path).then(
      (answer) => send(res, answer),
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        send(res, { status: error instanceof BadRequest ? 400 : 404, body: { error: message } });
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
