import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lastOrderFor, minutesUntil, planPhase, planTimes } from './plan-timeline';

const MIN = 60_000;
/** 19:00 shop time on some Friday, as the box's clock would say. */
const START = Date.UTC(2026, 10, 20, 10, 0);
const NOMIHODAI = { durationMinutes: 90, lastOrderMinutes: 30, warnMinutes: 10 };

describe('planTimes', () => {
  it('a 90-minute plan: warning at 50, last order at 60, end at 90 minutes', () => {
    expect(planTimes(START, NOMIHODAI)).toEqual({
      startedAt: START,
      warnAt: START + 50 * MIN,
      lastOrderAt: START + 60 * MIN,
      endsAt: START + 90 * MIN,
    });
  });

  it('an extension ordered before the end moves the end and last order by its minutes', () => {
    const times = planTimes(START, NOMIHODAI, [{ at: START + 70 * MIN, minutes: 30 }]);
    expect(times.endsAt).toBe(START + 120 * MIN);
    expect(times.lastOrderAt).toBe(START + 90 * MIN);
    expect(times.warnAt).toBe(START + 80 * MIN);
  });

  it('an extension ordered after the end runs from when it was ordered', () => {
    const times = planTimes(START, NOMIHODAI, [{ at: START + 100 * MIN, minutes: 30 }]);
    expect(times.endsAt).toBe(START + 130 * MIN);
  });

  it('extensions count in the order they were ordered, whatever order they are given in', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ at: fc.integer({ min: 0, max: 300 }), minutes: fc.integer({ min: 1, max: 60 }) }), { maxLength: 5 }),
        (raw) => {
          const extensions = raw.map((e) => ({ at: START + e.at * MIN, minutes: e.minutes }));
          const forward = planTimes(START, NOMIHODAI, extensions);
          expect(planTimes(START, NOMIHODAI, [...extensions].reverse())).toEqual(forward);
          // Never shorter than the plan plus every extension, and the marks stay in order.
          const added = extensions.reduce((sum, e) => sum + e.minutes, 0);
          expect(forward.endsAt).toBeGreaterThanOrEqual(START + (90 + added) * MIN);
          expect(forward.startedAt <= forward.warnAt && forward.warnAt <= forward.lastOrderAt).toBe(true);
          expect(forward.lastOrderAt).toBeLessThanOrEqual(forward.endsAt);
        },
      ),
    );
  });

  it('a last order longer than the plan falls at its start, never before', () => {
    const times = planTimes(START, { durationMinutes: 20, lastOrderMinutes: 30, warnMinutes: 10 });
    expect(times.lastOrderAt).toBe(START);
    expect(times.warnAt).toBe(START);
  });
});

describe('planPhase', () => {
  const times = planTimes(START, NOMIHODAI);
  it.each([
    [0, 'running'],
    [49, 'running'],
    [50, 'nearLastOrder'],
    [59, 'nearLastOrder'],
    [60, 'afterLastOrder'],
    [89, 'afterLastOrder'],
    [90, 'ended'],
    [500, 'ended'],
  ] as const)('at %i minutes it is %s', (minutes, phase) => {
    expect(planPhase(times, START + minutes * MIN)).toBe(phase);
  });
});

describe('lastOrderFor', () => {
  const times = planTimes(START, NOMIHODAI);
  it("an item's own rule (釜飯 60 minutes before the end) wins over the plan's", () => {
    expect(lastOrderFor(times, 60)).toBe(START + 30 * MIN);
    expect(lastOrderFor(times, null)).toBe(times.lastOrderAt);
    expect(lastOrderFor(times, 200)).toBe(START);
  });
});

describe('minutesUntil', () => {
  it('counts whole minutes up and stops at 0', () => {
    expect(minutesUntil(START + 90 * MIN, START)).toBe(90);
    expect(minutesUntil(START + 90 * MIN, START + 89 * MIN + 1)).toBe(1);
    expect(minutesUntil(START, START + MIN)).toBe(0);
  });
});
