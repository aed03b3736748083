import {
  type AnyActorScope,
  createActor,
  type ExecutableActionObject,
  initialTransition,
  type SnapshotFrom,
} from 'xstate';
import { fastContext } from '../conversation/context-updates.ts';
import { effectsOf } from '../conversation/effects.ts';
import {
  type createConversationMachine,
  sharedConversationMachine,
  withConversationDeps,
} from '../conversation/machine.ts';
import type {
  ConversationDeps,
  ConversationEffect,
  ConversationInput,
  MachineEvent,
} from '../conversation/types.ts';

export type ConversationMachine = ReturnType<typeof createConversationMachine>;
export type ConversationSnapshot = SnapshotFrom<ConversationMachine>;

/** One step of the machine: the next snapshot and the effects it asks for. */
export type MachineStep = (
  snapshot: ConversationSnapshot,
  event: MachineEvent,
) => [ConversationSnapshot, ConversationEffect[]];

/**
 * One step of `machine` as XState's pure `transition(machine, snapshot, event)` (its public API)
 * computes it: the next snapshot and the actions it did not execute, among them the named
 * actions that ask for the effects (`askQuote`, `askSubmission`: see `effectsOf`).
 *
 * `transition()` is three lines: it builds an inert actor scope (an `Actor`, whose constructor
 * builds an actor system and computes the logic's initial state, and a second system), then calls
 * the logic's own `transition(snapshot, event, actorScope)` (the `ActorLogic` interface, public)
 * with an `actionExecutor` that collects the actions instead of running them. Per step, building
 * that scope was a fifth of what the step allocated. So this builds the same inert scope once,
 * with `createActor` and the `ActorScope` interface, and calls the machine's `transition` with it:
 * the same code on the same snapshot and event, the same next snapshot and actions.
 *
 * The scope is inert (`defer`, `emit`, `stopChild` and the logger do nothing, as in XState's own)
 * and nothing of a step stays in it: the machine invokes and spawns no actor and schedules no
 * delayed event (`after`, delayed `raise`), the only things that would register with its system.
 * `test/chat/machine-step.test.ts` checks both (and that every state of the model walk steps to
 * what `transition()` gives).
 */
export function machineStep(machine: ConversationMachine): MachineStep {
  let scope: AnyActorScope | undefined;
  /** The actions of the step under way (a step inside a step keeps its own). */
  let collected: ExecutableActionObject[] = [];
  const actionExecutor = (action: ExecutableActionObject) => {
    collected.push(action);
  };

  return (snapshot, event) => {
    scope ??= inertScope(machine, snapshot, actionExecutor);
    const outer = collected;
    const actions: ExecutableActionObject[] = [];
    collected = actions;
    try {
      const next = machine.transition(snapshot, event, scope);
      return [next, effectsOf(actions)];
    } finally {
      collected = outer;
    }
  };
}

/**
 * An inert actor scope for `machine`, as XState's `transition()` builds for every call: its
 * `self` an actor of the machine that is never started. The actor's constructor computes an
 * initial state; it is handed `snapshot` (already at hand) instead of entering the initial
 * states with a context built for nothing.
 */
function inertScope(
  machine: ConversationMachine,
  snapshot: ConversationSnapshot,
  actionExecutor: (action: ExecutableActionObject) => void,
): AnyActorScope {
  const logic = Object.create(machine, {
    getInitialSnapshot: { value: () => snapshot },
  }) as ConversationMachine;
  const self = createActor(logic, { input: undefined });
  return {
    self,
    system: self.system,
    id: '',
    sessionId: '',
    logger: () => {},
    defer: () => {},
    emit: () => {},
    stopChild: () => {},
    actionExecutor,
  };
}

let sharedStep: MachineStep | undefined;

/**
 * A restaurant's step on the process's one machine (`sharedConversationMachine`): the same
 * step function and logic object for every restaurant, each transition run with this
 * restaurant's deps.
 */
export function sharedMachineStep(deps: ConversationDeps): MachineStep {
  sharedStep ??= machineStep(sharedConversationMachine());
  const step = sharedStep;
  return (snapshot, event) => withConversationDeps(deps, () => step(snapshot, event));
}

/**
 * The snapshots `persistSnapshot` made a persisted form of, by that form: while a chat's session
 * holds the very object it was given (kept in memory between two updates of the chat), the next
 * `restoreSnapshot` hands back the snapshot itself instead of resolving it again.
 */
const liveSnapshots = new WeakMap<object, ConversationSnapshot>();

/**
 * The snapshot in the form a chat's session stores (the machine's `getPersistedSnapshot`),
 * remembered with the snapshot it came from (`restoreSnapshot`).
 */
export function persistSnapshot(
  machine: ConversationMachine,
  snapshot: ConversationSnapshot,
): unknown {
  const persisted = machine.getPersistedSnapshot(snapshot);
  liveSnapshots.set(persisted, snapshot);
  return persisted;
}

/**
 * A stored snapshot (see `SessionStore.restore`, which checks it can be stepped) as the
 * machine's snapshot: the very snapshot `persistSnapshot` made `stored` from when it is the
 * object that call returned, else `resolveState` of its state and context (a session read from
 * the store). Both step alike: the snapshot is never changed after it was made (XState's
 * snapshots are immutable, and `assign` gives a new context), and the machine has no history
 * states and no child actors, the parts of a snapshot `resolveState` does not restore.
 * Resolving is a third of a step's CPU and allocation; it is skipped for every update that
 * finds its chat's session still held in memory. A resolved context is rebuilt by `fastContext`.
 */
export function restoreSnapshot(
  machine: ConversationMachine,
  stored: { value?: unknown; context?: unknown },
): ConversationSnapshot {
  const live = liveSnapshots.get(stored);
  if (live !== undefined && live.machine === machine) return live;
  return machine.resolveState({
    value: stored.value as ConversationSnapshot['value'],
    context: fastContext(stored.context as ConversationSnapshot['context']),
  });
}

/**
 * A new conversation (`initialTransition` of `machine` with `input`), its context rebuilt by
 * `fastContext` (XState's initial `assign` leaves it a dictionary: see there): the same state
 * and context, `resolveState`d.
 */
export function initialSnapshot(
  machine: ConversationMachine,
  input: ConversationInput,
): ConversationSnapshot {
  const [initial] = initialTransition(machine, input);
  if (initial.status !== 'active') return initial;
  return machine.resolveState({ value: initial.value, context: fastContext(initial.context) });
}
