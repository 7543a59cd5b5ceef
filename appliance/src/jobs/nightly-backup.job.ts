import { listBackups } from '../features/backup/backup-files';
import { backupDue } from '../features/backup/backup-schedule';
import { writeBackup } from '../features/backup/hot-backup';
import type { AppDeps } from '../shared/deps';
import type { Job } from './registry';

/** Hourly check, nightly backup: a hot copy of the database and new pictures, old ones pruned. */
export function nightlyBackupJob(deps: AppDeps): Job {
  return {
    name: 'nightly-backup',
    schedule: '41 * * * *',
    async run() {
      const { dataDir, backupKeepDays } = deps.config;
      const now = new Date(deps.clock.now());
      if (!backupDue(now, listBackups(dataDir)[0]?.takenAt)) return;
      await writeBackup(deps.db.$client, dataDir, { keepDays: backupKeepDays, logger: deps.logger, now });
    },
  };
}
