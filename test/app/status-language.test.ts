import { describe, expect, it } from 'vitest';
import { STAFF_CHAT, until, untilTicking } from '../support/app-harness.ts';
import { app, clock, sandbox, telegram, useAppWorld } from '../support/app-world.ts';

useAppWorld();

const MINUTE = 60_000;
const CYRILLIC = /[А-Яа-я]/;
/** Bulgarian amounts put a no-break space before the euro sign. */
const nb = (text: string) => text.replaceAll(' €', '\u00a0€');
type Lang = 'bg' | 'en' | 'de' | 'pl';

async function say(chat: number, text: string, lang: Lang): Promise<void> {
  await app.bot.handleUpdate(telegram.textUpdate(chat, text, lang));
  await app.runner.drain(10_000);
}

async function press(chat: number, label: string, lang: Lang): Promise<void> {
  const live = telegram.liveMessage(chat);
  const button = live?.buttons.flat().find((b) => b.text.includes(label));
  if (!live || !button)
    throw new Error(`no button "${label}" in: ${live?.buttons.flat().map((b) => b.text)}`);
  await app.bot.handleUpdate(telegram.tapUpdate(chat, live.messageId, button.data, lang));
  await app.runner.drain(10_000);
}

const LABELS = {
  bg: {
    add: 'Добави',
    addOne: 'Добави 1 бр.',
    order: 'Поръчай',
    pickup: 'Ще взема',
    skip: 'Пропусни',
    confirm: 'Потвърждавам',
    pizzas: 'Пици',
    margherita: 'Маргарита',
    family: 'Фамилна',
  },
  en: {
    add: '➕ Add',
    addOne: 'Add 1 to cart',
    order: '✅ Order',
    pickup: "I'll collect it",
    skip: 'Skip',
    confirm: 'Confirm for',
    // No translation file: the glossary's English for the menu's words.
    pizzas: 'Pizzas',
    margherita: 'Margherita',
    family: 'Family',
  },
  de: {
    add: '➕ Hinzufügen',
    addOne: '1 Stück in den Warenkorb',
    order: '✅ Bestellen',
    pickup: 'Ich hole es ab',
    skip: 'Überspringen',
    confirm: 'bestätigen',
    pizzas: 'Pizzen',
    margherita: 'Margherita',
    family: 'Familie',
  },
  pl: {
    add: '➕ Dodaj',
    addOne: 'Dodaj do koszyka: 1 szt.',
    order: '✅ Zamów',
    pickup: 'Odbiorę osobiście',
    skip: 'Pomiń',
    confirm: 'Potwierdzam za',
    pizzas: 'Pizze',
    margherita: 'Margherita',
    family: 'Rodzinna',
  },
};

/** Goes to the fulfilment step with one family Margherita in the cart. */
async function toFulfilment(chat: number, lang: Lang): Promise<void> {
  const l = LABELS[lang];
  await say(chat, '/start', lang);
  for (const label of [l.pizzas, l.margherita, l.family, l.add, l.addOne, l.order])
    await press(chat, label, lang);
}

/** A confirmed pickup order of one family Margherita; returns its order number. */
async function orderForPickup(chat: number, lang: Lang): Promise<string> {
  const l = LABELS[lang];
  await toFulfilment(chat, lang);
  await press(chat, l.pickup, lang);
  await say(chat, lang === 'bg' ? 'Иван Петров' : 'John Smith', lang);
  await say(chat, '0888123456', lang);
  await press(chat, l.skip, lang);
  await press(chat, l.skip, lang);
  await press(chat, l.confirm, lang);
  const order = sandbox.ledger.list().at(-1);
  if (!order) throw new Error('no order in the sandbox');
  return order.orderNumber;
}

/** The status news a chat got, oldest first. */
function news(chat: number): string[] {
  return telegram
    .messages(chat)
    .map((m) => m.text)
    .filter((text) => text.startsWith('📦'));
}

async function ordersScreen(chat: number, lang: Lang): Promise<string> {
  await say(chat, '/orders', lang);
  return telegram.liveMessage(chat)?.text ?? '';
}

describe('statuses in one language at a time', () => {
  it('tells a Bulgarian chat and the staff chat the restaurant label alone', async () => {
    const chat = 601;
    const number = await orderForPickup(chat, 'bg');
    clock.advance(2.5 * MINUTE);
    await until(() => news(chat).length === 1, 'the preparing news');
    expect(news(chat)).toEqual([`📦 Поръчка № ${number}: Приготвя се`]);
    expect(await ordersScreen(chat, 'bg')).toMatch(
      new RegExp(`№ ${number} · днес \\d\\d:\\d\\d · 15,90\\s€ · Приготвя се`),
    );
    const staff = () => telegram.messages(STAFF_CHAT).find((m) => m.text.includes(`№ ${number}`));
    // The staff chat also has the board: the edit may wait its paced turn (3 s a message).
    await untilTicking(
      clock,
      () => staff()?.text.includes('Статус: Приготвя се') ?? false,
      'the staff edit',
    );
    expect(staff()?.text).not.toMatch(/приготвя се|\(Приготвя се\)/);
  });

  it('tells an English chat the English meaning, adding the label only where it says more', async () => {
    const chat = 602;
    const number = await orderForPickup(chat, 'en');
    clock.advance(2.5 * MINUTE);
    await until(() => news(chat).length === 1, 'the preparing news');
    expect(news(chat)).toEqual([`📦 Order no. ${number}: being prepared`]);
    expect(await ordersScreen(chat, 'en')).toMatch(
      new RegExp(`No\\. ${number} · today \\d\\d:\\d\\d · €15\\.90 · being prepared`),
    );

    clock.advance(13 * MINUTE);
    await until(() => news(chat).length === 2, 'the ready news');
    clock.advance(20 * MINUTE);
    await until(() => news(chat).length === 3, 'the collected news');
    expect(news(chat).slice(1)).toEqual([
      `📦 Order no. ${number}: ready for collection`,
      `📦 Order no. ${number}: collected`,
    ]);
    for (const text of news(chat)) expect(text).not.toMatch(CYRILLIC);
  });

  it('tells a German chat the German meaning, with German prices and order times', async () => {
    const chat = 605;
    const number = await orderForPickup(chat, 'de');
    expect(telegram.messages(chat).map((m) => m.text)).toContainEqual(
      nb(
        `✅ Bestellung angenommen! Nummer: ${number}. Gesamt: 15,90 €. Wir informieren Sie über jede Änderung.`,
      ),
    );
    clock.advance(2.5 * MINUTE);
    await until(() => news(chat).length === 1, 'the preparing news');
    expect(news(chat)).toEqual([`📦 Bestellung Nr. ${number}: wird zubereitet`]);
    expect(await ordersScreen(chat, 'de')).toMatch(
      new RegExp(`Nr\\. ${number} · heute \\d\\d:\\d\\d · 15,90\\s€ · wird zubereitet`),
    );
    for (const text of news(chat)) expect(text).not.toMatch(CYRILLIC);
  });

  it('adds the restaurant label to a payment review in English, and shows it alone in Bulgarian', async () => {
    const en = 603;
    const bg = 604;
    const enNumber = await orderForPickup(en, 'en');
    const bgNumber = await orderForPickup(bg, 'bg');
    sandbox.setStatus(enNumber, 'payment_review');
    sandbox.setStatus(bgNumber, 'payment_review');
    clock.advance(MINUTE);
    await until(() => news(en).length === 1 && news(bg).length === 1, 'the review news');
    expect(news(en)).toEqual([
      `📦 Order no. ${enNumber}: under review — please contact the restaurant (the restaurant: “Payment under review”)`,
    ]);
    expect(news(bg)).toEqual([`📦 Поръчка № ${bgNumber}: Проверка на плащането`]);
  });
});

describe('zone lines', () => {
  it('leave out what a zone has not configured, in Bulgarian', async () => {
    const chat = 611;
    await toFulfilment(chat, 'bg');
    const text = telegram.liveMessage(chat)?.text ?? '';
    expect(text).toContain(
      nb('🛵 Център: доставка 2,50 €, минимум 15,00 €, безплатна над 30,00 €, 11:00–22:30'),
    );
    expect(text).toContain(nb('🛵 Бояна: доставка 5,00 €, минимум 30,00 €, 12:00–21:30'));
    expect(text).toContain(nb('🛵 Студентски град: доставка 3,00 €, 11:00–22:30'));
    expect(text).not.toMatch(/ -[,\s]/);
  });

  it('read in Polish, with Polish prices and the restaurant time zone named', async () => {
    const chat = 613;
    await toFulfilment(chat, 'pl');
    const text = telegram.liveMessage(chat)?.text ?? '';
    expect(text).toContain(
      nb(
        '🛵 Centrum: dostawa 2,50 €, minimalne zamówienie 15,00 €, darmowa dostawa od 30,00 €, 11:00–22:30',
      ),
    );
    expect(text).toContain(nb('🛵 Студентски град (Studentski grad): dostawa 3,00 €, 11:00–22:30'));
    expect(text).toMatch(
      /🕒 Godziny podano według czasu lokalnego restauracji \(czas wschodnioeuropejski, GMT\+[23]\)\./,
    );
  });

  it('leave out what a zone has not configured, in English words', async () => {
    const chat = 612;
    await toFulfilment(chat, 'en');
    const text = telegram.liveMessage(chat)?.text ?? '';
    expect(text).toContain(
      '🛵 Centre: delivery €2.50, minimum order €15.00, free delivery over €30.00, 11:00–22:30',
    );
    // Names the glossary does not know keep their Latin transliteration beside them.
    expect(text).toContain('🛵 Бояна (Boyana): delivery €5.00, minimum order €30.00, 12:00–21:30');
    expect(text).toContain('🛵 Студентски град (Studentski grad): delivery €3.00, 11:00–22:30');
    expect(text).not.toMatch(/ -[,\s]/);
    // Zone names are the restaurant's; every word the bot adds is English.
    const botWords = text
      .split('\n')
      .map((line) => line.replace(/🛵 [^:]+:/, '').replace(/🏪.*/, ''));
    for (const line of botWords) expect(line).not.toMatch(CYRILLIC);
  });
});
