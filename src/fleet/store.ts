import type { KeyValue, Store, VersionedKeyValue } from '../store/index.ts';

/**
 * Every namespace a restaurant's application writes (test/fleet/store.test.ts checks the list
 * against a running application, so a new one cannot be forgotten by `fleet purge`).
 */
export const RESTAURANT_NAMESPACES = [
  'sessions',
  'menu',
  'outbox',
  'outbox-chats',
  'tracked',
  'staff-board',
  'staff-reports',
  'staff-alerts',
  'staff-relay',
  'staff-trouble',
  'staff-threads',
  'staff-messages',
  'staff-cancel',
  'staff-word-count',
  'customer-pending',
  'eta',
  'rating-due',
  'ratings',
] as const;

/** The store namespace a fleet's restaurant keeps `name` under: `<id>.<name>`. */
export const restaurantNamespace = (id: string, name: string) => `${id}.${name}`;

/**
 * A restaurant's view of the fleet's one store: its namespaces are `<id>.<name>` (no restaurant
 * reads another's sessions, outbox, tracked orders or menu copy), and closing the view leaves
 * the shared store open (the fleet closes it once, last). `used` hears each namespace opened.
 */
export function restaurantStore(store: Store, id: string, used?: (name: string) => void): Store {
  let closed = false;
  return {
    namespace<T>(name: string): KeyValue<T> {
      used?.(name);
      return store.namespace<T>(restaurantNamespace(id, name));
    },
    versioned<T>(name: string): VersionedKeyValue<T> {
      used?.(name);
      return store.versioned<T>(restaurantNamespace(id, name));
    },
    ping: () => (closed ? Promise.resolve(false) : store.ping()),
    async close() {
      closed = true;
    },
  };
}

/**
 * `fleet purge <id>`: deletes every key of a removed restaurant from the store (its sessions,
 * orders, menu copy, staff console rows). Returns the keys deleted per namespace.
 */
export async function purgeRestaurant(store: Store, id: string): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const name of RESTAURANT_NAMESPACES) {
    const space = store.namespace<unknown>(restaurantNamespace(id, name));
    const keys: string[] = [];
    for await (const [key] of space.entries()) keys.push(key);
    for (const key of keys) await space.delete(key);
    deleted[name] = keys.length;
  }
  return deleted;
}
