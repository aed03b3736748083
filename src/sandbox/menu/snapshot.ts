import { MenuSnapshot } from '../../catalogue/menu.ts';
import { Availability, CataloguePage } from '../../partner/schemas/index.ts';
import { cataloguePage, type SandboxMenu } from './index.ts';

/**
 * A sandbox menu as a complete sync cycle would persist it, without HTTP: every catalogue page
 * and the availability, serialized to JSON and parsed by the partner schemas, categories merged
 * by id and combos by code (spec "Catalogue page"). Deterministic for given times. Used by the
 * tests' demo menu and by `npm run menu:translations` for the demo.
 */
export function sandboxSnapshot(
  sandbox: SandboxMenu,
  generatedAt: Date,
  syncedAt: number,
): MenuSnapshot {
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
  return MenuSnapshot.parse({
    syncedAt,
    generatedAt: first.generated_at,
    currency: first.currency,
    timezone: first.timezone,
    categories: [...categories.values()],
    products: pages.flatMap((p) => p.products),
    combos: [...combos.values()],
    pizzaBases: first.pizza_bases,
    half: first.half,
    availability: Availability.parse(JSON.parse(JSON.stringify(sandbox.availability))),
  });
}
