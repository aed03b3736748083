import { describe, expect, it } from 'vitest';
import { type TelegramBot, useTelegramWorld } from '../support/telegram-harness.ts';
import { callsOf, findButton, labels, screen, stored } from '../support/telegram-steps.ts';

/**
 * Issue 14 point 6, "text where text makes sense": text typed on any browsing, cart or checkout
 * screen searches the menu, or, naming one dish for certain, is a typed order of it (issue 35),
 * and either leads back there; on the steps where text
 * is the answer (a contact field, a quantity) it stays that answer; /help does not resend the
 * screen; lists carry no page counter button.
 */
const world = useTelegramWorld();

/** The labels and texts of each language the steps below tap and read. */
const LANG = {
  bg: {
    add: 'Добави',
    addOne: 'Добави 1 бр.',
    back: 'Назад',
    cart: '🛒 Количка (1)',
    cartTitle: 'В количката има 1 ред:',
    checkout: 'Поръчай',
    pickup: 'Ще взема',
    found: /^Намерих \d+ резултата? за „карбонара“:/,
    proposal: 'Така разбрах поръчката ви',
    addProposal: '✅ Добави в количката (1 ред)',
    fulfilment: 'Доставка или вземане от ресторанта?',
    quantityExpected: 'Изберете количество от 1 до 20.',
    addThree: 'Добави 3 бр.',
    askPhone: 'Вашият телефон?',
    phoneInvalid: 'Това не прилича на валиден телефон.',
    skip: 'Пропусни',
    help: /^Поръчвате с бутоните/,
    welcome: 'Добре дошли!',
    page1: 'Страница 1 от 3',
    page2: 'Страница 2 от 3',
    pizzas: 'Пици',
    margherita: 'Маргарита',
    family: 'Фамилна',
    shopska: 'Шопска салата',
  },
  en: {
    add: '➕ Add',
    addOne: 'Add 1 to cart',
    back: 'Back',
    cart: '🛒 Cart (1)',
    cartTitle: 'Your cart has 1 line:',
    checkout: 'Order',
    pickup: "I'll collect it",
    found: /^\d+ results? for “карбонара”:/,
    proposal: 'Your order as I read it',
    addProposal: '✅ Add it to the cart (1 line)',
    fulfilment: 'Delivery or collection?',
    quantityExpected: 'Please choose a quantity from 1 to 20.',
    addThree: 'Add 3 to cart',
    askPhone: 'Your phone number?',
    phoneInvalid: 'That does not look like a valid phone number.',
    skip: 'Skip',
    help: /^Order with the buttons/,
    welcome: 'Welcome!',
    page1: 'Page 1 of 3',
    page2: 'Page 2 of 3',
    // The menu's names in English: no translation file here, the glossary's words.
    pizzas: 'Pizzas',
    margherita: 'Margherita',
    family: 'Family',
    shopska: 'Shopska salad',
  },
} as const;

type Lang = keyof typeof LANG;
const LANGS = Object.keys(LANG) as Lang[];

/** Starts the chat in `lang` and puts one family Margherita in the cart, ending on the cart. */
async function withMargherita(bot: TelegramBot, chat: number, lang: Lang) {
  const l = LANG[lang];
  await bot.text(chat, '/start', lang);
  for (const step of [l.pizzas, l.margherita, l.family, l.add, l.addOne])
    await bot.tap(chat, step, lang);
  expect(screen(bot, chat)).toContain(l.cartTitle);
}

/**
 * Types "шопска" and checks the typed order it makes: one Shopska salad, nothing in the cart yet
 * (issue 35: one dish named for certain is a typed order).
 */
async function searchShopska(bot: TelegramBot, chat: number, lang: Lang) {
  const cart = (await stored(bot, chat)).context.cart;
  await bot.text(chat, 'шопска', lang);
  const l = LANG[lang];
  expect(screen(bot, chat)).toContain(l.proposal);
  expect(screen(bot, chat)).toContain(l.shopska);
  const { state, context } = await stored(bot, chat);
  expect(state).toBe('proposal');
  expect(context.cart).toEqual(cart);
}

/** Types "карбонара" (the pizza and the spaghetti) and checks that it searched the menu. */
async function searchCarbonara(bot: TelegramBot, chat: number, lang: Lang) {
  await bot.text(chat, 'карбонара', lang);
  expect(screen(bot, chat)).toMatch(LANG[lang].found);
  expect((await stored(bot, chat)).state).toBe('search');
}

describe.each(LANGS)('%s: a dish name typed', (lang) => {
  const l = LANG[lang];
  const base = lang === 'bg' ? 14600 : 14650;

  it('on the cart finds the dish, offers the cart, and Back returns to the cart as it was', async () => {
    const bot = await world.start();
    const chat = base + 1;
    await withMargherita(bot, chat, lang);
    await searchShopska(bot, chat, lang);
    await bot.tap(chat, l.back, lang);
    expect((await stored(bot, chat)).state).toBe('cart');
    expect(screen(bot, chat)).toContain(l.cartTitle);
    // Words of several dishes search, offer the cart, and Back returns to the cart the same way.
    await searchCarbonara(bot, chat, lang);
    expect(findButton(bot, chat, l.cart).text).toBe(l.cart);
    await bot.tap(chat, l.back, lang);
    expect((await stored(bot, chat)).state).toBe('cart');
    // Typed and added: it joins the Margherita in the cart.
    await searchShopska(bot, chat, lang);
    await bot.tap(chat, l.addProposal, lang);
    const { state, context } = await stored(bot, chat);
    expect(state).toBe('cart');
    expect(context.cart.lines).toHaveLength(2);
  });

  it('on the delivery-or-collection screen finds the dish, and Back leads to the cart', async () => {
    const bot = await world.start();
    const chat = base + 2;
    await withMargherita(bot, chat, lang);
    await bot.tap(chat, l.checkout, lang);
    expect(screen(bot, chat)).toContain(l.fulfilment);
    await searchShopska(bot, chat, lang);
    await bot.tap(chat, l.back, lang);
    const { state, context } = await stored(bot, chat);
    expect(state).toBe('cart');
    expect(context.cart.lines).toHaveLength(1);
  });

  it('on a category and on a product card finds the dish, and Back returns to the category on its page', async () => {
    const bot = await world.start();
    const chat = base + 3;
    await bot.text(chat, '/start', lang);
    await bot.tap(chat, LANG[lang].pizzas, lang);
    await bot.tap(chat, '▶', lang);
    await searchShopska(bot, chat, lang);
    // A search typed on the typed order keeps the order's way back, and so does one typed on it.
    await searchCarbonara(bot, chat, lang);
    await searchShopska(bot, chat, lang);
    await bot.tap(chat, l.back, lang);
    expect((await stored(bot, chat)).state).toBe('category');
    expect(screen(bot, chat)).toBe(`${l.pizzas}\n${l.page2}`);
    // The card's unsaved choice (a size) is left for the search; the cart was never touched.
    const onPage2 = labels(bot, chat)[0]?.[0]?.split(' · ')[0] ?? '';
    await bot.tap(chat, onPage2, lang);
    await bot.tap(chat, l.family, lang);
    await searchShopska(bot, chat, lang);
    expect((await stored(bot, chat)).context.draft).toBeNull();
    await bot.tap(chat, l.back, lang);
    expect((await stored(bot, chat)).state).toBe('category');
    expect(screen(bot, chat)).toBe(`${l.pizzas}\n${l.page2}`);
    await bot.tap(chat, '◀', lang);
    expect(screen(bot, chat)).toBe(`${l.pizzas}\n${l.page1}`);
    await searchShopska(bot, chat, lang);
    await bot.tap(chat, l.back, lang);
    expect(screen(bot, chat)).toBe(`${l.pizzas}\n${l.page1}`);
  });

  it('on the review finds the dish; the cart and the details stay for the next checkout', async () => {
    const bot = await world.start();
    const chat = base + 4;
    await withMargherita(bot, chat, lang);
    await bot.tap(chat, l.checkout, lang);
    await bot.tap(chat, l.pickup, lang);
    await bot.text(chat, 'Иван Петров', lang);
    await bot.text(chat, '0888123456', lang);
    await bot.tap(chat, l.skip, lang);
    await bot.tap(chat, l.skip, lang);
    await bot.settle();
    expect((await stored(bot, chat)).state).toBe('checkout.review');
    await searchShopska(bot, chat, lang);
    await bot.tap(chat, l.back, lang);
    const { state, context } = await stored(bot, chat);
    expect(state).toBe('cart');
    expect(context.cart.lines).toHaveLength(1);
    expect(context.contact).toMatchObject({ name: 'Иван Петров', phone: '+359888123456' });
  });
});

describe.each(LANGS)('%s: text where text is the answer', (lang) => {
  const l = LANG[lang];
  const base = lang === 'bg' ? 14700 : 14750;

  it('on the quantity step a number is the quantity, and a dish name is not a search', async () => {
    const bot = await world.start();
    const chat = base + 1;
    await bot.text(chat, '/start', lang);
    for (const step of [l.pizzas, l.margherita, l.family, l.add]) await bot.tap(chat, step, lang);
    await bot.text(chat, '3', lang);
    expect(findButton(bot, chat, l.addThree).text).toContain(l.addThree);
    await bot.text(chat, 'шопска', lang);
    expect(screen(bot, chat)).toMatch(new RegExp(`^${l.quantityExpected}`));
    const { state, context } = await stored(bot, chat);
    expect(state).toBe('product.quantity');
    expect(context.draft?.quantity).toBe(3);
  });

  it('on the contact steps a dish name is the name, and on the phone step a wrong number', async () => {
    const bot = await world.start();
    const chat = base + 2;
    await withMargherita(bot, chat, lang);
    await bot.tap(chat, l.checkout, lang);
    await bot.tap(chat, l.pickup, lang);
    await bot.text(chat, 'Шопска', lang);
    expect(screen(bot, chat)).toContain(l.askPhone);
    await bot.text(chat, 'маргарита', lang);
    expect(screen(bot, chat)).toContain(l.phoneInvalid);
    const { state, context } = await stored(bot, chat);
    expect(state).toBe('checkout.contact.phone');
    expect(context.contact.name).toBe('Шопска');
  });
});

describe.each(LANGS)('%s: /help', (lang) => {
  const l = LANG[lang];
  const base = lang === 'bg' ? 14800 : 14850;

  it('says the help without sending the screen again; the live screen keeps working', async () => {
    const bot = await world.start();
    const chat = base + 1;
    await bot.text(chat, '/start', lang);
    await bot.tap(chat, LANG[lang].pizzas, lang);
    const live = bot.telegram.liveMessage(chat)?.messageId;
    const calls = bot.telegram.calls.length;
    await bot.text(chat, '/help', lang);
    const after = bot.telegram.calls.slice(calls);
    expect(after.map((call) => call.method)).toEqual(['sendMessage']);
    expect(String(after[0]?.payload.text)).toMatch(l.help);
    // The list above the help still answers its buttons, in place.
    await bot.tap(chat, '▶', lang);
    expect(callsOf(bot, 'editMessageText', chat).at(-1)?.payload.message_id).toBe(live);
    expect(screen(bot, chat)).toBe(`${l.pizzas}\n${l.page2}`);
  });

  it('as the first message of a chat, is followed by the home screen to tap on', async () => {
    const bot = await world.start();
    const chat = base + 2;
    await bot.text(chat, '/help', lang);
    const sent = callsOf(bot, 'sendMessage', chat).map((call) => String(call.payload.text));
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(l.help);
    expect(sent[1]).toContain(l.welcome);
  });
});

describe('paged lists', () => {
  it.each(LANGS)(
    '%s: the page is said in the text and the arrows name their pages',
    async (lang) => {
      const bot = await world.start();
      const chat = lang === 'bg' ? 14901 : 14902;
      await bot.text(chat, '/start', lang);
      await bot.tap(chat, LANG[lang].pizzas, lang);
      await bot.tap(chat, '▶', lang);
      expect(screen(bot, chat)).toBe(`${LANG[lang].pizzas}\n${LANG[lang].page2}`);
      expect(labels(bot, chat).find((row) => row.some((b) => b.includes('▶')))).toEqual([
        '◀ 1 / 3',
        '3 / 3 ▶',
      ]);
    },
  );
});
