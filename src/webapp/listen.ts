import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locale } from '../locale/locale.ts';
import { signInitData, webAppSecret } from './init-data.ts';
import type { WebApp } from './server.ts';

/** A Mini App served on its own HTTP listener (the demo and the browser test). */
export interface ServedWebApp {
  /** The page's address, e.g. http://127.0.0.1:4321/app/ */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the Mini App alone on `host:port` (0: any free port). Production serves it from the
 * bot's own HTTP server (`serve.ts`, HTTP_PORT) instead; this is for runs without one.
 */
export function serveWebApp(webApp: WebApp, port = 0, host = '127.0.0.1'): Promise<ServedWebApp> {
  const server = createServer((req, res) => {
    if (!webApp.handle(req, res)) res.writeHead(404).end();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${actual}/app/`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/**
 * The `initData` Telegram would hand the Mini App when the customer of `chatId` opens it, signed
 * with the bot's token: for the demo's local chat (whose "Telegram" is the terminal) and tests.
 */
export function localInitData(
  botToken: string,
  user: { id: number; firstName: string; locale: Locale },
  nowMs: number,
): string {
  return signInitData(
    {
      auth_date: String(Math.floor(nowMs / 1000)),
      query_id: `local-${user.id}-${Math.floor(nowMs / 1000)}`,
      user: JSON.stringify({ id: user.id, first_name: user.firstName, language_code: user.locale }),
    },
    webAppSecret(botToken),
  );
}

/** The address that opens the Mini App in an ordinary browser with that `initData`. */
export function openUrl(pageUrl: string, initData: string): string {
  return `${pageUrl}#${new URLSearchParams({ tgWebAppData: initData }).toString()}`;
}
