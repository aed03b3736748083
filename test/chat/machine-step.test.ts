import { describe, expect, it } from 'vitest';
import { type AnyStateNode, initialTransition, transition } from 'xstate';
import {
  initialSnapshot,
  machineStep,
  persistSnapshot,
  restoreSnapshot,
} from '../../src/chat/machine-step.ts';
import { fastContext, initialContext } from '../../src/conversation/context-updates.ts';
import { effectsOf } from '../../src/conversation/effects.ts';
import { createConversationMachine } from '../../src/conversation/machine.ts';
import { createDemoMenu } from '../../src/sandbox/menu/index.ts';
import { graphEvents } from '../support/conversation-graph.ts';
import type { ConversationSnapshot } from '../support/conversation-harness.ts';
import {
  CannedIo,
  cannedDeps,
  leafName,
  restingLeafStates,
  stateName,
} from '../support/conversation-model.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { OPEN_MONDAY_NOON } from '../support/partner-harness.ts';

/*
 * `machineStep` calls the machine's own `transition` with one inert actor scope it keeps, where
 * XState's `transition()` builds a new one per call; `persistSnapshot`/`restoreSnapshot` hand
 * back the very snapshot a session still holds instead of resolving it again. Both must step
 * exactly as XState's public `transition()` and `resolveState` do, from every state the model
 * graph reaches, with every event it tries there.
 */

const sandboxMenu = createDemoMenu();
const menu = demoMenu({ sandbox: sandboxMenu });
const io = new CannedIo(sandboxMenu, OPEN_MONDAY_NOON);
const machine = createConversationMachine(cannedDeps(menu, io));
const events = graphEvents(menu, io);

/**
 * What a snapshot is, for a comparison: its state, context, tags and status, as JSON with its
 * keys sorted (a context read back from JSON may list a draft's fields in another order).
 */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
        )
      : value;
const facts = (snapshot: ConversationSnapshot) =>
  JSON.stringify(
    canonical([
      snapshot.value,
      snapshot.context,
      [...snapshot.tags].sort(),
      snapshot.status,
      Object.keys(snapshot.children),
      snapshot.historyValue,
    ]),
  );

/**
 * The states the model graph reaches, breadth first: one snapshot per state and the context
 * facts that open most transitions (the graph's own `graphKey` tells ~12,000 apart: minutes).
 */
const coarseKey = (snapshot: ConversationSnapshot) => {
  const c = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    c.draft?.kind ?? null,
    c.cart.lines.length > 0,
    c.fulfilment?.kind ?? null,
    c.quote !== null,
    c.pendingOrder !== null,
    c.orders.length > 0,
  ]);
};

function reachable(): ConversationSnapshot[] {
  const first = initialTransition(machine, { locale: 'bg', chatId: 7 })[0];
  const seen = new Map<string, ConversationSnapshot>([[coarseKey(first), first]]);
  const queue = [first];
  for (let snapshot = queue.shift(); snapshot; snapshot = queue.shift()) {
    for (const event of events(snapshot)) {
      const [next] = transition(machine, snapshot, event);
      const key = coarseKey(next);
      if (seen.has(key)) continue;
      seen.set(key, next);
      queue.push(next);
    }
  }
  return [...seen.values()];
}

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(stateNodes)];
}

const states = reachable();

describe('machineStep', () => {
  it('steps every reachable state with every event as XState’s transition() does', () => {
    const step = machineStep(machine);
    let compared = 0;
    let withEffects = 0;
    for (const snapshot of states) {
      for (const event of events(snapshot)) {
        const [expected, actions] = transition(machine, snapshot, event);
        const [next, effects] = step(snapshot, event);
        expect(facts(next)).toBe(facts(expected));
        expect(JSON.stringify(effects)).toBe(JSON.stringify(effectsOf(actions)));
        expect(next.children).toEqual({});
        compared += 1;
        if (effects.length > 0) withEffects += 1;
      }
    }
    // The graph covers the whole conversation, the quote and the submission included.
    const reached = new Set(states.map(stateName));
    for (const leaf of restingLeafStates(machine)) expect(reached).toContain(leafName(leaf));
    expect(compared).toBeGreaterThan(1_000);
    expect(withEffects).toBeGreaterThan(10);
  });

  it('keeps nothing of a step in its scope: no child actors, delays or history anywhere', () => {
    // The kept scope is safe to share only while the machine registers nothing with its system.
    for (const node of stateNodes(machine.root)) {
      expect(node.invoke, node.id).toEqual([]);
      expect(node.after, node.id).toEqual([]);
      expect(node.type, node.id).not.toBe('history');
    }
  });
});

describe('persistSnapshot and restoreSnapshot', () => {
  it('hand back the very snapshot a session still holds', () => {
    for (const snapshot of states) {
      const persisted = persistSnapshot(machine, snapshot) as { value: unknown; context: unknown };
      expect(restoreSnapshot(machine, persisted)).toBe(snapshot);
      // What the session stores is the machine's own persisted form.
      expect(persisted).toEqual(machine.getPersistedSnapshot(snapshot));
    }
  });

  it('resolve a snapshot read from the store, which steps as the one it was made from', () => {
    const step = machineStep(machine);
    for (const snapshot of states) {
      const stored = JSON.parse(JSON.stringify(persistSnapshot(machine, snapshot)));
      const restored = restoreSnapshot(machine, stored);
      expect(restored).not.toBe(snapshot);
      expect(facts(restored)).toBe(facts(snapshot));
      for (const event of events(snapshot)) {
        const [fromStore, storeEffects] = step(restored, event);
        const [fromMemory, memoryEffects] = step(snapshot, event);
        expect(facts(fromStore)).toBe(facts(fromMemory));
        expect(JSON.stringify(storeEffects)).toBe(JSON.stringify(memoryEffects));
      }
    }
  });

  it('resolve again for another machine', () => {
    const other = createConversationMachine(cannedDeps(menu, io));
    const [snapshot] = initialTransition(machine, { locale: 'en', chatId: 8 });
    const persisted = persistSnapshot(machine, snapshot) as { value: unknown; context: unknown };
    const restored = restoreSnapshot(other, persisted);
    expect(restored).not.toBe(snapshot);
    expect(restored.machine).toBe(other);
    expect(facts(restored)).toBe(facts(snapshot));
  });
});

describe('fastContext', () => {
  it('is the same context, stored as the same JSON, with every known field present', () => {
    for (const snapshot of states) {
      const context = snapshot.context;
      const fast = fastContext(context);
      expect(fast).not.toBe(context);
      expect(fast).toEqual(context);
      expect(JSON.parse(JSON.stringify(fast))).toStrictEqual(JSON.parse(JSON.stringify(context)));
      for (const key of Object.keys(context) as (keyof typeof context)[])
        expect(fast[key]).toBe(context[key]);
      // An assign that sets an optional field adds no field (see fastContext).
      expect(Object.keys(fast)).toEqual(Object.keys(fastContext(initialContext('bg', 1))));
    }
  });

  it('keeps a field it does not know, and leaves a context of an older shape as it was', () => {
    const older = JSON.parse(JSON.stringify(initialContext('en', 3)));
    // Stored before `priceBefore` existed, with the count an older version kept instead.
    delete older.priceBefore;
    older.expiryRequotes = 1;
    older.retired = { kept: true };
    const fast = fastContext(older);
    expect((fast as unknown as { retired: unknown }).retired).toBe(older.retired);
    expect((fast as unknown as { expiryRequotes: unknown }).expiryRequotes).toBe(1);
    expect(fast.priceBefore).toBeUndefined();
    expect('proposal' in older).toBe(false);
    expect(fast.proposal).toBeUndefined();
    expect(JSON.parse(JSON.stringify(fast))).toStrictEqual(older);
  });

  it('gives a new conversation and a restored one', () => {
    const [expected] = initialTransition(machine, { locale: 'uk', chatId: 9 });
    const fresh = initialSnapshot(machine, { locale: 'uk', chatId: 9 });
    expect(facts(fresh)).toBe(facts(expected));
    expect(Object.keys(fresh.context)).toEqual(Object.keys(fastContext(expected.context)));
    const stored = JSON.parse(JSON.stringify(persistSnapshot(machine, states.at(-1) as never)));
    expect(Object.keys(restoreSnapshot(machine, stored).context)).toEqual(
      Object.keys(fastContext(stored.context)),
    );
  });
});
