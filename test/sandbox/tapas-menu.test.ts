import { describe, expect, it } from 'vitest';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import { pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import { createTapasMenu } from '../../src/sandbox/menu/tapas-menu.ts';
import { TAPAS_ROWS } from '../../src/sandbox/menu/tapas-rows.ts';
import { expectRemovalRefused, itIsTheSandboxMenu } from '../support/sandbox-menu-cases.ts';
import { ingredientId, useSyncedMenu } from '../support/synced-menu.ts';

/**
 * The Spanish tapas bar's sandbox menu (a held-out menu of issue 35: a tapas bar in Sofia) as the
 * bot receives it: served by the sandbox over HTTPS, read by the real client and the real
 * catalogue sync into a real sqlite store, and priced by /quote with its extras and removals.
 */

const { synced: syncedTapas, productNamed } = useSyncedMenu(createTapasMenu, 'tapas');

describe('the Spanish tapas bar sandbox menu', () => {
  itIsTheSandboxMenu(
    'tapas',
    TAPAS_ROWS.map(([, row]) => row[0]),
    'paella',
  );

  it('loads through the real catalogue sync with its categories, croquetas by pieces, jamón by grams, paella per person, sangria by the jug and extras', async () => {
    const { menu } = await syncedTapas();
    expect(menu.listedProducts()).toHaveLength(TAPAS_ROWS.length);
    expect(TAPAS_ROWS.length).toBe(60);
    expect(menu.categories().map((c) => c.name)).toEqual([
      'Студени тапас',
      'Топли тапас',
      'Паеля и фидеуа',
      'Супи и салати',
      'Десерти',
      'Сангрия и вино',
      'Бира и безалкохолни',
      'Кафе',
    ]);
    for (const category of menu.categories())
      expect(menu.productsIn(category.id).length).toBeGreaterThanOrEqual(3);
    const croquetas = productNamed(menu, 'Крокетас с шунка');
    expect(croquetas.variants.map((v) => v.label)).toEqual(['4 бр.', '8 бр.']);
    expect(menu.variant(croquetas.id, 'medium')?.weight_g).toBe(280);
    expect(productNamed(menu, 'Хамон серано').variants.map((v) => v.label)).toEqual([
      '50 г',
      '100 г',
    ]);
    const paella = productNamed(menu, 'Паеля с морски дарове');
    expect(paella.variants.map((v) => v.label)).toEqual(['За 1 човек', 'За 2 души']);
    // The garlic and the parsley of a seafood paella can be left out; the seafood cannot.
    expect(
      menu
        .variant(paella.id, 'medium')
        ?.ingredients.filter((i) => i.removable)
        .map((i) => i.name),
    ).toEqual(['Чесън', 'Магданоз']);
    expect(productNamed(menu, 'Тортиля испаньола').variants.map((v) => v.label)).toEqual([
      'Парче',
      'Цяла',
    ]);
    expect(productNamed(menu, 'Сангрия').variants.map((v) => v.label)).toEqual([
      'Чаша 300 мл',
      'Кана 1 л',
    ]);
    const bravas = productNamed(menu, 'Пататас бравас');
    expect(bravas.variants.map((v) => v.label)).toEqual(['Малка порция', 'Голяма порция']);
    expect(menu.variant(bravas.id, 'medium')?.addons.map((a) => [a.name, a.minor])).toEqual([
      ['Сос айоли', 150],
      ['Сос бравас', 150],
      ['Допълнителен хляб', 120],
    ]);
    // Every allergen of an ingredient is on the variant (spec "Allergen codes": 1 gluten,
    // 2 crustaceans, 3 eggs, 4 fish, 14 molluscs).
    expect(menu.variant(paella.id, 'standard')?.allergens).toEqual([2, 4, 14]);
    expect(menu.variant(croquetas.id, 'standard')?.allergens).toEqual([1, 3, 7]);
  });

  it('prices eight chicken croquetas with aioli, a seafood paella for two without garlic, a large bravas with more bread, two whole tortillas without onion with jamón and a jug of sangria at /quote', async () => {
    const { menu, client } = await syncedTapas();
    const croquetas = productNamed(menu, 'Крокетас с пиле');
    const paella = productNamed(menu, 'Паеля с морски дарове');
    const bravas = productNamed(menu, 'Пататас бравас');
    const tortilla = productNamed(menu, 'Тортиля испаньола');
    const sangria = productNamed(menu, 'Сангрия');
    const quoted = await client.quote(
      quoteRequest(
        [
          orderLine(
            productSelection({ productId: croquetas.id, size: 'medium', addons: ['aioli'] }),
            1,
          ),
          orderLine(
            productSelection({
              productId: paella.id,
              size: 'medium',
              removed: [ingredientId(menu, paella.id, 'Чесън')],
            }),
            1,
          ),
          orderLine(
            productSelection({ productId: bravas.id, size: 'medium', addons: ['bread'] }),
            1,
          ),
          orderLine(
            productSelection({
              productId: tortilla.id,
              size: 'medium',
              removed: [ingredientId(menu, tortilla.id, 'Лук')],
              addons: ['jamon'],
            }),
            2,
          ),
          orderLine(productSelection({ productId: sangria.id, size: 'medium' }), 1),
        ],
        pickupChoice(),
      ),
    );
    const [croquetasLine, paellaLine, bravasLine, tortillaLine, sangriaLine] = quoted.quote.items;
    expect(croquetasLine?.unit_minor).toBe(990 + 150);
    expect(paellaLine?.unit_minor).toBe(2690);
    expect(paellaLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Чесън']);
    expect(bravasLine?.unit_minor).toBe(790 + 120);
    expect(tortillaLine?.unit_minor).toBe(1690 + 250);
    expect(tortillaLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Лук']);
    expect(sangriaLine?.unit_minor).toBe(1590);
    expect(quoted.quote.subtotal_minor).toBe(1140 + 2690 + 910 + 2 * 1940 + 1590);
  });

  it('refuses to take the octopus out of the pulpo a la gallega (removable 0)', async () => {
    const { menu, client } = await syncedTapas();
    const pulpo = productNamed(menu, 'Пулпо а ла гайега');
    await expectRemovalRefused(menu, client, pulpo.id, 'Октопод');
  });
});
