import { describe, expect, it } from 'vitest';
import type { OrderBoardData } from '../api/staff-api';
import { orderLine, visit } from './board-fixtures';
import { withNewOrderLines } from './board-new-order';

const board = (open: number[], served: number[] = [], total = open.length): OrderBoardData => ({
  lines: [...open.map((id) => orderLine(id)), ...served.map((id) => orderLine(id, { status: 1 }))],
  total,
  loaded: open.length,
  sessions: [visit(1)],
});
const ids = (data: OrderBoardData | null) => data?.lines.map((l) => l.id);

describe("a new order's lines on the order list", () => {
  it('go after the open lines and before the served ones, counted as a load would', () => {
    const next = withNewOrderLines(board([1, 2], [9, 8]), [orderLine(10), orderLine(11)]);
    expect(ids(next)).toEqual([1, 2, 10, 11, 9, 8]);
    expect(next).toMatchObject({ total: 4, loaded: 4 });
  });

  it('are only counted when the list already stops at its limit, as a load would leave them out', () => {
    const next = withNewOrderLines(board([1, 2], [], 5), [orderLine(10)]);
    expect(ids(next)).toEqual([1, 2]);
    expect(next).toMatchObject({ total: 6, loaded: 2 });
  });

  it('change nothing when held already (an event heard again on a resume)', () => {
    const data = board([1, 2]);
    expect(withNewOrderLines(data, [orderLine(2)])).toBe(data);
    expect(withNewOrderLines(data, [])).toBe(data);
  });

  it('need a load when their visit is not one the list holds', () => {
    expect(withNewOrderLines(board([1]), [orderLine(5, { session: 2 })])).toBeNull();
  });
});
