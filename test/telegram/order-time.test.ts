import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/locale/locale.ts';
import type { MessageId } from '../../src/locale/message-ids.ts';
import { createTranslator } from '../../src/telegram/i18n.ts';
import { orderTime } from '../../src/telegram/views/order-time.ts';

const t = createTranslator();
const words = (locale: Locale) => ({
  locale,
  tr: (id: MessageId, args?: Parameters<typeof t>[2]) => t(locale, id, args),
});
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const at = (iso: string) => Date.parse(iso);

describe('when an order was placed, in words', () => {
  it('reads the time in the restaurant time zone, whatever the zone of the machine', () => {
    const machineZone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      // 22:30 UTC is 00:30 the next day in Sofia (UTC+2 in winter).
      const now = at('2026-11-24T08:00:00Z');
      expect(plain(orderTime(words('bg'), '2026-11-23T22:30:00Z', now, 'Europe/Sofia'))).toBe(
        'днес 00:30',
      );
      expect(plain(orderTime(words('en'), '2026-11-23T22:30:00Z', now, 'UTC'))).toBe(
        'yesterday 22:30',
      );
    } finally {
      if (machineZone === undefined) delete process.env.TZ;
      else process.env.TZ = machineZone;
    }
  });

  it('counts an order dated just past our midnight by a restaurant clock ahead as today', () => {
    const now = at('2026-11-23T21:59:58Z'); // 23:59:58 in Sofia
    expect(orderTime(words('en'), '2026-11-23T22:00:03Z', now, 'Europe/Sofia')).toBe('today 00:00');
  });

  it('shows the time in UTC, saying so, before any catalogue names the time zone', () => {
    const now = at('2026-11-23T12:00:00Z');
    expect(orderTime(words('en'), '2026-11-23T10:05:00Z', now, undefined)).toBe('today 10:05 UTC');
    expect(orderTime(words('bg'), 'not a time', now, undefined)).toBe('not a time');
  });
});
