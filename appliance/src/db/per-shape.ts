import type { Db } from './client';
import { perDatabase } from './per-database';

/**
 * One prepared statement per query shape (which filters a query uses) and database: `prepare`
 * builds it the first time a shape is asked for, and later queries of that shape reuse it.
 */
export function perShape<Input, Statement>(
  prepare: (db: Db, input: Input) => Statement,
): (db: Db, shape: string, input: Input) => Statement {
  const statements = perDatabase(() => new Map<string, Statement>());
  return (db, shape, input) => {
    const cache = statements(db);
    let statement = cache.get(shape);
    if (statement === undefined) {
      statement = prepare(db, input);
      cache.set(shape, statement);
    }
    return statement;
  };
}
