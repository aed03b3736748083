export { StoreError, type StoreErrorKind } from './errors.ts';
export { openStore } from './open-store.ts';
export type { KeyValue, Store, Versioned, VersionedKeyValue } from './types.ts';
