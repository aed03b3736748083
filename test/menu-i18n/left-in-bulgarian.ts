import type { Menu } from '../../src/catalogue/menu.ts';
import { MenuTranslations } from '../../src/menu-i18n/index.ts';

/** The languages the glossary words a menu in (every chat language but Bulgarian). */
export type GlossaryLang = 'en' | 'de' | 'pl' | 'ro' | 'uk';

const CYRILLIC = /\p{Script=Cyrillic}/u;

/** Every name, size label, extra and ingredient of a menu still in Bulgarian, per language. */
export function leftInBulgarian(menu: Menu, lang: GlossaryLang): string[] {
  const translations = new MenuTranslations();
  const shown = translations.menu(menu, lang);
  const translator = translations.translator(lang, menu);
  const left: string[] = [];
  for (const source of menu.snapshot.products) {
    const original = menu.product(source.id);
    const product = shown.product(source.id);
    if (!original || !product) continue;
    const texts: [string, string][] = [[original.name, product.name]];
    original.variants.forEach((variant, i) => {
      const worded = product.variants[i];
      if (!worded) return;
      texts.push([variant.label, worded.label]);
      for (const [j, addon] of variant.addons.entries())
        texts.push([addon.name, worded.addons[j]?.name ?? '']);
      for (const [j, ingredient] of variant.ingredients.entries())
        texts.push([ingredient.name, worded.ingredients[j]?.name ?? '']);
    });
    for (const [bg, text] of texts) {
      // Ukrainian shares the script: a text is left in Bulgarian when it was not worded.
      const kind = translator.wording(bg).kind;
      const kept = lang === 'uk' ? kind === 'original' || kind === 'partial' : CYRILLIC.test(text);
      if (kept) left.push(text);
    }
  }
  return [...new Set(left)];
}
