import { createActor, type SnapshotFrom, waitFor } from 'xstate';
import type { Menu } from '../../src/catalogue/menu.ts';
import {
  type EffectServices,
  orderOutcomeEvent,
  quoteResult,
} from '../../src/chat/effect-requests.ts';
import type { ManualClock } from '../../src/clock.ts';
import { pendingEffect } from '../../src/conversation/effects.ts';
import { createConversationMachine } from '../../src/conversation/machine.ts';
import type {
  ConversationDeps,
  ConversationEffect,
  ConversationEvent,
  EffectResult,
  MachineEvent,
  SubmitOutcome,
} from '../../src/conversation/types.ts';
import type { PartnerClient } from '../../src/partner/client.ts';
import { isPartnerError } from '../../src/partner/errors.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import { demoMenu } from './demo-menu.ts';
import type { ScriptedSubmit } from './scripted-orders.ts';

export type ConversationMachine = ReturnType<typeof createConversationMachine>;
export type ConversationSnapshot = SnapshotFrom<ConversationMachine>;

/**
 * Everything a conversation needs around it in tests of the conversation alone: the menu, the
 * clock and ids its events are stamped with, and the services its effects go to.
 */
export interface ConversationIo extends ConversationDeps, Pick<EffectServices, 'quote'> {
  /** The order service's answer to a submission (it comes back to the chat as order news). */
  submit: ScriptedSubmit;
  now: () => number;
  newOrderId: () => string;
}

/** An event as the chat runner hands it over: stamped with the time and a fresh order id. */
export function stamp(io: Pick<ConversationIo, 'now' | 'newOrderId'>) {
  return (event: ConversationEvent | EffectResult): MachineEvent => ({
    ...event,
    at: io.now(),
    orderId: io.newOrderId(),
  });
}

/**
 * A started actor of the machine whose effects run against `io` as the chat runner runs them
 * (`effectResult`), their results sent back stamped; a result for a wait the actor has left is
 * dropped. Restored in a wait (a "restart"), it asks for that effect again, as the runner does.
 */
export function effectActor(
  machine: ConversationMachine,
  io: ConversationIo,
  snapshot?: ConversationSnapshot,
) {
  // The effects' named actions, run as the runner runs what `transition()` hands back.
  const running = machine.provide({
    actions: {
      askQuote: ({ context }) => {
        if (context.quoteRequest) run({ type: 'quote', request: context.quoteRequest });
      },
      askSubmission: ({ context }) => {
        if (context.pendingOrder) run({ type: 'submit', order: context.pendingOrder });
      },
    },
  });
  // With a snapshot the input is ignored: the restored context already holds the locale.
  const actor = createActor(running, {
    input: { locale: 'bg' },
    ...(snapshot === undefined ? {} : { snapshot }),
  });
  const stamped = stamp(io);
  let flight = 0;
  const run = (effect: ConversationEffect) => {
    flight += 1;
    const mine = flight;
    void effectResult(effect, io).then((result) => {
      if (mine === flight && actor.getSnapshot().status === 'active') actor.send(stamped(result));
    });
  };
  actor.start();
  const waiting = snapshot === undefined ? null : pendingEffect(actor.getSnapshot());
  if (waiting) run(waiting);
  return {
    actor,
    send: (event: ConversationEvent) => actor.send(stamped(event)),
    /** True while the conversation waits for a quote or a submission. */
    busy: () => actor.getSnapshot().hasTag('busy'),
  };
}

/**
 * What an effect comes back as: a quote's result, or the submission's outcome as the order news
 * the order-events bridge would deliver (`orderOutcomeEvent`); a submission that throws is a
 * failed hand-over.
 */
async function effectResult(
  effect: ConversationEffect,
  io: ConversationIo,
): Promise<ConversationEvent | EffectResult> {
  const signal = new AbortController().signal;
  if (effect.type === 'quote') return quoteResult(effect.request, io, signal);
  try {
    return orderOutcomeEvent(effect.order, await io.submit(effect.order, signal));
  } catch (error) {
    return { type: 'SUBMIT_FAILED', error };
  }
}

/**
 * A single-attempt submission for tests of the conversation alone: the real order outbox (with
 * reconciliation and replays) is the orders module's; here a 409 asks for a fresh quote, a 422
 * is the restaurant's refusal, anything else holds the order.
 */
export function directSubmit(client: PartnerClient): ScriptedSubmit {
  return async (order, signal): Promise<SubmitOutcome> => {
    try {
      return { kind: 'accepted', record: await client.submitOrder(order.request, { signal }) };
    } catch (error) {
      if (isPartnerError(error, 'conflict')) return { kind: 'requote' };
      if (isPartnerError(error, 'unprocessable'))
        return { kind: 'rejected', message: error.serverMessage };
      return {
        kind: 'held',
        reason: isPartnerError(error, 'unavailable', 'unauthorized') ? 'unavailable' : 'unknown',
      };
    }
  };
}

/** Conversation deps over the sandbox: the live sandbox menu, its clock, the real client. */
export function sandboxDeps(
  sandbox: Sandbox,
  clock: ManualClock,
  client: PartnerClient,
): ConversationIo & { refreshMenu(): void } {
  let menu: Menu = demoMenu({ sandbox: sandbox.menu, syncedAt: clock.now() });
  let seq = 0;
  return {
    menu: () => menu,
    refreshMenu() {
      menu = demoMenu({ sandbox: sandbox.menu, syncedAt: clock.now() });
    },
    now: () => clock.now(),
    newOrderId: () => {
      seq += 1;
      return `tg-test-${process.pid}-${Date.now().toString(36)}-${seq}`;
    },
    quote: (request, signal) => client.quote(request, { signal }),
    submit: directSubmit(client),
  };
}

/** A family Margherita into the cart, from home (the demo menu's pizzas). */
export const MARGHERITA_IN_CART: readonly ConversationEvent[] = [
  { type: 'OPEN_CATEGORY', categoryId: 1 },
  { type: 'OPEN_PRODUCT', productId: 101 },
  { type: 'SELECT_SIZE', size: 'family' },
  { type: 'ADD_TO_CART' },
  { type: 'ADD_TO_CART' },
];

/** That Margherita to be collected by Иван Петров: to the note step (no e-mail). */
export const TO_PICKUP_NOTE: readonly ConversationEvent[] = [
  ...MARGHERITA_IN_CART,
  { type: 'CHECKOUT' },
  { type: 'CHOOSE_PICKUP' },
  { type: 'TEXT', text: 'Иван Петров' },
  { type: 'TEXT', text: '0888 123 456' },
  { type: 'SKIP' },
];

/** The same order to its review (no note): a quote follows, then CONFIRM places it. */
export const TO_PICKUP_REVIEW: readonly ConversationEvent[] = [...TO_PICKUP_NOTE, { type: 'SKIP' }];

/** A running conversation actor with helpers to drive it like the chat runner would. */
export function startConversation(io: ConversationIo, snapshot?: ConversationSnapshot) {
  const machine = createConversationMachine({ menu: io.menu });
  const chat = effectActor(machine, io, snapshot);
  const { actor } = chat;
  return {
    machine,
    actor,
    send: (...events: ConversationEvent[]) => {
      for (const event of events) chat.send(event);
      return actor.getSnapshot();
    },
    snapshot: () => actor.getSnapshot(),
    context: () => actor.getSnapshot().context,
    /** Waits until the machine is no longer calculating a price or sending an order. */
    settle: () => waitFor(actor, (state) => !state.hasTag('busy'), { timeout: 10_000 }),
    persisted: () =>
      JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as ConversationSnapshot,
  };
}
