import fs from 'node:fs';

/**
 * Maintenance commands run by root (sudo) switch to the data dir's owner first, so files they
 * create (WAL, backups, restored pictures) stay writable by the box's own user.
 */
export function becomeDataDirOwner(dataDir: string): void {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return;
  let stat: fs.Stats;
  try {
    stat = fs.statSync(dataDir);
  } catch {
    return;
  }
  if (stat.uid === 0) return;
  process.setgroups?.([stat.gid]);
  process.setgid?.(stat.gid);
  process.setuid?.(stat.uid);
}
