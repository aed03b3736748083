import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { InstanceBeat } from './index.ts';
import { type CoordinationClient, LIVE_BEATS, runScript } from './redis.ts';

/** The fleet's own keys (an id cannot hold `_`): `instances`, `instance:<id>`. */
export const FLEET_PREFIX = 'coord:_fleet:';
/** As often as a lease tick: the spread gate's view is at most one round old. */
const BEAT_EVERY_MS = 3_333;
/** A heartbeat outlives a few beats; a dead process drops out of the list after it. */
const BEAT_TTL_MS = 15_000;

/** One fleet process's heartbeat: who it is, and each restaurant it runs with its leases. */
export interface FleetBeat extends InstanceBeat {
  /** Restaurant key prefix (`coord:<id>:`) → the singleton leases held for it. */
  restaurants: Record<string, string[]>;
}

/**
 * A fleet process among the instances (issue 26): ONE heartbeat for all its restaurants, and
 * ONE read of the live processes per round for all of them, where each restaurant used to beat
 * and read on its own (4.6–4.9 idle commands per restaurant per instance per second, more than
 * half of them these). Every 3.3 s it writes `coord:_fleet:instance:<id>` (15 s TTL: its
 * restaurants and the leases held for each) and its id in the set `coord:_fleet:instances`, in
 * one MULTI, then reads every live process's beat (SMEMBERS and one script). A restaurant's
 * spread gate and its health read that copy: who runs the restaurant, and what each holds.
 * A restaurant that starts or stops here beats at once (so the others rank it in or out now);
 * a process that closes deletes its beat, so its roles move at once; one that dies stops
 * beating, and its beat expires after 15 s.
 */
export class FleetPresence {
  readonly instanceId: string;
  readonly #client: CoordinationClient;
  readonly #clock: Clock;
  readonly #logger: Logger;
  /** The restaurants running here: prefix → the leases held for it now. */
  readonly #restaurants = new Map<string, () => string[]>();
  #live: Promise<FleetBeat[]> | undefined;
  #cancel: (() => void) | undefined;
  /** The timer's round in flight (beat, then read). */
  #round: Promise<void> | undefined;
  /** The beat being sent, and the one queued after it (restaurants that joined meanwhile). */
  #sending: Promise<void> = Promise.resolve();
  #queued: Promise<void> | undefined;
  #closed = false;

  constructor(options: {
    client: CoordinationClient;
    clock: Clock;
    logger: Logger;
    instanceId: string;
  }) {
    this.#client = options.client;
    this.#clock = options.clock;
    this.#logger = options.logger;
    this.instanceId = options.instanceId;
  }

  /** Counts `prefix` among this process's restaurants and beats now (its roles may come here). */
  async join(prefix: string, leases: () => string[]): Promise<void> {
    this.#restaurants.set(prefix, leases);
    this.#schedule();
    await this.#beatSoon();
  }

  /** Beats now and every round from now on, restaurants or not (a fleet process is alive). */
  async start(): Promise<void> {
    this.#schedule();
    await this.#beatSoon();
  }

  /** Takes `prefix` out and beats now, so the others take its roles at once. */
  async leave(prefix: string): Promise<void> {
    if (!this.#restaurants.delete(prefix) || this.#closed) return;
    await this.#beatSoon().catch(() => undefined);
  }

  /** This process's beat now. */
  beat(): FleetBeat {
    const restaurants: Record<string, string[]> = {};
    for (const [prefix, leases] of this.#restaurants) restaurants[prefix] = leases();
    return { instanceId: this.instanceId, leases: [], at: this.#clock.now(), restaurants };
  }

  /** Says this process (and its restaurants) is alive: one MULTI. */
  async heartbeat(): Promise<void> {
    const members = `${FLEET_PREFIX}instances`;
    await this.#client
      .multi()
      .set(`${FLEET_PREFIX}instance:${this.instanceId}`, JSON.stringify(this.beat()), {
        expiration: { type: 'PX', value: BEAT_TTL_MS },
      })
      .sAdd(members, this.instanceId)
      .pExpire(members, BEAT_TTL_MS)
      .exec();
  }

  /**
   * Every live fleet process's beat, as read on the last round (read now when there is none
   * yet, or the last read failed). This process is always among them.
   */
  live(): Promise<FleetBeat[]> {
    this.#live ??= this.#read();
    return this.#live;
  }

  /** Every live fleet process's beat, read now (and kept for the gates until the next round). */
  readNow(): Promise<FleetBeat[]> {
    this.#live = this.#read();
    return this.#live;
  }

  /**
   * The live processes running the restaurant of `prefix`, with the leases each holds of it
   * (this process as it is now: a restaurant that joined since the last read is counted).
   */
  async instancesOf(prefix: string): Promise<InstanceBeat[]> {
    return (await this.live()).flatMap((beat) => {
      const own = beat.instanceId === this.instanceId;
      const leases = own ? this.#restaurants.get(prefix)?.() : beat.restaurants[prefix];
      return leases === undefined ? [] : [{ instanceId: beat.instanceId, leases, at: beat.at }];
    });
  }

  /** Resolves when the beats and reads in flight have finished: tests wait here. */
  async settled(): Promise<void> {
    while (this.#round ?? this.#queued) {
      await this.#round?.catch(() => undefined);
      await this.#queued?.catch(() => undefined);
    }
    await this.#sending.catch(() => undefined);
  }

  /** Stops beating and deletes this process's beat: the others take its roles at once. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#cancel?.();
    this.#cancel = undefined;
    await this.settled();
    await this.#client
      .multi()
      .del(`${FLEET_PREFIX}instance:${this.instanceId}`)
      .sRem(`${FLEET_PREFIX}instances`, this.instanceId)
      .exec()
      .catch(() => undefined);
  }

  #schedule(): void {
    if (this.#cancel !== undefined || this.#closed) return;
    this.#cancel = this.#clock.setTimeout(() => {
      this.#cancel = undefined;
      if (this.#closed) return;
      this.#schedule();
      void this.#beatAndRead().catch((error: unknown) =>
        this.#logger.warn({ err: error }, 'fleet heartbeat failed'),
      );
    }, BEAT_EVERY_MS);
  }

  /**
   * A beat sent after the one in flight (whose snapshot may miss a restaurant that just joined
   * or left); everyone asking meanwhile shares it, so a fleet starting 1,000 restaurants sends a
   * few beats, not 1,000.
   */
  #beatSoon(): Promise<void> {
    this.#queued ??= this.#sending
      .catch(() => undefined)
      .then(() => {
        this.#queued = undefined;
        this.#sending = this.heartbeat();
        return this.#sending;
      });
    return this.#queued;
  }

  /** The timer's round: the beat, then the read the spread gates use until the next round. */
  #beatAndRead(): Promise<void> {
    const round = (async () => {
      await this.#beatSoon();
      const live = this.#read();
      this.#live = live;
      await live;
    })().finally(() => {
      if (this.#round === round) this.#round = undefined;
    });
    this.#round = round;
    return round;
  }

  // Not async: the promise kept in #live must be the one whose failure clears it.
  #read(): Promise<FleetBeat[]> {
    const members = `${FLEET_PREFIX}instances`;
    const reading = (async () => {
      const ids = await this.#client.sMembers(members);
      const values =
        ids.length === 0
          ? []
          : ((await runScript(
              this.#client,
              LIVE_BEATS,
              [members, ...ids.map((id) => `${FLEET_PREFIX}instance:${id}`)],
              ids,
            )) as Array<string | null>);
      const beats = values.flatMap((value) =>
        value === null ? [] : [JSON.parse(String(value)) as FleetBeat],
      );
      // This process counts itself even before its first beat lands (as the gate always did).
      if (!beats.some((b) => b.instanceId === this.instanceId)) beats.push(this.beat());
      for (const beat of beats) beat.restaurants ??= {};
      return beats.sort((a, b) => a.instanceId.localeCompare(b.instanceId));
    })();
    reading.catch(() => {
      if (this.#live === reading) this.#live = undefined;
    });
    return reading;
  }
}
