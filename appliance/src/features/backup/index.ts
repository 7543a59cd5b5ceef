/** What the rest of the box may use of backups: the start check, the sweep, writing and restoring a backup. */
import type { Feature } from '../../shared/feature';
import { backupsSettled } from './hot-backup';
import { leftoverSweepJob } from './leftover-sweep.job';
import { nightlyBackupJob } from './nightly-backup.job';

export { backupsDir, fsyncDir, fsyncFile } from './backup-files';
export { writeBackup } from './hot-backup';
export { sweepAndLog } from './leftover-sweep';
export { RestoreRefusedError, restoreDatabase } from './restore';
export { pruneBackupsForSpace } from './space-prune';
export { checkDatabaseAtStart, DatabaseDamagedError, type RecoveryReport } from './startup-check';

/** Backups: the nightly backup and sweep; a backup under way finishes before the database closes. */
export const feature: Feature = {
  name: 'backup',
  start: (deps) => ({ stop: () => backupsSettled(deps.db.$client) }),
  jobs: (deps) => [nightlyBackupJob(deps), leftoverSweepJob(deps)],
};
