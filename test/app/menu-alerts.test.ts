import { expect, it } from 'vitest';
import { STAFF_CHAT, until } from '../support/app-harness.ts';
import { app, nextCycle, sandbox, telegram, useAppWorld } from '../support/app-world.ts';
import { breakPrice, freeStandingProducts } from '../support/demo-menu.ts';

/**
 * Issue 20 point 4 through the whole application: a product the restaurant sends in a shape the
 * bot cannot read is left out with one staff alert naming it (not one per sync cycle), the rest
 * of the menu is applied; a menu that would lose more than CATALOGUE_MAX_DROPPED_SHARE (0.1 by
 * default) is not applied, and the staff chat hears that once.
 */
useAppWorld();

const staff = (part: string) => telegram.messages(STAFF_CHAT).filter((m) => m.text.includes(part));

it('tells the staff once about an unreadable product and keeps the rest of the menu current', async () => {
  const [victim] = freeStandingProducts(sandbox.menu);
  if (victim === undefined) throw new Error('no free-standing dish');
  const name = sandbox.menu.products.find((p) => p.id === victim)?.name ?? '';
  const restore = breakPrice(sandbox.menu, victim, 'девет лева');
  try {
    await nextCycle();
    await nextCycle();
    await until(() => staff(`Продукт ${victim}`).length > 0, 'the unreadable-product alert');
    await nextCycle();
    const told = staff(`Продукт ${victim}`);
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain(`„${name}“`);
    expect(app.catalogue.current()?.product(victim)).toBeUndefined();
    expect(app.catalogue.health().lastCycle?.ok).toBe(true);
  } finally {
    restore();
  }
  await nextCycle();
  expect(app.catalogue.current()?.product(victim)).toBeDefined();
});

it('does not apply a menu that lost more than a tenth of its products, and says so once', async () => {
  const good = app.catalogue.current();
  const victims = freeStandingProducts(sandbox.menu).slice(
    0,
    Math.floor(sandbox.menu.products.length * 0.1) + 1,
  );
  const undo = victims.map((id) => breakPrice(sandbox.menu, id, 'девет лева'));
  try {
    await nextCycle();
    await nextCycle();
    await until(() => staff('не е приложено').length > 0, 'the menu-rejected alert');
    expect(staff('не е приложено')).toHaveLength(1);
    expect(staff('не е приложено')[0]?.text).toContain(
      `${victims.length} от ${sandbox.menu.products.length} продукта`,
    );
    expect(app.catalogue.current()).toBe(good);
  } finally {
    for (const restore of undo) restore();
  }
});
