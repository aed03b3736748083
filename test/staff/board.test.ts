import { expect, it } from 'vitest';
import { BOARD_SCROLL_LIMIT } from '../../src/staff/board.ts';
import { orderMargherita, STAFF_CHAT, untilTicking } from '../support/app-harness.ts';
import { app, clock, sandbox, telegram, useAppWorld } from '../support/app-world.ts';
import { board, pass, staffSays } from './staff-console-support.ts';

useAppWorld();

/** When (business clock) each text of the board message was drawn, by message id. */
const draws: { at: number; messageId: number; text: string }[] = [];

it('keeps one pinned board through an evening: orders added, advanced, finished; edits paced', async () => {
  telegram.onMessage = (chatId, message, change) => {
    if (chatId === STAFF_CHAT && change !== 'markup' && message.text.startsWith('📋'))
      draws.push({ at: clock.now(), messageId: message.messageId, text: message.text });
  };
  await orderMargherita(app, telegram, 601);
  const [first] = sandbox.ledger.list();
  await untilTicking(clock, () => board(telegram) !== undefined, 'the board');
  const pinned = board(telegram);
  expect(pinned?.text).toContain('📋 1 активна поръчка');
  expect(pinned?.text).toMatch(
    new RegExp(`№ ${first?.orderNumber} · \\d+ мин · Приета · 🏪 вземане · 15,90\\s€`),
  );

  // Three minutes on the kitchen has it; a second order comes in.
  await pass(app, clock, 3 * 60_000);
  await untilTicking(
    clock,
    () =>
      new RegExp(`№ ${first?.orderNumber} · [34] мин · Приготвя се`).test(
        board(telegram)?.text ?? '',
      ),
    'the board to show it being prepared',
  );
  await orderMargherita(app, telegram, 602);
  const second = sandbox.ledger.list()[1];
  await untilTicking(
    clock,
    () => (board(telegram)?.text ?? '').includes('📋 2 активни поръчки'),
    'the second order on the board',
  );
  const text = board(telegram)?.text ?? '';
  // Oldest first.
  expect(text.indexOf(`№ ${first?.orderNumber}`)).toBeLessThan(
    text.indexOf(`№ ${second?.orderNumber}`),
  );
  expect(board(telegram)?.messageId).toBe(pinned?.messageId);

  // The whole evening: both orders go through the kitchen to collected.
  await pass(app, clock, 40 * 60_000);
  await untilTicking(
    clock,
    () => board(telegram)?.text === '📋 Няма активни поръчки.',
    'the board to empty',
  );
  expect(board(telegram)?.messageId).toBe(pinned?.messageId);

  // Paced: never two draws of the board within 5 s of business time (BOARD_GAP_MS).
  const times = draws.map((d) => d.at);
  expect(times.length).toBeGreaterThan(5);
  for (let i = 1; i < times.length; i += 1)
    expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(5_000);
}, 90_000);

it('sends the board again at the bottom when it was deleted, scrolled far up, or on /board', async () => {
  await orderMargherita(app, telegram, 603);
  await untilTicking(
    clock,
    () => (board(telegram)?.text ?? '').includes('📋 1 активна поръчка'),
    'the board with the new order',
  );
  const before = board(telegram);

  // A staff member deletes it: the next change draws a new one, pinned.
  telegram.deleteByPerson(STAFF_CHAT, before?.messageId ?? 0);
  await pass(app, clock, 3 * 60_000);
  await untilTicking(
    clock,
    () => (board(telegram)?.messageId ?? 0) > (before?.messageId ?? 0),
    'the board sent again',
  );
  const again = board(telegram);
  expect(again?.deleted).toBe(false);
  // The kitchen's news reaches the new board (the re-sent one may be drawn first for the
  // minutes alone, on a loaded machine), and is edited into it, not sent as a third one.
  await untilTicking(
    clock,
    () => (board(telegram)?.text ?? '').includes('Приготвя се'),
    'the new board to show it being prepared',
  );
  expect(board(telegram)?.messageId).toBe(again?.messageId);

  // The shift chats: after BOARD_SCROLL_LIMIT messages it comes down again, the old one deleted.
  for (let i = 0; i < BOARD_SCROLL_LIMIT; i += 1) await staffSays(app, telegram, `бележка ${i}`);
  await untilTicking(
    clock,
    () => (board(telegram)?.messageId ?? 0) > (again?.messageId ?? 0),
    'the board at the bottom',
  );
  const bottom = board(telegram);
  expect(telegram.messages(STAFF_CHAT).find((m) => m.messageId === again?.messageId)?.deleted).toBe(
    true,
  );

  // On demand.
  await staffSays(app, telegram, '/board');
  await untilTicking(
    clock,
    () => (board(telegram)?.messageId ?? 0) > (bottom?.messageId ?? 0),
    'the board brought down by /board',
  );
  expect(telegram.lastMessage(STAFF_CHAT)?.text).toContain('📋 1 активна поръчка');
}, 90_000);
