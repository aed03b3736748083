import { describe, expect, it } from 'vitest';
import type { CartChange } from '../../src/conversation/cart-check.ts';
import type { Locale } from '../../src/locale/locale.ts';
import type { MessageId } from '../../src/locale/message-ids.ts';
import { createTranslator } from '../../src/locale/translate.ts';
import { MenuTranslations } from '../../src/menu-i18n/index.ts';
import { cartChangeLines } from '../../src/telegram/views/cart-changes.ts';

const t = createTranslator();
const words = (locale: Locale) => ({
  locale,
  tr: (id: MessageId, args?: Parameters<typeof t>[2]) => t(locale, id, args),
  // No translation file: the glossary alone turns the names into English.
  texts: new MenuTranslations().translator(locale, null),
});

const line = 'Семейно меню';
const everyKind: CartChange[] = [
  { kind: 'removed', line: 'Пица Карбонара', reason: 'gone', item: 'Пица Карбонара' },
  { kind: 'removed', line, reason: 'gone', item: 'Пица Карбонара' },
  { kind: 'removed', line, reason: 'unavailable', item: line, notice: 'Петък след 22:00' },
  { kind: 'removed', line, reason: 'changed', item: line },
  { kind: 'size', line: 'Пица Капричоза', from: 'Фамилна 40 см', to: 'Малка 25 см' },
  { kind: 'addon', line: 'Пица Капричоза', item: 'Бекон' },
  { kind: 'ingredient', line: 'Пица Капричоза', item: 'Маслини' },
  { kind: 'base', line: 'Пица Вегетарианска', item: 'Тънко тесто' },
  { kind: 'crust', line: 'Пица Капричоза' },
  { kind: 'slot', line, from: 'Пица Капричоза', to: 'Пица Маргарита' },
  { kind: 'combo', line, minor: 4290 },
];

describe('the cart change lines', () => {
  it.each(['bg', 'en'] as const)(
    'word every kind of change in %s around the restaurant names',
    (locale) => {
      const lines = cartChangeLines(words(locale), everyKind).map((l) =>
        l.replace(/[\u00a0\u202f]/g, ' '),
      );
      // One bullet per change, plus the restaurant's own notice under the unavailable combo.
      expect(lines.filter((l) => l.startsWith('• '))).toHaveLength(everyKind.length);
      expect(lines).toContain(locale === 'bg' ? '   Петък след 22:00' : '   Friday after 22:00');
      for (const text of lines) {
        expect(text).not.toMatch(/\{|\}|undefined|Unknown/);
      }
      expect(lines.join('\n')).toContain(locale === 'bg' ? '42,90 €' : '€42.90');
      const names =
        locale === 'bg'
          ? ['Пица Карбонара', 'Фамилна 40 см', 'Малка 25 см', 'Бекон', 'Маслини']
          : ['Pizza Carbonara', 'Family 40 cm', 'Small 25 cm', 'Bacon', 'Olives'];
      for (const name of names) expect(lines.join('\n')).toContain(name);
    },
  );

  it('names the dish once when the line is the dish, and both when a dish of a line is gone', () => {
    const [alone, inCombo] = cartChangeLines(words('bg'), everyKind.slice(0, 2));
    expect(alone).toBe('• Пица Карбонара вече не е в менюто — премахнах го от количката.');
    expect(inCombo).toBe(
      '• Семейно меню: „Пица Карбонара“ вече не е в менюто — премахнах реда от количката.',
    );
  });
});
