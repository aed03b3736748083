import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Logger } from 'pino';
import { cached } from '../cached.ts';
import type { Menu } from '../catalogue/menu.ts';
import type { MenuSearch } from '../catalogue/search.ts';
import type { CartLine } from '../conversation/cart.ts';
import { collectBody } from '../http-body.ts';
import { isLocale, type Locale } from '../locale/locale.ts';
import type { Translate } from '../locale/translate.ts';
import { MenuTranslations } from '../menu-i18n/index.ts';
import { searchWithTranslations } from '../menu-i18n/search.ts';
import { PostedCart, rebuildCart } from './cart-rebuild.ts';
import { validateInitData, type WebAppUser, webAppSecret } from './init-data.ts';
import { buildAppMenu, type CachedBody, cachedBody, taggedBytes } from './menu-view.ts';
import { appTexts } from './texts.ts';

/** Largest cart body accepted: 40 full lines fit many times over; anything bigger is a 413. */
export const MAX_CART_BYTES = 64 * 1024;
/** The header the page sends its Telegram `initData` in. */
export const INIT_DATA_HEADER = 'x-telegram-init-data';

/** What the Mini App needs from the bot. */
export interface WebAppOptions {
  botToken: string;
  menu: () => Menu | null;
  /** The chat's language: the one chosen in the conversation, else Telegram's. */
  locale: (chatId: number, languageCode: string | undefined) => Promise<Locale>;
  /**
   * Hands the rebuilt cart to the chat's conversation (event APP_CART), shown in the chat;
   * false when the chat cannot be written to (the customer blocked the bot).
   */
  deliver: (user: WebAppUser, lines: CartLine[]) => Promise<boolean>;
  t: Translate;
  now: () => number;
  /** How old an `initData` may be (its `auth_date`), in seconds. */
  maxAgeSeconds: number;
  defaultLocale: Locale;
  logger: Logger;
  /** The restaurant's texts in the customer's language (default: the glossary alone). */
  translations?: MenuTranslations | undefined;
}

/** The Mini App's HTTP side: `handle` answers every request under /app/ and returns true. */
export interface WebApp {
  handle(req: IncomingMessage, res: ServerResponse): boolean;
}

interface Asset {
  type: string;
  body: CachedBody;
  gzip: Buffer;
}

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), 'public');
const ASSETS: Record<string, string> = {
  'index.html': 'text/html; charset=utf-8',
  'app.js': 'text/javascript; charset=utf-8',
  'telegram.js': 'text/javascript; charset=utf-8',
  'page.js': 'text/javascript; charset=utf-8',
  'menu.js': 'text/javascript; charset=utf-8',
  'sheet.js': 'text/javascript; charset=utf-8',
  'controls.js': 'text/javascript; charset=utf-8',
  'cart.js': 'text/javascript; charset=utf-8',
  'app.css': 'text/css; charset=utf-8',
  'placeholder.svg': 'image/svg+xml',
};

/** The assets are the same for every restaurant of a fleet: read and gzipped once per process. */
let loaded: Map<string, Asset> | undefined;

function loadAssets(): Map<string, Asset> {
  if (loaded) return loaded;
  const assets = new Map<string, Asset>();
  for (const [name, type] of Object.entries(ASSETS)) {
    const bytes = readFileSync(join(PUBLIC_DIR, name));
    assets.set(name, { type, body: taggedBytes(bytes), gzip: gzipSync(bytes, { level: 9 }) });
  }
  loaded = assets;
  return assets;
}

function acceptsGzip(req: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

/** Sends a tagged body: a 304 when the page already has it, gzip when the page takes it. */
function sendTagged(
  req: IncomingMessage,
  res: ServerResponse,
  type: string,
  body: CachedBody,
  gzip: () => Buffer,
): void {
  const headers: Record<string, string> = {
    'content-type': type,
    etag: body.etag,
    // Revalidated on every open: a menu change shows at once, an unchanged one costs a 304.
    'cache-control': 'no-cache',
    vary: `accept-encoding, ${INIT_DATA_HEADER}`,
    'x-content-type-options': 'nosniff',
  };
  if (req.headers['if-none-match'] === body.etag) {
    res.writeHead(304, headers).end();
    return;
  }
  if (acceptsGzip(req)) {
    res.writeHead(200, { ...headers, 'content-encoding': 'gzip' }).end(gzip());
    return;
  }
  res.writeHead(200, headers).end(body.body);
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res
    .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify(value));
}

type BodyResult = { ok: true; text: string } | { ok: false; status: 413 | 400 };

/** Reads a body up to `MAX_CART_BYTES`; a longer one is refused as it arrives (413). */
async function readBody(req: IncomingMessage): Promise<BodyResult> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_CART_BYTES) {
    req.resume();
    return { ok: false, status: 413 };
  }
  try {
    const bytes = await collectBody(req, MAX_CART_BYTES);
    return bytes === undefined
      ? { ok: false, status: 413 }
      : { ok: true, text: bytes.toString('utf8') };
  } catch {
    return { ok: false, status: 400 };
  }
}

/** The menu's JSON for one language, and its gzip once a client asked for it. */
interface MenuBody {
  body: CachedBody;
  gzip?: Buffer;
}

/**
 * Builds the Mini App's HTTP side, served from the bot's own HTTP server under /app/: the page
 * (`/app/`, its script, style and placeholder image: nothing from elsewhere), and a small JSON
 * API that refuses (401) any call without a valid Telegram `initData`:
 * - `GET /app/api/menu`: the page's texts and the menu in the chat's language, with an ETag
 *   (reopening the app with nothing changed costs one 304);
 * - `GET /app/api/search?q=`: the chat's own search (Cyrillic and Latin folded alike);
 * - `POST /app/api/cart`: ids and choices only; rebuilt with the chat's builders and handed to
 *   the chat. A line the menu refuses is named (409) and nothing is handed over.
 */
export function createWebApp(options: WebAppOptions): WebApp {
  const secret = webAppSecret(options.botToken);
  const assets = loadAssets();
  const menus = new WeakMap<Menu, Map<Locale, MenuBody>>();
  let indexed: { menu: Menu; search: MenuSearch } | null = null;
  const translations = options.translations ?? new MenuTranslations();

  const menuBody = (menu: Menu, locale: Locale) => {
    const known = cached(menus, menu, () => new Map<Locale, MenuBody>());
    const entry = cached(
      known,
      locale,
      (): MenuBody => ({
        body: cachedBody({
          texts: appTexts(options.t, locale),
          menu: buildAppMenu(translations.menu(menu, locale), locale),
        }),
      }),
    );
    return {
      body: entry.body,
      gzip: () => {
        entry.gzip ??= gzipSync(entry.body.body);
        return entry.gzip;
      },
    };
  };

  // A refused page is told why in its customer's language: the unverified user's language code
  // chooses only the words of the refusal, then the browser's.
  const refusalLocale = (req: IncomingMessage): Locale => {
    const header = req.headers[INIT_DATA_HEADER];
    const initData = typeof header === 'string' ? header : '';
    const unverified = /"language_code":"(\w\w)/.exec(
      new URLSearchParams(initData).get('user') ?? '',
    );
    const asked = unverified?.[1] ?? String(req.headers['accept-language'] ?? '').slice(0, 2);
    return isLocale(asked) ? asked : options.defaultLocale;
  };

  const refuse = (req: IncomingMessage, res: ServerResponse) => {
    const message = options.t(refusalLocale(req), 'app-auth-failed');
    sendJson(res, 401, { error: 'unauthorized', message });
  };

  const authenticate = (req: IncomingMessage): WebAppUser | null => {
    const header = req.headers[INIT_DATA_HEADER];
    const initData = Array.isArray(header) ? undefined : header;
    const result = validateInitData(initData, secret, options.now(), options.maxAgeSeconds);
    if (result.ok) return result.user;
    options.logger.info({ problem: result.problem }, 'mini app call refused');
    return null;
  };

  const serveMenu = async (req: IncomingMessage, res: ServerResponse, user: WebAppUser) => {
    const menu = options.menu();
    const locale = await options.locale(user.id, user.languageCode);
    if (!menu) {
      sendJson(res, 503, { error: 'menu_unavailable', message: options.t(locale, 'app-error') });
      return;
    }
    const { body, gzip } = menuBody(menu, locale);
    sendTagged(req, res, 'application/json', body, gzip);
  };

  const serveSearch = (res: ServerResponse, url: URL) => {
    const menu = options.menu();
    if (!menu) return sendJson(res, 503, { error: 'menu_unavailable' });
    if (indexed?.menu !== menu)
      indexed = { menu, search: searchWithTranslations(menu, translations) };
    const query = (url.searchParams.get('q') ?? '').slice(0, 100);
    const hits = indexed.search.search(query, { limit: 50 });
    sendJson(res, 200, {
      hits: hits.map((hit) =>
        hit.kind === 'product' ? { productId: hit.productId } : { comboCode: hit.comboCode },
      ),
    });
  };

  const receiveCart = async (req: IncomingMessage, res: ServerResponse, user: WebAppUser) => {
    const locale = await options.locale(user.id, user.languageCode);
    const read = await readBody(req);
    if (!read.ok) {
      sendJson(res, read.status, { error: read.status === 413 ? 'too_large' : 'bad_request' });
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(read.text);
    } catch {
      sendJson(res, 400, { error: 'bad_json', message: options.t(locale, 'app-error') });
      return;
    }
    const posted = PostedCart.safeParse(json);
    if (!posted.success) {
      sendJson(res, 422, { error: 'invalid_cart', message: options.t(locale, 'app-error') });
      return;
    }
    const menu = options.menu();
    if (!menu) {
      sendJson(res, 503, { error: 'menu_unavailable', message: options.t(locale, 'app-error') });
      return;
    }
    const rebuilt = rebuildCart(menu, posted.data);
    if (!rebuilt.ok) {
      sendJson(res, 409, { error: 'lines_refused', problems: rebuilt.problems });
      return;
    }
    if (!(await options.deliver(user, rebuilt.lines))) {
      const message = options.t(locale, 'app-chat-unreachable');
      sendJson(res, 403, { error: 'chat_unreachable', message });
      return;
    }
    sendJson(res, 200, { ok: true, lines: rebuilt.lines.length });
  };

  const api = (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const user = authenticate(req);
    if (!user) return refuse(req, res);
    const route = `${req.method} ${url.pathname}`;
    const work =
      route === 'GET /app/api/menu'
        ? serveMenu(req, res, user)
        : route === 'GET /app/api/search'
          ? Promise.resolve(serveSearch(res, url))
          : route === 'POST /app/api/cart'
            ? receiveCart(req, res, user)
            : Promise.resolve(sendJson(res, 404, { error: 'not_found' }));
    void work.catch((error: unknown) => {
      options.logger.error({ err: error, route }, 'mini app call failed');
      if (!res.headersSent) sendJson(res, 500, { error: 'internal' });
    });
  };

  return {
    handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://app.local');
      if (url.pathname !== '/app' && !url.pathname.startsWith('/app/')) return false;
      if (url.pathname.startsWith('/app/api/')) {
        api(req, res, url);
        return true;
      }
      const name =
        url.pathname === '/app' || url.pathname === '/app/' ? 'index.html' : url.pathname.slice(5);
      const asset = req.method === 'GET' ? assets.get(name) : undefined;
      if (!asset) {
        res.writeHead(404).end();
        return true;
      }
      sendTagged(req, res, asset.type, asset.body, () => asset.gzip);
      return true;
    },
  };
}
