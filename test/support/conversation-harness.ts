import { createActor, type SnapshotFrom, waitFor } from 'xstate';
import type { Menu } from '../../src/catalogue/menu.ts';
import type { ManualClock } from '../../src/clock.ts';
import { createConversationMachine } from '../../src/conversation/machine.ts';
import type {
  ConversationDeps,
  ConversationEvent,
  SubmitOutcome,
} from '../../src/conversation/types.ts';
import type { PartnerClient } from '../../src/partner/client.ts';
import { isPartnerError } from '../../src/partner/errors.ts';
import type { Sandbox } from '../../src/sandbox/server.ts';
import { demoMenu } from './demo-menu.ts';

export type ConversationMachine = ReturnType<typeof createConversationMachine>;
export type ConversationSnapshot = SnapshotFrom<ConversationMachine>;

/**
 * A single-attempt submission for tests of the conversation alone: the real order outbox (with
 * reconciliation and replays) is the orders module's; here a 409 asks for a fresh quote, a 422
 * is the restaurant's refusal, anything else holds the order.
 */
export function directSubmit(client: PartnerClient): ConversationDeps['submit'] {
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
): ConversationDeps & { refreshMenu(): void } {
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

/** A running conversation actor with helpers to drive it like the Telegram layer would. */
export function startConversation(deps: ConversationDeps, snapshot?: ConversationSnapshot) {
  const machine = createConversationMachine(deps);
  // With a snapshot the input is ignored: the restored context already holds the locale.
  const actor = createActor(machine, {
    input: { locale: 'bg' },
    ...(snapshot === undefined ? {} : { snapshot }),
  });
  actor.start();
  return {
    machine,
    actor,
    send: (...events: ConversationEvent[]) => {
      for (const event of events) actor.send(event);
      return actor.getSnapshot();
    },
    snapshot: () => actor.getSnapshot(),
    context: () => actor.getSnapshot().context,
    /** Waits until the machine is no longer calculating a price or sending an order. */
    settle: () =>
      waitFor(
        actor,
        (s) => !s.matches({ checkout: 'quoting' }) && !s.matches({ checkout: 'submitting' }),
        {
          timeout: 10_000,
        },
      ),
    persisted: () =>
      JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as ConversationSnapshot,
  };
}
