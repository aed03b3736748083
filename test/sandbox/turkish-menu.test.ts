import { describe, expect, it } from 'vitest';
import { orderLine, productSelection } from '../../src/domain/selections.ts';
import { pickupChoice, quoteRequest } from '../../src/partner/requests.ts';
import { createTurkishMenu } from '../../src/sandbox/menu/turkish-menu.ts';
import { TURKISH_ROWS } from '../../src/sandbox/menu/turkish-rows.ts';
import { expectRemovalRefused, itIsTheSandboxMenu } from '../support/sandbox-menu-cases.ts';
import { ingredientId, useSyncedMenu } from '../support/synced-menu.ts';

/**
 * The Turkish sandbox menu (a held-out menu of issue 35: a Turkish restaurant in Sofia) as the bot
 * receives it: served by the sandbox over HTTPS, read by the real client and the real catalogue
 * sync into a real sqlite store, and priced by /quote with its extras and removals.
 */

const { synced: syncedTurkish, productNamed } = useSyncedMenu(createTurkishMenu, 'turkish');

describe('the Turkish sandbox menu', () => {
  itIsTheSandboxMenu(
    'turkish',
    TURKISH_ROWS.map(([, row]) => row[0]),
    'kebab',
  );

  it('loads through the real catalogue sync with its categories, kebab portions, tea, coffee, rakı, baklava and extras', async () => {
    const { menu } = await syncedTurkish();
    expect(menu.listedProducts()).toHaveLength(TURKISH_ROWS.length);
    expect(TURKISH_ROWS.length).toBe(60);
    expect(menu.categories().map((c) => c.name)).toEqual([
      'Студени мезета и салати',
      'Топли предястия',
      'Чорби',
      'Пиде и лахмаджун',
      'Кебапи и скара',
      'Дюнер и дюрюм',
      'Гарнитури и хляб',
      'Десерти',
      'Напитки',
    ]);
    for (const category of menu.categories())
      expect(menu.productsIn(category.id).length).toBeGreaterThanOrEqual(3);
    const adana = productNamed(menu, 'Адана кебап');
    expect(adana.variants.map((v) => v.label)).toEqual(['1 порция', '1,5 порции']);
    expect(menu.variant(adana.id, 'medium')?.weight_g).toBe(450);
    expect(
      menu
        .variant(adana.id, 'standard')
        ?.ingredients.filter((i) => i.removable)
        .map((i) => i.name),
    ).toEqual(['Домати', 'Лук', 'Сумак', 'Магданоз']);
    expect(menu.variant(adana.id, 'standard')?.addons.map((a) => [a.name, a.minor])).toEqual([
      ['Допълнително кисело мляко', 150],
      ['Лют сос', 100],
      ['Пържени картофи', 350],
      ['Ориз', 300],
      ['Айрян', 250],
    ]);
    expect(productNamed(menu, 'Турски чай').variants.map((v) => v.label)).toEqual(['Чаша', 'Кана']);
    expect(productNamed(menu, 'Турско кафе').variants.map((v) => v.label)).toEqual([
      'Без захар',
      'Средно',
      'Сладко',
    ]);
    expect(productNamed(menu, 'Ракъ').variants.map((v) => v.label)).toEqual(['50 мл', '100 мл']);
    expect(productNamed(menu, 'Баклава с шам фъстък').variants.map((v) => v.label)).toEqual([
      'Порция 4 бр.',
      '1 кг',
    ]);
    expect(productNamed(menu, 'Микс скара').variants.map((v) => v.label)).toEqual([
      'За един',
      'За двама',
    ]);
    // Every allergen of an ingredient is on the variant (spec "Allergen codes": 1 gluten,
    // 3 eggs, 7 milk, 8 nuts).
    const baklava = productNamed(menu, 'Баклава с шам фъстък');
    expect(menu.variant(baklava.id, 'standard')?.allergens).toEqual([1, 7, 8]);
    expect(menu.variant(productNamed(menu, 'Мантъ').id, 'standard')?.allergens).toEqual([1, 7]);
  });

  it('prices one and a half adana without onion with extra yoghurt, two iskender with butter, a pot of tea and 100 ml of rakı at /quote', async () => {
    const { menu, client } = await syncedTurkish();
    const adana = productNamed(menu, 'Адана кебап');
    const iskender = productNamed(menu, 'Искендер кебап');
    const tea = productNamed(menu, 'Турски чай');
    const raki = productNamed(menu, 'Ракъ');
    const quoted = await client.quote(
      quoteRequest(
        [
          orderLine(
            productSelection({
              productId: adana.id,
              size: 'medium',
              removed: [ingredientId(menu, adana.id, 'Лук')],
              addons: ['extra_yogurt'],
            }),
            1,
          ),
          orderLine(
            productSelection({ productId: iskender.id, size: 'standard', addons: ['butter'] }),
            2,
          ),
          orderLine(productSelection({ productId: tea.id, size: 'medium' }), 1),
          orderLine(productSelection({ productId: raki.id, size: 'medium' }), 1),
        ],
        pickupChoice(),
      ),
    );
    const [adanaLine, iskenderLine, teaLine, rakiLine] = quoted.quote.items;
    expect(adanaLine?.unit_minor).toBe(1890 + 150);
    expect(adanaLine?.configuration.parts[0]?.omitted.map((o) => o.name)).toEqual(['Лук']);
    expect(iskenderLine?.unit_minor).toBe(1490 + 100);
    expect(teaLine?.unit_minor).toBe(690);
    expect(rakiLine?.unit_minor).toBe(850);
    expect(quoted.quote.subtotal_minor).toBe(2040 + 2 * 1590 + 690 + 850);
  });

  it('refuses to take the cheese out of the cheese pide (removable 0)', async () => {
    const { menu, client } = await syncedTurkish();
    const pide = productNamed(menu, 'Пиде със сирене');
    await expectRemovalRefused(menu, client, pide.id, 'Сирене');
  });
});
