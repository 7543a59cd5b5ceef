import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PrintJobState } from '../../contract/printers';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { printJobs } from '../../db/schema';

export type PrintJobRow = typeof printJobs.$inferSelect;
export type NewPrintJob = Pick<
  typeof printJobs.$inferInsert,
  'printer_id' | 'kind' | 'source_key' | 'order_id' | 'table_label' | 'ticket'
> &
  Partial<Pick<typeof printJobs.$inferInsert, 'original_printer_id' | 'reprint' | 'released'>>;

const p = sql.placeholder;

const statements = perDatabase((db) => ({
  insert: db
    .insert(printJobs)
    .values({
      printer_id: p('printerId'),
      kind: p('kind'),
      source_key: p('sourceKey'),
      order_id: p('orderId'),
      table_label: p('tableLabel'),
      ticket: p('ticket'),
      original_printer_id: p('original'),
      reprint: p('reprint'),
      released: p('released'),
      created_at: p('now'),
      updated_at: p('now'),
    })
    .onConflictDoNothing()
    .returning({ id: printJobs.id })
    .prepare(),
  /**
   * The printer's oldest waiting job: tickets come out in the order they were made. `get` reads
   * the first row only; no `.limit(1)`, which drizzle binds as a parameter, and SQLite re-prepares
   * a statement on every run whose LIMIT is a bound parameter it plans with.
   */
  next: db
    .select()
    .from(printJobs)
    .where(and(eq(printJobs.printer_id, p('printerId')), eq(printJobs.state, 'queued')))
    .orderBy(asc(printJobs.id))
    .prepare(),
  byId: db
    .select()
    .from(printJobs)
    .where(eq(printJobs.id, p('id')))
    .prepare(),
  sent: db
    .update(printJobs)
    .set({ state: 'sent', sent_at: sql`${p('now')}`, attempts: sql`${printJobs.attempts} + 1`, updated_at: sql`${p('now')}` })
    .where(and(eq(printJobs.id, p('id')), eq(printJobs.state, 'queued')))
    .prepare(),
  printed: db
    .update(printJobs)
    .set({ state: 'printed', printed_at: sql`${p('now')}`, last_error: null, updated_at: sql`${p('now')}` })
    .where(eq(printJobs.id, p('id')))
    .prepare(),
  /** Back to waiting after a failure; `reprint` 1 when it may have printed. */
  retry: db
    .update(printJobs)
    .set({
      state: 'queued',
      reprint: sql`max(${printJobs.reprint}, ${p('reprint')})`,
      attempts: sql`${printJobs.attempts} + ${p('attempted')}`,
      last_error: sql`${p('error')}`,
      updated_at: sql`${p('now')}`,
    })
    .where(eq(printJobs.id, p('id')))
    .prepare(),
  hold: db
    .update(printJobs)
    .set({ state: 'held', last_error: sql`${p('error')}`, updated_at: sql`${p('now')}` })
    .where(and(eq(printJobs.id, p('id')), eq(printJobs.state, 'queued')))
    .prepare(),
  /** A crash left these sent but unconfirmed: they may be on paper, so they print again as 再発行. */
  requeueSent: db
    .update(printJobs)
    .set({ state: 'queued', reprint: 1, updated_at: sql`${p('now')}` })
    .where(eq(printJobs.state, 'sent'))
    .returning({ id: printJobs.id, printerId: printJobs.printer_id })
    .prepare(),
  /**
   * The backup takes the waiting tickets (代行); the first printer they were for stays named. A
   * test print stays: it is about this printer.
   */
  moveQueued: db
    .update(printJobs)
    .set({
      printer_id: sql`${p('to')}`,
      original_printer_id: sql`coalesce(${printJobs.original_printer_id}, ${printJobs.printer_id})`,
      updated_at: sql`${p('now')}`,
    })
    .where(and(eq(printJobs.printer_id, p('from')), inArray(printJobs.state, ['queued', 'held']), ne(printJobs.kind, 'test')))
    .returning({ id: printJobs.id })
    .prepare(),
  holdAll: db
    .update(printJobs)
    .set({ state: 'held', last_error: sql`${p('error')}`, updated_at: sql`${p('now')}` })
    .where(and(eq(printJobs.printer_id, p('printerId')), inArray(printJobs.state, ['queued', 'sent'])))
    .returning({ id: printJobs.id })
    .prepare(),
  counts: db
    .select({ printerId: printJobs.printer_id, state: printJobs.state, n: sql<number>`count(*)` })
    .from(printJobs)
    .where(inArray(printJobs.state, ['queued', 'sent', 'held']))
    .groupBy(printJobs.printer_id, printJobs.state)
    .prepare(),
}));

export function insertJob(db: Db, job: NewPrintJob, now: number): number | undefined {
  return statements(db).insert.get({
    printerId: job.printer_id,
    kind: job.kind,
    sourceKey: job.source_key ?? null,
    orderId: job.order_id ?? null,
    tableLabel: job.table_label ?? null,
    ticket: job.ticket,
    original: job.original_printer_id ?? null,
    reprint: job.reprint ?? 0,
    released: job.released ?? 0,
    now,
  })?.id;
}

export function nextJob(db: Db, printerId: number): PrintJobRow | undefined {
  return statements(db).next.get({ printerId });
}

export function jobById(db: Db, id: number): PrintJobRow | undefined {
  return statements(db).byId.get({ id });
}

export function markSent(db: Db, id: number, now: number): void {
  statements(db).sent.run({ id, now });
}

export function markPrinted(db: Db, id: number, now: number): void {
  statements(db).printed.run({ id, now });
}

/** After a failed try: `attempted` when it got as far as a try that counted (not sent: 1 more attempt). */
export function retryLater(
  db: Db,
  id: number,
  error: string,
  options: { reprint: boolean; attempted: boolean },
  now: number,
): void {
  statements(db).retry.run({
    id,
    error,
    reprint: options.reprint ? 1 : 0,
    attempted: options.attempted ? 1 : 0,
    now,
  });
}

export function holdJob(db: Db, id: number, reason: string, now: number): void {
  statements(db).hold.run({ id, error: reason, now });
}

export function requeueSentJobs(db: Db, now: number): { id: number; printerId: number }[] {
  return statements(db).requeueSent.all({ now });
}

export function moveWaitingJobs(db: Db, from: number, to: number, now: number): number {
  return statements(db).moveQueued.all({ from, to, now }).length;
}

export function holdWaitingJobs(db: Db, printerId: number, reason: string, now: number): number {
  return statements(db).holdAll.all({ printerId, error: reason, now }).length;
}

/** Waiting (queued or sent) and held jobs per printer. */
export function jobCounts(db: Db): Map<number, { queued: number; held: number }> {
  const counts = new Map<number, { queued: number; held: number }>();
  for (const row of statements(db).counts.all()) {
    const entry = counts.get(row.printerId) ?? { queued: 0, held: 0 };
    if (row.state === 'held') entry.held += row.n;
    else entry.queued += row.n;
    counts.set(row.printerId, entry);
  }
  return counts;
}

/** Newest first. */
export function listJobs(db: Db, filter: { printerId?: number; state?: PrintJobState; limit: number }): PrintJobRow[] {
  return db
    .select()
    .from(printJobs)
    .where(
      and(
        filter.printerId === undefined ? undefined : eq(printJobs.printer_id, filter.printerId),
        filter.state === undefined ? undefined : eq(printJobs.state, filter.state),
      ),
    )
    .orderBy(desc(printJobs.id))
    .limit(filter.limit)
    .all();
}

/** Sets the state of those of `ids` that are in state `from`; answers which, with their printers. */
export function changeJobStates(
  db: Db,
  ids: readonly number[],
  from: PrintJobState,
  to: PrintJobState,
  now: number,
  released = false,
): { id: number; printerId: number }[] {
  return db
    .update(printJobs)
    .set({ state: to, updated_at: now, ...(released ? { released: 1 } : {}) })
    .where(and(inArray(printJobs.id, [...ids]), eq(printJobs.state, from)))
    .returning({ id: printJobs.id, printerId: printJobs.printer_id })
    .all();
}
