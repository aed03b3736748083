import type { VersionedKeyValue } from '../store/index.ts';
import type { OutboxEntry } from './outbox-entry.ts';

/**
 * A chat's orders that may still become an order at the restaurant (issue 33), stored under the
 * chat's id in the `outbox-chats` namespace. An id is listed *before* its entry is first written
 * (so before anything can be sent for it) and leaves the list only after its own resolution was
 * recorded (accepted, refused, retired with nothing in doubt, its watch over, superseded). So
 * whichever instance takes the chat's next confirmation finds every earlier id that could still
 * land by reading this row and each listed entry, never from a process's memory.
 */
export interface ChatOrders {
  open: Array<{ id: string; since: number }>;
}

/** What a new confirmation of a chat must do, decided from the store. */
export type ChatDecision =
  | { kind: 'send' }
  /** An earlier id of the chat may still land: this confirmation waits for it (nothing sent). */
  | { kind: 'wait'; blocker: string }
  /** The earlier id this confirmation re-confirms turned up: it stands for that order. */
  | { kind: 'superseded'; by: OutboxEntry };

// A listed id with no entry yet: its confirmation is being stored (listed first), or the
// process stopped in between (nothing was sent). Pruned only once surely the latter.
const ABSENT_PRUNE_MS = 60 * 60_000;
// A lost compare-and-set re-reads and tries again; a few tries cover any real contention.
const MAX_TRIES = 50;

/** True while nothing more can happen to the entry at the restaurant. */
function settledForGood(entry: OutboxEntry): boolean {
  switch (entry.state) {
    case 'accepted':
    case 'superseded':
      return entry.record !== undefined;
    case 'rejected':
      return true;
    case 'requote':
      return entry.watchUntil === undefined;
    default:
      return false;
  }
}

/** The chat's open list, read and written with compare-and-set on its version. */
export class ChatOrderList {
  readonly #chats: VersionedKeyValue<ChatOrders>;
  readonly #entries: VersionedKeyValue<OutboxEntry>;

  constructor(chats: VersionedKeyValue<ChatOrders>, entries: VersionedKeyValue<OutboxEntry>) {
    this.#chats = chats;
    this.#entries = entries;
  }

  /** Lists `id` for `chatId` (idempotent); resolves once durable. */
  async open(chatId: number, id: string, now: number): Promise<void> {
    await this.#change(chatId, (open) =>
      open.some((item) => item.id === id) ? null : [...open, { id, since: now }],
    );
  }

  /** `id` is settled for good: it leaves the chat's list. */
  async close(chatId: number | null, id: string): Promise<void> {
    if (chatId === null) return;
    await this.#change(chatId, (open) =>
      open.some((item) => item.id === id) ? open.filter((item) => item.id !== id) : null,
    );
  }

  /**
   * Decides a confirmation `id` of `chatId` from the store: every other listed id and every id
   * it re-confirms (`follows`, given up earlier for a fresh price) is read through the ordered
   * path. One of `follows` accepted: superseded by it. Any other id that may still land: wait.
   * Ids found settled for good leave the list.
   */
  async decide(
    chatId: number,
    id: string,
    follows: readonly string[],
    now: number,
  ): Promise<ChatDecision> {
    const listed = (await this.#chats.read(String(chatId)))?.value.open ?? [];
    const ids = new Set<string>(follows);
    for (const item of listed) ids.add(item.id);
    ids.delete(id);
    const since = new Map(listed.map((item) => [item.id, item.since]));
    const settled: string[] = [];
    let blocker: string | undefined;
    for (const other of ids) {
      const entry = (await this.#entries.read(other))?.value;
      if (entry === undefined) {
        if (now - (since.get(other) ?? now) > ABSENT_PRUNE_MS) settled.push(other);
        continue;
      }
      const accepted = entry.state === 'accepted' || entry.state === 'superseded';
      if (follows.includes(other) && accepted && entry.record !== undefined) {
        return { kind: 'superseded', by: entry };
      }
      if (settledForGood(entry)) settled.push(other);
      else if (!accepted || follows.includes(other)) blocker ??= other;
    }
    for (const other of settled) await this.close(chatId, other);
    return blocker === undefined ? { kind: 'send' } : { kind: 'wait', blocker };
  }

  /**
   * What became of the chat's later confirmation of `entry`'s intent, as `entry` turns up after
   * it was given up: `waiting` (it waits for `entry` and will be superseded, never sent), `sent`
   * (it went out already), or undefined (the customer had not confirmed again).
   */
  async laterOf(entry: OutboxEntry): Promise<'waiting' | 'sent' | undefined> {
    if (entry.chatId === null) return undefined;
    const listed = (await this.#chats.read(String(entry.chatId)))?.value.open ?? [];
    let later: 'waiting' | 'sent' | undefined;
    for (const item of listed) {
      if (item.id === entry.externalOrderId) continue;
      const other = (await this.#entries.read(item.id))?.value;
      if (other === undefined) continue;
      const related =
        other.waitingFor === entry.externalOrderId ||
        (other.follows ?? []).includes(entry.externalOrderId);
      if (!related) continue;
      if (other.attempts > 0 || other.state === 'accepted') return 'sent';
      later = 'waiting';
    }
    return later;
  }

  async #change(
    chatId: number,
    next: (open: ChatOrders['open']) => ChatOrders['open'] | null,
  ): Promise<void> {
    const key = String(chatId);
    for (let tries = 0; tries < MAX_TRIES; tries += 1) {
      const current = await this.#chats.read(key);
      const open = next(current?.value.open ?? []);
      if (open === null) return;
      const written = await this.#chats.compareAndSet(key, { open }, current?.version ?? 0);
      if (written !== undefined) return;
    }
    throw new Error(`chat ${chatId}: its order list kept changing under ${MAX_TRIES} writes`);
  }
}
