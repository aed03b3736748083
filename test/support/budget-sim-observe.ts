import type { CatalogueSync } from '../../src/catalogue/sync.ts';
import type { StatusTracker } from '../../src/orders/index.ts';
import type { ObservedTransport, SentRequest } from './budget-sim-driver.ts';

const FINAL = new Set(['delivered', 'cancelled']);

/** What the simulation records while it runs (all times on the simulation clock, ms). */
export interface Observations {
  simStartedAt: number;
  quotes: { startedAt: number; doneAt: number }[];
  /** One per customer confirmation: `submitAt` is the call to `outbox.submit`. */
  submissions: { id: string; submitAt: number; outcomeAt: number; outcome: string }[];
  /**
   * Once a simulated second: the tracker's own `lag()` and the lag measured independently from
   * the answers on the wire (now − last status read − poll interval, worst active order).
   */
  lagSamples: { at: number; reported: number; measured: number; active: number }[];
  /** Once a simulated second: the age of the menu customers are shown. */
  menuAges: { at: number; ageMs: number | null }[];
  /** Catalogue cycles completed inside the measured period: when each started and finished. */
  cycles: { startedAt: number; finishedAt: number }[];
  /** Every status read per order (its /orders acceptance, then each /orderstatus answer). */
  reads: Map<string, number[]>;
  /** Answered requests, as the observed transport recorded them. */
  sent: SentRequest[];
}

interface Observer {
  obs: Observations;
  tracker: StatusTracker;
  sync: CatalogueSync;
  pollIntervalMs: number;
  lastRead: Map<string, number>;
  lastSampleAt: number;
}

const observers = new WeakMap<Observations, Observer>();

/**
 * Starts recording from `now`: status reads from the wire (orders accepted before now included,
 * so the orders created during setup start with their acceptance as the last read).
 */
export function observe(
  transport: ObservedTransport,
  tracker: StatusTracker,
  sync: CatalogueSync,
  now: number,
  pollIntervalMs: number,
): Observations {
  const obs: Observations = {
    simStartedAt: now,
    quotes: [],
    submissions: [],
    lagSamples: [],
    menuAges: [],
    cycles: [],
    reads: new Map(),
    sent: transport.sent,
  };
  const lastRead = new Map<string, number>();
  const record = (request: SentRequest): void => {
    const id = request.externalOrderId;
    const read = request.endpoint === 'orders' || request.endpoint === 'orderstatus';
    if (!read || id === undefined || request.status !== 200 || request.answeredAt === null) return;
    const reads = obs.reads.get(id) ?? [];
    reads.push(request.answeredAt);
    obs.reads.set(id, reads);
    if (FINAL.has(request.orderStatus ?? '')) lastRead.delete(id);
    else lastRead.set(id, request.answeredAt);
  };
  for (const request of transport.sent) record(request);
  transport.onAnswered(record);
  sync.events.on('updated', () => {
    const cycle = sync.health().lastCycle;
    if (cycle) obs.cycles.push({ startedAt: cycle.startedAt, finishedAt: cycle.finishedAt });
  });
  observers.set(obs, { obs, tracker, sync, pollIntervalMs, lastRead, lastSampleAt: -Infinity });
  return obs;
}

/** Takes the once-a-second samples (lag reported vs measured, menu age) when a second passed. */
export function sample(obs: Observations, now: number): void {
  const o = observers.get(obs);
  if (!o || now - o.lastSampleAt < 1_000) return;
  o.lastSampleAt = now;
  let measured = 0;
  for (const at of o.lastRead.values()) measured = Math.max(measured, now - at - o.pollIntervalMs);
  const stats = o.tracker.stats();
  obs.lagSamples.push({ at: now, reported: stats.lagMs, measured, active: stats.active });
  obs.menuAges.push({ at: now, ageMs: o.sync.health().menuAgeMs });
}
