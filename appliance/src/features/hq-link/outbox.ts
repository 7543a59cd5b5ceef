import { asc, count, lte, sql } from 'drizzle-orm';
import type { HqFact, NumberedFact } from '../../contract/hq-protocol';
import type { Db, Queryable } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { hqOutbox } from '../../db/schema';

const statements = perDatabase((db) => ({
  insert: db
    .insert(hqOutbox)
    .values({ type: sql.placeholder('type'), payload: sql.placeholder('payload'), at: sql.placeholder('at') })
    .prepare(),
  // sqlite_sequence holds the highest seq ever handed out, also once its row was acknowledged and deleted.
  last: db.$client.prepare<[], { seq: number }>("SELECT seq FROM sqlite_sequence WHERE name = 'hq_outbox'"),
}));

/** Adds a fact to the outbox, in the transaction of the change it tells of. */
export function recordFact(db: Db, fact: HqFact, at: number): void {
  const { type } = fact;
  statements(db).insert.run({ type, payload: JSON.stringify(fact), at });
}

/** The oldest facts not yet acknowledged, in seq order. */
export function pendingFacts(db: Queryable, limit: number): NumberedFact[] {
  return db
    .select()
    .from(hqOutbox)
    .orderBy(asc(hqOutbox.seq))
    .limit(limit)
    .all()
    .map((row) => ({ seq: row.seq, at: row.at, fact: JSON.parse(row.payload) as HqFact }));
}

export function pendingCount(db: Queryable): number {
  return db.select({ n: count() }).from(hqOutbox).get()?.n ?? 0;
}

/** Headquarters holds every fact up to `seq`: they leave the box. */
export function dropFactsUpTo(db: Queryable, seq: number): void {
  db.delete(hqOutbox).where(lte(hqOutbox.seq, seq)).run();
}

export function dropAllFacts(db: Queryable): void {
  db.delete(hqOutbox).run();
}

/** The highest seq ever handed out (0 before the first fact). */
export function lastFactSeq(db: Db): number {
  return statements(db).last.get()?.seq ?? 0;
}
