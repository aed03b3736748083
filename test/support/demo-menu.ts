import { Menu } from '../../src/catalogue/menu.ts';
import { createDemoMenu, type SandboxMenu } from '../../src/sandbox/menu/index.ts';
import { sandboxSnapshot } from '../../src/sandbox/menu/snapshot.ts';

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
  return new Menu(sandboxSnapshot(sandbox, generatedAt, options.syncedAt ?? DEMO_SYNCED_AT));
}
