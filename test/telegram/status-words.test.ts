import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/locale/locale.ts';
import type { MessageId } from '../../src/locale/message-ids.ts';
import { createTranslator } from '../../src/locale/translate.ts';
import { MenuTranslations } from '../../src/menu-i18n/index.ts';
import { statusText } from '../../src/telegram/views/status-words.ts';

const t = createTranslator();
const words = (locale: Locale) => ({
  locale,
  tr: (id: MessageId, args?: never) => t(locale, id, args),
  texts: new MenuTranslations().translator(locale, null),
});

describe('a status in one language', () => {
  it('is the restaurant label alone in Bulgarian, our own word when there is none', () => {
    expect(statusText(words('bg'), 'preparing', 'delivery', 'Приготвя се')).toBe('Приготвя се');
    expect(statusText(words('bg'), 'delivered', 'pickup', '')).toBe('получена');
    expect(statusText(words('bg'), 'sent', 'pickup', '  ')).toBe('готова за вземане');
  });

  it('is the English meaning, with the label only for a review or a cancellation', () => {
    expect(statusText(words('en'), 'accepted', 'delivery', 'Приета')).toBe('accepted');
    expect(statusText(words('en'), 'sent', 'delivery', 'Изпратена')).toBe('on its way');
    expect(statusText(words('en'), 'delivered', 'pickup', 'Получена')).toBe('collected');
    // The label in English where the glossary knows every word, else with its transliteration.
    expect(statusText(words('en'), 'cancelled', 'delivery', 'Отказана')).toBe(
      'cancelled (the restaurant: “Cancelled”)',
    );
    expect(statusText(words('en'), 'cancelled', 'delivery', 'Отказана — няма тесто')).toBe(
      'cancelled (the restaurant: “Отказана — няма тесто (Otkazana — nyama testo)”)',
    );
    expect(statusText(words('en'), 'payment_review', 'pickup', '')).toBe(
      'under review — please contact the restaurant',
    );
  });
});
