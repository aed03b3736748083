import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuSnapshot } from '../../src/catalogue/menu.ts';
import { CatalogueSync } from '../../src/catalogue/sync.ts';
import { setProductAvailable, setVariantPrice } from '../../src/sandbox/menu/index.ts';
import type { Store } from '../../src/store/index.ts';
import { type TelegramBot, tempStore, useTelegramWorld } from '../support/telegram-harness.ts';
import {
  findButton,
  lastAnswer,
  press,
  screen,
  sessionOf,
  unansweredTaps,
} from '../support/telegram-steps.ts';

/**
 * Taps after catalogue syncs, with the real catalogue sync reading the sandbox over HTTPS on the
 * same manual clock as the sandbox and the bot. The sync period is the production default.
 */
const world = useTelegramWorld();
const STALE = 'Това вече се промени. Ето текущия изглед.';
const SYNC_MS = 60_000;

let menuStore: Store;
let sync: CatalogueSync;

beforeAll(async () => {
  menuStore = await tempStore();
  sync = new CatalogueSync({
    reader: world.client,
    store: menuStore.namespace<MenuSnapshot>('menu'),
    clock: world.clock,
    logger: world.logs.logger,
    intervalMs: SYNC_MS,
    rateLimitPerMinute: 120,
  });
  await sync.start();
});

afterAll(async () => {
  await sync.stop();
  await menuStore.close();
});

/**
 * The customer reads the screen for `ms`: the clock moves in 5 s steps and every catalogue cycle
 * that falls due runs to its end before time moves on. Returns how many cycles completed.
 */
async function pause(ms: number): Promise<number> {
  let cycles = 0;
  for (let passed = 0; passed < ms; passed += 5_000) {
    world.clock.advance(5_000);
    const due = sync.health().nextCycleAt;
    // The timer fired and a cycle is in flight: join it (syncNow never starts a second one).
    if (due !== null && due <= world.clock.now()) {
      const outcome = await sync.syncNow();
      expect(outcome.ok).toBe(true);
      cycles += 1;
    }
  }
  return cycles;
}

/** A tap on the live message that must work the first time: answered silently. */
async function tapFirstTime(bot: TelegramBot, chat: number, label: string | RegExp) {
  const button = findButton(bot, chat, label);
  await press(bot, chat, button.data, button.messageId);
  expect(lastAnswer(bot)).toBeUndefined();
}

function productId(name: string): number {
  const product = world.sandbox.menu.products.find((p) => p.name === name);
  if (!product) throw new Error(`no product ${name}`);
  return product.id;
}

describe('taps across catalogue syncs', () => {
  it('after 70 s of syncs of an unchanged menu, a product, "Skip" and "Confirm" work at once', async () => {
    const bot = await world.start({ menu: () => sync.current() });
    const chat = 7001;
    const before = world.sandbox.ledger.list().length;
    await bot.text(chat, '/start');
    await bot.tap(chat, 'Пици');
    const firstSync = sync.current()?.syncedAt;
    expect(await pause(70_000)).toBeGreaterThanOrEqual(1);
    // The syncs found the same content: the menu served is the same copy, checked since.
    expect(sync.current()?.syncedAt).toBe(firstSync);
    expect(sync.version()).toBeGreaterThan(firstSync ?? Number.POSITIVE_INFINITY);
    await tapFirstTime(bot, chat, 'Маргарита');
    expect(screen(bot, chat)).toContain('Пица Маргарита');
    await tapFirstTime(bot, chat, 'Фамилна');
    await tapFirstTime(bot, chat, 'Добави');
    await tapFirstTime(bot, chat, 'Добави 1 бр.');
    await tapFirstTime(bot, chat, 'Поръчай');
    await tapFirstTime(bot, chat, 'Ще взема от ресторанта');
    await bot.text(chat, 'Иван Петров');
    await bot.text(chat, '0888123456');
    expect(await pause(70_000)).toBeGreaterThanOrEqual(1);
    await tapFirstTime(bot, chat, 'Пропусни');
    await tapFirstTime(bot, chat, 'Пропусни');
    await bot.settle();
    expect(screen(bot, chat)).toContain('Пица Маргарита, Фамилна 40 см × 1');
    expect(await pause(70_000)).toBeGreaterThanOrEqual(1);
    await tapFirstTime(bot, chat, 'Потвърждавам');
    await bot.settle();
    expect(world.sandbox.ledger.list().length).toBe(before + 1);
    expect(screen(bot, chat)).toMatch(/Поръчката е приета! Номер: /);
    expect(unansweredTaps(bot)).toEqual([]);
  });

  it('after a real menu change only taps on the changed items are refused, on the same screen', async () => {
    const bot = await world.start({ menu: () => sync.current() });
    const chat = 7002;
    await bot.text(chat, '/start');
    await bot.tap(chat, 'Пици');
    const margarita = findButton(bot, chat, 'Маргарита');
    const capricciosa = findButton(bot, chat, 'Капричоза');
    // The restaurant takes one pizza off and changes the family price of another; a sync.
    setProductAvailable(world.sandbox.menu, productId('Пица Капричоза'), false);
    setVariantPrice(world.sandbox.menu, productId('Пица Маргарита'), 'family', 1_690);
    expect((await sync.syncNow()).ok).toBe(true);

    // The changed dish: refused, and the list is shown again as it is now.
    await press(bot, chat, capricciosa.data, capricciosa.messageId);
    expect(lastAnswer(bot)).toBe(STALE);
    expect(screen(bot, chat)).toBe('Пици\nСтраница 1 от 3');
    expect(findButton(bot, chat, 'Капричоза').text).toMatch(/^⛔ Пица Капричоза/);
    // An unchanged list button (name and shown price are the same) still works.
    await press(bot, chat, margarita.data, margarita.messageId);
    expect(lastAnswer(bot)).toBeUndefined();
    expect(screen(bot, chat)).toContain('Пица Маргарита');

    // On the card: another price change while the customer reads it.
    const medium = findButton(bot, chat, 'Средна');
    const family = findButton(bot, chat, 'Фамилна');
    expect(family.text).toMatch(/16,90/);
    setVariantPrice(world.sandbox.menu, productId('Пица Маргарита'), 'family', 1_790);
    expect((await sync.syncNow()).ok).toBe(true);
    await press(bot, chat, medium.data, medium.messageId);
    expect(lastAnswer(bot)).toBeUndefined();
    expect(findButton(bot, chat, 'Средна').text).toMatch(/^● /);
    await press(bot, chat, family.data, family.messageId);
    expect(lastAnswer(bot)).toBe(STALE);
    // Still the same card, with the new price on the button and the size unchanged.
    expect(screen(bot, chat)).toContain('Пица Маргарита');
    expect(findButton(bot, chat, 'Фамилна').text).toMatch(/17,90/);
    expect(findButton(bot, chat, 'Средна').text).toMatch(/^● /);
    expect((await sessionOf(bot, chat))?.snapshot).toMatchObject({ value: { product: 'card' } });
    await tapFirstTime(bot, chat, 'Фамилна');
    expect(findButton(bot, chat, 'Фамилна').text).toMatch(/^● .*17,90/);
    expect(unansweredTaps(bot)).toEqual([]);
  });
});
