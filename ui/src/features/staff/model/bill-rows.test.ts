import type { OrderItem } from '@contract/orders';
import { describe, expect, it } from 'vitest';
import { billRows, billTotal, isReducedRow } from './bill-rows';

const line = (id: number, itemId: number, quantity: number, opts: Partial<OrderItem> = {}): OrderItem => ({
  id,
  quantity,
  status: 0,
  state: 'ordered',
  unit_price: 300,
  price: 300,
  subtotal: 300 * quantity,
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
  menuitems: { id: itemId, label: `品${itemId}`, name: `item-${itemId}`, price: 300, flag: 1, menu_id: 1 },
  orders: { id, dining_table_id: 1, table_session_id: 1, entered_by_user_id: null, guest_number: null },
  diningTables: { label: 'A卓' },
  ...opts,
});

const cancelled = (id: number, itemId: number, quantity: number) =>
  line(id, itemId, quantity, { state: 'cancelled', price: 0, subtotal: 0, cancelled_at: id });

describe('billRows', () => {
  it('merges repeated orders of an item into one row and keeps each line', () => {
    const rows = billRows([line(1, 7, 1), line(2, 8, 2), line(3, 7, 2)]);
    expect(rows.map((r) => [r.label, r.quantity, r.subtotal, r.lines.map((l) => l.id)])).toEqual([
      ['品7', 3, 900, [1, 3]],
      ['品8', 2, 600, [2]],
    ]);
    expect(rows.every((r) => r.tableLabel === null)).toBe(true);
  });

  it("puts an item's 取消 lines on their own row after its live row, off the total", () => {
    const lines = [line(1, 7, 1), cancelled(2, 8, 1), line(3, 8, 1), cancelled(4, 7, 2)];
    const rows = billRows(lines);
    expect(rows.map((r) => [r.label, r.cancelled, r.quantity])).toEqual([
      ['品7', false, 1],
      ['品7', true, 2],
      ['品8', false, 1],
      ['品8', true, 1],
    ]);
    expect(billTotal(lines)).toBe(600);
  });

  it('keeps a free (plan) price apart from the paid one', () => {
    const rows = billRows([line(1, 7, 1), line(2, 7, 1, { price: 0, subtotal: 0 })]);
    expect(rows.map((r) => r.subtotal)).toEqual([300, 0]);
  });

  it('names the table of each row once a bill holds two tables (合算)', () => {
    const rows = billRows([line(1, 7, 1), line(2, 7, 1, { diningTables: { label: 'B卓' } })]);
    expect(rows.map((r) => [r.tableLabel, r.quantity])).toEqual([
      ['A卓', 1],
      ['B卓', 1],
    ]);
  });

  it('adds the cover charge to the total, nothing once waived', () => {
    const lines = [line(1, 7, 2), cancelled(2, 8, 1)];
    const cover = { label: 'お通し', unit_price: 330, quantity: 3, subtotal: 990, waived: false };
    expect(billTotal(lines, cover)).toBe(1590);
    expect(billTotal(lines, { ...cover, subtotal: 0, waived: true })).toBe(600);
    expect(billTotal(lines, null)).toBe(600);
  });
});

describe('isReducedRow', () => {
  it('marks a row whose lines were all ordered at 8%, never a cancelled one', () => {
    const [bento, karaage] = billRows([line(1, 7, 1, { tax_rate: 8 }), line(2, 8, 1)]);
    expect(isReducedRow(bento!)).toBe(true);
    expect(isReducedRow(karaage!)).toBe(false);
    const [cancelled] = billRows([line(3, 9, 1, { tax_rate: 8, state: 'cancelled', price: 0, subtotal: 0, cancelled_at: 3 })]);
    expect(isReducedRow(cancelled!)).toBe(false);
  });
});
