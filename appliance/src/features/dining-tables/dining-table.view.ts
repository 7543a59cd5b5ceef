import type { DiningTable } from '../../contract/dining-tables';
import type { diningTables } from '../../db/schema';

export type DiningTableRow = typeof diningTables.$inferSelect;

/** A table as the API shows it, without the bookkeeping timestamps. */
export function toDiningTable(row: DiningTableRow): DiningTable {
  return {
    id: row.id,
    label: row.label,
    name: row.name,
    flag: row.flag,
    device_uuid: row.device_uuid,
    user_id: row.user_id,
  };
}
