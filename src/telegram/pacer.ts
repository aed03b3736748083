import { GrammyError } from 'grammy';
import type { Clock } from '../clock.ts';

/**
 * What a bot-initiated message is, most urgent first: a customer's order news (status pushes,
 * the outcome of an order settled in the background), then the staff chat (order summaries and
 * their edits, operator alerts), then screens redrawn after a restart.
 */
export type PushPriority = 'status' | 'staff' | 'redraw';

const RANKS: readonly PushPriority[] = ['status', 'staff', 'redraw'];

/** Telegram's published limits for messages a bot sends on its own (Bot API FAQ). */
export interface PushLimits {
  /** Messages a second to different chats (about 30). */
  perSecond: number;
  /** Gap between two messages to one private chat (about one a second). */
  privateGapMs: number;
  /** Gap between two messages to one group (20 a minute). */
  groupGapMs: number;
}

export const TELEGRAM_PUSH_LIMITS: PushLimits = {
  perSecond: 30,
  privateGapMs: 1_000,
  groupGapMs: 3_000,
};

/** A push that keeps failing with 429 or 5xx is given up after this many attempts. */
const MAX_ATTEMPTS = 4;
/** First wait after a 5xx from Telegram; doubled on each further one. */
const SERVER_ERROR_BACKOFF_MS = 1_000;

interface Job {
  chatId: number;
  rank: number;
  attempts: number;
  run: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface ChatState {
  /** When the last push to this chat went out. */
  lastAt: number;
  /** No push before this moment (a 429's retry_after, or a 5xx backoff). */
  pausedUntil: number;
  /** A push to this chat is in flight: the next one waits, so a chat's pushes keep their order. */
  busy: boolean;
}

/** The seconds Telegram asked to wait (429 `retry_after`), in ms; undefined for other errors. */
function retryAfterMs(error: unknown): number | undefined {
  if (!(error instanceof GrammyError) || error.error_code !== 429) return undefined;
  const seconds = error.parameters.retry_after;
  return typeof seconds === 'number' && seconds >= 0 ? seconds * 1000 : 1000;
}

function serverError(error: unknown): boolean {
  return error instanceof GrammyError && error.error_code >= 500;
}

/**
 * Paces what the bot sends on its own, never the answers to a customer's own update: those go
 * out at once and never queue here. Pushes wait for their turn within Telegram's limits (about
 * 30 a second overall, one a second per private chat, 20 a minute per group), most urgent
 * priority first and in order within a chat. A 429 pauses what it concerns: the chat of the
 * call (or every push when Telegram limited a call that names no chat) for its `retry_after`,
 * and the push is tried again after it; a 5xx is retried with a growing pause. Time comes from
 * the injected clock, so the pacing is tested without sleeping.
 */
export class Pacer {
  readonly #clock: Clock;
  readonly #limits: PushLimits;
  readonly #queues: Job[][] = RANKS.map(() => []);
  readonly #chats = new Map<number, ChatState>();
  /** Times of the pushes sent in the last second (global limit). */
  #recent: number[] = [];
  #pausedUntil = 0;
  #wake: { at: number; cancel: () => void } | null = null;
  #sent = 0;
  #closed = false;
  /** Chat states are swept when their count passes this (doubling keeps the sweep amortized). */
  #sweepAt = 1_000;

  constructor(options: { clock: Clock; limits?: Partial<PushLimits> | undefined }) {
    this.#clock = options.clock;
    this.#limits = { ...TELEGRAM_PUSH_LIMITS, ...options.limits };
  }

  /** Runs `run` (one push: usually one Bot API call) when its turn comes; settles with its result. */
  schedule<T>(chatId: number, priority: PushPriority, run: () => Promise<T>): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('the pacer is closed'));
    return new Promise<T>((resolve, reject) => {
      const rank = RANKS.indexOf(priority);
      this.#queues[rank]?.push({
        chatId,
        rank,
        attempts: 0,
        run,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      this.#pump();
    });
  }

  /**
   * Telegram said to wait (a 429 on any call, answers included): no push to that chat, or to
   * anyone when `chatId` is undefined, before `ms` from now. The later of two pauses wins.
   */
  pause(chatId: number | undefined, ms: number): void {
    const until = this.#clock.now() + ms;
    if (chatId === undefined) this.#pausedUntil = Math.max(this.#pausedUntil, until);
    else {
      const state = this.#state(chatId);
      state.pausedUntil = Math.max(state.pausedUntil, until);
    }
    this.#pump();
  }

  /**
   * At shutdown: pushes still waiting are dropped (their promises reject) and no timer is left
   * behind; pushes in flight finish on their own.
   */
  close(): void {
    this.#closed = true;
    this.#wake?.cancel();
    this.#wake = null;
    const dropped = this.#queues.flatMap((queue) => queue.splice(0));
    for (const job of dropped) job.reject(new Error('the pacer is closed'));
  }

  /** Until when pushes to the chat (or, without one, to everyone) are paused by a 429; 0: not. */
  pausedUntil(chatId?: number): number {
    const until =
      chatId === undefined ? this.#pausedUntil : (this.#chats.get(chatId)?.pausedUntil ?? 0);
    return until > this.#clock.now() ? until : 0;
  }

  /** Pushes waiting for their turn, and sent so far (metrics and tests). */
  stats(): { queued: number; sent: number } {
    return { queued: this.#queues.reduce((sum, queue) => sum + queue.length, 0), sent: this.#sent };
  }

  #state(chatId: number): ChatState {
    let state = this.#chats.get(chatId);
    if (!state) {
      state = { lastAt: Number.NEGATIVE_INFINITY, pausedUntil: 0, busy: false };
      this.#chats.set(chatId, state);
    }
    return state;
  }

  #gap(chatId: number): number {
    // Telegram gives groups and channels negative ids.
    return chatId < 0 ? this.#limits.groupGapMs : this.#limits.privateGapMs;
  }

  /** When the global limit lets the next push go (now when there is room). */
  #globalReadyAt(now: number): number {
    this.#recent = this.#recent.filter((at) => at > now - 1_000);
    const oldest = this.#recent[0];
    const windowFree =
      this.#recent.length < this.#limits.perSecond || oldest === undefined ? now : oldest + 1_000;
    return Math.max(windowFree, this.#pausedUntil);
  }

  // Sends every push whose turn has come, then sleeps until the earliest one that must wait.
  #pump(): void {
    if (this.#closed) return;
    const now = this.#clock.now();
    let wakeAt = Number.POSITIVE_INFINITY;
    for (const queue of this.#queues) {
      for (let i = 0; i < queue.length; ) {
        const globalAt = this.#globalReadyAt(now);
        if (globalAt > now) {
          wakeAt = Math.min(wakeAt, globalAt);
          break;
        }
        const job = queue[i] as Job;
        const state = this.#state(job.chatId);
        const readyAt = Math.max(state.lastAt + this.#gap(job.chatId), state.pausedUntil);
        if (state.busy || readyAt > now) {
          // A busy chat pumps again when its push ends.
          if (!state.busy) wakeAt = Math.min(wakeAt, readyAt);
          i += 1;
          continue;
        }
        queue.splice(i, 1);
        this.#send(job, state, now);
      }
    }
    this.#sleepUntil(wakeAt);
    this.#forgetIdleChats(now);
  }

  #send(job: Job, state: ChatState, now: number): void {
    state.busy = true;
    state.lastAt = now;
    this.#recent.push(now);
    this.#sent += 1;
    job.attempts += 1;
    void job.run().then(
      (value) => this.#finish(state, () => job.resolve(value)),
      (error: unknown) => this.#finish(state, () => this.#failed(job, state, error)),
    );
  }

  #finish(state: ChatState, settle: () => void): void {
    state.busy = false;
    settle();
    this.#pump();
  }

  #failed(job: Job, state: ChatState, error: unknown): void {
    const wait = retryAfterMs(error);
    const retry = wait !== undefined || serverError(error);
    if (!retry || job.attempts >= MAX_ATTEMPTS || this.#closed) {
      job.reject(error);
      return;
    }
    const pauseMs = wait ?? SERVER_ERROR_BACKOFF_MS * 2 ** (job.attempts - 1);
    state.pausedUntil = Math.max(state.pausedUntil, this.#clock.now() + pauseMs);
    // Back at the head of its queue: it was this chat's oldest push of its priority.
    this.#queues[job.rank]?.unshift(job);
  }

  #sleepUntil(at: number): void {
    if (this.#wake && this.#wake.at <= at) return;
    this.#wake?.cancel();
    this.#wake = null;
    if (at === Number.POSITIVE_INFINITY) return;
    const now = this.#clock.now();
    const cancel = this.#clock.setTimeout(
      () => {
        this.#wake = null;
        this.#pump();
      },
      Math.max(0, at - now),
    );
    this.#wake = { at, cancel };
  }

  // Chat state is kept only while it still matters: a push queued or in flight, a gap or a
  // pause not yet over. Without this the map would hold every chat ever pushed to.
  #forgetIdleChats(now: number): void {
    if (this.#chats.size < this.#sweepAt) return;
    const waiting = new Set(this.#queues.flat().map((job) => job.chatId));
    for (const [chatId, state] of this.#chats) {
      if (state.busy || waiting.has(chatId)) continue;
      if (state.lastAt + this.#gap(chatId) > now || state.pausedUntil > now) continue;
      this.#chats.delete(chatId);
    }
    this.#sweepAt = Math.max(1_000, this.#chats.size * 2);
  }
}
