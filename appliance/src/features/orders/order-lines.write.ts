import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { orderItems } from '../../db/schema';
import { isOpenAtStation } from './order-lines.read';

/**
 * The changes other features make to order lines: the kitchen bumps and recalls (`ready_at`),
 * a 取消 takes units off a line (`cancelled_at`, `quantity`). orders owns the rows, so it writes
 * them; the caller decides when, inside its own write (it passes its transaction, and records
 * the event). Bumps come in bursts at a rush: their statement is prepared once per database.
 */

const p = sql.placeholder;

const bumpStatements = perDatabase((db) => ({
  bump: db
    .update(orderItems)
    .set({ ready_at: sql`${p('now')}` })
    .where(
      and(
        eq(orderItems.order_id, p('orderId')),
        eq(orderItems.station_id, p('stationId')),
        isOpenAtStation(orderItems),
        sql`(${p('ids')} is null or ${orderItems.id} in (select value from json_each(${p('ids')})))`,
      ),
    )
    .returning({ id: orderItems.id })
    .prepare(),
}));

/**
 * Bumps the open lines of one order at one station (ordered ones become ready, cancelled ones
 * leave the display); `ids` limits it to those lines, null: all of them. The ids bumped.
 */
export function bumpStationLines(
  db: Db,
  bump: { orderId: number; stationId: number; ids: readonly number[] | null; now: number },
): number[] {
  const ids = bump.ids ? JSON.stringify(bump.ids) : null;
  const rows = bumpStatements(db).bump.all({ orderId: bump.orderId, stationId: bump.stationId, ids, now: bump.now });
  return rows.map((row) => row.id);
}

/** Undoes bumps of these lines where not served since: they are back on their station's display. */
export function recallBumpedLines(tx: Queryable, ids: readonly number[]) {
  return tx
    .update(orderItems)
    .set({ ready_at: null })
    .where(
      and(
        inArray(orderItems.id, [...ids]),
        eq(orderItems.status, 0),
        isNotNull(orderItems.ready_at),
        isNotNull(orderItems.station_id),
      ),
    )
    .returning({ id: orderItems.id, orderId: orderItems.order_id, stationId: orderItems.station_id })
    .all();
}

/** Every column of one order line. */
export type OrderLineRow = typeof orderItems.$inferSelect;

/**
 * 取消 of `taken` units of a line, leaving `remaining` (validated by the caller). All of it: the
 * line itself is cancelled. A part: the line keeps the rest and a copy carrying the part is
 * cancelled, so every line is either on the bill or off it. `readyAt` is what the station has
 * seen of it (a served line's 取消 goes to no station). The id of the cancelled line.
 */
export function cancelLineUnits(
  tx: Queryable,
  line: OrderLineRow,
  change: { taken: number; remaining: number; now: number; readyAt: number | null },
): number {
  const { taken, remaining, now, readyAt } = change;
  if (remaining === 0) {
    tx.update(orderItems).set({ cancelled_at: now, ready_at: readyAt }).where(eq(orderItems.id, line.id)).run();
    return line.id;
  }
  tx.update(orderItems).set({ quantity: remaining }).where(eq(orderItems.id, line.id)).run();
  const { id: _id, ...copy } = line;
  return tx
    .insert(orderItems)
    .values({ ...copy, quantity: taken, ready_at: readyAt, cancelled_at: now })
    .returning({ id: orderItems.id })
    .get().id;
}
