import { Menu } from '../catalogue/menu.ts';
import type { Product, SizeKey, Variant } from '../domain/menu.ts';
import { translateFrame, translateProduct } from './translate-menu.ts';
import type { MenuTranslator } from './translator.ts';

/**
 * A menu read in another language: the same ids, prices and structure, the restaurant's texts
 * translated. Categories, combos, zones and pickup are translated at once; a product on its
 * first use (a sync brings a new Menu every minute, and a category page shows a handful of its
 * thousands of products). `snapshot.products` stays the synced, untranslated list: read
 * products through the methods.
 */
export class TranslatedMenu extends Menu {
  readonly #source: Menu;
  readonly #translator: MenuTranslator;
  readonly #products = new Map<number, Product>();
  #halfEligible: readonly Product[] | undefined;
  readonly #listed = new Map<number, readonly Product[]>();

  constructor(source: Menu, translator: MenuTranslator) {
    super(translateFrame(translator, source.snapshot));
    this.#source = source;
    this.#translator = translator;
  }

  // The times are the source's: a cycle that read the same menu refreshes them there.
  override get syncedAt(): number {
    return this.#source.syncedAt;
  }

  override restaurantNow(at: number): Date {
    return this.#source.restaurantNow(at);
  }

  #translated(product: Product): Product {
    let translated = this.#products.get(product.id);
    if (!translated) {
      translated = translateProduct(this.#translator, product);
      this.#products.set(product.id, translated);
    }
    return translated;
  }

  override product(id: number): Product | undefined {
    const product = super.product(id);
    return product && this.#translated(product);
  }

  override productsIn(categoryId: number): readonly Product[] {
    // Kept per category the menu has (a list page asks on every draw, and this menu never
    // changes); an unknown id, which a forged press may carry, is not kept.
    let list = this.#listed.get(categoryId);
    if (list === undefined) {
      const source = super.productsIn(categoryId);
      list = source.map((product) => this.#translated(product));
      if (source.length > 0) this.#listed.set(categoryId, list);
    }
    return list;
  }

  override listedProducts(): readonly Product[] {
    return super.listedProducts().map((product) => this.#translated(product));
  }

  override variant(productId: number, size: SizeKey): Variant | undefined {
    return this.product(productId)?.variants.find((variant) => variant.key === size);
  }

  override halfEligibleProducts(): readonly Product[] {
    this.#halfEligible ??= super.halfEligibleProducts().map((product) => this.#translated(product));
    return this.#halfEligible;
  }
}
