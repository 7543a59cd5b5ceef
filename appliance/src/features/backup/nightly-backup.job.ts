import type { AppDeps } from '../../shared/deps';
import type { Job } from '../../shared/job';
import { listBackups } from './backup-files';
import { backupDue } from './backup-schedule';
import { writeBackup } from './hot-backup';

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
