import { describe, expect, it } from 'vitest';
import { askedDish, questionQuery } from '../../src/conversation/typed-question.ts';
import { parseOrder } from '../../src/ordering-text/index.ts';
import { isQuestion } from '../../src/ordering-text/questions.ts';
import { demoMenu } from '../support/demo-menu.ts';

/** Issue 35 point 3: a question is answered, never read as an order. */
const menu = demoMenu();

describe('questions in typed text', () => {
  it.each([
    ['bg', 'kolko struva golyamata margarita?'],
    ['bg', 'колко струва голямата маргарита'],
    ['bg', 'имате ли калцоне'],
    ['en', 'how much is a large margarita'],
    ['en', 'do you have calzone'],
    ['de', 'was kostet eine große Margherita'],
    ['de', 'wie viel kostet Margherita'],
    ['pl', 'ile kosztuje duża margherita'],
    ['ro', 'cât costă o margherita mare'],
    ['ro', 'cat costa margherita mare'],
    ['uk', 'скільки коштує велика маргарита'],
  ])('%s: "%s" is a question about one dish, not an order', (locale, text) => {
    expect(isQuestion(text)).toBe(true);
    const parsed = parseOrder(text, menu, { locale });
    expect(parsed.isOrder).toBe(false);
    expect(askedDish(menu, text, locale)?.productId).toBe(
      text.includes('calz') || text.includes('калц') ? 115 : 101,
    );
  });

  it.each([
    ['bg', 'колко парчета има в сет осака'],
    ['bg', 'kakvo ima v pica margarita'],
    ['en', 'which rolls come with the tokyo set'],
    ['de', 'welche Pizza ist scharf'],
    ['uk', 'що входить у маргариту'],
  ])('%s: "%s" opens with a question word: never an order', (locale, text) => {
    expect(isQuestion(text)).toBe(true);
    expect(parseOrder(text, menu, { locale }).isOrder).toBe(false);
  });

  it('an order is no question, and a question naming no single dish names none', () => {
    expect(isQuestion('2 големи маргарити без босилек и една кола')).toBe(false);
    expect(isQuestion('two large margaritas without basil')).toBe(false);
    expect(askedDish(menu, 'имате ли карбонара', 'bg')).toBeNull();
    expect(askedDish(menu, '2 маргарити', 'bg')).toBeNull();
  });

  it('a question naming several dishes searches their words; an order searches nothing', () => {
    expect(questionQuery(menu, 'имате ли карбонара?', 'bg')).toBe('карбонара');
    expect(questionQuery(menu, '2 карбонари', 'bg')).toBeNull();
  });
});
