import { beforeAll, describe, expect, it } from 'vitest';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { createConversationMachine } from '../../src/conversation/machine.ts';
import type { ConversationEvent } from '../../src/conversation/types.ts';
import { createDemoMenu } from '../../src/sandbox/menu/index.ts';
import {
  type GraphEvent,
  graphEvents,
  graphKey,
  RESULT_TYPES,
} from '../support/conversation-graph.ts';
import {
  type ConversationSnapshot,
  sandboxDeps,
  startConversation,
} from '../support/conversation-harness.ts';
import {
  contextProblems,
  persistenceProblems,
  restoreThroughJson,
  SandboxOracle,
} from '../support/conversation-invariants.ts';
import {
  CannedIo,
  cannedDeps,
  type LeafPath,
  leafName,
  leafValue,
  restingLeafStates,
  stateName,
} from '../support/conversation-model.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { OPEN_MONDAY_NOON, useSandboxClient } from '../support/partner-harness.ts';

/*
 * Paths to every resting state, found by xstate/graph's shortest-path search over pure
 * transitions with a representative event set from the demo menu. The two I/O states are crossed
 * with synthetic actor results priced in process by the sandbox's own rules (no actor runs in a
 * graph traversal, and a real HTTPS call per graph edge would cost minutes); each path is then
 * replayed on a real actor against the HTTPS sandbox, where the real quote and order replace
 * the synthetic results, to prove the path is a real conversation.
 */

// The states the issue lists; the test derives its own list and may find more.
const KNOWN_LEAVES = [
  'home',
  'category',
  'search',
  'product.card',
  'product.extras',
  'product.quantity',
  'combos',
  'combo.overview',
  'combo.slot',
  'combo.quantity',
  'half.first',
  'half.second',
  'half.configure',
  'half.quantity',
  'cart',
  'checkout.fulfilment',
  'checkout.contact.saved',
  'checkout.contact.name',
  'checkout.contact.phone',
  'checkout.contact.email',
  'checkout.contact.address',
  'checkout.contact.note',
  'checkout.quoting',
  'checkout.review',
  'checkout.submitting',
  'submitted',
  'orders',
  'order',
  'language',
];

type Path = StatePath<ConversationSnapshot, GraphEvent>;

const sandboxMenu = createDemoMenu();
const menu = demoMenu({ sandbox: sandboxMenu });
const io = new CannedIo(sandboxMenu, OPEN_MONDAY_NOON);
const machine = createConversationMachine(cannedDeps(menu, io));
const leaves = restingLeafStates(machine);

let paths: Path[] = [];
let graphMs = 0;

beforeAll(() => {
  const started = performance.now();
  paths = getShortestPaths(machine, {
    input: { locale: 'bg' },
    events: graphEvents(menu, io),
    serializeState: (snapshot) => graphKey(snapshot as ConversationSnapshot),
  }) as unknown as Path[];
  graphMs = performance.now() - started;
});

function shortestPathTo(leaf: LeafPath): Path | undefined {
  const value = leafValue(leaf);
  return paths
    .filter((path) => path.state.matches(value as never))
    .sort((a, b) => a.steps.length - b.steps.length)[0];
}

// An effect's result, or the order news a submission's outcome comes back as (in submitting).
const isEffectResult = (event: GraphEvent, from: ConversationSnapshot) =>
  RESULT_TYPES.has(event.type) ||
  (ORDER_NEWS.has(event.type) && from.hasTag('awaiting-submission'));
const ORDER_NEWS: ReadonlySet<string> = new Set([
  'ORDER_RECORDED',
  'ORDER_HELD',
  'ORDER_NOT_PLACED',
]);

/**
 * The graph's orders have the graph's ids; the real actor's order has its own. An event that
 * opens the graph's newest order opens the real actor's newest order.
 */
function onRealActor(event: ConversationEvent, snapshot: ConversationSnapshot): ConversationEvent {
  const newest = snapshot.context.orders[0];
  return event.type === 'OPEN_ORDER' && newest
    ? { ...event, externalOrderId: newest.externalOrderId }
    : event;
}

describe('the resting states of the conversation', () => {
  it('are read from the machine definition, transient routing states left out', () => {
    const names = leaves.map(leafName);
    expect(names).toEqual(expect.arrayContaining(KNOWN_LEAVES));
    expect(names).not.toContain('checkout.contact.route');
    expect(names).not.toContain('checkout.contact.afterEmail');
  });

  it.each(leaves.map((leaf) => [leafName(leaf), leaf] as const))(
    '%s is reached by a path of demo-menu events',
    (_name, leaf) => {
      const path = shortestPathTo(leaf);
      expect(path, `no event sequence reaches ${leafName(leaf)}`).toBeDefined();
      expect(io.violations).toEqual([]);
    },
  );

  it('holds every invariant in each state the graph search reached', () => {
    const oracle = new SandboxOracle(sandboxMenu, Number.POSITIVE_INFINITY);
    const broken = paths.flatMap((path) => {
      const context = path.state.context;
      const problems = contextProblems(context, menu, oracle, io.now);
      return problems.map((problem) => `${stateName(path.state)}: ${problem}`);
    });
    expect(broken).toEqual([]);
    expect(paths.length).toBeGreaterThan(1_000);
    console.info(`graph: ${paths.length} states in ${Math.round(graphMs)} ms`);
  });

  it('round-trips a sample of the reached states through JSON and leaves each by HOME and CANCEL', () => {
    const sample = paths.filter((_path, index) => index % 10 === 0);
    const broken = sample.flatMap((path) => {
      const restored = restoreThroughJson(machine, path.state);
      return persistenceProblems(machine, path.state, restored).map(
        (p) => `${stateName(path.state)}: ${p}`,
      );
    });
    expect(broken).toEqual([]);
  });
});

describe('the same paths on a real actor against the HTTPS sandbox', () => {
  const partner = useSandboxClient();

  it.each(leaves.map((leaf) => [leafName(leaf), leaf] as const))(
    'reaches %s',
    async (name, leaf) => {
      const path = shortestPathTo(leaf);
      if (!path) throw new Error(`no path to ${name}`);
      const chat = startConversation(sandboxDeps(partner.sandbox, partner.clock, partner.client));
      for (const step of path.steps.slice(1)) {
        if (isEffectResult(step.event, chat.snapshot())) {
          // The real quote or order call replaces the synthetic result: wait for it to land.
          expect(step.event.type, 'a replayable path uses successful I/O').toMatch(
            /QUOTE_DONE|ORDER_RECORDED/,
          );
          await chat.settle();
        } else {
          chat.send(onRealActor(step.event as ConversationEvent, chat.snapshot()));
        }
        expect(stateName(chat.snapshot()), `after ${step.event.type}`).toBe(stateName(step.state));
      }
      expect(chat.snapshot().matches(leafValue(leaf) as never)).toBe(true);
      chat.actor.stop();
    },
  );
});
