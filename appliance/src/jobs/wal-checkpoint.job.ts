import type { AppDeps } from '../shared/deps';
import type { Job } from './registry';

/**
 * Every ten minutes: a PASSIVE checkpoint folds the WAL back into the database without waiting
 * on readers or writers, so the WAL stays small even when a long read kept autocheckpoints from
 * finishing; journal_size_limit then trims the file.
 */
export function walCheckpointJob(deps: AppDeps): Job {
  return {
    name: 'wal-checkpoint',
    schedule: '*/10 * * * *',
    run() {
      const [result] = deps.db.$client.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[];
      if (result && result.log > 10_000) deps.logger.warn(result, 'WAL is large after a checkpoint');
    },
  };
}
