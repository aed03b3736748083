import { type SnapshotFrom, transition } from 'xstate';
import { effectsOf } from '../conversation/effects.ts';
import type { createConversationMachine } from '../conversation/machine.ts';
import type { ConversationEffect, MachineEvent } from '../conversation/types.ts';

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
 */
export function machineStep(machine: ConversationMachine): MachineStep {
  return (snapshot, event) => {
    const [next, actions] = transition(machine, snapshot, event);
    return [next, effectsOf(actions)];
  };
}
