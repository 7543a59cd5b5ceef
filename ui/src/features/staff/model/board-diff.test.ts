import { SERVICE_MENU_ID } from '@contract/constants';
import type { OrderItem } from '@contract/orders';
import type { TableSession } from '@contract/table-sessions';
import { describe, expect, it } from 'vitest';
import { diffBoard } from './board-diff';

const line = (id: number, table: string, menuId = 1): OrderItem => ({
  id,
  quantity: 1,
  status: 0,
  state: 'ordered',
  unit_price: 500,
  price: 500,
  subtotal: 500,
  plan_line_id: null,
  plan_kind: null,
  tax_rate: 10,
  created_at: id,
  served_at: null,
  station_id: null,
  ready_at: null,
  cancelled_at: null,
  options: [],
  note: null,
  menuitems: { id, label: `品${id}`, name: `item-${id}`, price: 500, flag: 1, menu_id: menuId },
  orders: { id, dining_table_id: 1, table_session_id: 1, entered_by_user_id: null, guest_number: null },
  diningTables: { label: table },
});

const session = (id: number, table: string, status: number, confirmFlag = 0): TableSession => ({
  id,
  dining_table_id: id,
  status,
  confirm_flag: confirmFlag,
  total_amount: 0,
  created_at: 0,
  bill_requested_at: status === 1 ? 1 : null,
  ended_at: null,
  diningTables: { label: table },
  activePlanMenuIds: [],
  activePlanItemIds: [],
  child_count: null,
  cover: null,
  user_id: null,
  guest_count: null,
  merged_into_id: null,
  guest_locale: null,
});

describe('diffBoard', () => {
  it('rings nothing on the first load: it only sets what was already there', () => {
    const diff = diffBoard(null, [line(1, 'A')], [session(1, 'A', 1)]);
    expect(diff.alerts).toBeNull();
    expect(diff.fresh).toEqual([]);
    expect(diff.seen.lastLineId).toBe(1);
    expect([...diff.seen.bills]).toEqual([1]);
  });

  it('tells orders, staff calls (service genre) and new bill requests apart, once per table', () => {
    const first = diffBoard(null, [line(1, 'A')], [session(1, 'A', 0)]);
    const lines = [line(4, 'B', SERVICE_MENU_ID), line(3, 'B', SERVICE_MENU_ID), line(2, 'A'), line(1, 'A')];
    const diff = diffBoard(first.seen, lines, [session(1, 'A', 1), session(2, 'C', 1, 1)]);
    expect(diff.alerts).toEqual({ calls: ['B'], bills: ['A'], orders: true });
    expect(diff.fresh).toEqual([4, 3, 2]);
  });

  it('stays quiet when nothing is new, and for acknowledged or already-seen bills', () => {
    const first = diffBoard(null, [line(1, 'A')], [session(1, 'A', 1)]);
    expect(diffBoard(first.seen, [line(1, 'A')], [session(1, 'A', 1)]).alerts).toBeNull();
    expect(diffBoard(first.seen, [line(1, 'A')], [session(2, 'B', 1, 1)]).alerts).toBeNull();
  });

  it('takes only lines newer than any seen as new: served lines shown later, or a 取消 of part of a line, ring nothing', () => {
    const first = diffBoard(null, [line(5, 'A')], []);
    const cancelledPart = { ...line(6, 'A'), state: 'cancelled' as const, cancelled_at: 6 };
    const diff = diffBoard(first.seen, [line(2, 'A'), line(5, 'A'), cancelledPart], []);
    expect(diff.alerts).toBeNull();
    expect(diff.fresh).toEqual([]);
    expect(diff.seen.lastLineId).toBe(6);
    expect(diffBoard(diff.seen, [line(5, 'A')], []).seen.lastLineId).toBe(6);
  });

  it('rings for a call alone without the order chime', () => {
    const first = diffBoard(null, [], []);
    expect(diffBoard(first.seen, [line(9, 'D', SERVICE_MENU_ID)], []).alerts).toEqual({ calls: ['D'], bills: [], orders: false });
  });
});
