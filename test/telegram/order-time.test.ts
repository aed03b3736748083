import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../src/locale/locale.ts';
import type { MessageId } from '../../src/locale/message-ids.ts';
import { createTranslator } from '../../src/locale/translate.ts';
import { clockTime, orderTime, timeZoneWords } from '../../src/telegram/views/order-time.ts';

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

describe('dates, clock times and the time zone in every language', () => {
  const placed = '2026-11-21T16:30:00Z'; // 18:30 in Sofia (UTC+2 in winter)
  const now = at('2026-11-24T08:00:00Z');

  it('writes an older date the way each language does, in the restaurant time zone', () => {
    const dates = Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        plain(orderTime(words(locale), placed, now, 'Europe/Sofia')),
      ]),
    );
    expect(dates).toEqual({
      bg: '21.11 18:30',
      en: '21 Nov 18:30',
      ro: '21 nov. 18:30',
      uk: '21 лист. 18:30',
      pl: '21 lis 18:30',
      de: '21. Nov. 18:30',
    });
  });

  it('names the restaurant time zone and its offset of the day in the chat language', () => {
    const winter = at('2026-11-24T08:00:00Z');
    const summer = at('2026-07-01T08:00:00Z');
    expect(timeZoneWords(words('en'), winter, 'Europe/Sofia')).toEqual({
      zone: 'Eastern European Time',
      offset: 'GMT+2',
    });
    expect(timeZoneWords(words('en'), summer, 'Europe/Sofia').offset).toBe('GMT+3');
    expect(timeZoneWords(words('de'), winter, 'Europe/Sofia').zone).toBe('Osteuropäische Zeit');
    expect(timeZoneWords(words('pl'), winter, 'Europe/Sofia').zone).toBe(
      'czas wschodnioeuropejski',
    );
    expect(
      plain(t('uk', 'hours-time-zone', timeZoneWords(words('uk'), winter, 'Europe/Sofia'))),
    ).toBe('🕒 Години вказано за місцевим часом ресторану (за східноєвропейським часом, GMT+2).');
  });

  it('reads a clock time in the restaurant time zone with its offset, or in UTC saying so', () => {
    const pausedUntil = at('2026-11-24T12:05:09Z');
    expect(clockTime(words('de'), pausedUntil, 'Europe/Sofia')).toBe('14:05:09 GMT+2');
    expect(clockTime(words('en'), pausedUntil, undefined)).toBe('12:05:09 UTC');
  });
});
