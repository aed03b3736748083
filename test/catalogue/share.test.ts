import { describe, expect, it } from 'vitest';
import { Menu, sameMenu } from '../../src/catalogue/menu.ts';
import { shareRepeated } from '../../src/catalogue/share.ts';
import { createDemoMenu } from '../../src/sandbox/menu/index.ts';
import { sandboxSnapshot } from '../../src/sandbox/menu/snapshot.ts';

const snapshot = () => sandboxSnapshot(createDemoMenu(), new Date(1_000), 1_000);

/** Distinct objects (arrays included) reachable from a value. */
function objects(value: unknown, seen = new Set<object>()): Set<object> {
  if (value === null || typeof value !== 'object' || seen.has(value)) return seen;
  seen.add(value);
  for (const child of Object.values(value)) objects(child, seen);
  return seen;
}

describe('shareRepeated: one copy of each repeated record of a menu', () => {
  it('keeps the same JSON and the same menu while sharing the repeated records', () => {
    const original = snapshot();
    const json = JSON.stringify(original);
    const before = objects(original).size;
    const shared = shareRepeated(original);
    expect(shared).toBe(original);
    expect(JSON.stringify(shared)).toBe(json);
    expect(sameMenu(shared, snapshot())).toBe(true);
    // The demo menu repeats its addons, ingredients and allergen lists on every variant.
    const after = objects(shared).size;
    expect(after).toBeLessThan(before / 2);
    const addons = shared.products.flatMap((p) => p.variants.flatMap((v) => v.addons));
    const first = addons[0];
    expect(first).toBeDefined();
    const twin = addons.find(
      (a, i) => i > 0 && JSON.stringify(a) === JSON.stringify(first) && a === first,
    );
    expect(twin).toBeDefined();
  });

  it('merges only equal data: key order, kinds and values all count', () => {
    const data = {
      a: { x: 1, y: 2 },
      b: { y: 2, x: 1 },
      c: { x: 1, y: 2 },
      d: [1, '1', null, 'null', true, 'true'],
      e: [[1], { 0: 1 }, [1]],
      f: { x: 1, y: 2, z: undefined },
      g: 'same text',
      h: ['same', 'text'].join(' '),
    };
    const json = JSON.stringify(data);
    shareRepeated(data);
    expect(JSON.stringify(data)).toBe(json);
    expect(data.c).toBe(data.a);
    expect(data.b).not.toBe(data.a);
    expect(data.f).not.toBe(data.a);
    expect(Object.keys(data.f)).toEqual(['x', 'y', 'z']);
    expect(data.d).toEqual([1, '1', null, 'null', true, 'true']);
    expect(data.e[2]).toBe(data.e[0]);
    expect(data.e[1]).not.toBe(data.e[0]);
    expect(Array.isArray(data.e[1])).toBe(false);
    expect(data.h).toBe('same text');
  });

  it('a Menu shares its copy and answers as one built on the unshared copy', () => {
    const plain = snapshot();
    const expected = JSON.parse(JSON.stringify(plain));
    const menu = new Menu(plain);
    for (const product of expected.products) {
      expect(menu.product(product.id)).toEqual(product);
      for (const variant of product.variants)
        expect(menu.variant(product.id, variant.key)).toEqual(variant);
    }
    expect(menu.categories().map((c) => c.id)).toEqual(
      expected.categories
        .filter((c: { id: number }) =>
          expected.products.some(
            (p: { listed: boolean; category_ids: number[] }) =>
              p.listed && p.category_ids.includes(c.id),
          ),
        )
        .map((c: { id: number }) => c.id),
    );
    expect(JSON.stringify(menu.snapshot)).toBe(JSON.stringify(expected));
    // The Menu keeps the shared copy: what makes a restaurant's live heap smaller.
    expect(objects(menu.snapshot).size).toBeLessThan(objects(expected).size / 2);
  });
});
