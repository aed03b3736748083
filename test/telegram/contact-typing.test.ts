import { describe, expect, it } from 'vitest';
import { type TelegramBot, useTelegramWorld } from '../support/telegram-harness.ts';
import {
  chatCustomer,
  findButton,
  forged,
  lastAnswer,
  press,
  screen,
  stored,
} from '../support/telegram-steps.ts';

/**
 * Issue 36 point 4, "the customer's details, checked the way people type them", through the real
 * bot in English, German and Ukrainian: a likely e-mail typo is offered its fix for one tap (or
 * kept as typed), a name without a letter is refused, and a national phone number is read in the
 * country of the chat's language, its examples shown in that country's format.
 */
const world = useTelegramWorld();

type Lang = 'en' | 'de' | 'uk';

const WORDS = {
  en: {
    pizzas: /^Pizzas/,
    margherita: /Margherita/,
    family: /Family/i,
    add: '➕ Add',
    addOne: 'Add 1 to cart',
    checkout: '✅ Order',
    pickup: "I'll collect it",
    skip: 'Skip',
    keep: '✔ Keep: ',
    use: (email: string) => `✔ Use ${email}`,
    didYouMean: (email: string) => `Did you mean ${email}?`,
    askName: 'What is your name?',
    askPhone: 'Your phone number?',
    askEmail: 'E-mail (optional)',
    askNote: 'A note for the order',
    noLetter: 'A name needs at least one letter.',
    example: '07400 123456',
    unexpected: 'I did not understand that.',
    stale: 'That has changed in the meantime. Here is the current view.',
    name: 'John Smith',
    phone: ['07400 123456', '+447400123456'],
  },
  de: {
    pizzas: /^Pizzen/,
    margherita: /Margherita/,
    family: /Familie/i,
    add: '➕ Hinzufügen',
    addOne: '1 Stück in den Warenkorb',
    checkout: '✅ Bestellen',
    pickup: 'Ich hole es ab',
    skip: 'Überspringen',
    keep: '✔ Beibehalten: ',
    use: (email: string) => `✔ ${email} verwenden`,
    didYouMean: (email: string) => `Meinten Sie ${email}?`,
    askName: 'Wie heißen Sie?',
    askPhone: 'Ihre Telefonnummer?',
    askEmail: 'E-Mail (optional)',
    askNote: 'Eine Anmerkung zur Bestellung',
    noLetter: 'Ein Name braucht mindestens einen Buchstaben.',
    example: '0151 23456789',
    unexpected: 'Das habe ich nicht verstanden.',
    stale: 'Das hat sich inzwischen geändert. Hier ist die aktuelle Ansicht.',
    name: 'Jürgen Müller',
    phone: ['0151 23456789', '+4915123456789'],
  },
  uk: {
    pizzas: /^Піци/,
    margherita: /Маргарита/,
    family: /сімейна/i,
    add: '➕ Додати',
    addOne: 'Додати 1 шт.',
    checkout: '✅ Замовити',
    pickup: 'Самовивіз',
    skip: 'Пропустити',
    keep: '✔ Залишити: ',
    use: (email: string) => `✔ Використати ${email}`,
    didYouMean: (email: string) => `Можливо, ви мали на увазі ${email}?`,
    askName: 'Як вас звати?',
    askPhone: 'Ваш номер телефону?',
    askEmail: 'Е-пошта (за бажанням)',
    askNote: 'Примітка до замовлення',
    noLetter: "Ім'я має містити хоча б одну літеру.",
    example: '050 123 4567',
    unexpected: 'Я не зрозумів.',
    stale: 'Тим часом це змінилося. Ось актуальний вигляд.',
    name: 'Тарас Шевченко',
    phone: ['050 123 4567', '+380501234567'],
  },
} as const;

const TYPO = 'john.smith@gmial.com';
const FIXED = 'john.smith@gmail.com';

/** A customer of one chat in one language. */
function customer(bot: TelegramBot, chat: number, lang: Lang) {
  const w = WORDS[lang];
  const base = chatCustomer(bot, chat, lang);
  const { tap, type } = base;
  return {
    ...base,
    w,
    /** A family Margherita to collect: at the name step. */
    async startPickup() {
      await type('/start');
      await tap(w.pizzas, w.margherita, w.family, w.add, w.addOne, w.checkout, w.pickup);
    },
    /** From the name step: the name and this language's national number; at the e-mail step. */
    async nameAndPhone() {
      await type(w.name, w.phone[0]);
      expect(screen(bot, chat)).toContain(w.askEmail);
    },
    /** From the note step: no note, the review once the quote is in. */
    async review() {
      expect(screen(bot, chat)).toContain(w.askNote);
      await tap(w.skip);
      await bot.settle();
      return screen(bot, chat);
    },
  };
}

describe.each(['en', 'de', 'uk'] as const)('contact details as people type them (%s)', (lang) => {
  const chats = { en: 36400, de: 36420, uk: 36440 } as const;
  async function newCustomer(offset: number) {
    const bot = await world.start();
    const chat = chats[lang] + offset;
    return { bot, chat, c: customer(bot, chat, lang) };
  }

  it('a name without a letter is refused; the national number of the chat language is read', async () => {
    const { bot, chat, c } = await newCustomer(1);
    await c.startPickup();
    await c.type('😀😀');
    expect(c.show()).toContain(c.w.noLetter);
    expect(c.show()).toContain(c.w.askName);
    await c.nameAndPhone();
    expect((await stored(bot, chat)).context.contact).toEqual({
      name: c.w.name,
      phone: c.w.phone[1],
    });
  });

  it('a wrong number is refused with examples in the format of the chat language', async () => {
    const { c } = await newCustomer(2);
    await c.startPickup();
    await c.type(c.w.name, '0151 2345');
    // The answer leads the screen: its examples are this language's country's numbers.
    const [answer, step] = c.show().split('\n\n');
    expect(answer).toContain(c.w.example);
    expect(answer).not.toContain('02 123 4567');
    expect(step).toContain(c.w.askPhone);
    // A number in international form is read as such in any language.
    await c.type('+49 151 23456789');
    expect(c.show()).toContain(c.w.askEmail);
  });

  it('an e-mail typo gets "did you mean"; one tap takes the fix', async () => {
    const { c } = await newCustomer(3);
    await c.startPickup();
    await c.nameAndPhone();
    await c.type(TYPO);
    expect(c.show()).toContain(c.w.didYouMean(FIXED));
    expect(c.show()).toContain(c.w.askEmail);
    await c.tap(c.w.use(FIXED));
    expect(await c.review()).toContain(`👤 ${c.w.name}, ${c.w.phone[1]}, ${FIXED}`);
  });

  it('the e-mail is kept as typed when the customer says so', async () => {
    const { c } = await newCustomer(4);
    await c.startPickup();
    await c.nameAndPhone();
    await c.type(TYPO);
    await c.tap(`${c.w.keep}${TYPO}`);
    expect(await c.review()).toContain(`👤 ${c.w.name}, ${c.w.phone[1]}, ${TYPO}`);
  });

  it('text typed instead of the tap is a new e-mail; an old or forged tap loses nothing', async () => {
    const { bot, chat, c } = await newCustomer(5);
    await c.startPickup();
    await c.nameAndPhone();
    await c.type(TYPO);
    const old = findButton(bot, chat, c.w.use(FIXED));
    // Another typo: another suggestion, and the first one's button is stale.
    await c.type('john.smith@hotmial.com');
    expect(c.show()).toContain(c.w.didYouMean('john.smith@hotmail.com'));
    await press(bot, chat, old.data, old.messageId, lang);
    expect(lastAnswer(bot)).toBe(c.w.stale);
    expect(c.show()).toContain(c.w.didYouMean('john.smith@hotmail.com'));
    expect((await stored(bot, chat)).context.contact.email).toBe('john.smith@hotmial.com');
    // A correct e-mail typed instead of tapping moves on with it.
    await c.type('john@example.org');
    expect(await c.review()).toContain(`👤 ${c.w.name}, ${c.w.phone[1]}, john@example.org`);
  });

  it('a suggestion tapped after the step is left, or forged, changes nothing', async () => {
    const { bot, chat, c } = await newCustomer(6);
    await c.startPickup();
    await c.nameAndPhone();
    // Forged with the right tag while no suggestion is offered: said, and nothing changes.
    await press(bot, chat, await forged(bot, chat, 'useEmail'), undefined, lang);
    expect(c.show()).toContain(c.w.unexpected);
    expect(c.show()).toContain(c.w.askEmail);
    expect((await stored(bot, chat)).context.contact.email).toBeUndefined();
    // Left on an older message once the typo was kept: stale, and the kept e-mail stays.
    await c.type(TYPO);
    const old = findButton(bot, chat, c.w.use(FIXED));
    await c.tap(`${c.w.keep}${TYPO}`);
    await press(bot, chat, old.data, old.messageId, lang);
    expect(lastAnswer(bot)).toBe(c.w.stale);
    expect(await c.review()).toContain(`👤 ${c.w.name}, ${c.w.phone[1]}, ${TYPO}`);
  });
});
