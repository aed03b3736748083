import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FluentBundle, FluentResource, type FluentVariable } from '@fluent/bundle';
import type { Locale } from '../catalogue/allergens.ts';

/** The languages the bot speaks; every message id exists in both files. */
export const LOCALES: readonly Locale[] = ['bg', 'en'];

/** Arguments of a message: numbers stay numbers so Fluent picks the plural form. */
export type MessageArgs = Record<string, FluentVariable>;

/** Formats a message by id in a locale. */
export type Translate = (locale: Locale, id: string, args?: MessageArgs) => string;

/** The directory of the .ftl files: `locales/` at the project root. */
export function localesDir(): string {
  return join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'locales');
}

/** Parses one locale's .ftl text into a bundle; a syntax error stops start-up. */
export function loadBundle(locale: Locale, text: string): FluentBundle {
  const bundle = new FluentBundle(locale, { useIsolating: false });
  const errors = bundle.addResource(new FluentResource(text));
  if (errors.length > 0)
    throw new Error(`locales/${locale}.ftl: ${errors.map((e) => e.message).join('; ')}`);
  return bundle;
}

/**
 * Loads `locales/bg.ftl` and `locales/en.ftl` once and returns the formatter. A missing id
 * falls back to the other language and then to the id itself, and is never an exception in
 * front of a customer (a test checks that both files have the same ids and that every id the
 * code uses exists).
 */
export function createTranslator(dir = localesDir()): Translate {
  const bundles = new Map<Locale, FluentBundle>(
    LOCALES.map((locale) => [
      locale,
      loadBundle(locale, readFileSync(join(dir, `${locale}.ftl`), 'utf8')),
    ]),
  );
  return (locale, id, args) => {
    for (const candidate of [locale, ...LOCALES.filter((l) => l !== locale)]) {
      const bundle = bundles.get(candidate);
      const message = bundle?.getMessage(id);
      if (bundle && message?.value) return bundle.formatPattern(message.value, args ?? {}, []);
    }
    return id;
  };
}
