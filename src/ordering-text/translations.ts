import type { ExtraNames } from './lexicon.ts';

/**
 * The hook for translated menus: a MENU_TRANSLATIONS file (`<dir>/<lang>.json`,
 * docs/menu-translations.md: `{ products: {id: {name, description}}, ingredients: {id: name},
 * addons: {code: name}, … }`, every key optional) as extra names the typed-order grammar
 * matches besides the menu's own. Several files (languages) merge: each name is one more way
 * to say the same item. Anything not of that shape is ignored, never thrown on.
 */
export interface MenuTranslation {
  products?: Record<string, { name?: unknown } | undefined>;
  ingredients?: Record<string, unknown>;
  addons?: Record<string, unknown>;
}

function push<K>(map: Map<K, string[]>, key: K, name: unknown): void {
  if (typeof name !== 'string' || name.trim() === '') return;
  map.set(key, [...(map.get(key) ?? []), name]);
}

/** Extra names from one or more translation files. */
export function extraNamesFrom(translations: readonly MenuTranslation[]): ExtraNames {
  const products = new Map<number, string[]>();
  const ingredients = new Map<number, string[]>();
  const addons = new Map<string, string[]>();
  for (const file of translations) {
    for (const [id, entry] of Object.entries(file.products ?? {})) {
      if (/^\d+$/.test(id)) push(products, Number(id), entry?.name);
    }
    for (const [id, name] of Object.entries(file.ingredients ?? {})) {
      if (/^\d+$/.test(id)) push(ingredients, Number(id), name);
    }
    for (const [code, name] of Object.entries(file.addons ?? {})) push(addons, code, name);
  }
  return { products, ingredients, addons };
}
