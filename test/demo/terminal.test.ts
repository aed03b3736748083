import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.ts';
import type { LocalMessage } from '../../src/demo/local-chat.ts';
import type { Demo } from '../../src/demo/run.ts';
import {
  asksForNumber,
  DEMO_PHONE,
  formatMessage,
  terminalInput,
} from '../../src/demo/terminal.ts';
import { demoDataDir, liveText, press, startTestDemo } from '../support/demo-terminal.ts';
import { OPEN_MONDAY_NOON } from '../support/partner-harness.ts';

let demo: Demo | undefined;
afterEach(async () => {
  await demo?.stop();
  demo = undefined;
});

function screen(labels: string[][], replyKeyboard: string[][] | null = null): LocalMessage {
  return {
    contactButton: replyKeyboard?.[0]?.[0],
    messageId: 1,
    text: '',
    buttons: labels.map((row) => row.map((text, i) => ({ text, data: `x|a|${text.length}${i}` }))),
    replyKeyboard,
    screen: true,
    retired: false,
    deleted: false,
  };
}

const QUANTITY = screen([
  ['● 1', '2', '3', '4'],
  ['5', '6', '8', '10'],
  ['Добави'],
  ['Назад', 'Начало'],
]);
const CART = screen([
  ['1. −', '2', '+', '🗑'],
  ['Изчисти', 'Поръчай'],
  ['Назад', 'Начало'],
]);

describe('what a typed line means in the terminal', () => {
  it('takes a number on the quantity screen as that number, and #N as button N', () => {
    expect(asksForNumber(QUANTITY)).toBe(true);
    expect(terminalInput(QUANTITY, '7')).toEqual({ kind: 'text', text: '7' });
    expect(terminalInput(QUANTITY, ' 3 ')).toEqual({ kind: 'text', text: '3' });
    expect(terminalInput(QUANTITY, '#9')).toEqual({ kind: 'tap', data: 'x|a|60' });
  });

  it('taps the button with that index on any other screen', () => {
    expect(asksForNumber(CART)).toBe(false);
    expect(terminalInput(CART, '6')).toEqual({ kind: 'tap', data: 'x|a|71' });
    expect(terminalInput(CART, '#2')).toEqual({ kind: 'tap', data: 'x|a|11' });
    // No such button: the text goes to the bot, which answers it.
    expect(terminalInput(CART, '42')).toEqual({ kind: 'text', text: '42' });
  });

  it('taps the reply keyboard with kN, its label or /share, and says how under the keyboard', () => {
    const prompt = screen([], [['📱 Share my number'], ['⬅ Back', '🏠 Home']]);
    expect(terminalInput(prompt, 'k1')).toEqual({ kind: 'contact', phone: DEMO_PHONE });
    expect(terminalInput(prompt, '📱 Share my number')).toEqual({
      kind: 'contact',
      phone: DEMO_PHONE,
    });
    // Any other reply-keyboard button sends its own text, as Telegram does.
    expect(terminalInput(prompt, 'k2')).toEqual({ kind: 'text', text: '⬅ Back' });
    expect(terminalInput(prompt, 'K3')).toEqual({ kind: 'text', text: '🏠 Home' });
    expect(terminalInput(prompt, 'k4')).toEqual({ kind: 'text', text: 'k4' });
    expect(terminalInput(prompt, '/share')).toEqual({ kind: 'contact', phone: DEMO_PHONE });
    expect(terminalInput(prompt, '/share 0899 111 222')).toEqual({
      kind: 'contact',
      phone: '0899 111 222',
    });
    const printed = formatMessage(prompt, false, 'en');
    expect(printed).toContain('keyboard: [k1] 📱 Share my number   [k2] ⬅ Back   [k3] 🏠 Home');
    expect(printed).toContain('type kN to tap button kN');
    expect(formatMessage(QUANTITY, false, 'en')).toContain('type a number for the quantity');
    expect(formatMessage(CART, false, 'en')).not.toContain('type a number for the quantity');
  });
});

describe('the terminal chat through the real bot', () => {
  it('orders 7 when 7 is typed on the quantity screen (there is no button 7 to tap)', async () => {
    demo = await startTestDemo({
      dataDir: demoDataDir(),
      clock: new ManualClock(OPEN_MONDAY_NOON),
    });
    await demo.type('/start');
    await press(demo, 'Пици');
    await press(demo, 'Маргарита');
    await press(demo, 'Фамилна');
    await press(demo, 'Добави');
    expect(liveText(demo)).toContain('Колко броя');
    await demo.type('7');
    expect(liveText(demo)).toContain('сега: 7');
    await demo.type('#9'); // "Добави 7 бр. в количката"
    expect(liveText(demo)).toContain('Фамилна 40 см × 7');
    // On the cart a number is a button again: 6 is "Поръчай".
    await press(demo, 'Поръчай');
    expect(liveText(demo)).toContain('Доставка или');
    await press(demo, 'Ще взема');
    await demo.type('Иван Петров');
    expect(liveText(demo)).toContain('телефон');
    // k1 taps the reply keyboard's "share my number": the bot takes the shared phone.
    await demo.type('k1');
    expect(liveText(demo)).toContain('Имейл');
  });
});
