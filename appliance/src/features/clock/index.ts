/** The box's time: never before the latest time it wrote, and set by a person when the system clock is implausible. */
import type { Feature } from '../../shared/feature';
import { boxClockOf, saveFloor } from './box-time';
import { createClockRoutes } from './clock.routes';

/**
 * First in the list, so the box's clock is in deps.clock before any other feature starts, and the
 * floor is saved last at stop (every minute in between).
 */
export const feature: Feature = {
  name: 'clock',
  routes: createClockRoutes,
  start(deps) {
    boxClockOf(deps);
    saveFloor(deps);
    return { stop: async () => saveFloor(deps) };
  },
  jobs: (deps) => [{ name: 'clock-floor', schedule: '* * * * *', run: () => saveFloor(deps) }],
};
