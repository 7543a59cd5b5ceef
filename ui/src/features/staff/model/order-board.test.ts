import type { OrderItem } from '@contract/orders';
import type { Station } from '@contract/stations';
import { describe, expect, it } from 'vitest';
import { callLine, MINUTE, orderLine, station, visit } from './board-fixtures';
import { type BoardView, boardCounts, buildBoard, type TableBlock, withReadyAt } from './order-board';

const kitchen = station(1, 'キッチン', 10, 20);
const bar = station(2, 'ドリンカー', 3, 6);

function view(over: Partial<BoardView> = {}): BoardView {
  return {
    stationId: null,
    showServed: false,
    now: 100 * MINUTE,
    stations: new Map<number, Station>([kitchen, bar].map((s) => [s.id, s])),
    shownStatus: (l: OrderItem) => l.status,
    lingering: new Set(),
    ...over,
  };
}

const ids = (block: TableBlock | undefined) => block?.lines.map((l) => l.line.id);
const labels = (board: readonly TableBlock[]) => board.map((b) => b.label);

describe('buildBoard', () => {
  it('makes one block per table, the table whose oldest unserved line waited longest first, oldest line first', () => {
    const lines = [
      orderLine(9, { session: 1 }),
      orderLine(3, { session: 2 }),
      orderLine(5, { session: 1 }),
      orderLine(1, { session: 1, status: 1, state: 'served' }),
    ];
    const board = buildBoard(lines, [visit(1), visit(2)], view());
    expect(labels(board)).toEqual(['卓2', '卓1']);
    expect(ids(board[1])).toEqual([5, 9]);
    expect(board[1]?.oldest?.line.id).toBe(5);
  });

  it('hides served and cancelled lines unless asked, then shows them after the open ones', () => {
    const lines = [
      orderLine(1, { status: 1, state: 'served' }),
      orderLine(2, { state: 'cancelled', cancelled_at: 3 }),
      orderLine(4),
    ];
    expect(ids(buildBoard(lines, [visit(1)], view())[0])).toEqual([4]);
    const all = buildBoard(lines, [visit(1)], view({ showServed: true }))[0];
    expect(all?.lines.map((l) => [l.line.id, l.kind])).toEqual([
      [4, 'ordered'],
      [1, 'served'],
      [2, 'cancelled'],
    ]);
  });

  it('keeps a line ticked here a moment ago in its place, as served, and drops a table with nothing else to show', () => {
    const lines = [orderLine(1), orderLine(2), orderLine(3, { session: 2 })];
    const ticked = view({ shownStatus: (l) => (l.id === 1 || l.id === 3 ? 1 : l.status), lingering: new Set([1]) });
    const board = buildBoard(lines, [visit(1), visit(2)], ticked);
    expect(labels(board)).toEqual(['卓1']);
    expect(board[0]?.lines.map((l) => [l.line.id, l.kind])).toEqual([
      [1, 'served'],
      [2, 'ordered'],
    ]);
    expect(board[0]?.unservedPortions).toBe(1);
    expect(board[0]?.oldest?.line.id).toBe(2);
    // Shown with the served ones, once it no longer lingers, it goes below the open lines.
    const later = buildBoard(lines, [visit(1), visit(2)], { ...ticked, lingering: new Set(), showServed: true });
    expect(ids(later[0])).toEqual([2, 1]);
  });

  it('puts tables that asked for the bill or called staff first, whoever asked first first, marked', () => {
    const lines = [
      orderLine(1, { session: 1 }),
      orderLine(2, { session: 2 }),
      callLine(50, { session: 3 }),
      orderLine(4, { session: 3 }),
    ];
    const sessions = [visit(1), visit(2, { status: 1, bill_requested_at: 60 * MINUTE }), visit(3)];
    const board = buildBoard(lines, sessions, view());
    expect(labels(board)).toEqual(['卓3', '卓2', '卓1']);
    expect(board[0]?.calls).toBe(1);
    expect(board[0]?.billRequested).toBe(false);
    expect(board[1]?.billRequested).toBe(true);
    expect(ids(board[0])).toEqual([50, 4]);
  });

  it('shows a table that asked for the bill even with nothing left to serve', () => {
    const sessions = [visit(7, { status: 1, bill_requested_at: 1, diningTables: { label: '座敷7' } })];
    const board = buildBoard([orderLine(1, { session: 7, status: 1, state: 'served' })], sessions, view());
    expect(board.map((b) => [b.label, b.billRequested, b.lines.length])).toEqual([['座敷7', true, 0]]);
  });

  it('lists dishes ready to carry before those being made, the longest ready first', () => {
    const lines = [
      orderLine(1),
      orderLine(2, { state: 'ready', ready_at: 90 * MINUTE }),
      orderLine(3, { state: 'ready', ready_at: 80 * MINUTE }),
      callLine(4),
    ];
    const block = buildBoard(lines, [visit(1)], view())[0];
    expect(block?.lines.map((l) => [l.line.id, l.kind])).toEqual([
      [4, 'call'],
      [3, 'ready'],
      [2, 'ready'],
      [1, 'ordered'],
    ]);
  });

  it("narrows to one station's lines, keeping staff calls and bill requests", () => {
    const lines = [
      orderLine(1, { session: 1, station_id: kitchen.id }),
      orderLine(2, { session: 1, station_id: bar.id }),
      orderLine(3, { session: 2, station_id: kitchen.id }),
      callLine(4, { session: 3 }),
      orderLine(5, { session: 4 }),
    ];
    const sessions = [visit(1), visit(2), visit(3), visit(4), visit(5, { status: 1, bill_requested_at: 1 })];
    const board = buildBoard(lines, sessions, view({ stationId: bar.id }));
    expect(labels(board)).toEqual(['卓5', '卓3', '卓1']);
    expect(ids(board[2])).toEqual([2]);
    expect(buildBoard(lines, sessions, view()).length).toBe(5);
  });

  it("colours each line by its station's minutes, and by 10 / 20 minutes without one", () => {
    const now = 100 * MINUTE;
    const lines = [
      orderLine(1, { created_at: now - 4 * MINUTE, station_id: bar.id }),
      orderLine(2, { created_at: now - 4 * MINUTE, station_id: kitchen.id }),
      orderLine(3, { created_at: now - 12 * MINUTE }),
      orderLine(4, { created_at: now - 25 * MINUTE, station_id: 99 }),
    ];
    const block = buildBoard(lines, [visit(1)], view({ now }))[0];
    const byId = new Map(block?.lines.map((l) => [l.line.id, [l.minutes, l.band]]));
    expect(byId.get(1)).toEqual([4, 'warn']);
    expect(byId.get(2)).toEqual([4, 'normal']);
    expect(byId.get(3)).toEqual([12, 'warn']);
    expect(byId.get(4)).toEqual([25, 'late']);
  });
});

describe('boardCounts', () => {
  it('counts portions, not lines; calls as requests; cancelled and served not at all; tables for the bill', () => {
    const lines = [
      orderLine(1, { quantity: 3 }),
      orderLine(2, { quantity: 2, state: 'ready', ready_at: 1 }),
      orderLine(3, { quantity: 4, state: 'cancelled', cancelled_at: 1 }),
      orderLine(4, { quantity: 5, status: 1, state: 'served' }),
      callLine(5, { quantity: 3 }),
      orderLine(6, { session: 2, quantity: 2 }),
    ];
    const sessions = [visit(1), visit(2, { status: 1, bill_requested_at: 1 })];
    expect(boardCounts(buildBoard(lines, sessions, view({ showServed: true })))).toEqual({
      unserved: 7,
      ready: 2,
      calls: 1,
      bills: 1,
    });
  });

  it('a plan or 延長 line is no dish to serve: not counted, no call, shown only with the served lines', () => {
    const lines = [
      orderLine(1, { quantity: 2, plan_kind: 'plan' }),
      orderLine(2, { quantity: 2, plan_kind: 'extension' }),
      orderLine(3, { quantity: 1 }),
      callLine(4),
    ];
    const shown = buildBoard(lines, [visit(1)], view());
    expect(boardCounts(shown)).toEqual({ unserved: 1, ready: 0, calls: 1, bills: 0 });
    expect(ids(shown[0])).toEqual([4, 3]);
    const all = buildBoard(lines, [visit(1)], view({ showServed: true }));
    expect(all[0]?.lines.filter((l) => l.kind === 'plan').map((l) => l.line.id)).toEqual([1, 2]);
  });

  it('counts what the station filter shows', () => {
    const lines = [orderLine(1, { quantity: 3, station_id: kitchen.id }), orderLine(2, { quantity: 2, station_id: bar.id })];
    expect(boardCounts(buildBoard(lines, [visit(1)], view({ stationId: bar.id }))).unserved).toBe(2);
  });
});

describe('withReadyAt', () => {
  it('a bump makes a line to make ready and a recall makes it to make again; served and cancelled lines keep their state', () => {
    const bumped = withReadyAt(orderLine(1), 5 * MINUTE);
    expect([bumped.state, bumped.ready_at]).toEqual(['ready', 5 * MINUTE]);
    const recalled = withReadyAt(bumped, null);
    expect([recalled.state, recalled.ready_at]).toEqual(['ordered', null]);
    expect(withReadyAt(orderLine(2, { state: 'served', status: 1 }), 5).state).toBe('served');
    expect(withReadyAt(orderLine(3, { state: 'cancelled', cancelled_at: 1 }), 5)).toMatchObject({
      state: 'cancelled',
      ready_at: 5,
    });
    // On the board: the bumped line shows as ready, in the table's block.
    const board = buildBoard([bumped, orderLine(4)], [visit(1)], view());
    expect(board[0]?.lines.map((l) => [l.line.id, l.kind])).toEqual([
      [1, 'ready'],
      [4, 'ordered'],
    ]);
  });
});
