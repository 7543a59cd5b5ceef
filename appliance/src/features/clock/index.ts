/** The box's time: never before the latest time it wrote, and set by a person when the system clock is implausible. */

import type { BoxClock } from '../../shared/box-clock';
import type { AppDeps } from '../../shared/deps';
import type { Feature } from '../../shared/feature';
import { boxClockOf, saveFloor } from './box-time';
import { createClockRoutes } from './clock.routes';
import { checkEverySecond, followCorrections } from './clock-corrections';

/**
 * The box's clock is installed before any feature starts (installBoxClock, from startBox); this
 * feature takes the system clock's steps every second, and saves the floor every minute and last
 * at stop (it is first in the list).
 */
export const feature: Feature = {
  name: 'clock',
  routes: createClockRoutes,
  start(deps) {
    const stopChecks = checkEverySecond(deps, boxClockOf(deps));
    saveFloor(deps);
    return {
      stop: async () => {
        stopChecks();
        saveFloor(deps);
      },
    };
  },
  jobs: (deps) => [{ name: 'clock-floor', schedule: '* * * * *', run: () => saveFloor(deps) }],
};

export { boxTimeOf } from './box-time';
export { latestWrittenTime } from './clock-floor';

/**
 * Puts the box's clock in deps.clock at start (before the start-up sweep writes its log), and has
 * its corrections move what `features` have running.
 */
export function installBoxClock(deps: AppDeps, features: readonly Feature[], floor: number): BoxClock {
  const clock = boxClockOf(deps, floor);
  followCorrections(deps, clock, features);
  return clock;
}
