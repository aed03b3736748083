import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/locale/locale.ts';
import type { MessageId } from '../../src/locale/message-ids.ts';
import { createTranslator } from '../../src/locale/translate.ts';
import { arrivalLines } from '../../src/telegram/views/arrival.ts';

const t = createTranslator();
const history = { fromMinutes: 40, toMinutes: 55, source: 'history', orders: 23 } as const;
const staff = { fromMinutes: 45, toMinutes: 60, source: 'staff' } as const;

describe('an arrival estimate in the chat language (issue 36)', () => {
  it('is said in each of the six languages, for the whole way and for what is left', () => {
    for (const locale of LOCALES) {
      const words = { locale, tr: (id: MessageId, args?: never) => t(locale, id, args) };
      const said = new Set<string>();
      for (const eta of [history, staff]) {
        for (const fulfilment of ['delivery', 'pickup'] as const) {
          for (const part of ['whole', 'left'] as const) {
            const [line, ...more] = arrivalLines(words, eta, fulfilment, part);
            expect(more).toEqual([]);
            expect(line).toMatch(new RegExp(`^🕒 .*${eta.fromMinutes}–${eta.toMinutes}`));
            // Never the number of orders a figure rests on: that is for the docs and the staff.
            expect(line).not.toContain('23');
            said.add(line ?? '');
          }
        }
      }
      // Staff and history, delivery and pickup, whole and left: told apart (the staff's "what is
      // left" is one wording for both ways).
      expect(said.size).toBe(7);
    }
    expect(
      arrivalLines(
        { locale: 'en', tr: (id, args) => t('en', id, args) },
        history,
        'delivery',
        'whole',
      ),
    ).toEqual(['🕒 Usually at your door in 40–55 min at this hour.']);
  });

  it('says nothing without an estimate', () => {
    const words = { locale: 'de' as const, tr: (id: MessageId, args?: never) => t('de', id, args) };
    expect(arrivalLines(words, null, 'delivery', 'whole')).toEqual([]);
    expect(arrivalLines(words, undefined, 'pickup', 'left')).toEqual([]);
  });
});
