import type { AppDeps } from '../shared/deps';
import { eventRetentionJob } from './event-retention.job';
import { leftoverSweepJob } from './leftover-sweep.job';
import { mailSenderJob } from './mail-sender.job';
import { nightlyBackupJob } from './nightly-backup.job';
import { purgeExpiredJob } from './purge-expired.job';
import type { Job } from './registry';
import { walCheckpointJob } from './wal-checkpoint.job';

/** Every background job of the box; add a job here and it starts with the server. */
export function allJobs(deps: AppDeps): Job[] {
  return [
    purgeExpiredJob(deps),
    mailSenderJob(deps),
    nightlyBackupJob(deps),
    walCheckpointJob(deps),
    eventRetentionJob(deps),
    leftoverSweepJob(deps),
  ];
}
