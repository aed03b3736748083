import type { BaseName, Endpoint } from './router.ts';

/**
 * Failure modes a client must survive (spec "Errors": gateways may answer with other JSON, text
 * or HTML; docs/architecture.md targets: no lost or duplicate order under dropped responses).
 * - status: the service's own meta.error envelope with any status (optional Retry-After)
 * - html-gateway: 502 text/html; plain-text: 500 text/plain; other-json: 502 {"error":"upstream"}
 * - reset: the socket is destroyed; hang: no answer until close(); redirect: 302 to another host
 * - truncated: the real 200 body cut in half; invalid-body: a 200 envelope missing required fields
 * - drop-after-persist: /orders saves the order, then the socket is destroyed before any answer
 * - rewrite: the real 200 payload, changed by `rewrite` first (a value the spec does not list,
 *   e.g. an order status or a quote period the restaurant added)
 */
export type FaultKind =
  | 'status'
  | 'html-gateway'
  | 'plain-text'
  | 'other-json'
  | 'reset'
  | 'hang'
  | 'redirect'
  | 'truncated'
  | 'invalid-body'
  | 'drop-after-persist'
  | 'rewrite';

/** What to inject and which requests it hits; unset filters match everything. */
export interface FaultSpec {
  kind: FaultKind;
  endpoint?: Endpoint;
  base?: BaseName;
  /** Catalogue page (a request without `page` is page 1). */
  page?: number;
  /** Partner id; gateway faults match before authentication by the credentials presented. */
  partner?: string;
  /** How many matching requests it hits (default 1; Infinity = until cleared). */
  times?: number;
  /** For kind 'status' (default 503). */
  status?: number;
  /** For kind 'status': Retry-After seconds (number) or the raw header value (string). */
  retryAfter?: number | string;
  /** For kind 'status': the meta.error message. */
  message?: string;
  /** For kind 'rewrite': changes a copy of the payload (`meta.data`) before it is written. */
  rewrite?: (data: Record<string, unknown>) => void;
}

/** The request a fault is matched against. */
export interface FaultTarget {
  endpoint: Endpoint;
  base: BaseName;
  page: number | undefined;
  partner: string | undefined;
}

// Gateway faults happen in front of the service: nothing is processed. Response faults replace
// the service's own 200 after it did the work (so /orders has persisted).
const RESPONSE_KINDS: ReadonlySet<FaultKind> = new Set([
  'truncated',
  'invalid-body',
  'drop-after-persist',
  'rewrite',
]);

interface ArmedFault {
  spec: FaultSpec;
  remaining: number;
}

/**
 * Holds injected faults for tests. `takeGateway` is asked before authentication, `takeResponse`
 * when the service is about to answer 200; each match uses up one of the fault's `times`, and
 * faults are matched in injection order.
 */
export class FaultInjector {
  #armed: ArmedFault[] = [];

  /** Arms a fault. drop-after-persist only ever matches /orders. */
  inject(spec: FaultSpec): void {
    const endpoint = spec.kind === 'drop-after-persist' ? 'orders' : spec.endpoint;
    const normalized = endpoint ? { ...spec, endpoint } : spec;
    this.#armed.push({ spec: normalized, remaining: spec.times ?? 1 });
  }

  /** Disarms every fault. */
  clear(): void {
    this.#armed = [];
  }

  /** Faults still armed, with how many hits each has left. */
  pending(): { spec: FaultSpec; remaining: number }[] {
    return this.#armed.map((fault) => ({ spec: fault.spec, remaining: fault.remaining }));
  }

  /** A gateway fault for this request, consumed, or undefined. */
  takeGateway(target: FaultTarget): FaultSpec | undefined {
    return this.#take(target, (kind) => !RESPONSE_KINDS.has(kind));
  }

  /** A response fault for this successful request, consumed, or undefined. */
  takeResponse(target: FaultTarget): FaultSpec | undefined {
    return this.#take(target, (kind) => RESPONSE_KINDS.has(kind));
  }

  #take(target: FaultTarget, phase: (kind: FaultKind) => boolean): FaultSpec | undefined {
    const fault = this.#armed.find(({ spec }) => phase(spec.kind) && matches(spec, target));
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.#armed = this.#armed.filter((armed) => armed !== fault);
    return fault.spec;
  }
}

function matches(spec: FaultSpec, target: FaultTarget): boolean {
  if (spec.endpoint !== undefined && spec.endpoint !== target.endpoint) return false;
  if (spec.base !== undefined && spec.base !== target.base) return false;
  if (spec.partner !== undefined && spec.partner !== target.partner) return false;
  if (spec.page !== undefined) {
    return target.endpoint === 'catalogue' && (target.page ?? 1) === spec.page;
  }
  return true;
}
