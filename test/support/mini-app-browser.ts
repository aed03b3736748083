import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's chromium (apt-get install chromium): no browser is ever downloaded. */
export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

/** A phone's viewport, as the README's screenshots show the Mini App. */
export const PHONE = { width: 390, height: 844 };

/**
 * Headless Chromium on a fresh profile, with nothing reaching the network: every request that is
 * not to `allowedOrigin` (the bot's own HTTP server) is aborted, so a dish photo hosted elsewhere
 * falls back to the page's own placeholder, as it would offline.
 */
export async function launchBrowser(allowedOrigin: string): Promise<{
  context: BrowserContext;
  close(): Promise<void>;
}> {
  const profile = mkdtempSync(join(tmpdir(), 'mini-app-chromium-'));
  // The browser is the test's tool, not the bot: it runs on the real clock. Under libfaketime
  // (`.ci/run` runs the suite once more at 22:45 UTC) Chromium hangs at start-up.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined && entry[0] !== 'LD_PRELOAD' && !entry[0].startsWith('FAKETIME'),
    ),
  );
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    env,
    headless: true,
    viewport: PHONE,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  await context.route('**/*', (route) =>
    route.request().url().startsWith(allowedOrigin) ? route.continue() : route.abort(),
  );
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** What the stand-in Telegram client saw the page do. */
export interface TelegramSeen {
  mainText: string;
  mainVisible: boolean;
  backVisible: boolean;
  haptics: number;
  closed: boolean;
  /** performance.now() when the first category heading appeared (ms since navigation). */
  firstCategoryMs: number | null;
}

const STAND_IN = readFileSync(join(import.meta.dirname, 'telegram-stand-in.js'), 'utf8');

/**
 * Opens the Mini App as Telegram would: a stand-in `window.Telegram.WebApp` (telegram-stand-in.js)
 * is installed before any script of the page runs, carrying `initData` (signed by the test's bot
 * token) and theme colours; its MainButton and BackButton record what the page asks.
 */
export async function openMiniApp(
  context: BrowserContext,
  url: string,
  initData: string,
): Promise<Page> {
  const page = await context.newPage();
  // A script error in the page fails loudly in the test's output.
  page.on('pageerror', (error) => console.error(`Mini App page error: ${error.message}`));
  await page.addInitScript({
    content: `window.__miniAppInitData = ${JSON.stringify(initData)};\n${STAND_IN}`,
  });
  await page.goto(url);
  return page;
}

/** What the stand-in Telegram client has recorded so far. */
export function telegramSeen(page: Page): Promise<TelegramSeen> {
  return page.evaluate('window.__telegram.seen') as Promise<TelegramSeen>;
}

/** Presses Telegram's MainButton (as the customer would, below the page). */
export async function pressMainButton(page: Page): Promise<void> {
  await page.evaluate('window.__telegram.handlers.main?.()');
}
