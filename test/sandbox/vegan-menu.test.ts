import { describe, expect, it } from 'vitest';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import { pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import { createVeganMenu } from '../../src/sandbox/menu/vegan-menu.ts';
import { VEGAN_ROWS } from '../../src/sandbox/menu/vegan-rows.ts';
import { expectRemovalRefused, itIsTheSandboxMenu } from '../support/sandbox-menu-cases.ts';
import { ingredientId, useSyncedMenu } from '../support/synced-menu.ts';

/**
 * The vegan sandbox menu (issue 35, a held-out menu: a vegan bistro and juice bar in Sofia) as the
 * bot receives it: served by the sandbox over HTTPS, read by the real client and the real
 * catalogue sync into a real sqlite store, and priced by /quote with its extras and removals.
 */

const { synced: syncedVegan, productNamed } = useSyncedMenu(createVeganMenu, 'vegan');

describe('the vegan sandbox menu', () => {
  itIsTheSandboxMenu(
    'vegan',
    VEGAN_ROWS.map(([, row]) => row[0]),
    'plantbased',
  );

  it('loads through the real catalogue sync with its categories, bowls, pizza by cm, smoothies by ml, lattes by milk and extras', async () => {
    const { menu } = await syncedVegan();
    expect(menu.listedProducts()).toHaveLength(VEGAN_ROWS.length);
    expect(VEGAN_ROWS.length).toBe(60);
    expect(menu.categories().map((c) => c.name)).toEqual([
      'Боули',
      'Бургери, врапове и тако',
      'Пица и паста',
      'Супи и основни',
      'Салати',
      'Закуски',
      'Десерти',
      'Смутита, фрешове и шотове',
      'Кафе, лате и напитки',
    ]);
    for (const category of menu.categories())
      expect(menu.productsIn(category.id).length).toBeGreaterThanOrEqual(5);
    const buddha = productNamed(menu, 'Буда боул');
    expect(buddha.variants.map((v) => v.label)).toEqual(['Малък', 'Голям']);
    expect(menu.variant(buddha.id, 'medium')?.weight_g).toBe(500);
    expect(
      menu
        .variant(buddha.id, 'standard')
        ?.ingredients.filter((i) => i.removable)
        .map((i) => i.name),
    ).toEqual(['Авокадо', 'Сусам']);
    expect(menu.variant(buddha.id, 'medium')?.addons.map((a) => [a.name, a.minor])).toEqual([
      ['Допълнително авокадо', 250],
      ['Допълнително тофу', 200],
      ['Темпе', 250],
      ['Хумус', 180],
      ['Киноа', 180],
      ['Семена', 100],
    ]);
    expect(productNamed(menu, 'Веган пица Маргарита').variants.map((v) => v.label)).toEqual([
      '25 см',
      '32 см',
    ]);
    expect(productNamed(menu, 'Крем супа от тиква').variants.map((v) => v.label)).toEqual([
      'Малка купа',
      'Голяма купа',
    ]);
    expect(productNamed(menu, 'Смути Манго').variants.map((v) => v.label)).toEqual([
      '300 мл',
      '500 мл',
    ]);
    expect(productNamed(menu, 'Матча лате').variants.map((v) => v.label)).toEqual([
      'С овесено мляко',
      'С бадемово мляко',
    ]);
    expect(productNamed(menu, 'Сурова торта').variants.map((v) => v.label)).toEqual([
      'Парче',
      'Цяла торта',
    ]);
    expect(productNamed(menu, 'Енергийни топчета').variants.map((v) => v.label)).toEqual([
      '3 бр.',
      '6 бр.',
    ]);
    // Plant-based only: no allergen 3 (eggs) or 7 (milk) on any variant; soy, nuts, gluten are.
    for (const product of menu.listedProducts())
      for (const variant of product.variants) {
        expect(variant.allergens).not.toContain(3);
        expect(variant.allergens).not.toContain(7);
      }
    expect(menu.variant(productNamed(menu, 'Поке боул с тофу').id, 'standard')?.allergens).toEqual([
      1, 6, 11,
    ]);
    expect(
      menu.variant(productNamed(menu, 'Веган пица Маргарита').id, 'medium')?.allergens,
    ).toEqual([1, 8]);
  });

  it('prices a large Buddha bowl without sesame with extra avocado, two 32 cm Margheritas with cashew cheese, a 500 ml mango smoothie with protein and a jug of lemonade at /quote', async () => {
    const { menu, client } = await syncedVegan();
    const buddha = productNamed(menu, 'Буда боул');
    const pizza = productNamed(menu, 'Веган пица Маргарита');
    const smoothie = productNamed(menu, 'Смути Манго');
    const lemonade = productNamed(menu, 'Домашна лимонада');
    const quoted = await client.quote(
      quoteRequest(
        [
          orderLine(
            productSelection({
              productId: buddha.id,
              size: 'medium',
              removed: [ingredientId(menu, buddha.id, 'Сусам')],
              addons: ['extra_avocado'],
            }),
            1,
          ),
          orderLine(
            productSelection({ productId: pizza.id, size: 'medium', addons: ['cashew_cheese'] }),
            2,
          ),
          orderLine(
            productSelection({ productId: smoothie.id, size: 'medium', addons: ['protein'] }),
            1,
          ),
          orderLine(productSelection({ productId: lemonade.id, size: 'medium' }), 1),
        ],
        pickupChoice(),
      ),
    );
    const [buddhaLine, pizzaLine, smoothieLine, lemonadeLine] = quoted.quote.items;
    expect(buddhaLine?.unit_minor).toBe(1390 + 250);
    expect(buddhaLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Сусам']);
    expect(pizzaLine?.unit_minor).toBe(1490 + 220);
    expect(smoothieLine?.unit_minor).toBe(850 + 200);
    expect(lemonadeLine?.unit_minor).toBe(990);
    expect(quoted.quote.subtotal_minor).toBe(1640 + 2 * 1710 + 1050 + 990);
  });

  it('refuses to take the cashew mozzarella off the Margherita (removable 0)', async () => {
    const { menu, client } = await syncedVegan();
    const pizza = productNamed(menu, 'Веган пица Маргарита');
    await expectRemovalRefused(menu, client, pizza.id, 'Кашу моцарела');
  });
});
