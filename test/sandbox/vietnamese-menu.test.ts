import { describe, expect, it } from 'vitest';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import { pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import { createVietnameseMenu } from '../../src/sandbox/menu/vietnamese-menu.ts';
import { VIETNAMESE_ROWS } from '../../src/sandbox/menu/vietnamese-rows.ts';
import { expectRemovalRefused, itIsTheSandboxMenu } from '../support/sandbox-menu-cases.ts';
import { ingredientId, useSyncedMenu } from '../support/synced-menu.ts';

/**
 * The Vietnamese sandbox menu (a held-out menu of issue 35: a Vietnamese restaurant in Sofia) as
 * the bot receives it: served by the sandbox over HTTPS, read by the real client and the real
 * catalogue sync into a real sqlite store, and priced by /quote with its extras and removals.
 */

const { synced: syncedVietnamese, productNamed } = useSyncedMenu(
  createVietnameseMenu,
  'vietnamese',
);

describe('the Vietnamese sandbox menu', () => {
  itIsTheSandboxMenu(
    'vietnamese',
    VIETNAMESE_ROWS.map(([, row]) => row[0]),
    'pho',
  );

  it('loads through the real catalogue sync with its categories, pho in two bowls, rolls by pieces, coffee hot or iced and extras', async () => {
    const { menu } = await syncedVietnamese();
    expect(menu.listedProducts()).toHaveLength(VIETNAMESE_ROWS.length);
    expect(VIETNAMESE_ROWS.length).toBe(62);
    expect(menu.categories().map((c) => c.name)).toEqual([
      'Предястия',
      'Салати',
      'Супи Фо и други',
      'Бун (оризова юфка)',
      'Ориз и основни ястия',
      'Бан ми',
      'Гарнитури',
      'Десерти',
      'Напитки',
    ]);
    for (const category of menu.categories())
      expect(menu.productsIn(category.id).length).toBeGreaterThanOrEqual(4);
    const pho = productNamed(menu, 'Фо бо');
    expect(pho.variants.map((v) => v.label)).toEqual(['Малка купа', 'Голяма купа']);
    expect(menu.variant(pho.id, 'medium')?.weight_g).toBe(750);
    // Onion, coriander, basil, sprouts and the chilli can be left out of a pho; the beef cannot.
    expect(
      menu
        .variant(pho.id, 'standard')
        ?.ingredients.filter((i) => i.removable)
        .map((i) => i.name),
    ).toEqual(['Лук', 'Кориандър', 'Босилек', 'Соев кълн', 'Люта чушка']);
    expect(menu.variant(pho.id, 'medium')?.addons.map((a) => [a.name, a.minor])).toEqual([
      ['Допълнително месо', 300],
      ['Яйце', 100],
      ['Юфка', 150],
      ['Люти чушки', 50],
      ['Лайм', 50],
      ['Хойсин сос', 80],
      ['Шрирача', 80],
    ]);
    expect(productNamed(menu, 'Нем рулца със свинско').variants.map((v) => v.label)).toEqual([
      '4 бр.',
      '8 бр.',
    ]);
    expect(productNamed(menu, 'Гои куон със скариди').variants.map((v) => v.label)).toEqual([
      '2 бр.',
      '4 бр.',
    ]);
    expect(
      productNamed(menu, 'Виетнамско кафе с кондензирано мляко').variants.map((v) => v.label),
    ).toEqual(['Топло', 'Студено']);
    expect(productNamed(menu, 'Сок от захарна тръстика').variants.map((v) => v.label)).toEqual([
      '330 мл',
      '500 мл',
    ]);
    // Every allergen of an ingredient is on the variant (spec "Allergen codes": 1 gluten,
    // 2 crustaceans, 3 eggs, 4 fish, 5 peanuts, 6 soy).
    expect(menu.variant(productNamed(menu, 'Салата с папая').id, 'standard')?.allergens).toEqual([
      2, 4, 5,
    ]);
    expect(menu.variant(productNamed(menu, 'Бан ми с пиле').id, 'standard')?.allergens).toEqual([
      1, 3,
    ]);
  });

  it('prices a large pho bo without coriander with extra meat, eight nem, two banh mi with pork with sriracha and an iced coffee with milk at /quote', async () => {
    const { menu, client } = await syncedVietnamese();
    const pho = productNamed(menu, 'Фо бо');
    const nem = productNamed(menu, 'Нем рулца със свинско');
    const banhMi = productNamed(menu, 'Бан ми със свинско');
    const coffee = productNamed(menu, 'Виетнамско кафе с кондензирано мляко');
    const quoted = await client.quote(
      quoteRequest(
        [
          orderLine(
            productSelection({
              productId: pho.id,
              size: 'medium',
              removed: [ingredientId(menu, pho.id, 'Кориандър')],
              addons: ['extra_meat'],
            }),
            1,
          ),
          orderLine(productSelection({ productId: nem.id, size: 'medium' }), 1),
          orderLine(
            productSelection({ productId: banhMi.id, size: 'standard', addons: ['sriracha'] }),
            2,
          ),
          orderLine(productSelection({ productId: coffee.id, size: 'medium' }), 1),
        ],
        pickupChoice(),
      ),
    );
    const [phoLine, nemLine, banhMiLine, coffeeLine] = quoted.quote.items;
    expect(phoLine?.unit_minor).toBe(1190 + 300);
    expect(phoLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Кориандър']);
    expect(nemLine?.unit_minor).toBe(1090);
    expect(banhMiLine?.unit_minor).toBe(750 + 80);
    expect(coffeeLine?.unit_minor).toBe(450);
    expect(quoted.quote.subtotal_minor).toBe(1490 + 1090 + 2 * 830 + 450);
  });

  it('refuses to take the beef out of a pho bo (removable 0)', async () => {
    const { menu, client } = await syncedVietnamese();
    await expectRemovalRefused(menu, client, productNamed(menu, 'Фо бо').id, 'Говеждо месо');
  });
});
