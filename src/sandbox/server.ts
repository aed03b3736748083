import { mkdtempSync } from 'node:fs';
import { createServer as createHttpServer, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { type Clock, systemClock } from '../clock.ts';
import { FaultInjector } from './http/faults.ts';
import { type Kitchen, type LedgerEntry, OrderLedger, type OrderStatus } from './http/ledger.ts';
import { ledgerFile } from './http/ledger-file.ts';
import { defaultPartners, type PartnerAccount } from './http/partners.ts';
import { handleRequest, type Pipeline, type RequestLogEntry } from './http/pipeline.ts';
import type { Quirks } from './http/quirks.ts';
import { QuoteTokens } from './http/quote-token.ts';
import { type RetryAfterFormat, SlidingWindowLimiter } from './http/rate-limit.ts';
import { problem, writeOutcome } from './http/respond.ts';
import { BASE_PATHS } from './http/router.ts';
import { prepareSandboxTls } from './http/tls.ts';
import { createDemoMenu, type SandboxMenu } from './menu/index.ts';
import type { SandboxRestaurant } from './restaurants.ts';

export type { FaultKind, FaultSpec } from './http/faults.ts';
export type { Kitchen, LedgerEntry, OrderStatus } from './http/ledger.ts';
export { quickKitchen, RESTAURANT_KITCHEN } from './http/ledger.ts';
export type { Credentials, PartnerAccount } from './http/partners.ts';
export type { RequestLogEntry } from './http/pipeline.ts';
export type { RetryAfterFormat } from './http/rate-limit.ts';

/** How to start a sandbox; every field has a default suited to tests. */
export interface SandboxOptions {
  /** Business time: quote expiry, rate windows, status progression (default systemClock). */
  clock?: Clock;
  /** The live menu (default createDemoMenu()). */
  menu?: SandboxMenu;
  /** Listening address (default 127.0.0.1). */
  host?: string;
  /** HTTPS port (default 0 = ephemeral). */
  port?: number;
  /** Plain-HTTP port that refuses everything with 403 (default 0 = ephemeral). */
  httpPort?: number;
  /** Where ca.pem and ca-key.pem live and are reused (default a new temp dir). */
  dataDir?: string;
  /** Partner accounts by id (default defaultPartners()). */
  partners?: Record<string, PartnerAccount>;
  /** Global per-partner cap per 60 s window (default 120). */
  rateLimitPerMinute?: number;
  /** Per source IP cap per 60 s window (default 120). */
  ipRateLimitPerMinute?: number;
  /** Retry-After as delta seconds or an HTTP-date (default seconds). */
  retryAfterFormat?: RetryAfterFormat;
  /** Wall-clock delay inside /orders so a concurrent duplicate is busy (default 0). */
  orderProcessingMs?: number;
  /** Quote token lifetime (default 15 minutes). */
  quoteTtlMs?: number;
  /** When orders reach preparing, sent and delivered (default RESTAURANT_KITCHEN: 2/15/35 min). */
  kitchen?: Kitchen;
  /**
   * A JSON file that keeps the orders across restarts (default none: orders live as long as
   * the sandbox). Read at start, rewritten on every change.
   */
  ordersFile?: string;
  /** Start with the quirks switch on (see `http/quirks.ts`; default off). */
  quirks?: boolean;
  logger?: Logger;
  /** A fleet sandbox (`--restaurants N`): each restaurant its own API at /r/<id>/api/v1. */
  restaurants?: SandboxRestaurant[];
}

/** One restaurant's API in a fleet sandbox: its addresses and its own accounts, menu, ledger. */
export interface RestaurantApi {
  baseUrl: string;
  legacyBaseUrl: string;
  partners: Record<string, PartnerAccount>;
  menu: SandboxMenu;
  ledger: { list(): LedgerEntry[] };
  requests: RequestLogEntry[];
  faults: FaultInjector;
}

/** A running sandbox and its test controls. */
export interface Sandbox {
  /** https://127.0.0.1:PORT/api/v1 */
  baseUrl: string;
  /** https://127.0.0.1:PORT/legacy/partner/v1 — same server, same interface. */
  legacyBaseUrl: string;
  /** http://127.0.0.1:HTTP_PORT — every request gets 403. */
  httpUrl: string;
  caFile: string;
  caPem: string;
  /** Live partner accounts: tests may pause one or rotate its credentials. */
  partners: Record<string, PartnerAccount>;
  /** The live menu: mutate it with the menu module's helpers. */
  menu: SandboxMenu;
  /** Read access to saved orders, statuses brought up to date with the clock. */
  ledger: {
    list(): LedgerEntry[];
    find(partnerId: string, externalOrderId: string): LedgerEntry | undefined;
  };
  /** Every request received on the HTTPS and HTTP listeners, in arrival order. */
  requests: RequestLogEntry[];
  faults: FaultInjector;
  /** The quirks switch (see `http/quirks.ts`): flip `enabled` at any time. */
  quirks: Quirks;
  /**
   * Keeps the next /orders request with this external id in processing (other requests with
   * the id get 409 busy) until `release()`; then it is saved as usual, even if its client has
   * long given up. Models an attempt that times out at the client and lands later.
   */
  holdOrder(externalOrderId: string): { release(): void };
  /**
   * Holds the next /orders request that reaches processing, whatever its id, like `holdOrder`
   * (for a bot in another process, whose ids the test cannot know beforehand). `caught`
   * resolves with the id it held; a later call replaces a hold that caught nothing yet.
   */
  holdNextOrder(): { caught: Promise<string>; release(): void };
  /** Forces an order's status (e.g. cancelled, payment_review); the clock no longer moves it. */
  setStatus(orderNumber: string, status: OrderStatus): void;
  /** A fleet sandbox's restaurants by id (none otherwise). */
  restaurants: Record<string, RestaurantApi>;
  /** Stops both listeners, destroying hung and idle connections. */
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function shutdown(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

function buildPipeline(options: SandboxOptions, clock: Clock, menu: SandboxMenu): Pipeline {
  return {
    ctx: {
      clock,
      menu,
      ledger: new OrderLedger(clock, {
        ...(options.kitchen ? { kitchen: options.kitchen } : {}),
        ...(options.ordersFile ? { file: ledgerFile(options.ordersFile) } : {}),
      }),
      tokens: new QuoteTokens(),
      quoteTtlMs: options.quoteTtlMs ?? 15 * 60_000,
      orderProcessingMs: options.orderProcessingMs ?? 0,
      inFlight: new Set(),
      orderHolds: new Map(),
      nextOrderHold: undefined,
      quirks: { enabled: options.quirks ?? false },
    },
    partners: options.partners ?? defaultPartners(),
    faults: new FaultInjector(),
    limiter: new SlidingWindowLimiter(clock),
    rateLimitPerMinute: options.rateLimitPerMinute ?? 120,
    ipRateLimitPerMinute: options.ipRateLimitPerMinute ?? 120,
    retryAfterFormat: options.retryAfterFormat ?? 'seconds',
    requests: [],
    hung: new Set<ServerResponse>(),
    redirectOrigin: '',
    ...(options.logger ? { logger: options.logger } : {}),
  };
}

// Never a redirect: credentials sent in clear must not be bounced to HTTPS (spec "Authentication" 3).
function createRefusingHttpServer(pipeline: Pipeline): Server {
  return createHttpServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const status = writeOutcome(res, problem(403, 'HTTPS is required'), path);
    pipeline.requests.push({
      at: pipeline.ctx.clock.now(),
      method: req.method ?? '',
      path,
      status,
    });
  });
}

/**
 * Starts the Partner API v1 sandbox: an HTTPS server (certificate from a local CA kept in
 * dataDir) serving the interface under both base paths, and a plain-HTTP listener that refuses
 * everything with 403 (spec "Authentication" 3). Used by `npm run sandbox`, the demo and every
 * test. Resolves once both listeners accept connections.
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const clock = options.clock ?? systemClock;
  const host = options.host ?? '127.0.0.1';
  const pipeline = buildPipeline(options, clock, options.menu ?? createDemoMenu());
  const own = new Map(
    (options.restaurants ?? []).map((r) => {
      const ordersFile = options.ordersFile?.replace(/(\.json)?$/, `-${r.id}.json`);
      const settings = { ...options, partners: r.partners, ...(ordersFile && { ordersFile }) };
      return [r.id, buildPipeline(settings, clock, r.menu)] as const;
    }),
  );
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'partner-sandbox-'));
  // Certificates are checked by TLS peers against the OS clock, so they use real time.
  const tls = prepareSandboxTls(dataDir, systemClock.now());
  const https = createHttpsServer(
    { cert: tls.server.certPem, key: tls.server.keyPem },
    (req, res) => {
      // A fleet sandbox: /r/<id>/… is that restaurant's API, its prefix taken off.
      const match = /^\/r\/([a-z0-9-]{1,40})(\/.*)$/.exec(req.url ?? '');
      const restaurant = match?.[1] === undefined ? undefined : own.get(match[1]);
      if (restaurant && match?.[2]) req.url = match[2];
      void handleRequest(restaurant ?? pipeline, req, res);
    },
  );
  const http = createRefusingHttpServer(pipeline);
  const port = await listen(https, options.port ?? 0, host);
  const httpPort = await listen(http, options.httpPort ?? 0, host).catch(async (error: unknown) => {
    await shutdown(https);
    throw error;
  });
  // 127.0.0.2 is loopback too, but another host: a client must not carry credentials there.
  pipeline.redirectOrigin = `https://127.0.0.2:${port}`;
  for (const [id, restaurant] of own)
    restaurant.redirectOrigin = `https://127.0.0.2:${port}/r/${id}`;
  const origin = `https://${urlHost(host)}:${port}`;
  const { ledger } = pipeline.ctx;
  const releases = new Set<() => void>();
  return {
    baseUrl: `${origin}${BASE_PATHS.primary}`,
    legacyBaseUrl: `${origin}${BASE_PATHS.legacy}`,
    httpUrl: `http://${urlHost(host)}:${httpPort}`,
    caFile: tls.caFile,
    caPem: tls.ca.certPem,
    partners: pipeline.partners,
    menu: pipeline.ctx.menu,
    ledger: { list: () => ledger.list(), find: (id, ext) => ledger.find(id, ext) },
    requests: pipeline.requests,
    faults: pipeline.faults,
    quirks: pipeline.ctx.quirks,
    setStatus: (orderNumber, status) => ledger.setStatus(orderNumber, status),
    holdOrder(externalOrderId) {
      const { promise, resolve } = Promise.withResolvers<void>();
      pipeline.ctx.orderHolds.set(externalOrderId, promise);
      releases.add(resolve);
      return { release: () => resolve() };
    },
    holdNextOrder() {
      const { promise, resolve } = Promise.withResolvers<void>();
      const caught = Promise.withResolvers<string>();
      pipeline.ctx.nextOrderHold = { until: promise, caught: caught.resolve };
      releases.add(resolve);
      return { caught: caught.promise, release: () => resolve() };
    },
    restaurants: Object.fromEntries(
      [...own].map(([id, p]) => [
        id,
        {
          baseUrl: `${origin}/r/${id}${BASE_PATHS.primary}`,
          legacyBaseUrl: `${origin}/r/${id}${BASE_PATHS.legacy}`,
          partners: p.partners,
          menu: p.ctx.menu,
          ledger: { list: () => p.ctx.ledger.list() },
          requests: p.requests,
          faults: p.faults,
        },
      ]),
    ),
    async close() {
      for (const release of releases) release();
      for (const p of [pipeline, ...own.values()]) {
        for (const res of p.hung) res.socket?.destroy();
        p.hung.clear();
      }
      await Promise.all([shutdown(https), shutdown(http)]);
    },
  };
}
