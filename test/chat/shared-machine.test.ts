import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import type { Menu } from '../../src/catalogue/menu.ts';
import { type ConversationSnapshot, sharedMachineStep } from '../../src/chat/machine-step.ts';
import { sharedConversationMachine, withConversationDeps } from '../../src/conversation/machine.ts';
import type { ConversationEvent, MachineEvent } from '../../src/conversation/types.ts';
import { demoMenu } from '../support/demo-menu.ts';
import { useTelegramWorld } from '../support/telegram-harness.ts';

// Issue 26: every restaurant of a fleet steps its chats on the process's one conversation
// machine, each step reading the menu of the restaurant whose chat it is.

const stamped = (event: ConversationEvent): MachineEvent => ({ ...event, at: 0, orderId: 'x' });

function chatOf(menu: () => Menu | null) {
  const deps = { menu };
  const step = sharedMachineStep(deps);
  const machine = sharedConversationMachine();
  let snapshot: ConversationSnapshot = withConversationDeps(
    deps,
    () => initialTransition(machine, { locale: 'en', chatId: 1 })[0],
  );
  return {
    send(event: ConversationEvent) {
      [snapshot] = step(snapshot, stamped(event));
      return snapshot;
    },
  };
}

it('is one machine for the whole process', () => {
  expect(sharedConversationMachine()).toBe(sharedConversationMachine());
});

it("steps each restaurant's chats with that restaurant's menu, interleaved", () => {
  const withMenu = demoMenu();
  const withAnother = demoMenu({ products: 300 });
  const a = chatOf(() => withMenu);
  const b = chatOf(() => null);
  const c = chatOf(() => withAnother);
  // Interleaved: each step must read its own restaurant's menu, not the last one's.
  const categoryA = a.send({ type: 'OPEN_CATEGORY', categoryId: 1 });
  const categoryB = b.send({ type: 'OPEN_CATEGORY', categoryId: 1 });
  const combosC = c.send({ type: 'OPEN_COMBOS' });
  const productA = a.send({ type: 'OPEN_PRODUCT', productId: 101 });
  const combosB = b.send({ type: 'OPEN_COMBOS' });

  expect(categoryA.value).toBe('category');
  expect(productA.value).toEqual({ product: 'card' });
  expect(productA.context.draft).toMatchObject({ kind: 'product', productId: 101 });
  expect(combosC.value).toBe('combos');
  // No menu: the category and the combos are not opened.
  expect(categoryB.value).toBe('home');
  expect(combosB.value).toBe('home');
});

it('refuses to read a menu outside a step', () => {
  const machine = sharedConversationMachine();
  const [home] = withConversationDeps({ menu: () => demoMenu() }, () =>
    initialTransition(machine, { locale: 'en', chatId: 1 }),
  );
  const step = sharedMachineStep({ menu: () => null });
  // A step with its deps works; the machine alone, with nobody's deps, names the mistake.
  expect(() => step(home, stamped({ type: 'OPEN_COMBOS' }))).not.toThrow();
  expect(() => machine.transition(home, stamped({ type: 'OPEN_COMBOS' }), {} as never)).toThrow(
    /outside a step/,
  );
});

describe('two bots in one process', () => {
  const world = useTelegramWorld();

  it("share the one machine, each chat answered from its own bot's menu", async () => {
    const withMenu = await world.start();
    const without = await world.start({ menu: () => null });
    expect(withMenu.machine).toBe(without.machine);
    const chat = 4_242;
    // Alternately, so a step of one bot runs right after a step of the other.
    await withMenu.text(chat, '/start');
    await without.text(chat, '/start');
    await withMenu.text(chat, 'маргарита');
    await without.text(chat, 'маргарита');
    await withMenu.settle();
    await without.settle();
    // One dish named for certain: a typed order of it, read from this bot's menu (issue 35).
    expect(withMenu.screenText(chat)).toContain('Така разбрах поръчката ви');
    expect(withMenu.screenText(chat)).toContain('Пица Маргарита');
    expect(without.screenText(chat)).toContain('Менюто не е налично');
  });
});
