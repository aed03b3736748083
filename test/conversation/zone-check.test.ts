import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { effectsOf } from '../../src/conversation/effects.ts';
import { createDemoMenu } from '../../src/sandbox/menu/index.ts';
import { MARGHERITA_IN_CART, stamp, startConversation } from '../support/conversation-harness.ts';
import { persistenceProblems, restoreThroughJson } from '../support/conversation-invariants.ts';
import { CannedIo, cannedDeps, stateName } from '../support/conversation-model.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { OPEN_MONDAY_NOON } from '../support/partner-harness.ts';

/*
 * The zone check (issue 34 point 4) on the machine alone: a zone tapped past its ordinary cutoff
 * asks the same quote effect as the review, from the same wait; the check ends with that wait,
 * so nothing of it leaks into a later quote. Quotes are priced at once by the sandbox's own rules
 * at the model's time: Monday 22:45 in Sofia (Студентски град late until 23:30, Бояна closed
 * after 22:00).
 */

const MONDAY_2245 = OPEN_MONDAY_NOON + (10 * 60 + 45) * 60_000;
const STUDENTSKI = 5;
const BOYANA = 3;
const CENTRE = 1;

function lateConversation() {
  const sandboxMenu = createDemoMenu();
  const io = new CannedIo(sandboxMenu, MONDAY_2245);
  const deps = cannedDeps(demoMenu({ sandbox: sandboxMenu, syncedAt: MONDAY_2245 }), io);
  const chat = startConversation(deps);
  chat.send(...MARGHERITA_IN_CART, { type: 'CHECKOUT' });
  return { chat, io, deps };
}

describe('the zone check', () => {
  it('asks the quote effect the review asks, for the cart and the zone, from the quoting wait', () => {
    const { chat, deps } = lateConversation();
    const [next, actions] = transition(
      chat.machine,
      chat.snapshot(),
      stamp(deps)({ type: 'CHOOSE_DELIVERY', zoneId: STUDENTSKI }),
    );
    expect(stateName(next)).toBe('checkout.quoting');
    expect(next.hasTag('awaiting-quote')).toBe(true);
    expect(next.context.zoneCheck).toBe(STUDENTSKI);
    expect(effectsOf(actions)).toEqual([
      {
        type: 'quote',
        request: expect.objectContaining({
          choice: expect.objectContaining({ fulfilment: 'delivery', zone_id: STUDENTSKI }),
        }),
      },
    ]);
    // A restart in the check asks it again and keeps it a check; HOME and CANCEL still leave.
    const restored = restoreThroughJson(chat.machine, next);
    expect(restored.context.zoneCheck).toBe(STUDENTSKI);
    expect(persistenceProblems(chat.machine, next, restored)).toEqual([]);
    chat.actor.stop();
  });

  it('a zone found closed goes back to the receipt choice, kept closed until a new checkout', async () => {
    const { chat, io } = lateConversation();
    chat.send({ type: 'CHOOSE_DELIVERY', zoneId: BOYANA });
    await chat.settle();
    expect(stateName(chat.snapshot())).toBe('checkout.fulfilment');
    expect(chat.context()).toMatchObject({
      closedZones: [BOYANA],
      fulfilment: null,
      quote: null,
      quoteRequest: null,
      zoneCheck: null,
      notice: { code: 'zone_closed_late' },
    });
    expect(chat.context().cart.lines).toHaveLength(1);
    // Tapped again: refused at once, no second quote.
    const [again, actions] = transition(
      chat.machine,
      chat.snapshot(),
      stamp(cannedDeps(demoMenu(), io))({ type: 'CHOOSE_DELIVERY', zoneId: BOYANA }),
    );
    expect(stateName(again)).toBe('checkout.fulfilment');
    expect(effectsOf(actions)).toEqual([]);
    chat.send({ type: 'BACK' }, { type: 'CHECKOUT' });
    expect(chat.context().closedZones).toBeNull();
    expect(io.violations).toEqual([]);
    chat.actor.stop();
  });

  it('a zone taken late goes on to the name step with the quote kept; the review quotes afresh', async () => {
    const { chat, io } = lateConversation();
    chat.send({ type: 'CHOOSE_DELIVERY', zoneId: STUDENTSKI });
    await chat.settle();
    expect(stateName(chat.snapshot())).toBe('checkout.contact.name');
    const kept = chat.context().quote;
    expect(kept?.quote.period).toBe('late');
    expect(chat.context()).toMatchObject({
      zoneCheck: null,
      notice: { code: 'zone_late_accepted' },
    });
    // The details take a minute: the review's quote is a fresh one, received then.
    io.now += 60_000;
    chat.send(
      { type: 'TEXT', text: 'Иван Петров' },
      { type: 'TEXT', text: '0888 123 456' },
      { type: 'SKIP' },
      { type: 'TEXT', text: 'ул. Шипка 5' },
      { type: 'SKIP' },
    );
    await chat.settle();
    expect(stateName(chat.snapshot())).toBe('checkout.review');
    expect(chat.context().quote?.receivedAt).toBe(MONDAY_2245 + 60_000);
    expect(kept?.receivedAt).toBe(MONDAY_2245);
    expect(io.violations).toEqual([]);
    chat.actor.stop();
  });

  it('a zone taken late with a cart below its minimum goes on to the minimum’s advice first', async () => {
    const { chat, io } = lateConversation();
    // A small Margherita (8,90 €) instead of the family one: below Център's 15,00 €.
    chat.send(
      { type: 'OPEN_CART' },
      { type: 'CART_CLEAR' },
      { type: 'HOME' },
      { type: 'OPEN_CATEGORY', categoryId: 1 },
      { type: 'OPEN_PRODUCT', productId: 101 },
      { type: 'SELECT_SIZE', size: 'standard' },
      { type: 'ADD_TO_CART' },
      { type: 'ADD_TO_CART' },
      { type: 'CHECKOUT' },
      { type: 'CHOOSE_DELIVERY', zoneId: CENTRE },
    );
    expect(stateName(chat.snapshot())).toBe('checkout.quoting');
    await chat.settle();
    expect(stateName(chat.snapshot())).toBe('checkout.minimum');
    expect(chat.context().notice?.code).toBe('zone_late_accepted');
    chat.send({ type: 'CONTINUE' });
    expect(stateName(chat.snapshot())).toBe('checkout.contact.name');
    expect(io.violations).toEqual([]);
    chat.actor.stop();
  });

  it('a check left in flight leaves nothing behind: the next quote is the review’s', async () => {
    const { chat, io } = lateConversation();
    const [inFlight] = transition(
      chat.machine,
      chat.snapshot(),
      stamp(cannedDeps(demoMenu(), io))({ type: 'CHOOSE_DELIVERY', zoneId: STUDENTSKI }),
    );
    const [home] = transition(chat.machine, inFlight, { type: 'HOME', at: io.now, orderId: 'x' });
    expect(home.context.zoneCheck).toBeNull();
    // From there, a pickup checkout's quote lands on the review, not on the zone check's ways.
    const pickup = startConversation(
      cannedDeps(demoMenu(), new CannedIo(createDemoMenu(), OPEN_MONDAY_NOON)),
      home,
    );
    pickup.send(
      { type: 'OPEN_CART' },
      { type: 'CHECKOUT' },
      { type: 'CHOOSE_PICKUP' },
      { type: 'TEXT', text: 'Иван Петров' },
      { type: 'TEXT', text: '0888 123 456' },
      { type: 'SKIP' },
      { type: 'SKIP' },
    );
    await pickup.settle();
    expect(stateName(pickup.snapshot())).toBe('checkout.review');
    chat.actor.stop();
    pickup.actor.stop();
  });
});
