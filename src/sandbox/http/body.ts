import type { IncomingMessage } from 'node:http';
import { type Outcome, problem } from './respond.ts';

/** Spec "Limits": a JSON body is at most 128 KiB. */
export const MAX_BODY_BYTES = 128 * 1024;

/**
 * Reads a POST body as one JSON object. 413 when Content-Length announces more than the limit
 * (answered before reading) or when a chunked body grows past it while streaming; 400 when the
 * bytes are not UTF-8, not JSON, or not an object. The rest of an oversized body is drained by
 * Node after the answer, so the connection stays usable.
 */
export async function readJsonObject(
  req: IncomingMessage,
): Promise<{ body: Record<string, unknown> } | { outcome: Outcome }> {
  const tooLarge = problem(413, `request body larger than ${MAX_BODY_BYTES} bytes`);
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  if (declared > MAX_BODY_BYTES) return { outcome: tooLarge };
  const bytes = await collect(req);
  if (bytes === undefined) return { outcome: tooLarge };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { outcome: problem(400, 'request body is not valid UTF-8') };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { outcome: problem(400, 'request body is not valid JSON') };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { outcome: problem(400, 'request body must be a JSON object') };
  }
  return { body: value as Record<string, unknown> };
}

// Resolves with the bytes, or undefined as soon as the count passes the limit (the stream keeps
// flowing into the void so the client can finish sending and read the 413).
function collect(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
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
