import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CoveringRun, planCoverage } from './plan-coverage';
import { planTimes } from './plan-timeline';

const MIN = 60_000;
const START = Date.UTC(2026, 10, 20, 10, 0);
const DRINK = 2;
const FOOD = 1;

function run(
  lineId: number,
  startedAt: number,
  terms = { durationMinutes: 90, lastOrderMinutes: 30, warnMinutes: 10 },
  extra: Partial<CoveringRun> = {},
): CoveringRun {
  const times = planTimes(startedAt, terms);
  return {
    line_id: lineId,
    started_at: startedAt,
    last_order_at: times.lastOrderAt,
    ends_at: times.endsAt,
    after_end: 'charge',
    menu_ids: [DRINK],
    item_ids: [],
    ...extra,
  };
}

const beer = { id: 10, menuId: DRINK, lastOrderMinutes: null };
const karaage = { id: 20, menuId: FOOD, lastOrderMinutes: null };

describe('planCoverage', () => {
  it('frees a linked item before last order, refuses it until the end, charges it after', () => {
    const runs = [run(1, START)];
    expect(planCoverage(runs, beer, START)).toEqual({ kind: 'free', planLineId: 1 });
    expect(planCoverage(runs, beer, START + 60 * MIN - 1)).toEqual({ kind: 'free', planLineId: 1 });
    expect(planCoverage(runs, beer, START + 60 * MIN)).toEqual({ kind: 'refuse', code: 'PLAN_LAST_ORDER' });
    expect(planCoverage(runs, beer, START + 90 * MIN - 1)).toEqual({ kind: 'refuse', code: 'PLAN_LAST_ORDER' });
    expect(planCoverage(runs, beer, START + 90 * MIN)).toEqual({ kind: 'charge' });
  });

  it('an item no plan links is charged, whatever the time', () => {
    expect(planCoverage([run(1, START)], karaage, START + 70 * MIN)).toEqual({ kind: 'charge' });
    expect(planCoverage([], beer, START)).toEqual({ kind: 'charge' });
  });

  it('a plan that refuses after its end refuses then', () => {
    expect(planCoverage([run(1, START, undefined, { after_end: 'refuse' })], beer, START + 95 * MIN)).toEqual({
      kind: 'refuse',
      code: 'PLAN_ENDED',
    });
  });

  it('an untimed plan frees for the whole visit', () => {
    const untimed = run(1, START, undefined, { last_order_at: null, ends_at: null });
    expect(planCoverage([untimed], beer, START + 600 * MIN)).toEqual({ kind: 'free', planLineId: 1 });
  });

  it("an item's own last order falls earlier than the plan's", () => {
    const kamameshi = { id: 30, menuId: FOOD, lastOrderMinutes: 60 };
    const runs = [run(1, START, undefined, { menu_ids: [FOOD] })];
    expect(planCoverage(runs, kamameshi, START + 29 * MIN).kind).toBe('free');
    expect(planCoverage(runs, kamameshi, START + 30 * MIN)).toEqual({ kind: 'refuse', code: 'PLAN_LAST_ORDER' });
    expect(planCoverage(runs, { ...kamameshi, lastOrderMinutes: null }, START + 30 * MIN).kind).toBe('free');
  });

  it('a single linked item is freed like a genre', () => {
    const premium = run(5, START, undefined, { menu_ids: [], item_ids: [karaage.id] });
    expect(planCoverage([premium], karaage, START)).toEqual({ kind: 'free', planLineId: 5 });
  });

  it('the oldest plan still taking orders frees the line', () => {
    const early = run(1, START);
    const late = run(2, START + 40 * MIN);
    expect(planCoverage([late, early], beer, START + 45 * MIN)).toEqual({ kind: 'free', planLineId: 1 });
    expect(planCoverage([late, early], beer, START + 65 * MIN)).toEqual({ kind: 'free', planLineId: 2 });
  });

  it('never frees a line at or after its plan has passed last order (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 240 }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 400 }),
        (duration, lo, at) => {
          const lastOrder = Math.min(lo * 10, duration - 1);
          const r = run(1, START, { durationMinutes: duration, lastOrderMinutes: lastOrder, warnMinutes: 0 });
          const now = START + at * MIN;
          const coverage = planCoverage([r], beer, now);
          if (now < (r.last_order_at ?? 0)) expect(coverage.kind).toBe('free');
          else if (now < (r.ends_at ?? 0)) expect(coverage).toEqual({ kind: 'refuse', code: 'PLAN_LAST_ORDER' });
          else expect(coverage.kind).toBe('charge');
        },
      ),
    );
  });
});
