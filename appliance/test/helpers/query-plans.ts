import { vi } from 'vitest';
import { type Db, openDatabase } from '../../src/db/client';

export interface PreparedPlan {
  source: string;
  /** EXPLAIN QUERY PLAN's steps (`detail`), e.g. "SEARCH order_items USING INDEX order_items_order (order_id=?)". */
  steps: string[];
}

/**
 * The statements `read` prepares, each with its query plan. It runs on a second handle to the
 * database file, so statements a feature prepares once per database are prepared again and caught.
 */
export function preparedPlans(file: string, read: (db: Db) => void): PreparedPlan[] {
  const db = openDatabase(file);
  const compiled: string[] = [];
  const prepare = db.$client.prepare.bind(db.$client);
  vi.spyOn(db.$client, 'prepare').mockImplementation((source: string) => {
    compiled.push(source);
    return prepare(source);
  });
  try {
    read(db);
    return compiled.map((source) => {
      // The plan does not depend on the values: any will do for the placeholders.
      const values = (source.match(/\?/g) ?? []).map(() => 1);
      const steps = prepare(`EXPLAIN QUERY PLAN ${source}`)
        .all(...values)
        .map((row) => (row as { detail: string }).detail);
      return { source, steps };
    });
  } finally {
    vi.restoreAllMocks();
    db.$client.close();
  }
}
