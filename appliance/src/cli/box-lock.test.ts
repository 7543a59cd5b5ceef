import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireBoxLock, BoxRunningError, runningBoxPid } from './box-lock';

// A live process of the box's own program (node), standing in for a box that serves the data dir.
let other: ChildProcess;
let dir: string;
let bootIdFile: string;

beforeEach(() => {
  other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-box-lock-'));
  bootIdFile = path.join(dir, 'boot_id');
  fs.writeFileSync(bootIdFile, 'boot-2\n');
});
afterEach(() => {
  other.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

const pidFile = () => path.join(dir, 'sma-order.pid');
const bootFile = () => path.join(dir, 'sma-order.pid.boot');
/** A box's lock as written in a boot: the pid alone in the pid file, the boot beside it. */
function lockedBy(pid: number | undefined, boot: string): void {
  fs.writeFileSync(pidFile(), `${pid}\n`);
  fs.writeFileSync(bootFile(), `${boot}\n`);
}

describe('the box lock on a data dir', () => {
  it('refuses a second box while the first, of this boot, runs', () => {
    lockedBy(other.pid, 'boot-2');
    expect(runningBoxPid(dir, bootIdFile)).toBe(other.pid);
    expect(() => acquireBoxLock(dir, bootIdFile)).toThrow(BoxRunningError);
  });

  it('after a power cut the file of an earlier boot is stale, even if its pid is taken again', () => {
    lockedBy(other.pid, 'boot-1');
    expect(runningBoxPid(dir, bootIdFile)).toBeUndefined();
    const lock = acquireBoxLock(dir, bootIdFile);
    expect(fs.readFileSync(pidFile(), 'utf8')).toBe(`${process.pid}\n`);
    expect(fs.readFileSync(bootFile(), 'utf8')).toBe('boot-2\n');
    lock.release();
    expect(fs.existsSync(pidFile())).toBe(false);
    expect(fs.existsSync(bootFile())).toBe(false);
  });

  it('reads a lock of the older form (no boot beside the pid) as before', () => {
    fs.writeFileSync(pidFile(), `${other.pid}\n`);
    expect(runningBoxPid(dir, bootIdFile)).toBe(other.pid);
  });

  it('a pid that no process holds any more is no box', async () => {
    const gone = other.pid;
    other.kill('SIGKILL');
    await new Promise((resolve) => other.once('exit', resolve));
    lockedBy(gone, 'boot-2');
    expect(runningBoxPid(dir, bootIdFile)).toBeUndefined();
  });

  it('leaves the file of another box alone on release', () => {
    const lock = acquireBoxLock(dir, bootIdFile);
    lockedBy(other.pid, 'boot-2');
    lock.release();
    expect(fs.readFileSync(pidFile(), 'utf8')).toBe(`${other.pid}\n`);
  });
});
