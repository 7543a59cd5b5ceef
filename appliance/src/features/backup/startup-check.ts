import fs from 'node:fs';
import { databasePath } from '../../db/client';
import type { Logger } from '../../logger';
import { backupsDir, listBackups } from './backup-files';
import { inspectDatabase, installDatabase, moveAside } from './database-files';
import { restoreImages } from './image-mirror';

/** What happened when a damaged database was replaced at start. */
export interface RecoveryReport {
  findings: string[];
  /** Where the damaged file was kept. */
  keptAs: string;
  restoredFrom: string;
  backupTakenAt: Date;
  imagesRestored: number;
}

/** The database is damaged and nothing could replace it; the box must not start on it. */
export class DatabaseDamagedError extends Error {
  constructor(file: string, findings: string[], dataDir: string) {
    super(
      [
        `The database ${file} is damaged (${findings.slice(0, 3).join('; ')}) and no usable backup was found in ${backupsDir(dataDir)}.`,
        'Nothing was changed. Restore a backup with `sma-order restore FILE`, or move the file away to start an empty shop.',
      ].join('\n'),
    );
    this.name = 'DatabaseDamagedError';
  }
}

/**
 * Runs `PRAGMA quick_check` on the shop database before the box opens it. A damaged file is
 * moved aside (kept, stamped with `now`) and the newest backup that passes its own check takes its
 * place, with any pictures it needs from the backup mirror. Answers undefined when all was well.
 */
export async function checkDatabaseAtStart(dataDir: string, logger: Logger, now: Date): Promise<RecoveryReport | undefined> {
  const file = databasePath(dataDir);
  if (!fs.existsSync(file)) return undefined;
  const started = performance.now();
  const findings = inspectDatabase(file);
  logger.debug({ ms: Math.round(performance.now() - started), ok: findings.length === 0 }, 'database quick_check');
  if (findings.length === 0) return undefined;

  logger.error({ file, findings: findings.slice(0, 10) }, 'DATABASE DAMAGED: looking for the newest good backup');
  const backup = listBackups(dataDir).find((entry) => {
    const problems = inspectDatabase(entry.file, { readonly: true, shopTables: true });
    if (problems.length > 0)
      logger.warn({ backup: entry.file, problems: problems.slice(0, 3) }, 'backup unusable, trying an older one');
    return problems.length === 0;
  });
  if (!backup) throw new DatabaseDamagedError(file, findings, dataDir);

  const keptAs = moveAside(file, 'corrupt', now);
  await installDatabase(backup.file, file);
  const imagesRestored = restoreImages(dataDir);
  const report = { findings, keptAs, restoredFrom: backup.file, backupTakenAt: backup.takenAt, imagesRestored };
  logger.error(
    { keptAs, restoredFrom: backup.file, backupTakenAt: backup.takenAt.toISOString(), imagesRestored },
    'DATABASE RESTORED FROM BACKUP: changes made after the backup are lost; the damaged file was kept',
  );
  return report;
}
