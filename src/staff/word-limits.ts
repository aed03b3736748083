import type { Clock } from '../clock.ts';
import type { Store } from '../store/index.ts';

/** At most this many customer messages about one order reach the staff chat in `WINDOW_MS`… */
export const WORD_BURST = 5;
export const WORD_WINDOW_MS = 10 * 60_000;
/** …and at most this many in all, for the order's whole life. */
export const WORD_TOTAL = 20;

interface WordCount {
  /** When the messages of the current window went (ms, the bot's clock), oldest first. */
  times: number[];
  total: number;
}

/** A message may go, or why not (and, for the window, in how many minutes it may). */
export type WordVerdict =
  | { ok: true }
  | { ok: false; reason: 'window'; minutes: number }
  | { ok: false; reason: 'total' };

/**
 * How many of a customer's messages about an order went to the staff chat (issue 36: a customer
 * cannot flood it): what they write through "✉️ Message the restaurant" and their answers to the
 * restaurant's messages (`relay.ts`) alike. Counted in the store per order (namespace
 * `staff-word-count`) with a compare-and-set, so two instances taking two messages at once never
 * let a sixth through.
 */
export function wordLimits(store: Store, clock: Clock, retentionMs: number | undefined) {
  const counts = store.versioned<WordCount>('staff-word-count');
  const judge = (count: WordCount | undefined, now: number) => {
    const times = (count?.times ?? []).filter((at) => at > now - WORD_WINDOW_MS);
    const total = count?.total ?? 0;
    if (total >= WORD_TOTAL) return { verdict: { ok: false, reason: 'total' } as const, times };
    if (times.length >= WORD_BURST) {
      const minutes = Math.max(1, Math.ceil(((times[0] ?? now) + WORD_WINDOW_MS - now) / 60_000));
      return { verdict: { ok: false, reason: 'window', minutes } as const, times };
    }
    return { verdict: { ok: true } as const, times };
  };
  return {
    /** Whether a message may go now, without counting it (the button's first answer). */
    async check(externalOrderId: string): Promise<WordVerdict> {
      return judge((await counts.read(externalOrderId))?.value, clock.now()).verdict;
    },
    /** Counts a message if it may go (the count is written before it is sent). */
    async take(externalOrderId: string): Promise<WordVerdict> {
      for (;;) {
        const stored = await counts.read(externalOrderId);
        const now = clock.now();
        const { verdict, times } = judge(stored?.value, now);
        if (!verdict.ok) return verdict;
        const next = { times: [...times, now], total: (stored?.value.total ?? 0) + 1 };
        const written = await counts.compareAndSet(
          externalOrderId,
          next,
          stored?.version ?? 0,
          retentionMs,
        );
        if (written !== undefined) return verdict;
        // Another instance counted one meanwhile: read again and judge again.
      }
    },
  };
}

export type WordLimits = ReturnType<typeof wordLimits>;

/** What the customer is told when a message of theirs about order `number` cannot go. */
export function limitMessage(
  verdict: Exclude<WordVerdict, { ok: true }>,
  number: string,
): { id: 'word-limit-window' | 'word-limit-total'; args: Record<string, string | number> } {
  return verdict.reason === 'window'
    ? {
        id: 'word-limit-window',
        args: {
          number,
          count: WORD_BURST,
          window: WORD_WINDOW_MS / 60_000,
          minutes: verdict.minutes,
        },
      }
    : { id: 'word-limit-total', args: { number, count: WORD_TOTAL } };
}
