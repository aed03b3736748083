import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialUrls, leakedLines, makeFlows } from '../support/reliability-checks.ts';
import { pause, runSeed } from '../support/reliability-random.ts';
import { orderAll } from '../support/reliability-scenario.ts';
import { useReliabilityWorld } from '../support/reliability-suite.ts';
import { STAFF_CHAT_ID } from '../support/reliability-world.ts';

const seed = runSeed();
const world = useReliabilityWorld({}, { startBot: false });
let elsewhere: Server;
const connections: string[] = [];
const flows = makeFlows(2, 70_001, {
  tag: 'S',
  address: (i) => (i === 0 ? 'бул. Скрит 5' : undefined),
});

beforeAll(async () => {
  // The sandbox redirects to 127.0.0.2 on its own port: anything arriving there was followed.
  const port = Number(new URL(world.sandbox.baseUrl).port);
  elsewhere = createServer((socket) => {
    connections.push(`${socket.remoteAddress}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => elsewhere.listen(port, '127.0.0.2', resolve));
  await world.startBot();
});
afterAll(async () => {
  await new Promise<void>((resolve) => elsewhere?.close(() => resolve()));
});

/** Sends a text and waits until the bot wrote something after it; returns what it wrote. */
async function ask(chatId: number, text: string): Promise<string> {
  world.api.sendText(chatId, text);
  const sentId = world.api.chats.messages(chatId).at(-1)?.messageId ?? 0;
  const after = () =>
    world.api.chats.messages(chatId).filter((m) => m.from === 'bot' && m.messageId > sentId);
  await world.api.waitFor(() => after().length > 0, 15_000, `an answer to ${text}`);
  await pause(2_500); // a second message (a screen after a notice) arrives at Telegram's pace
  return after()
    .map((m) => m.text)
    .join('\n');
}

describe(`security at the process level (seed ${seed})`, () => {
  it('never follows a redirect to another host; a redirected quote is asked again, a redirected order is a plainly told refusal', async () => {
    world.sandbox.faults.inject({ kind: 'redirect', endpoint: 'quote', times: 1 });
    world.sandbox.faults.inject({ kind: 'redirect', endpoint: 'orders', times: 1 });
    const outcome = await orderAll(world, flows, { seed });
    // A 3xx on /orders is an answer the spec does not define: not resent (issue 20 point 2), the
    // customer told plainly and the staff alerted; every other confirmation is one order.
    expect(outcome.stuck).toHaveLength(1);
    expect(outcome.stuck[0]).toContain('Ресторантът не прие поръчката');
    expect(outcome.results).toHaveLength(flows.length - 1);
    expect(outcome.problems).toEqual([]);
    const names = new Set(flows.map((f) => f.name));
    const placed = world.sandbox.ledger
      .list()
      .filter((e) => names.has(String((e.body.customer as { name?: string }).name)));
    expect(placed).toHaveLength(flows.length - 1);
    await world.api.waitFor(
      () =>
        world.api.chats
          .messages(STAFF_CHAT_ID)
          .some((m) => m.from === 'bot' && m.text.includes('/orders')),
      15_000,
      'the staff alert about the redirected order',
    );
    expect(world.sandbox.faults.pending()).toEqual([]);
    expect(connections).toEqual([]);
    expect(world.bots.at(-1)?.alive()).toBe(true);
  });

  it('refuses staff commands from a customer chat and answers them in the staff chat', async () => {
    const numbers = world.sandbox.ledger.list().map((e) => e.orderNumber);
    expect(numbers.length).toBeGreaterThan(0);
    const staffData = [
      /активн/i,
      /Меню: на/,
      /Днес:/,
      /Днес \(/,
      /📋|📊|🔔/,
      /Заявки:/,
      /Команди: \/(active|board)/,
      ...numbers.map((n) => new RegExp(`№ ${n}`)),
    ];
    for (const command of ['/active', '/health', '/today']) {
      const answer = await ask(79_001, command);
      for (const pattern of staffData) expect(answer).not.toMatch(pattern);
    }
    // The control: the same command in the staff chat gives staff data.
    const staff = await ask(STAFF_CHAT_ID, '/active');
    expect(staff).toMatch(/активн/i);
  });

  it('never logs a secret, a phone number, an address or a credential in a URL', () => {
    expect(leakedLines(world, flows)).toEqual([]);
    expect(credentialUrls(world)).toEqual([]);
  });
});
