import { EventEmitter } from 'node:events';
import type { KeyValue } from '../store/index.ts';
import { type CycleResult, readCycle, TooManyUnreadableError } from './cycle.ts';
import { tellCycleNews } from './cycle-news.ts';
import { Menu, type MenuSnapshot, readMenuSnapshot, sameMenu } from './menu.ts';
import {
  type CatalogueAlert,
  type CatalogueHealth,
  type CatalogueSyncOptions,
  CHECKED,
  CURRENT,
  type CycleOutcome,
  describeFailure,
  type MenuCheck,
  MINUTE,
  sameStoredMenu,
  syncIntervalMs,
} from './sync-options.ts';

/**
 * Keeps the menu: loads the last good copy at start-up, then runs one cycle at a time (never two
 * in parallel) and replaces the menu only after a complete, consistent cycle. A failed or partial
 * cycle changes nothing but the failure count. Catalogue traffic is held to its quarter of the
 * partner's cap by the shared budget (its `catalogueShare`), and the period stretches to match
 * the menu's size so a cycle fits in that share.
 */
export class CatalogueSync {
  readonly events = new EventEmitter<{ alert: [CatalogueAlert]; updated: [Menu] }>();
  readonly #options: CatalogueSyncOptions;
  readonly #staleAfterMs: number;
  #menu: Menu | null = null;
  #running: Promise<CycleOutcome> | null = null;
  #lastCycle: CycleOutcome | null = null;
  #failures = 0;
  #staleAlerted = false;
  /** Records and unknown values told and still there ("product:12", "half.size=xl"). */
  #unreadableTold = new Set<string>();
  #rejectedTold = false;
  #timer: (() => void) | null = null;
  #nextCycleAt: number | null = null;
  #abort = new AbortController();
  #stopped = false;
  #parked = false;
  /** The syncedAt of the copy known to be in the store (loaded from it or written to it). */
  #persistedAt: number | null = null;
  /** The last check that found the API's menu equal to the current one (`CHECKED`). */
  #checkedAt: number | null = null;

  constructor(options: CatalogueSyncOptions) {
    this.#options = options;
    this.#staleAfterMs = options.staleAfterMs ?? 10 * MINUTE;
  }

  /** The current menu, or null before the first good copy exists. Replaced whole, never mixed. */
  current(): Menu | null {
    return this.#menu;
  }

  /** Loads the persisted last good copy, without any API call. A damaged copy is ignored. */
  async loadPersisted(): Promise<Menu | null> {
    const stored = await this.#options.store.get(CURRENT);
    if (stored === undefined) return null;
    const parsed = readMenuSnapshot(stored);
    if (parsed === null) {
      this.#options.logger.warn('persisted menu does not parse; waiting for a fresh sync');
      return null;
    }
    this.#menu ??= new Menu(parsed);
    if (this.#menu.syncedAt === parsed.syncedAt) {
      this.#persistedAt = parsed.syncedAt;
      await this.#readCheck();
    }
    this.#checkStale();
    return this.#menu;
  }

  /**
   * Several instances: replaces the menu with the stored copy when that is newer (another
   * instance synced it). Returns true when the menu changed; never calls the API.
   */
  async reloadPersisted(): Promise<boolean> {
    // The small check first: when it vouches for the menu served, the copy is not read again.
    if (this.#menu && (await this.#readCheck())) return false;
    const stored = await this.#options.store.get(CURRENT);
    const parsed = stored === undefined ? null : readMenuSnapshot(stored);
    if (parsed === null) return false;
    if (this.#menu && parsed.syncedAt <= this.#menu.syncedAt) return false;
    const kept = this.#menu !== null && sameMenu(this.#menu.snapshot, parsed) ? this.#menu : null;
    kept?.refresh(parsed);
    const menu = kept ?? new Menu(parsed);
    this.#menu = menu;
    this.#persistedAt = parsed.syncedAt;
    this.#checkedAt = null;
    this.#staleAlerted = false;
    this.#options.logger.info({ syncedAt: parsed.syncedAt }, 'menu reloaded from the store');
    this.events.emit('updated', menu);
    return true;
  }

  /**
   * Loads the persisted copy and keeps cycling until stop(). With a persisted copy the bot
   * serves it at once and the first cycle runs in the background (at once, or spread: see
   * `spread`); without one, the first cycle is awaited so the bot never starts with no menu
   * when the API answers.
   */
  async start(): Promise<void> {
    const stored = await this.loadPersisted();
    if (stored) {
      this.#schedule(this.#firstDelayMs(stored));
      return;
    }
    if (this.#options.syncer && !this.#options.syncer.held()) {
      // Another instance syncs: its copy arrives through reloadPersisted.
      this.#schedule(this.intervalMs());
      return;
    }
    const first = await this.syncNow();
    this.#schedule(Math.max(0, this.intervalMs() - (first.finishedAt - first.startedAt)));
  }

  // When the first cycle after a start from the stored copy runs (see `spread`).
  #firstDelayMs(stored: Menu): number {
    const spread = this.#options.spread;
    if (!spread) return 0;
    const interval = this.intervalMs();
    // From the later of the copy and its last check (an unchanged menu is checked, not rewritten).
    const fresh = Math.max(stored.syncedAt, this.#checkedAt ?? 0);
    const due = fresh + interval - this.#options.clock.now();
    return due > 0 ? Math.min(due, interval) : Math.floor(spread.random() * interval);
  }

  /** Runs a cycle now, or joins the one already running (no parallel full syncs). */
  syncNow(): Promise<CycleOutcome> {
    if (this.#options.syncer && !this.#options.syncer.held()) {
      // Not the syncer (another instance holds the lease): the stored copy is the news.
      return this.reloadPersisted().then(() => this.#lastCycle ?? this.#skipped());
    }
    this.#running ??= this.#cycle().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  /** Stops cycling and aborts a cycle in flight; the current menu stays readable. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#timer?.();
    this.#timer = null;
    this.#nextCycleAt = null;
    this.#abort.abort(new Error('catalogue sync stopped'));
    await this.#running?.catch(() => undefined);
  }

  /** The period between cycle starts: the configured one, stretched for a large menu. */
  intervalMs(): number {
    const pages = this.#lastCycle?.ok
      ? this.#lastCycle.pages
      : Math.ceil((this.#menu?.snapshot.products.length ?? 0) / 50);
    return syncIntervalMs({
      configuredMs: this.#options.intervalMs,
      pages,
      rateLimitPerMinute: this.#options.rateLimitPerMinute,
    });
  }

  /** When the menu served was last known current: its sync, or a later check that found it unchanged. */
  version(): number | null {
    const syncedAt = this.#menu?.syncedAt;
    if (syncedAt === undefined) return null;
    return Math.max(syncedAt, this.#checkedAt ?? syncedAt);
  }

  health(): CatalogueHealth {
    const now = this.#options.clock.now();
    const syncedAt = this.#menu?.syncedAt ?? null;
    const fresh = this.version();
    const age = fresh === null ? null : now - fresh;
    return {
      menuSyncedAt: syncedAt,
      menuAgeMs: age,
      stale: age === null || age > this.#staleAfterMs,
      lastCycle: this.#lastCycle,
      consecutiveFailures: this.#failures,
      intervalMs: this.intervalMs(),
      nextCycleAt: this.#nextCycleAt,
      products: this.#menu?.snapshot.products.length ?? 0,
    };
  }

  async #cycle(): Promise<CycleOutcome> {
    const { clock, logger, reader, store } = this.#options;
    const startedAt = clock.now();
    const signal = this.#abort.signal;
    let requests = 0;
    try {
      const result = await readCycle(reader, {
        signal,
        maxDroppedShare: this.#options.maxDroppedShare,
        now: () => clock.now(),
        // The client waits for the shared budget itself (priority catalogue/availability).
        beforeRequest: async () => {
          requests += 1;
        },
      });
      const served = this.#menu;
      if (
        served &&
        this.#persistedAt === served.syncedAt &&
        sameStoredMenu(served.snapshot, result.snapshot)
      ) {
        this.#tellNews(result);
        return await this.#unchanged(served, { startedAt, requests, pages: result.pages });
      }
      const read: MenuSnapshot = { ...result.snapshot, syncedAt: clock.now() };
      const kept = served !== null && sameMenu(served.snapshot, read) ? served : null;
      // The same menu again, not yet stored (or its restaurant clock moved): the Menu and its
      // caches stay, only its times move on, and the copy just read is dropped young.
      kept?.refresh(read);
      const menu = kept ?? new Menu(read);
      const snapshot = menu.snapshot;
      this.#menu = menu; // one assignment: readers see the old menu or the new one
      this.#failures = 0;
      this.#staleAlerted = false;
      this.#rejectedTold = false;
      this.#tellNews(result);
      this.#lastCycle = {
        ok: true,
        startedAt,
        finishedAt: clock.now(),
        requests,
        pages: result.pages,
      };
      logger.info(
        { pages: result.pages, products: snapshot.products.length, requests },
        'menu synced',
      );
      this.events.emit('updated', menu);
      const stored = await store.set(CURRENT, snapshot).then(
        () => true,
        (error: unknown) => {
          logger.error({ err: error }, 'could not persist the menu; serving it from memory');
          return false;
        },
      );
      if (stored) {
        this.#persistedAt = snapshot.syncedAt;
        this.#checkedAt = null;
        await this.#writeCheck({ checkedAt: snapshot.syncedAt, syncedAt: snapshot.syncedAt });
        await this.#options.onPersisted?.(snapshot.syncedAt).catch((error: unknown) => {
          logger.warn({ err: error }, 'could not announce the new menu to the other instances');
        });
      }
    } catch (error) {
      this.#failures += 1;
      const reason = describeFailure(error);
      this.#lastCycle = {
        ok: false,
        startedAt,
        finishedAt: clock.now(),
        requests,
        pages: 0,
        reason,
      };
      logger.warn(
        { reason, consecutiveFailures: this.#failures },
        'menu sync failed; keeping the last good copy',
      );
      if (error instanceof TooManyUnreadableError && !this.#rejectedTold) {
        this.#rejectedTold = true;
        this.events.emit('alert', {
          kind: 'menu_rejected',
          unreadable: error.unreadable,
          total: error.total,
        });
      }
    }
    this.#checkStale();
    return this.#lastCycle;
  }

  /**
   * A cycle that read the same menu as the stored copy: only the check is written and announced
   * (followers read it, not the copy), so the age stays fresh without rewriting 320 KB.
   */
  async #unchanged(
    menu: Menu,
    cycle: { startedAt: number; requests: number; pages: number },
  ): Promise<CycleOutcome> {
    const { clock, logger } = this.#options;
    const checkedAt = clock.now();
    this.#checkedAt = checkedAt;
    this.#failures = 0;
    this.#staleAlerted = false;
    this.#rejectedTold = false;
    this.#lastCycle = { ok: true, finishedAt: checkedAt, ...cycle };
    logger.info({ pages: cycle.pages, requests: cycle.requests }, 'menu unchanged');
    if (await this.#writeCheck({ checkedAt, syncedAt: menu.syncedAt })) {
      await this.#options.onPersisted?.(checkedAt).catch((error: unknown) => {
        logger.warn({ err: error }, 'could not announce the menu check to the other instances');
      });
    }
    this.#checkStale();
    return this.#lastCycle;
  }

  async #writeCheck(check: MenuCheck): Promise<boolean> {
    const store = this.#options.store as unknown as KeyValue<MenuCheck>;
    return store.set(CHECKED, check).then(
      () => true,
      (error: unknown) => {
        this.#options.logger.warn({ err: error }, 'could not store the menu check');
        return false;
      },
    );
  }

  /** Takes the stored check's time when it names the menu served; true when it does. */
  async #readCheck(): Promise<boolean> {
    const store = this.#options.store as unknown as KeyValue<MenuCheck>;
    const check = await store.get(CHECKED);
    const menu = this.#menu;
    if (!menu || typeof check?.checkedAt !== 'number' || check.syncedAt !== menu.syncedAt)
      return false;
    if (check.checkedAt > (this.#checkedAt ?? 0)) {
      this.#checkedAt = check.checkedAt;
      this.#staleAlerted = false;
    }
    return true;
  }

  // Unreadable records and unknown values: each told once per incident (cycle-news.ts).
  #tellNews(result: CycleResult): void {
    this.#unreadableTold = tellCycleNews(result, this.#unreadableTold, this.#options.logger, (a) =>
      this.events.emit('alert', a),
    );
  }

  // What syncNow answers on an instance that is not the syncer and has no cycle of its own.
  #skipped(): CycleOutcome {
    const now = this.#options.clock.now();
    return {
      ok: true,
      startedAt: now,
      finishedAt: now,
      requests: 0,
      pages: 0,
      reason: 'not the syncer',
    };
  }

  /** Access works again: a parked sync cycles now (a running schedule is left as it is). */
  resume(): void {
    if (!this.#parked || this.#stopped) return;
    this.#parked = false;
    this.#schedule(0);
  }

  #schedule(delayMs: number): void {
    if (this.#stopped) return;
    const { clock } = this.#options;
    this.#nextCycleAt = clock.now() + delayMs;
    this.#timer = clock.setTimeout(() => {
      this.#timer = null;
      if (this.#options.paused?.()) {
        this.#parked = true;
        this.#nextCycleAt = null;
        return;
      }
      const startedAt = clock.now();
      void this.syncNow().then(() => {
        const elapsed = clock.now() - startedAt;
        this.#schedule(Math.max(0, this.intervalMs() - elapsed));
      });
    }, delayMs);
  }

  #checkStale(): void {
    const age = this.health().menuAgeMs;
    if (age === null || age <= this.#staleAfterMs || this.#staleAlerted) return;
    this.#staleAlerted = true;
    this.#options.logger.error({ ageMs: age }, 'menu is older than allowed');
    this.events.emit('alert', { kind: 'menu_stale', ageMs: age });
  }
}
