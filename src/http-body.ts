import type { IncomingMessage } from 'node:http';

/**
 * Collects a request body of at most `maxBytes` (the sandbox's JSON bodies, the Mini App's cart).
 * Resolves with the bytes, or undefined as soon as the count passes the limit: the stream keeps
 * flowing into the void, so the client can finish sending and read the 413. Rejects when the
 * request stream fails before its end.
 */
export function collectBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > maxBytes) {
        over = true;
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(over ? undefined : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
