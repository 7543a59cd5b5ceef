import type { Clock } from './deps';

/** A step of the system clock larger than this (against the monotonic clock) is a correction, not drift. */
export const CLOCK_STEP_MS = 60_000;

export interface BoxClockStart {
  /** The latest time the box has ever written (database rows, the persisted floor). */
  floor: number;
  /** The release's build date: no real "now" is earlier. */
  buildDate: number;
  /** An offset a person set on an earlier run, used only while the system clock is still implausible. */
  savedOffset?: number;
  /** The system's wall clock (Date.now) and a monotonic one (performance.now). */
  system?: () => number;
  monotonic?: () => number;
}

export interface BoxClockStatus {
  system_time: number;
  box_time: number;
  floor: number;
  build_date: number;
  plausible: boolean;
  /** A person set the box's time from a device (this run). */
  set_by_person: boolean;
}

/** Told the size of a correction of the box's clock (ms, negative when it went back). */
export type ClockStepListener = (stepMs: number) => void;

/**
 * The box's clock: the system clock plus an offset, never earlier than the floor. A system clock
 * before the floor or the build date (a Pi without a clock battery after a power cut) is
 * implausible: the box then runs on from the floor at the monotonic clock's pace until a person
 * sets the time (set) or the system clock is stepped to a plausible time (NTP), which drops the
 * offset. Either is a correction, forward or back (never below the floor): the box's time jumps
 * to it, and the step listeners move what is running (a 飲み放題, a lockout, the waiting minutes
 * of open orders) by the same amount, so no duration ends early or runs on.
 *
 * Between checks `now` runs on the monotonic clock, so a step of the system clock is taken only in
 * `check` (the clock feature calls it every second, outside any write): no request ever sees the
 * new time beside rows not yet moved. Between corrections the box's time never goes backwards;
 * drift under CLOCK_STEP_MS is followed forward and waited out backward.
 */
export class BoxClock implements Clock {
  private offset: number;
  private anchorBox: number;
  private anchorMonotonic: number;
  private last: number;
  private plausible: boolean;
  private setByPerson = false;
  private readonly listeners: ClockStepListener[] = [];
  readonly startFloor: number;
  readonly buildDate: number;
  private readonly system: () => number;
  private readonly monotonic: () => number;

  constructor(start: BoxClockStart) {
    this.system = start.system ?? (() => Date.now());
    this.monotonic = start.monotonic ?? (() => performance.now());
    this.buildDate = start.buildDate;
    this.startFloor = Math.max(start.floor, start.buildDate);
    const sys = this.system();
    this.plausible = sys >= this.startFloor;
    const saved = start.savedOffset ?? 0;
    this.offset = this.plausible ? 0 : Math.max(saved, this.startFloor - sys);
    this.last = Math.max(sys + this.offset, this.startFloor);
    this.anchorBox = this.last;
    this.anchorMonotonic = this.monotonic();
  }

  /** Calls `listener` with each correction's size, right after the box's time moved. */
  onStep(listener: ClockStepListener): void {
    this.listeners.push(listener);
  }

  now(): number {
    this.last = Math.max(this.last, this.anchorBox + Math.floor(this.monotonic() - this.anchorMonotonic));
    return this.last;
  }

  /**
   * Compares the box's time with the system clock. A difference over CLOCK_STEP_MS is a step (NTP,
   * a person at the console): to a plausible time it is a correction; to an implausible one the
   * box runs on from where it is.
   */
  check(): void {
    const expected = this.now();
    const sys = this.system();
    const candidate = sys + this.offset;
    if (Math.abs(candidate - expected) <= CLOCK_STEP_MS) {
      this.anchor(candidate);
    } else if (sys >= this.startFloor) {
      this.offset = 0;
      this.plausible = true;
      this.setByPerson = false;
      this.corrected(sys, expected);
    } else {
      this.offset = expected - sys;
      if (!this.setByPerson) this.plausible = false;
      this.anchor(expected);
    }
  }

  /** A person confirmed a device's time (never below the floor): the box follows it from now on. */
  set(time: number): void {
    const expected = this.now();
    const to = Math.max(time, this.startFloor);
    this.offset = to - this.system();
    this.plausible = true;
    this.setByPerson = true;
    this.corrected(to, expected);
  }

  /** Runs on from `box` (never back before the last time given out). */
  private anchor(box: number): void {
    this.anchorBox = box;
    this.anchorMonotonic = this.monotonic();
  }

  private corrected(to: number, expected: number): void {
    this.anchor(to);
    this.last = to;
    const stepMs = to - expected;
    if (stepMs === 0) return;
    for (const listener of this.listeners) listener(stepMs);
  }

  /** The offset to persist (0 when the system clock is trusted). */
  currentOffset(): number {
    return this.offset;
  }

  status(): BoxClockStatus {
    this.check();
    const box = this.now();
    return {
      system_time: this.system(),
      box_time: box,
      floor: this.startFloor,
      build_date: this.buildDate,
      plausible: this.plausible,
      set_by_person: this.setByPerson,
    };
  }
}
