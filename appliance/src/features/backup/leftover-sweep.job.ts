import type { AppDeps } from '../../shared/deps';
import type { Job } from '../../shared/job';
import { sweepAndLog } from './leftover-sweep';

/** Nightly, before the backup's hour: pictures no row names and files a cut write left behind. */
export function leftoverSweepJob(deps: AppDeps): Job {
  return {
    name: 'leftover-sweep',
    schedule: '29 3 * * *',
    run() {
      sweepAndLog(deps.db.$client, deps.config.dataDir, deps.logger, 'nightly', deps.clock.now());
    },
  };
}
