import type { Clock } from '../../src/clock.ts';
import type { Rng } from './random.ts';
import type { Scheduler } from './scheduler.ts';

/** The coordination faults for one seed: Redis not answering a claim (`down`). */
export interface LeaseFaults {
  down: number;
}

/**
 * What the outbox's `claim` option answers. `held()` (being added to `EntryClaim` for issue 33)
 * is true while the lease is confirmed: the last acquire or renewal, counted from when it was
 * asked, is younger than the TTL minus one renewal period (as `LeaseKeeper.held()`); false after
 * a failed renewal or release.
 */
export type SimClaim =
  | { kind: 'claimed'; release: () => Promise<void>; held: () => boolean }
  | { kind: 'busy' | 'down' };

/**
 * Per-entry leases on sim time, as `Coordination.claimEntry` keeps them on Redis: `SET NX PX`
 * to take one (its own token extends it), a renewal every TTL/3 while the run lasts, a release
 * guarded by the token. A crashed or stalled instance stops renewing, so its leases expire and
 * another instance may take the entry over while the first still believes it drives it.
 */
export class SimLeases {
  readonly #leases = new Map<string, { token: string; expiresAt: number }>();
  readonly #sched: Scheduler;
  readonly #rng: Rng;
  readonly #faults: LeaseFaults;
  readonly #ttlMs: number;

  constructor(sched: Scheduler, rng: Rng, faults: LeaseFaults, ttlMs: number) {
    this.#sched = sched;
    this.#rng = rng;
    this.#faults = faults;
    this.#ttlMs = ttlMs;
  }

  /** The `claim` option of one instance incarnation (its token is its name). */
  claimFor(owner: string, clock: Clock): (id: string) => Promise<SimClaim> {
    const ttl = this.#ttlMs;
    const period = Math.max(1, Math.floor(ttl / 3));
    return async (id) => {
      const asked = clock.now();
      const outcome = await this.#redis(owner, id, () => {
        if (this.#rng.chance(this.#faults.down)) return 'down';
        const lease = this.#leases.get(id);
        if (lease && lease.expiresAt > this.#sched.now && lease.token !== owner) return 'busy';
        this.#leases.set(id, { token: owner, expiresAt: this.#sched.now + ttl });
        return 'claimed';
      });
      this.#sched.trace(owner, `lease ${id} → ${outcome}`);
      if (outcome !== 'claimed') return { kind: outcome };
      let heldUntil = asked + ttl - period;
      let released = false;
      const renew = (): void => {
        const at = clock.now();
        void this.#redis(owner, id, () => this.#extend(owner, id)).then((ok) => {
          if (released) return;
          heldUntil = ok ? at + ttl - period : 0;
          if (!ok) this.#sched.trace(owner, `lease ${id} renewal failed: lost`);
          else cancel = clock.setTimeout(renew, period);
        });
      };
      let cancel = clock.setTimeout(renew, period);
      return {
        kind: 'claimed',
        held: () => clock.now() < heldUntil,
        release: async () => {
          released = true;
          heldUntil = 0;
          cancel();
          await this.#redis(owner, id, () => {
            if (this.#leases.get(id)?.token === owner) this.#leases.delete(id);
          });
        },
      };
    };
  }

  // Extends the lease only while this token still holds it (the Lua compare-and-set).
  #extend(owner: string, id: string): boolean {
    const lease = this.#leases.get(id);
    if (!lease || lease.token !== owner || lease.expiresAt <= this.#sched.now) return false;
    lease.expiresAt = this.#sched.now + this.#ttlMs;
    return true;
  }

  // One Redis command: applied at the step the scheduler picks, in order per instance and key.
  #redis<R>(owner: string, id: string, apply: () => R): Promise<R> {
    return new Promise<R>((resolve) => {
      this.#sched.schedule({
        at: this.#sched.now + this.#rng.int(1, 10),
        owner,
        lane: `${owner}|lease|${id}`,
        run: () => resolve(apply()),
      });
    });
  }
}
