import type { TelegramBot } from './telegram-steps.ts';

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

/** From the cart: Order, then pickup at the restaurant; ends on the contact name step. */
export async function choosePickup(bot: TelegramBot, chat: number): Promise<void> {
  await bot.tap(chat, 'Поръчай');
  await bot.tap(chat, 'Ще взема');
}

/** The first two contact steps: the name, then a Bulgarian mobile number. */
async function nameAndPhone(bot: TelegramBot, chat: number, name: string): Promise<void> {
  await bot.text(chat, name);
  await bot.text(chat, '0888123456');
}

/**
 * From the contact name step of a pickup: name, phone, no e-mail, no note. Does not wait for
 * the quote this asks for (see `pickupContact`).
 */
export async function typePickupContact(
  bot: TelegramBot,
  chat: number,
  name = 'Иван Петров',
): Promise<void> {
  await nameAndPhone(bot, chat, name);
  await bot.tap(chat, 'Пропусни'); // no e-mail
  await bot.tap(chat, 'Пропусни'); // no note
}

/** From the contact name step of a pickup: name, phone, no e-mail, no note; waits for the quote. */
export async function pickupContact(
  bot: TelegramBot,
  chat: number,
  name = 'Иван Петров',
): Promise<void> {
  await typePickupContact(bot, chat, name);
  await bot.settle();
}

/** From the cart: a pickup with the usual contact details; ends on the review, quote in. */
export async function checkoutPickup(
  bot: TelegramBot,
  chat: number,
  name = 'Иван Петров',
): Promise<void> {
  await choosePickup(bot, chat);
  await pickupContact(bot, chat, name);
}

/**
 * From the contact name step of a delivery: name, phone, no e-mail, the address, no note; waits
 * for the quote.
 */
export async function deliveryContact(
  bot: TelegramBot,
  chat: number,
  address = 'ул. Витоша 10',
): Promise<void> {
  await nameAndPhone(bot, chat, 'Иван Петров');
  await bot.tap(chat, 'Пропусни'); // no e-mail
  await bot.text(chat, address);
  await bot.tap(chat, 'Пропусни'); // no note
  await bot.settle();
}
