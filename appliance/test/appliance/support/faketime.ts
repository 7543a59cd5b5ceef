import fs from 'node:fs';
import path from 'node:path';
import { type RunningProcess, startProcess } from './process';

/** Debian's `faketime` package: LD_PRELOAD moves the wall clock of the process it is loaded into. */
export const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

/** Why the tests under a moved clock cannot run here, or undefined when they can. */
export function faketimeMissing(): string | undefined {
  if (process.arch !== 'x64') return `libfaketime is x86_64 here, this is ${process.arch}`;
  if (!fs.existsSync(LIBFAKETIME)) return `${LIBFAKETIME} is missing (apt-get install -y faketime)`;
  return undefined;
}

/**
 * The wall clock of a box started with `clockFile`: libfaketime reads the file on every call
 * (no cache), so writing a new offset steps the running box's clock, as NTP or a person at the
 * console would. The monotonic clock is left alone, as a real step leaves it.
 */
export class MovedClock {
  constructor(readonly file: string) {}

  /** The box's system clock reads `at` now (epoch ms) and runs on from there. */
  setTo(at: number): void {
    const seconds = Math.round((at - Date.now()) / 1000);
    fs.writeFileSync(this.file, `${seconds >= 0 ? '+' : ''}${seconds}\n`);
  }

  /** Steps the box's system clock by `ms`. */
  step(ms: number): void {
    const text = fs.readFileSync(this.file, 'utf8').trim();
    const seconds = Number(text) + Math.round(ms / 1000);
    fs.writeFileSync(this.file, `${seconds >= 0 ? '+' : ''}${seconds}\n`);
  }
}

/**
 * The binary in `home`, on an ephemeral port; its system clock moved by libfaketime when
 * `faketime` (a FAKETIME spec) or `clock` (a file the test rewrites) is given.
 */
export async function startBinary(
  binary: string,
  home: string,
  moved: { faketime?: string; clock?: MovedClock } = {},
): Promise<{ box: RunningProcess; url: string }> {
  const env: NodeJS.ProcessEnv = { PATH: '/usr/bin:/bin', HOME: home, LANG: 'C.UTF-8', LOG_LEVEL: 'info' };
  if (moved.faketime || moved.clock) Object.assign(env, { LD_PRELOAD: LIBFAKETIME, FAKETIME_DONT_FAKE_MONOTONIC: '1' });
  if (moved.faketime) env.FAKETIME = moved.faketime;
  if (moved.clock) Object.assign(env, { FAKETIME_TIMESTAMP_FILE: path.resolve(moved.clock.file), FAKETIME_NO_CACHE: '1' });
  const box = startProcess(binary, ['--host', '127.0.0.1', '--port', '0', '--no-mdns'], { cwd: home, env });
  const [, port] = await box.waitFor(/http:\/\/localhost:(\d+)\//, 60_000);
  return { box, url: `http://127.0.0.1:${port}` };
}
