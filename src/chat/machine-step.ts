import { type SnapshotFrom, transition } from 'xstate';
import { effectsOf } from '../conversation/effects.ts';
import {
  type createConversationMachine,
  sharedConversationMachine,
  withConversationDeps,
} from '../conversation/machine.ts';
import type { ConversationDeps, ConversationEffect, MachineEvent } from '../conversation/types.ts';

export type ConversationMachine = ReturnType<typeof createConversationMachine>;
export type ConversationSnapshot = SnapshotFrom<ConversationMachine>;

/** One step of the machine: the next snapshot and the effects it asks for. */
export type MachineStep = (
  snapshot: ConversationSnapshot,
  event: MachineEvent,
) => [ConversationSnapshot, ConversationEffect[]];

/**
 * XState's pure `transition(machine, snapshot, event)` (its public API): the next snapshot and
 * the actions it did not execute, among them the named actions that ask for the effects
 * (`askQuote`, `askSubmission`: see `effectsOf`). Nothing is kept from one call to the next.
 *
 * `transition()` builds a throwaway inert actor for every call, and an actor's constructor
 * computes its logic's initial state (enters the initial states, builds a context) only for it
 * to be dropped: measured on the real process, that was over half of what a step allocated and
 * 18 % of all the bot allocated per update. So the logic handed to `transition()` is the machine
 * itself (its prototype: every method and field is the machine's) with one difference: its
 * initial snapshot is the snapshot being stepped, already at hand. The transition runs on the
 * machine's own code and returns the same snapshot and actions.
 */
export function machineStep(machine: ConversationMachine): MachineStep {
  let stepping: ConversationSnapshot | undefined;
  const initial: ConversationMachine['getInitialSnapshot'] = (scope, input) =>
    stepping ?? machine.getInitialSnapshot(scope, input);
  const logic = Object.create(machine, { getInitialSnapshot: { value: initial } });

  return (snapshot, event) => {
    stepping = snapshot;
    try {
      const [next, actions] = transition(logic as ConversationMachine, snapshot, event);
      return [next, effectsOf(actions)];
    } finally {
      stepping = undefined;
    }
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
