import { describe, expect, it } from 'vitest';
import { MenuTranslations } from '../../src/menu-i18n/index.ts';
import { createStreetMenu } from '../../src/sandbox/menu/street-menu.ts';
import { TypedOrderNames } from '../../src/telegram/menu-names.ts';
import { demoMenu } from '../support/demo-menu.ts';

/**
 * Issue 35: the names a typed order is read against, per chat language (src/telegram/
 * menu-names.ts). A small menu is worded at once; a large one in steps off the request path, the
 * files' names read until it is done.
 */
const named = (names: ReturnType<TypedOrderNames['names']>, id: number) =>
  names.products?.get(id) ?? [];

describe('the names a chat is shown, for typed orders', () => {
  it('a small menu: the glossary’s wording at once, a kept word read as its transliteration', () => {
    const menu = demoMenu({ sandbox: createStreetMenu() });
    const names = new TypedOrderNames(new MenuTranslations());
    expect(named(names.names(menu, 'en'), 6105)).toEqual(['Spicy burger']);
    // "Кифла (Kifla) with chocolate" is read as the customer on a Latin keyboard types it.
    expect(named(names.names(menu, 'en'), 7002)).toEqual(['Kifla with chocolate']);
    // Ukrainian keeps its Cyrillic words and drops the transliteration.
    expect(named(names.names(menu, 'uk'), 7002).join()).not.toMatch(/[()]/);
    // The restaurant's own language reads the menu as written: no second name.
    expect(named(names.names(menu, 'bg'), 6105)).toEqual([]);
    // The same object for the same menu and language (the lexicon is keyed by it).
    expect(names.names(menu, 'en')).toBe(names.names(menu, 'en'));
  });

  it('a large menu: the files’ names until the wording, in steps, is done', async () => {
    const menu = demoMenu({ products: 1_200 });
    const names = new TypedOrderNames(new MenuTranslations());
    const before = names.names(menu, 'de');
    expect(before.products?.size ?? 0).toBe(0);
    const ready = await names.ready(menu, 'de');
    expect(ready.products?.size ?? 0).toBeGreaterThan(0);
    expect(names.names(menu, 'de')).toBe(ready);
  });
});
