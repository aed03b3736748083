import type { ApiClientOptions } from 'grammy';
import { Client, type Dispatcher, Pool } from 'undici';

/** The `fetch` grammY's API client calls (its `client.fetch` option). */
type GrammyFetch = NonNullable<ApiClientOptions['fetch']>;

/** Settings of the Bot API transport. */
export interface BotApiTransportOptions {
  /**
   * Keep-alive connections for ordinary calls. A call beyond them waits in the pool's queue
   * (still under grammY's timeout). Default 64: a tap costs about two calls, and Telegram's
   * round trip is tens of milliseconds, so this covers a few thousand calls a second.
   */
  connections?: number;
  /** How long `close()` lets calls in flight finish before it cuts them (default 10 s). */
  closeTimeoutMs?: number;
}

/** The part of a fetch Response grammY reads: it parses every answer, error or not, as JSON. */
interface JsonAnswer {
  readonly status: number;
  readonly ok: boolean;
  json(): Promise<unknown>;
}

const POLL_METHOD = '/getUpdates';

/**
 * Bot API calls over undici: one keep-alive pool to TELEGRAM_API_ROOT for every call, and one
 * connection of its own for long polling's getUpdates, so a poll held open by Telegram for up to
 * its timeout never takes a connection a tap's answer needs. Installed as grammY's `client.fetch`
 * (`createBot`), so everything above the socket stays grammY's: the URL and body it builds (JSON,
 * or the multipart stream of an upload), its timeout (`timeoutSeconds`) and the abort signal the
 * runner uses to end a poll, its webhook replies, and the transformers (429 `retry_after`,
 * `honourFloodWaits`). grammY's default is node-fetch v2 over `http.Agent`, which costs several
 * times more CPU per call (URL parsing, streams, a Response object).
 *
 * Undici's own header and body timeouts are off: grammY's timeout is the one that decides, as it
 * was with node-fetch. `close()` (at shutdown, after the chats drained) lets calls in flight finish
 * for `closeTimeoutMs` and refuses new ones; whatever is still running then is cut.
 */
export class BotApiTransport {
  readonly #origin: string;
  readonly #calls: Pool;
  readonly #polls: Client;
  readonly #closeTimeoutMs: number;

  constructor(apiRoot: string, options: BotApiTransportOptions = {}) {
    this.#origin = new URL(apiRoot).origin;
    const settings = { headersTimeout: 0, bodyTimeout: 0, keepAliveTimeout: 30_000 };
    this.#calls = new Pool(this.#origin, { ...settings, connections: options.connections ?? 64 });
    this.#polls = new Client(this.#origin, settings);
    this.#closeTimeoutMs = options.closeTimeoutMs ?? 10_000;
  }

  /**
   * grammY's `client.fetch`. grammY builds the URL from the API root (`<root>/bot<token>/<method>`)
   * and reads nothing of the answer but its JSON body, so the answer is undici's body behind the
   * one method grammY calls, not a WHATWG Response.
   */
  readonly fetch: GrammyFetch = ((input: string | URL, init: RequestInit = {}) =>
    this.#send(typeof input === 'string' ? input : input.href, init)) as unknown as GrammyFetch;

  #send(url: string, init: RequestInit): Promise<JsonAnswer> {
    if (!url.startsWith(this.#origin)) {
      return Promise.reject(new TypeError('a Bot API call outside TELEGRAM_API_ROOT'));
    }
    const path = url.slice(this.#origin.length);
    const dispatcher: Dispatcher = path.endsWith(POLL_METHOD) ? this.#polls : this.#calls;
    const headers = init.headers as Record<string, string> | undefined;
    const contentType = headers?.['content-type'];
    const signal = init.signal ?? undefined;
    return new Promise<JsonAnswer>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      // The answer is collected from undici's handler callbacks into one buffer: undici's
      // `request()` would wrap it in a Node stream first, which costs more than the call's JSON.
      const chunks: Buffer[] = [];
      let status = 0;
      let controller: Dispatcher.DispatchController | undefined;
      // A call still queued for a connection has no controller yet: it is refused here at once
      // and cut when undici starts it.
      const onAbort = (): void => {
        reject(signal?.reason);
        controller?.abort(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = (): void => signal?.removeEventListener('abort', onAbort);
      dispatcher.dispatch(
        {
          origin: this.#origin,
          path,
          method: 'POST',
          headers: contentType === undefined ? undefined : { 'content-type': contentType },
          // A JSON string, or the multipart stream grammY builds for an upload.
          body: init.body as Dispatcher.DispatchOptions['body'],
        },
        {
          onRequestStart: (started) => {
            controller = started;
            if (signal?.aborted) started.abort(signal.reason);
          },
          onResponseStart: (_, statusCode) => {
            status = statusCode;
          },
          onResponseData: (_, chunk) => {
            chunks.push(chunk);
          },
          onResponseEnd: () => {
            settle();
            const text = (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks))?.toString();
            resolve({
              status,
              ok: status >= 200 && status < 300,
              json: async () => JSON.parse(text ?? '') as unknown,
            });
          },
          onResponseError: (_, error) => {
            settle();
            reject(error);
          },
        },
      );
    });
  }

  /** Refuses new calls, lets those in flight finish (bounded), then closes the connections. */
  async close(): Promise<void> {
    const closing = Promise.all([this.#calls.close(), this.#polls.close()]).catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), this.#closeTimeoutMs);
    });
    const outcome = await Promise.race([closing, late]);
    clearTimeout(timer);
    if (outcome === 'late') {
      await Promise.all([this.#calls.destroy(), this.#polls.destroy()]);
    }
  }
}
