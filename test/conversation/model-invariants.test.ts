import { describe, expect, it } from 'vitest';
import { initialContext } from '../../src/conversation/context-updates.ts';
import { createConversationMachine } from '../../src/conversation/machine.ts';
import type { ConversationContext } from '../../src/conversation/types.ts';
import type { Selection } from '../../src/domain/order.ts';
import { createDemoMenu } from '../../src/sandbox/menu/index.ts';
import {
  limitProblems,
  persistenceProblems,
  restoreThroughJson,
  SandboxOracle,
  schemaProblems,
} from '../support/conversation-invariants.ts';
import { CannedIo, cannedDeps } from '../support/conversation-model.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { OPEN_MONDAY_NOON } from '../support/partner-harness.ts';

/*
 * The model tests are only as good as their invariants: these feed each check a context that
 * breaks its rule and expect the check to say so, so a check that can never fail is caught.
 */

const sandboxMenu = createDemoMenu();
const menu = demoMenu({ sandbox: sandboxMenu });
const machine = createConversationMachine(
  cannedDeps(menu, new CannedIo(sandboxMenu, OPEN_MONDAY_NOON)),
);
const base = initialContext('bg', null);
const margherita: Selection = { product_id: 101, size: 'family' };

function withLines(selections: Selection[], quantity = 1): ConversationContext {
  const lines = selections.map((selection, index) => ({ id: index + 1, selection, quantity }));
  return { ...base, cart: { lines, nextLineId: lines.length + 1 } };
}

describe('the model invariants', () => {
  it('report a cart over 40 lines, bad quantities, pages, drafts and contact lengths', () => {
    const context: ConversationContext = {
      ...withLines(
        Array.from({ length: 41 }, (_, i) => ({ ...margherita, removed: [i + 1] })),
        21,
      ),
      nav: { ...base.nav, page: -1 },
      draft: {
        kind: 'product',
        productId: 101,
        size: 'family',
        addons: ['olives', 'olives'],
        removed: [],
        base: undefined,
        crust: undefined,
        quantity: 0,
      },
      contact: { name: 'x'.repeat(101), note: 'y'.repeat(501) },
    };
    const problems = limitProblems(context).join('\n');
    for (const expected of [
      '41 cart lines',
      'line 1 quantity 21',
      'page -1',
      'draft quantity 0',
      'draft addons',
      'contact.name',
      'contact.note',
    ]) {
      expect(problems).toContain(expected);
    }
    expect(
      limitProblems({
        ...base,
        draft: {
          kind: 'half',
          halves: [1, 2, 3].map((productId) => ({ productId, removed: [] })),
          base: undefined,
          quantity: 1,
        },
      }),
    ).toEqual(['3 halves']);
  });

  it('report a selection with an undocumented field and a quote request without lines', () => {
    const forged = { ...margherita, price_minor: 100 } as Selection;
    expect(schemaProblems(withLines([forged]), menu).join()).toContain('cart line 1');
    const context = {
      ...base,
      quoteRequest: {
        items: [],
        choice: { fulfilment: 'pickup', location_id: 'main', payment: 'cash' },
      },
    } as ConversationContext;
    expect(schemaProblems(context, menu).join()).toContain('quoteRequest');
  });

  it('report a schema-valid selection the sandbox refuses', () => {
    const oracle = new SandboxOracle(sandboxMenu, 1);
    const problems = oracle.problems(
      withLines([{ ...margherita, addons: ['caviar'] }]),
      menu,
      OPEN_MONDAY_NOON,
    );
    expect(problems.join()).toContain('sandbox refused cart line 1');
    expect(oracle.problems(withLines([margherita]), menu, OPEN_MONDAY_NOON)).toEqual([]);
    expect(oracle.wireQueue).toHaveLength(1);
  });

  it('report a context that JSON does not restore as it was', () => {
    const live = machine.resolveState({
      value: 'search',
      context: { ...base, nav: { ...base.nav, page: Number.NaN } },
    });
    const restored = restoreThroughJson(machine, live);
    expect(persistenceProblems(machine, live, restored).join()).toContain(
      'context.nav.page: NaN ≠ null',
    );
    const fine = machine.resolveState({ value: 'cart', context: withLines([margherita]) });
    expect(persistenceProblems(machine, fine, restoreThroughJson(machine, fine))).toEqual([]);
  });
});
