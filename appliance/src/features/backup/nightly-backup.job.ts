import fs from 'node:fs';
import { databasePath } from '../../db/client';
import type { AppDeps } from '../../shared/deps';
import { freeBytes, RESERVE_BYTES, RESUME_FREE_BYTES } from '../../shared/disk-guard';
import type { Job } from '../../shared/job';
import { listBackups } from './backup-files';
import { backupDue, backupFits } from './backup-schedule';
import { writeBackup } from './hot-backup';
import { pruneBackupsForSpace } from './space-prune';

/**
 * Hourly check, nightly backup: a hot copy of the database and new pictures, old ones pruned.
 * A card without room for the copy (beyond the disk reserve) gets none, so a backup never fills it.
 */
export function nightlyBackupJob(deps: AppDeps): Job {
  return {
    name: 'nightly-backup',
    schedule: '41 * * * *',
    async run() {
      const { dataDir, backupKeepDays } = deps.config;
      const now = new Date(deps.clock.now());
      if (!backupDue(now, listBackups(dataDir)[0]?.takenAt)) return;
      const database = fs.statSync(databasePath(dataDir)).size;
      const keepFree = RESERVE_BYTES + RESUME_FREE_BYTES;
      const fits = () => backupFits(freeBytes(dataDir) ?? 0, database, keepFree);
      if (!fits()) pruneBackupsForSpace(dataDir, { keepDays: backupKeepDays });
      if (!fits()) {
        deps.logger.warn(
          { databaseBytes: database, freeBytes: freeBytes(dataDir) },
          'backup skipped: the card has no room for it',
        );
        return;
      }
      await writeBackup(deps.db.$client, dataDir, { keepDays: backupKeepDays, logger: deps.logger, now });
    },
  };
}
