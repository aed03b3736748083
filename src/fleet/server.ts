import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { Registry } from 'prom-client';
import { ConfigError } from '../config.ts';
import type { UpdateHandler } from '../telegram/serve.ts';
import type { Fleet, ReloadOutcome } from './fleet.ts';
import { fleetMetricsText, fleetStatus } from './status.ts';

/** What the fleet's one HTTP server answers besides its routes' owners. */
export interface FleetServerOptions {
  /** The fleet (a getter: the server exists before the fleet's restaurants attach to it). */
  fleet: () => Fleet;
  /** WEBHOOK_URL's path: restaurant webhooks are POSTs to `<path>/<id>` (and `/telegram/<id>`). */
  webhookPath?: string | undefined;
  /** ADMIN_TOKEN: the bearer of /admin/reload and /admin/status; without it they answer 404. */
  adminToken?: string | undefined;
  /**
   * Re-reads RESTAURANTS_FILE and applies it (throws ConfigError on a broken file), after
   * telling the other instances to do the same (the outcome's `told`).
   */
  reload: () => Promise<ReloadOutcome & { told?: string[] }>;
  logger: Logger;
}

/** The fleet's HTTP side: the server and the table of webhook handlers by restaurant. */
export interface FleetServer {
  server: Server;
  /** A restaurant's webhook handler, set when it starts and deleted when it stops. */
  webhooks: Map<string, UpdateHandler>;
}

const json = (res: ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

const trimmed = (path: string) => path.replace(/\/+$/, '');

/**
 * One HTTP server for every restaurant: webhooks at `<WEBHOOK_URL path>/<id>` (each checked
 * against its own secret by its handler), Mini Apps at `/app/<id>/`, `/healthz`, `/readyz`
 * (the instance, with each restaurant; `/readyz/<id>` for one), `/metrics` (labelled by
 * restaurant), and the operator's `POST /admin/reload` and `GET /admin/status` (bearer
 * ADMIN_TOKEN).
 */
export function createFleetServer(options: FleetServerOptions): FleetServer {
  const { logger } = options;
  const webhooks = new Map<string, UpdateHandler>();
  const webhookPrefixes = [...new Set(['/telegram', trimmed(options.webhookPath ?? '/telegram')])];

  const readiness = async (id: string) => {
    const running = options.fleet().get(id);
    if (running === undefined) return undefined;
    return running.app.readiness();
  };

  const admin = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const token = options.adminToken;
    if (token === undefined) return void res.writeHead(404).end();
    if (!bearerMatches(req.headers.authorization, token)) return void res.writeHead(401).end();
    if (req.method === 'GET' && path === '/admin/status')
      return json(res, 200, { restaurants: fleetStatus(options.fleet()) });
    if (req.method === 'POST' && path === '/admin/reload') {
      try {
        return json(res, 200, await options.reload());
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        // Refused here; the other instances (`told`) were asked all the same.
        const told = 'told' in error ? { told: error.told } : {};
        return json(res, 400, { error: error.message, ...told });
      }
    }
    res.writeHead(404).end();
  };

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const fleet = options.fleet();
    const url = new URL(req.url ?? '/', 'http://fleet.invalid');
    const path = url.pathname;
    const parts = path.split('/').filter(Boolean);
    if (req.method === 'POST') {
      for (const prefix of webhookPrefixes) {
        if (!path.startsWith(`${prefix}/`)) continue;
        const handler = webhooks.get(path.slice(prefix.length + 1));
        if (handler === undefined) return void res.writeHead(404).end();
        return handler(req, res);
      }
    }
    if (parts[0] === 'app' && parts[1] !== undefined) {
      const running = fleet.get(parts[1]);
      if (running === undefined) return void res.writeHead(404).end();
      if (parts.length === 2 && !path.endsWith('/'))
        return void res.writeHead(301, { location: `${path}/${url.search}` }).end();
      // The Mini App serves itself under /app/; its pages use relative addresses only.
      req.url = `/app/${parts.slice(2).join('/')}${path.endsWith('/') && parts.length > 2 ? '/' : ''}${url.search}`;
      if (running.app.webApp.handle(req, res)) return;
      return void res.writeHead(404).end();
    }
    if (req.method === 'GET' && path === '/healthz')
      return json(res, 200, { ok: true, restaurants: fleet.ids().length });
    if (req.method === 'GET' && parts[0] === 'readyz') {
      if (parts[1] !== undefined) {
        const state = await readiness(parts[1]);
        if (state === undefined) return void res.writeHead(404).end();
        return json(res, state.ready ? 200 : 503, state);
      }
      // The instance is ready while its store answers for every restaurant: one restaurant's
      // partner trouble must not take the instance (and every other restaurant) out of service.
      const restaurants: Record<string, unknown> = {};
      let ready = true;
      for (const id of fleet.ids()) {
        const state = await readiness(id);
        if (state === undefined) continue;
        restaurants[id] = state;
        ready &&= state.checks.store !== false && state.checks.coordination !== false;
      }
      const failed = fleet.failed();
      return json(res, ready ? 200 : 503, { ready, restaurants, failed });
    }
    if (req.method === 'GET' && path === '/metrics') {
      const registries = [
        ...(fleet.processMetrics ? [fleet.processMetrics] : []),
        ...fleet.running().map(({ app }) => app.metrics.registry),
      ];
      const body = await fleetMetricsText(registries);
      return void res
        .writeHead(200, { 'content-type': Registry.PROMETHEUS_CONTENT_TYPE })
        .end(body);
    }
    if (parts[0] === 'admin') return admin(req, res, path);
    res.writeHead(404).end();
  };

  const server = createServer((req, res) => {
    void route(req, res).catch((error: unknown) => {
      logger.error({ err: error, path: req.url }, 'fleet request failed');
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  return { server, webhooks };
}
