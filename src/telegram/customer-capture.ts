import type { Context } from 'grammy';

/**
 * A feature that takes some of a customer's updates before the conversation sees them (issue 36:
 * the rating's stars and its comment; others may join), installed in order through
 * `UpdateRouting.captures`. Each looks only at what is its own and lets everything else go on,
 * so captures compose: the first that takes an update ends its way.
 */
export interface CustomerCapture {
  /**
   * A tap with this callback data: undefined when it is not this feature's button (it goes on),
   * else the tap's answer: a toast text, or null for a silent answer.
   */
  tap?(ctx: Context, data: string): Promise<string | null | undefined>;
  /**
   * A customer's text or command: true when taken; the conversation (and its commands) then
   * never see it.
   */
  text?(ctx: Context, text: string): Promise<boolean>;
}
