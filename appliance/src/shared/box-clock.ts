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

/**
 * The box's clock: the system clock plus an offset, never earlier than the floor and never going
 * backwards. A system clock before the floor or the build date (a Pi without a clock battery after
 * a power cut) is implausible: the box then runs on from the floor at the monotonic clock's pace
 * until a person sets the time (set) or the system clock is stepped to a plausible time (NTP),
 * which drops the offset.
 */
export class BoxClock implements Clock {
  private offset: number;
  private last: number;
  private plausible: boolean;
  private setByPerson = false;
  private lastSystem: number;
  private lastMonotonic: number;
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
    this.lastSystem = sys;
    this.lastMonotonic = this.monotonic();
    this.plausible = sys >= this.startFloor;
    const saved = start.savedOffset ?? 0;
    this.offset = this.plausible ? 0 : Math.max(saved, this.startFloor - sys);
    this.last = Math.max(sys + this.offset, this.startFloor);
  }

  now(): number {
    const sys = this.system();
    const mono = this.monotonic();
    const step = sys - this.lastSystem - (mono - this.lastMonotonic);
    this.lastSystem = sys;
    this.lastMonotonic = mono;
    if (Math.abs(step) > CLOCK_STEP_MS) this.systemStepped(sys);
    this.last = Math.max(this.last, sys + this.offset);
    return this.last;
  }

  /** The system clock was stepped (NTP, a person at the console): a plausible one is trusted again. */
  private systemStepped(sys: number): void {
    if (sys >= this.startFloor && sys >= this.last - CLOCK_STEP_MS) {
      this.offset = 0;
      this.plausible = true;
      this.setByPerson = false;
    } else if (!this.setByPerson) {
      // Stepped to an implausible time: run on from where the box is.
      this.offset = this.last - sys;
      this.plausible = false;
    }
  }

  /** A person confirmed a device's time: the box follows it from now on (never backwards). */
  set(time: number): void {
    const sys = this.system();
    this.offset = time - sys;
    this.plausible = true;
    this.setByPerson = true;
    this.now();
  }

  /** The offset to persist (0 when the system clock is trusted). */
  currentOffset(): number {
    return this.offset;
  }

  status(): BoxClockStatus {
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
