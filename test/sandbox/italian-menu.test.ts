import { describe, expect, it } from 'vitest';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import { pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import { createItalianMenu } from '../../src/sandbox/menu/italian-menu.ts';
import { ITALIAN_ROWS } from '../../src/sandbox/menu/italian-rows.ts';
import { expectRemovalRefused, itIsTheSandboxMenu } from '../support/sandbox-menu-cases.ts';
import { ingredientId, useSyncedMenu } from '../support/synced-menu.ts';

/**
 * The Italian trattoria sandbox menu (a held-out menu of issue 35) as the bot receives it:
 * served by the sandbox over HTTPS, read by the real client and the real catalogue sync into a
 * real sqlite store, and priced by /quote with its extras and removals.
 */

const { synced: syncedItalian, productNamed } = useSyncedMenu(createItalianMenu, 'italian');

describe('the Italian sandbox menu', () => {
  itIsTheSandboxMenu(
    'italian',
    ITALIAN_ROWS.map(([, row]) => row[0]),
    'trattoria',
  );

  it('loads through the real catalogue sync with its categories, pasta portions, three pizzas, gelato scoops, wine and extras', async () => {
    const { menu } = await syncedItalian();
    expect(menu.listedProducts()).toHaveLength(ITALIAN_ROWS.length);
    expect(ITALIAN_ROWS.length).toBe(60);
    expect(menu.categories().map((c) => c.name)).toEqual([
      'Антипасти',
      'Супи и салати',
      'Паста',
      'Ризото',
      'Основни ястия',
      'Пица',
      'Десерти',
      'Кафе',
      'Вино и аперитиви',
      'Безалкохолни напитки',
    ]);
    for (const category of menu.categories())
      expect(menu.productsIn(category.id).length).toBeGreaterThanOrEqual(3);
    // A trattoria, not a pizzeria: three pizzas at most.
    const pizzaCategory = menu.categories().find((c) => c.name === 'Пица');
    expect(pizzaCategory && menu.productsIn(pizzaCategory.id)).toHaveLength(3);
    const carbonara = productNamed(menu, 'Спагети Карбонара');
    expect(carbonara.variants.map((v) => v.label)).toEqual(['Обикновена порция', 'Голяма порция']);
    expect(menu.variant(carbonara.id, 'medium')?.weight_g).toBe(500);
    // The pancetta and the parmesan can be left out; the pasta, the egg and the pecorino cannot.
    expect(
      menu
        .variant(carbonara.id, 'standard')
        ?.ingredients.filter((i) => i.removable)
        .map((i) => i.name),
    ).toEqual(['Панчета', 'Пармезан']);
    expect(menu.variant(carbonara.id, 'medium')?.addons.map((a) => [a.name, a.minor])).toEqual([
      ['Допълнително пармезан', 150],
      ['Трюфел', 450],
      ['Пилешко филе', 300],
      ['Скариди', 450],
      ['Паста без глутен', 200],
    ]);
    expect(productNamed(menu, 'Джелато').variants.map((v) => v.label)).toEqual([
      '1 топка',
      '2 топки',
      '3 топки',
    ]);
    expect(productNamed(menu, 'Червено вино Кианти').variants.map((v) => v.label)).toEqual([
      'Чаша 150 мл',
      'Бутилка 750 мл',
    ]);
    expect(productNamed(menu, 'Сан Пелегрино').variants.map((v) => v.label)).toEqual([
      '0.5 л',
      '0.75 л',
    ]);
    expect(productNamed(menu, 'Антипасти микс').variants.map((v) => v.label)).toEqual([
      'За един',
      'За двама',
    ]);
    expect(
      menu.variant(productNamed(menu, 'Пана кота').id, 'standard')?.addons.map((a) => a.name),
    ).toEqual(['Сос от горски плодове', 'Карамелен сос', 'Шоколадов сос']);
    // Every allergen of an ingredient is on the variant (spec "Allergen codes": 1 gluten,
    // 2 crustaceans, 3 eggs, 7 milk, 8 nuts, 12 sulphites, 14 molluscs).
    expect(menu.variant(carbonara.id, 'standard')?.allergens).toEqual([1, 3, 7]);
    expect(
      menu.variant(productNamed(menu, 'Ризото с морски дарове').id, 'standard')?.allergens,
    ).toEqual([2, 12, 14]);
    expect(menu.variant(productNamed(menu, 'Каноли').id, 'standard')?.allergens).toEqual([1, 7, 8]);
  });

  it('prices a large carbonara without pancetta with truffle, two arrabbiata with gluten-free pasta without chilli, three scoops of gelato and a bottle of chianti at /quote', async () => {
    const { menu, client } = await syncedItalian();
    const carbonara = productNamed(menu, 'Спагети Карбонара');
    const penne = productNamed(menu, 'Пене Арабиата');
    const gelato = productNamed(menu, 'Джелато');
    const chianti = productNamed(menu, 'Червено вино Кианти');
    const quoted = await client.quote(
      quoteRequest(
        [
          orderLine(
            productSelection({
              productId: carbonara.id,
              size: 'medium',
              removed: [ingredientId(menu, carbonara.id, 'Панчета')],
              addons: ['truffle'],
            }),
            1,
          ),
          orderLine(
            productSelection({
              productId: penne.id,
              size: 'standard',
              removed: [ingredientId(menu, penne.id, 'Люта чушка')],
              addons: ['gluten_free'],
            }),
            2,
          ),
          orderLine(productSelection({ productId: gelato.id, size: 'family' }), 1),
          orderLine(productSelection({ productId: chianti.id, size: 'medium' }), 1),
        ],
        pickupChoice(),
      ),
    );
    const [carbonaraLine, penneLine, gelatoLine, wineLine] = quoted.quote.items;
    expect(carbonaraLine?.unit_minor).toBe(1390 + 450);
    expect(carbonaraLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Панчета']);
    expect(penneLine?.unit_minor).toBe(850 + 200);
    expect(penneLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Люта чушка']);
    expect(gelatoLine?.unit_minor).toBe(620);
    expect(wineLine?.unit_minor).toBe(3290);
    expect(quoted.quote.subtotal_minor).toBe(1840 + 2 * 1050 + 620 + 3290);
  });

  it('refuses to take the béchamel out of the lasagna (removable 0)', async () => {
    const { menu, client } = await syncedItalian();
    const lasagna = productNamed(menu, 'Лазаня Болонезе');
    await expectRemovalRefused(menu, client, lasagna.id, 'Бешамел');
  });
});
