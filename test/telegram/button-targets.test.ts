import { describe, expect, it } from 'vitest';
import { initialContext } from '../../src/conversation/context-updates.ts';
import { createDemoMenu, setVariantPrice } from '../../src/sandbox/menu/index.ts';
import { targetTag } from '../../src/telegram/button-targets.ts';
import { BUTTONS, buttonTag } from '../../src/telegram/buttons.ts';
import {
  decodeButton,
  encodeButton,
  MAX_ARG_LENGTH,
  MAX_CALLBACK_BYTES,
} from '../../src/telegram/callback-data.ts';
import { onCard } from '../support/conversation-contexts.ts';
import { demoMenu } from '../support/demo-menu.ts';

const MARGHERITA = 101;

describe('button tags', () => {
  it('are the same for every sync of an unchanged menu', () => {
    const sandbox = createDemoMenu();
    const first = demoMenu({ sandbox, syncedAt: 1_000, generatedAt: new Date(1_000) });
    const later = demoMenu({ sandbox, syncedAt: 61_000, generatedAt: new Date(61_000) });
    const context = onCard(MARGHERITA);
    for (const [path, action, arg] of [
      ['category', BUTTONS.openProduct.code, String(MARGHERITA)],
      ['product.card', BUTTONS.selectSize.code, 'f'],
      ['product.card', BUTTONS.addToCart.code, ''],
      ['product.extras', BUTTONS.toggleAddon.code, '2'],
      ['product.extras', BUTTONS.selectBase.code, '1'],
      ['home', BUTTONS.home.code, ''],
    ] as const) {
      expect(buttonTag(path, action, arg, context, later)).toBe(
        buttonTag(path, action, arg, context, first),
      );
    }
  });

  it('change only for the buttons that show what changed', () => {
    const sandbox = createDemoMenu();
    const before = demoMenu({ sandbox });
    setVariantPrice(sandbox, MARGHERITA, 'family', 1_990);
    const after = demoMenu({ sandbox });
    const context = onCard(MARGHERITA);
    const changed = ([path, action, arg]: readonly [string, string, string]) =>
      buttonTag(path, action, arg, context, after) !==
      buttonTag(path, action, arg, context, before);
    expect(changed(['product.card', 's', 'f'])).toBe(true);
    expect(changed(['product.card', 's', 's'])).toBe(false);
    expect(changed(['product.card', 's', 'm'])).toBe(false);
    // The list shows the lowest price, which did not change.
    expect(changed(['category', 'p', String(MARGHERITA)])).toBe(false);
    expect(changed(['category', 'b', ''])).toBe(false);
  });

  it('stay what they were: FNV-1a of the path, a NUL and the target JSON (buttons on screens keep working)', () => {
    // The digest as first written, over the joined string; a new release must draw the same tags,
    // or every button already on a customer's screen would be answered as stale.
    const joined = (path: string, target: unknown): string => {
      const text = `${path}\u0000${JSON.stringify(target)}`;
      let hash = 0x811c9dc5;
      for (let i = 0; i < text.length; i += 1) {
        hash ^= text.charCodeAt(i);
        hash = Math.imul(hash, 0x01000193);
      }
      return (hash >>> 0).toString(36);
    };
    const targets: [string, unknown][] = [
      ['category', [2, 'Пици', 3]],
      ['product.card', [1003, 'medium', { addons: ['extra-cheese'], price: 18.4 }]],
      ['search', null],
      ['cart', undefined],
      ['', ''],
      ['contact.phone', '+359 88 123 4567'],
    ];
    for (const [path, target] of targets)
      expect(targetTag(path, target)).toBe(joined(path, target));
  });

  it('depend on the screen a button was drawn on', () => {
    const menu = demoMenu();
    const context = onCard(MARGHERITA);
    expect(buttonTag('category', 'b', '', context, menu)).not.toBe(
      buttonTag('product.card', 'b', '', context, menu),
    );
  });

  it('fit the 64-byte callback data in ASCII with the longest argument', () => {
    const tag = buttonTag('search', 'p', '1', initialContext('bg', 1), null);
    // The digest is 32 bits in base 36: never longer than the largest value's 7 characters.
    expect(tag.length).toBeLessThanOrEqual((2 ** 32 - 1).toString(36).length);
    const data = encodeButton((2 ** 32 - 1).toString(36), 'sp', 'x'.repeat(MAX_ARG_LENGTH));
    expect(Buffer.byteLength(data)).toBe(data.length);
    expect(data.length).toBe(51);
    expect(data.length).toBeLessThanOrEqual(MAX_CALLBACK_BYTES);
    expect(decodeButton(data)).toMatchObject({ action: 'sp', arg: 'x'.repeat(40) });
    expect(() => encodeButton(tag, 'sp', 'x'.repeat(MAX_ARG_LENGTH + 1))).toThrow();
  });
});
