import { describe, expect, it } from 'vitest';
import { type MenuSnapshot, sameMenu } from '../../src/catalogue/menu.ts';
import { createDemoMenu } from '../../src/sandbox/menu/index.ts';
import { sandboxSnapshot } from '../../src/sandbox/menu/snapshot.ts';

const snapshot = (syncedAt: number) =>
  sandboxSnapshot(createDemoMenu(), new Date(syncedAt), syncedAt);

describe('sameMenu: the same menu read by two cycles', () => {
  it('ignores the times of the cycles and sees any change of content', () => {
    const a = snapshot(1_000);
    const b: MenuSnapshot = { ...snapshot(61_000), restaurantClockOffsetMs: 250 };
    expect(a.generatedAt).not.toBe(b.generatedAt);
    expect(sameMenu(a, b)).toBe(true);
    const changes: ((s: MenuSnapshot) => void)[] = [
      (s) => {
        const variant = s.products[3]?.variants[0];
        if (variant) variant.minor = (variant.minor ?? 0) + 1;
      },
      (s) => {
        s.products.push(s.products.shift() as MenuSnapshot['products'][number]);
      },
      (s) => {
        (s.products[0] as unknown as Record<string, unknown>).extra = undefined;
      },
      (s) => {
        s.availability.ordering_enabled = !s.availability.ordering_enabled;
      },
      (s) => {
        s.combos.pop();
      },
      (s) => {
        s.timezone = 'Europe/Bucharest';
      },
    ];
    for (const change of changes) {
      const c = snapshot(61_000);
      change(c);
      expect(sameMenu(a, c)).toBe(false);
    }
  });
});
