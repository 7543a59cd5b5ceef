import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';
import { eventCursors } from '../db/schema';

const p = sql.placeholder;

const statements = perDatabase((db) => ({
  read: db
    .select({ seq: eventCursors.seq })
    .from(eventCursors)
    .where(eq(eventCursors.consumer, p('consumer')))
    .prepare(),
  write: db
    .insert(eventCursors)
    .values({ consumer: p('consumer'), seq: p('seq'), updated_at: p('now') })
    .onConflictDoUpdate({ target: eventCursors.consumer, set: { seq: sql`excluded.seq`, updated_at: sql`excluded.updated_at` } })
    .prepare(),
}));

/** The last seq a durable consumer handled, or undefined when it never ran on this database. */
export function storedCursor(db: Db, consumer: string): number | undefined {
  return statements(db).read.get({ consumer })?.seq;
}

export function storeCursor(db: Db, consumer: string, seq: number, now: number): void {
  statements(db).write.run({ consumer, seq, now });
}
