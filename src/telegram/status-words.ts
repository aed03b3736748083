import type { Locale } from '../catalogue/allergens.ts';
import type { OrderStatus } from '../partner/schemas/index.ts';
import type { Translate } from './i18n.ts';

/** An order status in words ("sent" reads "ready for pickup" for a pickup order). */
export function statusWords(
  t: Translate,
  locale: Locale,
  status: OrderStatus,
  fulfilment: 'delivery' | 'pickup',
): string {
  return t(
    locale,
    `status-${status}${status === 'sent' && fulfilment === 'pickup' ? '-pickup' : ''}`,
  );
}
