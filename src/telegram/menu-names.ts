import type { Menu } from '../catalogue/menu.ts';
import { LOCALES, type Locale, writesLatin } from '../locale/locale.ts';
import type { MenuLanguage, MenuTranslations } from '../menu-i18n/index.ts';
import type { ExtraNames } from '../ordering-text/lexicon.ts';
import { extraNamesFrom } from '../ordering-text/translations.ts';

/**
 * The names a typed order is read against, per chat language (issue 35: "the menu as the
 * customer sees it"): every MENU_TRANSLATIONS file's names, plus the names the customer's own
 * screens show in their language — the file's where it has one, else the glossary's composed
 * wording (src/menu-i18n). A customer who reads "Spicy burger" on the menu types "spicy burger";
 * without a translation file the parser knew only "Лют бургер". A word the glossary lacks is shown
 * as "Кифла (Kifla)"; the name is read with the transliteration in its place ("Kifla with
 * chocolate"), as a customer on a Latin keyboard types it.
 *
 * Built once per synced Menu and language (a WeakMap keyed by the Menu: a sync installs a new
 * Menu), so the lexicon keyed by these names is built once too. The restaurant's own language
 * reads the files' names alone.
 */
export class TypedOrderNames {
  readonly #translations: MenuTranslations;
  readonly #files: ExtraNames;
  readonly #byMenu = new WeakMap<Menu, Map<Locale, ExtraNames | Promise<ExtraNames>>>();

  constructor(translations: MenuTranslations) {
    this.#translations = translations;
    this.#files = extraNamesFrom(Object.values(translations.files));
  }

  /**
   * The names for a chat in `locale` on `menu` (the files' names alone without a menu). A menu
   * of more than 500 products is worded in steps off the customer's request (about 80 µs a
   * product: 0.8 s for 10,000): until that is done, the files' names are read.
   */
  names(menu: Menu | null, locale: string | undefined): ExtraNames {
    const found = this.#entry(menu, locale);
    return found === undefined || found instanceof Promise ? this.#files : found;
  }

  /** The names once worded (at once for a small menu). */
  async ready(menu: Menu, locale: string): Promise<ExtraNames> {
    return (await this.#entry(menu, locale)) ?? this.#files;
  }

  #entry(menu: Menu | null, locale: string | undefined) {
    const lang = LOCALES.find((l) => l === locale);
    if (!menu || !lang) return undefined;
    let byLang = this.#byMenu.get(menu);
    if (!byLang) {
      byLang = new Map();
      this.#byMenu.set(menu, byLang);
    }
    let entry = byLang.get(lang);
    if (entry === undefined) {
      const products = menu.snapshot.products;
      // The restaurant's own language reads the menu as written.
      if (this.#translations.menu(menu, lang) === menu) entry = this.#files;
      else if (products.length <= AT_ONCE) entry = this.#atOnce(menu, lang, products);
      else {
        const done = byLang;
        // A text the glossary cannot word is read by the files' names alone, never thrown.
        entry = this.#inSteps(menu, lang)
          .catch(() => this.#files)
          .then((names) => {
            done.set(lang, names);
            return names;
          });
      }
      byLang.set(lang, entry);
    }
    return entry;
  }

  #atOnce(menu: Menu, lang: MenuLanguage, products: readonly { id: number; name: string }[]) {
    try {
      return this.#seen(menu, lang, products);
    } catch {
      // A text the glossary cannot word: the files' names alone, never a failed message.
      return this.#files;
    }
  }

  async #inSteps(menu: Menu, lang: MenuLanguage): Promise<ExtraNames> {
    const products = menu.snapshot.products;
    let names = this.#files;
    for (let at = 0; at < products.length; at += STEP) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      names = this.#seen(menu, lang, products.slice(at, at + STEP), names);
    }
    return names;
  }

  #seen(
    menu: Menu,
    lang: MenuLanguage,
    sources: readonly { id: number; name: string }[],
    from: ExtraNames = this.#files,
  ): ExtraNames {
    const shown = this.#translations.menu(menu, lang);
    const products = new Map(from.products);
    const ingredients = new Map(from.ingredients);
    const addons = new Map(from.addons);
    const latin = writesLatin(lang);
    for (const source of sources) {
      const product = shown.product(source.id);
      if (!product) continue;
      add(products, product.id, typed(product.name, latin), source.name);
      for (const variant of product.variants) {
        for (const ingredient of variant.ingredients)
          add(ingredients, ingredient.id, typed(ingredient.name, latin), undefined);
        for (const addon of variant.addons)
          add(addons, addon.code, typed(addon.name, latin), undefined);
      }
    }
    return { products, ingredients, addons };
  }
}

// A menu this large is worded at once; a larger one in steps of this many products.
const AT_ONCE = 500;
const STEP = 250;

// "Кифла (Kifla) with chocolate" → "Kifla with chocolate": in a Latin-script language a word left
// in the restaurant's script, with its transliteration after it, reads as the transliteration. In
// Ukrainian the kept word is Cyrillic among Cyrillic words: the transliteration is dropped.
const KEPT_WORD = /[\p{Script=Cyrillic}][\p{Script=Cyrillic}\s-]*?\s*\(([^()]+)\)/gu;
const TRANSLITERATION = /\s*\([^()]*\)/g;

/** A name as a customer of a language types it. */
function typed(shown: string, latin: boolean): string {
  return (latin ? shown.replace(KEPT_WORD, '$1') : shown.replace(TRANSLITERATION, '')).trim();
}

/** One more name for an item, unless it is already known. */
function add<K>(map: Map<K, readonly string[]>, key: K, name: string, own: string | undefined) {
  if (name === '' || name === own) return;
  const known = map.get(key) ?? [];
  if (!known.includes(name)) map.set(key, [...known, name]);
}
