import { describe, expect, it } from 'vitest';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import { pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import { createStreetMenu } from '../../src/sandbox/menu/street-menu.ts';
import { STREET_ROWS } from '../../src/sandbox/menu/street-rows.ts';
import { expectRemovalRefused, itIsTheSandboxMenu } from '../support/sandbox-menu-cases.ts';
import { ingredientId, useSyncedMenu } from '../support/synced-menu.ts';

/**
 * The street sandbox menu (issue 35's fifth, held-out menu: a burger-and-döner place with a
 * bakery counter) as
 * the bot receives it: served by the sandbox over HTTPS, read by the real client and the real
 * catalogue sync into a real sqlite store, and priced by /quote with its extras and removals.
 */

const { synced: syncedStreet, productNamed } = useSyncedMenu(createStreetMenu, 'street');

describe('the street sandbox menu', () => {
  itIsTheSandboxMenu(
    'street',
    STREET_ROWS.map(([, row]) => row[0]),
    'bar',
  );

  it('loads through the real catalogue sync with its categories, patties, pieces, cups and extras', async () => {
    const { menu } = await syncedStreet();
    expect(menu.listedProducts()).toHaveLength(STREET_ROWS.length);
    expect(menu.categories().map((c) => c.name)).toEqual([
      'Бургери',
      'Дюнер и дюрюм',
      'Врапове и хот-дог',
      'Картофки и хапки',
      'Салати',
      'Сосове',
      'Менюта',
      'Милкшейкове',
      'Безалкохолни напитки',
      'Пекарна',
    ]);
    for (const category of menu.categories())
      expect(menu.productsIn(category.id).length).toBeGreaterThanOrEqual(3);
    const classic = productNamed(menu, 'Класик бургер');
    expect(classic.variants.map((v) => v.label)).toEqual(['Единичен', 'Двоен']);
    // Bacon costs the same on a single or a double.
    for (const size of ['standard', 'medium'] as const)
      expect(
        menu.variant(classic.id, size)?.addons.find((a) => a.code === 'extra_bacon'),
      ).toMatchObject({ name: 'Бекон', minor: 150 });
    // Onion, pickles and the sauce can be left out; the patty and the bun cannot.
    expect(
      menu
        .variant(classic.id, 'standard')
        ?.ingredients.filter((i) => !i.removable)
        .map((i) => i.name),
    ).toEqual(['Хлебче със сусам', 'Телешко кюфте']);
    expect(productNamed(menu, 'Дюнер пилешко').variants.map((v) => v.label)).toEqual([
      'Стандартен 350 г',
      'XL 500 г',
    ]);
    expect(productNamed(menu, 'Пържени картофи').variants.map((v) => v.label)).toEqual([
      'Малки 100 г',
      'Средни 150 г',
      'Големи 200 г',
    ]);
    const nuggets = productNamed(menu, 'Чикън нъгетс');
    expect(nuggets.variants.map((v) => v.label)).toEqual(['6 бр.', '9 бр.', '12 бр.']);
    expect(menu.variant(nuggets.id, 'family')?.weight_g).toBe(240);
    expect(productNamed(menu, 'Кока-Кола').variants.map((v) => v.label)).toEqual([
      '330 мл',
      '500 мл',
      '1 л',
    ]);
    expect(productNamed(menu, 'Меню Класик бургер').variants.map((v) => v.label)).toEqual([
      'С напитка 330 мл',
      'С напитка 500 мл',
    ]);
    // Every allergen of an ingredient is on the variant (spec "Allergen codes": 11 sesame).
    expect(menu.variant(classic.id, 'standard')?.allergens).toContain(11);
  });

  it('prices a double burger without onion with bacon, an XL döner with more meat and 12 nuggets at /quote', async () => {
    const { menu, client } = await syncedStreet();
    const classic = productNamed(menu, 'Класик бургер');
    const doner = productNamed(menu, 'Дюнер телешко');
    const nuggets = productNamed(menu, 'Чикън нъгетс');
    const quoted = await client.quote(
      quoteRequest(
        [
          orderLine(
            productSelection({
              productId: classic.id,
              size: 'medium',
              removed: [ingredientId(menu, classic.id, 'Лук')],
              addons: ['extra_bacon'],
            }),
            2,
          ),
          orderLine(
            productSelection({
              productId: doner.id,
              size: 'medium',
              addons: ['extra_meat', 'hot_sauce'],
            }),
            1,
          ),
          orderLine(productSelection({ productId: nuggets.id, size: 'family' }), 1),
        ],
        pickupChoice(),
      ),
    );
    const [burgerLine, donerLine, nuggetsLine] = quoted.quote.items;
    expect(burgerLine?.unit_minor).toBe(990 + 150);
    expect(burgerLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Лук']);
    expect(donerLine?.unit_minor).toBe(850 + 250 + 50);
    expect(nuggetsLine?.unit_minor).toBe(790);
    expect(quoted.quote.subtotal_minor).toBe(2 * 1140 + 1150 + 790);
  });

  it('refuses to take the patty out of a burger (removable 0)', async () => {
    const { menu, client } = await syncedStreet();
    const classic = productNamed(menu, 'Класик бургер');
    await expectRemovalRefused(menu, client, classic.id, 'Телешко кюфте');
  });
});
