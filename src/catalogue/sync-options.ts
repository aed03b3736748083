import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import { defaultCatalogueShare } from '../partner/budget.ts';
import type { UnknownValue, UnreadableRecord } from '../partner/schemas/index.ts';
import type { KeyValue } from '../store/index.ts';
import type { CatalogueReader } from './cycle.ts';
import { type MenuSnapshot, sameMenu } from './menu.ts';

/**
 * An operator alert from the catalogue, each told once per incident: the menu customers see is
 * getting old; a product or combo could not be read and is left out (until it reads again);
 * a cycle left out so many products that it was not applied (until a cycle is applied); a value
 * the spec does not list turned a feature or an entry off (until it is gone; issue 34).
 */
export type CatalogueAlert =
  | { kind: 'menu_stale'; ageMs: number }
  | { kind: 'record_unreadable'; record: UnreadableRecord }
  | { kind: 'unknown_value'; value: UnknownValue }
  | { kind: 'menu_rejected'; unreadable: number; total: number };

/** The outcome of one cycle, kept for health output. */
export interface CycleOutcome {
  ok: boolean;
  startedAt: number;
  finishedAt: number;
  requests: number;
  pages: number;
  /** Why a cycle was discarded (an error kind or the consistency rule it broke). */
  reason?: string;
}

/** What `/health` shows about the menu. */
export interface CatalogueHealth {
  menuSyncedAt: number | null;
  menuAgeMs: number | null;
  stale: boolean;
  lastCycle: CycleOutcome | null;
  consecutiveFailures: number;
  intervalMs: number;
  nextCycleAt: number | null;
  products: number;
}

/**
 * How the sync is wired; `rateLimitPerMinute` is the partner's whole cap. The reader's requests
 * go through the partner's one shared budget, which holds the catalogue to its share.
 */
export interface CatalogueSyncOptions {
  reader: CatalogueReader;
  store: KeyValue<MenuSnapshot>;
  clock: Clock;
  logger: Logger;
  /** CATALOGUE_SYNC_SECONDS in ms: the shortest period between two cycle starts. */
  intervalMs: number;
  /** CATALOGUE_MAX_DROPPED_SHARE: the share of unreadable products a cycle may leave out. */
  maxDroppedShare?: number | undefined;
  rateLimitPerMinute: number;
  /** A menu older than this raises an alert (10 minutes). */
  staleAfterMs?: number;
  /**
   * Several instances: cycles run only while this instance holds the syncer lease; the others
   * load the copy the syncer stored (`reloadPersisted`). Absent: always the syncer.
   */
  syncer?: { held(): boolean } | undefined;
  /** Called after a new copy is stored (the syncer announces its version to the others). */
  onPersisted?: ((syncedAt: number) => Promise<void>) | undefined;
  /**
   * True while the partner refuses the credentials (issue 20): no cycle runs, the last good copy
   * is served; `resume()` runs a cycle at once when access works again.
   */
  paused?: (() => boolean) | undefined;
  /**
   * A fleet (many restaurants in one process): a restart starts from the stored copy and its
   * first cycle runs when that copy is due (its `syncedAt` plus the period), or, already due, at
   * a random point within one period (`random()` of it), so a thousand restaurants restarting
   * together neither sync all at once nor all in the same second of every minute afterwards.
   * Absent (a fleet of one): the first cycle runs at once, as always.
   */
  spread?: { random: () => number } | undefined;
}

export const MINUTE = 60_000;

/**
 * The period between two cycle starts: the configured one, or longer when one cycle (pages + 1
 * requests) would otherwise take more than the catalogue's quarter of the cap (a 200-page menu
 * cannot be read every minute at 120 requests a minute).
 */
export function syncIntervalMs(input: {
  configuredMs: number;
  pages: number;
  rateLimitPerMinute: number;
}): number {
  const needed = Math.ceil(
    ((input.pages + 1) / defaultCatalogueShare(input.rateLimitPerMinute)) * MINUTE,
  );
  return Math.max(input.configuredMs, needed);
}

/** The restaurant clock is read from a 1 s `Date` header: a smaller shift is not a new menu. */
const CLOCK_JITTER_MS = 2_000;

export interface MenuCheck {
  checkedAt: number;
  syncedAt: number;
}

/**
 * The same menu as the stored copy, up to when it was read: its content (`sameMenu`) and its
 * restaurant clock within the jitter of the 1 s `Date` header.
 */
export function sameStoredMenu(a: MenuSnapshot, b: Omit<MenuSnapshot, 'syncedAt'>): boolean {
  const offset = (x: { restaurantClockOffsetMs?: number | undefined }) =>
    x.restaurantClockOffsetMs ?? 0;
  if (Math.abs(offset(a) - offset(b)) >= CLOCK_JITTER_MS) return false;
  if ((a.restaurantClockOffsetMs === undefined) !== (b.restaurantClockOffsetMs === undefined))
    return false;
  return sameMenu(a, { ...b, syncedAt: a.syncedAt });
}

/** The store key of the last good copy. */
export const CURRENT = 'current';
/**
 * The store key saying when the syncer last found the API's menu equal to the copy (`syncedAt`
 * names that copy): an unchanged menu is not written again (320 KB a minute, read back by every
 * other instance), only this, so the menu's age stays that of the last check.
 */
export const CHECKED = 'checked';

/** A failed cycle in one line for the log and health output (the error kind first). */
export function describeFailure(error: unknown): string {
  if (error instanceof Error) {
    const kind = (error as { kind?: unknown }).kind;
    return typeof kind === 'string' ? `${kind}: ${error.message}` : error.message;
  }
  return String(error);
}
