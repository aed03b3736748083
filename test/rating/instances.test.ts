import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Application } from '../../src/app.ts';
import type { LocalTelegram } from '../../src/demo/local-chat.ts';
import { createTransport } from '../../src/partner/http.ts';
import { orderMargherita, startTestApplication, type } from '../support/app-harness.ts';
import {
  app,
  clock,
  config,
  driveFor,
  driveUntil,
  sandbox,
  telegram,
  useAppWorld,
} from '../support/app-world.ts';
import { countingTransport, DrivenClock } from '../support/clock-driver.ts';

/*
 * Two instances of the application on one store (the same sqlite file), one sandbox and one
 * driven clock: both track the order (both learn it was collected), both look at the due list
 * on the same ticks. The store decides: one question, sent by one of them; the stars tapped on
 * the other instance and the comment typed on the first still make one rating.
 */
const logs = useAppWorld();
const QUESTION = '⭐ Как беше поръчка №';
let second: { app: Application; telegram: LocalTelegram } | undefined;

beforeAll(async () => {
  if (!(clock instanceof DrivenClock)) throw new Error('the world runs on a driven clock');
  const transport = countingTransport(createTransport({ caPem: sandbox.caPem }), clock);
  second = await startTestApplication({
    sandbox,
    clock,
    logs,
    config,
    partnerTransport: transport,
  });
});
afterAll(async () => {
  await second?.app.stop();
});

const sent = (local: LocalTelegram, chatId: number) =>
  local.calls.filter(
    (call) =>
      call.method === 'sendMessage' &&
      Number(call.payload.chat_id) === chatId &&
      String(call.payload.text).startsWith(QUESTION),
  );

it('sends one question from one of two instances, and takes its rating on either', async () => {
  const other = second;
  if (!other) throw new Error('no second instance');
  await orderMargherita(app, telegram, 3701);
  // The second instance tracks it too (as after a change of poller): both learn of the delivery.
  await other.app.tracker.refresh();
  const both = () => [app, other.app].map((a) => a.tracker.all().find((o) => o.chatId === 3701));
  await driveUntil(
    () => both().every((order) => order?.status === 'delivered'),
    'both instances see it collected',
  );
  await driveUntil(
    () => sent(telegram, 3701).length + sent(other.telegram, 3701).length > 0,
    'the question',
  );
  await driveFor(2 * 60 * 60_000);
  expect(sent(telegram, 3701).length + sent(other.telegram, 3701).length).toBe(1);
  expect(logs.lines.filter((line) => line.includes('rating question asked'))).toHaveLength(1);
  expect(logs.lines.filter((line) => line.includes('"rating due"'))).toHaveLength(1);

  // The stars on the instance that did not ask, the comment on the one that did.
  const [asker, taker] =
    sent(telegram, 3701).length === 1 ? [{ app, telegram }, other] : [other, { app, telegram }];
  const question = asker.telegram.messages(3701).find((m) => m.text.startsWith(QUESTION));
  const four = question?.buttons.flat().find((b) => b.text === '4 ★')?.data ?? '';
  const before = taker.telegram.calls.length;
  await taker.app.bot.handleUpdate(taker.telegram.tapUpdate(3701, question?.messageId ?? 0, four));
  const answer = taker.telegram.calls
    .slice(before)
    .find((call) => call.method === 'answerCallbackQuery');
  expect(answer?.payload.text).toBe('Благодарим!');
  await type(asker.app, asker.telegram, 3701, 'Много вкусно');
  expect(asker.telegram.lastMessage(3701)?.text).toBe('✓ Благодарим, записахме думите ви.');
  const id = both()[0]?.externalOrderId ?? '';
  const record = await app.store.namespace<{ stars: number; comment: string }>('ratings').get(id);
  expect(record).toMatchObject({ stars: 4, comment: 'Много вкусно' });
}, 120_000);
