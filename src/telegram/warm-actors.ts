/** What the cache needs of an actor: stopping it when it is evicted or found outdated. */
interface Stoppable {
  stop(): void;
}

interface Entry<A> {
  actor: A;
  viewRev: number;
  snapshot: unknown;
}

/**
 * True when `live`, written as JSON, reads back as `stored` (what the store returned). Used to
 * decide whether an actor kept in memory is still the one the stored session describes; any
 * doubt (a value JSON would change, a key order aside) answers false, which only costs a restore.
 * Runs on every update of a warm chat, so it walks keys without building arrays.
 */
export function sameJson(live: unknown, stored: unknown): boolean {
  if (live === stored) return true;
  if (typeof live !== 'object' || typeof stored !== 'object' || live === null || stored === null)
    return false;
  if (Array.isArray(live)) {
    if (!Array.isArray(stored) || live.length !== stored.length) return false;
    for (let i = 0; i < live.length; i += 1) if (!sameJson(live[i], stored[i])) return false;
    return true;
  }
  if (Array.isArray(stored)) return false;
  const a = live as Record<string, unknown>;
  const b = stored as Record<string, unknown>;
  // Keys JSON keeps: own, with a value other than undefined (XState's `output` is undefined).
  let kept = 0;
  for (const key in a) {
    if (!Object.hasOwn(a, key) || a[key] === undefined) continue;
    kept += 1;
    if (!Object.hasOwn(b, key) || !sameJson(a[key], b[key])) return false;
  }
  let storedKeys = 0;
  for (const key in b) if (Object.hasOwn(b, key)) storedKeys += 1;
  return kept === storedKeys;
}

/**
 * Idle conversation actors of recently active chats, least recently used evicted (and stopped),
 * so a chat tapping through an order is not restored from its snapshot on every tap. The store
 * stays the truth: `take` hands an actor back only while the session just read from the store is
 * exactly the one this process wrote after that actor's last step; a write by another instance,
 * a restart or a failed write makes it restore instead. Used by `ConversationRuntime` only.
 */
export class WarmActors<A extends Stoppable> {
  readonly #limit: number;
  /** By chat, oldest first (a Map keeps insertion order). */
  readonly #entries = new Map<number, Entry<A>>();

  constructor(limit: number) {
    this.#limit = limit;
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * Removes the chat's actor and returns it when `viewRev` and `snapshot` (as read from the
   * store) are what it was kept with; an outdated actor is stopped and undefined returned.
   */
  take(chatId: number, viewRev: number, snapshot: unknown): A | undefined {
    const entry = this.#entries.get(chatId);
    if (!entry) return undefined;
    this.#entries.delete(chatId);
    if (entry.viewRev === viewRev && sameJson(entry.snapshot, snapshot)) return entry.actor;
    entry.actor.stop();
    return undefined;
  }

  /** Keeps an idle actor with the session state that was just committed for it. */
  keep(chatId: number, actor: A, viewRev: number, snapshot: unknown): void {
    const previous = this.#entries.get(chatId);
    if (previous && previous.actor !== actor) previous.actor.stop();
    this.#entries.delete(chatId);
    this.#entries.set(chatId, { actor, viewRev, snapshot });
    if (this.#entries.size <= this.#limit) return;
    const [oldest, entry] = this.#entries.entries().next().value ?? [];
    if (oldest === undefined || !entry) return;
    this.#entries.delete(oldest);
    entry.actor.stop();
  }
}
