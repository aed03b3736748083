import type { Menu } from '../catalogue/menu.ts';
import {
  allowedAddons,
  applyChoice,
  type ProductDraft,
  selectableBases,
} from '../conversation/product-draft.ts';
import type { Product, Variant } from '../domain/menu.ts';
import { fusedWithout } from './fused-without.ts';
import { garnishWithout } from './garnish.ts';
import type { LineIntent } from './grammar.ts';
import type { KeywordTable } from './keywords.ts';
import { nameHasStem, resolveParts } from './parts.ts';
import { synonymExtras } from './synonym-parts.ts';
import type { LineNote, Words } from './validate.ts';
import type { BaseConcept } from './words.ts';

/**
 * A line's removals, extras, base and crust applied to its draft through the card's own draft
 * functions (split from `validate.ts`): what the menu cannot do becomes a note on the line.
 */

export function applyParts(
  menu: Menu,
  product: Product,
  variant: Variant,
  intent: LineIntent,
  words: Words,
  start: ProductDraft,
  notes: LineNote[],
): ProductDraft {
  let draft = start;
  const missed: string[] = [];
  const several: { words: string; keys: number[] }[] = [];
  const severalExtras: { words: string; keys: string[] }[] = [];
  const allowed = allowedAddons(product, variant);
  const fused = fusedWithout(
    garnishWithout(words.lex, intent.without, variant.ingredients),
    allowed,
  );
  for (const part of resolveParts(
    words.lex,
    fused.rest,
    new Set(variant.ingredients.map((i) => i.id)),
    'ingredient',
    missed,
    several,
  )) {
    const ingredient = part.local ? variant.ingredients.find((i) => i.id === part.key) : undefined;
    if (!ingredient) {
      notes.push({ code: 'ingredient_absent', words: part.words });
      continue;
    }
    const next = draft.removed.includes(ingredient.id)
      ? null
      : applyChoice(menu, draft, { kind: 'ingredient', ingredientId: ingredient.id });
    if (next?.ok) draft = next.draft;
    else if (next && !next.ok) {
      const removable = variant.ingredients.filter((i) => i.removable).map((i) => i.name);
      notes.push({ code: 'ingredient_not_removable', words: ingredient.name, instead: removable });
    }
  }
  const synonymous = synonymExtras(words, intent.extra, allowed);
  notes.push(...synonymous.notes);
  const extras = resolveParts(
    words.lex,
    synonymous.rest,
    new Set(allowed.map((a) => a.code)),
    'addon',
    missed,
    severalExtras,
  );
  for (const part of [...fused.parts, ...synonymous.parts, ...extras]) {
    const next = draft.addons.includes(part.key)
      ? null
      : applyChoice(menu, draft, { kind: 'addon', code: part.key });
    if (next?.ok) draft = next.draft;
    else if (next && !next.ok) {
      const sizes = product.variants
        .filter((v) => allowedAddons(product, v).some((a) => a.code === part.key))
        .map((v) => v.label);
      notes.push({ code: 'addon_not_allowed', words: part.words, instead: sizes });
    }
  }
  if (intent.base) {
    const base = selectableBases(product).find((b) =>
      baseNamesConcept(words.table, b, intent.base?.concept),
    );
    const next = base ? applyChoice(menu, draft, { kind: 'base', code: base.code }) : null;
    if (next?.ok) draft = next.draft;
    else {
      const names = selectableBases(product).map((b) => b.name);
      notes.push({ code: 'base_not_allowed', words: intent.base.words, instead: names });
    }
  }
  if (intent.crust !== null && draft.crust !== intent.crust) {
    const next = applyChoice(menu, draft, { kind: 'crust' });
    if (next.ok) draft = next.draft;
    else if (!(intent.crust && variant.crust_included))
      notes.push({ code: 'crust_fixed', words: '' });
  }
  for (const word of missed) notes.push({ code: 'part_unknown', words: word });
  // A word several of the dish's extras or ingredients share ("мляко"): listed, none taken.
  notes.push(...severalNotes(variant, allowed, [...several, ...severalExtras]));
  return draft;
}

function severalNotes(
  variant: Variant,
  allowed: readonly { code: string; name: string }[],
  several: readonly { words: string; keys: (string | number)[] }[],
): LineNote[] {
  const nameOf = (key: string | number) =>
    (typeof key === 'number'
      ? variant.ingredients.find((i) => i.id === key)?.name
      : allowed.find((a) => a.code === key)?.name) ?? String(key);
  return several.map((found) => ({
    code: 'synonym_several' as const,
    words: found.words,
    instead: found.keys.map(nameOf),
  }));
}

/** Does this base name the concept ("thin" → "Тънко тесто"), by its code or its name's stems. */
export function baseNamesConcept(
  table: KeywordTable,
  base: { code: string; name: string },
  concept: BaseConcept | undefined,
): boolean {
  if (concept === undefined) return false;
  return base.code === concept || nameHasStem(base.name, table.baseStems.get(concept));
}
