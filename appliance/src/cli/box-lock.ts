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

/** The pid of the box serving `dataDir`, if one runs. */
export function runningBoxPid(dataDir: string): number | undefined {
  let text: string;
  try {
    text = fs.readFileSync(pidFile(dataDir), 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isSafeInteger(pid) && pid > 0 && isBoxProcess(pid) ? pid : undefined;
}

/** Marks the data dir as served by this process; throws BoxRunningError when another box has it. */
export function acquireBoxLock(dataDir: string): { release(): void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const other = runningBoxPid(dataDir);
  if (other !== undefined) throw new BoxRunningError(other);
  const file = pidFile(dataDir);
  fs.writeFileSync(file, `${process.pid}\n`);
  return {
    release() {
      try {
        if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file, { force: true });
      } catch {
        // Already gone.
      }
    },
  };
}
