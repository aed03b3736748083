import type { MenuSnapshot } from '../catalogue/menu.ts';
import { reviewedOnly, type TranslationFile } from './files.ts';
import { glossaryFor } from './glossary.ts';
import { grammarFor } from './grammar.ts';
import { type DishKind, kindedWords, MenuKinds } from './kinds.ts';
import type { MenuLanguage } from './languages.ts';
import { PhraseBook, type WordingKind } from './phrase-book.ts';

type NameField = 'name' | 'description';

// Bounds the texts kept across syncs (a menu has far fewer distinct texts than this).
const WORDED_LIMIT = 200_000;

function sameEntries(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, value] of a) if (b.get(key) !== value) return false;
  return true;
}

const given = (text: string | undefined): string | undefined =>
  text === undefined || text.trim() === '' ? undefined : text;

/**
 * The restaurant's texts in one language, for one menu: what the translation file says by id
 * or code, then by exact wording (`phrases`, or a name the file translates under another id),
 * then the glossary, then the original with its transliteration (`PhraseBook.fallback`). The
 * only place that decides how a restaurant text reads; ids and codes are never touched.
 */
export class MenuTranslator {
  readonly lang: MenuLanguage;
  readonly #file: TranslationFile;
  readonly #exact: Map<string, string>;
  readonly #book: PhraseBook;
  // Texts already worded (most repeat: sizes, extras, ingredients). Handed on to the next menu's
  // translator while the file's names are the same, so a sync costs only the texts it adds.
  readonly #worded: Map<string, string>;
  // A word worded by the kind of dish (bg "Маргарита": a pizza, or a cocktail): the kind of each
  // product, a phrase book per kind, and its texts.
  readonly #kinds: MenuKinds;
  readonly #kindBooks = new Map<DishKind, { book: PhraseBook; worded: Map<string, string> }>();

  /**
   * `previous`: the translator of the menu before this one (same language and file); its worded
   * texts are reused when the names the file translates are unchanged.
   */
  constructor(
    lang: MenuLanguage,
    file: TranslationFile,
    menu: MenuSnapshot | null,
    previous?: MenuTranslator,
  ) {
    this.lang = lang;
    this.#file = reviewedOnly(file);
    this.#exact = lang === 'bg' ? new Map() : knownNames(this.#file, menu);
    const same = previous !== undefined && sameEntries(previous.#exact, this.#exact);
    this.#book = same
      ? previous.#book
      : new PhraseBook(lang, glossaryFor(lang), this.#exact, grammarFor(lang));
    this.#worded = same && previous.#worded.size < WORDED_LIMIT ? previous.#worded : new Map();
    this.#kinds = new MenuKinds(lang === 'bg' ? null : menu);
  }

  /**
   * How a text without a file's translation is worded, and by what (`PhraseBook.wording`);
   * `productId`: the product whose name or description it is (its kind of dish).
   */
  wording(source: string, productId?: number): { text: string; kind: WordingKind } {
    const kind =
      productId === undefined || !this.#kinded(source) ? undefined : this.#kinds.byId(productId);
    return (kind === undefined ? this.#book : this.#kindBook(kind).book).wording(source);
  }

  // Whether a word of the text is worded by the kind of dish (most texts: no, and no kind is
  // worked out for them).
  #kinded(source: string): boolean {
    const words = kindedWords(this.lang);
    if (words.size === 0) return false;
    return source
      .normalize('NFC')
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .some((word) => words.has(word));
  }

  #kindBook(kind: DishKind) {
    let found = this.#kindBooks.get(kind);
    if (!found) {
      const book = new PhraseBook(
        this.lang,
        glossaryFor(this.lang, kind),
        this.#exact,
        grammarFor(this.lang, kind),
      );
      found = { book, worded: new Map() };
      this.#kindBooks.set(kind, found);
    }
    return found;
  }

  /** Whether this is the restaurant's own language (every text shown as it came). */

  get identity(): boolean {
    return this.lang === 'bg' && Object.keys(this.#file).length === 0;
  }

  /** A text without an id: a size label, an address, a status label, a warning, a notice. */
  text(source: string): string {
    // A name only products of one kind have (a quote's line "Маргарита") reads as theirs.
    return this.#text(source, this.#kinded(source) ? this.#kinds.byName(source) : undefined);
  }

  #text(source: string, kind: DishKind | undefined): string {
    if (source === '') return source;
    const known = given(this.#file.phrases?.[source]) ?? this.#exact.get(source);
    if (known !== undefined) return known;
    const { book, worded: texts } =
      kind === undefined ? { book: this.#book, worded: this.#worded } : this.#kindBook(kind);
    let worded = texts.get(source);
    if (worded === undefined) {
      worded = book.fallback(source);
      texts.set(source, worded);
    }
    return worded;
  }

  category(id: number, source: string): string {
    return given(this.#file.categories?.[String(id)]) ?? this.text(source);
  }

  product(id: number, field: NameField, source: string): string {
    return (
      given(this.#file.products?.[String(id)]?.[field]) ??
      this.#text(source, this.#kinded(source) ? this.#kinds.byId(id) : undefined)
    );
  }

  combo(code: string, field: NameField, source: string): string {
    return given(this.#file.combos?.[code]?.[field]) ?? this.text(source);
  }

  addon(code: string, source: string): string {
    return given(this.#file.addons?.[code]) ?? this.text(source);
  }

  ingredient(id: number, source: string): string {
    return given(this.#file.ingredients?.[String(id)]) ?? this.text(source);
  }

  base(code: string, source: string): string {
    return given(this.#file.bases?.[code]) ?? this.text(source);
  }

  zone(id: number, source: string): string {
    return given(this.#file.zones?.[String(id)]) ?? this.text(source);
  }
}

/**
 * Source wording → translation for every name the file translates by id in this menu, and
 * every phrase: a quote's "Пица Маргарита" then reads with the product's own translation of
 * "Маргарита", and a name repeated under several ids needs one translation.
 */
function knownNames(file: TranslationFile, menu: MenuSnapshot | null): Map<string, string> {
  const names = new Map<string, string>();
  const add = (source: string | undefined, text: string | undefined) => {
    const translated = given(text);
    if (source && translated !== undefined && !names.has(source)) names.set(source, translated);
  };
  for (const [source, text] of Object.entries(file.phrases ?? {})) add(source, text);
  if (!menu) return names;
  for (const category of menu.categories)
    add(category.name, file.categories?.[String(category.id)]);
  for (const combo of menu.combos) {
    add(combo.name, file.combos?.[combo.code]?.name);
    add(combo.description, file.combos?.[combo.code]?.description);
  }
  for (const zone of menu.availability.zones) add(zone.name, file.zones?.[String(zone.id)]);
  for (const base of menu.pizzaBases) add(base.name, file.bases?.[base.code]);
  for (const product of menu.products) {
    add(product.name, file.products?.[String(product.id)]?.name);
    add(product.description, file.products?.[String(product.id)]?.description);
    for (const base of product.bases) add(base.name, file.bases?.[base.code]);
    for (const addon of product.addons) add(addon.name, file.addons?.[addon.code]);
    for (const variant of product.variants) {
      for (const addon of variant.addons) add(addon.name, file.addons?.[addon.code]);
      for (const ingredient of variant.ingredients)
        add(ingredient.name, file.ingredients?.[String(ingredient.id)]);
    }
  }
  return names;
}
