import { beforeAll, describe, expect, it } from 'vitest';
import type { Menu } from '../../src/catalogue/menu.ts';
import { createMenuSearch, type MenuSearch, type SearchHit } from '../../src/catalogue/search.ts';
import { normalizeTerm, transliterateToLatin } from '../../src/catalogue/transliterate.ts';
import { createDemoMenu, type SandboxMenu } from '../../src/sandbox/menu/index.ts';
import type { WireProduct } from '../../src/sandbox/wire.ts';
import { demoMenu } from '../support/demo-menu.ts';

/** Adds a listed dish to a sandbox menu, copied from an existing one with a new id and texts. */
function addDish(sandbox: SandboxMenu, fromId: number, id: number, name: string, description = '') {
  const source = sandbox.products.find((p) => p.id === fromId) as WireProduct;
  const copy: WireProduct = structuredClone(source);
  Object.assign(copy, { id, name, description, choices: [], listed: true });
  sandbox.products.push(copy);
  return copy;
}

function productIds(hits: readonly SearchHit[]): number[] {
  return hits.flatMap((hit) => (hit.kind === 'product' ? [hit.productId] : []));
}

function nameOf(menu: Menu, hit: SearchHit | undefined): string | undefined {
  if (hit?.kind === 'product') return menu.product(hit.productId)?.name;
  return hit ? menu.combo(hit.comboCode)?.name : undefined;
}

describe('normalizeTerm', () => {
  it('folds Cyrillic by the Bulgarian streamlined system and Latin spellings to one term', () => {
    expect(transliterateToLatin('Щастие Жълт Цвят Чушка Шунка Юфка Ябълка Йогурт Хляб')).toBe(
      'shtastie zhalt tsvyat chushka shunka yufka yabalka yogurt hlyab',
    );
    expect(normalizeTerm('Маргарита')).toBe(normalizeTerm('MARGARITA'));
    expect(normalizeTerm('Pepperoni')).toBe(normalizeTerm('пеперони'));
    expect(normalizeTerm('Pizza')).toBe(normalizeTerm('пица'));
    expect(normalizeTerm('Mozzarella')).toBe(normalizeTerm('моцарела'));
    expect(normalizeTerm('crème')).toBe(normalizeTerm('CREME'));
    expect(normalizeTerm('crème')).toBe(normalizeTerm('креме'));
    expect(normalizeTerm('Müsli')).toBe('musli');
    // A decomposed й is still й, not и with an accent stripped off.
    expect(normalizeTerm('Йогурт'.normalize('NFD'))).toBe('yogurt');
    expect(normalizeTerm('с')).toBeNull();
    expect(normalizeTerm('—')).toBeNull();
  });

  it('reads the Russian-only letters the way a Bulgarian menu spells them', () => {
    expect(normalizeTerm('лазанья')).toBe(normalizeTerm('Лазаня'));
    expect(normalizeTerm('эспрессо')).toBe(normalizeTerm('Еспресо'));
    expect(normalizeTerm('шофёрска')).toBe(normalizeTerm('Шофьорска'));
    expect(normalizeTerm('сыр')).toBe('sir');
  });
});

describe('createMenuSearch over the demo pizzeria', () => {
  let menu: Menu;
  let search: MenuSearch;
  const first = (query: string) => nameOf(menu, search.search(query)[0]);

  beforeAll(() => {
    const sandbox = createDemoMenu();
    addDish(sandbox, 908, 950, 'Pepperoni Sticks', 'Хрупкави солети с пеперони.');
    addDish(sandbox, 908, 951, 'Crème brûlée', 'Ванилов крем с карамелена коричка.');
    addDish(sandbox, 908, 952, 'Еспресо');
    menu = demoMenu({ sandbox });
    search = createMenuSearch(menu);
  });

  it('finds a Cyrillic dish from Latin letters and a Latin dish from Cyrillic letters', () => {
    expect(first('margarita')).toBe('Пица Маргарита');
    expect(productIds(search.search('pepperoni'))).toContain(103);
    expect(productIds(search.search('пеперони стикс'))[0]).toBe(950);
    expect(first('крем брюле')).toBe('Crème brûlée');
    expect(first('espresso')).toBe('Еспресо');
  });

  it('forgives typos, Italian spellings, case and accents', () => {
    expect(first('margherita')).toBe('Пица Маргарита');
    expect(first('margaritta')).toBe('Пица Маргарита');
    expect(first('márgaríta')).toBe('Пица Маргарита');
    expect(first('капричоза')).toBe('Пица Капричоза');
    expect(first('КАПРИЧОЗА')).toBe('Пица Капричоза');
    expect(first('kaprichosa')).toBe('Пица Капричоза');
    expect(first('capricciosa')).toBe('Пица Капричоза');
    expect(first('капричоаз')).toBe('Пица Капричоза');
    expect(first('lasagna')).toBe('Лазаня');
    expect(first('эспрессо')).toBe('Еспресо');
  });

  it('completes the last, unfinished word', () => {
    expect(first('тирам')).toBe('Тирамису');
    expect(first('shopska sal')).toBe('Шопска салата');
  });

  it('ranks a name match above a description match', () => {
    const ids = productIds(search.search('пеперони'));
    // 103 is named Пеперони; 110 (Дяволска) only mentions it in its description.
    expect(ids.indexOf(103)).toBeLessThan(ids.indexOf(110));
    expect(ids).toContain(110);
  });

  it('prefers dishes with every word, and falls back to any word', () => {
    expect(first('морска салата')).toBe('Морска салата');
    expect(first('pizza margarita with basil')).toBe('Пица Маргарита');
  });

  it('returns nothing for an empty, blank or punctuation-only query', () => {
    expect(search.search('')).toEqual([]);
    expect(search.search('   \n\t')).toEqual([]);
    expect(search.search('?! —')).toEqual([]);
    expect(search.search('zzqxw')).toEqual([]);
  });

  it('never shows an unlisted option child as its own hit', () => {
    const ids = productIds(search.search('лимонада маракуя', { limit: 50 }));
    expect(ids).not.toContain(903);
    expect(ids).toContain(901);
  });

  it('finds combos by name as their own kind of hit', () => {
    expect(search.search('обедно меню')[0]).toMatchObject({ kind: 'combo', comboCode: 'LUNCH' });
    const combos = search.search('menu', { limit: 20 }).filter((hit) => hit.kind === 'combo');
    expect(combos.map((hit) => (hit.kind === 'combo' ? hit.comboCode : '')).sort()).toEqual([
      'BURGER',
      'FAMILY',
      'LUNCH',
      'NIGHT',
    ]);
  });

  it('honours the limit and scores best first', () => {
    const hits = search.search('пица', { limit: 3 });
    expect(hits).toHaveLength(3);
    const scores = search.search('пица', { limit: 50 }).map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});

describe('ranking of whole-name matches', () => {
  it('puts the dish whose whole name is the query above a longer name that matches more', () => {
    const sandbox = createDemoMenu();
    // 953 repeats the word in its description, so on words alone it would score higher.
    addDish(sandbox, 101, 953, 'Пица Маргарита Делукс', 'Пица маргарита с двойна маргарита.');
    const menu = demoMenu({ sandbox });
    const search = createMenuSearch(menu);
    expect(productIds(search.search('пица маргарита')).slice(0, 2)).toEqual([101, 953]);
    expect(productIds(search.search('Pizza Margarita Deluks'))[0]).toBe(953);
  });
});

describe('the allergen filter', () => {
  let menu: Menu;
  let search: MenuSearch;

  beforeAll(() => {
    const sandbox = createDemoMenu();
    // Only the family Маргарита lists nuts (8), so the selected size decides.
    const margarita = sandbox.products.find((p) => p.id === 101) as WireProduct;
    const family = margarita.variants.find((v) => v.key === 'family');
    if (family) family.allergens = [1, 7, 8];
    menu = demoMenu({ sandbox });
    search = createMenuSearch(menu);
  });

  it('hides dishes whose variant lists an excluded allergen', () => {
    const ids = productIds(search.search('салата', { limit: 50, excludeAllergens: [7] }));
    expect(ids).not.toContain(301); // Шопска салата: milk
    expect(ids).toContain(307); // Зелена салата: none
    expect(ids).toContain(310); // Морска салата: crustaceans and molluscs only
  });

  it('keeps them flagged in mark mode, with the matching codes', () => {
    const hits = search.search('салата', { limit: 50, excludeAllergens: [7, 14], mode: 'mark' });
    const shopska = hits.find((hit) => hit.kind === 'product' && hit.productId === 301);
    const green = hits.find((hit) => hit.kind === 'product' && hit.productId === 307);
    const seafood = hits.find((hit) => hit.kind === 'product' && hit.productId === 310);
    expect(shopska).toMatchObject({ allergenWarning: true, matchedAllergens: [7] });
    expect(green).toMatchObject({ allergenWarning: false, matchedAllergens: [] });
    expect(seafood).toMatchObject({ allergenWarning: true, matchedAllergens: [14] });
  });

  it('judges the selected size, else the displayed one', () => {
    expect(productIds(search.search('маргарита', { excludeAllergens: [8] }))).toContain(101);
    const family = search.search('маргарита', { excludeAllergens: [8], size: 'family' });
    expect(productIds(family)).not.toContain(101);
  });

  it('only marks a combo, from the allergens of its default selection', () => {
    const [hit] = search.search('семейно меню', { excludeAllergens: [7] });
    expect(hit).toMatchObject({ kind: 'combo', comboCode: 'FAMILY', allergenWarning: true });
    expect(hit?.matchedAllergens).toEqual([7]);
  });
});

describe('a 10 000-product menu', () => {
  it('finds the original dish before its numbered copies', () => {
    const menu = demoMenu({ products: 10_000 });
    const search = createMenuSearch(menu);
    const hits = search.search('margarita', { limit: 5 });
    expect(hits).toHaveLength(5);
    expect(productIds(hits)[0]).toBe(101);
    expect(productIds(search.search('Пица Маргарита №37'))[0]).toBe(360_101);
  });
});
