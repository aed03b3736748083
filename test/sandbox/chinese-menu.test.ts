import { describe, expect, it } from 'vitest';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import { pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import { createChineseMenu } from '../../src/sandbox/menu/chinese-menu.ts';
import { CHINESE_ROWS } from '../../src/sandbox/menu/chinese-rows.ts';
import { expectRemovalRefused, itIsTheSandboxMenu } from '../support/sandbox-menu-cases.ts';
import { ingredientId, useSyncedMenu } from '../support/synced-menu.ts';

/**
 * The Chinese sandbox menu (issue 35's eleventh, held-out menu: a Chinese restaurant in Sofia) as
 * the bot receives it: served by the sandbox over HTTPS, read by the real client and the real
 * catalogue sync into a real sqlite store, and priced by /quote with its extras and removals.
 */

const { synced: syncedChinese, productNamed } = useSyncedMenu(createChineseMenu, 'chinese');

describe('the Chinese sandbox menu', () => {
  itIsTheSandboxMenu(
    'chinese',
    CHINESE_ROWS.map(([, row]) => row[0]),
    'dimsum',
  );

  it('loads through the real catalogue sync with its categories, pieces, portions, heat, the duck, tea, beer and extras', async () => {
    const { menu } = await syncedChinese();
    expect(menu.listedProducts()).toHaveLength(CHINESE_ROWS.length);
    expect(CHINESE_ROWS.length).toBe(63);
    expect(menu.categories().map((c) => c.name)).toEqual([
      'Предястия',
      'Супи',
      'Пиле',
      'Свинско и говеждо',
      'Патица',
      'Морски дарове',
      'Вегетариански',
      'Ориз и юфка',
      'Десерти',
      'Напитки',
    ]);
    for (const category of menu.categories())
      expect(menu.productsIn(category.id).length).toBeGreaterThanOrEqual(3);
    const rolls = productNamed(menu, 'Пролетни рулца със зеленчуци');
    expect(rolls.variants.map((v) => v.label)).toEqual(['2 бр.', '4 бр.']);
    const dumplings = productNamed(menu, 'Кнедли на пара');
    expect(dumplings.variants.map((v) => v.label)).toEqual(['6 бр.', '12 бр.']);
    expect(menu.variant(dumplings.id, 'medium')?.weight_g).toBe(360);
    const kungPao = productNamed(menu, 'Пиле кунг пао');
    expect(kungPao.variants.map((v) => v.label)).toEqual(['Малка порция', 'Голяма порция']);
    // The peanuts, the chili and the onion of a kung pao can be left out; the chicken cannot.
    expect(
      menu
        .variant(kungPao.id, 'standard')
        ?.ingredients.filter((i) => i.removable)
        .map((i) => i.name),
    ).toEqual(['Фъстъци', 'Чили', 'Лук']);
    expect(menu.variant(kungPao.id, 'medium')?.addons.map((a) => [a.name, a.minor])).toEqual([
      ['Допълнително ориз', 200],
      ['Допълнително сос', 100],
      ['Екстра лют', 50],
    ]);
    expect(productNamed(menu, 'Тофу Ма По').variants.map((v) => v.label)).toEqual(['Мек', 'Лют']);
    expect(productNamed(menu, 'Пекинска патица').variants.map((v) => v.label)).toEqual([
      'Половин',
      'Цяла',
    ]);
    expect(productNamed(menu, 'Жасминов чай').variants.map((v) => v.label)).toEqual([
      'Чаша',
      'Кана',
    ]);
    expect(productNamed(menu, 'Бира Циндао').variants.map((v) => v.label)).toEqual([
      '330 мл',
      '640 мл',
    ]);
    // Every allergen of an ingredient is on the variant (spec "Allergen codes": 1 gluten,
    // 2 crustaceans, 3 eggs, 5 peanuts, 6 soy, 8 nuts).
    expect(menu.variant(kungPao.id, 'standard')?.allergens).toEqual([1, 5, 6]);
    const special = productNamed(menu, 'Пържен ориз Специален');
    expect(menu.variant(special.id, 'standard')?.allergens).toEqual([2, 3]);
    expect(menu.variant(productNamed(menu, 'Пиле с кашу').id, 'standard')?.allergens).toEqual([
      1, 6, 8,
    ]);
  });

  it('prices 12 fried dumplings, a large kung pao without peanuts extra hot with more rice, two egg fried rice without egg and a whole Peking duck at /quote', async () => {
    const { menu, client } = await syncedChinese();
    const dumplings = productNamed(menu, 'Пържени кнедли');
    const kungPao = productNamed(menu, 'Пиле кунг пао');
    const rice = productNamed(menu, 'Пържен ориз с яйце');
    const duck = productNamed(menu, 'Пекинска патица');
    const quoted = await client.quote(
      quoteRequest(
        [
          orderLine(productSelection({ productId: dumplings.id, size: 'medium' }), 1),
          orderLine(
            productSelection({
              productId: kungPao.id,
              size: 'medium',
              removed: [ingredientId(menu, kungPao.id, 'Фъстъци')],
              addons: ['extra_hot', 'extra_rice'],
            }),
            1,
          ),
          orderLine(
            productSelection({
              productId: rice.id,
              size: 'standard',
              removed: [ingredientId(menu, rice.id, 'Яйце')],
            }),
            2,
          ),
          orderLine(productSelection({ productId: duck.id, size: 'medium' }), 1),
        ],
        pickupChoice(),
      ),
    );
    const [dumplingLine, kungPaoLine, riceLine, duckLine] = quoted.quote.items;
    expect(dumplingLine?.unit_minor).toBe(1150);
    expect(kungPaoLine?.unit_minor).toBe(1290 + 50 + 200);
    expect(kungPaoLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Фъстъци']);
    expect(riceLine?.unit_minor).toBe(450);
    expect(riceLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Яйце']);
    expect(duckLine?.unit_minor).toBe(4490);
    expect(quoted.quote.subtotal_minor).toBe(1150 + 1540 + 2 * 450 + 4490);
  });

  it('refuses to take the beef out of the beef with bamboo and mushrooms (removable 0)', async () => {
    const { menu, client } = await syncedChinese();
    const beef = productNamed(menu, 'Говеждо с бамбук и гъби');
    await expectRemovalRefused(menu, client, beef.id, 'Говеждо месо');
  });
});
