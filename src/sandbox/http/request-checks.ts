import type { IncomingMessage } from 'node:http';
import { API_MEDIA_TYPE, type Outcome, problem } from './respond.ts';
import type { Endpoint } from './router.ts';

const MAX_PAGE = 10_000;

function mediaTypes(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((range) => (range.split(';')[0] ?? '').trim().toLowerCase())
    .filter((range) => range !== '');
}

/**
 * Spec "Endpoints": every request must carry `Accept: application/vnd.api+json`. A wildcard is
 * not enough: the sandbox exists to catch a client that forgets the header (400).
 */
export function checkAccept(req: IncomingMessage): Outcome | undefined {
  if (mediaTypes(req.headers.accept).includes(API_MEDIA_TYPE)) return undefined;
  return problem(400, `Accept: ${API_MEDIA_TYPE} is required`);
}

/**
 * Spec "Endpoints": /catalogue accepts only `page`, an integer 1 to 10000 (default 1); no other
 * query parameter exists anywhere (400). Returns the page for /catalogue.
 */
export function checkQuery(
  endpoint: Endpoint,
  query: URLSearchParams,
): { page: number } | { outcome: Outcome } {
  const names = [...query.keys()];
  if (endpoint !== 'catalogue') {
    return names.length === 0
      ? { page: 1 }
      : { outcome: problem(400, 'query parameters are not supported on this endpoint') };
  }
  const unknown = names.find((name) => name !== 'page');
  if (unknown !== undefined) {
    return { outcome: problem(400, `unsupported query parameter: ${unknown}`) };
  }
  const pages = query.getAll('page');
  if (pages.length === 0) return { page: 1 };
  const raw = pages[0] ?? '';
  const page = /^[1-9][0-9]{0,4}$/.test(raw) ? Number(raw) : Number.NaN;
  if (pages.length > 1 || !(page >= 1 && page <= MAX_PAGE)) {
    return { outcome: problem(400, `page must be an integer from 1 to ${MAX_PAGE}`) };
  }
  return { page };
}

/**
 * Spec "Endpoints": POST bodies are UTF-8 JSON with `Content-Type: application/json` (415
 * otherwise). A charset parameter is tolerated only when it says UTF-8.
 */
export function checkContentType(req: IncomingMessage): Outcome | undefined {
  const [type = '', ...params] = (req.headers['content-type'] ?? '').split(';');
  const charset = params
    .map((param) => param.trim().toLowerCase())
    .find((param) => param.startsWith('charset='));
  const utf8 = charset === undefined || /^charset="?utf-8"?$/.test(charset);
  if (type.trim().toLowerCase() === 'application/json' && utf8) return undefined;
  return problem(415, 'Content-Type: application/json is required');
}
