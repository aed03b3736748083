import { describe, expect, it } from 'vitest';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import { pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import { createMexicanMenu } from '../../src/sandbox/menu/mexican-menu.ts';
import { MEXICAN_ROWS } from '../../src/sandbox/menu/mexican-rows.ts';
import { expectRemovalRefused, itIsTheSandboxMenu } from '../support/sandbox-menu-cases.ts';
import { ingredientId, useSyncedMenu } from '../support/synced-menu.ts';

/**
 * The Mexican sandbox menu (issue 35's seventh, held-out menu: a Mexican and Tex-Mex restaurant)
 * as the bot receives it: served by the sandbox over HTTPS, read by the real client and the real
 * catalogue sync into a real sqlite store, and priced by /quote with its extras and removals.
 */

const { synced: syncedMexican, productNamed } = useSyncedMenu(createMexicanMenu, 'mexican');

describe('the Mexican sandbox menu', () => {
  itIsTheSandboxMenu(
    'mexican',
    MEXICAN_ROWS.map(([, row]) => row[0]),
    'tex-mex',
  );

  it('loads through the real catalogue sync with its categories, pieces, sizes, jugs and extras', async () => {
    const { menu } = await syncedMexican();
    expect(menu.listedProducts()).toHaveLength(MEXICAN_ROWS.length);
    expect(menu.categories().map((c) => c.name)).toEqual([
      'Тако',
      'Бурито и енчилади',
      'Кесадии',
      'Начос и предястия',
      'Фахитас и купи',
      'Супи и салати',
      'Гарнитури и сосове',
      'Десерти',
      'Коктейли',
      'Напитки',
    ]);
    for (const category of menu.categories())
      expect(menu.productsIn(category.id).length).toBeGreaterThanOrEqual(3);
    const taco = productNamed(menu, 'Тако с пиле');
    expect(taco.variants.map((v) => v.label)).toEqual(['1 бр.', '3 бр.']);
    expect(menu.variant(taco.id, 'medium')?.weight_g).toBe(3 * 110);
    expect(productNamed(menu, 'Бурито с телешко').variants.map((v) => v.label)).toEqual([
      'Стандартно',
      'XL',
    ]);
    expect(productNamed(menu, 'Фахитас с пиле').variants.map((v) => v.label)).toEqual([
      'За един',
      'За двама',
    ]);
    expect(productNamed(menu, 'Маргарита').variants.map((v) => v.label)).toEqual([
      'Чаша',
      'Кана 1 л',
    ]);
    expect(productNamed(menu, 'Кока-Кола').variants.map((v) => v.label)).toEqual([
      '330 мл',
      '500 мл',
      '1 л',
    ]);
    expect(productNamed(menu, 'Чурос').variants.map((v) => v.label)).toEqual(['3 бр.', '6 бр.']);
    const nachos = productNamed(menu, 'Начос');
    expect(nachos.variants.map((v) => v.label)).toEqual(['Малки', 'Големи']);
    // Guacamole costs the same on small or large nachos.
    for (const size of ['standard', 'medium'] as const)
      expect(
        menu.variant(nachos.id, size)?.addons.find((a) => a.code === 'guacamole'),
      ).toMatchObject({ name: 'Гуакамоле', minor: 180 });
    expect(menu.variant(nachos.id, 'standard')?.addons.map((a) => a.name)).toEqual([
      'Гуакамоле',
      'Сирене чедър',
      'Халапеньо',
      'Заквасена сметана',
      'Салса',
      'Черен боб',
    ]);
    // The onion and coriander of a taco can be left out; the tortilla and the meat cannot.
    expect(
      menu
        .variant(taco.id, 'standard')
        ?.ingredients.filter((i) => !i.removable)
        .map((i) => i.name),
    ).toEqual(['Царевична тортила', 'Пилешко месо', 'Пико де гайо']);
    // Every allergen of an ingredient is on the variant (spec "Allergen codes": 2 crustaceans).
    expect(
      menu.variant(productNamed(menu, 'Тако със скариди').id, 'standard')?.allergens,
    ).toContain(2);
  });

  it('prices three tacos without onion, an XL burrito with guacamole, fajitas for two and a jug of margarita at /quote', async () => {
    const { menu, client } = await syncedMexican();
    const taco = productNamed(menu, 'Тако с телешко');
    const burrito = productNamed(menu, 'Бурито с пиле');
    const fajitas = productNamed(menu, 'Фахитас с телешко');
    const margarita = productNamed(menu, 'Маргарита');
    const quoted = await client.quote(
      quoteRequest(
        [
          orderLine(
            productSelection({
              productId: taco.id,
              size: 'medium',
              removed: [ingredientId(menu, taco.id, 'Лук')],
            }),
            2,
          ),
          orderLine(
            productSelection({
              productId: burrito.id,
              size: 'medium',
              addons: ['guacamole', 'jalapeno'],
            }),
            1,
          ),
          orderLine(productSelection({ productId: fajitas.id, size: 'medium' }), 1),
          orderLine(productSelection({ productId: margarita.id, size: 'medium' }), 1),
        ],
        pickupChoice(),
      ),
    );
    const [tacoLine, burritoLine, fajitasLine, margaritaLine] = quoted.quote.items;
    expect(tacoLine?.unit_minor).toBe(890);
    expect(tacoLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Лук']);
    expect(burritoLine?.unit_minor).toBe(1190 + 180 + 60);
    expect(fajitasLine?.unit_minor).toBe(2990);
    expect(margaritaLine?.unit_minor).toBe(2890);
    expect(quoted.quote.subtotal_minor).toBe(2 * 890 + 1430 + 2990 + 2890);
  });

  it('refuses to take the meat out of a taco (removable 0)', async () => {
    const { menu, client } = await syncedMexican();
    const taco = productNamed(menu, 'Тако с телешко');
    await expectRemovalRefused(menu, client, taco.id, 'Телешко месо');
  });
});
