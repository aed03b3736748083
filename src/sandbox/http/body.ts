import type { IncomingMessage } from 'node:http';
import { collectBody } from '../../http-body.ts';
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
  const bytes = await collectBody(req, MAX_BODY_BYTES);
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
