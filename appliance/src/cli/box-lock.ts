import fs from 'node:fs';
import path from 'node:path';

/** Another box is serving this data dir. */
export class BoxRunningError extends Error {
  constructor(readonly pid: number) {
    super(`A box (pid ${pid}) is already running on this data dir. Stop it first (systemctl stop sma-order).`);
    this.name = 'BoxRunningError';
  }
}

function pidFile(dataDir: string): string {
  return path.join(dataDir, 'sma-order.pid');
}

/** The boot the pid file was written in, beside it (the pid file stays the pid alone, for `kill $(cat …)`). */
function bootFile(dataDir: string): string {
  return path.join(dataDir, 'sma-order.pid.boot');
}

function readTrimmed(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** This boot of the machine (Linux); where the kernel does not say, no boot is compared. */
const BOOT_ID_FILE = '/proc/sys/kernel/random/boot_id';

/** Whether `pid` is a live process running the same program as this one. */
function isBoxProcess(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // A stale file can name a pid the system has since given to another program.
    return fs.realpathSync(`/proc/${pid}/exe`) === fs.realpathSync(process.execPath);
  } catch {
    return true;
  }
}

/**
 * The pid of the box serving `dataDir`, if one runs. Beside the pid, a file names the boot it ran
 * in: after a power cut the file survives on the data partition, but no process of an earlier
 * boot does, and its pid may now be another program's that the box's sandbox cannot look into
 * (systemd's ProtectProc=invisible), which would keep the box from ever starting again.
 */
export function runningBoxPid(dataDir: string, bootIdFile = BOOT_ID_FILE): number | undefined {
  const text = readTrimmed(pidFile(dataDir));
  if (text === undefined) return undefined;
  const pid = Number.parseInt(text, 10);
  if (!Number.isSafeInteger(pid) || pid <= 0) return undefined;
  const writtenIn = readTrimmed(bootFile(dataDir));
  const thisBoot = readTrimmed(bootIdFile);
  if (writtenIn !== undefined && thisBoot !== undefined && writtenIn !== thisBoot) return undefined;
  return isBoxProcess(pid) ? pid : undefined;
}

/** Marks the data dir as served by this process; throws BoxRunningError when another box has it. */
export function acquireBoxLock(dataDir: string, bootIdFile = BOOT_ID_FILE): { release(): void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const other = runningBoxPid(dataDir, bootIdFile);
  if (other !== undefined) throw new BoxRunningError(other);
  const file = pidFile(dataDir);
  const bootId = readTrimmed(bootIdFile);
  // The boot first: a pid file is never read against an older boot's mark.
  if (bootId === undefined) fs.rmSync(bootFile(dataDir), { force: true });
  else fs.writeFileSync(bootFile(dataDir), `${bootId}\n`);
  fs.writeFileSync(file, `${process.pid}\n`);
  return {
    release() {
      try {
        if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) {
          fs.rmSync(file, { force: true });
          fs.rmSync(bootFile(dataDir), { force: true });
        }
      } catch {
        // Already gone.
      }
    },
  };
}
