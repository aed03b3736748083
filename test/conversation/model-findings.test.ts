import { describe, expect, it } from 'vitest';
import type { ConversationEvent } from '../../src/conversation/types.ts';
import { createDemoMenu } from '../../src/sandbox/menu/index.ts';
import { startConversation } from '../support/conversation-harness.ts';
import { CannedIo, cannedDeps, stateName } from '../support/conversation-model.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { OPEN_MONDAY_NOON } from '../support/partner-harness.ts';

/*
 * What the random walks found, pinned as plain tests. The walks keep NaN and ±Infinity out of
 * their forged numbers by default (MODEL_NON_FINITE=1 puts them back) so that this one finding
 * does not hide others.
 */

const sandboxMenu = createDemoMenu();
const menu = demoMenu({ sandbox: sandboxMenu });

const PAGED_LISTS: [string, ConversationEvent[]][] = [
  ['category', [{ type: 'OPEN_CATEGORY', categoryId: 1 }]],
  ['search', [{ type: 'SEARCH', query: 'пица' }]],
  [
    'combo.slot',
    [
      { type: 'OPEN_COMBOS' },
      { type: 'OPEN_COMBO', code: 'FAMILY' },
      { type: 'OPEN_SLOT', slot: 0 },
    ],
  ],
  ['half.first', [{ type: 'START_HALF' }]],
  ['half.second', [{ type: 'START_HALF' }, { type: 'PICK_HALF', productId: 101 }]],
];

describe('a forged page number', () => {
  // clampQuantity already maps a non-finite quantity to 1; PAGE has no such guard, so NaN or
  // Infinity lands in nav.page, and JSON persistence turns it into null (page ≥ 0 breaks, and
  // the restored snapshot differs from the live one).
  it.each(PAGED_LISTS)('leaves a whole page number ≥ 0 in %s', (name, path) => {
    const broken: string[] = [];
    for (const page of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      const chat = startConversation(cannedDeps(menu, new CannedIo(sandboxMenu, OPEN_MONDAY_NOON)));
      chat.send(...path);
      expect(stateName(chat.snapshot())).toBe(name);
      const after = chat.send({ type: 'PAGE', page }).context.nav.page;
      if (!Number.isInteger(after) || after < 0) broken.push(`PAGE ${page} → page ${after}`);
      chat.actor.stop();
    }
    expect(broken).toEqual([]);
  });
});

describe('a list opened from home', () => {
  // A page turned on one list used to carry over to the next list opened from home: page 3 of
  // the pizzas, back, half-and-half: the half list opened on its page 3 (or its last).
  it.each([
    ['half.first', { type: 'START_HALF' }],
    ['category', { type: 'OPEN_CATEGORY', categoryId: 1 }],
  ] as [string, ConversationEvent][])('%s opens on its first page', (name, open) => {
    const chat = startConversation(cannedDeps(menu, new CannedIo(sandboxMenu, OPEN_MONDAY_NOON)));
    chat.send({ type: 'OPEN_CATEGORY', categoryId: 1 }, { type: 'PAGE', page: 2 });
    expect(chat.context().nav.page).toBe(2);
    const opened = chat.send({ type: 'BACK' }, open);
    expect(stateName(opened)).toBe(name);
    expect(opened.context.nav.page).toBe(0);
    chat.actor.stop();
  });
});
