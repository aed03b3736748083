import type { MenuSnapshot } from '../catalogue/menu.ts';
import { reviewedOnly, type TranslationFile } from './files.ts';

type Texts = Record<string, string>;
type Named = Record<string, { name?: string; description?: string }>;

/** Every text of a menu that a translation file may cover, by its place in the file's shape. */
export interface MenuTexts {
  categories: Texts;
  products: Named;
  combos: Named;
  addons: Texts;
  ingredients: Texts;
  bases: Texts;
  zones: Texts;
  phrases: Texts;
}

function named(name: string, description: string) {
  return description === '' ? { name } : { name, description };
}

/**
 * The menu's own words in the shape of a translation file (`source.json` beside the templates):
 * every category, product, combo, extra, ingredient, base and zone by id or code, and every text
 * without an id (size labels, choice labels, restock labels and notices, the pickup name and
 * address, the restaurant's notice) under `phrases`, keyed by itself. `extraPhrases`: texts the
 * API sends outside the menu that are known in advance (the sandbox's status labels).
 */
export function menuTexts(menu: MenuSnapshot, extraPhrases: readonly string[] = []): MenuTexts {
  const texts: MenuTexts = {
    categories: {},
    products: {},
    combos: {},
    addons: {},
    ingredients: {},
    bases: {},
    zones: {},
    phrases: {},
  };
  const phrase = (text: string | null | undefined) => {
    if (text && text.trim() !== '') texts.phrases[text] = text;
  };
  for (const category of menu.categories) texts.categories[String(category.id)] = category.name;
  for (const product of menu.products) {
    texts.products[String(product.id)] = named(product.name, product.description);
    phrase(product.available_at);
    phrase(product.availability_notice);
    for (const base of product.bases) texts.bases[base.code] = base.name;
    const addons = [...product.addons, ...product.variants.flatMap((v) => v.addons)];
    for (const addon of addons) {
      texts.addons[addon.code] ??= addon.name;
      phrase(addon.family_name);
    }
    for (const variant of product.variants) {
      phrase(variant.label);
      for (const ingredient of variant.ingredients)
        texts.ingredients[String(ingredient.id)] ??= ingredient.name;
    }
    for (const group of product.choices) {
      phrase(group.label);
      for (const option of group.options) phrase(option.label);
    }
  }
  for (const combo of menu.combos) {
    texts.combos[combo.code] = named(combo.name, combo.description);
    phrase(combo.schedule);
  }
  for (const base of menu.pizzaBases) texts.bases[base.code] = base.name;
  for (const zone of menu.availability.zones) texts.zones[String(zone.id)] = zone.name;
  phrase(menu.availability.pickup.name);
  phrase(menu.availability.pickup.address);
  phrase(menu.availability.notice);
  for (const text of extraPhrases) phrase(text);
  return texts;
}

function mergeTexts(wanted: Texts, existing: Texts | undefined): Texts {
  const out: Texts = {};
  for (const key of Object.keys(wanted)) out[key] = existing?.[key] ?? '';
  // Entries the menu no longer has stay: a dish back next season keeps its translation.
  for (const [key, text] of Object.entries(existing ?? {})) out[key] ??= text;
  return out;
}

function mergeNamed(wanted: Named, existing: Named | undefined): Named {
  const out: Named = {};
  for (const [key, source] of Object.entries(wanted)) {
    const old = existing?.[key];
    const entry: { name?: string; description?: string } = { ...old, name: old?.name ?? '' };
    if (source.description !== undefined) entry.description = old?.description ?? '';
    out[key] = entry;
  }
  for (const [key, entry] of Object.entries(existing ?? {})) out[key] ??= entry;
  return out;
}

/**
 * The template of a translation file for this menu (`npm run menu:translations -- <lang>`):
 * every text of the menu with the existing translation, or an empty string where there is none
 * yet. Merging never loses a translation: entries of `existing` the menu no longer has are kept.
 */
export function translationTemplate(texts: MenuTexts, existing: TranslationFile = {}) {
  return {
    categories: mergeTexts(texts.categories, existing.categories),
    products: mergeNamed(texts.products, existing.products),
    combos: mergeNamed(texts.combos, existing.combos),
    addons: mergeTexts(texts.addons, existing.addons),
    ingredients: mergeTexts(texts.ingredients, existing.ingredients),
    bases: mergeTexts(texts.bases, existing.bases),
    zones: mergeTexts(texts.zones, existing.zones),
    phrases: mergeTexts(texts.phrases, existing.phrases),
    ...(existing.composed ? { composed: existing.composed } : {}),
  } satisfies TranslationFile;
}

/**
 * How many of the menu's texts the file leaves untranslated (absent or empty), of how many: the
 * staff /health line. Texts the glossary happens to cover still count as missing.
 */
export function missingTranslations(
  texts: MenuTexts,
  given: TranslationFile | undefined,
): { missing: number; total: number } {
  // A composed entry not reviewed yet is not the restaurant's translation.
  const file = given && reviewedOnly(given);
  let missing = 0;
  let total = 0;
  const count = (translated: string | undefined) => {
    total += 1;
    if (translated === undefined || translated.trim() === '') missing += 1;
  };
  const groups = ['categories', 'addons', 'ingredients', 'bases', 'zones', 'phrases'] as const;
  for (const group of groups)
    for (const key of Object.keys(texts[group])) count(file?.[group]?.[key]);
  for (const group of ['products', 'combos'] as const) {
    for (const [key, source] of Object.entries(texts[group])) {
      count(file?.[group]?.[key]?.name);
      if (source.description !== undefined) count(file?.[group]?.[key]?.description);
    }
  }
  return { missing, total };
}
