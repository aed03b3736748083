import { randomUUID } from 'node:crypto';

/** A new permanent external_order_id: ASCII, starts with a letter, 39 characters, never reused. */
export function newExternalOrderId(): string {
  return `tg-${randomUUID()}`;
}
