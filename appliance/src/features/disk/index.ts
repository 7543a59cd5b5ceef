/** The data dir's card: what uses it, its level, the reserve, pruning when it runs low. */
import type { Feature } from '../../shared/feature';
import { createDiskRoutes } from './disk.routes';
import { keepDiskUsable } from './disk-upkeep';
import { diskWatchJob } from './disk-watch.job';

export { diskLevel } from './disk-usage';
export { makeRoomToStart } from './room-to-start';

/**
 * At start the reserve is written (when it fits) and a low card pruned; a write that finds the
 * card full (the guard in deps.disk) prunes at once; a job looks every minute; at stop a nearly
 * full card gives the reserve to the closing checkpoint.
 */
export const feature: Feature = {
  name: 'disk',
  routes: createDiskRoutes,
  start(deps) {
    deps.disk.onFull(() => keepDiskUsable(deps, 'full'));
    keepDiskUsable(deps, 'start');
    return { stop: async () => deps.disk.releaseForClose() };
  },
  jobs: (deps) => [diskWatchJob(deps)],
};
