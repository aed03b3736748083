import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { Endpoint } from './errors.ts';

/** Why the partner refuses us: 401 (missing, wrong, paused, rotated) or 403 (HTTPS, access). */
export type Refusal = 'unauthorized' | 'forbidden';

/** The credentials state for health output and tests. */
export interface CredentialsState {
  refused: Refusal | null;
  /** When the incident began (ms, our clock), null while accepted. */
  since: number | null;
  /** Probes sent in this incident. */
  probes: number;
  /** When the next probe is due (ms), null while accepted or while one is in flight. */
  nextProbeAt: number | null;
}

/**
 * What several instances share through the coordination layer (Redis): one incident, one probe
 * per step, one alert at its start and one at its end, whichever instance saw them.
 */
export interface SharedCredentials {
  /** Records the refusal; true only for the instance that began the incident. */
  markRefused(kind: Refusal): Promise<boolean>;
  /** Records that access works; true only for the instance that ended the incident. */
  markAccepted(): Promise<boolean>;
  /** The probe of one backoff step of `stepMs`: true for exactly one instance. */
  claimProbe(stepMs: number): Promise<boolean>;
  /** Calls `onChange` whenever another instance begins or ends an incident. */
  onChange(onChange: (refused: Refusal | null) => void): Promise<void>;
  /** The shared state at start-up. */
  current(): Promise<Refusal | null>;
}

/** An operator alert: the incident began (on `endpoint`) or access works again. */
export interface CredentialsAlert {
  kind: Refusal | 'recovered';
  endpoint: Endpoint;
  status: number | undefined;
}

export interface CredentialsGateOptions {
  clock: Clock;
  random: () => number;
  logger: Logger;
  /** First probe delay after the refusal. Default 30 s (issue 20). */
  firstProbeMs?: number;
  /** Longest probe delay. Default 10 min. */
  maxProbeMs?: number;
  shared?: SharedCredentials | undefined;
}

/**
 * The partner's one credentials state, shared by every caller of the client (and by every
 * instance through `shared`). While refused, background loops stay parked (they ask
 * `refused()`), the client sends nothing but the probe, and one probe (the cheapest request)
 * runs at 30 s, 1, 2, 4, 8 then every 10 min (plus up to 10 % jitter). A successful request
 * (the probe's or any other) ends the incident: `recovered` fires once and everything resumes.
 * Spec "Errors": 401 must not be retried endlessly; "Invalid-data and authentication errors must
 * not be retried endlessly".
 */
export class CredentialsGate {
  /** `alert`: the incident's start and its end, once each; `recovered`: resume the loops. */
  readonly events = new EventEmitter<{ alert: [CredentialsAlert]; recovered: [] }>();
  readonly #clock: Clock;
  readonly #random: () => number;
  readonly #logger: Logger;
  readonly #firstProbeMs: number;
  readonly #maxProbeMs: number;
  readonly #shared: SharedCredentials | undefined;
  #probe: (() => Promise<void>) | null = null;
  #state: CredentialsState = { refused: null, since: null, probes: 0, nextProbeAt: null };
  #cancelProbe: (() => void) | null = null;
  #closed = false;

  constructor(options: CredentialsGateOptions) {
    this.#clock = options.clock;
    this.#random = options.random;
    this.#logger = options.logger;
    this.#firstProbeMs = options.firstProbeMs ?? 30_000;
    this.#maxProbeMs = options.maxProbeMs ?? 600_000;
    this.#shared = options.shared;
  }

  /** The request that probes (the client's cheapest, sent past the gate). */
  setProbe(probe: () => Promise<void>): void {
    this.#probe = probe;
  }

  /** Adopts the shared state and follows other instances' incidents (several instances). */
  async connect(): Promise<void> {
    if (!this.#shared) return;
    await this.#shared.onChange((refused) => this.#adopt(refused));
    this.#adopt(await this.#shared.current());
  }

  /** True while the partner refuses our credentials: send nothing but the probe. */
  refused(): boolean {
    return this.#state.refused !== null;
  }

  state(): CredentialsState {
    return { ...this.#state };
  }

  /** The client saw a 401 or 403. The first of an incident alerts and arms the probe. */
  noteRefused(kind: Refusal, endpoint: Endpoint, status: number | undefined): void {
    const fresh = this.#state.refused === null;
    const changed = this.#state.refused !== kind;
    this.#state = {
      ...this.#state,
      refused: kind,
      since: this.#state.since ?? this.#clock.now(),
    };
    if (!changed) return;
    if (fresh) {
      this.#logger.warn(
        { endpoint, kind },
        'partner refuses the credentials; background work paused',
      );
    }
    this.#alertOnce(fresh ? this.#shared?.markRefused(kind) : undefined, () =>
      this.events.emit('alert', { kind, endpoint, status }),
    );
    if (this.#state.nextProbeAt === null) this.#armProbe();
  }

  /** A request succeeded: the incident, if any, is over; everything resumes at once. */
  noteAccepted(endpoint: Endpoint, status: number): void {
    if (this.#state.refused === null) return;
    this.#end();
    this.#logger.info({ endpoint }, 'partner accepts the credentials again; work resumes');
    this.#alertOnce(this.#shared?.markAccepted(), () =>
      this.events.emit('alert', { kind: 'recovered', endpoint, status }),
    );
    this.events.emit('recovered');
  }

  /**
   * Raises `alert` once per incident across instances: when `claim` (the shared state's answer:
   * this instance is the first to mark the change) says so, at once without a claim, and anyway
   * when the shared state cannot answer (an alert twice beats none).
   */
  #alertOnce(claim: Promise<boolean> | undefined, alert: () => void): void {
    if (claim === undefined) {
      alert();
      return;
    }
    void claim.then(
      (first) => {
        if (first) alert();
      },
      (error: unknown) => {
        this.#logger.warn({ err: error }, 'could not share the credentials state');
        alert();
      },
    );
  }

  /**
   * Probes now instead of at the next step (an operator who fixed the credentials, tests on the
   * system clock). The backoff goes on from where it was when the probe is refused again.
   */
  async probeNow(): Promise<void> {
    if (this.#state.refused === null || this.#state.nextProbeAt === null) return;
    this.#cancelProbe?.();
    this.#cancelProbe = null;
    await this.#runProbe(this.#firstProbeMs);
  }

  /** Stops probing (shutdown). */
  close(): void {
    this.#closed = true;
    this.#cancelProbe?.();
    this.#cancelProbe = null;
  }

  // Another instance began or ended an incident: follow it, quietly (it alerted).
  #adopt(refused: Refusal | null): void {
    if (refused === this.#state.refused) return;
    if (refused === null) {
      this.#end();
      this.events.emit('recovered');
      return;
    }
    const fresh = this.#state.refused === null;
    this.#state = { ...this.#state, refused, since: this.#state.since ?? this.#clock.now() };
    if (fresh) this.#armProbe();
  }

  #end(): void {
    this.#cancelProbe?.();
    this.#cancelProbe = null;
    this.#state = { refused: null, since: null, probes: 0, nextProbeAt: null };
  }

  /** Delay before probe number `n` (1 = first): 30 s doubling to 10 min, plus ≤10 % jitter. */
  #probeDelay(n: number): number {
    const base = Math.min(this.#maxProbeMs, this.#firstProbeMs * 2 ** (n - 1));
    const drawn = this.#random();
    const unit = Number.isFinite(drawn) ? Math.min(Math.max(drawn, 0), 0.999) : 0;
    return base + Math.floor(base * 0.1 * unit);
  }

  #armProbe(): void {
    if (this.#closed) return;
    this.#cancelProbe?.();
    const delay = this.#probeDelay(this.#state.probes + 1);
    this.#state = { ...this.#state, nextProbeAt: this.#clock.now() + delay };
    this.#cancelProbe = this.#clock.setTimeout(() => {
      this.#cancelProbe = null;
      void this.#runProbe(delay);
    }, delay);
  }

  async #runProbe(stepMs: number): Promise<void> {
    if (this.#state.refused === null || this.#closed) return;
    this.#state = { ...this.#state, probes: this.#state.probes + 1, nextProbeAt: null };
    try {
      // Several instances: one probe per step for all of them.
      const mine = this.#shared ? await this.#shared.claimProbe(stepMs).catch(() => true) : true;
      if (mine) await this.#probe?.();
    } catch {
      // The probe's refusal was noted by the client; its other failures say nothing about the
      // credentials: the next step probes again.
    }
    if (this.#state.refused !== null && this.#state.nextProbeAt === null) this.#armProbe();
  }
}
