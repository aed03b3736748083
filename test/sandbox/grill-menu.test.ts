import { describe, expect, it } from 'vitest';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import { pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import { readCliSettings } from '../../src/sandbox/cli.ts';
import { createGrillMenu } from '../../src/sandbox/menu/grill-menu.ts';
import { GRILL_ROWS } from '../../src/sandbox/menu/grill-rows.ts';
import { ingredientId, useSyncedMenu } from '../support/synced-menu.ts';

/**
 * The grill sandbox menu (issue 35's fourth, held-out menu: a Bulgarian mehana with a bakery) as
 * the bot receives it: served by the sandbox over HTTPS, read by the real client and the real
 * catalogue sync into a real sqlite store, and priced by /quote with its extras and removals.
 */

const { synced: syncedGrill, productNamed } = useSyncedMenu(createGrillMenu, 'grill');

describe('the grill sandbox menu', () => {
  it('is chosen with --menu grill', () => {
    expect(readCliSettings(['--menu', 'grill'], {}).menu).toBe('grill');
    expect(() => readCliSettings(['--menu', 'bar'], {})).toThrow('"grill"');
  });

  it('loads through the real catalogue sync with its categories, pieces, portions and extras', async () => {
    const { menu } = await syncedGrill();
    expect(menu.listedProducts()).toHaveLength(GRILL_ROWS.length);
    expect(menu.categories().map((c) => c.name)).toEqual([
      'Салати',
      'Предястия и разядки',
      'Супи',
      'Скара',
      'Основни ястия',
      'Гарнитури',
      'Хляб и пекарна',
      'Десерти',
      'Безалкохолни напитки',
      'Ракия, вино и бира',
    ]);
    for (const category of menu.categories())
      expect(menu.productsIn(category.id).length).toBeGreaterThanOrEqual(3);
    const kebapche = productNamed(menu, 'Кебапче');
    expect(kebapche.variants.map((v) => v.label)).toEqual(['1 бр. 60 г', 'Порция 3 бр. 180 г']);
    expect(menu.variant(kebapche.id, 'medium')?.weight_g).toBe(180);
    // A garnish costs the same beside one kebapche or a portion.
    for (const size of ['standard', 'medium'] as const)
      expect(
        menu.variant(kebapche.id, size)?.addons.find((a) => a.code === 'garnish_fries'),
      ).toMatchObject({ name: 'Гарнитура пържени картофи', minor: 250 });
    // The mince of a kebapche stays; the onion of a shopska salad can be left out.
    expect(menu.variant(kebapche.id, 'standard')?.ingredients.every((i) => !i.removable)).toBe(
      true,
    );
    const shopska = productNamed(menu, 'Шопска салата');
    expect(
      menu
        .variant(shopska.id, 'standard')
        ?.ingredients.filter((i) => i.removable)
        .map((i) => i.name),
    ).toEqual(['Печени чушки', 'Лук', 'Сирене', 'Магданоз']);
    expect(productNamed(menu, 'Свински врат').variants.map((v) => v.label)).toEqual([
      '200 г',
      '300 г',
    ]);
    expect(productNamed(menu, 'Гроздова ракия Бургас 63').variants.map((v) => v.label)).toEqual([
      '50 мл',
      '100 мл',
    ]);
    expect(productNamed(menu, 'Червено вино Мавруд').variants.map((v) => v.label)).toEqual([
      'Чаша 150 мл',
      'Бутилка 750 мл',
    ]);
    // Every allergen of an ingredient is on the variant (spec "Allergen codes": 7 milk).
    expect(menu.variant(shopska.id, 'standard')?.allergens).toContain(7);
  });

  it('prices a portion of kebapcheta with fries, a shopska without onion and a neck without its fries at /quote', async () => {
    const { menu, client } = await syncedGrill();
    const kebapche = productNamed(menu, 'Кебапче');
    const shopska = productNamed(menu, 'Шопска салата');
    const neck = productNamed(menu, 'Свински врат');
    const quoted = await client.quote(
      quoteRequest(
        [
          orderLine(
            productSelection({
              productId: kebapche.id,
              size: 'medium',
              addons: ['garnish_fries', 'lyutenitsa'],
            }),
            2,
          ),
          orderLine(
            productSelection({
              productId: shopska.id,
              size: 'standard',
              removed: [ingredientId(menu, shopska.id, 'Лук')],
              addons: ['extra_sirene'],
            }),
            1,
          ),
          orderLine(
            productSelection({
              productId: neck.id,
              size: 'medium',
              removed: [ingredientId(menu, neck.id, 'Пържени картофи')],
            }),
            1,
          ),
        ],
        pickupChoice(),
      ),
    );
    const [kebapLine, saladLine, neckLine] = quoted.quote.items;
    expect(kebapLine?.unit_minor).toBe(290 + 250 + 120);
    expect(saladLine?.unit_minor).toBe(590 + 150);
    expect(saladLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Лук']);
    expect(neckLine?.unit_minor).toBe(990);
    expect(neckLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual([
      'Пържени картофи',
    ]);
    expect(quoted.quote.subtotal_minor).toBe(2 * 660 + 740 + 990);
  });

  it('refuses to take the mince out of a kebapche (removable 0)', async () => {
    const { menu, client } = await syncedGrill();
    const kebapche = productNamed(menu, 'Кебапче');
    const error = await client
      .quote(
        quoteRequest(
          [
            orderLine(
              productSelection({
                productId: kebapche.id,
                size: 'standard',
                removed: [ingredientId(menu, kebapche.id, 'Кайма')],
              }),
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
