import { expect, it } from 'vitest';
import { orderMargherita, STAFF_CHAT, untilTicking } from '../support/app-harness.ts';
import { app, clock, telegram, useAppWorld } from '../support/app-world.ts';
import { board, pass, staffSays } from './staff-console-support.ts';

/*
 * The board never shows an /eta figure older than the store's (issue 36): a redraw that waited
 * its paced turn (here behind Telegram's retry_after on the staff chat) while the staff cleared
 * /eta must not then send the text it would have drawn before.
 */
useAppWorld();

it('never sends a board rendered before /eta off once it has waited its turn', async () => {
  /** Every text the board message took (sent or edited), in order. */
  const drawn: string[] = [];
  telegram.onMessage = (chatId, message, change) => {
    if (chatId === STAFF_CHAT && change !== 'markup' && message.text.startsWith('📋'))
      drawn.push(message.text);
  };
  await orderMargherita(app, telegram, 611);
  await staffSays(app, telegram, '/eta 60');
  await untilTicking(
    clock,
    () => (board(telegram)?.text ?? '').includes('/eta: 60'),
    'the board with /eta',
  );

  // Telegram holds the staff chat back for three minutes (a 429's retry_after); meanwhile the
  // order's age changes, so a redraw is due and waits in the pacer.
  app.pacer.pause(STAFF_CHAT, 3 * 60_000);
  await pass(app, clock, 90_000);
  expect(app.pacer.stats().queued).toBeGreaterThan(0);

  await staffSays(app, telegram, '/eta off');
  expect(telegram.lastMessage(STAFF_CHAT)?.text).toContain('/eta е изчистено');
  const cleared = drawn.length;
  await untilTicking(
    clock,
    () => drawn.length > cleared && !(board(telegram)?.text ?? '').includes('/eta'),
    'the board without /eta',
  );
  // Nothing drawn after the /eta off answer carried the old figure, not even for a moment.
  const after = drawn.slice(cleared);
  expect(after.filter((text) => text.includes('/eta'))).toEqual([]);
  telegram.onMessage = undefined;
}, 60_000);
