import type { MenuItem } from '@contract/menu-items';
import type { PlanRun } from '@contract/plans';
import { describe, expect, it } from 'vitest';
import { defaultTakers, dueNotice, itemCoverage, markSeen, type PlanNotice, timedPlans } from './plan-view';

const MIN = 60_000;
const START = Date.UTC(2026, 10, 20, 10, 0);

function run(lineId: number, patch: Partial<PlanRun> = {}): PlanRun {
  return {
    line_id: lineId,
    table_session_id: 1,
    dining_table_id: 1,
    table_label: '1番',
    item_id: 9,
    label: '90分 アルコール飲み放題',
    takers: 2,
    guest_count: 2,
    started_at: START,
    duration_minutes: 90,
    warn_at: START + 50 * MIN,
    last_order_at: START + 60 * MIN,
    ends_at: START + 90 * MIN,
    phase: 'running',
    after_end: 'charge',
    menu_ids: [2],
    item_ids: [],
    extensions: [],
    ...patch,
  };
}

describe('timedPlans', () => {
  it('leaves out untimed plans and orders by the end, with the phase at the given time', () => {
    const plans = timedPlans(
      [
        run(1, { ends_at: START + 120 * MIN, last_order_at: START + 90 * MIN, warn_at: START + 80 * MIN }),
        run(2),
        run(3, { warn_at: null, last_order_at: null, ends_at: null }),
      ],
      START + 55 * MIN,
    );
    expect(plans.map((p) => [p.run.line_id, p.phase])).toEqual([
      [2, 'nearLastOrder'],
      [1, 'running'],
    ]);
  });
});

describe('dueNotice', () => {
  const seenAfter = (...notices: (PlanNotice | null)[]) => {
    const seen = new Map<string, number>();
    for (const notice of notices) markSeen(seen, notice!);
    return seen;
  };

  it('says nothing while the plan runs, warns before last order, then announces it, each once', () => {
    const at = (minutes: number) => timedPlans([run(1)], START + minutes * MIN);
    expect(dueNotice(at(49), new Map())).toBeNull();
    const warn = dueNotice(at(50), new Map());
    expect(warn?.kind).toBe('warn');
    expect(dueNotice(at(55), seenAfter(warn))).toBeNull();
    const lastOrder = dueNotice(at(60), seenAfter(warn));
    expect(lastOrder?.kind).toBe('lastOrder');
    expect(dueNotice(at(61), seenAfter(warn, lastOrder))).toBeNull();
    // A tablet that slept through the warning only announces last order.
    expect(dueNotice(at(65), new Map())?.kind).toBe('lastOrder');
    expect(dueNotice(at(95), new Map())).toBeNull();
  });

  it('an extension moves last order: the banners come again for the new time', () => {
    const before = dueNotice(timedPlans([run(1)], START + 61 * MIN), new Map());
    const extended = run(1, { warn_at: START + 80 * MIN, last_order_at: START + 90 * MIN, ends_at: START + 120 * MIN });
    const warn = dueNotice(timedPlans([extended], START + 81 * MIN), seenAfter(before));
    expect(warn?.kind).toBe('warn');
    expect(dueNotice(timedPlans([extended], START + 91 * MIN), seenAfter(before, warn))?.kind).toBe('lastOrder');
  });

  it('last order told, then the box reads it a minute earlier: not told again', () => {
    const told = dueNotice(timedPlans([run(1)], START + 60 * MIN), new Map());
    expect(told?.kind).toBe('lastOrder');
    const corrected = run(1, { warn_at: START + 49 * MIN, last_order_at: START + 59 * MIN, ends_at: START + 89 * MIN });
    expect(dueNotice(timedPlans([corrected], START + 60 * MIN), seenAfter(told))).toBeNull();
  });
});

describe('defaultTakers', () => {
  it('offers the plan to the whole party when counted', () => {
    expect(defaultTakers(4)).toBe(4);
    expect(defaultTakers(null)).toBe(1);
  });
});

describe('itemCoverage', () => {
  const genre = (id: number, minutes: number | null = null) => ({
    id,
    label: 'g',
    name: `g${id}`,
    flag: 1,
    sort_order: 0,
    plan_last_order_minutes: minutes,
    translations: {},
  });
  const item = (id: number, menuId: number, minutes: number | null = null) =>
    ({ id, menu_id: menuId, plan_last_order_minutes: minutes }) as unknown as MenuItem;

  it("applies the plan's rule with the item's, else its genre's, last order", () => {
    const runs = [run(1)];
    expect(itemCoverage(runs, item(5, 2), [genre(2)], START + 10 * MIN)).toEqual({ kind: 'free', planLineId: 1 });
    expect(itemCoverage(runs, item(5, 2), [genre(2)], START + 61 * MIN)).toEqual({ kind: 'refuse', code: 'PLAN_LAST_ORDER' });
    expect(itemCoverage(runs, item(5, 2), [genre(2, 60)], START + 31 * MIN).kind).toBe('refuse');
    expect(itemCoverage(runs, item(5, 2, 20), [genre(2, 60)], START + 31 * MIN).kind).toBe('free');
    expect(itemCoverage(runs, item(6, 3), [genre(3)], START + 61 * MIN)).toEqual({ kind: 'charge' });
  });
});
