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
   *
   * No HTTP pipelining (issue 21, sixth round). On loopback it cut the bot's CPU per action by
   * about a fifth at 1,000 customers, but undici pipelines only requests marked idempotent and
   * non-blocking, and after a connection drops it sends the pipelined ones again: a sendMessage
   * could reach the customer twice. It also queues calls behind each other on one connection,
   * which against Telegram's real round trip would add latency to every tap. Were it wanted (a
   * local Bot API server), only repeatable calls should ride it: edits and callback answers.
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
 * Marks a call's payload: the caller does not read the call's result (an edit's returned
 * Message). The direct transport then answers a success `{ ok: true, result: true }` without
 * decoding or parsing the body (see `directCalls`). A symbol key: grammY copies it along with
 * the options it spreads into the payload, and `JSON.stringify` and grammY's multipart code skip
 * it, so nothing of it reaches Telegram.
 */
export const RESULT_UNUSED: unique symbol = Symbol('resultUnused');

/** `options` marked with `RESULT_UNUSED` (the same object, for a call's `other` argument). */
export function resultUnused<T extends object>(options: T): T {
  (options as { [RESULT_UNUSED]?: true })[RESULT_UNUSED] = true;
  return options;
}

/**
 * What a call marked `RESULT_UNUSED` resolves to when Telegram answered success, and what the
 * most frequent answer of all (`{"ok":true,"result":true}`: a tap's answer) parses to.
 */
const TRUE_ANSWER = Object.freeze({ ok: true, result: true }) as never;
const TRUE_BODY = Buffer.from('{"ok":true,"result":true}');
/** How every success answer of the Bot API begins (`{"ok":true,"result":…}`). */
const SUCCESS_PREFIX = Buffer.from('{"ok":true,"result":');
const CLOSING_BRACE = 0x7d;

/**
 * A direct call (`directCalls`): its method, grammY's `timeoutSeconds` (failing with grammY's own
 * error text), and whether its result is read.
 */
interface DirectCall {
  method: string;
  seconds: number;
  unused: boolean;
}

const EMPTY = Buffer.alloc(0);

function timedOut(call: Call): void {
  const { method, seconds } = call.direct as DirectCall;
  call.stop(new Error(`Request to '${method}' timed out after ${seconds} seconds`));
}

/** A direct call's failure as grammY throws it: an `HttpError` with the cause in `error`. */
const httpError = (method: string, error: unknown): HttpError =>
  new HttpError(`Network request for '${method}' failed!`, error);

/** A call refused before it started (a direct call's as grammY's `HttpError`). */
const refused = (reason: unknown, direct: DirectCall | undefined): Promise<never> =>
  Promise.reject(direct ? httpError(direct.method, reason) : reason);

/** True when `body` is a Bot API success (`{"ok":true,"result":…}`), read without parsing. */
function succeeded(body: Buffer): boolean {
  const n = SUCCESS_PREFIX.length;
  return (
    body.length > n &&
    body[body.length - 1] === CLOSING_BRACE &&
    body.compare(SUCCESS_PREFIX, 0, n, 0, n) === 0
  );
}

/**
 * A direct call's answer, for grammY: its JSON whatever the status, or Telegram's success
 * without its result when the caller does not read it (`RESULT_UNUSED`).
 */
function answerOf(call: Call): never {
  const direct = call.direct as DirectCall;
  const body = call.body();
  if (direct.unused ? succeeded(body) : TRUE_BODY.equals(body)) return TRUE_ANSWER;
  try {
    return JSON.parse(body.toString()) as never;
  } catch (error) {
    throw httpError(direct.method, error);
  }
}

/**
 * One call in flight: undici's handler (its callbacks collect the answer into one buffer:
 * undici's `request()` would wrap it in a Node stream first, which costs more than the call's
 * JSON), the abort listener (`handleEvent`) and the timeout's target, in one object rather than a
 * closure for each.
 */
class Call implements Dispatcher.DispatchHandler {
  status = 0;
  /** Set for a direct call: its failures are grammY's `HttpError`, and it has a timeout. */
  readonly direct: DirectCall | undefined;
  #chunks: Buffer[] | Buffer = EMPTY;
  #controller: Dispatcher.DispatchController | undefined;
  #cut = false;
  #cutWith: unknown;
  #timer: NodeJS.Timeout | undefined;
  readonly #resolve: (call: Call) => void;
  readonly #reject: (reason: unknown) => void;
  readonly #signal: AbortSignal | undefined;

  constructor(
    resolve: (call: Call) => void,
    reject: (reason: unknown) => void,
    signal: AbortSignal | undefined,
    direct: DirectCall | undefined,
  ) {
    this.#resolve = resolve;
    this.#reject = reject;
    this.#signal = signal;
    this.direct = direct;
    signal?.addEventListener('abort', this, { once: true });
    if (direct) this.#timer = setTimeout(timedOut, 1000 * direct.seconds, this);
  }

  /** The answer's body. */
  body(): Buffer {
    const chunks = this.#chunks;
    return Array.isArray(chunks) ? Buffer.concat(chunks) : chunks;
  }

  text(): string {
    return this.body().toString();
  }

  /** Fails the call with `reason` and cuts it (or refuses it when undici starts it). */
  stop(reason: unknown): void {
    this.#cut = true;
    this.#cutWith = reason;
    this.#fail(reason);
    this.#controller?.abort(reason as Error);
  }

  /** The abort signal's listener. */
  handleEvent(): void {
    this.stop(this.#signal?.reason);
  }

  #fail(reason: unknown): void {
    const direct = this.direct;
    this.#reject(direct ? httpError(direct.method, reason) : reason);
  }

  #settle(): void {
    this.#signal?.removeEventListener('abort', this);
    clearTimeout(this.#timer);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.#controller = controller;
    if (this.#cut) controller.abort(this.#cutWith as Error);
  }

  onResponseStart(_: Dispatcher.DispatchController, statusCode: number): void {
    this.status = statusCode;
  }

  onResponseData(_: Dispatcher.DispatchController, chunk: Buffer): void {
    const chunks = this.#chunks;
    if (chunks === EMPTY) this.#chunks = chunk;
    else if (Array.isArray(chunks)) chunks.push(chunk);
    else this.#chunks = [chunks, chunk];
  }

  onResponseEnd(): void {
    this.#settle();
    this.#resolve(this);
  }

  onResponseError(_: Dispatcher.DispatchController, error: Error): void {
    this.#settle();
    this.#fail(error);
  }
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
    ).then((call): JsonAnswer => {
      const text = call.text();
      return {
        status: call.status,
        ok: call.status >= 200 && call.status < 300,
        json: async () => JSON.parse(text) as unknown,
      };
    });
  }) as unknown as GrammyFetch;

  /**
   * One call: resolves with its answer (status and body), whatever the status. Rejects when the
   * connection fails, when `signal` aborts (with its reason), or after `timeout` (with its
   * error); either of the last two also cuts the call, or, if it still waits for a connection,
   * refuses it at once and cuts it when undici starts it.
   */
  #send(
    url: string,
    contentType: string | undefined,
    body: Dispatcher.DispatchOptions['body'],
    signal: AbortSignal | undefined,
    direct?: DirectCall,
  ): Promise<Call> {
    if (!url.startsWith(this.#origin)) {
      return refused(new TypeError('a Bot API call outside TELEGRAM_API_ROOT'), direct);
    }
    const path = url.slice(this.#origin.length);
    const dispatcher: Dispatcher = path.endsWith(POLL_METHOD) ? this.#polls : this.#calls;
    if (signal?.aborted) return refused(signal.reason, direct);
    return new Promise((resolve, reject) => {
      const call = new Call(resolve, reject, signal, direct);
      dispatcher.dispatch(
        {
          origin: this.#origin,
          path,
          method: 'POST',
          headers: contentType === undefined ? undefined : { 'content-type': contentType },
          // A JSON string, or the multipart stream grammY builds for an upload.
          body,
        },
        call,
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
   *
   * A call marked with `resultUnused` (an edit whose returned Message nobody reads) that
   * succeeds is answered `{ ok: true, result: true }` without its body being decoded or parsed:
   * an edit's answer is the whole Message, keyboard and all, the largest JSON the bot receives
   * per tap. Any other answer (an error, a 429, a body that does not start as Telegram's success
   * does) is parsed as before.
   */
  directCalls(options: DirectCallOptions): Transformer {
    const base = `${options.apiRoot}/bot${options.token}/`;
    const seconds = options.timeoutSeconds ?? GRAMMY_TIMEOUT_SECONDS;
    const viaGrammy = options.webhookReply ?? (() => false);
    return ((prev, method, payload, signal) => {
      const body = viaGrammy(method) ? undefined : jsonBody(payload ?? {});
      if (body === undefined) return prev(method, payload, signal);
      const unused = (payload as { [RESULT_UNUSED]?: true } | undefined)?.[RESULT_UNUSED] === true;
      return this.#send(
        base + method,
        JSON_CONTENT_TYPE,
        body,
        // grammY types the signal with the abort-controller polyfill; it is the global one.
        signal as AbortSignal | undefined,
        { method, seconds, unused },
      ).then(answerOf);
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
