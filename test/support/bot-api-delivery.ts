import { request as httpRequest, type IncomingMessage } from 'node:http';

/*
 * The HTTP pieces of the Bot API emulator (`bot-api-server.ts`): reading a request body, and a
 * webhook delivery as Telegram makes it.
 */

/** The whole body of a request the bot made (or a webhook delivery's answer). */
export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * POSTs one update as Telegram's webhook delivery does (JSON, with the secret token header when
 * given). Resolves with the HTTP status, or 'error' when the bot could not be reached. Also used
 * by tests to send forged deliveries.
 */
export async function deliverUpdate(
  url: string,
  update: unknown,
  secret: string | undefined,
): Promise<number | 'error'> {
  return (await deliver(url, update, secret)).status;
}

/** A delivery with the bot's answer body (a method to run, when the bot replied with one). */
export function deliver(
  url: string,
  update: unknown,
  secret: string | undefined,
): Promise<{ status: number | 'error'; body: string }> {
  return new Promise((resolve) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(secret === undefined ? {} : { 'x-telegram-bot-api-secret-token': secret }),
        },
        timeout: 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('webhook delivery timed out')));
    req.on('error', () => resolve({ status: 'error', body: '' }));
    req.end(JSON.stringify(update));
  });
}
