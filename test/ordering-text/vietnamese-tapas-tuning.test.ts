import { describe, expect, it } from 'vitest';
import { MenuTranslations } from '../../src/menu-i18n/index.ts';
import { isComplaint } from '../../src/ordering-text/complaints.ts';
import { createTapasMenu } from '../../src/sandbox/menu/tapas-menu.ts';
import { createVietnameseMenu } from '../../src/sandbox/menu/vietnamese-menu.ts';
import { TypedOrderNames } from '../../src/telegram/menu-names.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { readerOn } from './read-lines.ts';

/**
 * Issue 35, tuned on the Vietnamese and tapas menus after their held-out measurement
 * (docs/typed-orders.md "Tuned on the Vietnamese and tapas menus"). Every phrase was written for
 * this file; none is from the held-out files.
 */
const names = new TypedOrderNames(new MenuTranslations());
const vietnamese = readerOn(demoMenu({ sandbox: createVietnameseMenu() }), names);
const tapas = readerOn(demoMenu({ sandbox: createTapasMenu() }), names);

describe('short words of a name', () => {
  it.each([
    ['2 фо бо големи', 'Фо бо', 2],
    ['едно фо с тофу', 'Фо с тофу', 1],
  ])('"%s": a two-letter word that begins a name names it', (text, product, qty) => {
    expect(vietnamese(text).lines).toMatchObject([{ product, qty }]);
  });

  it('"бан ми със свинско": a two-letter word of the names is no joiner', () => {
    expect(vietnamese('3 бан ми със свинско').lines).toMatchObject([
      { product: 'Бан ми със свинско', qty: 3 },
    ]);
  });
});

describe('sizes for a number of people', () => {
  it.each([
    ['паеля валенсиана за двама', 'bg'],
    ['paelq valensiana za 2ma', 'bg'],
    ['paella valenciana for two', 'en'],
  ])('"%s": "За 2 души" however it is written', (text, locale) => {
    expect(tapas(text, locale).lines).toMatchObject([
      { product: 'Паеля валенсиана', qty: 1, size: 'За 2 души' },
    ]);
  });
});

describe('asking, not ordering', () => {
  it('"нещо с морски дарове": a dish after "нещо" is offered, never taken', () => {
    const [line] = tapas('искам нещо с морски дарове за двама').lines;
    expect(line?.product ?? null).toBeNull();
  });

  it.each([
    'поръчката закъснява, куриерът донесе грешна пица',
    'my paella is 30 minutes late',
    'dzięki',
  ])('"%s" makes no cart', (text) => {
    const locale = /[a-z]/.test(text) ? (text.startsWith('dz') ? 'pl' : 'en') : 'bg';
    expect(tapas(text, locale).isOrder && tapas(text, locale).lines.length > 0).toBe(false);
  });

  it('"2 late" still orders lattes where a latte is sold: "late" alone is no complaint', () => {
    expect(isComplaint('2 late please')).toBe(false);
  });
});

describe('"not" before what is left out', () => {
  it.each([
    ['large bun bo hue, not spicy please', 'en'],
    ['бун бо хуе голямо не люто', 'bg'],
    ['zwei Bun Bo Hue nicht scharf bitte', 'de'],
  ])('"%s" leaves the chili out, never adds it', (text, locale) => {
    expect(vietnamese(text, locale).lines).toMatchObject([
      { product: 'Бун бо Хуе', removed: ['Люта чушка'], addons: [] },
    ]);
  });
});

describe('a name written as one word', () => {
  it('"2 банми със свинско": two short words of one name run together', () => {
    expect(vietnamese('2 банми със свинско').lines).toMatchObject([
      { product: 'Бан ми със свинско', qty: 2 },
    ]);
  });
});
