import { describe, expect, it } from 'vitest';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import { pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import { createThaiMenu } from '../../src/sandbox/menu/thai-menu.ts';
import { THAI_ROWS } from '../../src/sandbox/menu/thai-rows.ts';
import { expectRemovalRefused, itIsTheSandboxMenu } from '../support/sandbox-menu-cases.ts';
import { ingredientId, useSyncedMenu } from '../support/synced-menu.ts';

/**
 * The Thai sandbox menu (issue 35's twelfth, held-out menu: a Thai restaurant in Sofia) as the
 * bot receives it: served by the sandbox over HTTPS, read by the real client and the real
 * catalogue sync into a real sqlite store, and priced by /quote with its extras and removals.
 */

const { synced: syncedThai, productNamed } = useSyncedMenu(createThaiMenu, 'thai');

describe('the Thai sandbox menu', () => {
  itIsTheSandboxMenu(
    'thai',
    THAI_ROWS.map(([, row]) => row[0]),
    'thailand',
  );

  it('loads through the real catalogue sync with its categories, pieces, portions, heat, the lemonade jug and extras', async () => {
    const { menu } = await syncedThai();
    expect(menu.listedProducts()).toHaveLength(THAI_ROWS.length);
    expect(THAI_ROWS.length).toBe(61);
    expect(menu.categories().map((c) => c.name)).toEqual([
      'Предястия',
      'Салати',
      'Супи',
      'Къри',
      'Юфка и уок',
      'Ориз',
      'Десерти',
      'Напитки',
    ]);
    for (const category of menu.categories())
      expect(menu.productsIn(category.id).length).toBeGreaterThanOrEqual(4);
    const rolls = productNamed(menu, 'Тайландски пролетни рулца');
    expect(rolls.variants.map((v) => v.label)).toEqual(['4 бр.', '8 бр.']);
    expect(menu.variant(rolls.id, 'medium')?.weight_g).toBe(240);
    const satay = productNamed(menu, 'Сатай пилешки шишчета');
    expect(satay.variants.map((v) => v.label)).toEqual(['3 бр.', '6 бр.']);
    const tomYum = productNamed(menu, 'Том Ям със скариди');
    expect(tomYum.variants.map((v) => v.label)).toEqual(['Малка порция', 'Голяма порция']);
    const padThai = productNamed(menu, 'Пад Тай с пиле');
    // The egg, the sprouts, the peanuts and the fish sauce of a pad thai can be left out; the
    // chicken and the noodles cannot.
    expect(
      menu
        .variant(padThai.id, 'standard')
        ?.ingredients.filter((i) => i.removable)
        .map((i) => i.name),
    ).toEqual(['Яйце', 'Соеви кълнове', 'Фъстъци', 'Рибен сос']);
    expect(menu.variant(padThai.id, 'standard')?.addons.map((a) => [a.name, a.minor])).toEqual([
      ['Допълнително пиле', 250],
      ['Допълнително скариди', 350],
      ['Допълнително тофу', 200],
      ['Допълнително фъстъци', 100],
      ['Яйце на очи', 120],
      ['Екстра лют', 50],
    ]);
    expect(productNamed(menu, 'Пад Кра Пао със свинско').variants.map((v) => v.label)).toEqual([
      'Мек',
      'Среден',
      'Лют',
    ]);
    expect(productNamed(menu, 'Сом Там').variants.map((v) => v.label)).toEqual([
      'Мек',
      'Лют',
      'Тайландски лют',
    ]);
    expect(productNamed(menu, 'Лимонада с лемонграс').variants.map((v) => v.label)).toEqual([
      'Чаша 400 мл',
      'Кана 1 л',
    ]);
    // Every allergen of an ingredient is on the variant (spec "Allergen codes": 2 crustaceans,
    // 3 eggs, 4 fish, 5 peanuts, 6 soy, 7 milk, 8 nuts).
    expect(menu.variant(padThai.id, 'standard')?.allergens).toEqual([3, 4, 5, 6]);
    expect(menu.variant(productNamed(menu, 'Сом Там').id, 'family')?.allergens).toEqual([2, 4, 5]);
    const pineapple = productNamed(menu, 'Ананасов пържен ориз');
    expect(menu.variant(pineapple.id, 'standard')?.allergens).toEqual([2, 3, 8]);
  });

  it('prices eight spring rolls with peanut sauce, a large green curry without bamboo with more rice, two pad thai with shrimps without peanuts with a fried egg and a hot pork kra pao with a fried egg at /quote', async () => {
    const { menu, client } = await syncedThai();
    const rolls = productNamed(menu, 'Тайландски пролетни рулца');
    const curry = productNamed(menu, 'Зелено къри с пиле');
    const padThai = productNamed(menu, 'Пад Тай със скариди');
    const kraPao = productNamed(menu, 'Пад Кра Пао със свинско');
    const quoted = await client.quote(
      quoteRequest(
        [
          orderLine(
            productSelection({ productId: rolls.id, size: 'medium', addons: ['peanut_sauce'] }),
            1,
          ),
          orderLine(
            productSelection({
              productId: curry.id,
              size: 'medium',
              removed: [ingredientId(menu, curry.id, 'Бамбук')],
              addons: ['extra_rice'],
            }),
            1,
          ),
          orderLine(
            productSelection({
              productId: padThai.id,
              size: 'standard',
              removed: [ingredientId(menu, padThai.id, 'Фъстъци')],
              addons: ['fried_egg'],
            }),
            2,
          ),
          orderLine(
            productSelection({ productId: kraPao.id, size: 'family', addons: ['fried_egg'] }),
            1,
          ),
        ],
        pickupChoice(),
      ),
    );
    const [rollsLine, curryLine, padThaiLine, kraPaoLine] = quoted.quote.items;
    expect(rollsLine?.unit_minor).toBe(1090 + 150);
    expect(curryLine?.unit_minor).toBe(1290 + 200);
    expect(curryLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Бамбук']);
    expect(padThaiLine?.unit_minor).toBe(1190 + 120);
    expect(padThaiLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Фъстъци']);
    expect(kraPaoLine?.unit_minor).toBe(990 + 120);
    expect(quoted.quote.subtotal_minor).toBe(1240 + 1490 + 2 * 1310 + 1110);
  });

  it('refuses to take the chicken out of a pad thai with chicken (removable 0)', async () => {
    const { menu, client } = await syncedThai();
    const padThai = productNamed(menu, 'Пад Тай с пиле');
    await expectRemovalRefused(menu, client, padThai.id, 'Пилешко месо');
  });
});
