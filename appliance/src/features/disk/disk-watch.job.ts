import type { AppDeps } from '../../shared/deps';
import type { Job } from '../../shared/job';
import { keepDiskUsable } from './disk-upkeep';

/** Every minute: prune what is safe when the card runs low, put the reserve back, resume a full box. */
export function diskWatchJob(deps: AppDeps): Job {
  return {
    name: 'disk-watch',
    schedule: '* * * * *',
    run: () => keepDiskUsable(deps, 'job'),
  };
}
