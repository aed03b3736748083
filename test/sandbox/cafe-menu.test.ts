import { describe, expect, it } from 'vitest';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import { pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import { readCliSettings } from '../../src/sandbox/cli.ts';
import { createCafeMenu } from '../../src/sandbox/menu/cafe-menu.ts';
import { CAFE_ROWS } from '../../src/sandbox/menu/cafe-rows.ts';
import { useSyncedMenu } from '../support/synced-menu.ts';

/**
 * The café sandbox menu (issue 35's third, held-out menu) as the bot receives it: served by the
 * sandbox over HTTPS, read by the real client and the real catalogue sync into a real sqlite
 * store, and priced by /quote with its extras and removals.
 */

const { synced: syncedCafe, productNamed } = useSyncedMenu(createCafeMenu, 'café');

describe('the café sandbox menu', () => {
  it('is chosen with --menu cafe', () => {
    expect(readCliSettings(['--menu', 'cafe'], {}).menu).toBe('cafe');
    expect(() => readCliSettings(['--menu', 'bar'], {})).toThrow('"cafe"');
  });

  it('loads through the real catalogue sync with its categories, sizes and extras', async () => {
    const { menu } = await syncedCafe();
    expect(menu.listedProducts()).toHaveLength(CAFE_ROWS.length);
    expect(menu.categories().map((c) => c.name)).toEqual([
      'Кафе',
      'Чай и топли напитки',
      'Фрешове и смутита',
      'Лимонади и студени напитки',
      'Кроасани и печива',
      'Сандвичи и тостове',
      'Закуски',
      'Торти и десерти',
    ]);
    for (const category of menu.categories())
      expect(menu.productsIn(category.id).length).toBeGreaterThanOrEqual(6);
    const latte = productNamed(menu, 'Лате');
    expect(latte.variants.map((v) => v.label)).toEqual(['S 250 мл', 'M 350 мл', 'L 450 мл']);
    const large = menu.variant(latte.id, 'family');
    // A bigger cup takes more oat milk; a syrup costs the same in every cup.
    expect(large?.addons.find((a) => a.code === 'oat_milk')?.minor).toBe(80);
    expect(
      menu.variant(latte.id, 'standard')?.addons.find((a) => a.code === 'oat_milk')?.minor,
    ).toBe(60);
    expect(large?.addons.find((a) => a.code === 'vanilla_syrup')?.name).toBe('Сироп ванилия');
    // The espresso and the milk of a latte stay; the sugar of a frappé can be left out.
    expect(large?.ingredients.every((i) => !i.removable)).toBe(true);
    const frappe = productNamed(menu, 'Фрапе');
    expect(
      menu
        .variant(frappe.id, 'standard')
        ?.ingredients.filter((i) => i.removable)
        .map((i) => i.name),
    ).toEqual(['Захар', 'Прясно мляко']);
    expect(productNamed(menu, 'Еспресо').variants.map((v) => v.label)).toEqual([
      'Единично 30 мл',
      'Двойно 60 мл',
    ]);
    // Every allergen of an ingredient is on the variant (spec "Allergen codes": 7 milk).
    expect(large?.allergens).toContain(7);
  });

  it('prices a large oat-milk vanilla latte and a frappé without sugar at /quote', async () => {
    const { menu, client } = await syncedCafe();
    const latte = productNamed(menu, 'Лате');
    const frappe = productNamed(menu, 'Фрапе');
    const sugar = menu.variant(frappe.id, 'standard')?.ingredients.find((i) => i.name === 'Захар');
    if (!sugar) throw new Error('the frappé has no sugar');
    const quoted = await client.quote(
      quoteRequest(
        [
          orderLine(
            productSelection({
              productId: latte.id,
              size: 'family',
              addons: ['oat_milk', 'vanilla_syrup'],
            }),
            1,
          ),
          orderLine(
            productSelection({ productId: frappe.id, size: 'medium', removed: [sugar.id] }),
            2,
          ),
        ],
        pickupChoice(),
      ),
    );
    const [latteLine, frappeLine] = quoted.quote.items;
    expect(latteLine?.unit_minor).toBe(500 + 80 + 50);
    expect(frappeLine?.unit_minor).toBe(440);
    expect(frappeLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Захар']);
    expect(quoted.quote.subtotal_minor).toBe(630 + 2 * 440);
  });

  it('refuses to take the espresso out of a latte (removable 0)', async () => {
    const { menu, client } = await syncedCafe();
    const latte = productNamed(menu, 'Лате');
    const espresso = menu
      .variant(latte.id, 'standard')
      ?.ingredients.find((i) => i.name === 'Еспресо');
    if (!espresso) throw new Error('the latte has no espresso');
    const error = await client
      .quote(
        quoteRequest(
          [
            orderLine(
              productSelection({ productId: latte.id, size: 'standard', removed: [espresso.id] }),
              1,
            ),
          ],
          pickupChoice(),
        ),
      )
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(error).toMatchObject({ kind: 'unprocessable', status: 422 });
  });
});
