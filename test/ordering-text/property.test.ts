import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transliterateToLatin } from '../../src/catalogue/transliterate.ts';
import { draftSelection } from '../../src/conversation/context-updates.ts';
import { allowedAddons } from '../../src/conversation/product-draft.ts';
import type { Product } from '../../src/domain/menu.ts';
import { parseOrder } from '../../src/ordering-text/index.ts';
import { WORDS } from '../../src/ordering-text/words.ts';
import { demoMenu } from '../support/demo-menu.ts';

/**
 * Properties of the typed-order grammar over phrases built from the demo menu at random: a
 * quantity (digits or a word of the language), the dish's full name (in Cyrillic or
 * transliterated to Latin), a size word or the size's centimetres, a removable ingredient after
 * "без"/"without" and an allowed extra after "с допълнително"/"extra". Whatever is typed, every
 * proposed line is one the menu allows (nothing invalid can reach /quote), and a phrase made
 * from a dish never commits to another dish.
 */
const menu = demoMenu();
const SEED =
  process.env.PROPERTY_SEED === undefined ? undefined : Number(process.env.PROPERTY_SEED);
const settings = { numRuns: 400, ...(SEED === undefined ? {} : { seed: SEED }) };

// Dishes a customer can order by their whole name: available, and no other dish's name is
// made of the same words (the grammar rightly offers a choice there).
const orderable = menu.listedProducts().filter((p) => p.available);

const numberWords = (lang: 'bg' | 'en', n: number) =>
  Object.entries(WORDS[lang]?.numbers ?? {})
    .filter(([, value]) => value === n)
    .map(([word]) => word);

const RANKS = { standard: 'small', medium: 'medium', family: 'family' } as const;

interface Phrase {
  text: string;
  productId: number;
  quantity: number;
  size: string | null;
  removed: number | null;
  addon: string | null;
}

const phrase = fc
  .record({
    product: fc.constantFrom(...orderable),
    lang: fc.constantFrom('bg' as const, 'en' as const),
    quantity: fc.integer({ min: 1, max: 3 }),
    asWord: fc.boolean(),
    latin: fc.boolean(),
    sizePick: fc.nat(),
    withSize: fc.boolean(),
    removePick: fc.option(fc.nat(), { nil: null }),
    addonPick: fc.option(fc.nat(), { nil: null }),
  })
  .map((r): Phrase => {
    const parts: string[] = [];
    const words = numberWords(r.lang, r.quantity);
    parts.push(r.asWord && words.length > 0 ? (words[0] as string) : String(r.quantity));
    parts.push(r.latin ? transliterateToLatin(r.product.name) : r.product.name);
    const threeSizes = r.product.variants.length === 3;
    const variant = r.withSize && threeSizes ? r.product.variants[r.sizePick % 3] : undefined;
    if (variant) parts.push(WORDS[r.lang]?.sizes[RANKS[variant.key]][0] ?? '');
    const chosen = variant ?? r.product.variants.find((v) => v.minor !== null);
    const removable = chosen?.ingredients.filter((i) => i.removable) ?? [];
    const ingredient =
      r.removePick === null ? undefined : removable[r.removePick % Math.max(1, removable.length)];
    if (ingredient) parts.push(r.lang === 'bg' ? 'без' : 'without', ingredient.name);
    const addons = chosen ? allowedAddons(r.product, chosen) : [];
    const addon =
      r.addonPick === null ? undefined : addons[r.addonPick % Math.max(1, addons.length)];
    if (addon) parts.push(r.lang === 'bg' ? 'с допълнително' : 'extra', addon.name);
    return {
      text: parts.join(' '),
      productId: r.product.id,
      quantity: r.quantity,
      size: variant?.key ?? null,
      removed: ingredient?.id ?? null,
      addon: addon?.code ?? null,
    };
  });

function assertValid(text: string) {
  for (const line of parseOrder(text, menu, { locale: 'en' }).lines) {
    if (!line.draft) continue;
    // The strict wire schema checks the selection as it is built; the draft functions the
    // rules of the menu: a size it has, removable ingredients, extras of that size.
    expect(draftSelection(menu, line.draft)).toBeDefined();
    if (line.draft.kind !== 'product') continue;
    const product = menu.product(line.draft.productId) as Product;
    const size = line.draft.size;
    const variant = product.variants.find((v) => v.key === size);
    expect(product.available).toBe(true);
    expect(variant).toBeDefined();
    const removable = new Set(variant?.ingredients.filter((i) => i.removable).map((i) => i.id));
    for (const id of line.draft.removed) expect(removable.has(id)).toBe(true);
    const allowed = new Set(variant ? allowedAddons(product, variant).map((a) => a.code) : []);
    for (const code of line.draft.addons) expect(allowed.has(code)).toBe(true);
    expect(line.draft.quantity).toBeGreaterThanOrEqual(1);
    expect(line.draft.quantity).toBeLessThanOrEqual(20);
  }
}

describe('typed orders on random phrases of the demo menu', () => {
  it('read the dish, quantity, size, removal and extra a phrase was made of, or offer a choice that includes it', () => {
    fc.assert(
      fc.property(phrase, (p) => {
        const parsed = parseOrder(p.text, menu, { locale: 'en' });
        expect(parsed.lines, p.text).toHaveLength(1);
        const line = parsed.lines[0];
        if (!line?.draft) {
          expect(line?.candidates, p.text).toContain(p.productId);
          return;
        }
        expect(line.draft.kind === 'product' && line.draft.productId, p.text).toBe(p.productId);
        if (line.draft.kind !== 'product') return;
        expect(line.draft.quantity, p.text).toBe(p.quantity);
        if (p.size) expect(line.draft.size, p.text).toBe(p.size);
        if (p.removed !== null) expect(line.draft.removed, p.text).toContain(p.removed);
        if (p.addon !== null) expect(line.draft.addons, p.text).toContain(p.addon);
      }),
      settings,
    );
  });

  it('never propose a line the menu does not allow, whatever is typed', () => {
    const menuWords = menu.snapshot.products.flatMap((p) => [
      p.name,
      ...p.variants.flatMap((v) => [
        v.label,
        ...v.ingredients.map((i) => i.name),
        ...v.addons.map((a) => a.name),
      ]),
    ]);
    const grammarWords = [
      'без',
      'without',
      'extra',
      'с',
      'половин',
      'half',
      'голяма',
      'family',
      '30 см',
      'x2',
      'и',
      ',',
    ];
    const word = fc.oneof(
      fc.constantFrom(...menuWords),
      fc.constantFrom(...grammarWords),
      fc.integer({ min: -5, max: 150 }).map(String),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 14 }), (words) => assertValid(words.join(' '))),
      settings,
    );
  });
});
