/* The Bot API emulator's (bot-api-server.ts) records and options. */

/** One request the bot made to the emulator, as received. */
export interface ApiCall {
  at: number;
  method: string;
  /** The request URL as sent (path and query), the token included by Telegram's design. */
  url: string;
  tokenOk: boolean;
  payload: Record<string, unknown>;
  /** Made by answering a webhook delivery with a method (no request of its own). */
  webhookReply?: boolean;
}

/** One webhook delivery attempt: the bot's HTTP status, or the network error. */
export interface WebhookAttempt {
  at: number;
  updateId: number;
  status: number | 'error';
}

/** How the emulator behaves. */
export interface BotApiServerOptions {
  /** The one token it accepts; anything else gets 401. */
  token: string;
  /**
   * Maps the URL given to setWebhook to the address deliveries really go to (the TLS-terminating
   * proxy in front of the bot in production; here its plain-HTTP port). Default: unchanged.
   */
  webhookTarget?: (url: string) => string;
  /** Wait before redelivering after a failed webhook delivery (default 250 ms). */
  webhookRetryMs?: number;
}
