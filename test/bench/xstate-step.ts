/**
 * `node_modules/.bin/node test/bench/xstate-step.ts`: what one conversation step costs in CPU,
 * the way the chat runner does it per update (restore the stored snapshot with `resolveState`,
 * step it, persist it), against XState's public `transition()` and a fresh `initialTransition`.
 * The conversation machine with no menu, a stored cart snapshot, `OPEN_CART` and `HOME`
 * alternating.
 * BENCH_STEPS (20,000 per figure, after 2,000 unmeasured).
 */
import { initialTransition, transition } from 'xstate';
import { machineStep } from '../../src/chat/machine-step.ts';
import { createConversationMachine } from '../../src/conversation/machine.ts';
import type { MachineEvent } from '../../src/conversation/types.ts';

const STEPS = Number(process.env.BENCH_STEPS ?? 20_000);
const machine = createConversationMachine({ menu: () => null });
const step = machineStep(machine);
const stored = machine.getPersistedSnapshot(
  transition(machine, initialTransition(machine, { locale: 'bg', chatId: 1 })[0], {
    type: 'OPEN_CART',
  } as MachineEvent)[0],
) as unknown as { value: never; context: never };
const events = [{ type: 'OPEN_CART' }, { type: 'HOME' }] as MachineEvent[];
const event = (i: number) => events[i % 2] as MachineEvent;
const restore = () => machine.resolveState({ value: stored.value, context: stored.context });

const cpuUs = () => {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
};

function run(label: string, body: (i: number) => unknown): void {
  for (let i = 0; i < 2_000; i += 1) body(i);
  const from = cpuUs();
  for (let i = 0; i < STEPS; i += 1) body(i);
  console.log(`${label}: ${((cpuUs() - from) / STEPS).toFixed(1)} µs CPU`);
}

for (let round = 0; round < 2; round += 1) {
  run('restore (resolveState)', restore);
  run('restore + step (chat/machine-step.ts)', (i) => step(restore(), event(i)));
  run('restore + transition() (XState public API)', (i) =>
    transition(machine, restore(), event(i)),
  );
  run('restore + step + getPersistedSnapshot', (i) =>
    machine.getPersistedSnapshot(step(restore(), event(i))[0]),
  );
  run('initialTransition (a new chat)', () =>
    initialTransition(machine, { locale: 'bg', chatId: 1 }),
  );
}
