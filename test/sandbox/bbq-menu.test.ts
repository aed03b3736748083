import { describe, expect, it } from 'vitest';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import { pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import { createBbqMenu } from '../../src/sandbox/menu/bbq-menu.ts';
import { BBQ_ROWS } from '../../src/sandbox/menu/bbq-rows.ts';
import { expectRemovalRefused, itIsTheSandboxMenu } from '../support/sandbox-menu-cases.ts';
import { ingredientId, useSyncedMenu } from '../support/synced-menu.ts';

/**
 * The American BBQ smokehouse sandbox menu (a held-out menu of issue 35) as the bot receives it:
 * served by the sandbox over HTTPS, read by the real client and the real catalogue sync into a
 * real sqlite store, and priced by /quote with its extras and removals.
 */

const { synced: syncedBbq, productNamed } = useSyncedMenu(createBbqMenu, 'bbq');

describe('the American BBQ smokehouse sandbox menu', () => {
  itIsTheSandboxMenu(
    'bbq',
    BBQ_ROWS.map(([, row]) => row[0]),
    'smokehouse',
  );

  it('loads through the real catalogue sync with its categories, racks, grams, pieces, platters, shakes, jugs, beer and extras', async () => {
    const { menu } = await syncedBbq();
    expect(menu.listedProducts()).toHaveLength(BBQ_ROWS.length);
    expect(BBQ_ROWS.length).toBe(62);
    expect(menu.categories().map((c) => c.name)).toEqual([
      'Пушени меса',
      'Крилца и предястия',
      'Бургери и сандвичи',
      'BBQ плата',
      'Гарнитури',
      'Салати',
      'Сосове',
      'Десерти и шейкове',
      'Напитки',
    ]);
    for (const category of menu.categories())
      expect(menu.productsIn(category.id).length).toBeGreaterThanOrEqual(3);
    const labels = (name: string) => productNamed(menu, name).variants.map((v) => v.label);
    expect(labels('Свински ребра')).toEqual(['Половин рафт', 'Цял рафт']);
    expect(labels('Телешки брискет')).toEqual(['200 г', '400 г']);
    expect(labels('Дърпано свинско')).toEqual(['Сандвич', 'Порция 250 г']);
    expect(labels('Пушено пиле')).toEqual(['Половин', 'Цяло']);
    expect(labels('Пилешки крилца Бъфало')).toEqual(['6 бр.', '12 бр.']);
    expect(labels('BBQ плато')).toEqual(['За 1', 'За 2']);
    expect(labels('Шейк ягода')).toEqual(['Малък 300 мл', 'Голям 500 мл']);
    expect(labels('Лимонада')).toEqual(['Чаша 400 мл', 'Кана 1 л']);
    expect(labels('Крафт бира IPA')).toEqual(['330 мл', '500 мл']);
    const ribs = productNamed(menu, 'Свински ребра');
    expect(menu.variant(ribs.id, 'medium')?.weight_g).toBe(1000);
    const burger = productNamed(menu, 'Бургер Смоукхаус');
    // Cheddar, bacon, onion, the BBQ sauce and the mayonnaise can be left out; the meat cannot.
    expect(
      menu
        .variant(burger.id, 'standard')
        ?.ingredients.filter((i) => i.removable)
        .map((i) => i.name),
    ).toEqual(['Сирене чедър', 'Бекон', 'Лук', 'Сос барбекю', 'Майонеза']);
    expect(menu.variant(burger.id, 'standard')?.addons.map((a) => [a.name, a.minor])).toEqual([
      ['Допълнително сос BBQ', 120],
      ['Допълнително лют сос', 120],
      ['Допълнително сос ранч', 120],
      ['Допълнително сирене чедър', 150],
      ['Бекон', 200],
      ['Яйце', 100],
      ['Халапеньо', 100],
      ['Гарнитура картофи', 300],
      ['Гарнитура коулслоу', 250],
    ]);
    // Every allergen of an ingredient is on the variant (spec "Allergen codes": 1 gluten,
    // 3 eggs, 7 milk, 8 nuts, 10 mustard, 11 sesame).
    expect(menu.variant(burger.id, 'standard')?.allergens).toEqual([1, 3, 7, 10, 11]);
    expect(menu.variant(productNamed(menu, 'Пекан пай').id, 'standard')?.allergens).toEqual([
      1, 3, 7, 8,
    ]);
  });

  it('prices a full rack with extra BBQ sauce, 12 buffalo wings without blue cheese, two smokehouse burgers without onion with bacon and a jug of lemonade at /quote', async () => {
    const { menu, client } = await syncedBbq();
    const ribs = productNamed(menu, 'Свински ребра');
    const wings = productNamed(menu, 'Пилешки крилца Бъфало');
    const burger = productNamed(menu, 'Бургер Смоукхаус');
    const lemonade = productNamed(menu, 'Лимонада');
    const quoted = await client.quote(
      quoteRequest(
        [
          orderLine(
            productSelection({ productId: ribs.id, size: 'medium', addons: ['bbq_sauce'] }),
            1,
          ),
          orderLine(
            productSelection({
              productId: wings.id,
              size: 'medium',
              removed: [ingredientId(menu, wings.id, 'Синьо сирене')],
            }),
            1,
          ),
          orderLine(
            productSelection({
              productId: burger.id,
              size: 'standard',
              removed: [ingredientId(menu, burger.id, 'Лук')],
              addons: ['bacon'],
            }),
            2,
          ),
          orderLine(productSelection({ productId: lemonade.id, size: 'medium' }), 1),
        ],
        pickupChoice(),
      ),
    );
    const [ribsLine, wingsLine, burgerLine, lemonadeLine] = quoted.quote.items;
    expect(ribsLine?.unit_minor).toBe(2690 + 120);
    expect(wingsLine?.unit_minor).toBe(1590);
    expect(wingsLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Синьо сирене']);
    expect(burgerLine?.unit_minor).toBe(1490 + 200);
    expect(burgerLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Лук']);
    expect(lemonadeLine?.unit_minor).toBe(890);
    expect(quoted.quote.subtotal_minor).toBe(2810 + 1590 + 2 * 1690 + 890);
  });

  it('refuses to take the brisket out of the brisket sandwich (removable 0)', async () => {
    const { menu, client } = await syncedBbq();
    const sandwich = productNamed(menu, 'Сандвич с брискет');
    await expectRemovalRefused(menu, client, sandwich.id, 'Телешко месо');
  });
});
