import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** A route of the same server: true when it answered the request. */
export type Route = (req: IncomingMessage, res: ServerResponse) => boolean;

/** What the operations endpoints answer, read when each request comes. */
export interface OpsEndpoints {
  /** The answer of /healthz (liveness: the process serves). */
  health: () => Record<string, unknown>;
  /** /readyz: 200 when ready to take orders, 503 with the failing checks otherwise. */
  ready?:
    | (() => Promise<{ ready: boolean; checks: Record<string, boolean>; [more: string]: unknown }>)
    | undefined;
  /** /metrics: the Prometheus text. */
  metrics?: (() => Promise<{ contentType: string; body: string }>) | undefined;
  /** More routes on the same server (the Mini App under /app/): tried first. */
  routes?: Route | undefined;
}

/**
 * The HTTP server of HTTP_PORT: the extra routes first (the Mini App), then /healthz, /readyz
 * and /metrics, then `more` (the webhook), 404 for anything else. It knows nothing of Telegram:
 * polling mode serves it alone, webhook mode adds the update route (docs/operations.md).
 */
export function opsServer(endpoints: OpsEndpoints, more?: Route): Server {
  return createServer((req, res) => {
    if (endpoints.routes?.(req, res)) return;
    if (req.method === 'GET' && req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, ...endpoints.health() }));
      return;
    }
    if (req.method === 'GET' && req.url === '/readyz' && endpoints.ready) {
      void endpoints.ready().then(
        (state) => {
          res.writeHead(state.ready ? 200 : 503, { 'content-type': 'application/json' });
          res.end(JSON.stringify(state));
        },
        () => res.writeHead(503).end(),
      );
      return;
    }
    if (req.method === 'GET' && req.url === '/metrics' && endpoints.metrics) {
      void endpoints.metrics().then(
        ({ contentType, body }) => {
          res.writeHead(200, { 'content-type': contentType });
          res.end(body);
        },
        () => res.writeHead(500).end(),
      );
      return;
    }
    if (more?.(req, res)) return;
    res.writeHead(404).end();
  });
}

/** Listens on `port` (0: any free port); rejects when the port cannot be taken. */
export function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
}
