import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FluentBundle, FluentResource, type FluentVariable } from '@fluent/bundle';
import { LOCALES, type Locale } from './locale.ts';
import type { MessageId } from './message-ids.ts';

/** Arguments of a message: numbers stay numbers so Fluent picks the plural form. */
export type MessageArgs = Record<string, FluentVariable>;

/**
 * Formats a message by id in a locale. The id is typed: a typo, or an id built from a union
 * member (`notice-${code}`, `alert-${kind}`) that has no message, does not compile.
 */
export type Translate = (locale: Locale, id: MessageId, args?: MessageArgs) => string;

/** The directory of the .ftl files: `locales/` at the project root. */
export function localesDir(): string {
  return join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'locales');
}

/** Parses one locale's .ftl text into a bundle; a syntax error stops start-up. */
export function loadBundle(locale: Locale, text: string): FluentBundle {
  const bundle = new FluentBundle(locale, { useIsolating: false });
  const errors = bundle.addResource(new FluentResource(text));
  if (errors.length > 0)
    throw new Error(`locales/${locale}.ftl: ${errors.map((error) => error.message).join('; ')}`);
  return bundle;
}

/** One formatter per locales directory for the whole process: a fleet's restaurants share it
 * (the six parsed bundles are ~1.6 MB of heap each time: test/bench/fleet.ts). */
const translators = new Map<string, Translate>();

/**
 * Loads `locales/<code>.ftl` of every language in LOCALES once per process (one
 * formatter per locales directory) and returns the formatter. Every
 * id exists in every file (`npm run check` and the locale test make sure); should a file on disk
 * still lack one, the other languages in LOCALES order and then the id itself are shown, never
 * an exception in front of a customer.
 */
export function createTranslator(dir = localesDir()): Translate {
  let translate = translators.get(dir);
  if (translate === undefined) {
    translate = loadTranslator(dir);
    translators.set(dir, translate);
  }
  return translate;
}

function loadTranslator(dir: string): Translate {
  const bundles = new Map<Locale, FluentBundle>(
    LOCALES.map((locale) => [
      locale,
      loadBundle(locale, readFileSync(join(dir, `${locale}.ftl`), 'utf8')),
    ]),
  );
  // Each locale's fallback order built once: a message is formatted on every update.
  const orders = new Map<Locale, FluentBundle[]>(
    LOCALES.map((locale) => [
      locale,
      [locale, ...LOCALES.filter((other) => other !== locale)].flatMap((candidate) => {
        const bundle = bundles.get(candidate);
        return bundle ? [bundle] : [];
      }),
    ]),
  );
  const noArgs: MessageArgs = {};
  // Given an errors list, Fluent salvages what it can instead of throwing (a missing argument
  // shows as its name); nobody reads the list, so one is reused.
  const errors: Error[] = [];
  return (locale, id, args) => {
    for (const bundle of orders.get(locale) ?? []) {
      const message = bundle.getMessage(id);
      if (!message?.value) continue;
      errors.length = 0;
      return bundle.formatPattern(message.value, args ?? noArgs, errors);
    }
    return id;
  };
}
