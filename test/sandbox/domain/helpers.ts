import type { SandboxMenu } from '../../../src/sandbox/menu/index.ts';
import { type Problem, priceQuote } from '../../../src/sandbox/pricing.ts';
import type { WireQuote } from '../../../src/sandbox/wire.ts';

/** Wednesday 15 January 2025, 12:00 in Sofia (UTC+2). */
export const WED_NOON = new Date('2025-01-15T10:00:00Z');
/** The same Wednesday at 22:45 in Sofia: after the 22:30 cutoff, inside the late period. */
export const WED_LATE = new Date('2025-01-15T20:45:00Z');
/** The same Wednesday at 23:45 in Sofia: after the late cutoff. */
export const WED_CLOSED = new Date('2025-01-15T21:45:00Z');
/** The same Wednesday at 09:00 in Sofia: before opening. */
export const WED_EARLY = new Date('2025-01-15T07:00:00Z');
/** Saturday 18 January 2025, 12:00 in Sofia. */
export const SAT_NOON = new Date('2025-01-18T10:00:00Z');

export const ZONE_CENTRE = { fulfilment: 'delivery', zone_id: 1, payment: 'cash' } as const;
export const PICKUP = { fulfilment: 'pickup', location_id: 'main', payment: 'cash' } as const;

/** A quote body with one line per selection. */
export function body(selections: unknown[], choice: unknown = ZONE_CENTRE): unknown {
  return { items: selections.map((selection) => ({ selection })), choice };
}

/** Prices a body and fails the test with the problem when it is rejected. */
export function quoteOf(menu: SandboxMenu, raw: unknown, now: Date = WED_NOON): WireQuote {
  const result = priceQuote(menu, raw, { now, testOnly: false });
  if (!result.ok) throw new Error(`expected a quote, got ${JSON.stringify(result.problem)}`);
  return result.quote;
}

/** Prices a body and returns the problem, failing the test when it is accepted. */
export function problemOf(menu: SandboxMenu, raw: unknown, now: Date = WED_NOON): Problem {
  const result = priceQuote(menu, raw, { now, testOnly: false });
  if (result.ok) throw new Error('expected a rejection, got a quote');
  return result.problem;
}
