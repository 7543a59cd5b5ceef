import { statfsSync } from 'node:fs';
import type { DiskLevel, DiskStatusResponse } from '../../contract/disk';
import type { AppDeps } from '../../shared/deps';
import { pruneBackupsForSpace } from '../backup';
import { diskLevel, diskUses } from './disk-usage';
import { pruneRotatedLogs } from './log-prune';

/** Backups a critical card keeps at most (the newest always stays). */
export const CRITICAL_KEEP_BACKUPS = 2;

function statfs(dataDir: string): { free: number; total: number } | null {
  try {
    const s = statfsSync(dataDir);
    return { free: s.bavail * s.bsize, total: s.blocks * s.bsize };
  } catch {
    return null;
  }
}

// The level last logged per box: a low card is told once per change, not every minute.
const lastLogged = new WeakMap<AppDeps, DiskLevel>();

/** disk.status: free space, level, what uses the card, whether orders are refused. */
export function diskStatus(deps: AppDeps): DiskStatusResponse {
  const { dataDir } = deps.config;
  // A full box looks again here too, so a screen showing the status sees orders resume.
  if (deps.disk.full) deps.disk.acceptsWrites();
  const space = statfs(dataDir) ?? { free: 0, total: 0 };
  return {
    free_bytes: space.free,
    total_bytes: space.total,
    level: diskLevel(space.free, space.total, deps.disk.full),
    refusing_orders: deps.disk.full,
    reserve_bytes: deps.disk.reserveBytes(),
    uses: diskUses(dataDir),
    at: deps.clock.now(),
  };
}

/**
 * Keeps the card usable: when it runs low, prunes what is safe to prune (backups beyond the kept
 * days, all but the newest CRITICAL_KEEP_BACKUPS when critical, rotated logs; never the database,
 * the newest backup or a picture) and logs what went; then the reserve is put back when there is
 * room, and a full box resumes taking orders.
 */
export function keepDiskUsable(deps: AppDeps, reason: string): void {
  const { dataDir, backupKeepDays } = deps.config;
  const space = statfs(dataDir);
  if (!space) return;
  const level = diskLevel(space.free, space.total, deps.disk.full);
  if (level !== 'ok') {
    const backups = pruneBackupsForSpace(dataDir, {
      keepDays: backupKeepDays,
      ...(level === 'critical' ? { keepAtMost: CRITICAL_KEEP_BACKUPS } : {}),
    });
    const logs = pruneRotatedLogs(dataDir);
    const after = statfs(dataDir);
    const line = { reason, level, freeBytes: space.free, freedBytes: (after?.free ?? space.free) - space.free, backups, logs };
    if (backups.length + logs.length > 0) deps.logger.warn(line, 'disk low: pruned old backups and rotated logs');
    else if (lastLogged.get(deps) !== level) deps.logger.warn(line, 'disk low: nothing left that is safe to prune');
  }
  if (lastLogged.get(deps) !== level && level === 'ok' && lastLogged.has(deps)) deps.logger.info({ reason }, 'disk ok again');
  lastLogged.set(deps, level);
  if (deps.disk.full) deps.disk.recheck();
  else deps.disk.ensureReserve();
}
