import { describe, expect, it } from 'vitest';
import { botWithMargarita, choosePickup, startWithMargarita } from '../support/checkout-driver.ts';
import { useTelegramWorld } from '../support/telegram-harness.ts';
import {
  callsOf,
  findButton,
  forged,
  labels,
  press,
  screen,
  tapInRow,
} from '../support/telegram-steps.ts';

const world = useTelegramWorld();

describe('the cart', () => {
  it('shows each line in words and changes quantities, removes lines and empties', async () => {
    const bot = await world.start();
    const chat = 3001;
    await bot.text(chat, '/start');
    await bot.tap(chat, 'Пици');
    await bot.tap(chat, 'Маргарита');
    await bot.tap(chat, 'Фамилна');
    await bot.tap(chat, 'Добавки и промени');
    expect(screen(bot, chat)).toContain('Пица Маргарита, Фамилна 40 см: изберете добавки');
    await bot.tap(chat, '➕ Гъби');
    await bot.tap(chat, '✔ Босилек');
    expect(findButton(bot, chat, 'Гъби').text).toMatch(/^✅ Гъби/);
    expect(findButton(bot, chat, 'Босилек').text).toBe('🚫 Босилек');
    await bot.tap(chat, 'Готово');
    await bot.tap(chat, '2');
    await bot.tap(chat, 'Добави 2 бр.');
    await bot.tap(chat, 'Начало');
    expect(findButton(bot, chat, 'Количка').text).toBe('🛒 Количка (1)');
    await bot.tap(chat, 'Салати');
    await bot.tap(chat, 'Шопска салата');
    await bot.tap(chat, 'Добави');
    await bot.tap(chat, 'Добави 1 бр.');
    expect(screen(bot, chat)).toContain(
      [
        'В количката има 2 реда:',
        '1. Пица Маргарита, Фамилна 40 см; + Гъби; без Босилек × 2 — 36,60 €',
        '2. Шопска салата, 350 г × 1 — 7,90 €',
      ].join('\n'),
    );

    await tapInRow(bot, chat, 0, '+');
    expect(screen(bot, chat)).toContain('без Босилек × 3');
    await tapInRow(bot, chat, 0, '−');
    await tapInRow(bot, chat, 0, '−');
    expect(screen(bot, chat)).toContain('без Босилек × 1');
    await tapInRow(bot, chat, 1, '🗑');
    expect(screen(bot, chat)).toContain('В количката има 1 ред:');
    expect(screen(bot, chat)).not.toContain('Шопска');
    // "−" at one portion removes the line.
    await tapInRow(bot, chat, 0, '−');
    expect(screen(bot, chat)).toBe('Количката е празна.');

    await startWithMargarita(bot, chat);
    await bot.tap(chat, 'Изпразни');
    expect(screen(bot, chat)).toBe('Количката е празна.');
    await bot.tap(chat, 'Начало');
    expect(findButton(bot, chat, 'Количка').text).toBe('🛒 Количка');
  });
});

describe('search by typed text', () => {
  it('finds dishes typed in Latin letters or misspelt and opens a result', async () => {
    const bot = await world.start();
    const chat = 3002;
    await bot.text(chat, '/start');
    // Words that fit several dishes are a search (one dish named for certain is a typed order:
    // typed-orders.test.ts).
    await bot.text(chat, 'spageti');
    expect(screen(bot, chat)).toMatch(/^Намерих \d+ резултат(а)? за „spageti“:/);
    expect(labels(bot, chat)[0]?.[0]).toMatch(/^Спагети /);
    await bot.text(chat, 'karbonarra');
    expect(findButton(bot, chat, 'Спагети Карбонара').text).toMatch(/^Спагети Карбонара · /);
    await bot.tap(chat, 'Пица Карбонара');
    expect(screen(bot, chat)).toMatch(/^Пица Карбонара\n/);
    expect(bot.telegram.liveMessage(chat)?.photo).toContain('/106.jpg');
    await bot.tap(chat, 'Назад');
    expect(screen(bot, chat)).toContain('„karbonarra“');
    await bot.text(chat, 'qqqxxzz');
    expect(screen(bot, chat)).toBe('Не намерих нищо за „qqqxxzz“. Опитайте с друга дума.');
  });
});

describe('back and home', () => {
  it('go back one step at a time and keep the cart when leaving the checkout', async () => {
    const chat = 3003;
    const bot = await botWithMargarita(world, chat);
    await bot.tap(chat, 'Начало');
    await bot.tap(chat, 'Пици');
    await bot.tap(chat, 'Маргарита');
    await bot.tap(chat, 'Добавки и промени');
    await bot.tap(chat, 'Назад');
    expect(screen(bot, chat)).toMatch(/^Пица Маргарита\n/);
    await bot.tap(chat, 'Добави');
    expect(screen(bot, chat)).toContain('Колко броя?');
    await bot.tap(chat, 'Назад');
    expect(screen(bot, chat)).toMatch(/^Пица Маргарита\n/);
    await bot.tap(chat, 'Назад');
    expect(screen(bot, chat)).toBe('Пици\nСтраница 1 от 3');
    await bot.tap(chat, 'Назад');
    expect(screen(bot, chat)).toContain('Добре дошли');
    expect(findButton(bot, chat, 'Количка').text).toBe('🛒 Количка (1)');

    await bot.tap(chat, 'Количка');
    await bot.tap(chat, 'Поръчай');
    await bot.tap(chat, 'Назад');
    expect(screen(bot, chat)).toContain('В количката има 1 ред:');
    await choosePickup(bot, chat);
    await bot.tap(chat, 'Назад');
    expect(screen(bot, chat)).toContain('Доставка или вземане');
    await bot.tap(chat, 'Ще взема');
    await bot.text(chat, 'Иван Петров');
    expect(screen(bot, chat)).toContain('Вашият телефон?');
    // The phone step's reply keyboard sends its Back button as text.
    await bot.text(chat, '⬅ Назад');
    expect(screen(bot, chat)).toContain('Как се казвате?');
    expect(screen(bot, chat)).toContain('Сега: Иван Петров');
    await bot.text(chat, 'Иван Петров');
    await bot.text(chat, '0888123456');
    await bot.tap(chat, 'Назад');
    expect(screen(bot, chat)).toContain('Вашият телефон?');
    await bot.text(chat, '🏠 Начало');
    expect(screen(bot, chat)).toContain('Добре дошли');
    await bot.text(chat, '/cart');
    expect(screen(bot, chat)).toContain('1. Пица Маргарита, Фамилна 40 см × 1');
    await choosePickup(bot, chat);
    // The details typed before are offered again, not lost.
    expect(screen(bot, chat)).toContain('Сега: Иван Петров');
  });
});

describe('sharing the contact', () => {
  it('offers the share button at the phone step and takes the shared number', async () => {
    const chat = 3004;
    const bot = await botWithMargarita(world, chat);
    await choosePickup(bot, chat);
    await bot.text(chat, 'Мария Иванова');
    const prompt = callsOf(bot, 'sendMessage', chat).at(-1);
    expect(prompt?.payload.text).toContain('Вашият телефон?');
    expect(prompt?.payload.reply_markup).toEqual({
      keyboard: [
        [{ text: '📱 Сподели номера ми', request_contact: true }],
        [{ text: '⬅ Назад' }, { text: '🏠 Начало' }],
      ],
      resize_keyboard: true,
      one_time_keyboard: true,
    });
    await bot.send(bot.telegram.contactUpdate(chat, '359888765432', 'Maria'));
    expect(screen(bot, chat)).toContain('Имейл (по желание):');
    // The next message takes the reply keyboard away again.
    const next = callsOf(bot, 'sendMessage', chat).at(-1);
    expect(next?.payload.reply_markup).toEqual({ remove_keyboard: true });
    expect(
      bot.telegram
        .liveMessage(chat)
        ?.buttons.flat()
        .map((b) => b.text),
    ).toContain('⏭ Пропусни');
    await bot.tap(chat, 'Пропусни');
    await bot.tap(chat, 'Пропусни');
    await bot.settle();
    await bot.tap(chat, 'Потвърждавам');
    await bot.settle();
    expect(screen(bot, chat)).toContain('Поръчката е приета');
    expect(world.sandbox.ledger.list().at(-1)?.body.customer).toEqual({
      name: 'Мария Иванова',
      phone: '+359888765432',
    });
  });
});

describe('the language', () => {
  it('switches with /language and its buttons and keeps the choice', async () => {
    const bot = await world.start();
    const chat = 3005;
    await bot.text(chat, '/language');
    expect(screen(bot, chat)).toBe('Изберете език:');
    await bot.tap(chat, 'English');
    expect(screen(bot, chat)).toContain('Welcome! Pick a category.');
    expect(findButton(bot, chat, 'Cart').text).toBe('🛒 Cart');
    // The chosen language wins over the Telegram app's language from now on.
    await bot.text(chat, '/cart', 'bg');
    expect(screen(bot, chat)).toBe('Your cart is empty.');
    await bot.tap(chat, 'Home');
    await bot.tap(chat, '🌐 Language');
    await bot.tap(chat, 'Български');
    expect(screen(bot, chat)).toContain('Добре дошли!');
  });

  // Telegram's language_code says Bulgarian; the customer chose English, and that choice wins
  // for the stale-tap answer and /help too, not only inside the live message.
  it('answers outside the live message in the chosen language too', async () => {
    const bot = await world.start();
    const chat = 3009;
    await bot.text(chat, '/language', 'bg');
    await bot.tap(chat, 'English', 'bg');
    const stale = findButton(bot, chat, 'Cart');
    await bot.tap(chat, 'Cart', 'bg');
    await bot.send(bot.telegram.tapUpdate(chat, stale.messageId, stale.data, 'bg'));
    const answer = callsOf(bot, 'answerCallbackQuery').at(-1)?.payload.text;
    await bot.text(chat, '/help', 'bg');
    // The help alone: the live screen is not sent again after it.
    const help = callsOf(bot, 'sendMessage', chat).at(-1)?.payload.text;
    expect([answer, help]).toEqual([
      'That has changed in the meantime. Here is the current view.',
      expect.stringMatching(/^Order with the buttons/),
    ]);
  });

  it("takes the first message's language_code: each of the bot's languages, anything else → English", async () => {
    const bot = await world.start();
    await bot.text(3006, 'здравей', 'bg-BG');
    expect(screen(bot, 3006)).toContain('„здравей“');
    // Each chat's first message, with its Telegram language_code, and the greeting it gets.
    const firstMessages: [chat: number, languageCode: string, greeting: string][] = [
      [3007, 'de', 'Willkommen!'],
      [3016, 'de-AT', 'Willkommen!'],
      [3017, 'uk', 'Вітаємо!'],
      [3018, 'ro', 'Bine ați venit!'],
      [3019, 'pl', 'Witamy!'],
      [3020, 'ru', 'Welcome!'],
      [3008, 'en', 'Welcome!'],
    ];
    for (const [chat, languageCode, greeting] of firstMessages) {
      await bot.text(chat, '/start', languageCode);
      expect(screen(bot, chat), languageCode).toContain(greeting);
    }
    await bot.text(3008, '/help', 'en');
    expect(
      callsOf(bot, 'sendMessage', 3008).some((c) =>
        String(c.payload.text).startsWith('Order with the buttons'),
      ),
    ).toBe(true);
  });

  it('lists every language in its own name, two to a row, and speaks the one tapped', async () => {
    const bot = await world.start();
    const chat = 3021;
    await bot.text(chat, '/language', 'en');
    expect(labels(bot, chat).slice(0, 3)).toEqual([
      ['Български', 'English'],
      ['Română', 'Українська'],
      ['Polski', 'Deutsch'],
    ]);
    await bot.tap(chat, 'Polski', 'en');
    expect(screen(bot, chat)).toContain('Witamy! Wybierz kategorię.');
    await bot.text(chat, '/cart', 'en');
    expect(screen(bot, chat)).toBe('Twój koszyk jest pusty.');
    await bot.text(chat, '/language', 'en');
    expect(screen(bot, chat)).toBe('Wybierz język:');
    await bot.tap(chat, 'Українська', 'en');
    expect(screen(bot, chat)).toContain('Вітаємо! Оберіть категорію.');
  });
});

describe('the language screen speaks the chat’s language', () => {
  it('asks in the chat’s language only, the buttons each in its own name', async () => {
    const bot = await world.start();
    // Brand-new chats: the Telegram app's language_code picks the prompt's language.
    const prompts: [chat: number, languageCode: string, prompt: string][] = [
      [3031, 'de', 'Sprache wählen:'],
      [3032, 'en', 'Choose a language:'],
      [3033, 'uk', 'Оберіть мову:'],
      [3034, 'ro', 'Alegeți limba:'],
      [3035, 'pl', 'Wybierz język:'],
      [3036, 'bg', 'Изберете език:'],
    ];
    for (const [chat, languageCode, prompt] of prompts) {
      await bot.text(chat, '/language', languageCode);
      expect(screen(bot, chat), languageCode).toBe(prompt);
      expect(labels(bot, chat).slice(0, 3).flat(), languageCode).toEqual([
        'Български',
        'English',
        'Română',
        'Українська',
        'Polski',
        'Deutsch',
      ]);
    }
    // A chat that chose German is asked in German, whatever its app's language.
    await bot.tap(3032, 'Deutsch', 'en');
    await bot.text(3032, '/language', 'en');
    expect(screen(bot, 3032)).toBe('Sprache wählen:');
  });
});

describe('the demo menu’s special cases', () => {
  it('a lemonade flavour is chosen on the card and ordered as its own product', async () => {
    const bot = await world.start();
    const chat = 3010;
    await bot.text(chat, '/start');
    await bot.tap(chat, 'Напитки');
    await bot.tap(chat, 'Домашна лимонада');
    expect(findButton(bot, chat, 'Класическа').text).toBe('● Класическа');
    await bot.tap(chat, 'Ягода');
    // Both cards have a photo: the flavour is shown by editing the same message.
    expect(callsOf(bot, 'editMessageMedia', chat).at(-1)?.payload.media).toMatchObject({
      media: 'https://images.example.invalid/products/902.jpg',
    });
    expect(screen(bot, chat)).toMatch(/^Домашна лимонада с ягода\n.*\n4,90 €/);
    expect(findButton(bot, chat, 'Ягода').text).toBe('● Ягода');
    await bot.tap(chat, 'Добави');
    await bot.tap(chat, 'Добави 1 бр.');
    expect(screen(bot, chat)).toContain('1. Домашна лимонада с ягода, 400 мл × 1');
  });

  it('an unavailable pizza is shown but cannot be added, even with a forged button', async () => {
    const bot = await world.start();
    const chat = 3011;
    await bot.text(chat, '/start');
    await bot.tap(chat, 'Пици');
    await bot.tap(chat, '▶');
    await bot.tap(chat, '▶');
    expect(findButton(bot, chat, 'Сезонна').text).toMatch(/^⛔ Пица Сезонна с тиква/);
    await bot.tap(chat, 'Сезонна');
    expect(screen(bot, chat)).toContain('⛔ Временно не е налично');
    expect(labels(bot, chat)).toEqual([['⬅ Назад', '🏠 Начало']]);
    await press(bot, chat, await forged(bot, chat, 'addToCart'));
    await bot.text(chat, '/cart');
    expect(screen(bot, chat)).toBe('Количката е празна.');
  });

  it('a disabled zone is refused with a notice, even with a forged button', async () => {
    const chat = 3012;
    const bot = await botWithMargarita(world, chat);
    await bot.tap(chat, 'Поръчай');
    await press(bot, chat, await forged(bot, chat, 'chooseDelivery', 4));
    expect(screen(bot, chat)).toMatch(/^Тази зона не приема поръчки\.\n\nДоставка или вземане/);
  });

  // An unavailable combo must not open its overview without a draft (which would wrongly say the
  // dish is gone from the menu): OPEN_COMBO is refused with the "not available now" notice.
  it('an unavailable combo is refused with a notice and the combos list stays', async () => {
    const bot = await world.start();
    const chat = 3013;
    await bot.text(chat, '/start');
    await bot.tap(chat, 'Комбо менюта');
    await bot.tap(chat, 'Нощно меню');
    expect(screen(bot, chat)).toMatch(/^Това в момента не е налично\.\n\nКомбо менюта:/);
  });
});
