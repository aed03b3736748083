import type { OrderRecord, OrderRequest } from '../../src/domain/order.ts';
import type { PartnerClient } from '../../src/partner/client.ts';
import { type Endpoint, PartnerError, type PartnerErrorKind } from '../../src/partner/errors.ts';
import type { Rng } from './random.ts';
import type { Scheduler } from './scheduler.ts';

/** The real client's request timeout: an answer later than this is a `network` timeout. */
export const REQUEST_TIMEOUT_MS = 15_000;
/** A quote's validity for a first submission (spec "Limits": about 15 minutes). */
export const QUOTE_VALID_MS = 15 * 60_000;

/** The partner's faults for one seed; all off in the healing phase (`off` windows stay). */
export interface PartnerFaults {
  /** 429, refused before processing (the instance's budget then pauses for Retry-After). */
  rateLimited: number;
  /** 503 with Retry-After, refused before processing. */
  unavailable: number;
  /** Connection reset before the request reached the service. */
  reset: number;
  /** A gateway's 400 (spec "Errors": a gateway-level request problem), before the service. */
  badRequest: number;
  /** An /orders attempt held in processing: it commits later (or not), by the doubt bound. */
  hold: number;
  /** A held attempt that ends without an order. */
  heldFails: number;
  /** Committed, but the answer is lost (reset at once, or a timeout after 15 s). */
  lostAnswer: number;
  /** Committed, then a gateway's 502 page. */
  gateway: number;
  /** 422 (closed period, say): the order is refused for good. */
  reject: number;
  /** /orderstatus fails (503, reset, timeout). */
  statusFails: number;
  /** Ordering switched off: /orders answers 503 with Retry-After inside these windows. */
  off: Array<{ from: number; until: number }>;
}

/** One order the restaurant has, with the customer's intent it belongs to. */
export interface Landed {
  externalOrderId: string;
  intent: string;
  record: OrderRecord;
  body: string;
  /** When the attempt that created it reached the partner, and when it committed. */
  arrivedAt: number;
  landedAt: number;
}

interface Quote {
  totalMinor: number;
  validUntil: number;
}

interface Processing {
  body: string;
  landAt: number;
}

type Client = Pick<PartnerClient, 'submitOrder' | 'orderStatus'>;

/** The intent an order body belongs to: the simulation writes it into the customer's note. */
export function intentOf(request: OrderRequest): string {
  return request.customer.note?.replace(/^sim intent /, '') ?? '?';
}

/**
 * The simulated Partner API, by the spec's rules: an identical /orders replay of a landed id is
 * 200 `replayed: true`, the same id with another body 409, an id whose earlier attempt is still
 * being processed 409 (busy), an expired quote 409, ordering off 503 with Retry-After, 429 now
 * and then. An attempt may be held in processing and commit later, but never after `landBy` (the
 * simulation's assumption: within the doubt window the outbox is configured with, counted from
 * the moment the outbox stamped the attempt; see docs/testing.md);
 * /orderstatus says 404 until the order has landed (rule 8: 404 proves nothing). The ledger
 * keeps every landed order with the intent it belongs to.
 */
export class SimPartner {
  readonly landed = new Map<string, Landed>();
  /** Landed ids per intent: more than one is a double order. */
  readonly byIntent = new Map<string, string[]>();
  /** /orders requests per id not refused with 429. */
  readonly sends = new Map<string, number>();
  readonly #processing = new Map<string, Processing>();
  readonly #quotes = new Map<string, Quote>();
  readonly #pausedUntil = new Map<string, number>();
  readonly #sched: Scheduler;
  readonly #rng: Rng;
  readonly #faults: PartnerFaults;
  readonly #landBy: (owner: string, id: string) => number;
  readonly #onLand: (landed: Landed) => void;
  readonly #onSend: (id: string, sends: number) => void;
  #numbers = 1000;
  #tokens = 0;

  constructor(options: {
    sched: Scheduler;
    rng: Rng;
    faults: PartnerFaults;
    /** The latest time an attempt of `owner` for `id` arriving now may commit. */
    landBy: (owner: string, id: string) => number;
    onLand: (landed: Landed) => void;
    /** Told of every /orders request not refused with 429, with the id's count so far. */
    onSend?: ((id: string, sends: number) => void) | undefined;
  }) {
    this.#sched = options.sched;
    this.#rng = options.rng;
    this.#faults = options.faults;
    this.#landBy = options.landBy;
    this.#onLand = options.onLand;
    this.#onSend = options.onSend ?? (() => undefined);
  }

  /** Attempts still being processed (they may land). */
  inProcessing(): number {
    return this.#processing.size;
  }

  /** A /quote for a customer: a token valid QUOTE_VALID_MS from now, and its total. */
  quote(): { token: string; totalMinor: number; validUntil: number } {
    this.#tokens += 1;
    const token = `q-${this.#tokens}`;
    const quote = {
      totalMinor: 1_000 + this.#rng.int(0, 40) * 50,
      validUntil: this.#sched.now + QUOTE_VALID_MS,
    };
    this.#quotes.set(token, quote);
    return { token, ...quote };
  }

  /** The client of one instance incarnation: its answers die with it. */
  clientFor(owner: string): Client {
    return {
      submitOrder: (request) =>
        this.#request(owner, 'orders', request.external_order_id, (reply) =>
          this.#orders(owner, request, reply),
        ),
      orderStatus: (id) =>
        this.#request(owner, 'orderstatus', id, (reply) => reply(this.#status(owner, id))),
    };
  }

  // A request reaches the partner now (or when the instance's budget pause after a 429 ends);
  // its answer is delivered to the instance `after` ms after the partner replied.
  #request(
    owner: string,
    endpoint: Endpoint,
    id: string,
    arrive: (reply: (answer: Answer) => void) => void,
  ): Promise<OrderRecord> {
    return new Promise<OrderRecord>((resolve, reject) => {
      const reply = (answer: Answer): void => {
        this.#sched.schedule({
          at: this.#sched.now + answer.after,
          owner,
          run: () => {
            this.#sched.trace(owner, `← /${endpoint} ${id}: ${answer.text}`);
            if (answer.error) reject(answer.error);
            else resolve({ ...(answer.record as OrderRecord) });
          },
        });
      };
      const paused = this.#pausedUntil.get(owner) ?? 0;
      if (paused <= this.#sched.now) arrive(reply);
      else this.#sched.schedule({ at: paused, owner, run: () => arrive(reply) });
    });
  }

  #orders(owner: string, request: OrderRequest, reply: (answer: Answer) => void): void {
    const id = request.external_order_id;
    const body = JSON.stringify(request);
    const now = this.#sched.now;
    const f = this.#faults;
    const answer = (text: string, result: Answer): void => {
      this.#sched.trace('partner', `/orders ${id} from ${owner} → ${text}`);
      reply(result);
    };
    if (this.#rng.chance(f.rateLimited)) {
      answer('429', this.#limited(owner));
      return;
    }
    const sends = (this.sends.get(id) ?? 0) + 1;
    this.sends.set(id, sends);
    this.#onSend(id, sends);
    const off = f.off.find((window) => window.from <= now && now < window.until);
    const landed = this.landed.get(id);
    const quote = this.#quotes.get(request.quote_token);
    if (off) {
      answer('503 ordering switched off', fail('unavailable', 503, this.#quick(), off.until - now));
    } else if (this.#rng.chance(f.unavailable)) {
      const retryAfterMs = this.#rng.int(1_000, 30_000);
      answer('503 unavailable', fail('unavailable', 503, this.#quick(), retryAfterMs));
    } else if (this.#rng.chance(f.reset)) {
      answer('reset before processing', network('reset', this.#quick()));
    } else if (this.#rng.chance(f.badRequest)) {
      answer('400 from the gateway', fail('bad_request', 400, this.#quick()));
    } else if (landed && landed.body !== body) {
      answer('409 same id, other body', fail('conflict', 409, this.#quick()));
    } else if (landed) {
      const record = { ...landed.record, replayed: true };
      answer(`200 replayed ${record.order_number}`, ok(record, this.#quick()));
    } else if (this.#processing.has(id)) {
      answer('409 busy (in processing)', fail('conflict', 409, this.#quick()));
    } else if (
      !quote ||
      now >= quote.validUntil ||
      quote.totalMinor !== request.expected_total_minor
    ) {
      answer('409 quote expired', fail('conflict', 409, this.#quick()));
    } else if (this.#rng.chance(f.reject)) {
      answer('422 closed period', fail('unprocessable', 422, this.#quick()));
    } else if (this.#rng.chance(f.hold) && this.#landBy(owner, id) - now > 1_000) {
      this.#held(id, request, body, this.#landBy(owner, id), answer);
    } else {
      const record = this.#land(id, request, body, now);
      const number = record.order_number;
      if (this.#rng.chance(f.lostAnswer)) {
        const timeout = this.#rng.chance(0.5);
        answer(
          `landed ${number}, answer lost (${timeout ? 'timeout' : 'reset'})`,
          network(timeout ? 'timeout' : 'reset', timeout ? REQUEST_TIMEOUT_MS : this.#quick()),
        );
      } else if (this.#rng.chance(f.gateway)) {
        answer(`landed ${number}, 502 gateway page`, fail('gateway', 502, this.#quick()));
      } else answer(`200 new ${number}`, ok({ ...record, replayed: false }, this.#quick()));
    }
  }

  // Held in processing: commits (or fails) by `landBy`; the client hears the outcome if that
  // comes within its timeout, else a timeout.
  #held(
    id: string,
    request: OrderRequest,
    body: string,
    landBy: number,
    answer: (text: string, result: Answer) => void,
  ): void {
    const now = this.#sched.now;
    const landAt = this.#rng.int(now + 1_000, landBy);
    const fails = this.#rng.chance(this.#faults.heldFails);
    const timedOut = landAt - now >= REQUEST_TIMEOUT_MS;
    const seconds = ((landAt - now) / 1000).toFixed(1);
    this.#processing.set(id, { body, landAt });
    this.#sched.trace(
      'partner',
      `/orders ${id} → held, ${fails ? 'fails' : 'lands'} at +${seconds}s`,
    );
    if (timedOut) answer('(client times out)', network('timeout', REQUEST_TIMEOUT_MS));
    this.#sched.schedule({
      at: landAt,
      owner: null,
      run: () => {
        this.#processing.delete(id);
        if (fails) {
          if (!timedOut) answer('held attempt failed: 502', fail('gateway', 502, this.#quick()));
          else this.#sched.trace('partner', `held attempt ${id} ends without an order`);
          return;
        }
        const record = this.#land(id, request, body, now);
        if (!timedOut)
          answer(`held attempt lands, 200 ${record.order_number}`, ok(record, this.#quick()));
        else this.#sched.trace('partner', `held attempt ${id} lands as ${record.order_number}`);
      },
    });
  }

  #status(owner: string, id: string): Answer {
    const f = this.#faults;
    const say = (text: string): void =>
      this.#sched.trace('partner', `/orderstatus ${id} from ${owner} → ${text}`);
    if (this.#rng.chance(f.rateLimited)) {
      say('429');
      return this.#limited(owner);
    }
    if (this.#rng.chance(f.statusFails)) {
      const how = this.#rng.int(0, 2);
      say(['503', 'reset', 'timeout'][how] ?? '503');
      if (how === 0) return fail('unavailable', 503, this.#quick(), this.#rng.int(1_000, 10_000));
      return how === 1 ? network('reset', this.#quick()) : network('timeout', REQUEST_TIMEOUT_MS);
    }
    const landed = this.landed.get(id);
    if (!landed) {
      say('404');
      return fail('not_found', 404, this.#quick());
    }
    say(`found ${landed.record.order_number}`);
    return ok({ ...landed.record }, this.#quick());
  }

  #limited(owner: string): Answer {
    const retryAfterMs = this.#rng.int(1_000, 5_000);
    this.#pausedUntil.set(owner, this.#sched.now + retryAfterMs);
    return fail('rate_limited', 429, this.#quick(), retryAfterMs);
  }

  #land(id: string, request: OrderRequest, body: string, arrivedAt: number): OrderRecord {
    this.#numbers += 1;
    const at = new Date(this.#sched.now).toISOString();
    const record: OrderRecord = {
      external_order_id: id,
      order_number: `R${this.#numbers}`,
      status: 'accepted',
      status_label: 'Приета',
      currency: 'EUR',
      total_minor: request.expected_total_minor,
      payment: 'cash',
      paid: false,
      created_at: at,
      updated_at: at,
    };
    const landed: Landed = {
      externalOrderId: id,
      intent: intentOf(request),
      record,
      body,
      arrivedAt,
      landedAt: this.#sched.now,
    };
    this.landed.set(id, landed);
    const ids = this.byIntent.get(landed.intent) ?? [];
    ids.push(id);
    this.byIntent.set(landed.intent, ids);
    this.#onLand(landed);
    return record;
  }

  // Most answers take 10–400 ms.
  #quick(): number {
    return this.#rng.int(10, 400);
  }
}

/** One answer on its way back: a record or an error, delivered `after` ms from the reply. */
interface Answer {
  after: number;
  record?: OrderRecord | undefined;
  error?: PartnerError | undefined;
  text: string;
}

function ok(record: OrderRecord, after: number): Answer {
  return { after, record, text: `200 ${record.order_number}${record.replayed ? ' replayed' : ''}` };
}

// The endpoint on the error is informational only; the outbox branches on kind and status.
function fail(
  kind: PartnerErrorKind,
  status: number,
  after: number,
  retryAfterMs?: number,
): Answer {
  const error = withoutStack(
    () =>
      new PartnerError(kind, `simulated ${status}`, { endpoint: 'orders', status, retryAfterMs }),
  );
  return { after, error, text: `${status} ${kind}` };
}

function network(cause: 'reset' | 'timeout', after: number): Answer {
  const error = withoutStack(
    () =>
      new PartnerError('network', `simulated ${cause}`, {
        endpoint: 'orders',
        networkCause: cause,
      }),
  );
  return { after, error, text: `network ${cause}` };
}

// Capturing a stack is most of an error's cost and no decision reads it (measured: 5 % of a
// seed); the limit is restored at once.
function withoutStack(create: () => PartnerError): PartnerError {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return create();
  } finally {
    Error.stackTraceLimit = limit;
  }
}
