import { describe, expect, it } from 'vitest';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import { pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import { createRamenMenu } from '../../src/sandbox/menu/ramen-menu.ts';
import { RAMEN_ROWS } from '../../src/sandbox/menu/ramen-rows.ts';
import { expectRemovalRefused, itIsTheSandboxMenu } from '../support/sandbox-menu-cases.ts';
import { ingredientId, useSyncedMenu } from '../support/synced-menu.ts';

/**
 * The ramen bar's sandbox menu (a held-out menu of issue 35: a Japanese ramen bar and izakaya in
 * Sofia) as the bot receives it: served by the sandbox over HTTPS, read by the real client and
 * the real catalogue sync into a real sqlite store, and priced by /quote with its extras and
 * removals.
 */

const { synced: syncedRamen, productNamed } = useSyncedMenu(createRamenMenu, 'ramen');

describe('the ramen bar sandbox menu', () => {
  itIsTheSandboxMenu(
    'ramen',
    RAMEN_ROWS.map(([, row]) => row[0]),
    'izakaya',
  );

  it('loads through the real catalogue sync with its categories, bowls, gyoza by pieces, skewers, sake, tea and extras', async () => {
    const { menu } = await syncedRamen();
    expect(menu.listedProducts()).toHaveLength(RAMEN_ROWS.length);
    expect(RAMEN_ROWS.length).toBe(60);
    expect(menu.categories().map((c) => c.name)).toEqual([
      'Рамен',
      'Удон и соба',
      'Гьоза и закуски',
      'Якитори',
      'Онигири',
      'Основни ястия и донбури',
      'Супи и салати',
      'Десерти',
      'Напитки',
    ]);
    for (const category of menu.categories())
      expect(menu.productsIn(category.id).length).toBeGreaterThanOrEqual(3);
    const tonkotsu = productNamed(menu, 'Тонкоцу рамен');
    expect(tonkotsu.variants.map((v) => v.label)).toEqual(['Малка купа', 'Голяма купа']);
    expect(menu.variant(tonkotsu.id, 'medium')?.weight_g).toBe(650);
    // The toppings of a bowl can be left out; the broth and the noodles cannot.
    expect(
      menu
        .variant(tonkotsu.id, 'standard')
        ?.ingredients.filter((i) => i.removable)
        .map((i) => i.name),
    ).toEqual(['Свинско чашу', 'Яйце', 'Нори', 'Бамбук', 'Зелен лук', 'Сусам', 'Чесън']);
    expect(menu.variant(tonkotsu.id, 'medium')?.addons.map((a) => [a.name, a.minor])).toEqual([
      ['Допълнително яйце (аджитама)', 150],
      ['Допълнително чашу', 350],
      ['Нори', 80],
      ['Юфка (каедама)', 250],
      ['Царевица', 100],
      ['Масло', 100],
      ['Чили масло', 100],
      ['Кимчи', 200],
    ]);
    expect(productNamed(menu, 'Гьоза свински').variants.map((v) => v.label)).toEqual([
      '5 бр.',
      '10 бр.',
    ]);
    expect(productNamed(menu, 'Якитори с праз').variants.map((v) => v.label)).toEqual([
      '2 шиша',
      '4 шиша',
    ]);
    expect(productNamed(menu, 'Соба').variants.map((v) => v.label)).toEqual(['Студена', 'Топла']);
    expect(productNamed(menu, 'Саке топло').variants.map((v) => v.label)).toEqual([
      '90 мл',
      '180 мл',
    ]);
    expect(productNamed(menu, 'Генмайча').variants.map((v) => v.label)).toEqual(['Чаша', 'Кана']);
    expect(productNamed(menu, 'Мочи').variants.map((v) => v.label)).toEqual(['2 бр.', '4 бр.']);
    // Every allergen of an ingredient is on the variant (spec "Allergen codes": 1 gluten,
    // 2 crustaceans, 3 eggs, 4 fish, 6 soy, 7 milk, 11 sesame, 14 molluscs).
    expect(menu.variant(tonkotsu.id, 'standard')?.allergens).toEqual([1, 3, 11]);
    expect(menu.variant(productNamed(menu, 'Такояки').id, 'standard')?.allergens).toEqual([
      1, 3, 4, 6, 14,
    ]);
  });

  it('prices a large tonkotsu without egg with chashu and kaedama, ten pork gyoza, two orders of four negima skewers, and a pot of genmaicha at /quote', async () => {
    const { menu, client } = await syncedRamen();
    const tonkotsu = productNamed(menu, 'Тонкоцу рамен');
    const gyoza = productNamed(menu, 'Гьоза свински');
    const negima = productNamed(menu, 'Якитори с праз');
    const tea = productNamed(menu, 'Генмайча');
    const quoted = await client.quote(
      quoteRequest(
        [
          orderLine(
            productSelection({
              productId: tonkotsu.id,
              size: 'medium',
              removed: [ingredientId(menu, tonkotsu.id, 'Яйце')],
              addons: ['chashu', 'kaedama'],
            }),
            1,
          ),
          orderLine(productSelection({ productId: gyoza.id, size: 'medium', addons: ['mayo'] }), 1),
          orderLine(productSelection({ productId: negima.id, size: 'medium' }), 2),
          orderLine(productSelection({ productId: tea.id, size: 'medium' }), 1),
        ],
        pickupChoice(),
      ),
    );
    const [tonkotsuLine, gyozaLine, negimaLine, teaLine] = quoted.quote.items;
    expect(tonkotsuLine?.unit_minor).toBe(1590 + 350 + 250);
    expect(tonkotsuLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Яйце']);
    expect(gyozaLine?.unit_minor).toBe(1290 + 80);
    expect(negimaLine?.unit_minor).toBe(1090);
    expect(teaLine?.unit_minor).toBe(650);
    expect(quoted.quote.subtotal_minor).toBe(2190 + 1370 + 2 * 1090 + 650);
  });

  it('refuses to take the broth out of the tonkotsu ramen (removable 0)', async () => {
    const { menu, client } = await syncedRamen();
    const tonkotsu = productNamed(menu, 'Тонкоцу рамен');
    await expectRemovalRefused(menu, client, tonkotsu.id, 'Свински бульон');
  });
});
