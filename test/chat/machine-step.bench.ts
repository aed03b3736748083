import { test } from 'vitest';
import { initialTransition } from 'xstate';
import { machineStep } from '../../src/chat/machine-step.ts';
import { createConversationMachine } from '../../src/conversation/machine.ts';
import type { ConversationEvent, MachineEvent } from '../../src/conversation/types.ts';
import { demoMenu } from '../support/demo-menu.ts';

/*
 * The CPU of one conversation step (`machineStep`: XState's `transition()`), the part of an
 * update the machine itself costs: a customer going from the menu to a product, adding it,
 * opening the cart, clearing it and going home, in turn. To be read next to the ~2 ms of CPU a
 * whole action costs through the real process (docs/benchmarks.md).
 */
const LOOP: ConversationEvent[] = [
  { type: 'OPEN_CATEGORY', categoryId: 1 },
  { type: 'OPEN_PRODUCT', productId: 101 },
  { type: 'SELECT_SIZE', size: 'family' },
  { type: 'ADD_TO_CART' },
  { type: 'OPEN_CART' },
  { type: 'CART_CLEAR' },
  { type: 'HOME' },
];

test('conversation: one machine step', async ({ bench }) => {
  const menu = demoMenu();
  const machine = createConversationMachine({ menu: () => menu });
  const step = machineStep(machine);
  const stamped = (event: ConversationEvent): MachineEvent => ({ ...event, at: 0, orderId: 'x' });
  let [snapshot] = initialTransition(machine, { locale: 'bg', chatId: 1 });
  let next = 0;
  const once = () => {
    [snapshot] = step(snapshot, stamped(LOOP[next % LOOP.length] as ConversationEvent));
    next += 1;
  };
  for (let i = 0; i < 2_000; i += 1) once();
  const rounds = 20_000;
  const cpuStarted = process.cpuUsage();
  for (let i = 0; i < rounds; i += 1) once();
  const cpu = process.cpuUsage(cpuStarted);
  const measured = await bench('machineStep, one event', once).run();
  console.log(
    [
      `machine step, CPU time: ${(((cpu.user + cpu.system) / rounds) * 1).toFixed(1)} µs an event (mean of ${rounds})`,
      `machine step, wall time: ${(measured.latency.mean * 1000).toFixed(1)} µs mean, ${(measured.latency.p99 * 1000).toFixed(1)} µs p99`,
    ].join('\n'),
  );
});
