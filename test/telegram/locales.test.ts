import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FluentResource } from '@fluent/bundle';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/catalogue/allergens.ts';
import { createConversationMachine } from '../../src/conversation/machine.ts';
import { OrderStatus } from '../../src/partner/schemas/index.ts';
import { COMMANDS } from '../../src/telegram/bot.ts';
import { createTranslator, LOCALES, localesDir } from '../../src/telegram/i18n.ts';

const SRC = join(localesDir(), '..', 'src');
const t = createTranslator();

function sourcesUnder(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => ({ path: name, text: readFileSync(join(dir, name), 'utf8') }));
}

/** The text between the parentheses of a call that starts at `open` (the "(" index). */
function callArguments(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')') {
      depth -= 1;
      if (depth === 0) return text.slice(open + 1, i);
    }
  }
  return text.slice(open + 1);
}

/** Removes `{ … }` argument objects (their literals are values, not ids). */
function withoutObjects(args: string): string {
  let out = args;
  for (let previous = ''; previous !== out; ) {
    previous = out;
    out = out.replace(/\{[^{}]*\}/g, '');
  }
  return out;
}

/** Every call of `names` in the sources, as the argument text. */
function callsIn(sources: { text: string }[], names: RegExp): string[] {
  const out: string[] = [];
  for (const { text } of sources) {
    for (const match of text.matchAll(names)) {
      out.push(callArguments(text, (match.index ?? 0) + match[0].length - 1));
    }
  }
  return out;
}

const quoted = (text: string): string[] =>
  [...text.matchAll(/'([^'\n]*)'/g)].map((m) => m[1] ?? '');

function ftlIds(locale: Locale): Map<string, Set<string>> {
  const resource = new FluentResource(readFileSync(join(localesDir(), `${locale}.ftl`), 'utf8'));
  const out = new Map<string, Set<string>>();
  for (const entry of resource.body) out.set(entry.id, variablesOf(entry.value));
  return out;
}

/** The variables a pattern refers to, through select expressions and variants. */
function variablesOf(pattern: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(pattern)) for (const element of pattern) variablesOf(element, found);
  else if (pattern && typeof pattern === 'object') {
    const node = pattern as {
      type?: string;
      name?: string;
      selector?: unknown;
      variants?: { value: unknown }[];
    };
    if (node.type === 'var' && node.name) found.add(node.name);
    if (node.selector) variablesOf(node.selector, found);
    for (const variant of node.variants ?? []) variablesOf(variant.value, found);
  }
  return found;
}

/** Every notice code the conversation can produce (literals, problem types, blockers). */
function noticeCodes(): Set<string> {
  const sources = sourcesUnder(join(SRC, 'conversation'));
  const codes = new Set<string>();
  const add = (values: string[]) => {
    for (const value of values) if (/^[a-z]+(_[a-z]+)*$/.test(value)) codes.add(value);
  };
  for (const args of callsIn(sources, /\bnotice\(/g)) add(quoted(args));
  for (const { text } of sources) {
    for (const m of text.matchAll(/\b(?:code|problem)\??:\s*((?:'[a-z_]+'\s*\|?\s*)+)/g))
      add(quoted(m[1] ?? ''));
    for (const m of text.matchAll(/export type \w+Problem =([^;]+);/g)) add(quoted(m[1] ?? ''));
    const blocker = /export function quoteBlocker[\s\S]*?\n}/.exec(text)?.[0];
    if (blocker) add([...blocker.matchAll(/return '([a-z_]+)'/g)].map((m) => m[1] ?? ''));
  }
  return codes;
}

/** The string literals of a type union in a source file (`export type Name = 'a' | 'b';`). */
function unionMembers(file: string, pattern: RegExp): string[] {
  const match = pattern.exec(readFileSync(join(SRC, file), 'utf8'));
  if (!match) throw new Error(`${pattern} not found in ${file}`);
  return quoted(match[1] ?? '');
}

/** The contact steps that show a prompt (the transient and saved-contact states excepted). */
function contactSteps(): string[] {
  const machine = createConversationMachine({ menu: () => null });
  const contact = machine.root.states.checkout?.states.contact;
  return Object.values(contact?.states ?? {})
    .filter((state) => state.always === undefined && state.key !== 'saved')
    .map((state) => state.key);
}

describe('the locale files', () => {
  const bg = ftlIds('bg');
  const en = ftlIds('en');

  it('have exactly the same message ids, each with the same variables', () => {
    expect([...bg.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [id, variables] of bg) {
      expect([id, [...(en.get(id) ?? [])].sort()]).toEqual([id, [...variables].sort()]);
    }
  });

  it('contain every id the code names literally', () => {
    const sources = sourcesUnder(join(SRC, 'telegram'));
    const used = new Set<string>();
    const families = new Set<string>();
    for (const args of callsIn(sources, /(?:\btr|\bt|#t|\bsay)\(/g)) {
      // Compared values (`what === 'quoting' ? …`) are not ids; the chosen branches are.
      const plain = withoutObjects(args).replace(/[!=]==\s*'[^']*'/g, '');
      for (const literal of quoted(plain)) {
        if (/^[a-z][a-z0-9]*(-[a-z0-9_]+)*$/.test(literal) && !LOCALES.includes(literal as Locale))
          used.add(literal);
      }
      for (const m of plain.matchAll(/`([a-z-]+)\$/g)) families.add(m[1] ?? '');
    }
    // Sanity: the scan sees ids from each kind of call site.
    for (const id of [
      'home',
      'btn-share-phone',
      'still-working',
      'only-text',
      'stale-button',
      'calculating',
      'with-crust',
    ])
      expect(used).toContain(id);
    expect([...used].filter((id) => !bg.has(id))).toEqual([]);
    // Ids built at run time come only from the families checked below.
    expect([...families].sort()).toEqual([
      'alert-',
      'alert-partner-',
      'ask-',
      'cmd-',
      'notice-',
      'status-',
    ]);
  });

  it('contain a notice for every code the conversation can produce', () => {
    const codes = noticeCodes();
    for (const code of [
      'unexpected',
      'name_too_long',
      'cart_full',
      'line_gone',
      'quote_below_minimum',
      'restaurant_refused',
      'option_not_offered',
      'repeat_partial',
    ])
      expect(codes).toContain(code);
    expect([...codes].filter((code) => !bg.has(`notice-${code}`))).toEqual([]);
  });

  it('contain every status, every contact prompt and every command', () => {
    const ids = [
      ...OrderStatus.options.map((status) => `status-${status}`),
      'status-sent-pickup',
      ...contactSteps().map((step) => `ask-${step}`),
      ...COMMANDS.map((command) => `cmd-${command}`),
    ];
    expect(contactSteps().sort()).toEqual(['address', 'email', 'name', 'note', 'phone']);
    expect(ids.filter((id) => !bg.has(id))).toEqual([]);
  });

  it('contain a staff alert for every outbox and partner alert kind', () => {
    const outbox = unionMembers('orders/outbox-entry.ts', /export type OutboxAlertKind =([^;]+);/);
    const partner = unionMembers('partner/client.ts', /interface PartnerAlert \{\s*kind:([^;]+);/);
    expect(outbox.length).toBeGreaterThan(0);
    expect(partner.length).toBeGreaterThan(0);
    const ids = [
      ...outbox.map((kind) => `alert-${kind}`),
      ...partner.map((kind) => `alert-partner-${kind}`),
    ];
    expect(ids.filter((id) => !bg.has(id))).toEqual([]);
  });

  it('pick the right plural forms in both languages', () => {
    expect([0, 1, 5].map((count) => t('bg', 'btn-cart', { count }))).toEqual([
      '🛒 Количка',
      '🛒 Количка (1)',
      '🛒 Количка (5)',
    ]);
    expect([0, 1, 5].map((count) => t('en', 'btn-cart', { count }))).toEqual([
      '🛒 Cart',
      '🛒 Cart (1)',
      '🛒 Cart (5)',
    ]);
    expect([1, 2, 5].map((count) => t('bg', 'cart-title', { count }))).toEqual([
      'В количката има 1 ред:',
      'В количката има 2 реда:',
      'В количката има 5 реда:',
    ]);
    expect([1, 5].map((count) => t('en', 'cart-title', { count }))).toEqual([
      'Your cart has 1 line:',
      'Your cart has 5 lines:',
    ]);
    expect([1, 5].map((count) => t('bg', 'search-results', { count, query: 'пица' }))).toEqual([
      'Намерих 1 резултат за „пица“:',
      'Намерих 5 резултата за „пица“:',
    ]);
    expect([1, 5].map((count) => t('en', 'search-results', { count, query: 'pizza' }))).toEqual([
      '1 result for “pizza”:',
      '5 results for “pizza”:',
    ]);
  });

  it('fall back to the other language and then to the id, never throwing', () => {
    expect(t('en', 'no-such-message')).toBe('no-such-message');
    expect(t('bg', 'help')).not.toBe(t('en', 'help'));
  });
});
