import type { TelegramBot, TelegramWorld } from './telegram-harness.ts';

/*
 * The customer's usual journey through the real bot, step by step as a customer taps and types
 * it (in Bulgarian, the demo's default language): a Margherita into the cart, then the checkout
 * for pickup or delivery with the same contact details. A test that is about one of these steps
 * spells that step out itself and uses these for the way there.
 */

/** From home: a Margherita of the given size into the cart (quantity 1), ending on the cart. */
export async function addMargarita(
  bot: TelegramBot,
  chat: number,
  size: 'Малка' | 'Средна' | 'Фамилна' = 'Фамилна',
): Promise<void> {
  await bot.tap(chat, 'Пици');
  await bot.tap(chat, 'Маргарита');
  await bot.tap(chat, size);
  await bot.tap(chat, 'Добави');
  await bot.tap(chat, 'Добави 1 бр.');
}

/** A chat opened with /start whose cart holds a Margherita (quantity 1), ending on the cart. */
export async function startWithMargarita(
  bot: TelegramBot,
  chat: number,
  size?: Parameters<typeof addMargarita>[2],
): Promise<void> {
  await bot.text(chat, '/start');
  await addMargarita(bot, chat, size);
}

/** A new bot of `world` whose chat `chat` has a Margherita in its cart (see `startWithMargarita`). */
export async function botWithMargarita(world: TelegramWorld, chat: number): Promise<TelegramBot> {
  const bot = await world.start();
  await startWithMargarita(bot, chat);
  return bot;
}

/** From the cart: Order, then pickup at the restaurant; ends on the contact name step. */
export async function choosePickup(bot: TelegramBot, chat: number): Promise<void> {
  await bot.tap(chat, 'Поръчай');
  await bot.tap(chat, 'Ще взема');
}

/** What the customer types and taps on the contact steps, in the two languages tests use. */
const CONTACT = {
  bg: { name: 'Иван Петров', skip: 'Пропусни', address: 'ул. Витоша 10' },
  en: { name: 'John Smith', skip: 'Skip', address: 'ul. Vitosha 10' },
} as const;

/** The customer's details and language (Bulgarian, and its sample customer, by default). */
export interface ContactOptions {
  name?: string;
  lang?: keyof typeof CONTACT;
}

/**
 * The first three contact steps: the name, a Bulgarian mobile number, no e-mail. Returns the
 * language's labels for the steps after them.
 */
async function nameAndPhone(
  bot: TelegramBot,
  chat: number,
  { lang = 'bg', name = CONTACT[lang].name }: ContactOptions,
): Promise<(typeof CONTACT)[keyof typeof CONTACT]> {
  await bot.text(chat, name, lang);
  await bot.text(chat, '0888123456', lang);
  await bot.tap(chat, CONTACT[lang].skip, lang);
  return CONTACT[lang];
}

/**
 * From the contact name step of a pickup: name, phone, no e-mail, no note. Does not wait for
 * the quote this asks for (see `pickupContact`).
 */
export async function typePickupContact(
  bot: TelegramBot,
  chat: number,
  options: ContactOptions = {},
): Promise<void> {
  const labels = await nameAndPhone(bot, chat, options);
  await bot.tap(chat, labels.skip, options.lang); // no note
}

/** From the contact name step of a pickup: name, phone, no e-mail, no note; waits for the quote. */
export async function pickupContact(
  bot: TelegramBot,
  chat: number,
  options: ContactOptions = {},
): Promise<void> {
  await typePickupContact(bot, chat, options);
  await bot.settle();
}

/** From the cart: a pickup with the usual contact details; ends on the review, quote in. */
export async function checkoutPickup(bot: TelegramBot, chat: number): Promise<void> {
  await choosePickup(bot, chat);
  await pickupContact(bot, chat);
}

/**
 * From the contact name step of a delivery: name, phone, no e-mail, the address (the language's
 * sample one unless given), no note; waits for the quote.
 */
export async function deliveryContact(
  bot: TelegramBot,
  chat: number,
  options: ContactOptions & { address?: string } = {},
): Promise<void> {
  const labels = await nameAndPhone(bot, chat, options);
  await bot.text(chat, options.address ?? labels.address, options.lang);
  await bot.tap(chat, labels.skip, options.lang); // no note
  await bot.settle();
}
