import { describe, expect, it } from 'vitest';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import { pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import { createFrenchMenu } from '../../src/sandbox/menu/french-menu.ts';
import { FRENCH_ROWS } from '../../src/sandbox/menu/french-rows.ts';
import { expectRemovalRefused, itIsTheSandboxMenu } from '../support/sandbox-menu-cases.ts';
import { ingredientId, useSyncedMenu } from '../support/synced-menu.ts';

/**
 * The French bistro sandbox menu (a held-out menu of issue 35: a French bistro and crêperie in
 * Sofia) as the bot receives it: served by the sandbox over HTTPS, read by the real client and the
 * real catalogue sync into a real sqlite store, and priced by /quote with its extras and removals.
 */

const { synced: syncedFrench, productNamed } = useSyncedMenu(createFrenchMenu, 'french');

describe('the French bistro sandbox menu', () => {
  itIsTheSandboxMenu(
    'french',
    FRENCH_ROWS.map(([, row]) => row[0]),
    'bistro',
  );

  it('loads through the real catalogue sync with its categories, the steak by doneness, snails and mussels by size, boards, wine and extras', async () => {
    const { menu } = await syncedFrench();
    expect(menu.listedProducts()).toHaveLength(FRENCH_ROWS.length);
    expect(FRENCH_ROWS.length).toBe(62);
    expect(menu.categories().map((c) => c.name)).toEqual([
      'Предястия и супи',
      'Салати',
      'Основни ястия',
      'Гарнитури',
      'Галети (солени палачинки)',
      'Крепи (сладки палачинки)',
      'Десерти',
      'Топли напитки',
      'Вино и аперитиви',
      'Безалкохолни напитки',
    ]);
    for (const category of menu.categories())
      expect(menu.productsIn(category.id).length).toBeGreaterThanOrEqual(3);
    const steak = productNamed(menu, 'Стек фрит');
    expect(steak.variants.map((v) => v.label)).toEqual(['Алангле', 'Медиум', 'Уел дън']);
    expect(menu.variant(steak.id, 'family')?.addons.map((a) => [a.name, a.minor])).toEqual([
      ['Сос беарнез', 200],
      ['Зелена салата', 300],
      ['Багета', 150],
    ]);
    const snails = productNamed(menu, 'Охлюви по бургундски');
    expect(snails.variants.map((v) => v.label)).toEqual(['6 бр.', '12 бр.']);
    expect(menu.variant(snails.id, 'medium')?.weight_g).toBe(300);
    expect(productNamed(menu, 'Мули мариниер').variants.map((v) => v.label)).toEqual([
      '1/2 кг',
      '1 кг',
    ]);
    expect(productNamed(menu, 'Плато френски сирена').variants.map((v) => v.label)).toEqual([
      'За един',
      'За двама',
    ]);
    expect(productNamed(menu, 'Червено вино Бордо').variants.map((v) => v.label)).toEqual([
      'Чаша 150 мл',
      'Бутилка 750 мл',
    ]);
    expect(productNamed(menu, 'Сидър').variants.map((v) => v.label)).toEqual([
      'Чаша 330 мл',
      'Бутилка 750 мл',
    ]);
    // The egg and the ham of a galette complète can be left out; the cheese cannot.
    const complete = productNamed(menu, 'Галета Комплет');
    expect(
      menu
        .variant(complete.id, 'standard')
        ?.ingredients.filter((i) => i.removable)
        .map((i) => i.name),
    ).toEqual(['Шунка', 'Яйце']);
    // Every allergen of an ingredient is on the variant (spec "Allergen codes": 1 gluten,
    // 3 eggs, 4 fish, 7 milk, 8 nuts, 14 molluscs).
    expect(menu.variant(productNamed(menu, 'Крепа с Нутела').id, 'standard')?.allergens).toEqual([
      1, 3, 7, 8,
    ]);
    expect(menu.variant(snails.id, 'standard')?.allergens).toEqual([7, 14]);
    expect(menu.variant(productNamed(menu, 'Салата Нисоаз').id, 'standard')?.allergens).toEqual([
      3, 4,
    ]);
  });

  it('prices a well-done steak frites with béarnaise, a kilo of mussels without cream with fries, two galettes complètes without egg with extra cheese and a bottle of cider at /quote', async () => {
    const { menu, client } = await syncedFrench();
    const steak = productNamed(menu, 'Стек фрит');
    const mussels = productNamed(menu, 'Мули мариниер');
    const galette = productNamed(menu, 'Галета Комплет');
    const cider = productNamed(menu, 'Сидър');
    const quoted = await client.quote(
      quoteRequest(
        [
          orderLine(
            productSelection({ productId: steak.id, size: 'family', addons: ['bearnaise'] }),
            1,
          ),
          orderLine(
            productSelection({
              productId: mussels.id,
              size: 'medium',
              removed: [ingredientId(menu, mussels.id, 'Сметана')],
              addons: ['fries'],
            }),
            1,
          ),
          orderLine(
            productSelection({
              productId: galette.id,
              size: 'standard',
              removed: [ingredientId(menu, galette.id, 'Яйце')],
              addons: ['extra_cheese'],
            }),
            2,
          ),
          orderLine(productSelection({ productId: cider.id, size: 'medium' }), 1),
        ],
        pickupChoice(),
      ),
    );
    const [steakLine, musselsLine, galetteLine, ciderLine] = quoted.quote.items;
    expect(steakLine?.unit_minor).toBe(2390 + 200);
    expect(musselsLine?.unit_minor).toBe(2390 + 350);
    expect(musselsLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Сметана']);
    expect(galetteLine?.unit_minor).toBe(990 + 250);
    expect(galetteLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Яйце']);
    expect(ciderLine?.unit_minor).toBe(1490);
    expect(quoted.quote.subtotal_minor).toBe(2590 + 2740 + 2 * 1240 + 1490);
  });

  it('refuses to take the snails out of the snails (removable 0)', async () => {
    const { menu, client } = await syncedFrench();
    const snails = productNamed(menu, 'Охлюви по бургундски');
    await expectRemovalRefused(menu, client, snails.id, 'Охлюви');
  });
});
