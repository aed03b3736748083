import { describe, expect, it } from 'vitest';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import { pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import { createGreekMenu } from '../../src/sandbox/menu/greek-menu.ts';
import { GREEK_ROWS } from '../../src/sandbox/menu/greek-rows.ts';
import { expectRemovalRefused, itIsTheSandboxMenu } from '../support/sandbox-menu-cases.ts';
import { ingredientId, useSyncedMenu } from '../support/synced-menu.ts';

/**
 * The Greek sandbox menu (issue 35's ninth, held-out menu: a Greek taverna with a fish counter in
 * Sofia) as the bot receives it: served by the sandbox over HTTPS, read by the real client and
 * the real catalogue sync into a real sqlite store, and priced by /quote with its extras and
 * removals.
 */

const { synced: syncedGreek, productNamed } = useSyncedMenu(createGreekMenu, 'greek');

describe('the Greek sandbox menu', () => {
  itIsTheSandboxMenu(
    'greek',
    GREEK_ROWS.map(([, row]) => row[0]),
    'gyros',
  );

  it('loads through the real catalogue sync with its categories, gyros, salads, pieces, fish by weight, wine and extras', async () => {
    const { menu } = await syncedGreek();
    expect(menu.listedProducts()).toHaveLength(GREEK_ROWS.length);
    expect(menu.categories().map((c) => c.name)).toEqual([
      'Разядки',
      'Салати',
      'Топли предястия',
      'Гирос и скара',
      'Традиционни ястия',
      'Риба и морски дарове',
      'Гарнитури',
      'Десерти',
      'Напитки',
    ]);
    for (const category of menu.categories())
      expect(menu.productsIn(category.id).length).toBeGreaterThanOrEqual(4);
    const gyros = productNamed(menu, 'Гирос с пиле');
    expect(gyros.variants.map((v) => v.label)).toEqual(['В питка', 'В чиния']);
    // The tomatoes, onion, tzatziki and fries of a gyros can be left out; the chicken cannot.
    expect(
      menu
        .variant(gyros.id, 'standard')
        ?.ingredients.filter((i) => i.removable)
        .map((i) => i.name),
    ).toEqual(['Домати', 'Лук', 'Цацики', 'Пържени картофи']);
    expect(menu.variant(gyros.id, 'medium')?.addons.map((a) => [a.name, a.minor])).toEqual([
      ['Допълнително фета', 150],
      ['Допълнително цацики', 120],
      ['Допълнителна питка', 100],
      ['Допълнително пържени картофи', 200],
      ['Люта чушка', 50],
    ]);
    expect(productNamed(menu, 'Гръцка салата').variants.map((v) => v.label)).toEqual([
      'Малка',
      'Голяма',
    ]);
    const keftedes = productNamed(menu, 'Кефтедес');
    expect(keftedes.variants.map((v) => v.label)).toEqual(['4 бр.', '8 бр.']);
    expect(menu.variant(keftedes.id, 'medium')?.weight_g).toBe(400);
    expect(productNamed(menu, 'Ципура на скара').variants.map((v) => v.label)).toEqual([
      '300 г',
      '500 г',
    ]);
    expect(productNamed(menu, 'Узо').variants.map((v) => v.label)).toEqual(['50 мл', '200 мл']);
    expect(productNamed(menu, 'Бяло домашно вино').variants.map((v) => v.label)).toEqual([
      'Чаша 150 мл',
      'Карафа 500 мл',
      'Карафа 1 л',
    ]);
    // Every allergen of an ingredient is on the variant (spec "Allergen codes": 1 gluten,
    // 3 eggs, 7 milk; 14 molluscs, 4 fish).
    expect(menu.variant(productNamed(menu, 'Мусака').id, 'standard')?.allergens).toEqual([1, 3, 7]);
    expect(menu.variant(productNamed(menu, 'Калмари на скара').id, 'standard')?.allergens).toEqual([
      14,
    ]);
  });

  it('prices a chicken gyros on a plate without onion with extra feta, a large Greek salad without olives, 8 keftedes, a 500 g sea bream with lemon and a litre of white wine at /quote', async () => {
    const { menu, client } = await syncedGreek();
    const gyros = productNamed(menu, 'Гирос с пиле');
    const salad = productNamed(menu, 'Гръцка салата');
    const keftedes = productNamed(menu, 'Кефтедес');
    const bream = productNamed(menu, 'Ципура на скара');
    const wine = productNamed(menu, 'Бяло домашно вино');
    const quoted = await client.quote(
      quoteRequest(
        [
          orderLine(
            productSelection({
              productId: gyros.id,
              size: 'medium',
              removed: [ingredientId(menu, gyros.id, 'Лук')],
              addons: ['extra_feta'],
            }),
            2,
          ),
          orderLine(
            productSelection({
              productId: salad.id,
              size: 'medium',
              removed: [ingredientId(menu, salad.id, 'Маслини')],
            }),
            1,
          ),
          orderLine(productSelection({ productId: keftedes.id, size: 'medium' }), 1),
          orderLine(
            productSelection({ productId: bream.id, size: 'medium', addons: ['lemon'] }),
            1,
          ),
          orderLine(productSelection({ productId: wine.id, size: 'family' }), 1),
        ],
        pickupChoice(),
      ),
    );
    const [gyrosLine, saladLine, keftedesLine, breamLine, wineLine] = quoted.quote.items;
    expect(gyrosLine?.unit_minor).toBe(1190 + 150);
    expect(gyrosLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Лук']);
    expect(saladLine?.unit_minor).toBe(1190);
    expect(saladLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Маслини']);
    expect(keftedesLine?.unit_minor).toBe(1290);
    expect(breamLine?.unit_minor).toBe(1990 + 30);
    expect(wineLine?.unit_minor).toBe(1590);
    expect(quoted.quote.subtotal_minor).toBe(2 * 1340 + 1190 + 1290 + 2020 + 1590);
  });

  it('refuses to take the octopus out of the octopus salad (removable 0)', async () => {
    const { menu, client } = await syncedGreek();
    const salad = productNamed(menu, 'Салата с октопод');
    await expectRemovalRefused(menu, client, salad.id, 'Октопод');
  });
});
