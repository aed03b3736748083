import { type ApiClientOptions, HttpError, InputFile, type Transformer } from 'grammy';
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
const JSON_CONTENT_TYPE = 'application/json';
/** grammY's default `timeoutSeconds`, which the bot keeps. */
const GRAMMY_TIMEOUT_SECONDS = 500;

/** How `directCalls` reaches the Bot API: the same settings grammY's client was given. */
export interface DirectCallOptions {
  token: string;
  /** TELEGRAM_API_ROOT, as given to grammY (no trailing '/'). */
  apiRoot: string;
  /** grammY's `timeoutSeconds` (default 500, grammY's own default). */
  timeoutSeconds?: number | undefined;
  /**
   * Methods grammY may answer inside a webhook's HTTP reply (its `canUseWebhookReply`): these
   * stay with grammY, which alone knows whether the update's reply is still free. In polling
   * mode there is no webhook reply: pass nothing.
   */
  webhookReply?: ((method: string) => boolean) | undefined;
}

/**
 * The JSON body of a call as grammY would send it (its `str`: nulls dropped like undefined), or
 * undefined when the payload holds a file to upload (grammY's `requiresFormDataUpload`: an
 * `InputFile` anywhere in it), which grammY then sends as multipart. One walk over the payload
 * answers both questions, so the common payload (no null in it) is serialized by a plain
 * `JSON.stringify`, without a replacer function called for every key.
 */
export function jsonBody(payload: unknown): string | undefined {
  let nulls = false;
  const walk = (value: unknown): boolean => {
    if (value === null) {
      nulls = true;
      return true;
    }
    if (typeof value !== 'object') return true;
    if (value instanceof InputFile) return false;
    if (Array.isArray(value)) {
      for (const item of value) if (!walk(item)) return false;
      return true;
    }
    for (const key in value) {
      if (!walk((value as Record<string, unknown>)[key])) return false;
    }
    return true;
  };
  if (!walk(payload)) return undefined;
  return nulls
    ? JSON.stringify(payload, (_, v: unknown) => v ?? undefined)
    : JSON.stringify(payload);
}

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
  readonly fetch: GrammyFetch = ((input: string | URL, init: RequestInit = {}) => {
    const headers = init.headers as Record<string, string> | undefined;
    return this.#send(
      typeof input === 'string' ? input : input.href,
      headers?.['content-type'],
      init.body as Dispatcher.DispatchOptions['body'],
      init.signal ?? undefined,
    ).then(
      ({ status, text }): JsonAnswer => ({
        status,
        ok: status >= 200 && status < 300,
        json: async () => JSON.parse(text) as unknown,
      }),
    );
  }) as unknown as GrammyFetch;

  /**
   * One call: resolves with the answer's status and text, whatever the status. Rejects when the
   * connection fails, when `signal` aborts (with its reason), or after `timeout` (with its
   * error); either of the last two also cuts the call, or, if it still waits for a connection,
   * refuses it at once and cuts it when undici starts it.
   */
  #send(
    url: string,
    contentType: string | undefined,
    body: Dispatcher.DispatchOptions['body'],
    signal: AbortSignal | undefined,
    timeout?: { ms: number; error: () => Error },
  ): Promise<{ status: number; text: string }> {
    if (!url.startsWith(this.#origin)) {
      return Promise.reject(new TypeError('a Bot API call outside TELEGRAM_API_ROOT'));
    }
    const path = url.slice(this.#origin.length);
    const dispatcher: Dispatcher = path.endsWith(POLL_METHOD) ? this.#polls : this.#calls;
    return new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      // The answer is collected from undici's handler callbacks into one buffer: undici's
      // `request()` would wrap it in a Node stream first, which costs more than the call's JSON.
      const chunks: Buffer[] = [];
      let status = 0;
      let controller: Dispatcher.DispatchController | undefined;
      let cutWith: unknown;
      let cut = false;
      let timer: NodeJS.Timeout | undefined;
      const stop = (reason: unknown): void => {
        cut = true;
        cutWith = reason;
        reject(reason);
        controller?.abort(reason as Error);
      };
      const onAbort = (): void => stop(signal?.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      if (timeout) timer = setTimeout(() => stop(timeout.error()), timeout.ms);
      const settle = (): void => {
        signal?.removeEventListener('abort', onAbort);
        clearTimeout(timer);
      };
      dispatcher.dispatch(
        {
          origin: this.#origin,
          path,
          method: 'POST',
          headers: contentType === undefined ? undefined : { 'content-type': contentType },
          // A JSON string, or the multipart stream grammY builds for an upload.
          body,
        },
        {
          onRequestStart: (started) => {
            controller = started;
            if (cut) started.abort(cutWith as Error);
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
            resolve({ status, text: text ?? '' });
          },
          onResponseError: (_, error) => {
            settle();
            reject(error);
          },
        },
      );
    });
  }

  /**
   * A grammY transformer, installed first (innermost: it stands where grammY's own request code
   * is), that sends a plain JSON call itself over this transport and hands anything else to
   * grammY: an upload (multipart), and the methods that may ride in a webhook reply. grammY's
   * request code costs more per call than the call's own JSON: a walk of the payload, an
   * `abort-controller` polyfill with its event target, a timeout promise and a stream-error
   * promise raced against the answer, `JSON.stringify` with a replacer function, a Response-like
   * object. Here the call keeps grammY's rules: the same URL and body, its timeout
   * (`timeoutSeconds`, the same error, and the call cut), the caller's abort signal, a failure
   * thrown as grammY's `HttpError` ("Network request for '<method>' failed!", the cause in
   * `error`), and the answer's JSON handed back whatever its status, for grammY to turn an error
   * answer into a `GrammyError` and for the transformers around it (429 waits) to read.
   */
  directCalls(options: DirectCallOptions): Transformer {
    const base = `${options.apiRoot}/bot${options.token}/`;
    const seconds = options.timeoutSeconds ?? GRAMMY_TIMEOUT_SECONDS;
    const viaGrammy = options.webhookReply ?? (() => false);
    return (async (prev, method, payload, signal) => {
      const body = viaGrammy(method) ? undefined : jsonBody(payload ?? {});
      if (body === undefined) return prev(method, payload, signal);
      try {
        const { text } = await this.#send(
          base + method,
          JSON_CONTENT_TYPE,
          body,
          // grammY types the signal with the abort-controller polyfill; it is the global one.
          signal as AbortSignal | undefined,
          {
            ms: 1000 * seconds,
            error: () => new Error(`Request to '${method}' timed out after ${seconds} seconds`),
          },
        );
        return JSON.parse(text) as Awaited<ReturnType<typeof prev>>;
      } catch (error) {
        throw new HttpError(`Network request for '${method}' failed!`, error);
      }
    }) as Transformer;
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
