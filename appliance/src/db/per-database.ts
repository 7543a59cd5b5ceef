import type { Db } from './client';

/**
 * `build` runs once per open database and its result is kept: prepared statements are compiled
 * once instead of on every call. A statement belongs to its connection, so it runs inside
 * whatever transaction that connection has open.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
