import type { ApiAnswer } from './reliability-chats.ts';

/** A rule of Telegram's flood control: matching calls are refused with 429 and retry_after. */
interface FloodRule {
  match: (method: string, payload: Record<string, unknown>) => boolean;
  retryAfterSeconds: number;
  times: number;
}

/**
 * A fault of the network or of Telegram on matching calls: `hang` holds the request unanswered
 * (until `releaseHeld()` answers it, or the bot gives up), `reset` destroys the connection
 * mid-call, after the request arrived and before any answer.
 */
export interface FaultRule {
  match: (method: string, payload: Record<string, unknown>) => boolean;
  kind: 'hang' | 'reset';
  times: number;
}

type Match = (method: string, payload: Record<string, unknown>) => boolean;

/** The flood-control and fault rules of one Bot API emulator (bot-api-server.ts), each used up call by call. */
export class ApiFaults {
  #floodRules: FloodRule[] = [];
  #faultRules: FaultRule[] = [];

  /** Adds a flood rule (see BotApiServer.floodWait). */
  floodWait(match: Match, retryAfterSeconds: number, times: number): void {
    this.#floodRules.push({ match, retryAfterSeconds, times });
  }

  /** Adds a fault rule (see BotApiServer.fault). */
  fault(kind: FaultRule['kind'], match: Match, times: number): void {
    this.#faultRules.push({ match, kind, times });
  }

  /** The fault a call meets, if a rule with calls left matches it (that rule counts one down). */
  faulted(method: string, payload: Record<string, unknown>): FaultRule['kind'] | undefined {
    const rule = this.#faultRules.find((r) => r.times > 0 && r.match(method, payload));
    if (!rule) return undefined;
    rule.times -= 1;
    return rule.kind;
  }

  /** The 429 a call meets, if a flood rule with calls left matches it (that rule counts one down). */
  flooded(method: string, payload: Record<string, unknown>): ApiAnswer | undefined {
    const rule = this.#floodRules.find((r) => r.times > 0 && r.match(method, payload));
    if (!rule) return undefined;
    rule.times -= 1;
    return {
      ok: false,
      error_code: 429,
      description: `Too Many Requests: retry after ${rule.retryAfterSeconds}`,
      parameters: { retry_after: rule.retryAfterSeconds },
    };
  }
}
