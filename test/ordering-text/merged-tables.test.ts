import { expect, it } from 'vitest';
import type { Menu } from '../../src/catalogue/menu.ts';
import { parseOrder } from '../../src/ordering-text/index.ts';
import { createCafeMenu } from '../../src/sandbox/menu/cafe-menu.ts';
import { createSushiMenu } from '../../src/sandbox/menu/sushi-menu.ts';
import { demoMenu } from '../support/demo-menu.ts';

/**
 * Where the sushi and the café tunings meet (issue 35): a word both word tables know keeps both
 * meanings, and a noun's derived word is an adjective's suffix only. Phrases written for this
 * file, none from the held-out files.
 */
const cafe = demoMenu({ sandbox: createCafeMenu() });
const sushi = demoMenu({ sandbox: createSushiMenu() });

const dishes = (menu: Menu, text: string, locale = 'en') =>
  parseOrder(text, menu, { locale }).lines.map((line) =>
    line.draft?.kind === 'product'
      ? menu.product(line.draft.productId)?.name
      : line.candidates.map((id) => menu.product(id)?.name),
  );

it('reads "iced" as студен in an iced tea and as айс in an iced latte', () => {
  expect(dishes(cafe, '2 iced lattes please')).toEqual(['Айс лате']);
  expect(dishes(cafe, 'one iced peach tea')).toEqual(['Студен чай праскова']);
});

it('never takes a lemonade for a lemon tea: -ада is no adjective of лимон', () => {
  expect(dishes(sushi, 'една лимонада с джинджифил', 'bg')).toEqual(['Лимонада с джинджифил']);
  expect(dishes(sushi, '2 лимонади', 'bg')).toEqual(['Лимонада с джинджифил']);
});
