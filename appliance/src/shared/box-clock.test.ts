import { describe, expect, it } from 'vitest';
import { BoxClock, CLOCK_STEP_MS } from './box-clock';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const BUILD = Date.UTC(2026, 10, 1);
const YESTERDAY = Date.UTC(2026, 10, 26, 21);

/** A system clock and a monotonic one the test moves. */
function clocks(systemStart: number) {
  const t = { system: systemStart, mono: 1_000 };
  return {
    t,
    tick(ms: number) {
      t.system += ms;
      t.mono += ms;
    },
    step(ms: number) {
      t.system += ms;
    },
    system: () => t.system,
    monotonic: () => t.mono,
  };
}

/** The corrections the clock tells its listeners of, in order. */
function stepsOf(clock: BoxClock): number[] {
  const steps: number[] = [];
  clock.onStep((ms) => steps.push(ms));
  return steps;
}

describe('BoxClock', () => {
  it('follows a plausible system clock', () => {
    const c = clocks(YESTERDAY + DAY);
    const clock = new BoxClock({ floor: YESTERDAY, buildDate: BUILD, ...c });
    expect(clock.now()).toBe(YESTERDAY + DAY);
    c.tick(5_000);
    expect(clock.now()).toBe(YESTERDAY + DAY + 5_000);
    expect(clock.status().plausible).toBe(true);
  });

  it('started at 1970 with yesterday written: runs on from the floor, implausible', () => {
    const c = clocks(0);
    const clock = new BoxClock({ floor: YESTERDAY, buildDate: BUILD, ...c });
    expect(clock.now()).toBe(YESTERDAY);
    c.tick(60_000);
    expect(clock.now()).toBe(YESTERDAY + 60_000);
    expect(clock.status()).toMatchObject({ plausible: false, floor: YESTERDAY, system_time: 60_000 });
  });

  it('started before the build date with no data: runs from the build date', () => {
    const c = clocks(BUILD - 30 * DAY);
    const clock = new BoxClock({ floor: 0, buildDate: BUILD, ...c });
    expect(clock.now()).toBe(BUILD);
    expect(clock.status().plausible).toBe(false);
  });

  it('started 3 days behind its data: never earlier than the floor', () => {
    const c = clocks(YESTERDAY - 3 * DAY);
    const clock = new BoxClock({ floor: YESTERDAY, buildDate: BUILD, ...c });
    expect(clock.now()).toBeGreaterThanOrEqual(YESTERDAY);
    expect(clock.status().plausible).toBe(false);
  });

  it('a person sets the time: the box follows it and is plausible', () => {
    const c = clocks(0);
    const clock = new BoxClock({ floor: YESTERDAY, buildDate: BUILD, ...c });
    clock.set(YESTERDAY + DAY);
    expect(clock.now()).toBe(YESTERDAY + DAY);
    c.tick(1_000);
    expect(clock.now()).toBe(YESTERDAY + DAY + 1_000);
    expect(clock.status()).toMatchObject({ plausible: true, set_by_person: true });
    expect(clock.currentOffset()).toBe(YESTERDAY + DAY);
  });

  it('never goes backwards between corrections: drift back under the step threshold is absorbed', () => {
    const c = clocks(YESTERDAY + DAY);
    const clock = new BoxClock({ floor: YESTERDAY, buildDate: BUILD, ...c });
    const first = clock.now();
    c.step(-(CLOCK_STEP_MS - 1_000));
    clock.check();
    expect(clock.now()).toBe(first);
    c.tick(CLOCK_STEP_MS);
    expect(clock.now()).toBe(first + 1_000);
  });

  it('a person setting an earlier time is a correction: the box follows it back, never below the floor', () => {
    const c = clocks(YESTERDAY + DAY);
    const clock = new BoxClock({ floor: YESTERDAY, buildDate: BUILD, ...c });
    const steps = stepsOf(clock);
    const first = clock.now();
    clock.set(first - 10 * MINUTE);
    expect(clock.now()).toBe(first - 10 * MINUTE);
    c.tick(15_000);
    expect(clock.now()).toBe(first - 10 * MINUTE + 15_000);
    clock.set(0);
    expect(clock.now()).toBe(YESTERDAY);
    expect(steps).toEqual([-10 * MINUTE, YESTERDAY - (first - 10 * MINUTE + 15_000)]);
  });

  it('NTP stepping 9 hours forward: the box follows, and the listeners are told +9 h once', () => {
    const c = clocks(YESTERDAY + DAY);
    const clock = new BoxClock({ floor: YESTERDAY, buildDate: BUILD, ...c });
    const steps = stepsOf(clock);
    const before = clock.now();
    c.tick(30_000);
    c.step(9 * HOUR);
    // Until the check, the box runs on the monotonic clock: no write sees the step half-applied.
    expect(clock.now()).toBe(before + 30_000);
    expect(steps).toEqual([]);
    clock.check();
    expect(clock.now()).toBe(before + 30_000 + 9 * HOUR);
    c.tick(1_000);
    expect(clock.now()).toBe(before + 31_000 + 9 * HOUR);
    expect(steps).toEqual([9 * HOUR]);
    expect(clock.status().plausible).toBe(true);
  });

  it('NTP stepping 10 minutes back (still after the floor): a correction, not an implausible clock', () => {
    const c = clocks(YESTERDAY + DAY);
    const clock = new BoxClock({ floor: YESTERDAY, buildDate: BUILD, ...c });
    const steps = stepsOf(clock);
    const before = clock.now();
    c.step(-10 * MINUTE);
    clock.check();
    expect(clock.now()).toBe(before - 10 * MINUTE);
    expect(steps).toEqual([-10 * MINUTE]);
    expect(clock.status().plausible).toBe(true);
  });

  it('NTP stepping the system clock to a plausible time drops the offset', () => {
    const c = clocks(0);
    const clock = new BoxClock({ floor: YESTERDAY, buildDate: BUILD, ...c });
    const steps = stepsOf(clock);
    clock.now();
    c.tick(5_000);
    c.step(YESTERDAY + DAY);
    clock.check();
    expect(clock.now()).toBe(YESTERDAY + DAY + 5_000);
    // The box was running on from the floor (YESTERDAY + 5 s): the correction is the difference.
    expect(steps).toEqual([DAY]);
    expect(clock.currentOffset()).toBe(0);
    expect(clock.status().plausible).toBe(true);
  });

  it('a system clock stepped back under the floor mid-run: runs on, implausible', () => {
    const c = clocks(YESTERDAY + DAY);
    const clock = new BoxClock({ floor: YESTERDAY, buildDate: BUILD, ...c });
    const steps = stepsOf(clock);
    const before = clock.now();
    c.step(-(YESTERDAY + DAY));
    clock.check();
    expect(clock.now()).toBe(before);
    c.tick(1_000);
    expect(clock.now()).toBe(before + 1_000);
    expect(clock.status().plausible).toBe(false);
    expect(steps).toEqual([]);
  });

  it('drift under the step threshold is not a step', () => {
    const c = clocks(0);
    const clock = new BoxClock({ floor: YESTERDAY, buildDate: BUILD, ...c });
    c.step(CLOCK_STEP_MS - 1);
    expect(clock.status().plausible).toBe(false);
  });

  it('a saved offset is used only while the system clock is implausible', () => {
    const c = clocks(1_000);
    const clock = new BoxClock({ floor: YESTERDAY, buildDate: BUILD, savedOffset: YESTERDAY + DAY, ...c });
    expect(clock.now()).toBe(YESTERDAY + DAY + 1_000);
    expect(clock.status().plausible).toBe(false);
    const good = clocks(YESTERDAY + 2 * DAY);
    const trusted = new BoxClock({ floor: YESTERDAY, buildDate: BUILD, savedOffset: 99 * DAY, ...good });
    expect(trusted.now()).toBe(YESTERDAY + 2 * DAY);
  });
});
