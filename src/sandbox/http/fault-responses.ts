import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FaultSpec } from './faults.ts';
import {
  API_MEDIA_TYPE,
  envelopeOf,
  type Outcome,
  problem,
  writeOutcome,
  writeRaw,
} from './respond.ts';

const GATEWAY_HTML =
  '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1>' +
  '</center><hr><center>nginx</center></body></html>';

/** Where the sandbox is, for faults that need it (the redirect target, the hung sockets). */
export interface FaultStage {
  /** Another loopback host with the same port: a redirect a client must not follow. */
  redirectOrigin: string;
  /** Responses left hanging; startSandbox destroys their sockets at close(). */
  hung: Set<ServerResponse>;
}

/**
 * Plays a gateway fault instead of the service (nothing was processed). Returns the status
 * written, or 0 when no HTTP answer was given (reset, hang).
 */
export function playGatewayFault(
  fault: FaultSpec,
  req: IncomingMessage,
  res: ServerResponse,
  stage: FaultStage,
  selfLink: string,
): number {
  switch (fault.kind) {
    case 'status': {
      const status = fault.status ?? 503;
      const headers: Record<string, string> =
        fault.retryAfter === undefined ? {} : { 'retry-after': String(fault.retryAfter) };
      const message = fault.message ?? 'service temporarily unavailable (injected)';
      return writeOutcome(res, problem(status, message, headers), selfLink);
    }
    case 'html-gateway':
      return writeRaw(res, 502, 'text/html; charset=utf-8', GATEWAY_HTML);
    case 'plain-text':
      return writeRaw(res, 500, 'text/plain; charset=utf-8', 'Internal Server Error');
    case 'other-json':
      return writeRaw(res, 502, 'application/json', '{"error":"upstream"}');
    case 'redirect':
      return writeRaw(res, 302, 'text/html; charset=utf-8', '<a>moved</a>', {
        location: `${stage.redirectOrigin}${req.url ?? '/'}`,
      });
    case 'hang':
      stage.hung.add(res);
      res.on('close', () => stage.hung.delete(res));
      return 0;
    default:
      req.socket.destroy();
      return 0;
  }
}

/**
 * Plays a response fault in place of the service's 200 (the work, e.g. persisting an order, is
 * done). Returns the status written, or 0 when the socket was dropped.
 */
export function playResponseFault(
  fault: FaultSpec,
  outcome: Outcome,
  req: IncomingMessage,
  res: ServerResponse,
  selfLink: string,
): number {
  if (fault.kind === 'rewrite' && outcome.kind === 'data') {
    const data = structuredClone(outcome.data) as Record<string, unknown>;
    fault.rewrite?.(data);
    return writeOutcome(res, { kind: 'data', data }, selfLink);
  }
  if (fault.kind === 'truncated') {
    const full = envelopeOf(outcome, selfLink);
    // A complete HTTP message whose JSON stops in the middle.
    return writeRaw(res, 200, API_MEDIA_TYPE, full.slice(0, Math.floor(full.length / 2)));
  }
  if (fault.kind === 'invalid-body') {
    const body = JSON.stringify({
      meta: { data: { unexpected: true } },
      jsonapi: { version: '1.1' },
    });
    return writeRaw(res, 200, API_MEDIA_TYPE, body);
  }
  req.socket.destroy();
  return 0;
}
