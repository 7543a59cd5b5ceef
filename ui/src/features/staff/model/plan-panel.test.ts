import type { PlanRun } from '@contract/plans';
import { describe, expect, it } from 'vitest';
import { clockOffset, crossedLastOrder, lastOrderKey, newCalls, planPanelRows, runPhaseAt, type TimedRun } from './plan-panel';

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 25, 9, 0);

/** A 90-minute plan started at `startedAt`: warning 10 minutes before last order, last order 30 before the end. */
const run = (lineId: number, table: string, startedAt: number, opts: Partial<PlanRun> = {}): PlanRun => ({
  line_id: lineId,
  table_session_id: lineId * 10,
  dining_table_id: lineId * 100,
  table_label: table,
  item_id: 5,
  label: '90分 アルコール飲み放題',
  takers: 2,
  guest_count: 4,
  started_at: startedAt,
  duration_minutes: 90,
  warn_at: startedAt + 50 * MIN,
  last_order_at: startedAt + 60 * MIN,
  ends_at: startedAt + 90 * MIN,
  phase: 'running',
  after_end: 'charge',
  menu_ids: [],
  item_ids: [],
  extensions: [],
  ...opts,
});

const untimed = (lineId: number, table: string): PlanRun =>
  run(lineId, table, T0, { duration_minutes: null, warn_at: null, last_order_at: null, ends_at: null, phase: 'untimed' });

const timed = (r: PlanRun) => r as TimedRun;

describe('clockOffset', () => {
  it('is how far the box is ahead of the screen (negative when behind)', () => {
    expect(clockOffset(T0 + 5_000, T0)).toBe(5_000);
    expect(clockOffset(T0, T0 + 3_000)).toBe(-3_000);
  });
});

describe('runPhaseAt', () => {
  const r = timed(run(1, 'A1', T0));
  it('follows the box clock through the plan', () => {
    expect(runPhaseAt(r, T0 + 49 * MIN)).toBe('running');
    expect(runPhaseAt(r, T0 + 50 * MIN)).toBe('nearLastOrder');
    expect(runPhaseAt(r, T0 + 60 * MIN)).toBe('afterLastOrder');
    expect(runPhaseAt(r, T0 + 90 * MIN)).toBe('ended');
  });
});

describe('planPanelRows', () => {
  it('lists timed plans only, the soonest end first, with the minutes left', () => {
    const rows = planPanelRows(
      [run(1, 'B2', T0), untimed(2, 'A1'), run(3, 'C3', T0 - 40 * MIN), run(4, 'A9', T0 - 100 * MIN)],
      T0 + 55 * MIN,
    );
    expect(rows.map((r) => [r.run.table_label, r.phase, r.minutesLeft, r.minutesToLastOrder, r.minutesOver])).toEqual([
      ['A9', 'ended', 0, 0, 65],
      ['C3', 'ended', 0, 0, 5],
      ['B2', 'nearLastOrder', 35, 5, 0],
    ]);
  });

  it('recomputes the phase from the clock, not the phase the box answered', () => {
    const [row] = planPanelRows([run(1, 'A1', T0, { phase: 'running' })], T0 + 61 * MIN);
    expect(row?.phase).toBe('afterLastOrder');
    expect(row?.minutesLeft).toBe(29);
  });

  it('rounds minutes up, so the last minute shows 1 until it is over', () => {
    const [row] = planPanelRows([run(1, 'A1', T0)], T0 + 59 * MIN + 30_000);
    expect(row?.minutesToLastOrder).toBe(1);
    expect(row?.phase).toBe('nearLastOrder');
  });

  it('orders tables ending together by their labels, numbers as numbers', () => {
    const rows = planPanelRows([run(1, 'A10', T0), run(2, 'A2', T0), run(3, 'A2', T0)], T0);
    expect(rows.map((r) => [r.run.table_label, r.run.line_id])).toEqual([
      ['A2', 2],
      ['A2', 3],
      ['A10', 1],
    ]);
  });
});

describe('crossedLastOrder', () => {
  const runs = [run(1, 'A1', T0), run(2, 'A2', T0 + 10 * MIN), untimed(3, 'A3')];

  it('finds the runs whose last order fell between two readings', () => {
    expect(crossedLastOrder(runs, T0 + 55 * MIN, T0 + 61 * MIN).map((r) => r.line_id)).toEqual([1]);
    expect(crossedLastOrder(runs, T0 + 59 * MIN, T0 + 60 * MIN).map((r) => r.line_id)).toEqual([1]);
    expect(crossedLastOrder(runs, T0 + 60 * MIN, T0 + 75 * MIN).map((r) => r.line_id)).toEqual([2]);
    expect(crossedLastOrder(runs, T0 + 55 * MIN, T0 + 75 * MIN).map((r) => r.line_id)).toEqual([1, 2]);
  });

  it('crosses nothing on the first reading or when the clock went back', () => {
    expect(crossedLastOrder(runs, null, T0 + 80 * MIN)).toEqual([]);
    expect(crossedLastOrder(runs, T0 + 80 * MIN, T0 + 20 * MIN)).toEqual([]);
    expect(crossedLastOrder(runs, T0 + 61 * MIN, T0 + 61 * MIN)).toEqual([]);
  });

  it('does not cross a last order already behind the previous reading', () => {
    expect(crossedLastOrder(runs, T0 + 61 * MIN, T0 + 65 * MIN)).toEqual([]);
  });
});

describe('newCalls', () => {
  it('calls each last order once, and again once an 延長 moved it', () => {
    const before = timed(run(1, 'A1', T0));
    const called = new Set([lastOrderKey(before)]);
    expect(newCalls([before], called)).toEqual([]);
    const extended = timed(run(1, 'A1', T0, { last_order_at: T0 + 90 * MIN, ends_at: T0 + 120 * MIN }));
    expect(newCalls([extended], called)).toEqual([extended]);
  });
});
