import { describe, expect, it } from 'vitest';
import { categoryNav, openedDraft, openedNav } from '../../src/conversation/kept-quantity.ts';
import type { Navigation } from '../../src/conversation/types.ts';
import { demoMenu } from '../support/demo-menu.ts';

/** Issue 35: a quantity typed with a category word ("2 pizzas") goes to the dish then opened. */
const menu = demoMenu();
const home: Navigation = {
  categoryId: null,
  query: '',
  page: 3,
  productId: null,
  slot: null,
  from: 'home',
};

describe('a quantity kept for a category', () => {
  it('is kept when typed, and none is kept when none was typed', () => {
    expect(categoryNav(home, { categoryId: 1, quantity: 2 })).toEqual({
      ...home,
      categoryId: 1,
      page: 0,
      typedQuantity: { categoryId: 1, quantity: 2 },
    });
    const kept = categoryNav(home, { categoryId: 1, quantity: 2 });
    expect(categoryNav(kept, { categoryId: 3, quantity: null })).toEqual({
      ...home,
      categoryId: 3,
      page: 0,
    });
  });

  it('starts a dish of that category with it, a dish of another category at one', () => {
    const nav = categoryNav(home, { categoryId: 1, quantity: 2 });
    expect(openedDraft(menu, nav, 102)).toMatchObject({ ok: true, draft: { quantity: 2 } });
    expect(openedDraft(menu, nav, 301)).toMatchObject({ ok: true, draft: { quantity: 1 } });
    expect(openedDraft(null, nav, 102)).toBeNull();
  });

  it('is spent when a dish is opened', () => {
    const nav = categoryNav(home, { categoryId: 1, quantity: 2 });
    expect(openedNav(nav, 102, 'category')).toEqual({
      ...home,
      categoryId: 1,
      page: 0,
      productId: 102,
      from: 'category',
    });
  });
});
