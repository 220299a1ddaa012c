import type { Db } from './database';

/**
 * Something built once per database and kept as long as that database lives: a prepared statement
 * that every request runs. A process may open several databases (each test suite opens its own),
 * so it is kept by database, never in one module-wide slot.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let made = built.get(db);
    if (made === undefined) {
      made = build(db);
      built.set(db, made);
    }
    return made;
  };
}
