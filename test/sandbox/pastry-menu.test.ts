import { describe, expect, it } from 'vitest';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import { pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import { createPastryMenu } from '../../src/sandbox/menu/pastry-menu.ts';
import { PASTRY_ROWS } from '../../src/sandbox/menu/pastry-rows.ts';
import { expectRemovalRefused, itIsTheSandboxMenu } from '../support/sandbox-menu-cases.ts';
import { ingredientId, useSyncedMenu } from '../support/synced-menu.ts';

/**
 * The pastry sandbox menu (issue 35's sixth, held-out menu: a pastry shop and breakfast café with
 * an ice-cream counter) as the bot receives it: served by the sandbox over HTTPS, read by the real
 * client and the real catalogue sync into a real sqlite store, and priced by /quote with its
 * extras and removals.
 */

const { synced: syncedPastry, productNamed } = useSyncedMenu(createPastryMenu, 'pastry');

describe('the pastry sandbox menu', () => {
  itIsTheSandboxMenu(
    'pastry',
    PASTRY_ROWS.map(([, row]) => row[0]),
    'bakery',
  );

  it('loads through the real catalogue sync with its categories, slices, scoops, pieces and extras', async () => {
    const { menu } = await syncedPastry();
    expect(menu.listedProducts()).toHaveLength(PASTRY_ROWS.length);
    expect(menu.categories().map((c) => c.name)).toEqual([
      'Торти',
      'Сладкиши',
      'Сладолед',
      'Палачинки и гофрети',
      'Кроасани и баници',
      'Закуски',
      'Сандвичи и тостове',
      'Топли напитки',
      'Студени напитки',
    ]);
    for (const category of menu.categories())
      expect(menu.productsIn(category.id).length).toBeGreaterThanOrEqual(3);
    const garash = productNamed(menu, 'Торта Гараш');
    expect(garash.variants.map((v) => v.label)).toEqual(['Парче', 'Цяла торта 8 парчета']);
    expect(menu.variant(garash.id, 'medium')?.weight_g).toBe(8 * 130);
    const vanilla = productNamed(menu, 'Сладолед ванилия');
    expect(vanilla.variants.map((v) => v.label)).toEqual(['1 топка', '2 топки', '3 топки']);
    // Chocolate sauce costs the same on one scoop or three.
    for (const size of ['standard', 'family'] as const)
      expect(
        menu.variant(vanilla.id, size)?.addons.find((a) => a.code === 'choc_sauce'),
      ).toMatchObject({ name: 'Шоколадов сос', minor: 80 });
    expect(productNamed(menu, 'Еклер ванилия').variants.map((v) => v.label)).toEqual([
      '1 бр.',
      '4 бр.',
      '12 бр.',
    ]);
    expect(productNamed(menu, 'Баница със сирене').variants.map((v) => v.label)).toEqual([
      'Порция 250 г',
      '1 кг',
    ]);
    expect(productNamed(menu, 'Фреш портокал').variants.map((v) => v.label)).toEqual([
      '250 мл',
      '400 мл',
    ]);
    const mekitsi = productNamed(menu, 'Мекици');
    expect(menu.variant(mekitsi.id, 'standard')?.addons.map((a) => a.name)).toEqual([
      'Сирене',
      'Мед',
      'Пудра захар',
      'Конфитюр',
    ]);
    // The ham, cheese and tomatoes of an omelette can be left out; the eggs cannot.
    const omelette = productNamed(menu, 'Омлет с шунка и кашкавал');
    expect(
      menu
        .variant(omelette.id, 'standard')
        ?.ingredients.filter((i) => !i.removable)
        .map((i) => i.name),
    ).toEqual(['Яйца', 'Масло']);
    // Every allergen of an ingredient is on the variant (spec "Allergen codes": 8 nuts).
    expect(menu.variant(garash.id, 'standard')?.allergens).toContain(8);
  });

  it('prices two scoops with sauce and nuts, a pancake with two fillings, a whole cake and an omelette without ham at /quote', async () => {
    const { menu, client } = await syncedPastry();
    const pistachio = productNamed(menu, 'Сладолед шамфъстък');
    const pancake = productNamed(menu, 'Палачинка');
    const garash = productNamed(menu, 'Торта Гараш');
    const omelette = productNamed(menu, 'Омлет с шунка и кашкавал');
    const quoted = await client.quote(
      quoteRequest(
        [
          orderLine(
            productSelection({
              productId: pistachio.id,
              size: 'medium',
              addons: ['choc_sauce', 'nuts'],
            }),
            2,
          ),
          orderLine(
            productSelection({
              productId: pancake.id,
              size: 'standard',
              addons: ['chocolate', 'banana'],
            }),
            3,
          ),
          orderLine(productSelection({ productId: garash.id, size: 'medium' }), 1),
          orderLine(
            productSelection({
              productId: omelette.id,
              size: 'standard',
              removed: [ingredientId(menu, omelette.id, 'Шунка')],
            }),
            1,
          ),
        ],
        pickupChoice(),
      ),
    );
    const [iceLine, pancakeLine, cakeLine, omeletteLine] = quoted.quote.items;
    expect(iceLine?.unit_minor).toBe(480 + 80 + 90);
    expect(pancakeLine?.unit_minor).toBe(190 + 90 + 80);
    expect(cakeLine?.unit_minor).toBe(4200);
    expect(omeletteLine?.unit_minor).toBe(590);
    expect(omeletteLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Шунка']);
    expect(quoted.quote.subtotal_minor).toBe(2 * 650 + 3 * 360 + 4200 + 590);
  });

  it('refuses to take the eggs out of an omelette (removable 0)', async () => {
    const { menu, client } = await syncedPastry();
    const omelette = productNamed(menu, 'Омлет с шунка и кашкавал');
    await expectRemovalRefused(menu, client, omelette.id, 'Яйца');
  });
});
