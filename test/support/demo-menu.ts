import { Menu, MenuSnapshot } from '../../src/catalogue/menu.ts';
import { Availability, CataloguePage } from '../../src/partner/schemas/index.ts';
import { cataloguePage, createDemoMenu, type SandboxMenu } from '../../src/sandbox/menu/index.ts';

/** When demo menus were "generated" and "synced" unless a test says otherwise. */
export const DEMO_GENERATED_AT = new Date('2026-11-23T09:59:00Z');
export const DEMO_SYNCED_AT = Date.parse('2026-11-23T10:00:00Z');

export interface DemoMenuOptions {
  /** Size of a generated large menu (createDemoMenu's `products`); the plain demo if absent. */
  products?: number;
  /** A sandbox menu a test has already changed; `products` is ignored when given. */
  sandbox?: SandboxMenu;
  syncedAt?: number;
  generatedAt?: Date;
}

/**
 * A `Menu` built the way a complete sync cycle builds one, without HTTP: every catalogue page of
 * a sandbox menu and its availability, serialized to JSON and parsed by the partner schemas, with
 * categories merged by id and combos merged by code (spec "Catalogue page"). Deterministic.
 */
export function demoMenu(options: DemoMenuOptions = {}): Menu {
  const sandbox =
    options.sandbox ??
    createDemoMenu(options.products === undefined ? {} : { products: options.products });
  const generatedAt = options.generatedAt ?? DEMO_GENERATED_AT;
  const pages: CataloguePage[] = [];
  for (let page = 1; ; page += 1) {
    const wire = JSON.parse(JSON.stringify(cataloguePage(sandbox, page, generatedAt)));
    const parsed = CataloguePage.parse(wire);
    pages.push(parsed);
    if (!parsed.has_more) break;
  }
  const first = pages[0] as CataloguePage;
  const categories = new Map(pages.flatMap((p) => p.categories).map((c) => [c.id, c]));
  const combos = new Map(pages.flatMap((p) => p.combos).map((c) => [c.code, c]));
  const snapshot: MenuSnapshot = {
    syncedAt: options.syncedAt ?? DEMO_SYNCED_AT,
    generatedAt: first.generated_at,
    currency: first.currency,
    timezone: first.timezone,
    categories: [...categories.values()],
    products: pages.flatMap((p) => p.products),
    combos: [...combos.values()],
    pizzaBases: first.pizza_bases,
    half: first.half,
    availability: Availability.parse(JSON.parse(JSON.stringify(sandbox.availability))),
  };
  return new Menu(MenuSnapshot.parse(snapshot));
}
