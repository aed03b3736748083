import { beforeAll, describe, expect, it } from 'vitest';
import { ALLERGEN_CODES, allergenNames } from '../../src/catalogue/allergens.ts';
import {
  allergensOf,
  displayedPrice,
  formatMinor,
  priceRange,
  unavailability,
} from '../../src/catalogue/display.ts';
import type { Menu } from '../../src/catalogue/menu.ts';
import type { Product } from '../../src/domain/menu.ts';
import { LOCALES } from '../../src/locale/locale.ts';
import { demoMenu } from '../support/demo-menu.ts';

let menu: Menu;
const product = (id: number): Product => {
  const found = menu.product(id);
  if (!found) throw new Error(`demo product ${id} missing`);
  return found;
};
/** A copy of a demo product whose sizes carry the given amounts (null = the quote decides). */
const withPrices = (id: number, prices: (number | null)[]): Product => {
  const base = product(id);
  return {
    ...base,
    variants: base.variants.map((variant, i) => ({ ...variant, minor: prices[i] ?? null })),
  };
};

beforeAll(() => {
  menu = demoMenu();
});

describe('displayedPrice', () => {
  it('shows the selected size, and the first size when none is selected', () => {
    expect(displayedPrice(product(101), 'family')).toEqual({ kind: 'amount', minor: 1590 });
    expect(displayedPrice(product(101), 'medium')).toEqual({ kind: 'amount', minor: 1190 });
    expect(displayedPrice(product(101))).toEqual({ kind: 'amount', minor: 890 });
  });

  it('falls back to the displayed size when the product has no such size', () => {
    expect(displayedPrice(product(301), 'family')).toEqual({ kind: 'amount', minor: 790 });
  });

  it('never turns a null amount into 0', () => {
    const pizza = withPrices(101, [890, null, 1590]);
    expect(displayedPrice(pizza, 'medium')).toEqual({ kind: 'at_quote' });
    // The product's own amount does not override the selected size (spec "Product").
    expect(pizza.minor).toBe(890);
  });
});

describe('priceRange', () => {
  it('spans the sizes that carry an amount', () => {
    expect(priceRange(product(104))).toEqual({
      minMinor: 1090,
      maxMinor: 1890,
      someAtQuote: false,
    });
    expect(priceRange(product(301))).toEqual({ minMinor: 790, maxMinor: 790, someAtQuote: false });
  });

  it('leaves sizes without an amount out and says so', () => {
    expect(priceRange(withPrices(101, [null, 1190, 1590]))).toEqual({
      minMinor: 1190,
      maxMinor: 1590,
      someAtQuote: true,
    });
    expect(priceRange(withPrices(101, [null, null, null]))).toBeNull();
  });
});

describe('allergens', () => {
  it('lists the codes of the selected size, sorted and unique', () => {
    const pizza = product(111);
    const family = {
      ...pizza.variants[2],
      allergens: [14, 1, 7, 1],
    } as Product['variants'][number];
    const odd = { ...pizza, variants: [pizza.variants[0], pizza.variants[1], family] } as Product;
    expect(allergensOf(odd, 'family')).toEqual([1, 7, 14]);
    expect(allergensOf(odd)).toEqual([1, 2, 4, 7, 14]);
  });

  it('names codes in Bulgarian and English in code order and drops unknown codes', () => {
    expect(allergenNames([7, 1, 7, 99, 0], 'bg')).toEqual(['глутен', 'мляко']);
    expect(allergenNames([12, 3], 'en')).toEqual(['eggs', 'sulphur dioxide and sulphites']);
    expect(allergenNames(allergensOf(product(106), 'standard'), 'en')).toEqual([
      'gluten',
      'eggs',
      'milk',
    ]);
  });

  it('covers exactly the 14 codes of the spec in every locale, each name its own', () => {
    const codes = [...ALLERGEN_CODES];
    expect(codes).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(allergenNames(codes, 'en')).toEqual([
      'gluten',
      'crustaceans',
      'eggs',
      'fish',
      'peanuts',
      'soy',
      'milk',
      'nuts',
      'celery',
      'mustard',
      'sesame',
      'sulphur dioxide and sulphites',
      'lupin',
      'molluscs',
    ]);
    for (const name of allergenNames(codes, 'bg')) expect(name).toMatch(/^[а-я ]+$/);
    for (const name of allergenNames(codes, 'uk')) expect(name).toMatch(/^[а-яіїєґ ]+$/);
    expect(allergenNames([7, 1], 'de')).toEqual(['Gluten', 'Milch']);
    for (const locale of LOCALES) {
      const names = allergenNames(codes, locale);
      // Fourteen different names, none of them a message id (a missing message).
      expect(new Set(names).size).toBe(14);
      expect(names.filter((name) => name.startsWith('allergen-'))).toEqual([]);
    }
  });
});

describe('unavailability', () => {
  it('is null for an available product', () => {
    expect(unavailability(product(101))).toBeNull();
  });

  it("passes the restaurant's restock label and notice through unchanged", () => {
    expect(unavailability(product(121))).toEqual({
      availableAt: 'Очаква се отново от 1 октомври',
      notice: 'Сезонна пица — в момента не се предлага.',
    });
  });

  it('lets only `available` decide, whatever available_at says', () => {
    const restocked = { ...product(101), available_at: '2020-01-01T00:00:00Z' };
    expect(unavailability(restocked)).toBeNull();
    const out = { ...product(101), available: false, availability_notice: '' };
    expect(unavailability(out)).toEqual({ availableAt: null, notice: '' });
  });
});

describe('formatMinor', () => {
  it('writes euros the way Intl does in Node 24 for each locale', () => {
    expect(formatMinor(1250, 'bg')).toBe('12,50\u00a0€');
    expect(formatMinor(1250, 'en')).toBe('€12.50');
    expect(formatMinor(5, 'bg')).toBe('0,05\u00a0€');
    expect(formatMinor(0, 'en')).toBe('€0.00');
    expect(formatMinor(123456, 'bg')).toBe('1234,56\u00a0€');
    expect(formatMinor(1234567, 'bg')).toBe('12\u00a0345,67\u00a0€');
    expect(formatMinor(123456, 'en')).toBe('€1,234.56');
  });
});
