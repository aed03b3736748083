import { GrammyError } from 'grammy';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.ts';
import { Pacer, type PushPriority } from '../../src/telegram/pacer.ts';

/** Lets every promise job queued so far run (pushes start and settle in promise callbacks). */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function telegramError(code: number, retryAfter?: number): GrammyError {
  return new GrammyError(
    'call failed',
    {
      ok: false,
      error_code: code,
      description: code === 429 ? 'Too Many Requests' : 'Internal Server Error',
      ...(retryAfter === undefined ? {} : { parameters: { retry_after: retryAfter } }),
    },
    'sendMessage',
    {},
  );
}

/** A pacer on a manual clock that records when each push went out. */
function world() {
  const clock = new ManualClock(1_000_000);
  const pacer = new Pacer({ clock });
  const sent: { chat: number; label: string; at: number }[] = [];
  const push = (chat: number, label: string, priority: PushPriority = 'status') =>
    pacer.schedule(chat, priority, async () => {
      sent.push({ chat, label, at: clock.now() - 1_000_000 });
      return label;
    });
  const step = async (ms: number) => {
    clock.advance(ms);
    await flush();
  };
  return { clock, pacer, sent, push, step };
}

describe('the pacer of bot-initiated messages', () => {
  it('sends 30 pushes to different chats at once and the 31st a second later', async () => {
    const { sent, push, step, pacer } = world();
    for (let chat = 1; chat <= 31; chat += 1) void push(chat, `to ${chat}`);
    await flush();
    expect(sent).toHaveLength(30);
    expect(pacer.stats().queued).toBe(1);
    await step(999);
    expect(sent).toHaveLength(30);
    await step(1);
    expect(sent.at(-1)).toEqual({ chat: 31, label: 'to 31', at: 1_000 });
  });

  it('sends one push a second to a private chat and one every 3 seconds to a group, in order', async () => {
    const { sent, push, step } = world();
    for (const label of ['a', 'b', 'c']) void push(7, label);
    for (const label of ['x', 'y']) void push(-100, label, 'staff');
    await flush();
    for (let i = 0; i < 6; i += 1) await step(1_000);
    expect(sent.filter((s) => s.chat === 7)).toEqual([
      { chat: 7, label: 'a', at: 0 },
      { chat: 7, label: 'b', at: 1_000 },
      { chat: 7, label: 'c', at: 2_000 },
    ]);
    expect(sent.filter((s) => s.chat === -100)).toEqual([
      { chat: -100, label: 'x', at: 0 },
      { chat: -100, label: 'y', at: 3_000 },
    ]);
  });

  it('sends a status push before a redraw that was queued earlier', async () => {
    const { sent, push, step } = world();
    void push(7, 'first');
    void push(7, 'redraw', 'redraw');
    void push(7, 'news', 'status');
    await flush();
    await step(1_000);
    await step(1_000);
    expect(sent.map((s) => s.label)).toEqual(['first', 'news', 'redraw']);
  });

  it('waits out a 429 on one chat for its retry_after and sends it again; other chats go on', async () => {
    const { clock, pacer, sent, push, step } = world();
    let refusals = 1;
    const refused = pacer.schedule(7, 'status', async () => {
      if (refusals-- > 0) throw telegramError(429, 30);
      sent.push({ chat: 7, label: 'retried', at: clock.now() - 1_000_000 });
      return 'retried';
    });
    await flush();
    void push(7, 'next to 7');
    void push(8, 'to 8');
    await flush();
    expect(sent).toEqual([{ chat: 8, label: 'to 8', at: 0 }]);
    await step(29_999);
    expect(sent).toHaveLength(1);
    await step(1);
    expect(await refused).toBe('retried');
    await step(1_000);
    expect(sent.map((s) => `${s.label}@${s.at}`)).toEqual([
      'to 8@0',
      'retried@30000',
      'next to 7@31000',
    ]);
  });

  it('holds every push while Telegram limits the bot as a whole', async () => {
    const { pacer, sent, push, step } = world();
    pacer.pause(undefined, 10_000);
    void push(1, 'one');
    void push(2, 'two');
    await step(9_999);
    expect(sent).toEqual([]);
    await step(1);
    expect(sent.map((s) => s.label)).toEqual(['one', 'two']);
  });

  it('retries a 5xx with a growing pause and gives up after four attempts', async () => {
    const { clock, pacer, step } = world();
    const attempts: number[] = [];
    const push = pacer.schedule(7, 'status', async () => {
      attempts.push(clock.now() - 1_000_000);
      throw telegramError(502);
    });
    const outcome = push.then(
      () => 'sent',
      (error: GrammyError) => error.error_code,
    );
    await flush();
    for (let i = 0; i < 8; i += 1) await step(1_000);
    expect(await outcome).toBe(502);
    expect(attempts).toEqual([0, 1_000, 3_000, 7_000]);
  });

  it('rejects a push Telegram refused for good (403) without trying again', async () => {
    const { pacer, step } = world();
    let attempts = 0;
    const push = pacer.schedule(7, 'status', async () => {
      attempts += 1;
      throw new GrammyError(
        'blocked',
        { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' },
        'sendMessage',
        {},
      );
    });
    await expect(push).rejects.toMatchObject({ error_code: 403 });
    await step(10_000);
    expect(attempts).toBe(1);
  });
});
