import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application } from '../../src/app.ts';
import type { ManualClock } from '../../src/clock.ts';
import type { LocalTelegram } from '../../src/demo/local-chat.ts';
import { serveBot } from '../../src/telegram/serve.ts';
import { registerMenuButton } from '../../src/telegram/web-app-button.ts';
import { signInitData, webAppSecret } from '../../src/webapp/init-data.ts';
import { localInitData, type ServedWebApp, serveWebApp } from '../../src/webapp/listen.ts';
import { INIT_DATA_HEADER, MAX_CART_BYTES } from '../../src/webapp/server.ts';
import { testConfig, useTestApplication } from '../support/app-harness.ts';
import { captureLogs } from '../support/partner-harness.ts';

/**
 * The Mini App's HTTP side through the whole application (real sandbox over HTTPS, real sqlite,
 * the real bot on the local Bot API): what the page may ask and what is refused.
 */

const logs = captureLogs('warn');
let app: Application;
let telegram: LocalTelegram;
let clock: ManualClock;
let token: string;
let served: ServedWebApp;

useTestApplication(
  {
    logs,
    config: (sandbox) => ({
      ...testConfig(sandbox),
      webApp: { url: 'https://mini.example.test/app/', authMaxAgeSeconds: 3_600 },
    }),
  },
  (started) => {
    ({ app, telegram, clock } = started);
  },
);

beforeAll(async () => {
  token = '0:local';
  served = await serveWebApp(app.webApp);
});
afterAll(async () => {
  await served.close();
});

const initFor = (chatId: number, locale: 'bg' | 'en' = 'bg') =>
  localInitData(token, { id: chatId, firstName: 'Test', locale }, clock.now());

function call(path: string, init: RequestInit & { initData?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.initData !== undefined) headers.set(INIT_DATA_HEADER, init.initData);
  return fetch(new URL(path, served.url), { ...init, headers });
}

function postCart(chatId: number, body: unknown) {
  return call('api/cart', {
    method: 'POST',
    initData: initFor(chatId),
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const MARGHERITA = { kind: 'product', productId: 101, size: 'standard', quantity: 2 };

describe('the Mini App HTTP API', () => {
  it('serves the page itself, with nothing loaded from elsewhere', async () => {
    const page = await call('');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    expect((await call('app.js')).status).toBe(200);
  });

  it('serves every module the page loads, as JavaScript revalidated by ETag, and nothing else', async () => {
    // The page's files as the browser finds them: index.html's script and preloads, then each
    // module's imports, until no new name turns up.
    const seen = new Set<string>();
    const queue = ['app.js'];
    const html = await (await call('')).text();
    for (const match of html.matchAll(/(?:src|href)="([\w.-]+\.js)"/g)) queue.push(match[1] ?? '');
    while (queue.length > 0) {
      const name = queue.shift() ?? '';
      if (seen.has(name)) continue;
      seen.add(name);
      const response = await call(name);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('content-type'), name).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('cache-control'), name).toBe('no-cache');
      expect(response.headers.get('x-content-type-options'), name).toBe('nosniff');
      const etag = response.headers.get('etag') ?? '';
      expect(etag, name).toMatch(/^"/);
      const source = await response.text();
      expect(source, name).not.toMatch(/https?:\/\//);
      for (const match of source.matchAll(/from '\.\/([\w.-]+\.js)'/g)) queue.push(match[1] ?? '');
      expect((await call(name, { headers: { 'if-none-match': etag } })).status, name).toBe(304);
    }
    expect([...seen].sort()).toEqual(
      ['app.js', 'cart.js', 'controls.js', 'menu.js', 'page.js', 'sheet.js', 'telegram.js'].sort(),
    );
    // Only the table's files: not the server's own sources, nor a way out of the folder.
    expect((await call('server.ts')).status).toBe(404);
    expect((await call('%2e%2e/server.ts')).status).toBe(404);
    expect((await call('missing.js')).status).toBe(404);
  });

  it('refuses a forged, an expired or a missing initData with 401', async () => {
    const forged = signInitData(
      { auth_date: String(Math.floor(clock.now() / 1000)), user: '{"id":5001}' },
      webAppSecret('999:not-this-bots-token-at-all-0000'),
    );
    expect((await call('api/menu', { initData: forged })).status).toBe(401);
    const old = localInitData(
      token,
      { id: 5001, firstName: 'T', locale: 'bg' },
      clock.now() - 7_200_000,
    );
    expect((await call('api/menu', { initData: old })).status).toBe(401);
    const missing = await call('api/cart', {
      method: 'POST',
      body: JSON.stringify({ lines: [MARGHERITA] }),
    });
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { message: string }).message).toContain('Отворете менюто');
    expect(telegram.liveMessage(5001)).toBeUndefined();
  });

  it('sends the menu with an ETag, so reopening with nothing changed costs one 304', async () => {
    const first = await call('api/menu', { initData: initFor(5002) });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"/);
    const body = (await first.json()) as { menu: { products: Record<string, { price: unknown }> } };
    expect(body.menu.products['101']?.price).toEqual({
      text: expect.stringContaining('8,90'),
      from: true,
    });
    const again = await call('api/menu', {
      initData: initFor(5002),
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('searches as the chat does, folding Latin and Cyrillic alike', async () => {
    for (const query of ['margarita', 'маргарита']) {
      const response = await call(`api/search?q=${encodeURIComponent(query)}`, {
        initData: initFor(5002),
      });
      const body = (await response.json()) as { hits: { productId?: number }[] };
      expect(body.hits[0]?.productId).toBe(101);
    }
  });

  it('speaks the chat language: English for an English customer', async () => {
    const response = await call('api/menu', { initData: initFor(5003, 'en') });
    const body = (await response.json()) as { texts: Record<string, string> };
    expect(body.texts['app-continue']).toBe('Continue in chat');
  });

  it('writes the sizes’ amounts and units in the chat language (issue 37)', async () => {
    const response = await call('api/menu', { initData: initFor(5005, 'en') });
    const body = (await response.json()) as {
      menu: { products: Record<string, { variants: { label: string }[] }> };
    };
    const labels = Object.values(body.menu.products).flatMap((p) => p.variants.map((v) => v.label));
    expect(labels).toContain('330 ml');
    expect(labels.filter((label) => /\d\s?(г|гр|мл|см|бр|л|кг)(?!\p{L})/u.test(label))).toEqual([]);
  });

  it('hands a rebuilt cart to the chat, and a cart posted twice is never doubled', async () => {
    const chat = 5004;
    for (let i = 0; i < 2; i += 1) {
      const response = await postCart(chat, { lines: [MARGHERITA] });
      expect(response.status).toBe(200);
    }
    await app.runner.idle(chat);
    const text = telegram.liveMessage(chat)?.text ?? '';
    expect(text).toContain('Пица Маргарита');
    expect(text).toContain('× 2');
    expect(text).not.toContain('× 4');
    const labels =
      telegram
        .liveMessage(chat)
        ?.buttons.flat()
        .map((b) => b.text) ?? [];
    expect(labels.some((label) => label.includes('Поръчай'))).toBe(true);
  });

  it('says so (403) when the chat cannot be written to, and keeps the cart in the page', async () => {
    const chat = 5008;
    telegram.blocked.add(chat);
    try {
      const response = await postCart(chat, { lines: [MARGHERITA] });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { message: string }).message).toContain('Старт');
    } finally {
      telegram.blocked.delete(chat);
    }
  });

  it('refuses an oversized body (413), bad JSON (400) and a cart over the limits (422)', async () => {
    const chat = 5005;
    const big = JSON.stringify({ lines: [MARGHERITA], pad: 'x'.repeat(MAX_CART_BYTES) });
    expect((await postCart(chat, big)).status).toBe(413);
    expect((await postCart(chat, '{"lines":[')).status).toBe(400);
    expect((await postCart(chat, { lines: [{ ...MARGHERITA, quantity: 21 }] })).status).toBe(422);
    expect((await postCart(chat, { lines: Array(41).fill(MARGHERITA) })).status).toBe(422);
    expect(telegram.liveMessage(chat)).toBeUndefined();
  });

  it('names a line the menu refuses (409) and hands nothing over', async () => {
    const chat = 5006;
    const response = await postCart(chat, {
      lines: [
        MARGHERITA,
        { kind: 'product', productId: 101, size: 'family', addons: ['caviar'], quantity: 1 },
      ],
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: 'lines_refused',
      problems: [{ index: 1, problem: 'addon_not_allowed' }],
    });
    expect(telegram.liveMessage(chat)).toBeUndefined();
  });

  it('offers the Mini App on /start and in the cart when WEBAPP_URL is set', async () => {
    const chat = 5004;
    await app.bot.handleUpdate(telegram.textUpdate(chat, '/start'));
    await app.runner.idle(chat);
    const call = telegram.calls
      .filter((c) => c.method === 'sendMessage' || c.method === 'editMessageText')
      .at(-1);
    const markup = call?.payload.reply_markup as { inline_keyboard: unknown[][] } | undefined;
    const keyboard = markup?.inline_keyboard ?? [];
    expect(keyboard[0]?.[0]).toEqual({
      text: '🍕 Меню',
      web_app: { url: 'https://mini.example.test/app/' },
    });
  });

  it('is served by the bot HTTP server (HTTP_PORT) beside /healthz, as npm start runs it', async () => {
    const serving = await serveBot(app.bot, {
      mode: 'webhook',
      httpPort: 0,
      webhookUrl: 'https://bot.example.test/telegram',
      webhookSecret: 'webhook_secret_1',
      health: () => ({ ok: true }),
      routes: (req, res) => app.webApp.handle(req, res),
      logger: logs.logger,
    });
    try {
      const base = `http://127.0.0.1:${serving.port}`;
      expect((await fetch(`${base}/app/`)).status).toBe(200);
      const menu = await fetch(`${base}/app/api/menu`, {
        headers: { [INIT_DATA_HEADER]: initFor(5007) },
      });
      expect(menu.status).toBe(200);
      expect((await fetch(`${base}/app/api/menu`)).status).toBe(401);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
    } finally {
      await serving.stop();
    }
  });

  it('makes the Mini App the chat menu button', async () => {
    await registerMenuButton(app.bot, app.t, 'https://mini.example.test/app/', 'bg');
    const call = telegram.calls.filter((c) => c.method === 'setChatMenuButton').at(-1);
    expect(call?.payload.menu_button).toEqual({
      type: 'web_app',
      text: '🍕 Меню',
      web_app: { url: 'https://mini.example.test/app/' },
    });
  });
});
