import { describe, expect, it } from 'vitest';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import { pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import { createUkrainianMenu } from '../../src/sandbox/menu/ukrainian-menu.ts';
import { UKRAINIAN_ROWS } from '../../src/sandbox/menu/ukrainian-rows.ts';
import { expectRemovalRefused, itIsTheSandboxMenu } from '../support/sandbox-menu-cases.ts';
import { ingredientId, useSyncedMenu } from '../support/synced-menu.ts';

/**
 * The Ukrainian sandbox menu (a held-out menu of issue 35: a Ukrainian / Eastern European
 * restaurant in Sofia) as the bot receives it: served by the sandbox over HTTPS, read by the real
 * client and the real catalogue sync into a real sqlite store, and priced by /quote with its
 * extras and removals.
 */

const { synced: syncedUkrainian, productNamed } = useSyncedMenu(createUkrainianMenu, 'ukrainian');

describe('the Ukrainian sandbox menu', () => {
  itIsTheSandboxMenu(
    'ukrainian',
    UKRAINIAN_ROWS.map(([, row]) => row[0]),
    'borscht',
  );

  it('loads through the real catalogue sync with its categories, soups by the bowl, pelmeni and vareniki by pieces, kvass, vodka and extras', async () => {
    const { menu } = await syncedUkrainian();
    expect(menu.listedProducts()).toHaveLength(UKRAINIAN_ROWS.length);
    expect(UKRAINIAN_ROWS.length).toBe(61);
    expect(menu.categories().map((c) => c.name)).toEqual([
      'Студени предястия и салати',
      'Супи',
      'Пелмени и вареники',
      'Блини и сирники',
      'Основни ястия',
      'Пирожки и чебуреки',
      'Десерти',
      'Безалкохолни напитки',
      'Алкохол',
    ]);
    for (const category of menu.categories())
      expect(menu.productsIn(category.id).length).toBeGreaterThanOrEqual(3);
    const borscht = productNamed(menu, 'Борш украински');
    expect(borscht.variants.map((v) => v.label)).toEqual([
      'Малка купа 300 мл',
      'Голяма купа 500 мл',
    ]);
    expect(menu.variant(borscht.id, 'medium')?.weight_g).toBe(500);
    // The sour cream, the dill and the garlic of a borscht can be left out; the beetroot cannot.
    expect(
      menu
        .variant(borscht.id, 'standard')
        ?.ingredients.filter((i) => i.removable)
        .map((i) => i.name),
    ).toEqual(['Сметана', 'Копър', 'Чесън']);
    expect(menu.variant(borscht.id, 'medium')?.addons.map((a) => [a.name, a.minor])).toEqual([
      ['Допълнително сметана', 120],
      ['Пампушки с чесън', 250],
      ['Ръжен хляб', 100],
    ]);
    expect(productNamed(menu, 'Пелмени с месо').variants.map((v) => v.label)).toEqual([
      '10 бр.',
      '20 бр.',
    ]);
    expect(productNamed(menu, 'Вареники с вишни').variants.map((v) => v.label)).toEqual([
      '8 бр.',
      '12 бр.',
    ]);
    expect(productNamed(menu, 'Квас').variants.map((v) => v.label)).toEqual(['0.5 л', '1 л']);
    expect(productNamed(menu, 'Водка').variants.map((v) => v.label)).toEqual(['50 мл', '100 мл']);
    // Every allergen of an ingredient is on the variant (spec "Allergen codes": 1 gluten,
    // 3 eggs, 4 fish, 7 milk, 10 mustard).
    const shuba = productNamed(menu, 'Херинга под шуба');
    expect(menu.variant(shuba.id, 'standard')?.allergens).toEqual([3, 4, 10]);
  });

  it('prices twenty pelmeni with horseradish, a large borscht without sour cream with pampushki, two chicken Kiev and a litre of kvass at /quote', async () => {
    const { menu, client } = await syncedUkrainian();
    const pelmeni = productNamed(menu, 'Пелмени с месо');
    const borscht = productNamed(menu, 'Борш украински');
    const kiev = productNamed(menu, 'Котлет по киевски');
    const kvass = productNamed(menu, 'Квас');
    const quoted = await client.quote(
      quoteRequest(
        [
          orderLine(
            productSelection({ productId: pelmeni.id, size: 'medium', addons: ['horseradish'] }),
            1,
          ),
          orderLine(
            productSelection({
              productId: borscht.id,
              size: 'medium',
              removed: [ingredientId(menu, borscht.id, 'Сметана')],
              addons: ['pampushki'],
            }),
            1,
          ),
          orderLine(productSelection({ productId: kiev.id, size: 'standard' }), 2),
          orderLine(productSelection({ productId: kvass.id, size: 'medium' }), 1),
        ],
        pickupChoice(),
      ),
    );
    const [pelmeniLine, borschtLine, kievLine, kvassLine] = quoted.quote.items;
    expect(pelmeniLine?.unit_minor).toBe(1490 + 80);
    expect(borschtLine?.unit_minor).toBe(790 + 250);
    expect(borschtLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Сметана']);
    expect(kievLine?.unit_minor).toBe(1390);
    expect(kvassLine?.unit_minor).toBe(590);
    expect(quoted.quote.subtotal_minor).toBe(1570 + 1040 + 2 * 1390 + 590);
  });

  it('refuses to take the beetroot out of the Ukrainian borscht (removable 0)', async () => {
    const { menu, client } = await syncedUkrainian();
    const borscht = productNamed(menu, 'Борш украински');
    await expectRemovalRefused(menu, client, borscht.id, 'Цвекло');
  });
});
