import type { OutboxEntry } from '../../src/orders/outbox-entry.ts';
import { isFinalEntry, needsFollowUp } from '../../src/orders/outbox-entry.ts';
import { Customers } from './customers.ts';
import { Fleet } from './fleet.ts';
import { lostOrder, requestBound, type Violation } from './invariants.ts';
import { createRng } from './random.ts';
import {
  calmWeather,
  DOUBT_WINDOW_MS,
  LEASE_TTL_MS,
  type Scenario,
  SIM_START_MS,
  scenarioOf,
  WATCH_MS,
} from './scenario.ts';
import { Scheduler } from './scheduler.ts';
import { SimLeases } from './sim-leases.ts';
import { SimPartner } from './sim-partner.ts';
import { SimStore } from './sim-store.ts';

/** What one seed came to. */
export interface SeedResult {
  seed: number;
  violation: Violation | null;
  /** The last 40 trace lines (the whole trace with `fullTrace`). */
  trace: string[];
  /** A failing seed's story (`focusLines`), filled in by `runBatch` from a full replay. */
  focus?: string[] | undefined;
  steps: number;
  /** Sim time the seed covered (ms), healing included. */
  simMs: number;
  instances: number;
  intents: number;
  orders: number;
  /** The most /orders sends (not refused with 429) one id got. */
  maxSends: number;
}

/**
 * The story of a violation: from the whole trace, the lines about the ids it names (their
 * writes, sends, answers, leases, news, and listings that showed them stale), the chats they
 * belong to, and every start, crash, stall and phase; the last `limit` of them.
 */
export function focusLines(trace: readonly string[], violation: Violation, limit = 80): string[] {
  const ids = [...new Set(violation.message.match(/tg-c\d+-\d+/g) ?? [])];
  const chats = new Set(ids.map((id) => `c${id.split('-')[1]?.slice(1)} `));
  const names = ids.map((id) => new RegExp(`${id}(?![\\d])`));
  const lines = trace.filter((line) => {
    const text = line.slice(11);
    if (/^(SIM|\S+\s+(START|CRASH|STALL))/.test(text)) return true;
    if ([...chats].some((chat) => text.startsWith(chat))) return true;
    if (/store\.(get|read) /.test(text)) return false;
    if (text.includes('store.entries')) return ids.some((id) => text.includes(`${id}(stale`));
    return names.some((name) => name.test(text));
  });
  return lines.slice(-limit);
}

/** The request bound of invariant (4) for the outbox's default settings. */
export const REQUEST_BOUND = requestBound({
  maxAttempts: 5,
  resumeAttempts: 1,
  maxTotalAttempts: 12,
  conflictResends: 2,
  doubtWindowMs: DOUBT_WINDOW_MS,
  backoffBaseMs: 1_000,
});

/** A held attempt lands at least this long before its doubt window ends. */
const LANDING_MARGIN_MS = 1_000;

// Healing ends once the world is quiet, or after this much sim time (then invariant 2 judges).
const HEALING_MS = 4 * 60 * 60_000;
const HEALING_STEPS = 20_000;

/** How an outbox entry reads in a trace line. */
function describe(start: number) {
  const at = (ms: number | undefined) =>
    ms === undefined ? '' : `${((ms - start) / 1000).toFixed(1)}s`;
  return (namespace: string, value: unknown): string => {
    if (namespace !== 'outbox') return JSON.stringify(value).slice(0, 60);
    const entry = value as OutboxEntry;
    const parts = [`state=${entry.state}`, `att=${entry.attempts}`];
    if (entry.doubtUntil !== undefined) parts.push(`doubtUntil=${at(entry.doubtUntil)}`);
    if (entry.watchUntil !== undefined) parts.push(`watchUntil=${at(entry.watchUntil)}`);
    if (entry.waitingFor !== undefined) parts.push(`waitingFor=${entry.waitingFor}`);
    if (entry.orderNumber !== undefined) parts.push(`no=${entry.orderNumber}`);
    if (entry.acceptedLate) parts.push('acceptedLate');
    if (entry.gaveUp !== undefined) parts.push(`gaveUp=${entry.gaveUp}`);
    return parts.join(' ');
  };
}

/**
 * Runs one seed: the seed decides the scenario and every step. The active phase runs customers
 * against 1–3 instances of the real outbox under the scenario's faults until its step or time
 * cap (or until everything settled); the healing phase turns faults off, restarts every
 * instance and runs until the world is quiet; then the final invariants are checked. Stops at
 * the first violation.
 */
export async function runSeed(
  seed: number,
  options: { fullTrace?: boolean } = {},
): Promise<SeedResult> {
  const rng = createRng(seed);
  const scenario = scenarioOf(rng.fork());
  const sched = new Scheduler(rng.fork(), SIM_START_MS, options.fullTrace ? Infinity : 40);
  let violation: Violation | null = null;
  const report = (found: Violation): void => {
    if (violation) return;
    violation = found;
    sched.trace('SIM', `VIOLATION ${found.invariant}: ${found.message}`);
  };
  // When each instance last stamped an attempt (its `sending` write, issued right after it read
  // the clock for the doubt window): the partner lands a held attempt within the window from it.
  const stamps = new Map<string, number>();
  const store = new SimStore(
    sched,
    rng.fork(),
    scenario.store,
    describe(SIM_START_MS),
    (owner, namespace, key, value) => {
      if (namespace === 'outbox' && (value as OutboxEntry).state === 'sending') {
        stamps.set(`${owner}|${key}`, sched.now);
      }
    },
  );
  const partner: SimPartner = new SimPartner({
    sched,
    rng: rng.fork(),
    faults: scenario.partner,
    onSend: (id, sends) => {
      if (sends > REQUEST_BOUND) {
        report({
          invariant: 'request-budget',
          message: `${id}: ${sends} /orders sends, bound ${REQUEST_BOUND}`,
        });
      }
    },
    landBy: (owner, id) =>
      (stamps.get(`${owner}|${id}`) ?? sched.now) + DOUBT_WINDOW_MS - LANDING_MARGIN_MS,
    onLand: (landed) => {
      const ids = partner.byIntent.get(landed.intent) ?? [];
      if (ids.length > 1) {
        report({
          invariant: 'double-order',
          message: `intent ${landed.intent} has ${ids.length} orders: ${ids
            .map((id) => `${id}=${partner.landed.get(id)?.record.order_number}`)
            .join(', ')}`,
        });
      }
    },
  });
  const leases =
    scenario.instances > 1 ? new SimLeases(sched, rng.fork(), scenario.leases, LEASE_TTL_MS) : null;
  const fleet: Fleet = new Fleet({
    sched,
    rng: rng.fork(),
    store,
    partner,
    leases,
    numbers: { doubtWindowMs: DOUBT_WINDOW_MS, watchMs: WATCH_MS },
    onSettled: (owner, entry, outcome) => customers.onSettled(owner, entry, outcome),
    onCrash: (owner) => customers.onCrash(owner),
    heldIds: () => customers.heldIds(),
    resumePending: () => customers.resumePending(),
  });
  const customers: Customers = new Customers({
    sched,
    rng: rng.fork(),
    partner,
    settings: scenario.customers,
    desks: () => fleet.desks(),
    report,
  });
  sched.trace('SIM', `seed ${seed}: ${summary(scenario)}`);
  fleet.start(scenario.instances);
  const perChat = [...scenario.intentsPerChat];
  customers.start(scenario.chats, () => perChat.shift() ?? 1);
  const cancels = planFaults(scenario, sched, fleet);

  const entriesSettled = (): boolean =>
    store.keys('outbox').every((id) => {
      const entry = store.current<OutboxEntry>('outbox', id);
      return !entry || (isFinalEntry(entry) && !needsFollowUp(entry));
    });
  const quiet = (): boolean => sched.quiet() && partner.inProcessing() === 0 && entriesSettled();
  const jumpRng = rng.fork();
  const activeJump = (): number =>
    jumpRng.chance(scenario.clockJump) ? jumpRng.int(1_000, 60_000) : 0;

  const activeEnd = SIM_START_MS + scenario.activeMs;
  while (!violation && sched.steps < scenario.maxSteps && sched.now < activeEnd) {
    const step = await sched.step(activeJump);
    if (step === 'idle' || (step === 'advanced' && quiet())) break;
  }
  if (!violation) {
    // Healing: faults off, every instance up, time runs until nothing is left in flight.
    sched.trace('SIM', 'healing: faults off, every instance up');
    for (const cancel of cancels) cancel();
    calmWeather(scenario, sched.now);
    sched.endStalls();
    fleet.restartAll();
    customers.calm();
    const healEnd = sched.now + HEALING_MS;
    const stepCap = sched.steps + HEALING_STEPS;
    while (!violation && sched.now < healEnd && sched.steps < stepCap && !quiet()) {
      if ((await sched.step(() => 0)) === 'idle') break;
    }
  }
  if (!violation) finalChecks(customers, partner, store, report);
  return {
    seed,
    violation,
    trace: sched.traceLines(),
    steps: sched.steps,
    simMs: sched.now - SIM_START_MS,
    instances: scenario.instances,
    intents: customers.intents.length,
    orders: partner.landed.size,
    maxSends: Math.max(0, ...partner.sends.values()),
  };
}

// Invariant (2) at the end of the seed ((1), (3) and (4) are checked where they can break).
function finalChecks(
  customers: Customers,
  partner: SimPartner,
  store: SimStore,
  report: (violation: Violation) => void,
): void {
  for (const intent of customers.views()) {
    const landedId = partner.byIntent.get(intent.key)?.[0];
    const number =
      landedId === undefined ? undefined : partner.landed.get(landedId)?.record.order_number;
    const entries = new Map(intent.ids.map((id) => [id, store.current<OutboxEntry>('outbox', id)]));
    const lost = lostOrder(intent, number, entries, partner.inProcessing());
    if (lost) report({ invariant: 'lost-order', message: lost });
  }
}

// Crashes (with their restarts) and stalls as world items; returns their cancels for healing.
function planFaults(scenario: Scenario, sched: Scheduler, fleet: Fleet): Array<() => void> {
  const cancels: Array<() => void> = [];
  for (const fault of scenario.faults) {
    cancels.push(
      sched.schedule({
        at: SIM_START_MS + fault.at,
        owner: null,
        run: () => {
          const owner = fleet.ownerOf(fault.slot);
          if (owner === null) return;
          if (fault.kind === 'stall') {
            sched.trace(owner, `STALL for ${(fault.ms / 1000).toFixed(1)}s`);
            sched.stall(owner, sched.now + fault.ms);
            return;
          }
          fleet.crash(fault.slot);
          cancels.push(
            sched.schedule({
              at: sched.now + fault.ms,
              owner: null,
              run: () => fleet.restart(fault.slot),
            }),
          );
        },
      }),
    );
  }
  return cancels;
}

function summary(scenario: Scenario): string {
  const p = scenario.partner;
  const s = scenario.store;
  return [
    `${scenario.instances} instance(s), ${scenario.chats} chat(s)`,
    `store stale=${s.staleListing} slow=${s.slow}`,
    `partner hold=${p.hold} lost=${p.lostAnswer} 429=${p.rateLimited} statusFails=${p.statusFails} off=${p.off.length}`,
    `faults ${scenario.faults.map((f) => `${f.kind}@i${f.slot}`).join(' ') || 'none'}`,
  ].join('; ');
}
