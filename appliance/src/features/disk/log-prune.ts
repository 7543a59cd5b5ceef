import fs from 'node:fs';
import path from 'node:path';

/**
 * The box's logs: on the flashed image the journal lives on the data partition (the initrd binds
 * `<data>/.os/log` to /var/log, scripts/image/initramfs). Elsewhere the box logs to stdout and
 * this folder is absent.
 */
export function logsDir(dataDir: string): string {
  return path.join(dataDir, '.os', 'log');
}

// journald's archived files (system@…journal, …journal~) and classic rotated logs (x.log.1, x.gz).
const ROTATED = /(@[^/]*\.journal|\.journal~|\.\d+|\.gz|\.xz|\.zst)$/;

/** Deletes rotated logs under the logs folder (never a live one); answers the files removed. */
export function pruneRotatedLogs(dataDir: string): string[] {
  const removed: string[] = [];
  const walk = (dir: string, depth: number) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory() && depth < 3) walk(file, depth + 1);
      else if (entry.isFile() && ROTATED.test(entry.name)) {
        try {
          fs.rmSync(file);
          removed.push(file);
        } catch {
          // Not ours to delete (journald's folder may be root's): left as it is.
        }
      }
    }
  };
  walk(logsDir(dataDir), 0);
  return removed;
}
