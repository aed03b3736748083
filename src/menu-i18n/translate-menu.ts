import type { MenuSnapshot } from '../catalogue/menu.ts';
import type { Addon, Base, Product, Variant } from '../domain/menu.ts';
import type { Configuration, ConfiguredPart, Quote } from '../partner/schemas/index.ts';
import type { MenuTranslator } from './translator.ts';

// Every function here copies: ids, codes, amounts and flags stay as they are, only the
// restaurant's words change. Nothing translated ever goes back to the API (it takes ids).

function addon(tr: MenuTranslator, item: Addon): Addon {
  const out = { ...item, name: tr.addon(item.code, item.name) };
  if (item.family_name !== undefined) out.family_name = tr.text(item.family_name);
  return out;
}

function base(tr: MenuTranslator, item: Base): Base {
  return { ...item, name: tr.base(item.code, item.name) };
}

function variant(tr: MenuTranslator, item: Variant): Variant {
  return {
    ...item,
    label: tr.text(item.label),
    ingredients: item.ingredients.map((ingredient) => ({
      ...ingredient,
      name: tr.ingredient(ingredient.id, ingredient.name),
    })),
    addons: item.addons.map((one) => addon(tr, one)),
  };
}

/** One product with its texts in the translator's language (sizes, extras, choices too). */
export function translateProduct(tr: MenuTranslator, item: Product): Product {
  return {
    ...item,
    name: tr.product(item.id, 'name', item.name),
    description: tr.product(item.id, 'description', item.description),
    available_at: item.available_at === null ? null : tr.text(item.available_at),
    availability_notice: tr.text(item.availability_notice),
    variants: item.variants.map((one) => variant(tr, one)),
    addons: item.addons.map((one) => addon(tr, one)),
    bases: item.bases.map((one) => base(tr, one)),
    choices: item.choices.map((group) => ({
      ...group,
      label: tr.text(group.label),
      options: group.options.map((option) => ({ ...option, label: tr.text(option.label) })),
    })),
  };
}

/** The menu snapshot with every restaurant text in the translator's language. */
export function translateSnapshot(tr: MenuTranslator, menu: MenuSnapshot): MenuSnapshot {
  return {
    ...translateFrame(tr, menu),
    products: menu.products.map((p) => translateProduct(tr, p)),
  };
}

/**
 * Everything of the snapshot but its products translated: categories, combos, bases, zones,
 * pickup and notice (few texts). The products are left as they are, for `TranslatedMenu` to
 * translate one by one when they are shown.
 */
export function translateFrame(tr: MenuTranslator, menu: MenuSnapshot): MenuSnapshot {
  const availability = menu.availability;
  return {
    ...menu,
    categories: menu.categories.map((c) => ({ ...c, name: tr.category(c.id, c.name) })),
    combos: menu.combos.map((combo) => ({
      ...combo,
      name: tr.combo(combo.code, 'name', combo.name),
      description: tr.combo(combo.code, 'description', combo.description),
      schedule: tr.text(combo.schedule),
    })),
    pizzaBases: menu.pizzaBases.map((one) => base(tr, one)),
    availability: {
      ...availability,
      zones: availability.zones.map((zone) => ({ ...zone, name: tr.zone(zone.id, zone.name) })),
      pickup: {
        ...availability.pickup,
        name: tr.text(availability.pickup.name),
        address: tr.text(availability.pickup.address),
      },
      notice: tr.text(availability.notice),
    },
  };
}

function part(tr: MenuTranslator, item: ConfiguredPart): ConfiguredPart {
  const out: ConfiguredPart = {
    ...item,
    name: tr.product(item.product_id, 'name', item.name),
    ingredients: item.ingredients.map((one) => ({
      ...one,
      name: tr.ingredient(one.id, one.name),
    })),
    omitted: item.omitted.map((one) => ({ ...one, name: tr.ingredient(one.id, one.name) })),
  };
  if (item.addons) out.addons = item.addons.map((one) => addon(tr, one));
  return out;
}

// A line's own name ("Пица Маргарита") is not the product's ("Маргарита"): it reads through the
// phrases, the product names the file translates and the glossary, word by word.
function configuration(tr: MenuTranslator, item: Configuration): Configuration {
  const out: Configuration = {
    ...item,
    name: nameOfLine(tr, item, item.name),
    parts: item.parts.map((one) => part(tr, one)),
  };
  if (item.base) out.base = base(tr, item.base);
  return out;
}

function nameOfLine(tr: MenuTranslator, config: Configuration, source: string): string {
  if (config.type === 'combo' && config.combo_code !== undefined)
    return tr.combo(config.combo_code, 'name', source);
  return tr.text(source);
}

/** A quote for display: line and part names, extras, the location and warnings translated. */
export function translateQuote<Q extends Quote>(tr: MenuTranslator, quote: Q): Q {
  const location = quote.location;
  return {
    ...quote,
    items: quote.items.map((line) => ({
      ...line,
      name: nameOfLine(tr, line.configuration, line.name),
      configuration: configuration(tr, line.configuration),
    })),
    location: {
      ...location,
      name: location.id === 'main' ? tr.text(location.name) : tr.zone(location.id, location.name),
      address: tr.text(location.address),
    },
    warnings: quote.warnings.map((warning) => tr.text(warning)),
  };
}
