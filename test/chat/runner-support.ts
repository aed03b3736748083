import type { OrderSummary } from '../../src/conversation/types.ts';
import type { OrderRecord } from '../../src/domain/order.ts';
import { choosePickup, startWithMargarita } from '../support/checkout-driver.ts';
import type { TelegramBot } from '../support/telegram-harness.ts';

/* Helpers shared by the chat runner's tests (runner.test.ts, runner-instances.test.ts). */

/** A deferred promise a test settles when it chooses. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The leaf state a stored snapshot is in, e.g. 'checkout.quoting'. */
export function stateOf(snapshot: unknown): string {
  let value = (snapshot as { value?: unknown } | null)?.value;
  const parts: string[] = [];
  while (value !== null && typeof value === 'object') {
    const [key, inner] = Object.entries(value)[0] ?? [];
    if (key === undefined) break;
    parts.push(key);
    value = inner;
  }
  if (typeof value === 'string') parts.push(value);
  return parts.join('.');
}

/** What the order service's news says of an accepted pickup order. */
export function pickupSummary(record: OrderRecord): OrderSummary {
  return {
    externalOrderId: record.external_order_id,
    orderNumber: record.order_number,
    totalMinor: record.total_minor,
    status: record.status,
    statusLabel: record.status_label,
    fulfilment: 'pickup',
    createdAt: record.created_at,
  };
}

/** From the cart to the note step, where "Пропусни" asks for the quote. */
export async function toNoteStep(bot: TelegramBot, chat: number): Promise<void> {
  await startWithMargarita(bot, chat);
  await choosePickup(bot, chat);
  await bot.text(chat, 'Иван Петров');
  await bot.text(chat, '0888123456');
  await bot.tap(chat, 'Пропусни');
}
