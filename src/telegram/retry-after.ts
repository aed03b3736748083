import type { Transformer } from 'grammy';
import { type Clock, sleep } from '../clock.ts';
import type { Pacer } from './pacer.ts';

/**
 * The longest 429 wait sat out where it happened. Longer ones fail the call: an answer that late
 * is worthless (the customer taps again), and a push goes back to the pacer's queue.
 */
export const MAX_IN_PLACE_WAIT_MS = 5_000;

type Scope = { kind: 'chat'; chatId: number } | { kind: 'global' } | { kind: 'query' };

// What a 429 concerns: the chat the call names; nothing beyond itself for an answer to a query
// (it names no chat, and pausing every push for it would punish everyone else); the whole bot
// for any other call that names no chat.
function scopeOf(method: string, payload: unknown): Scope {
  const chatId = Number((payload as { chat_id?: unknown } | undefined)?.chat_id);
  if (Number.isSafeInteger(chatId)) return { kind: 'chat', chatId };
  if (method.startsWith('answer')) return { kind: 'query' };
  return { kind: 'global' };
}

function retryAfterOf(result: {
  ok: boolean;
  error_code?: number;
  parameters?: { retry_after?: number };
}): number | undefined {
  if (result.ok || result.error_code !== 429) return undefined;
  const seconds = result.parameters?.retry_after;
  return (typeof seconds === 'number' && seconds >= 0 ? seconds : 1) * 1000;
}

/**
 * Honours Telegram's 429 (`retry_after`) on every Bot API call, answers and pushes alike: the
 * pacer stops pushing to what the 429 concerns (that chat, or every chat when the call named
 * none) until the wait is over, and a short wait is sat out once in place, delaying only the
 * call that was refused (its chat's updates run one after another anyway), never another
 * chat's answers. It replaces @grammyjs/auto-retry, whose waits were on the wall clock and
 * whose network retries could hold an answer for minutes.
 */
export function honourFloodWaits(
  pacer: Pacer,
  clock: Clock,
  maxWaitMs = MAX_IN_PLACE_WAIT_MS,
): Transformer {
  // The answer's own promise is handed back as it is unless it is a 429: no async frame of its
  // own around every call (this transformer sees each one).
  const waitOnce = async (
    first: Awaited<ReturnType<Parameters<Transformer>[0]>>,
    wait: number,
    call: Parameters<Transformer>,
  ) => {
    const [prev, method, payload, signal] = call;
    const scope = scopeOf(method, payload);
    const note = (ms: number) => {
      if (scope.kind === 'chat') pacer.pause(scope.chatId, ms);
      else if (scope.kind === 'global') pacer.pause(undefined, ms);
    };
    note(wait);
    if (wait > maxWaitMs) return first;
    // grammY types the signal with the abort-controller polyfill; at run time it is the global one.
    await sleep(clock, wait, signal as AbortSignal | undefined);
    const second = await prev(method, payload, signal);
    const again = retryAfterOf(second);
    if (again !== undefined) note(again);
    return second;
  };
  return ((prev, method, payload, signal) =>
    prev(method, payload, signal).then((first) => {
      const wait = retryAfterOf(first);
      return wait === undefined ? first : waitOnce(first, wait, [prev, method, payload, signal]);
    })) as Transformer;
}
