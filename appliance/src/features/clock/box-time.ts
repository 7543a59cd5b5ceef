import { CLOCK_MAX_AHEAD_MS, type ClockStatusResponse } from '../../contract/clock';
import type { Db } from '../../db/client';
import { AppError } from '../../shared/app-error';
import { BoxClock } from '../../shared/box-clock';
import type { AppDeps } from '../../shared/deps';
import { BUILD_DATE } from '../../version';
import { CLOCK_SETTING, latestWrittenTime, savedOffset } from './clock-floor';

/**
 * The box's clock in deps.clock: made at start over the clock deps had (the system's), with the
 * floor (the latest time written before this start, read by startBox before its first write) and
 * the build date. A test that replaced deps.clock gets one over its clock.
 */
export function boxClockOf(deps: AppDeps, floor?: number): BoxClock {
  if (deps.clock instanceof BoxClock) return deps.clock;
  const system = deps.clock;
  const clock = new BoxClock({
    floor: floor ?? latestWrittenTime(deps.db),
    buildDate: BUILD_DATE,
    savedOffset: savedOffset(deps.db),
    system: () => system.now(),
  });
  deps.clock = clock;
  const status = clock.status();
  if (!status.plausible) {
    deps.logger.warn(
      status,
      'clock implausible: the system clock is before the latest time written or the build date; running on from the floor',
    );
  }
  return clock;
}

/**
 * The box's time for a command run beside it (`sma-order reset-password`, `backup`): the system
 * clock, but never before the floor, with the offset a person set; on a Pi started at 1970 a
 * reset key would otherwise be expired before the box reads it.
 */
export function boxTimeOf(db: Db): number {
  return new BoxClock({ floor: latestWrittenTime(db), buildDate: BUILD_DATE, savedOffset: savedOffset(db) }).now();
}

/** Saves the box's time as the next start's floor. */
export function saveFloor(deps: AppDeps): void {
  deps.settings.set(CLOCK_SETTING.floor, deps.clock.now());
}

export function clockStatus(deps: AppDeps): ClockStatusResponse {
  return boxClockOf(deps).status();
}

/** A person confirmed a device's time: the box follows it, and keeps the offset for a start with the clock still wrong. */
export function setBoxTime(deps: AppDeps, deviceTime: number, by: number): ClockStatusResponse {
  const clock = boxClockOf(deps);
  if (deviceTime < clock.startFloor) throw new AppError('CLOCK_BEFORE_FLOOR');
  if (deviceTime > clock.startFloor + CLOCK_MAX_AHEAD_MS) throw new AppError('CLOCK_TOO_FAR');
  const before = clock.now();
  clock.set(deviceTime);
  deps.settings.set(CLOCK_SETTING.offset, clock.currentOffset());
  deps.settings.set(CLOCK_SETTING.floor, clock.now());
  const status = clock.status();
  deps.logger.warn({ before, device_time: deviceTime, offset: clock.currentOffset(), by }, 'clock set from a device');
  return status;
}
