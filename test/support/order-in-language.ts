import type { Application } from '../../src/app.ts';
import type { LocalTelegram } from '../../src/demo/local-chat.ts';
import { type Locale, languageName } from '../../src/locale/locale.ts';
import { createTranslator } from '../../src/locale/translate.ts';
import { tap, type } from './app-harness.ts';

/*
 * A customer who orders in one of the six languages through the real bot (issue 36): the chat
 * switches its language with /language and the language's button, then taps its way through the
 * menu by the bot's own words in that language (`createTranslator`), the menu's names by place
 * (the first category is the pizzas, the first pizza the Margherita, the family size is 40 cm,
 * the first zone is the centre), so no label is copied from a screen.
 */
const t = createTranslator();

/** What a helper works with (the file's application may be replaced by a restart). */
export interface LanguageWorld {
  app: Application;
  telegram: LocalTelegram;
}

/** The chat chooses `locale` on the /language screen. */
export async function speak(world: LanguageWorld, chatId: number, locale: Locale): Promise<void> {
  await type(world.app, world.telegram, chatId, '/language');
  await tap(world.app, world.telegram, chatId, languageName(locale));
}

/** Taps the live message's button at `index` (throws when it has fewer). */
async function tapAt(world: LanguageWorld, chatId: number, index: number): Promise<void> {
  const label = world.telegram.liveMessage(chatId)?.buttons.flat()[index]?.text;
  if (label === undefined) throw new Error(`chat ${chatId}: no button at ${index}`);
  await tap(world.app, world.telegram, chatId, label);
}

/**
 * From /start to the review of one family Margherita in the chat's language (chosen already):
 * collected, or delivered to the first zone (the centre) at an address. The contact is written
 * the way a visitor of any country can (an international number).
 */
export async function reviewIn(
  world: LanguageWorld,
  chatId: number,
  locale: Locale,
  way: 'pickup' | 'delivery',
): Promise<void> {
  const { app, telegram } = world;
  const say = (text: string) => type(app, telegram, chatId, text);
  const press = (label: string) => tap(app, telegram, chatId, label);
  await say('/start');
  await tapAt(world, chatId, 0);
  await tapAt(world, chatId, 0);
  await press(' 40 ');
  await press(t(locale, 'btn-add'));
  await press(t(locale, 'btn-add-to-cart', { quantity: 1 }));
  await press(t(locale, 'btn-checkout'));
  if (way === 'pickup') await press(t(locale, 'btn-pickup'));
  else await tapAt(world, chatId, 0);
  await say('Max Muster');
  await say('+359 888 123 456');
  await press(t(locale, 'btn-skip'));
  if (way === 'delivery') await say('ul. Vitosha 10');
  await press(t(locale, 'btn-skip'));
}

/** Taps the review's Confirm ("✅ Confirm for €15.90") in the chat's language. */
export async function confirmIn(
  world: LanguageWorld,
  chatId: number,
  locale: Locale,
): Promise<void> {
  // The label's words before the amount: the amount is the quote's, not the test's to know.
  const [before = ''] = t(locale, 'btn-confirm', { amount: '\u0000' }).split('\u0000');
  await tap(world.app, world.telegram, chatId, before.trim());
}
