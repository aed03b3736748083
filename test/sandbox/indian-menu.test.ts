import { describe, expect, it } from 'vitest';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import { pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import { createIndianMenu } from '../../src/sandbox/menu/indian-menu.ts';
import { INDIAN_ROWS } from '../../src/sandbox/menu/indian-rows.ts';
import { expectRemovalRefused, itIsTheSandboxMenu } from '../support/sandbox-menu-cases.ts';
import { ingredientId, useSyncedMenu } from '../support/synced-menu.ts';

/**
 * The Indian sandbox menu (issue 35's eighth, held-out menu: an Indian restaurant in Sofia) as the
 * bot receives it: served by the sandbox over HTTPS, read by the real client and the real
 * catalogue sync into a real sqlite store, and priced by /quote with its extras and removals.
 */

const { synced: syncedIndian, productNamed } = useSyncedMenu(createIndianMenu, 'indian');

describe('the Indian sandbox menu', () => {
  itIsTheSandboxMenu(
    'indian',
    INDIAN_ROWS.map(([, row]) => row[0]),
    'curry',
  );

  it('loads through the real catalogue sync with its categories, heats, halves, pieces, sizes and extras', async () => {
    const { menu } = await syncedIndian();
    expect(menu.listedProducts()).toHaveLength(INDIAN_ROWS.length);
    expect(menu.categories().map((c) => c.name)).toEqual([
      'Предястия',
      'Тандури',
      'Пилешко къри',
      'Агнешко, риба и скариди',
      'Вегетариански ястия',
      'Бирияни',
      'Ориз, райта и чътни',
      'Наан и роти',
      'Тали и менюта',
      'Десерти',
      'Напитки',
    ]);
    for (const category of menu.categories())
      expect(menu.productsIn(category.id).length).toBeGreaterThanOrEqual(3);
    // The heat of a curry is its size, at one price.
    const masala = productNamed(menu, 'Пиле масала');
    expect(masala.variants.map((v) => v.label)).toEqual(['Мек', 'Среден', 'Лют']);
    expect(new Set(masala.variants.map((v) => v.minor))).toEqual(new Set([990]));
    // A creamy curry is a portion or a dish for two, "Екстра лют" an extra.
    const tikka = productNamed(menu, 'Пиле тика масала');
    expect(tikka.variants.map((v) => v.label)).toEqual(['Порция 350 г', 'За двама 700 г']);
    expect(menu.variant(tikka.id, 'medium')?.addons.map((a) => a.name)).toEqual([
      'Екстра лют',
      'Допълнително пиле',
    ]);
    expect(productNamed(menu, 'Тандури пиле').variants.map((v) => v.label)).toEqual([
      'Половин',
      'Цяло',
    ]);
    const samosa = productNamed(menu, 'Самоса със зеленчуци');
    expect(samosa.variants.map((v) => v.label)).toEqual(['2 бр.', '4 бр.']);
    expect(menu.variant(samosa.id, 'medium')?.weight_g).toBe(4 * 70);
    expect(productNamed(menu, 'Бирияни с агнешко').variants.map((v) => v.label)).toEqual([
      'Стандартно',
      'Голямо',
    ]);
    expect(productNamed(menu, 'Манго ласи').variants.map((v) => v.label)).toEqual([
      '300 мл',
      '500 мл',
    ]);
    // Naan of each kind is a dish of its own.
    expect(menu.productsIn(108).map((p) => p.name)).toEqual([
      'Наан',
      'Наан с чесън',
      'Наан с масло',
      'Пешвари наан',
      'Наан със сирене',
      'Наан с гъби',
      'Роти',
    ]);
    // The extra naan or rice of a thali costs the same on every thali.
    for (const name of ['Тали вегетарианско', 'Тали с пиле', 'Тали с агнешко'])
      expect(
        menu.variant(productNamed(menu, name).id, 'standard')?.addons.map((a) => [a.name, a.minor]),
      ).toEqual([
        ['Допълнителен наан', 250],
        ['Допълнителен ориз', 250],
      ]);
    // The cream, cashews and coriander of a tikka masala can be left out; the chicken cannot.
    expect(
      menu
        .variant(tikka.id, 'standard')
        ?.ingredients.filter((i) => i.removable)
        .map((i) => i.name),
    ).toEqual(['Сметана', 'Кашу', 'Кориандър']);
    // Every allergen of an ingredient is on the variant (spec "Allergen codes": 8 nuts, 7 milk).
    expect(menu.variant(tikka.id, 'standard')?.allergens).toEqual([7, 8]);
  });

  it('prices a tikka masala for two without coriander and extra hot, a whole tandoori chicken, four samosas with tamarind, a thali with an extra naan and a hot chicken masala at /quote', async () => {
    const { menu, client } = await syncedIndian();
    const tikka = productNamed(menu, 'Пиле тика масала');
    const tandoori = productNamed(menu, 'Тандури пиле');
    const samosa = productNamed(menu, 'Самоса със зеленчуци');
    const thali = productNamed(menu, 'Тали вегетарианско');
    const masala = productNamed(menu, 'Пиле масала');
    const quoted = await client.quote(
      quoteRequest(
        [
          orderLine(
            productSelection({
              productId: tikka.id,
              size: 'medium',
              removed: [ingredientId(menu, tikka.id, 'Кориандър')],
              addons: ['extra_hot'],
            }),
            1,
          ),
          orderLine(productSelection({ productId: tandoori.id, size: 'medium' }), 1),
          orderLine(
            productSelection({ productId: samosa.id, size: 'medium', addons: ['tamarind'] }),
            2,
          ),
          orderLine(
            productSelection({ productId: thali.id, size: 'standard', addons: ['extra_naan'] }),
            1,
          ),
          orderLine(productSelection({ productId: masala.id, size: 'family' }), 1),
        ],
        pickupChoice(),
      ),
    );
    const [tikkaLine, tandooriLine, samosaLine, thaliLine, masalaLine] = quoted.quote.items;
    expect(tikkaLine?.unit_minor).toBe(1990 + 50);
    expect(tikkaLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Кориандър']);
    expect(tandooriLine?.unit_minor).toBe(1590);
    expect(samosaLine?.unit_minor).toBe(650 + 100);
    expect(thaliLine?.unit_minor).toBe(1490 + 250);
    expect(masalaLine?.unit_minor).toBe(990);
    expect(quoted.quote.subtotal_minor).toBe(2040 + 1590 + 2 * 750 + 1740 + 990);
  });

  it('refuses to take the chicken out of a chicken biryani (removable 0)', async () => {
    const { menu, client } = await syncedIndian();
    const biryani = productNamed(menu, 'Бирияни с пиле');
    await expectRemovalRefused(menu, client, biryani.id, 'Пилешко месо');
  });
});
