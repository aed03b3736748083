import { describe, expect, it } from 'vitest';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import { pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import { createGeorgianMenu } from '../../src/sandbox/menu/georgian-menu.ts';
import { GEORGIAN_ROWS } from '../../src/sandbox/menu/georgian-rows.ts';
import { expectRemovalRefused, itIsTheSandboxMenu } from '../support/sandbox-menu-cases.ts';
import { ingredientId, useSyncedMenu } from '../support/synced-menu.ts';

/**
 * The Georgian sandbox menu (issue 35's tenth, held-out menu: a Georgian restaurant in Sofia) as
 * the bot receives it: served by the sandbox over HTTPS, read by the real client and the real
 * catalogue sync into a real sqlite store, and priced by /quote with its extras and removals.
 */

const { synced: syncedGeorgian, productNamed } = useSyncedMenu(createGeorgianMenu, 'georgian');

describe('the Georgian sandbox menu', () => {
  itIsTheSandboxMenu(
    'georgian',
    GEORGIAN_ROWS.map(([, row]) => row[0]),
    'khinkali',
  );

  it('loads through the real catalogue sync with its categories, khinkali by pieces, khachapuri, skewers, wine and extras', async () => {
    const { menu } = await syncedGeorgian();
    expect(menu.listedProducts()).toHaveLength(GEORGIAN_ROWS.length);
    expect(GEORGIAN_ROWS.length).toBe(60);
    expect(menu.categories().map((c) => c.name)).toEqual([
      'Студени предястия и салати',
      'Хинкали',
      'Хачапури и хляб',
      'Супи',
      'Основни ястия',
      'Скара',
      'Сосове',
      'Десерти',
      'Напитки',
    ]);
    for (const category of menu.categories())
      expect(menu.productsIn(category.id).length).toBeGreaterThanOrEqual(3);
    const khinkali = productNamed(menu, 'Хинкали с телешко и свинско');
    expect(khinkali.variants.map((v) => v.label)).toEqual(['5 бр.', '10 бр.']);
    expect(menu.variant(khinkali.id, 'medium')?.weight_g).toBe(600);
    const adjarian = productNamed(menu, 'Хачапури по аджарски');
    expect(adjarian.variants.map((v) => v.label)).toEqual(['Малко', 'Голямо']);
    // The egg and the butter of an adjarian khachapuri can be left out; the cheese cannot.
    expect(
      menu
        .variant(adjarian.id, 'standard')
        ?.ingredients.filter((i) => i.removable)
        .map((i) => i.name),
    ).toEqual(['Яйце', 'Масло']);
    expect(menu.variant(adjarian.id, 'medium')?.addons.map((a) => [a.name, a.minor])).toEqual([
      ['Допълнително сирене', 200],
      ['Масло', 80],
      ['Яйце', 80],
    ]);
    expect(productNamed(menu, 'Шашлик агнешки').variants.map((v) => v.label)).toEqual([
      '1 шиш',
      '2 шиша',
    ]);
    expect(productNamed(menu, 'Саперави').variants.map((v) => v.label)).toEqual([
      'Чаша 150 мл',
      'Бутилка 750 мл',
    ]);
    expect(productNamed(menu, 'Пиле тапака').variants.map((v) => v.label)).toEqual([
      'Половин',
      'Цяло',
    ]);
    // Every allergen of an ingredient is on the variant (spec "Allergen codes": 1 gluten,
    // 3 eggs, 7 milk, 8 nuts).
    expect(menu.variant(adjarian.id, 'standard')?.allergens).toEqual([1, 3, 7]);
    expect(menu.variant(productNamed(menu, 'Сациви').id, 'standard')?.allergens).toEqual([8]);
  });

  it('prices ten lamb khinkali with tkemali, a large adjarian khachapuri without egg with extra cheese, two pork skewers without onion with a puri and a bottle of saperavi at /quote', async () => {
    const { menu, client } = await syncedGeorgian();
    const khinkali = productNamed(menu, 'Хинкали с агнешко');
    const adjarian = productNamed(menu, 'Хачапури по аджарски');
    const shashlik = productNamed(menu, 'Шашлик свински');
    const wine = productNamed(menu, 'Саперави');
    const quoted = await client.quote(
      quoteRequest(
        [
          orderLine(
            productSelection({ productId: khinkali.id, size: 'medium', addons: ['tkemali'] }),
            1,
          ),
          orderLine(
            productSelection({
              productId: adjarian.id,
              size: 'medium',
              removed: [ingredientId(menu, adjarian.id, 'Яйце')],
              addons: ['extra_cheese'],
            }),
            1,
          ),
          orderLine(
            productSelection({
              productId: shashlik.id,
              size: 'medium',
              removed: [ingredientId(menu, shashlik.id, 'Лук')],
              addons: ['puri'],
            }),
            2,
          ),
          orderLine(productSelection({ productId: wine.id, size: 'medium' }), 1),
        ],
        pickupChoice(),
      ),
    );
    const [khinkaliLine, adjarianLine, shashlikLine, wineLine] = quoted.quote.items;
    expect(khinkaliLine?.unit_minor).toBe(1690 + 150);
    expect(adjarianLine?.unit_minor).toBe(1390 + 200);
    expect(adjarianLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Яйце']);
    expect(shashlikLine?.unit_minor).toBe(1490 + 150);
    expect(shashlikLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Лук']);
    expect(wineLine?.unit_minor).toBe(2990);
    expect(quoted.quote.subtotal_minor).toBe(1840 + 1590 + 2 * 1640 + 2990);
  });

  it('refuses to take the cheese out of the imeretian khachapuri (removable 0)', async () => {
    const { menu, client } = await syncedGeorgian();
    const imeretian = productNamed(menu, 'Хачапури по имеретински');
    await expectRemovalRefused(menu, client, imeretian.id, 'Имеретинско сирене');
  });
});
