import { describe, expect, it } from 'vitest';
import { MenuTranslations } from '../../src/menu-i18n/index.ts';
import { borrowedReadings } from '../../src/ordering-text/borrowed.ts';
import { foldWord } from '../../src/ordering-text/fold.ts';
import { createGeorgianMenu } from '../../src/sandbox/menu/georgian-menu.ts';
import { createStreetMenu } from '../../src/sandbox/menu/street-menu.ts';
import { TypedOrderNames } from '../../src/telegram/menu-names.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { readerOn } from './read-lines.ts';

/**
 * Issue 35, tuned on the Georgian menu after its held-out measurement (docs/typed-orders.md
 * "Tuned on the Georgian menu"): pieces in multiples of a size, pieces said before the dish,
 * Polish, German and Romanian spellings of borrowed names, English adjectives of places, a
 * table word's meaning this menu has not, fillers inside a with-list, and the words of a Georgian
 * menu. Every phrase was written for this file; none is from the held-out files.
 */
const names = new TypedOrderNames(new MenuTranslations());
const read = readerOn(demoMenu({ sandbox: createGeorgianMenu() }), names);

describe('pieces', () => {
  it.each([
    ['30 хинкали с гъби', 'Хинкали с гъби', 3, '10 бр.'],
    ['10 бр. хинкали с агнешко', 'Хинкали с агнешко', 1, '10 бр.'],
    ['5 хинкали с гъби', 'Хинкали с гъби', 1, '5 бр.'],
  ])('"%s": %s, %i × %s', (text, product, qty, size) => {
    expect(read(text).lines).toMatchObject([{ product, qty, size }]);
  });

  it('a multiple of a size on the street menu too: "24 крилца" is two of 12', () => {
    const street = readerOn(demoMenu({ sandbox: createStreetMenu() }), names);
    const [line] = street('24 пилешки крилца').lines;
    expect(line?.qty).toBe(2);
    expect(line?.size).toMatch(/^12 /);
  });

  it('fewer pieces than any size counts portions: "2 хинкали с гъби"', () => {
    expect(read('2 хинкали с гъби').lines).toMatchObject([{ qty: 2, size: '5 бр.' }]);
  });
});

describe('borrowed names in Polish, German and Romanian spelling', () => {
  it.each([
    ['chaczapuri', 'hachapuri'],
    ['szaszłyk', 'shashlik'],
    ['Schaschlik', 'shashlik'],
    ['hacipuri', 'hachipuri'],
  ])('"%s" is also read as %s', (word, reading) => {
    expect(borrowedReadings(word, foldWord(word), null)).toContain(reading);
  });

  it('a four-letter German word has no German reading ("viel" is no dish)', () => {
    expect(borrowedReadings('viel', foldWord('viel'), null)).not.toContain('fil');
  });

  it.each([
    ['dwa szaszłyki wieprzowe', 'pl', 'Шашлик свински', 2],
    ['zwei Schaschlik vom Schwein', 'de', 'Шашлик свински', 2],
    ['chaczapuri po imeretyńsku', 'pl', 'Хачапури по имеретински', 1],
  ])('"%s" (%s): %s', (text, locale, product, qty) => {
    expect(read(text, locale).lines).toMatchObject([{ product, qty }]);
  });
});

describe('English adjectives of places and Georgian words', () => {
  it('"two megrelian khachapuri": the Megrelian one', () => {
    expect(read('two megrelian khachapuri', 'en').lines).toMatchObject([
      { product: 'Хачапури по мегрелски', qty: 2 },
    ]);
  });

  it('"georgian salad, no cilantro" and the chat word "kishnish"', () => {
    for (const [text, locale] of [
      ['georgian salad, no cilantro', 'en'],
      ['gruzinska salata bez kishnish', 'bg'],
    ] as const)
      expect(read(text, locale).lines).toMatchObject([
        { product: 'Салата Грузинска с орехи', removed: ['Кориандър'] },
      ]);
  });
});

describe('a filler inside a with-list', () => {
  it('"с още едно сирене": the extra cheese', () => {
    const [line] = read('аджарско хачапури голямо с още едно сирене').lines;
    expect(line?.product).toBe('Хачапури по аджарски');
    expect(line?.addons.length).toBe(1);
  });
});
