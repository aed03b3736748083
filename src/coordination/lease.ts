import type { Clock } from '../clock.ts';
import { type CoordinationClient, runScript } from './redis.ts';

// Renew or release only while the key still holds our token (Redis "Distributed locks", the
// single-instance algorithm): a holder that paused past its TTL cannot extend or delete the
// lease another instance has taken since.
const RENEW_IF_OWNER =
  "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0";
const RELEASE_IF_OWNER =
  "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";

/**
 * One named lease on Redis: `SET key token NX PX ttl` to take it, PEXPIRE / DEL guarded by the
 * token (Lua compare-and-set) to renew and release it. A holder that dies simply stops renewing:
 * the key expires after `ttlMs` and the next `tryAcquire` elsewhere succeeds. Every Redis failure
 * counts as "not held" (never act on a lease you cannot confirm).
 */
export class Lease {
  readonly #client: CoordinationClient;
  readonly key: string;
  readonly #token: string;
  readonly ttlMs: number;

  constructor(client: CoordinationClient, key: string, token: string, ttlMs: number) {
    this.#client = client;
    this.key = key;
    this.#token = token;
    this.ttlMs = ttlMs;
  }

  /** Takes the lease when nobody holds it; true when this token holds it now. */
  async tryAcquire(): Promise<boolean> {
    return (await this.attempt()) === 'acquired';
  }

  /**
   * Like `tryAcquire`, but tells "another token holds it" (`busy`) from "Redis did not answer"
   * (`down`): the outbox keeps an order unsent in the second case instead of assuming a peer.
   */
  async attempt(): Promise<'acquired' | 'busy' | 'down'> {
    try {
      const reply = await this.#client.set(this.key, this.#token, {
        condition: 'NX',
        expiration: { type: 'PX', value: this.ttlMs },
      });
      if (reply === 'OK') return 'acquired';
      // Already ours (a renewal tick that raced a restart of the keeper): extend it.
      const renewed = await runScript(
        this.#client,
        RENEW_IF_OWNER,
        [this.key],
        [this.#token, this.ttlMs],
      );
      return renewed === 1 ? 'acquired' : 'busy';
    } catch {
      return 'down';
    }
  }

  /** Extends the lease by `ttlMs` while this token still holds it. */
  async renew(): Promise<boolean> {
    try {
      return (
        (await runScript(this.#client, RENEW_IF_OWNER, [this.key], [this.#token, this.ttlMs])) === 1
      );
    } catch {
      return false;
    }
  }

  /** Gives the lease up at once (only if still ours) so another instance takes over now. */
  async release(): Promise<void> {
    try {
      await runScript(this.#client, RELEASE_IF_OWNER, [this.key], [this.#token]);
    } catch {
      // Redis is away: the key expires on its own after ttlMs.
    }
  }
}

/** What a kept lease tells its owner. */
export interface LeaseKeeperEvents {
  /** The lease was taken (or taken back): start the work it guards. */
  acquired?: () => void;
  /** The lease was lost (renewal failed or Redis is away): stop that work now. */
  lost?: () => void;
  /** Every tick, held or not (followers use it to look for news). */
  tick?: (held: boolean) => void;
}

/**
 * Keeps trying to hold one lease: every `ttlMs / 3` it renews the lease it holds or tries to take
 * a free one, so a dead holder's lease moves within `ttlMs + ttlMs / 3`. `held()` is true only
 * between a confirmed acquire/renew and the moment that confirmation could have expired, so
 * work guarded by it stops before another instance may start.
 */
export class LeaseKeeper {
  readonly #lease: Lease;
  readonly #clock: Clock;
  readonly #events: LeaseKeeperEvents;
  #heldUntil = 0;
  #cancel: (() => void) | null = null;
  #stopped = false;
  #ticking: Promise<void> | null = null;
  readonly #preferred: (() => Promise<boolean>) | undefined;

  /**
   * `preferred` (a fleet's spread of roles): asked every tick; while false this keeper does not
   * take the lease, and gives up one it holds, so the instance it prefers takes it next tick.
   */
  constructor(
    lease: Lease,
    clock: Clock,
    events: LeaseKeeperEvents = {},
    preferred?: () => Promise<boolean>,
  ) {
    this.#lease = lease;
    this.#clock = clock;
    this.#events = events;
    this.#preferred = preferred;
  }

  get name(): string {
    return this.#lease.key;
  }

  /** True while the last confirmation is younger than the TTL minus a renewal period. */
  held(): boolean {
    return this.#clock.now() < this.#heldUntil;
  }

  /** Runs the first attempt now and keeps ticking until `stop()`. */
  async start(): Promise<void> {
    await this.tick();
  }

  /** One renewal or acquisition attempt (also callable by tests and at start-up). */
  tick(): Promise<void> {
    this.#ticking ??= this.#tick().finally(() => {
      this.#ticking = null;
    });
    return this.#ticking;
  }

  /**
   * Resolves when the tick in flight (one a timer started, say) has finished; starts none.
   * Tests drive the keepers by their clock and wait here instead of ticking a second time.
   */
  async settled(): Promise<void> {
    await this.#ticking?.catch(() => undefined);
  }

  async #tick(): Promise<void> {
    if (this.#stopped) return;
    const wasHeld = this.held();
    const asked = this.#clock.now();
    // Not preferred: hands a held lease over, never takes a free one (the preferred one will).
    const preferred = this.#preferred === undefined || (await this.#preferred().catch(() => true));
    if (this.#stopped) return;
    let ok = false;
    if (!preferred) {
      if (wasHeld) await this.#lease.release();
    } else ok = wasHeld ? await this.#lease.renew() : await this.#lease.tryAcquire();
    if (this.#stopped) return;
    const period = this.#period();
    // Counted from when we asked, minus one period: we stop trusting the lease before Redis
    // can hand it to someone else, even if this answer was slow.
    this.#heldUntil = ok ? asked + this.#lease.ttlMs - period : 0;
    if (ok && !wasHeld) this.#events.acquired?.();
    if (!ok && wasHeld) this.#events.lost?.();
    this.#events.tick?.(ok);
    this.#cancel?.(); // a tick asked for directly replaces the scheduled one
    this.#cancel = this.#clock.setTimeout(() => {
      this.#cancel = null;
      void this.tick();
    }, period);
  }

  #period(): number {
    return Math.max(1, Math.floor(this.#lease.ttlMs / 3));
  }

  /** Stops ticking and releases the lease so another instance takes over at once. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#cancel?.();
    this.#cancel = null;
    await this.#ticking?.catch(() => undefined);
    const wasHeld = this.held();
    this.#heldUntil = 0;
    if (wasHeld) this.#events.lost?.();
    await this.#lease.release();
  }
}
