import type { CustomerSettings } from './customers.ts';
import type { Rng } from './random.ts';
import type { LeaseFaults } from './sim-leases.ts';
import type { PartnerFaults } from './sim-partner.ts';
import type { StoreFaults } from './sim-store.ts';

/** One planned crash (the slot's instance is killed, restarted `downMs` later) or stall. */
export interface PlannedFault {
  /** Ms after the start. */
  at: number;
  slot: number;
  kind: 'crash' | 'stall';
  /** Down time of a crash, or the length of a stall (longer than the lease TTL). */
  ms: number;
}

/** Everything a seed decides before the first step: the world's shape and its weather. */
export interface Scenario {
  instances: number;
  chats: number;
  intentsPerChat: number[];
  store: StoreFaults;
  partner: PartnerFaults;
  leases: LeaseFaults;
  customers: CustomerSettings;
  faults: PlannedFault[];
  /** Chance that an advance of time pauses every instance for 1–60 s first (a clock jump). */
  clockJump: number;
  /** The active phase ends after this much sim time or this many steps; healing follows. */
  activeMs: number;
  maxSteps: number;
}

/** The outbox's doubt window and watch (its defaults: ORDER_DOUBT_SECONDS, ORDER_WATCH_SECONDS). */
export const DOUBT_WINDOW_MS = 120_000;
export const WATCH_MS = 600_000;
/** An outbox entry's lease (`ENTRY_TTL_MS` in src/coordination). */
export const LEASE_TTL_MS = 30_000;
/** When the simulated world starts (ms since the epoch): a Monday noon in Sofia. */
export const SIM_START_MS = Date.UTC(2025, 2, 3, 10, 0, 0);

/**
 * Draws a seed's scenario: 1–3 instances, 1–4 chats of 1–2 intents, and a weather mixing calm
 * and harsh fault rates, so that some seeds are quiet and some stormy.
 */
export function scenarioOf(rng: Rng): Scenario {
  const instances = rng.pick([1, 1, 2, 2, 3]);
  const chats = rng.int(1, 4);
  const activeMs = 20 * 60_000;
  const faults: PlannedFault[] = [];
  const crashes = rng.pick([0, 0, 1, 1, 2]);
  for (let i = 0; i < crashes; i += 1) {
    faults.push({
      at: rng.int(5_000, activeMs),
      slot: rng.int(1, instances),
      kind: 'crash',
      ms: rng.int(2_000, 60_000),
    });
  }
  const stalls = instances > 1 ? rng.pick([0, 0, 1, 2]) : rng.pick([0, 1]);
  for (let i = 0; i < stalls; i += 1) {
    faults.push({
      at: rng.int(5_000, activeMs),
      slot: rng.int(1, instances),
      kind: 'stall',
      ms: rng.int(LEASE_TTL_MS + 1_000, 3 * LEASE_TTL_MS),
    });
  }
  const off: PartnerFaults['off'] = [];
  if (rng.chance(0.2)) {
    const from = SIM_START_MS + rng.int(0, 10 * 60_000);
    off.push({ from, until: from + rng.int(60_000, 8 * 60_000) });
  }
  return {
    instances,
    chats,
    intentsPerChat: Array.from({ length: chats }, () => rng.int(1, 2)),
    store: {
      staleListing: rng.pick([0, 0.05, 0.15, 0.3]),
      slow: rng.pick([0, 0.02, 0.1]),
      splitAck: 0.2,
    },
    partner: {
      rateLimited: rng.pick([0, 0.02, 0.05]),
      unavailable: rng.pick([0, 0.03]),
      reset: rng.pick([0, 0.03]),
      badRequest: rng.pick([0, 0, 0.02]),
      hold: rng.pick([0, 0.1, 0.3, 0.5]),
      heldFails: 0.2,
      lostAnswer: rng.pick([0, 0.05, 0.15]),
      gateway: rng.pick([0, 0.03]),
      reject: 0.01,
      statusFails: rng.pick([0, 0.05, 0.2]),
      off,
    },
    leases: { down: rng.pick([0, 0, 0.02]) },
    customers: {
      twice: rng.pick([0, 0.2]),
      slowThink: rng.pick([0, 0.1, 0.25]),
      maxReconfirms: 3,
    },
    faults,
    clockJump: rng.pick([0, 0.01, 0.03]),
    activeMs,
    maxSteps: 1_500,
  };
}

/** Turns every fault off for the healing phase (planned `off` windows are cut short too). */
export function calmWeather(scenario: Scenario, now: number): void {
  Object.assign(scenario.store, { staleListing: 0, slow: 0, splitAck: 0 });
  Object.assign(scenario.partner, {
    rateLimited: 0,
    unavailable: 0,
    reset: 0,
    badRequest: 0,
    hold: 0,
    lostAnswer: 0,
    gateway: 0,
    reject: 0,
    statusFails: 0,
  });
  for (const window of scenario.partner.off) window.until = Math.min(window.until, now);
  scenario.leases.down = 0;
}
