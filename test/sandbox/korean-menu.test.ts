import { describe, expect, it } from 'vitest';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import { pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import { createKoreanMenu } from '../../src/sandbox/menu/korean-menu.ts';
import { KOREAN_ROWS } from '../../src/sandbox/menu/korean-rows.ts';
import { expectRemovalRefused, itIsTheSandboxMenu } from '../support/sandbox-menu-cases.ts';
import { ingredientId, useSyncedMenu } from '../support/synced-menu.ts';

/**
 * The Korean sandbox menu (issue 35's fourteenth, held-out menu: a Korean restaurant in Sofia) as
 * the bot receives it: served by the sandbox over HTTPS, read by the real client and the real
 * catalogue sync into a real sqlite store, and priced by /quote with its extras and removals.
 */

const { synced: syncedKorean, productNamed } = useSyncedMenu(createKoreanMenu, 'korean');

describe('the Korean sandbox menu', () => {
  itIsTheSandboxMenu(
    'korean',
    KOREAN_ROWS.map(([, row]) => row[0]),
    'bibimbap',
  );

  it('loads through the real catalogue sync with its categories, mandu and kimbap by pieces, chicken, bibimbap bowls, heat levels and extras', async () => {
    const { menu } = await syncedKorean();
    expect(menu.listedProducts()).toHaveLength(KOREAN_ROWS.length);
    expect(KOREAN_ROWS.length).toBe(62);
    expect(menu.categories().map((c) => c.name)).toEqual([
      'Предястия',
      'Пиле по корейски',
      'Скара и барбекю',
      'Ориз и бибимбап',
      'Супи и чиге',
      'Юфка',
      'Десерти',
      'Напитки',
    ]);
    for (const category of menu.categories())
      expect(menu.productsIn(category.id).length).toBeGreaterThanOrEqual(5);
    const mandu = productNamed(menu, 'Мандо пържени');
    expect(mandu.variants.map((v) => v.label)).toEqual(['6 бр.', '10 бр.']);
    expect(menu.variant(mandu.id, 'medium')?.weight_g).toBe(300);
    expect(productNamed(menu, 'Кимпап').variants.map((v) => v.label)).toEqual([
      '8 парчета',
      '16 парчета',
    ]);
    expect(productNamed(menu, 'Якнём чикън').variants.map((v) => v.label)).toEqual([
      '6 парчета',
      '12 парчета',
    ]);
    expect(productNamed(menu, 'Хрупкаво пиле').variants.map((v) => v.label)).toEqual([
      'Половин',
      'Цяло',
    ]);
    const bibimbap = productNamed(menu, 'Бибимбап с говеждо');
    expect(bibimbap.variants.map((v) => [v.label, v.minor])).toEqual([
      ['Купа', 1190],
      ['В каменна купа', 1390],
    ]);
    // The egg, the gochujang and the sesame of a bibimbap can be left out; the beef cannot.
    expect(
      menu
        .variant(bibimbap.id, 'medium')
        ?.ingredients.filter((i) => i.removable)
        .map((i) => i.name),
    ).toEqual(['Яйце', 'Гочуджанг', 'Сусам']);
    expect(menu.variant(bibimbap.id, 'standard')?.addons.map((a) => [a.name, a.minor])).toEqual([
      ['Допълнително ориз', 200],
      ['Яйце', 100],
      ['Допълнително кимчи', 200],
      ['Гочуджанг сос', 100],
      ['Соев сос', 50],
    ]);
    expect(productNamed(menu, 'Рамьон').variants.map((v) => v.label)).toEqual([
      'Мек',
      'Лют',
      'Много лют',
    ]);
    expect(productNamed(menu, 'Самгьопсал').variants.map((v) => v.label)).toEqual([
      'За един',
      'За двама',
    ]);
    expect(productNamed(menu, 'Соджу праскова').variants.map((v) => v.label)).toEqual([
      'Бутилка 360 мл',
    ]);
    // Every allergen of an ingredient is on the variant (spec "Allergen codes": 1 gluten,
    // 2 crustaceans, 3 eggs, 6 soy, 7 milk, 11 sesame, 14 molluscs).
    expect(menu.variant(bibimbap.id, 'standard')?.allergens).toEqual([1, 3, 6, 11]);
    expect(menu.variant(productNamed(menu, 'Хемул пачжон').id, 'standard')?.allergens).toEqual([
      1, 2, 3, 14,
    ]);
  });

  it('prices ten fried mandu with soy sauce, a stone-bowl beef bibimbap without egg with more rice, two yangnyeom chicken by 12 without sesame with cheese and a bottle of makgeolli at /quote', async () => {
    const { menu, client } = await syncedKorean();
    const mandu = productNamed(menu, 'Мандо пържени');
    const bibimbap = productNamed(menu, 'Бибимбап с говеждо');
    const chicken = productNamed(menu, 'Якнём чикън');
    const makgeolli = productNamed(menu, 'Макгьоли');
    const quoted = await client.quote(
      quoteRequest(
        [
          orderLine(productSelection({ productId: mandu.id, size: 'medium', addons: ['soy'] }), 1),
          orderLine(
            productSelection({
              productId: bibimbap.id,
              size: 'medium',
              removed: [ingredientId(menu, bibimbap.id, 'Яйце')],
              addons: ['rice'],
            }),
            1,
          ),
          orderLine(
            productSelection({
              productId: chicken.id,
              size: 'medium',
              removed: [ingredientId(menu, chicken.id, 'Сусам')],
              addons: ['cheese'],
            }),
            2,
          ),
          orderLine(productSelection({ productId: makgeolli.id, size: 'medium' }), 1),
        ],
        pickupChoice(),
      ),
    );
    const [manduLine, bibimbapLine, chickenLine, makgeolliLine] = quoted.quote.items;
    expect(manduLine?.unit_minor).toBe(1090 + 50);
    expect(bibimbapLine?.unit_minor).toBe(1390 + 200);
    expect(bibimbapLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Яйце']);
    expect(chickenLine?.unit_minor).toBe(1790 + 180);
    expect(chickenLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Сусам']);
    expect(makgeolliLine?.unit_minor).toBe(1190);
    expect(quoted.quote.subtotal_minor).toBe(1140 + 1590 + 2 * 1970 + 1190);
  });

  it('refuses to take the tofu out of the tofu bibimbap (removable 0)', async () => {
    const { menu, client } = await syncedKorean();
    const bibimbap = productNamed(menu, 'Бибимбап с тофу');
    await expectRemovalRefused(menu, client, bibimbap.id, 'Тофу');
  });
});
