import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Mounts a tmpfs of `size` (as `mount -o size=`) on `dir`: a small card that fills up. Root only. */
export const mountTmpfs = (dir: string, size: string) =>
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0755`, 'tmpfs', dir], { stdio: 'ignore' });

/** Undoes mountTmpfs (lazily, so a file still open does not hold it) and removes the mount point. */
export function unmountTmpfs(dir: string): void {
  execFileSync('umount', ['-l', dir]);
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Whether this process may mount a tmpfs (root with CAP_SYS_ADMIN): tried once and undone. */
export const canMount = (() => {
  if (process.getuid?.() !== 0) return false;
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-mount-probe-'));
  try {
    mountTmpfs(probe, '1m');
    execFileSync('umount', [probe]);
    return true;
  } catch {
    return false;
  } finally {
    fs.rmSync(probe, { recursive: true, force: true });
  }
})();

/** Fills the file system holding `filler` by appending to it until it is full, then gives `leave` bytes back. */
export function fillLeaving(filler: string, leave: number): void {
  const fd = fs.openSync(filler, 'a');
  const chunk = Buffer.alloc(1024 * 1024);
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  }
  try {
    const small = Buffer.alloc(4096);
    for (;;) fs.writeSync(fd, small);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  }
  fs.ftruncateSync(fd, Math.max(0, fs.fstatSync(fd).size - leave));
  fs.closeSync(fd);
}
