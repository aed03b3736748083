import type { Numeric, WireBase, WireCombo, WireProduct, WireVariant, WireZone } from '../wire.ts';
import type { SandboxMenu } from './index.ts';

/**
 * Read helpers over a sandbox menu: the spec's loose wire values (flags, numeric strings,
 * spec "Notation") normalized for the server's own rules, and indexed lookups that stay fast on a
 * 10 000-product menu. Indexes are rebuilt whenever the menu's version changes.
 */

/** A wire flag or numeric flag as a boolean: true, 1 and '1' are on. */
export function isOn(value: boolean | Numeric | undefined): boolean {
  return value === true || value === 1 || value === '1';
}

/** A `numeric` wire value as a number. */
export function toNumber(value: Numeric): number {
  return typeof value === 'number' ? value : Number(value);
}

/** A nullable `numeric` wire value as a number or null. */
export function toNumberOrNull(value: Numeric | null): number | null {
  return value === null ? null : toNumber(value);
}

interface MenuIndex {
  version: number;
  products: Map<number, WireProduct>;
  combos: Map<string, WireCombo>;
}

const indexes = new WeakMap<SandboxMenu, MenuIndex>();

function indexOf(menu: SandboxMenu): MenuIndex {
  const cached = indexes.get(menu);
  if (cached && cached.version === menu.version && cached.products.size === menu.products.length) {
    return cached;
  }
  const index: MenuIndex = {
    version: menu.version,
    products: new Map(menu.products.map((p) => [p.id, p])),
    combos: new Map(menu.combos.map((c) => [c.code, c])),
  };
  indexes.set(menu, index);
  return index;
}

/** The product record with this id, if the menu has it. */
export function productById(menu: SandboxMenu, id: number): WireProduct | undefined {
  return indexOf(menu).products.get(id);
}

/** The combo with this exact code, if the menu has it. */
export function comboByCode(menu: SandboxMenu, code: string): WireCombo | undefined {
  return indexOf(menu).combos.get(code);
}

/** The zone whose (normalized) id is `id`. */
export function zoneById(menu: SandboxMenu, id: number): WireZone | undefined {
  return menu.availability.zones.find((z) => toNumber(z.id) === id);
}

/** The base used when a selection omits `base` (spec "Base": default flag), or null. */
export function defaultBase(product: WireProduct): WireBase | null {
  const enabled = product.bases.filter((b) => b.enabled === undefined || isOn(b.enabled));
  return enabled.find((b) => isOn(b.default)) ?? enabled[0] ?? null;
}

/**
 * What adding the crust really costs for this variant: the wire surcharge, or the hidden one when
 * the wire shows null (spec "Variant": null does not mean free). Null when nothing is configured.
 */
export function crustSurcharge(
  menu: SandboxMenu,
  productId: number,
  variant: WireVariant,
): number | null {
  return variant.crust_extra_minor ?? menu.hidden.crustExtraMinor.get(productId) ?? null;
}

/** An amount the way Bulgarian messages show it: 15,00 €. */
export function formatEuro(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')} €`;
}
