import { request } from 'node:http';

/**
 * One request to a webhook server on loopback, as Telegram would send it: POST with the update as
 * JSON and the secret header when given; `/healthz` is a GET without a body. Resolves with the
 * HTTP status.
 */
export function postWebhook(
  port: number,
  path: string,
  body: unknown,
  secret?: string,
): Promise<number> {
  const health = path === '/healthz';
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: health ? 'GET' : 'POST',
        headers: {
          'content-type': 'application/json',
          ...(secret === undefined ? {} : { 'x-telegram-bot-api-secret-token': secret }),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(health ? undefined : JSON.stringify(body));
  });
}
