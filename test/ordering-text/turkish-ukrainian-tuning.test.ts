import { describe, expect, it } from 'vitest';
import { MenuTranslations } from '../../src/menu-i18n/index.ts';
import { isComplaint } from '../../src/ordering-text/complaints.ts';
import { createCafeMenu } from '../../src/sandbox/menu/cafe-menu.ts';
import { createTurkishMenu } from '../../src/sandbox/menu/turkish-menu.ts';
import { createUkrainianMenu } from '../../src/sandbox/menu/ukrainian-menu.ts';
import { TypedOrderNames } from '../../src/telegram/menu-names.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { readerOn } from './read-lines.ts';

/**
 * Issue 35, tuned on the Turkish and Ukrainian menus after their held-out measurement
 * (docs/typed-orders.md "Tuned on the Turkish and Ukrainian menus"). Every phrase was written for
 * this file; none is from the held-out files.
 */
const names = new TypedOrderNames(new MenuTranslations());
const turkish = readerOn(demoMenu({ sandbox: createTurkishMenu() }), names);
const ukrainian = readerOn(demoMenu({ sandbox: createUkrainianMenu() }), names);

describe('one and a half portions', () => {
  it.each([
    ['адана 1,5 порции без лук', 'Адана кебап'],
    ['урфа кебап порция и половина', 'Урфа кебап'],
    ['бейти кебап 1.5', 'Бейти кебап'],
    ['adana kebap 1,5 porcii', 'Адана кебап'],
  ])('"%s": the size labelled "1,5 порции"', (text, product) => {
    const [line] = turkish(text).lines;
    expect(line).toMatchObject({ product, qty: 1, size: '1,5 порции' });
  });

  it('"2 адана по 1 порция": a whole number stays the quantity', () => {
    expect(turkish('2 адана кебап').lines).toMatchObject([{ product: 'Адана кебап', qty: 2 }]);
  });
});

describe('a word table read through the description', () => {
  it.each([
    ['една супа от леща', 'bg'],
    ['3 чорби с леща', 'bg'],
    ['a lentil soup please', 'en'],
  ])('"%s": the Мерджимек чорба, not the other lentil soup', (text, locale) => {
    const [line] = turkish(text, locale).lines;
    expect(line?.product).toBe('Мерджимек чорба');
  });

  it('"езогелин": the other lentil soup by its own name', () => {
    expect(turkish('една езогелин').lines).toMatchObject([{ product: 'Езогелин чорба' }]);
  });

  it.each([
    ['2 донера на чиния с пилешко', 'Дюнер на чиния пилешки'],
    ['лахмакун', 'Лахмаджун'],
    ['сигара бурек', 'Сигара бьорек'],
    ['селедка под шуба', 'Херинга под шуба'],
    ['драники', 'Деруни'],
  ])('"%s": the menu word the table gives', (text, product) => {
    const menu = /селедка|драники/.test(text) ? ukrainian : turkish;
    expect(menu(text).lines[0]?.product).toBe(product);
  });
});

describe('words naming the kind of the dish just named', () => {
  it.each([
    ['two tripe soups', 'Ишкембе чорба', 2],
    ['a mercimek soup', 'Мерджимек чорба', 1],
  ])('"%s": the soup word is part of the name', (text, product, qty) => {
    expect(turkish(text, 'en').lines).toMatchObject([{ product, qty }]);
  });

  it('"okroshka soup": one line, not a second one asking among the soups', () => {
    expect(ukrainian('okroshka soup', 'en').lines).toMatchObject([{ product: 'Окрошка' }]);
  });
});

describe('sizes and quantities', () => {
  it('"самовар за двама" after the tea is its size, not two teas', () => {
    expect(ukrainian('един чай от самовар за двама').lines).toMatchObject([
      { product: 'Чай от самовар', qty: 1, size: 'Самовар за двама' },
    ]);
  });

  it('"…и 3 водки по 100": the quantity before the vodka is the vodka’s', () => {
    expect(ukrainian('окрошка и 3 водки по 100').lines).toMatchObject([
      { product: 'Окрошка', qty: 1 },
      { product: 'Водка', qty: 3, size: '100 мл' },
    ]);
  });
});

describe('where an extras list ends', () => {
  it('"… с допълнително сметана и квас": the kvass is a dish of its own', () => {
    expect(ukrainian('голубци с допълнително сметана и квас').lines).toMatchObject([
      { product: 'Голубци', addons: ['Допълнително сметана'] },
      { product: 'Квас' },
    ]);
  });

  it('"… without onion and garlic": two removals of the dish, no dish', () => {
    const [line, more] = turkish('manti without garlic and onion', 'en').lines;
    expect(line?.product).toBe('Мантъ');
    expect(more).toBeUndefined();
  });

  it('"and a side of fries": the extra', () => {
    expect(turkish('adana kebab and a side of fries', 'en').lines).toMatchObject([
      { product: 'Адана кебап', addons: ['Пържени картофи'] },
    ]);
  });
});

describe('a dish named by its name and its description together', () => {
  it('"пилешки котлет по киевски": the name read from the second word on', () => {
    expect(ukrainian('2 пилешки котлета по киевски').lines).toMatchObject([
      { product: 'Котлет по киевски', qty: 2 },
    ]);
  });

  it('"пилешки котлети": the dish named so stays', () => {
    expect(ukrainian('пилешки котлети').lines).toMatchObject([{ product: 'Пилешки котлети' }]);
  });

  it('"картофено пюре": the Пюре, whose description opens so, not the mains served with it', () => {
    expect(ukrainian('2 картофено пюре').lines).toMatchObject([{ product: 'Пюре', qty: 2 }]);
  });

  it('"торта медовик": a word the next dish’s description says is no second dish', () => {
    expect(ukrainian('торта медовик').lines).toMatchObject([{ product: 'Медовик' }]);
  });

  it('"2 негазирани води": the still water its description names, never the sparkling', () => {
    const cafe = readerOn(demoMenu({ sandbox: createCafeMenu() }));
    expect(cafe('2 негазирани води').lines[0]?.product ?? null).not.toBe('Газирана вода');
  });
});

describe('chat Latin', () => {
  it('"pure" is пюре', () => {
    expect(ukrainian('pelmeni s meso 10 broq i pure').lines).toMatchObject([
      { product: 'Пелмени с месо' },
      { product: 'Пюре' },
    ]);
  });

  it.each(['pelmenite be6e studeni', 'supata be6e mnogo luta'])(
    '"%s": a past form in chat Latin is a complaint',
    (text) => {
      expect(isComplaint(text)).toBe(true);
      expect(ukrainian(text).lines.filter((line) => line.product)).toEqual([]);
    },
  );
});
