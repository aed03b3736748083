import { expect, it } from 'vitest';
import { untilTicking } from '../support/app-harness.ts';
import { startTestFleet } from '../support/fleet-harness.ts';
import { captureLogs } from '../support/partner-harness.ts';

it('tells the operator an alert a restaurant raised while it was starting, naming it', async () => {
  const OPERATOR = -100_777;
  // "paused" answers 401 from the first request: the refusal is seen during start-up.
  const world = await startTestFleet(
    [
      { id: 'closed', partner: 'paused', staffChatId: -100_21 },
      { id: 'open', partner: 'demo', staffChatId: -100_22 },
    ],
    captureLogs('warn'),
    { operatorChatId: OPERATOR },
  );
  try {
    const closed = world.telegram.get('closed');
    const open = world.telegram.get('open');
    if (!closed || !open) throw new Error('no telegram');
    const said = () => closed.messages(OPERATOR).map((m) => m.text);
    await untilTicking(world.clock, () => said().some((t) => t.includes('(401)')), 'the alert');
    expect(said().filter((t) => t.includes('(401)'))).toHaveLength(1);
    expect(said()[0]).toMatch(/^🏪 Ресторант „closed“:\n/);
    expect(open.messages(OPERATOR)).toHaveLength(0);
    expect(world.fleet.ids()).toEqual(['closed', 'open']);
  } finally {
    await world.close();
  }
}, 60_000);
