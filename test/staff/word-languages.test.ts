import { expect, it } from 'vitest';
import { LOCALES, languageName } from '../../src/locale/locale.ts';
import { createTranslator } from '../../src/locale/translate.ts';
import { STAFF_CHAT, tap, type, untilTicking } from '../support/app-harness.ts';
import { app, clock, sandbox, telegram, useAppWorld } from '../support/app-world.ts';
import {
  customerSends,
  customerTaps,
  placeOrder,
  said,
  type WordWorld,
  withButton,
} from './word-support.ts';

/*
 * A word with the restaurant in each of the six languages (issue 36), through the real bot: the
 * customer's buttons, the prompt, the ✓, the cancellation's confirmation and the limit in the
 * chat's language; the staff chat keeps its own (Bulgarian here). And the limit's plurals.
 */
useAppWorld();
const world = (): WordWorld => ({ app, telegram, clock, sandbox });
const t = createTranslator();

it('speaks the chat’s language on every word, the staff chat its own', async () => {
  let chatId = 1100;
  for (const locale of LOCALES) {
    chatId += 1;
    const number = await placeOrder(world(), chatId);
    await type(app, telegram, chatId, '/language');
    await tap(app, telegram, chatId, languageName(locale));
    // /orders and the order's own screen, in the chat's language, offer the word.
    await type(app, telegram, chatId, '/orders');
    await tap(app, telegram, chatId, number);
    const screen = withButton(telegram, chatId, t(locale, 'btn-word-message')).message;
    expect(screen.buttons.flat().map((b) => b.text)).toContain(t(locale, 'btn-word-cancel'));

    await customerTaps(world(), chatId, t(locale, 'btn-word-message'));
    expect(said(telegram, chatId, t(locale, 'word-prompt', { number }))).toHaveLength(1);
    await customerSends(world(), chatId, `words in ${locale}`);
    await untilTicking(
      clock,
      () => said(telegram, STAFF_CHAT, `words in ${locale}`).length === 1,
      locale,
    );
    expect(said(telegram, STAFF_CHAT, `words in ${locale}`)[0]?.text).toBe(
      t('bg', 'word-from-customer', { number, text: `words in ${locale}` }),
    );
    await untilTicking(
      clock,
      () => said(telegram, chatId, t(locale, 'word-sent', { number })).length === 1,
      `${locale} ✓`,
    );
    await customerTaps(world(), chatId, t(locale, 'btn-word-cancel'));
    expect(said(telegram, chatId, t(locale, 'word-cancel-confirm', { number }))).toHaveLength(1);
  }
}, 90_000);

it('words the limit with each language’s plurals', () => {
  const forms = (locale: (typeof LOCALES)[number], minutes: number) =>
    t(locale, 'word-limit-window', { number: '1001', count: 5, window: 10, minutes });
  expect(forms('en', 1)).toMatch(/in 1 minute\.$/);
  expect(forms('en', 2)).toMatch(/in 2 minutes\.$/);
  expect(forms('bg', 1)).toMatch(/след 1 минута\.$/);
  expect(forms('de', 1)).toMatch(/in 1 Minute wieder/);
  expect(forms('pl', 1)).toMatch(/za 1 minutę\.$/);
  expect(forms('pl', 3)).toMatch(/za 3 minuty\.$/);
  expect(forms('pl', 5)).toMatch(/za 5 minut\.$/);
  expect(forms('pl', 5)).toContain('5 wiadomości');
  expect(forms('uk', 1)).toMatch(/через 1 хвилину\.$/);
  expect(forms('uk', 3)).toMatch(/через 3 хвилини\.$/);
  expect(forms('uk', 7)).toMatch(/через 7 хвилин\.$/);
  expect(forms('uk', 5)).toContain('5 повідомлень');
  expect(forms('ro', 1)).toMatch(/peste 1 minut\.$/);
  expect(forms('ro', 3)).toMatch(/peste 3 minute\.$/);
  expect(t('ro', 'word-limit-total', { number: '1', count: 20 })).toContain('20 de mesaje');
  expect(forms('ro', 5)).toContain('5 mesaje');
});

it('words an undeliverable cancellation answer in each staff chat language', () => {
  const args = { by: 'Мария', number: '1042', answer: '✅ X' };
  const texts = LOCALES.flatMap((locale) =>
    (['word-cancel-answer-blocked', 'word-cancel-answer-failed'] as const).map((id) =>
      t(locale, id, args),
    ),
  );
  for (const text of texts) {
    expect(text).toMatch(/^✗ Мария: .*1042.*✅ X/);
    expect(text).not.toContain('{');
  }
  expect(new Set(texts).size).toBe(LOCALES.length * 2);
});
