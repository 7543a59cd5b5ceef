import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { freeBytes, RESERVE_BYTES, RESERVE_FILE } from '../../shared/disk-guard';
import { pruneBackupsForSpace } from '../backup';
import { CRITICAL_KEEP_BACKUPS } from './disk-upkeep';
import { pruneRotatedLogs } from './log-prune';

/**
 * What the start needs free before the database opens: SQLite's -shm and -wal files, the start's
 * log line, the clock's floor and a login or two. Well under the reserve, which frees four times this.
 */
export const START_FREE_BYTES = RESERVE_BYTES / 4;

/**
 * Before the database opens. A box started again on a full card (the power cut in a busy evening,
 * a restart after a crash) must come up, so staff can see what fills the card and tablets their
 * menus: SQLite cannot even open its files with no room. With less than START_FREE_BYTES free,
 * what is safe to prune goes (as when the card fills while running: backups beyond the newest
 * CRITICAL_KEEP_BACKUPS, rotated logs), and if that is not enough, the reserve. Answers whether
 * the card was full: the box then starts refusing orders (the disk guard's noteFull) until room
 * comes back, which the disk feature's start looks for at once.
 */
export function makeRoomToStart(config: Pick<Config, 'dataDir' | 'backupKeepDays'>, logger: Logger): boolean {
  const { dataDir } = config;
  const before = freeBytes(dataDir);
  if (before === null || before >= START_FREE_BYTES) return false;
  const backups = pruneBackupsForSpace(dataDir, { keepDays: config.backupKeepDays, keepAtMost: CRITICAL_KEEP_BACKUPS });
  const logs = pruneRotatedLogs(dataDir);
  const reserve = path.join(dataDir, RESERVE_FILE);
  const releaseReserve = (freeBytes(dataDir) ?? 0) < START_FREE_BYTES && fs.existsSync(reserve);
  if (releaseReserve) fs.rmSync(reserve, { force: true });
  logger.error(
    { freeBytes: before, freeAfter: freeBytes(dataDir), backups, logs, reserveReleased: releaseReserve },
    'disk full at start: made room to start, orders refused until space is freed',
  );
  return true;
}
