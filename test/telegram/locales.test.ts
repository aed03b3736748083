import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FluentResource } from '@fluent/bundle';
import { describe, expect, it } from 'vitest';
import { createConversationMachine } from '../../src/conversation/machine.ts';
import { NOTICE_CODES } from '../../src/conversation/notices.ts';
import { ORDER_STATUSES } from '../../src/domain/order.ts';
import { LOCALES, type Locale } from '../../src/locale/locale.ts';
import { MESSAGE_IDS, type MessageId } from '../../src/locale/message-ids.ts';
import { createTranslator, localesDir } from '../../src/locale/translate.ts';
import { COMMANDS } from '../../src/telegram/bot.ts';

// Which ids the code may use is the compiler's job: `t(locale, id)` takes a MessageId, generated
// from the locale files (`npm run messages`), so a typo, or an id built from a union member with
// no message (`notice-${code}`, `alert-${kind}`, `status-${status}`), does not compile. These
// tests check the files themselves and the ids that follow the machine's own states.

const t = createTranslator();

/** Each message id of one locale file, in file order, with the variables its pattern uses. */
function messagesOf(locale: Locale): Map<string, Set<string>> {
  const resource = new FluentResource(readFileSync(join(localesDir(), `${locale}.ftl`), 'utf8'));
  const out = new Map<string, Set<string>>();
  for (const entry of resource.body) {
    if (!entry.id.startsWith('-')) out.set(entry.id, variablesOf(entry.value));
  }
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

/** The contact steps that show a prompt (the transient and saved-contact states excepted). */
function contactSteps(): string[] {
  const machine = createConversationMachine({ menu: () => null });
  const contact = machine.root.states.checkout?.states.contact;
  return Object.values(contact?.states ?? {})
    .filter((state) => state.always === undefined && state.key !== 'saved')
    .map((state) => state.key);
}

describe('the locale files', () => {
  const messages = new Map(LOCALES.map((locale) => [locale, messagesOf(locale)] as const));
  const bg = messages.get('bg') ?? new Map<string, Set<string>>();
  const known = new Set<string>(MESSAGE_IDS);

  it('are the six languages, each with exactly the same message ids and variables', () => {
    expect([...LOCALES].sort()).toEqual(['bg', 'de', 'en', 'pl', 'ro', 'uk']);
    for (const [locale, own] of messages) {
      expect([locale, [...own.keys()].sort()]).toEqual([locale, [...bg.keys()].sort()]);
      for (const [id, variables] of bg) {
        expect([locale, id, [...(own.get(id) ?? [])].sort()]).toEqual([
          locale,
          id,
          [...variables].sort(),
        ]);
      }
    }
  });

  it('define exactly the generated message ids (src/locale/message-ids.ts is not stale)', () => {
    expect(MESSAGE_IDS.length).toBeGreaterThan(100);
    for (const locale of LOCALES) expect([...messagesOf(locale).keys()]).toEqual([...MESSAGE_IDS]);
  });

  it('have a message for every notice code and no notice message without its code', () => {
    const notices = MESSAGE_IDS.filter((id) => id.startsWith('notice-'));
    expect(notices.sort()).toEqual(NOTICE_CODES.map((code) => `notice-${code}`).sort());
    expect(new Set(NOTICE_CODES).size).toBe(NOTICE_CODES.length);
  });

  it('contain every status, every contact prompt and every command', () => {
    const ids = [
      ...ORDER_STATUSES.map((status) => `status-${status}`),
      'status-sent-pickup',
      'status-delivered-pickup',
      ...contactSteps().map((step) => `ask-${step}`),
      ...COMMANDS.map((command) => `cmd-${command}`),
    ];
    expect(contactSteps().sort()).toEqual(['address', 'email', 'name', 'note', 'phone']);
    expect(ids.filter((id) => !known.has(id))).toEqual([]);
  });

  it('pick the right plural forms (examples in Bulgarian and English)', () => {
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
    // An id the files on disk do not define (a deployment with an older locale file): the
    // compiler refuses it in code, so the cast stands for that file.
    expect(t('en', 'no-such-message' as MessageId)).toBe('no-such-message');
    expect(t('bg', 'help')).not.toBe(t('en', 'help'));
  });
});
