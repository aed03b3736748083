import { describe, expect, it } from 'vitest';
import { MenuTranslations } from '../../src/menu-i18n/index.ts';
import { createGrillMenu } from '../../src/sandbox/menu/grill-menu.ts';
import { createStreetMenu } from '../../src/sandbox/menu/street-menu.ts';
import { TypedOrderNames } from '../../src/telegram/menu-names.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { readerOn } from './read-lines.ts';

/**
 * Issue 35, tuned on the street-food menu (docs/typed-orders.md "Tuned on the street food"):
 * extras after "с повече" and after an article, words read only by sound, complaints with
 * "why" and past forms of ordering, Ukrainian and Polish instrumentals after "з"/"z", and the
 * street's word table. Every phrase was written for this file; none is from the held-out files.
 */
const menu = demoMenu({ sandbox: createStreetMenu() });
const read = readerOn(menu, new TypedOrderNames(new MenuTranslations()));

describe('extras after their dish', () => {
  it.each([
    ['чийзбургер с повече бекон', 'bg', 'Чийзбургер', ['Бекон']],
    ['smash burger with a bacon and an egg', 'en', 'Смаш бургер', ['Бекон', 'Пържено яйце']],
    ['чізбургер з беконом', 'uk', 'Чийзбургер', ['Бекон']],
    ['smash burger z bekonem', 'pl', 'Смаш бургер', ['Бекон']],
    ['smash burger s qice', 'bg', 'Смаш бургер', ['Пържено яйце']],
  ])('"%s" (%s): one line, the extras on it', (text, locale, product, addons) => {
    const { lines } = read(text, locale);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ product, qty: 1 });
    expect(lines[0]?.addons.sort()).toEqual(addons);
  });

  it('"a burger with a coke": a cola is a dish of its own, not a list item', () => {
    const { lines } = read('a classic burger with a coke', 'en');
    expect(lines.map((l) => l.product)).toEqual(['Класик бургер', 'Кока-Кола']);
  });
});

describe('a short word read only by how it sounds is offered, never taken', () => {
  it('"luten burger": no Лучени кръгчета in the cart ("luten" is one sound from "лучени")', () => {
    const { lines } = read('luten burger', 'bg');
    expect(lines.filter((l) => l.product !== null)).toEqual([]);
  });

  it('a long one keeps its dish: "kartofki s chedar i bekon"', () => {
    const { lines } = read('kartofki s chedur i bekon', 'bg');
    expect(lines[0]?.product).toBe('Картофки с чедър и бекон');
  });
});

describe('a dish named only with generic words, then a word of other dishes', () => {
  it('"2 caesar wraps": no Caesar salad taken (the salad is whole only by "salad")', () => {
    const { lines } = read('2 caesar wraps', 'en');
    expect(lines.map((l) => l.product)).not.toContain('Салата Цезар');
  });

  it('a word of the dish’s own sizes is its size, not another dish: "dürüm pileshko XL"', () => {
    expect(read('дюрюм пилешко XL', 'bg').lines).toMatchObject([
      { product: 'Дюрюм пилешко', size: 'XL 500 г' },
    ]);
  });
});

describe('complaints and "why" are not orders', () => {
  it.each([
    ['защо бургерът е без сирене', 'bg'],
    ['поръчах два дюнера, а дойде един', 'bg'],
    ['why is the burger without cheese', 'en'],
    ['ich habe zwei Döner bestellt, einer fehlt', 'de'],
    ['zamówiłem dwa kebaby', 'pl'],
    ['чому дюнер холодний', 'uk'],
  ])('"%s" (%s)', (text, locale) => {
    expect(read(text, locale).isOrder).toBe(false);
  });
});

describe('the street’s everyday words, per language', () => {
  it.each([
    ['2 chicken doners', 'en', 'Дюнер пилешко', 2],
    ['zwei Döner Rind', 'de', 'Дюнер телешко', 2],
    ['kebab wołowy', 'pl', 'Дюнер телешко', 1],
    ['o shaorma cu pui', 'ro', 'Дюнер пилешко', 1],
    ['шаурма з куркою', 'uk', 'Дюнер пилешко', 1],
    ['хотдог с пържен лук', 'bg', 'Хот-дог с пържен лук', 1],
    ['a chicken durum', 'en', 'Дюрюм пилешко', 1],
    ['класичний бургер', 'uk', 'Класик бургер', 1],
    ['три менюта дюнер', 'bg', 'Меню Дюнер', 3],
    // A two-letter filler inside a name ("de" of Romanian names).
    ['un milkshake de vanilie', 'ro', 'Милкшейк ванилия', 1],
  ])('"%s" (%s) is %s', (text, locale, product, qty) => {
    const { lines } = read(text, locale);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ product, qty });
  });

  it('"kebab" at the grill is still its кебапче', () => {
    const grill = readerOn(demoMenu({ sandbox: createGrillMenu() }));
    expect(
      grill('2 kebabs', 'en').lines[0]?.product ?? grill('2 kebabs', 'en').lines[0]?.candidates[0],
    ).toMatch(/Кебапче/);
  });
});
