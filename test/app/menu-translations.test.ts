import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.ts';
import { STAFF_CHAT, testConfig, until, untilTicking } from '../support/app-harness.ts';
import { app, clock, sandbox, telegram, useAppWorld } from '../support/app-world.ts';

/**
 * Issue 23 point 1 through the whole application: an operator's `en.json` translates a product,
 * a size label, a zone and a status label; what it leaves out is glossed (every word known) or
 * shown with its Latin transliteration. The staff chat reads the same in DEFAULT_LOCALE (here en).
 */
const EN = {
  products: { '101': { name: 'Margherita of the House' } },
  zones: { '1': 'Old Town' },
  phrases: {
    'Фамилна 40 см': 'Family size (40 cm)',
    'Проверка на плащането': 'The cashier checks your payment',
  },
};

function translationsDir(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'menu-translations-')), 'translations');
  mkdirSync(dir);
  writeFileSync(join(dir, 'en.json'), JSON.stringify(EN));
  return dir;
}

useAppWorld({
  // The file is read the way start-up reads it: MENU_TRANSLATIONS through parseConfig.
  config: (started) => {
    const fromEnv = parseConfig({
      BOT_TOKEN: '123456:ABCDEFGHIJKLMNOPQRSTUVWXYZ',
      PARTNER_BASE_URL: 'https://partner.example.com',
      PARTNER_API_KEY: 'key',
      PARTNER_API_PASSWORD: 'password',
      MENU_TRANSLATIONS: translationsDir(),
    });
    return {
      ...testConfig(started),
      defaultLocale: 'en',
      menuTranslations: fromEnv.menuTranslations,
    };
  },
});

async function say(chat: number, text: string): Promise<void> {
  await app.bot.handleUpdate(telegram.textUpdate(chat, text, 'en'));
  await app.runner.drain(10_000);
}

async function press(chat: number, label: string): Promise<void> {
  const live = telegram.liveMessage(chat);
  const button = live?.buttons.flat().find((b) => b.text.includes(label));
  if (!live || !button)
    throw new Error(`no button "${label}" in: ${live?.buttons.flat().map((b) => b.text)}`);
  await app.bot.handleUpdate(telegram.tapUpdate(chat, live.messageId, button.data, 'en'));
  await app.runner.drain(10_000);
}

const screen = (chat: number) => telegram.liveMessage(chat)?.text ?? '';
const buttons = (chat: number) =>
  telegram
    .liveMessage(chat)
    ?.buttons.flat()
    .map((b) => b.text) ?? [];

describe('an operator translation file', () => {
  it('shows the product, the size label, the zone and the status label translated; the rest glossed or transliterated', async () => {
    const chat = 2301;
    await say(chat, '/start');
    await press(chat, 'Pizzas');
    // Translated by id; not in the file but every word known: the glossary's English.
    expect(buttons(chat)).toContain('Margherita of the House · from €8.90');
    expect(buttons(chat)).toContain('Pizza Pepperoni · from €9.90');
    await press(chat, 'Margherita of the House');
    expect(buttons(chat)).toContain('Family size (40 cm) €15.90');
    expect(buttons(chat)).toContain('● Small 25 cm €8.90');
    await press(chat, 'Family size (40 cm)');
    await press(chat, '➕ Add');
    await press(chat, 'Add 1 to cart');
    await press(chat, '✅ Order');
    const zones = buttons(chat);
    expect(zones).toContain('🛵 Old Town');
    // A zone neither the file nor the glossary knows: the original and its transliteration.
    expect(zones).toContain('🛵 Бояна (Boyana)');
    await press(chat, "I'll collect it");
    await say(chat, 'John Smith');
    await say(chat, '0888123456');
    await press(chat, 'Skip');
    await press(chat, 'Skip');
    // The quote's own line name reads through the file's name for the product.
    expect(screen(chat)).toContain('Margherita of the House, Family size (40 cm) × 1 — €15.90');
    await press(chat, 'Confirm for');
    const order = sandbox.ledger.list().at(-1);
    if (!order) throw new Error('no order');
    // What went to the API is ids and codes, never a translated word.
    expect(JSON.stringify(order.body)).not.toMatch(/Margherita|Family size/);

    sandbox.setStatus(order.orderNumber, 'payment_review');
    clock.advance(60_000);
    const pushes = () => telegram.messages(chat).filter((m) => m.text.startsWith('📦'));
    await until(() => pushes().length === 1, 'the status push');
    expect(pushes()[0]?.text).toBe(
      `📦 Order no. ${order.orderNumber}: under review — please contact the restaurant (the restaurant: “The cashier checks your payment”)`,
    );
    await say(chat, '/orders');
    expect(screen(chat)).toContain('Margherita of the House');

    // The staff chat, in DEFAULT_LOCALE (en): the same translated names. The staff chat also
    // has the board (issue 24): the summary's edit may wait its paced turn (3 s a message).
    await untilTicking(
      clock,
      () => telegram.messages(STAFF_CHAT).some((m) => m.text.includes('The cashier checks')),
      'the staff summary edit',
    );
    const summary = telegram.messages(STAFF_CHAT).find((m) => m.text.includes('Margherita'));
    expect(summary?.text).toContain('1 × Margherita of the House, Family size (40 cm)');
  });

  it('composes the names the file leaves out by English grammar: "Tuna salad", not "Salad with tuna"', async () => {
    const chat = 2303;
    await say(chat, '/start');
    await press(chat, 'Salads');
    const labels = buttons(chat);
    for (const name of [
      'Caesar salad',
      'Greek salad',
      'Caprese salad',
      'Green salad',
      'Tuna salad',
    ])
      expect(
        labels.some((label) => label.startsWith(`${name} · `)),
        name,
      ).toBe(true);
  });

  it('says in the staff /health how many menu texts each language still lacks', async () => {
    await say(STAFF_CHAT, '/health');
    const health = telegram.lastMessage(STAFF_CHAT)?.text ?? '';
    // The file translates one product name, one zone and one size label of the 394 texts.
    expect(health).toMatch(
      /Menu texts without a translation \(language missing\/all\): en (\d+)\/(\d+), ro \2\/\2, uk \2\/\2, pl \2\/\2, de \2\/\2/,
    );
    const [, missing, total] = health.match(/en (\d+)\/(\d+)/) ?? [];
    expect(Number(total) - Number(missing)).toBe(3);
  });
});
