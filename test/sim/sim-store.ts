import type { Versioned, VersionedKeyValue } from '../../src/store/types.ts';
import type { Rng } from './random.ts';
import type { Scheduler } from './scheduler.ts';

/** The store's faults for one seed; all off in the healing phase. */
export interface StoreFaults {
  /** Chance that one row of an `entries()` listing is an older version than the latest. */
  staleListing: number;
  /** Chance that an operation takes 0.1–3 s instead of 1–20 ms. */
  slow: number;
  /** Chance that an applied operation's answer reaches its instance only in a later step. */
  splitAck: number;
}

/** One version of a key; `json` null: absent (before creation, or deleted). */
interface Row {
  version: number;
  json: string | null;
  expiresAt: number | undefined;
}

// Versions kept per key for stale listings; older ones are forgotten.
const HISTORY = 8;

/** How a stored value is shown in a trace line (the outbox's entries by their state). */
export type Describe = (namespace: string, value: unknown) => string;

/**
 * The simulated shared store: one backing map for every instance, implementing the versioned
 * key-value contract of `src/store/types.ts`. Each operation is applied at the step the
 * scheduler picks (its linearization point; point reads see every write applied before), one
 * instance's operations on one key in call order, nothing ordered across keys or instances.
 * Values are JSON in and out, like the real backends. Faults: slow operations, answers
 * delivered a step after they were applied, `entries()` listings that may return a value older
 * than a write that has resolved (per-key history), and a crash that applies or loses each
 * write of the crashed instance not yet applied.
 */
export class SimStore {
  readonly #sched: Scheduler;
  readonly #rng: Rng;
  readonly #faults: StoreFaults;
  readonly #describe: Describe;
  readonly #rows = new Map<string, Row[]>();
  readonly #keys = new Map<string, string[]>();

  readonly #onWrite: (owner: string, namespace: string, key: string, value: unknown) => void;

  /** `onWrite`: told of every write when it is issued (the outbox's attempt stamps). */
  constructor(
    sched: Scheduler,
    rng: Rng,
    faults: StoreFaults,
    describe: Describe,
    onWrite: (owner: string, namespace: string, key: string, value: unknown) => void,
  ) {
    this.#onWrite = onWrite;
    this.#sched = sched;
    this.#rng = rng;
    this.#faults = faults;
    this.#describe = describe;
  }

  /** The current value of a key (for invariants; no fault, no delay). */
  current<T>(namespace: string, key: string): T | undefined {
    const row = this.#current(namespace, key);
    return row?.json == null ? undefined : (JSON.parse(row.json) as T);
  }

  /** Every key ever created in a namespace, in creation order. */
  keys(namespace: string): readonly string[] {
    return this.#keys.get(namespace) ?? [];
  }

  /** One instance's view of a namespace. */
  view<T>(owner: string, namespace: string): VersionedKeyValue<T> {
    const op = <R>(key: string | null, name: string, write: boolean, apply: () => R) =>
      this.#op(owner, namespace, key, name, write, apply);
    const parse = (row: Row | undefined): T | undefined =>
      row?.json == null ? undefined : (JSON.parse(row.json) as T);
    const store = this;
    return {
      get: (key) => op(key, 'get', false, () => parse(this.#current(namespace, key))),
      read: (key) =>
        op(key, 'read', false, (): Versioned<T> | undefined => {
          const row = this.#current(namespace, key);
          const value = parse(row);
          return value === undefined || !row ? undefined : { value, version: row.version };
        }),
      set: (key, value, ttlMs) => {
        this.#onWrite(owner, namespace, key, value);
        return op(key, 'set', true, () => {
          this.#write(namespace, key, JSON.stringify(value), ttlMs);
        });
      },
      delete: (key) =>
        op(key, 'delete', true, () => {
          const existed = this.#current(namespace, key)?.json != null;
          if (existed)
            this.#append(namespace, key, { version: 0, json: null, expiresAt: undefined });
          return existed;
        }),
      compareAndSet: (key, value, expected, ttlMs) => {
        this.#onWrite(owner, namespace, key, value);
        return op(key, 'cas', true, () => {
          const version = this.#current(namespace, key)?.version ?? 0;
          if (version !== expected) return undefined;
          return this.#write(namespace, key, JSON.stringify(value), ttlMs);
        });
      },
      async *entries() {
        const listed = await op(null, 'entries', false, () => store.#listing(namespace));
        for (const [key, json] of listed) yield [key, JSON.parse(json) as T];
      },
    };
  }

  #op<R>(
    owner: string,
    namespace: string,
    key: string | null,
    name: string,
    write: boolean,
    apply: () => R,
  ): Promise<R> {
    const sched = this.#sched;
    const lane = key === null ? undefined : `${owner}|${namespace}|${key}`;
    const where = key === null ? namespace : `${namespace}/${key}`;
    const slow = this.#rng.chance(this.#faults.slow);
    const delay = slow ? this.#rng.int(100, 3_000) : this.#rng.int(1, 20);
    return new Promise<R>((resolve) => {
      const applyNow = (): R => {
        const result = apply();
        // The row now current is immutable: the line can be written when it is read.
        const row = key === null ? undefined : this.#current(namespace, key);
        sched.trace(
          owner,
          () => `store.${name} ${where}${this.#detail(namespace, row, name, result)}`,
        );
        return result;
      };
      sched.schedule({
        at: sched.now + delay,
        owner,
        lane,
        run: () => {
          const result = applyNow();
          if (!this.#rng.chance(this.#faults.splitAck)) resolve(result);
          else {
            sched.schedule({
              at: sched.now + this.#rng.int(1, 50),
              owner,
              lane,
              laneFront: true,
              run: () => resolve(result),
            });
          }
        },
        // A crash: a write not yet applied either reached the store or never did.
        onDrop: !write
          ? undefined
          : () => {
              if (this.#rng.chance(0.5)) {
                sched.trace(owner, `(crashed) write ${name} ${where} applied anyway`);
                apply();
              } else sched.trace(owner, `(crashed) write ${name} ${where} lost`);
            },
      });
    });
  }

  #detail(namespace: string, row: Row | undefined, name: string, result: unknown): string {
    if (name === 'entries') {
      const rows = result as Array<[string, string, string]>;
      return ` → ${rows.map(([k, , note]) => `${k}${note}`).join(', ') || '(empty)'}`;
    }
    if (name === 'cas' && result === undefined) return ' → refused (version moved)';
    const shown =
      row?.json == null
        ? undefined
        : `v${row.version} ${this.#describe(namespace, JSON.parse(row.json))}`;
    if (name === 'get' || name === 'read') return shown === undefined ? ' → absent' : ` → ${shown}`;
    return name === 'delete' || shown === undefined ? '' : ` ${shown}`;
  }

  // Each row current, or with `staleListing` an older version of it (absent if that version is).
  #listing(namespace: string): Array<[string, string, string]> {
    const listed: Array<[string, string, string]> = [];
    for (const key of this.keys(namespace)) {
      const history = this.#rows.get(`${namespace}/${key}`) ?? [];
      const latest = history.length - 1;
      let index = latest;
      if (latest > 0 && this.#rng.chance(this.#faults.staleListing)) {
        index = this.#rng.int(0, latest - 1);
      }
      const row = history[index];
      if (!row || row.json === null || this.#expired(row)) continue;
      const note = index === latest ? '' : `(stale v${row.version}<v${history[latest]?.version})`;
      listed.push([key, row.json, note]);
    }
    return listed;
  }

  #expired(row: Row): boolean {
    return row.expiresAt !== undefined && row.expiresAt <= this.#sched.now;
  }

  #current(namespace: string, key: string): Row | undefined {
    const row = this.#rows.get(`${namespace}/${key}`)?.at(-1);
    return row && !this.#expired(row) ? row : undefined;
  }

  #write(namespace: string, key: string, json: string, ttlMs: number | undefined): number {
    const version = (this.#current(namespace, key)?.version ?? 0) + 1;
    const expiresAt = ttlMs === undefined ? undefined : this.#sched.now + ttlMs;
    this.#append(namespace, key, { version, json, expiresAt });
    return version;
  }

  #append(namespace: string, key: string, row: Row): void {
    const id = `${namespace}/${key}`;
    let history = this.#rows.get(id);
    if (!history) {
      // The version before creation: a stale listing may not show the key at all.
      history = [{ version: 0, json: null, expiresAt: undefined }];
      this.#rows.set(id, history);
      const keys = this.#keys.get(namespace);
      if (keys) keys.push(key);
      else this.#keys.set(namespace, [key]);
    }
    history.push(row);
    if (history.length > HISTORY) history.shift();
  }
}
