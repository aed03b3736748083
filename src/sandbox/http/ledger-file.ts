import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ORDER_STATUSES, type OrderStatus, type StoredOrder } from './ledger.ts';

/** What a ledger file holds: the next order number and every saved order. */
export interface LedgerContents {
  nextNumber: number;
  orders: StoredOrder[];
}

/** Where an order ledger keeps its orders between runs. */
export interface LedgerFile {
  /** The saved contents, or undefined when there is no file yet. */
  load(): LedgerContents | undefined;
  /** Replaces the saved contents. */
  save(contents: LedgerContents): void;
}

function isStoredOrder(value: unknown): value is StoredOrder {
  const order = value as Partial<StoredOrder> | null;
  return (
    typeof order === 'object' &&
    order !== null &&
    typeof order.partnerId === 'string' &&
    typeof order.externalOrderId === 'string' &&
    typeof order.orderNumber === 'string' &&
    typeof order.body === 'object' &&
    order.body !== null &&
    (order.fulfilment === 'delivery' || order.fulfilment === 'pickup') &&
    Number.isSafeInteger(order.totalMinor) &&
    ORDER_STATUSES.includes(order.status as OrderStatus) &&
    Number.isFinite(order.createdAt) &&
    Number.isFinite(order.updatedAt) &&
    typeof order.forced === 'boolean'
  );
}

/**
 * A JSON file for the sandbox's order ledger (the demo's `data/demo/sandbox/orders.json`). Each
 * save writes a temporary file and renames it over the old one, so a demo killed mid-write
 * leaves the previous complete ledger, never half of one. A file that cannot be read as a
 * ledger stops the sandbox with an error naming it rather than silently forgetting the orders
 * a bot may still be tracking.
 */
export function ledgerFile(path: string): LedgerFile {
  return {
    load() {
      if (!existsSync(path)) return undefined;
      let parsed: unknown;
      try {
        parsed = JSON.parse(readFileSync(path, 'utf8'));
      } catch (error) {
        throw new Error(`sandbox order ledger ${path} is not valid JSON`, { cause: error });
      }
      const contents = parsed as Partial<LedgerContents> | null;
      if (
        !contents ||
        !Number.isSafeInteger(contents.nextNumber) ||
        !Array.isArray(contents.orders) ||
        !contents.orders.every(isStoredOrder)
      ) {
        throw new Error(`sandbox order ledger ${path} is not a ledger this sandbox wrote`);
      }
      return { nextNumber: contents.nextNumber as number, orders: contents.orders };
    },
    save(contents) {
      mkdirSync(dirname(path), { recursive: true });
      const temporary = `${path}.tmp`;
      writeFileSync(temporary, `${JSON.stringify(contents)}\n`);
      renameSync(temporary, path);
    },
  };
}
