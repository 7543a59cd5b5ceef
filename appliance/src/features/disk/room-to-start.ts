import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { freeBytes, RESERVE_BYTES, RESERVE_FILE, RESERVE_PARTIAL_FILE } from '../../shared/disk-guard';
import { pruneRotatedLogs } from './log-prune';

/**
 * What the start needs free before the database opens: SQLite's -shm and -wal files, the start's
 * log line, the clock's floor and a login or two. Well under the reserve, which frees four times this.
 */
export const START_FREE_BYTES = RESERVE_BYTES / 4;

/**
 * Before the database opens. A box started again on a full card (the power cut in a busy evening,
 * a restart after a crash) must come up, so staff can see what fills the card and tablets their
 * menus: SQLite cannot even open its files with no room. With less than START_FREE_BYTES free, the
 * reserve goes (it is there for this), with a reserve half written when the box last stopped, and
 * rotated logs if that is not enough. Backups stay: the database check that comes next may need an
 * older one, and the disk feature's start prunes them after it. Answers whether the card was full:
 * the box then starts refusing orders (the disk guard's noteFull) until room comes back, which the
 * disk feature's start looks for at once.
 */
export function makeRoomToStart(config: Pick<Config, 'dataDir'>, logger: Logger): boolean {
  const { dataDir } = config;
  const before = freeBytes(dataDir);
  if (before === null || before >= START_FREE_BYTES) return false;
  const reserve = path.join(dataDir, RESERVE_FILE);
  const reserveReleased = fs.existsSync(reserve);
  fs.rmSync(path.join(dataDir, RESERVE_PARTIAL_FILE), { force: true });
  fs.rmSync(reserve, { force: true });
  const logs = (freeBytes(dataDir) ?? 0) < START_FREE_BYTES ? pruneRotatedLogs(dataDir) : [];
  logger.error(
    { freeBytes: before, freeAfter: freeBytes(dataDir), reserveReleased, logs },
    'disk full at start: room made to start, orders refused until space is freed',
  );
  return true;
}
