import { describe, expect, it } from 'vitest';
import { deliverUpdate } from '../support/bot-api-server.ts';
import {
  chatsThatDoNotAnswer,
  credentialUrls,
  leakedLines,
  makeFlows,
} from '../support/reliability-checks.ts';
import { pause, runSeed } from '../support/reliability-random.ts';
import { orderAll } from '../support/reliability-scenario.ts';
import { useReliabilityWorld } from '../support/reliability-suite.ts';

const seed = runSeed();
const world = useReliabilityWorld({ mode: 'webhook' });
// Two deliver to an address (it must never reach a log), one collects.
const flows = makeFlows(3, 60_001, {
  tag: 'W',
  address: (index) => (index < 2 ? `ул. Тайна ${17 + index}, ет. ${index + 2}` : undefined),
});

describe(`the bot in webhook mode (seed ${seed})`, () => {
  it('registers its webhook with the secret token and takes orders delivered to it', async () => {
    expect(world.api.webhook()).toEqual({
      url: 'https://bot.reliability.test/telegram',
      secret: world.webhookSecret,
    });
    const outcome = await orderAll(world, flows, { seed });
    expect(outcome.stuck).toEqual([]);
    expect(outcome.problems).toEqual([]);
    const delivered = world.sandbox.ledger.list().filter((e) => e.fulfilment === 'delivery');
    expect(delivered.map((e) => (e.body.customer as { address?: string }).address).sort()).toEqual(
      [flows[0]?.address, flows[1]?.address].sort(),
    );
  });

  it('refuses deliveries without the secret token or with a wrong one', async () => {
    const url = `http://127.0.0.1:${world.httpPort}/telegram`;
    const forged = {
      update_id: 999_001,
      message: {
        message_id: 1,
        date: 0,
        chat: { id: 60_999, type: 'private' },
        from: { id: 60_999, is_bot: false, first_name: 'X' },
        text: '/start',
      },
    };
    expect(await deliverUpdate(url, forged, undefined)).toBe(401);
    expect(await deliverUpdate(url, forged, 'wrong_secret')).toBe(401);
    expect(await deliverUpdate(url, forged, `${world.webhookSecret}x`)).toBe(401);
    await pause(1_500);
    expect(world.api.chats.messages(60_999)).toEqual([]);
    // The control: the same update with the right secret is taken.
    expect(await deliverUpdate(url, forged, world.webhookSecret)).toBe(200);
    await world.api.waitFor(() => world.api.view(60_999) !== undefined, 10_000, 'the answer');
  });

  it('gets updates sent while it was down once it is back (Telegram redelivers)', async () => {
    await world.stopBot('SIGKILL');
    const before = world.api.webhookAttempts.length;
    const chats = flows.map((f) => f.chatId);
    const answers = chatsThatDoNotAnswer(world.api, chats, 60_000);
    await pause(1_500);
    expect(world.api.webhookAttempts.slice(before).some((a) => a.status === 'error')).toBe(true);
    await world.startBot();
    expect(await answers).toEqual([]);
    await world.api.waitFor(
      () => world.api.pendingUpdates() === 0,
      10_000,
      'every update acknowledged',
    );
  });

  it('never logs a secret, a phone number, an address or a credential in a URL', () => {
    expect(leakedLines(world, flows)).toEqual([]);
    expect(credentialUrls(world)).toEqual([]);
  });
});
