import { createServer, request, type Server, type ServerResponse } from 'node:http';

/** One delivery the proxy passed on: the update, the path it was posted to, the instance. */
export interface Routed {
  updateId: number;
  path: string;
  index: number;
  status: number;
}

/** Set `to` and the next delivery goes to that instance (once), not to the round's next. */
export interface Steering {
  to?: number | undefined;
}

/**
 * The load balancer in front of several bot instances (any load balancer would do): each
 * webhook delivery goes to the next instance (`ports[index]`, read at each delivery, so a
 * restarted instance keeps its place) that accepts the connection. A delivery cut by a killed
 * instance fails with 502, and the Bot API emulator redelivers it (as Telegram does). Every
 * delivery answered is recorded in `routed`. `path`: the upstream path, else the request's own.
 * `steer`: a test's choice of the instance that takes the next delivery.
 */
export function roundRobinProxy(
  ports: readonly number[],
  routed: Routed[],
  path?: string,
  steer: Steering = {},
): Server {
  let next = 0;
  const forward = (
    url: string,
    headers: NodeJS.Dict<string | string[]>,
    body: Buffer,
    res: ServerResponse,
    tried: number,
  ): void => {
    if (tried >= ports.length) return void res.writeHead(502).end();
    const steered = tried === 0 ? steer.to : undefined;
    if (steered !== undefined) steer.to = undefined;
    const index = steered ?? next++ % ports.length;
    const upstream = request(
      {
        host: '127.0.0.1',
        port: ports[index],
        path: path ?? url,
        method: 'POST',
        headers: { ...headers, host: `127.0.0.1:${ports[index]}` },
      },
      (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (c: Buffer) => parts.push(c));
        answer.on('end', () => {
          const updateId = Number(
            (JSON.parse(body.toString()) as { update_id?: number }).update_id,
          );
          routed.push({ updateId, path: url, index, status: answer.statusCode ?? 0 });
          res.writeHead(answer.statusCode ?? 502, answer.headers).end(Buffer.concat(parts));
        });
        answer.on('error', () => res.writeHead(502).end());
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // Refused: that instance is down, a load balancer tries the next one. Cut mid-request:
      // the update may have been taken, so Telegram's redelivery decides (502 here).
      if (error.code === 'ECONNREFUSED') forward(url, headers, body, res, tried + 1);
      else if (!res.headersSent) res.writeHead(502).end();
    });
    upstream.end(body);
  };
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req.url ?? '/', req.headers, Buffer.concat(chunks), res, 0));
  });
}
