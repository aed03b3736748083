import { expect, it } from 'vitest';
import { orderMargherita, STAFF_CHAT, type, until, untilTicking } from '../support/app-harness.ts';
import { app, clock, sandbox, telegram, useAppWorld } from '../support/app-world.ts';

useAppWorld();

it('summarizes a new order in the staff chat and edits it as the status changes', async () => {
  await orderMargherita(app, telegram, 501);
  expect(telegram.liveMessage(501)?.text ?? telegram.lastMessage(501)?.text).toContain(
    'Поръчката е приета',
  );
  const [order] = sandbox.ledger.list();
  await until(() => telegram.messages(STAFF_CHAT).length > 0, 'the staff summary');
  const summary = telegram.messages(STAFF_CHAT)[0];
  expect(summary?.text).toContain(`Поръчка № ${order?.orderNumber}`);
  expect(summary?.text).toContain('+359888123456');
  expect(summary?.text).toContain('Пица Маргарита, Фамилна 40 см');
  expect(summary?.text).toContain('Вземане от ресторанта');

  // Two and a half minutes later the kitchen has it: the tracker's next poll sees "preparing".
  clock.advance(150_000);
  // The board is drawn in the staff chat too: the edit may wait its paced turn there.
  await untilTicking(
    clock,
    () => (summary?.text ?? '').includes('Статус: Приготвя се'),
    'the staff message edit',
  );
  await until(
    () => telegram.messages(501).some((m) => m.text.includes('Приготвя се')),
    'the customer news',
  );
  const news = telegram.messages(501).find((m) => m.text.includes('Приготвя се'));
  expect(news?.text).toBe(`📦 Поръчка № ${order?.orderNumber}: Приготвя се`);
  const staffEdits = telegram.calls.filter(
    (c) => c.method === 'editMessageText' && c.payload.chat_id === STAFF_CHAT,
  );
  expect(staffEdits.length).toBeGreaterThan(0);
});

it('answers /active, /today and /health only in the staff chat', async () => {
  await type(app, telegram, STAFF_CHAT, '/active');
  expect(telegram.lastMessage(STAFF_CHAT)?.text).toMatch(/активна поръчка/);
  await type(app, telegram, STAFF_CHAT, '/today');
  expect(telegram.lastMessage(STAFF_CHAT)?.text).toMatch(/Днес \(2026-11-23\) досега: 1 поръчка/);
  await type(app, telegram, STAFF_CHAT, '/health');
  const health = telegram.lastMessage(STAFF_CHAT)?.text ?? '';
  expect(health).toContain('Меню:');
  expect(health).toContain('Неприключени поръчки: 0');

  // The same command from a customer's chat is just text to the conversation, never staff data.
  await type(app, telegram, 777, '/active');
  const customerSaw = telegram
    .messages(777)
    .map((m) => m.text)
    .join('\n');
  expect(customerSaw).not.toContain('активна поръчка');
  expect(customerSaw).not.toContain('Меню:');
});

it("never shows a customer another chat's orders", async () => {
  await type(app, telegram, 888, '/orders');
  expect(telegram.liveMessage(888)?.text).toContain('Все още нямате поръчки');
  await type(app, telegram, 501, '/orders');
  expect(telegram.liveMessage(501)?.text).toContain('Вашите поръчки');
});
