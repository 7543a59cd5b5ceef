import type { DiningTable } from '@contract/dining-tables';
import type { TableSession } from '@contract/table-sessions';
import { describe, expect, it } from 'vitest';
import { minutesSeated, tableTiles } from './table-board';

const table = (id: number, flag = 1): DiningTable => ({
  id,
  label: `テーブル${id}`,
  name: `table-${id}`,
  flag,
  device_uuid: null,
  user_id: null,
});

const session = (id: number, tableId: number, status: number, createdAt = 0): TableSession => ({
  id,
  dining_table_id: tableId,
  status,
  confirm_flag: 0,
  total_amount: 0,
  created_at: createdAt,
  bill_requested_at: null,
  ended_at: null,
  diningTables: { label: `テーブル${tableId}` },
  activePlanMenuIds: [],
  activePlanItemIds: [],
  child_count: null,
  cover: null,
  user_id: null,
  guest_count: 3,
  merged_into_id: null,
  guest_locale: null,
});

describe('the table picker', () => {
  it('shows each available table free, seated or billing by its open visit', () => {
    const tiles = tableTiles([table(1), table(2), table(3), table(4, 0)], [session(10, 2, 0), session(11, 3, 1)]);
    expect(tiles.map((t) => [t.table.id, t.state, t.session?.id ?? null])).toEqual([
      [1, 'free', null],
      [2, 'seated', 10],
      [3, 'billing', 11],
    ]);
  });

  it('ignores a paid visit', () => {
    expect(tableTiles([table(1)], [session(10, 1, 2)])[0]?.state).toBe('free');
  });

  it('counts whole minutes seated, never below zero', () => {
    expect(minutesSeated(session(1, 1, 0, 1_000), 1_000 + 25 * 60_000 + 59_000)).toBe(25);
    expect(minutesSeated(session(1, 1, 0, 5_000), 1_000)).toBe(0);
  });
});
