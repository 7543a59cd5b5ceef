import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoalescedRunner } from './coalesced-runner';

/** A task that records when each run started and finishes when told to. */
function slowTask() {
  const starts: number[] = [];
  const pending: (() => void)[] = [];
  const task = () =>
    new Promise<void>((resolve) => {
      starts.push(Date.now());
      pending.push(resolve);
    });
  const finish = async () => {
    pending.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { task, starts, finish };
}

describe('CoalescedRunner', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('runs at once, and any number of asks during a run make exactly one more', async () => {
    const { task, starts, finish } = slowTask();
    const runner = new CoalescedRunner(task, 0, () => Date.now());
    runner.ask();
    for (let i = 0; i < 20; i++) runner.ask();
    expect(starts).toEqual([0]);
    await finish();
    expect(starts).toHaveLength(2);
    await finish();
    expect(starts).toHaveLength(2);
  });

  it('with an interval, a burst of asks reloads once per interval; the first ask after a quiet spell runs at once', async () => {
    const { task, starts, finish } = slowTask();
    const runner = new CoalescedRunner(task, 1000, () => Date.now());
    runner.ask();
    await finish();
    // A rush: an ask every 50 ms for 3 s, each load answered at once.
    for (let t = 50; t <= 3000; t += 50) {
      await vi.advanceTimersByTimeAsync(50);
      runner.ask();
      await finish();
    }
    // The ask that came during the run at 3000 makes one more, an interval later.
    await vi.advanceTimersByTimeAsync(1000);
    await finish();
    expect(starts).toEqual([0, 1000, 2000, 3000, 4000]);
    // Quiet for longer than the interval: the next ask does not wait.
    await vi.advanceTimersByTimeAsync(5000);
    runner.ask();
    expect(starts.at(-1)).toBe(Date.now());
  });

  it('an ask with now: true does not wait out the interval', async () => {
    const { task, starts, finish } = slowTask();
    const runner = new CoalescedRunner(task, 2000, () => Date.now());
    runner.ask();
    await finish();
    await vi.advanceTimersByTimeAsync(100);
    runner.ask();
    await vi.advanceTimersByTimeAsync(100);
    expect(starts).toEqual([0]);
    runner.ask({ now: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toEqual([0, 200]);
  });

  it('a click event passed as the ask is an ordinary ask', async () => {
    const { task, starts, finish } = slowTask();
    const runner = new CoalescedRunner(task, 2000, () => Date.now());
    runner.ask();
    await finish();
    runner.ask({ now: 'yes' } as never);
    await vi.advanceTimersByTimeAsync(10);
    expect(starts).toEqual([0]);
  });

  it('once stopped, a waiting run does not start and a failed run does not stop the next', async () => {
    let runs = 0;
    const failing = new CoalescedRunner(
      async () => {
        runs++;
        throw new Error('offline');
      },
      0,
      () => Date.now(),
    );
    failing.ask();
    failing.ask();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(2);

    const { task, starts, finish } = slowTask();
    const runner = new CoalescedRunner(task, 1000, () => Date.now());
    runner.ask();
    await finish();
    runner.ask();
    runner.stop();
    await vi.advanceTimersByTimeAsync(2000);
    expect(starts).toEqual([0]);
  });
});
