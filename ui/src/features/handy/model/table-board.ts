import { SESSION_STATUS, TABLE_FLAG } from '@contract/constants';
import type { DiningTable } from '@contract/dining-tables';
import type { TableSession } from '@contract/table-sessions';

/** free: nobody seated (空席); seated: a visit orders (利用中); billing: the bill is asked (お会計中). */
export type TableState = 'free' | 'seated' | 'billing';

export interface TableTile {
  table: DiningTable;
  state: TableState;
  /** The table's open visit; null when free. */
  session: TableSession | null;
}

/** The shop's available tables, in the box's order, each with its open visit if any. */
export function tableTiles(tables: readonly DiningTable[], openSessions: readonly TableSession[]): TableTile[] {
  const byTable = new Map<number, TableSession>();
  for (const session of openSessions) {
    if (session.status !== SESSION_STATUS.active && session.status !== SESSION_STATUS.billRequested) continue;
    byTable.set(session.dining_table_id, session);
  }
  return tables
    .filter((table) => table.flag === TABLE_FLAG.available)
    .map((table) => {
      const session = byTable.get(table.id) ?? null;
      const state: TableState = !session ? 'free' : session.status === SESSION_STATUS.billRequested ? 'billing' : 'seated';
      return { table, state, session };
    });
}

const MINUTE_MS = 60_000;

/** Whole minutes since the visit started, never negative (a phone's clock may run behind the box's). */
export function minutesSeated(session: TableSession, now: number): number {
  return Math.max(0, Math.floor((now - session.created_at) / MINUTE_MS));
}
