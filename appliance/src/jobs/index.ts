import { features } from '../features';
import type { AppDeps } from '../shared/deps';
import { eventRetentionJob } from './event-retention.job';
import { purgeExpiredJob } from './purge-expired.job';
import type { Job } from './registry';
import { walCheckpointJob } from './wal-checkpoint.job';

/**
 * Every background job of the box: the box's own here (its database's upkeep, and expired rows of
 * several owners), then each feature's, declared in its index.ts. They start with the server.
 */
export function allJobs(deps: AppDeps): Job[] {
  return [
    purgeExpiredJob(deps),
    walCheckpointJob(deps),
    eventRetentionJob(deps),
    ...features.flatMap((feature) => feature.jobs?.(deps) ?? []),
  ];
}
