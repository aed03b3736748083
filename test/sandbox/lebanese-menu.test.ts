import { describe, expect, it } from 'vitest';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import { pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import { createLebaneseMenu } from '../../src/sandbox/menu/lebanese-menu.ts';
import { LEBANESE_ROWS } from '../../src/sandbox/menu/lebanese-rows.ts';
import { expectRemovalRefused, itIsTheSandboxMenu } from '../support/sandbox-menu-cases.ts';
import { ingredientId, useSyncedMenu } from '../support/synced-menu.ts';

/**
 * The Lebanese sandbox menu (issue 35's thirteenth, held-out menu: a Lebanese restaurant in Sofia)
 * as the bot receives it: served by the sandbox over HTTPS, read by the real client and the real
 * catalogue sync into a real sqlite store, and priced by /quote with its extras and removals.
 */

const { synced: syncedLebanese, productNamed } = useSyncedMenu(createLebaneseMenu, 'lebanese');

describe('the Lebanese sandbox menu', () => {
  itIsTheSandboxMenu(
    'lebanese',
    LEBANESE_ROWS.map(([, row]) => row[0]),
    'mezze',
  );

  it('loads through the real catalogue sync with its categories, pieces, shawarma in a pita or on a plate, the mixed grill, baklava by the kilo, tea, arak and extras', async () => {
    const { menu } = await syncedLebanese();
    expect(menu.listedProducts()).toHaveLength(LEBANESE_ROWS.length);
    expect(LEBANESE_ROWS.length).toBe(61);
    expect(menu.categories().map((c) => c.name)).toEqual([
      'Студени мезета',
      'Топли мезета',
      'Манакиш и питки',
      'Шаурма и сандвичи',
      'Скара',
      'Гарнитури и сосове',
      'Десерти',
      'Напитки',
    ]);
    for (const category of menu.categories())
      expect(menu.productsIn(category.id).length).toBeGreaterThanOrEqual(4);
    const labels = (name: string) => productNamed(menu, name).variants.map((v) => v.label);
    expect(labels('Фалафел')).toEqual(['4 бр.', '8 бр.']);
    expect(labels('Кибе пържено')).toEqual(['3 бр.', '6 бр.']);
    expect(labels('Сарми с лозов лист')).toEqual(['6 бр.', '12 бр.']);
    expect(labels('Табуле')).toEqual(['Малка', 'Голяма']);
    expect(labels('Мешана скара')).toEqual(['За един', 'За двама']);
    expect(labels('Пиле на скара')).toEqual(['Половин', 'Цяло']);
    expect(labels('Баклава')).toEqual(['Порция', '1 кг']);
    expect(labels('Мятен чай')).toEqual(['Чаша', 'Кана']);
    expect(labels('Арак')).toEqual(['50 мл', '100 мл']);
    const shawarma = productNamed(menu, 'Шаурма пилешка');
    expect(shawarma.variants.map((v) => v.label)).toEqual(['В питка', 'На чиния']);
    expect(menu.variant(shawarma.id, 'medium')?.weight_g).toBe(500);
    // The garlic sauce, pickles, tomatoes and parsley of a shawarma can be left out; the meat
    // and the pita cannot.
    expect(
      menu
        .variant(shawarma.id, 'standard')
        ?.ingredients.filter((i) => i.removable)
        .map((i) => i.name),
    ).toEqual(['Чеснов сос', 'Туршия', 'Домати', 'Магданоз']);
    expect(menu.variant(shawarma.id, 'medium')?.addons.map((a) => [a.name, a.minor])).toEqual([
      ['Чеснов сос тум', 100],
      ['Тахан сос', 100],
      ['Люто', 50],
      ['Допълнителна питка', 100],
      ['Допълнително хумус', 250],
      ['Допълнително пържени картофи', 250],
    ]);
    // Every allergen of an ingredient is on the variant (spec "Allergen codes": 1 gluten, 7 milk,
    // 8 nuts, 11 sesame).
    expect(menu.variant(productNamed(menu, 'Хумус').id, 'standard')?.allergens).toEqual([11]);
    expect(menu.variant(productNamed(menu, 'Кнафе').id, 'standard')?.allergens).toEqual([1, 7, 8]);
  });

  it('prices eight falafel with toum, two chicken shawarmas on a plate without garlic sauce with hot, a large fattoush without onion, a mixed grill for two and a kilo of baklava at /quote', async () => {
    const { menu, client } = await syncedLebanese();
    const falafel = productNamed(menu, 'Фалафел');
    const shawarma = productNamed(menu, 'Шаурма пилешка');
    const fattoush = productNamed(menu, 'Фатуш');
    const grill = productNamed(menu, 'Мешана скара');
    const baklava = productNamed(menu, 'Баклава');
    const quoted = await client.quote(
      quoteRequest(
        [
          orderLine(
            productSelection({ productId: falafel.id, size: 'medium', addons: ['toum'] }),
            1,
          ),
          orderLine(
            productSelection({
              productId: shawarma.id,
              size: 'medium',
              removed: [ingredientId(menu, shawarma.id, 'Чеснов сос')],
              addons: ['hot'],
            }),
            2,
          ),
          orderLine(
            productSelection({
              productId: fattoush.id,
              size: 'medium',
              removed: [ingredientId(menu, fattoush.id, 'Лук')],
            }),
            1,
          ),
          orderLine(productSelection({ productId: grill.id, size: 'medium' }), 1),
          orderLine(productSelection({ productId: baklava.id, size: 'medium' }), 1),
        ],
        pickupChoice(),
      ),
    );
    const [falafelLine, shawarmaLine, fattoushLine, grillLine, baklavaLine] = quoted.quote.items;
    expect(falafelLine?.unit_minor).toBe(990 + 100);
    expect(shawarmaLine?.unit_minor).toBe(1190 + 50);
    expect(shawarmaLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual([
      'Чеснов сос',
    ]);
    expect(fattoushLine?.unit_minor).toBe(920);
    expect(fattoushLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Лук']);
    expect(grillLine?.unit_minor).toBe(3190);
    expect(baklavaLine?.unit_minor).toBe(3290);
    expect(quoted.quote.subtotal_minor).toBe(1090 + 2 * 1240 + 920 + 3190 + 3290);
  });

  it('refuses to take the chickpeas out of the hummus (removable 0)', async () => {
    const { menu, client } = await syncedLebanese();
    await expectRemovalRefused(menu, client, productNamed(menu, 'Хумус').id, 'Нахут');
  });
});
