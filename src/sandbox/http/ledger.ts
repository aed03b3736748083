import type { Clock } from '../../clock.ts';
import { type KnownOrderStatus, OrderStatus as Statuses } from '../../partner/schemas/order.ts';
import type { LedgerFile } from './ledger-file.ts';
import { rfc3339 } from './respond.ts';

// The statuses are the wire schema's own list (spec "States and transitions"), not a copy.
export type OrderStatus = KnownOrderStatus;

/** Every status of {@link OrderStatus}, in the spec's order. */
export const ORDER_STATUSES: readonly OrderStatus[] = Statuses.options;

/** One saved order as tests see it (read-only copies). */
export interface LedgerEntry {
  partnerId: string;
  externalOrderId: string;
  orderNumber: string;
  /** The exact /orders request body that created it. */
  body: Record<string, unknown>;
  fulfilment: 'delivery' | 'pickup';
  totalMinor: number;
  status: OrderStatus;
  createdAt: number;
  updatedAt: number;
}

/** The spec's order record (meta.data of /orderstatus; /orders adds `replayed`). */
export interface WireOrderRecord {
  external_order_id: string;
  order_number: string;
  status: OrderStatus;
  status_label: string;
  currency: 'EUR';
  total_minor: number;
  payment: 'cash';
  paid: boolean;
  created_at: string;
  updated_at: string;
}

/** One saved order as the ledger keeps it (and writes to its file). */
export interface StoredOrder extends LedgerEntry {
  // Once a test forces a status, the clock no longer moves it.
  forced: boolean;
}

/**
 * The simulated kitchen: how long after creation an order reaches each status. The default is
 * the restaurant's pace (preparing at 2 min, sent at 15, delivered at 35); the demo uses a quick
 * one (`quickKitchen`) so a newcomer sees an order move within minutes.
 */
export interface Kitchen {
  preparingAfterMs: number;
  sentAfterMs: number;
  deliveredAfterMs: number;
}

/** The sandbox's default kitchen (docs/sandbox.md). */
export const RESTAURANT_KITCHEN: Kitchen = {
  preparingAfterMs: 2 * 60_000,
  sentAfterMs: 15 * 60_000,
  deliveredAfterMs: 35 * 60_000,
};

/** A kitchen that moves an order one status every `stepMs`. */
export function quickKitchen(stepMs: number): Kitchen {
  return { preparingAfterMs: stepMs, sentAfterMs: 2 * stepMs, deliveredAfterMs: 3 * stepMs };
}

// The order statuses move through, in order; the index says how far an order has come.
const FLOW: readonly OrderStatus[] = ['accepted', 'preparing', 'sent', 'delivered'];

/** Restaurant labels (spec "Order record": status_label may be Bulgarian). */
export function statusLabel(status: OrderStatus, fulfilment: 'delivery' | 'pickup'): string {
  const pickup = fulfilment === 'pickup';
  switch (status) {
    case 'accepted':
      return 'Приета';
    case 'preparing':
      return 'Приготвя се';
    case 'sent':
      return pickup ? 'Готова за вземане' : 'Изпратена';
    case 'delivered':
      return pickup ? 'Получена' : 'Доставена';
    case 'cancelled':
      return 'Отказана';
    case 'payment_review':
      return 'Проверка на плащането';
  }
}

/**
 * The restaurant's order book: orders keyed by partner identity and external_order_id (so a
 * rotated partner keeps its orders and replay protection), restaurant-style order numbers from
 * 1001, and statuses that progress with the injected clock along the kitchen's timeline
 * (accepted → preparing → sent → delivered) unless a test forces one with `setStatus`. With a
 * file, every change is written before it is answered and a new ledger starts from the file,
 * so a restarted sandbox knows its orders and keeps moving them.
 */
export class OrderLedger {
  readonly #clock: Clock;
  readonly #kitchen: Kitchen;
  readonly #file: LedgerFile | undefined;
  readonly #orders = new Map<string, StoredOrder>();
  #nextNumber = 1001;

  constructor(clock: Clock, options: { kitchen?: Kitchen; file?: LedgerFile } = {}) {
    this.#clock = clock;
    this.#kitchen = options.kitchen ?? RESTAURANT_KITCHEN;
    this.#file = options.file;
    const saved = this.#file?.load();
    if (saved) {
      for (const order of saved.orders) {
        this.#orders.set(key(order.partnerId, order.externalOrderId), order);
      }
      this.#nextNumber = saved.nextNumber;
    }
  }

  /** The partner's order with this external id, status brought up to date. */
  find(partnerId: string, externalOrderId: string): LedgerEntry | undefined {
    const order = this.#orders.get(key(partnerId, externalOrderId));
    return order ? this.#snapshot(order) : undefined;
  }

  /** Every order in creation order, statuses brought up to date. */
  list(): LedgerEntry[] {
    return [...this.#orders.values()].map((order) => this.#snapshot(order));
  }

  /** Saves a new accepted order; the order number never equals the external id (spec rule 8). */
  create(input: {
    partnerId: string;
    externalOrderId: string;
    body: Record<string, unknown>;
    fulfilment: 'delivery' | 'pickup';
    totalMinor: number;
  }): LedgerEntry {
    let orderNumber = String(this.#nextNumber++);
    if (orderNumber === input.externalOrderId) orderNumber = String(this.#nextNumber++);
    const now = this.#clock.now();
    const order: StoredOrder = {
      ...input,
      body: structuredClone(input.body),
      orderNumber,
      status: 'accepted',
      createdAt: now,
      updatedAt: now,
      forced: false,
    };
    this.#orders.set(key(input.partnerId, input.externalOrderId), order);
    this.#save();
    return this.#snapshot(order);
  }

  /** Forces a status (e.g. cancelled, payment_review); updated_at moves to now. */
  setStatus(orderNumber: string, status: OrderStatus): void {
    const order = [...this.#orders.values()].find((o) => o.orderNumber === orderNumber);
    if (!order) throw new Error(`no sandbox order with number ${orderNumber}`);
    this.#advance(order);
    order.forced = true;
    if (order.status !== status) {
      order.status = status;
      order.updatedAt = this.#clock.now();
    }
    this.#save();
  }

  #advance(order: StoredOrder): void {
    if (order.forced) return;
    const elapsed = this.#clock.now() - order.createdAt;
    const { preparingAfterMs, sentAfterMs, deliveredAfterMs } = this.#kitchen;
    const steps: { status: OrderStatus; afterMs: number }[] = [
      { status: 'delivered', afterMs: deliveredAfterMs },
      { status: 'sent', afterMs: sentAfterMs },
      { status: 'preparing', afterMs: preparingAfterMs },
    ];
    const reached = steps.find((step) => elapsed >= step.afterMs);
    // Only forward: a clock set back (a restarted demo) or a slower kitchen never undoes a
    // status the partner has already seen.
    if (reached && FLOW.indexOf(reached.status) > FLOW.indexOf(order.status)) {
      order.status = reached.status;
      // The change happened when the threshold passed, not when someone looked.
      order.updatedAt = Math.max(order.updatedAt, order.createdAt + reached.afterMs);
      this.#save();
    }
  }

  #save(): void {
    this.#file?.save({ nextNumber: this.#nextNumber, orders: [...this.#orders.values()] });
  }

  #snapshot(order: StoredOrder): LedgerEntry {
    this.#advance(order);
    const { forced: _forced, ...entry } = order;
    return { ...entry, body: structuredClone(entry.body) };
  }
}

/** The wire order record of a ledger entry (no customer data: spec "Order record"). */
export function orderRecord(entry: LedgerEntry): WireOrderRecord {
  return {
    external_order_id: entry.externalOrderId,
    order_number: entry.orderNumber,
    status: entry.status,
    status_label: statusLabel(entry.status, entry.fulfilment),
    currency: 'EUR',
    total_minor: entry.totalMinor,
    payment: 'cash',
    paid: false,
    created_at: rfc3339(entry.createdAt),
    updated_at: rfc3339(entry.updatedAt),
  };
}

function key(partnerId: string, externalOrderId: string): string {
  return `${partnerId}\u0000${externalOrderId}`;
}
