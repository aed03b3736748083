import { allergenNames } from '../../catalogue/allergens.ts';
import type { Addon, Base } from '../../domain/menu.ts';
import type { QuotedLine } from '../../domain/order.ts';
import type { Words } from './describe.ts';

/** One extra or base with what it adds: its allergens, and whether the restaurant checked them. */
interface Choice {
  name: string;
  allergens: readonly number[];
  reviewed: boolean;
}

function choiceLine(kit: Words, choice: Choice): string {
  const list = allergenNames(choice.allergens, kit.locale).join(', ');
  const text = list === '' ? kit.tr('allergens-none-declared') : list;
  // Spec "Addon"/"Base": `reviewed` false means the allergen data is not confirmed.
  const caution = choice.reviewed ? '' : ` ${kit.tr('allergens-not-confirmed')}`;
  return `• ${choice.name}: ${text}${caution}`;
}

/** The chosen base on a product card: its name, its allergens, and whether they are confirmed. */
export function chosenBaseLine(kit: Words, base: Base): string {
  const list = allergenNames(base.allergens, kit.locale).join(', ');
  const allergens = list === '' ? kit.tr('allergens-none-declared') : list;
  const caution = base.reviewed ? '' : ` ${kit.tr('allergens-not-confirmed')}`;
  return `${kit.tr('base-chosen', { name: base.name, allergens })}${caution}`;
}

/**
 * The allergens of the extras and bases on offer where they are chosen (spec "Addon" and "Base":
 * each carries its own codes and a `reviewed` flag). An extra without allergens and with
 * confirmed data says nothing; anything unconfirmed is always listed, marked as such.
 */
export function choiceAllergenLines(
  kit: Words,
  addons: readonly Addon[],
  bases: readonly Base[],
): string[] {
  const lines: string[] = [];
  const worth = (choice: Choice) => choice.allergens.length > 0 || !choice.reviewed;
  const shownAddons = addons.filter(worth);
  if (shownAddons.length > 0) {
    lines.push(kit.tr('allergens-of-extras'));
    for (const addon of shownAddons) lines.push(choiceLine(kit, addon));
  }
  const shownBases = bases.filter(worth);
  if (shownBases.length > 0) {
    lines.push(kit.tr('allergens-of-bases'));
    for (const base of shownBases) lines.push(choiceLine(kit, base));
  }
  return lines;
}

/** What a quoted line's configuration says the restaurant has not confirmed, by name. */
function unconfirmed(line: QuotedLine): string[] {
  const config = line.configuration;
  const names = new Set<string>();
  for (const part of config.parts) {
    const addons = (part.addons ?? []).filter((addon) => !addon.reviewed);
    for (const addon of addons) names.add(addon.name);
    const baseOpen = config.base !== undefined && !config.base.reviewed;
    // An unconfirmed part with no unconfirmed extra or base to blame is named itself.
    if (!part.allergens_reviewed && addons.length === 0 && !baseOpen) names.add(part.name);
  }
  if (config.base && !config.base.reviewed) names.add(config.base.name);
  return [...names];
}

/**
 * The allergens of one quoted line as the quote's configuration states them (spec
 * "Configuration": allergens, and per part `allergens_reviewed`), for the review screen: the
 * list for exactly what is being ordered, and which parts the restaurant has not confirmed.
 */
export function quotedAllergenLines(kit: Words, line: QuotedLine): string[] {
  const lines: string[] = [];
  const names = allergenNames(line.configuration.allergens, kit.locale);
  if (names.length > 0) lines.push(`   ${kit.tr('allergens', { list: names.join(', ') })}`);
  const open = unconfirmed(line);
  if (open.length > 0)
    lines.push(`   ${kit.tr('allergens-unconfirmed', { items: open.join(', ') })}`);
  return lines;
}
