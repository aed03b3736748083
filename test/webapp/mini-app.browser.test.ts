import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application } from '../../src/app.ts';
import type { ManualClock } from '../../src/clock.ts';
import type { LocalTelegram } from '../../src/demo/local-chat.ts';
import type { Locale } from '../../src/locale/locale.ts';
import { removeProduct } from '../../src/sandbox/menu/index.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import { signInitData, webAppSecret } from '../../src/webapp/init-data.ts';
import { localInitData, type ServedWebApp, serveWebApp } from '../../src/webapp/listen.ts';
import { tap, type, until, useTestApplication } from '../support/app-harness.ts';
import { lunchComboOnTheWire } from '../support/demo-menu.ts';
import {
  hasChromium,
  launchBrowser,
  openMiniApp,
  pressMainButton,
  telegramSeen,
} from '../support/mini-app-browser.ts';
import { captureLogs } from '../support/partner-harness.ts';

/**
 * The Mini App in a real headless Chromium (Debian's package, driven by playwright-core) against
 * the real bot, the sandbox over HTTPS and sqlite: a customer fills a cart with taps, continues
 * in the chat and places the order there. Also writes the README's screenshots (390×844).
 */

const logs = captureLogs('warn');
const SHOTS = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');
let sandbox: Sandbox;
let app: Application;
let telegram: LocalTelegram;
let clock: ManualClock;
let served: ServedWebApp;
let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;

if (!hasChromium)
  console.warn('Mini App browser tests skipped: no /usr/bin/chromium (apt-get install chromium)');

useTestApplication({ logs }, (started) => {
  ({ sandbox, app, telegram, clock } = started);
});

beforeAll(async () => {
  if (!hasChromium) return;
  served = await serveWebApp(app.webApp);
  browser = await launchBrowser(new URL(served.url).origin);
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await served?.close();
});

async function open(chatId: number, locale: Locale = 'bg', initData?: string): Promise<Page> {
  if (!browser) throw new Error('no browser');
  const data =
    initData ?? localInitData('0:local', { id: chatId, firstName: 'Мария', locale }, clock.now());
  const page = await openMiniApp(browser.context, served.url, data);
  return page;
}

async function ready(page: Page): Promise<void> {
  await page.waitForSelector('body[data-ready="true"]', { timeout: 15_000 });
}

async function shot(page: Page, name: string): Promise<void> {
  // A dish sheet is shown from its top (its photo and name), as it opens.
  await page.evaluate('document.querySelector(".sheet-body").scrollTop = 0');
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** The chat's current screen, with Intl's no-break spaces made plain. */
function screen(chat: number): string {
  const text = telegram.liveMessage(chat)?.text ?? '';
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

async function continueInChat(page: Page): Promise<void> {
  await pressMainButton(page); // "View order · N items"
  await page.waitForSelector('#cart:not([hidden])');
  await pressMainButton(page); // "Continue in chat"
}

describe.skipIf(!hasChromium)('the Mini App in headless Chromium', () => {
  it('fills a cart with taps, hands it to the chat, and the chat places exactly that order', async () => {
    const chat = 5101;
    // What the first load transfers (encoded bytes and headers), photos aside.
    const transferred = new Map<string, number>();
    const record = (request: import('playwright-core').Request) => {
      if (request.resourceType() === 'image') return;
      void request.sizes().then((sizes) => {
        transferred.set(request.url(), sizes.responseBodySize + sizes.responseHeadersSize);
      });
    };
    browser?.context.on('requestfinished', record);
    const page = await open(chat);
    await ready(page);
    const seenAtStart = await telegramSeen(page);
    expect(seenAtStart.firstCategoryMs).not.toBeNull();
    await until(() => transferred.size >= 4, 'the page, its script, style and menu');
    browser?.context.off('requestfinished', record);
    const bytes = [...transferred.values()].reduce((sum, size) => sum + size, 0);
    console.info(
      `Mini App first load: ${bytes} bytes transferred in ${transferred.size} requests (gzip, before photos); first category after ${Math.round(seenAtStart.firstCategoryMs ?? 0)} ms`,
    );
    expect(bytes).toBeLessThan(150 * 1024);
    await shot(page, 'mini-app-bg-menu');

    // A family Margherita with ham and without basil.
    await page.click('[data-tab="c1"]');
    await page.click('[data-product="101"]');
    await page.click('[data-size="family"]');
    await page.check('[data-addon="ham"]');
    await page.check('[data-remove="21"]');
    await shot(page, 'mini-app-bg-dish');
    await page.click('#add');
    const afterPizza = await telegramSeen(page);
    expect(afterPizza.haptics).toBe(1);
    expect(afterPizza.mainText).toBe('Виж поръчката · 1 бр.');

    // The lunch combo with its drink swapped for a Fanta.
    await page.click('[data-tab="combos"]');
    await page.click('[data-combo="LUNCH"]');
    await page.selectOption('[data-slot="1"]', '911');
    await page.click('#add');
    expect((await telegramSeen(page)).mainText).toBe('Виж поръчката · 2 бр.');

    await pressMainButton(page);
    await page.waitForSelector('#cart:not([hidden])');
    expect(await page.locator('#cart .line').count()).toBe(2);
    expect((await telegramSeen(page)).mainText).toBe('Продължи в чата');
    expect((await telegramSeen(page)).backVisible).toBe(true);
    await shot(page, 'mini-app-bg-cart');
    await pressMainButton(page);
    await page.waitForSelector('body[data-sent="true"]', { state: 'attached' });
    expect((await telegramSeen(page)).closed).toBe(true);
    await page.close();

    await app.runner.idle(chat);
    expect(screen(chat)).toContain('Ето поръчката от менюто');
    expect(screen(chat)).toContain('Пица Маргарита');
    expect(screen(chat)).toContain('Обедно меню');

    const before = sandbox.ledger.list().length;
    await tap(app, telegram, chat, 'Поръчай');
    await tap(app, telegram, chat, 'Ще взема');
    await type(app, telegram, chat, 'Мария Иванова');
    await type(app, telegram, chat, '0888 123 456');
    await tap(app, telegram, chat, 'Пропусни');
    await tap(app, telegram, chat, 'Пропусни');
    await tap(app, telegram, chat, 'Потвърждавам');
    const orders = sandbox.ledger.list();
    expect(orders.length).toBe(before + 1);
    expect(orders.at(-1)?.body.items).toEqual([
      {
        selection: {
          product_id: 101,
          size: 'family',
          removed: [21],
          addons: ['ham'],
          crust: false,
        },
        quantity: 1,
      },
      {
        selection: lunchComboOnTheWire('r1', [101, 911]),
        quantity: 1,
      },
    ]);
  });

  it('shows the page in English for an English chat (screenshots)', async () => {
    const page = await open(5104, 'en');
    await ready(page);
    expect(await page.getAttribute('#search', 'placeholder')).toBe('Search dishes');
    await shot(page, 'mini-app-en-menu');
    // Search in Latin letters finds the Cyrillic dish; the allergen filter hides what has milk.
    await page.fill('#search', 'margarita');
    await page.waitForSelector('#menu [data-product="101"]');
    await page.click('#filter');
    await page.click('[data-allergen="7"]');
    await page.waitForSelector('#menu [data-product="101"]', { state: 'detached' });
    await page.click('[data-allergen="7"]');
    await page.click('#filter');
    await page.fill('#search', '');
    await page.waitForSelector('#menu h2');
    await page.click('[data-product="101"]');
    await page.click('[data-size="family"]');
    await page.check('[data-addon="mushrooms"]');
    await shot(page, 'mini-app-en-dish');
    await page.click('#add');
    // Half Margherita, half Capricciosa without mushrooms.
    await page.click('[data-half="1"]');
    await page.selectOption('[data-half-slot="1"]', '102');
    await page.check('[data-half-remove="1:4"]');
    await page.click('#add');
    expect((await telegramSeen(page)).mainText).toBe('View order · 2 items');
    await pressMainButton(page);
    await page.waitForSelector('#cart:not([hidden])');
    expect((await telegramSeen(page)).mainText).toBe('Continue in chat');
    await shot(page, 'mini-app-en-cart');
    await pressMainButton(page);
    await page.waitForSelector('body[data-sent="true"]', { state: 'attached' });
    await page.close();
    await app.runner.idle(5104);
    expect(screen(5104)).toContain('Here is the order from the menu');
    // The menu's names in English in the chat as on the page (the glossary: no translation file).
    expect(screen(5104)).toContain('Pizza Capricciosa');
  });

  it('speaks Ukrainian to a Ukrainian chat: texts, allergen names, prices and the chat after it', async () => {
    const chat = 5106;
    const page = await open(chat, 'uk');
    await ready(page);
    expect(await page.getAttribute('html', 'lang')).toBe('uk');
    expect(await page.getAttribute('#search', 'placeholder')).toBe('Пошук страв');
    await page.click('#filter');
    expect(await page.textContent('[data-allergen="7"]')).toContain('молоко');
    await page.click('#filter');
    // Intl's Ukrainian price: comma decimals and the euro sign after the amount.
    const price = (await page.textContent('[data-product="101"] .price'))?.replace(/\s/g, ' ');
    expect(price).toBe('від 8,90 €');
    await page.click('[data-product="101"]');
    await page.click('#add');
    expect((await telegramSeen(page)).mainText).toBe('Переглянути замовлення · 1 шт.');
    await pressMainButton(page);
    await page.waitForSelector('#cart:not([hidden])');
    expect((await telegramSeen(page)).mainText).toBe('Продовжити в чаті');
    await pressMainButton(page);
    await page.waitForSelector('body[data-sent="true"]', { state: 'attached' });
    await page.close();
    await app.runner.idle(chat);
    expect(screen(chat)).toContain('Ось замовлення з меню');
    expect(screen(chat)).toContain('8,90 €');
  });

  it('refuses a forged initData with 401 and shows why', async () => {
    const forged = signInitData(
      {
        auth_date: String(Math.floor(clock.now() / 1000)),
        user: '{"id":5105,"language_code":"bg"}',
      },
      webAppSecret('999:someone-elses-bot-token-0000000'),
    );
    const page = await open(5105, 'bg', forged);
    await page.waitForSelector('body[data-failed="401"]', { state: 'attached' });
    expect(await page.textContent('#status')).toContain('Отворете менюто отново');
    await page.close();
    expect(telegram.liveMessage(5105)).toBeUndefined();
  });

  it('ignores a price edited in the page: the quote in the chat has the menu price', async () => {
    const chat = 5102;
    const page = await open(chat);
    await ready(page);
    const status = await page.evaluate(async () => {
      const initData = (globalThis as unknown as { Telegram: { WebApp: { initData: string } } })
        .Telegram.WebApp.initData;
      const line = { kind: 'product', productId: 101, size: 'standard', quantity: 1 };
      const response = await fetch('api/cart', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-telegram-init-data': initData },
        body: JSON.stringify({
          lines: [{ ...line, minor: 1, price: '0,01 €', total: 1 }],
          total: 1,
        }),
      });
      return response.status;
    });
    expect(status).toBe(200);
    await page.close();
    await app.runner.idle(chat);
    await tap(app, telegram, chat, 'Поръчай');
    await tap(app, telegram, chat, 'Ще взема');
    await type(app, telegram, chat, 'Мария Иванова');
    await type(app, telegram, chat, '0888 123 456');
    await tap(app, telegram, chat, 'Пропусни');
    await tap(app, telegram, chat, 'Пропусни');
    expect(screen(chat)).toContain('8,90 €');
    expect(screen(chat)).not.toContain('0,01');
  });

  it('names a dish that left the menu while the page was open and sends the rest', async () => {
    const chat = 5103;
    const page = await open(chat);
    await ready(page);
    await page.click('[data-product="102"]');
    await page.click('#add');
    await page.click('[data-product="101"]');
    await page.click('#add');
    removeProduct(sandbox.menu, 102);
    expect((await app.catalogue.syncNow()).ok).toBe(true);

    await continueInChat(page);
    await page.waitForSelector('#cart .line.bad', { timeout: 15_000 });
    expect(await page.textContent('#cart .line.bad')).toContain(
      'Вече го няма в менюто: Пица Капричоза',
    );
    expect(telegram.liveMessage(chat)).toBeUndefined();
    await page.click('#send-rest');
    await page.waitForSelector('body[data-sent="true"]', { state: 'attached' });
    await page.close();
    await app.runner.idle(chat);
    expect(screen(chat)).toContain('Пица Маргарита');
    expect(screen(chat)).not.toContain('Капричоза');
  });
});
