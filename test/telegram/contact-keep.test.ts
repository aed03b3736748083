import { describe, expect, it } from 'vitest';
import { type TelegramBot, useTelegramWorld } from '../support/telegram-harness.ts';
import {
  chatCustomer,
  findButton,
  labels,
  lastAnswer,
  press,
  screen,
} from '../support/telegram-steps.ts';

/**
 * Issue 14 point 4, "no retyping": every contact step that has a value offers to keep it (typing
 * still replaces it, back still works), "change" starts from the saved details, the saved details
 * are merged with each accepted order's (a pickup order keeps the saved address, a skipped e-mail
 * keeps the saved one), and the saved screen lists only what is saved. Bulgarian and English.
 */
const world = useTelegramWorld();

type Lang = 'bg' | 'en';

/** The words each test looks for, per language (the menu's in English by the glossary). */
const WORDS = {
  bg: {
    add: '➕ Добави',
    addOne: 'Добави 1 бр.',
    checkout: 'Поръчай',
    pickup: 'Ще взема',
    back: '⬅ Назад',
    skip: 'Пропусни',
    keep: 'Запази: ',
    keepPhone: '✔ Запази този номер',
    stale: 'Това вече се промени. Ето текущия изглед.',
    now: 'Сега: ',
    confirm: 'Потвърждавам',
    useSaved: 'Използвай',
    change: '✏ Промени',
    home: 'Начало',
    askName: 'Как се казвате?',
    askPhone: 'Вашият телефон?',
    askEmail: 'Имейл (по желание)',
    askAddress: 'Адрес за доставка',
    askNote: 'Бележка към поръчката',
    badEmail: 'Имейлът не изглежда валиден.',
    badPhone: 'Номерът е непълен',
    savedTitle: 'Да използвам ли запазените данни?',
    savedTyped:
      'Това са запазените ви данни. Натиснете „✔ Използвай тези данни“, за да продължите с тях, или „✏ Промени“, за да въведете нови.',
    noAddress: '🏠 Няма запазен адрес — ще го поискам в следващата стъпка.',
    forgotten: 'Запазените ви данни са изтрити.',
    delivery: '🛵 Доставка до Център: ',
    pizzas: 'Пици',
    margherita: 'Маргарита',
    family: 'Фамилна',
    centre: 'Център',
  },
  en: {
    add: '➕ Add',
    addOne: 'Add 1 to cart',
    checkout: '✅ Order',
    pickup: "I'll collect it",
    back: '⬅ Back',
    skip: 'Skip',
    keep: 'Keep: ',
    keepPhone: '✔ Keep this number',
    stale: 'That has changed in the meantime. Here is the current view.',
    now: 'Now: ',
    confirm: 'Confirm',
    useSaved: 'Use these details',
    change: '✏ Change',
    home: 'Home',
    askName: 'What is your name?',
    askPhone: 'Your phone number?',
    askEmail: 'E-mail (optional)',
    askAddress: 'Delivery address',
    askNote: 'A note for the order',
    badEmail: 'The e-mail does not look valid.',
    badPhone: 'The number is incomplete',
    savedTitle: 'Use your saved details?',
    savedTyped:
      'These are your saved details. Tap “✔ Use these details” to go on with them, or “✏ Change” to type new ones.',
    noAddress: '🏠 No address saved yet — I will ask for it next.',
    forgotten: 'Your saved details are deleted.',
    delivery: '🛵 Delivery to Centre: ',
    pizzas: 'Pizzas',
    margherita: 'Margherita',
    family: 'Family',
    centre: 'Centre',
  },
} as const;

/** A customer of one chat in one language. */
function customer(bot: TelegramBot, chat: number, lang: Lang) {
  const w = WORDS[lang];
  const base = chatCustomer(bot, chat, lang);
  const { tap, type } = base;
  return {
    ...base,
    w,
    /**
     * The step's "keep" button, or undefined when the step offers none: an inline button, or on
     * the phone step a button of Telegram's reply keyboard (which sends its label as text).
     */
    keepLabel(): string | undefined {
      const reply = bot.telegram.liveMessage(chat)?.replyKeyboard?.flat() ?? [];
      if (reply.length > 0) return reply.find((label) => label === w.keepPhone);
      return labels(bot, chat)
        .flat()
        .find((label) => label.includes(w.keep));
    },
    /** Back, from the reply keyboard on the phone step (it sends its label as text). */
    async back() {
      if (bot.telegram.liveMessage(chat)?.replyKeyboard?.flat().includes(w.back))
        await bot.text(chat, w.back, lang);
      else await bot.tap(chat, w.back, lang);
    },
    /** Taps "keep" where the step shows it. */
    async keep(times = 1) {
      for (let i = 0; i < times; i += 1) {
        const label = this.keepLabel();
        if (label === undefined) throw new Error(`no keep button on: ${screen(bot, chat)}`);
        if (label === w.keepPhone) await bot.text(chat, label, lang);
        else await bot.tap(chat, label, lang);
      }
    },
    /** From anywhere: a family Margherita into the cart, then the receipt screen. */
    async startOrder() {
      await type('/start');
      await tap(w.pizzas, w.margherita, w.family, w.add, w.addOne, w.checkout);
    },
    /** A new order to collect: at the name step. */
    async startPickup() {
      await this.startOrder();
      await tap(w.pickup);
    },
    /** From the name step of a collection: name and phone, no e-mail, no note; the review. */
    async pickupDetails() {
      await type('Иван Петров', '0888 123 456');
      await tap(w.skip, w.skip);
    },
    /** Waits for the quote, confirms, and waits for the order to be placed. */
    async confirm() {
      await bot.settle();
      await tap(w.confirm);
      await bot.settle();
    },
  };
}

function lastOrderCustomer(): unknown {
  return world.sandbox.ledger.list().at(-1)?.body.customer;
}

describe.each(['bg', 'en'] as const)('no retyping of the contact details (%s)', (lang) => {
  /** A new bot and its customer in this language, in the chat given for the language. */
  async function newCustomer(bgChat: number, enChat: number) {
    const bot = await world.start();
    const chat = lang === 'bg' ? bgChat : enChat;
    return { bot, chat, c: customer(bot, chat, lang) };
  }

  it('going back through the checkout offers every value to keep, and keeping it keeps it', async () => {
    const { bot, c } = await newCustomer(14401, 14402);
    await c.startOrder();
    await c.tap(c.w.centre);
    expect(c.keepLabel()).toBeUndefined();
    await c.type('Иван Петров', '0888 123 456', 'ivan@example.com', 'ул. Витоша 10', 'Звънец 12');
    await bot.settle();
    expect(c.show()).toContain(c.w.delivery);

    // Back from the review is the note, then each detail in turn, each with its value.
    await c.back();
    expect(c.show()).toContain(c.w.askNote);
    expect(c.show()).toContain(`${c.w.now}Звънец 12`);
    expect(c.keepLabel()).toBe(`✔ ${c.w.keep}Звънец 12`);
    const steps: [string, string][] = [
      [c.w.askAddress, 'ул. Витоша 10'],
      [c.w.askEmail, 'ivan@example.com'],
      [c.w.askPhone, '+359888123456'],
      [c.w.askName, 'Иван Петров'],
    ];
    for (const [ask, value] of steps) {
      await c.back();
      expect(c.show()).toContain(ask);
      expect(c.show()).toContain(`${c.w.now}${value}`);
      expect(c.keepLabel()).toBe(ask === c.w.askPhone ? c.w.keepPhone : `✔ ${c.w.keep}${value}`);
    }
    // Back still works from the first step: the receipt screen.
    await c.back();
    expect(c.show()).toContain(c.w.centre);
    await c.tap(c.w.centre);
    expect(c.keepLabel()).toBe(`✔ ${c.w.keep}Иван Петров`);

    // Keep the name; a new phone replaces the kept one; keep, keep, keep: the review has it all.
    await c.keep();
    expect(c.show()).toContain(c.w.askPhone);
    expect(c.keepLabel()).toBe(c.w.keepPhone);
    await c.type('0899 111 222');
    expect(c.show()).toContain(c.w.askEmail);
    await c.keep(3);
    await bot.settle();
    expect(c.show()).toContain(`${c.w.delivery}ул. Витоша 10`);
    expect(c.show()).toContain('👤 Иван Петров, +359899111222, ivan@example.com');
    expect(c.show()).toContain('Звънец 12');
    await c.confirm();
    expect(lastOrderCustomer()).toEqual({
      name: 'Иван Петров',
      phone: '+359899111222',
      email: 'ivan@example.com',
      address: 'ул. Витоша 10',
      note: 'Звънец 12',
    });
  });

  it('an invalid value typed over a kept one gets its answer and the kept value stays', async () => {
    const { bot, c } = await newCustomer(14403, 14404);
    await c.startPickup();
    await c.type('Иван Петров', '0888 123 456', 'ivan@example.com');
    await c.back();
    expect(c.show()).toContain(c.w.askEmail);
    await c.type('ivan@');
    expect(c.show()).toContain(c.w.badEmail);
    expect(c.show()).toContain(`${c.w.now}ivan@example.com`);
    expect(c.keepLabel()).toBe(`✔ ${c.w.keep}ivan@example.com`);
    await c.back();
    await c.type('0888 12');
    expect(c.show()).toContain(c.w.badPhone);
    expect(c.show()).toContain(`${c.w.now}+359888123456`);
    expect(c.keepLabel()).toBe(c.w.keepPhone);
    await c.keep(2);
    await c.tap(c.w.skip);
    await bot.settle();
    expect(c.show()).toContain('👤 Иван Петров, +359888123456, ivan@example.com');
  });

  it('a pickup order keeps the saved address and e-mail; the next delivery offers them', async () => {
    const { c } = await newCustomer(14405, 14406);
    // First order: a delivery with every detail.
    await c.startOrder();
    await c.tap(c.w.centre);
    await c.type('Иван Петров', '0888 123 456', 'ivan@example.com', 'ул. Витоша 10');
    await c.tap(c.w.skip);
    await c.confirm();

    // Second order: pickup; "change" starts from the saved values with "keep" on each step.
    await c.startPickup();
    expect(c.show()).toContain('🏠 ул. Витоша 10');
    await c.tap(c.w.change);
    expect(c.show()).toContain(c.w.askName);
    expect(c.keepLabel()).toBe(`✔ ${c.w.keep}Иван Петров`);
    await c.keep();
    expect(c.show()).toContain(`${c.w.now}+359888123456`);
    expect(c.keepLabel()).toBe(c.w.keepPhone);
    await c.type('0899 111 222');
    // A skipped e-mail is "not this time": the order goes without it, the saved one stays.
    expect(c.keepLabel()).toBe(`✔ ${c.w.keep}ivan@example.com`);
    await c.tap(c.w.skip);
    // The note is never saved: nothing to keep.
    expect(c.show()).toContain(c.w.askNote);
    expect(c.keepLabel()).toBeUndefined();
    await c.tap(c.w.skip);
    await c.confirm();
    expect(lastOrderCustomer()).toEqual({ name: 'Иван Петров', phone: '+359899111222' });

    // Third order: a delivery. The saved details are both orders' together.
    await c.startOrder();
    await c.tap(c.w.centre);
    const saved = c.show();
    expect(saved).toContain(c.w.savedTitle);
    expect(saved).toContain('👤 Иван Петров, +359899111222, ivan@example.com');
    expect(saved).toContain('🏠 ул. Витоша 10');
    await c.tap(c.w.useSaved);
    await c.confirm();
    expect(lastOrderCustomer()).toEqual({
      name: 'Иван Петров',
      phone: '+359899111222',
      email: 'ivan@example.com',
      address: 'ул. Витоша 10',
    });
  });

  it('the saved screen lists only what is saved, and a delivery without an address asks for it', async () => {
    const { c } = await newCustomer(14407, 14408);
    await c.startPickup();
    await c.pickupDetails();
    await c.confirm();

    await c.startPickup();
    expect(c.show()).toBe([c.w.savedTitle, '👤 Иван Петров, +359888123456'].join('\n'));
    // A detail typed here again is answered with the two buttons that lead on; nothing changes.
    await c.type('Петър Иванов');
    expect(c.show()).toBe(
      [c.w.savedTyped, '', c.w.savedTitle, '👤 Иван Петров, +359888123456'].join('\n'),
    );
    await c.tap(c.w.back, c.w.centre);
    expect(c.show()).toBe(
      [c.w.savedTitle, '👤 Иван Петров, +359888123456', c.w.noAddress].join('\n'),
    );
    expect(c.show()).not.toContain('-');
    await c.tap(c.w.useSaved);
    expect(c.show()).toContain(c.w.askAddress);
    expect(c.keepLabel()).toBeUndefined();
    await c.type('ул. Шипка 5');
    await c.tap(c.w.skip);
    await c.confirm();
    expect(lastOrderCustomer()).toEqual({
      name: 'Иван Петров',
      phone: '+359888123456',
      address: 'ул. Шипка 5',
    });
  });

  it('/forget while typing the details starts them again from nothing', async () => {
    const { c } = await newCustomer(14409, 14410);
    await c.startPickup();
    await c.type('Иван Петров', '0888 123 456');
    await c.type('/forget');
    expect(c.show()).toContain(c.w.forgotten);
    expect(c.show()).toContain(c.w.askName);
    expect(c.keepLabel()).toBeUndefined();
  });

  it('/forget on the review: the order still goes with the details, but they are not saved again', async () => {
    const { bot, c } = await newCustomer(14413, 14414);
    await c.startPickup();
    await c.pickupDetails();
    await bot.settle();
    await c.type('/forget');
    expect(c.show()).toContain(c.w.forgotten);
    await c.confirm();
    expect(lastOrderCustomer()).toEqual({ name: 'Иван Петров', phone: '+359888123456' });
    await c.startPickup();
    expect(c.show()).not.toContain(c.w.savedTitle);
    expect(c.show()).toContain(c.w.askName);
    expect(c.keepLabel()).toBeUndefined();
  });

  it('a "keep" left on an older message is refused once the step holds another value', async () => {
    const { bot, chat, c } = await newCustomer(14411, 14412);
    await c.startPickup();
    await c.type('Иван Петров');
    await c.back();
    const old = findButton(bot, chat, c.w.keep);
    expect(old.text).toBe(`✔ ${c.w.keep}Иван Петров`);
    await c.type('Петър Иванов');
    await c.back();
    expect(c.keepLabel()).toBe(`✔ ${c.w.keep}Петър Иванов`);
    await press(bot, chat, old.data, old.messageId, lang);
    expect(lastAnswer(bot)).toBe(c.w.stale);
    expect(c.show()).toContain(c.w.askName);
    await c.keep();
    await c.type('0888 123 456');
    await c.tap(c.w.skip, c.w.skip);
    await bot.settle();
    expect(c.show()).toContain('👤 Петър Иванов, +359888123456');
  });
});
