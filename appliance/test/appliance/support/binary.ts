import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { runToEnd } from './process';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const hostArch = process.arch === 'arm64' ? 'arm64' : 'x64';
const lockDir = path.join(repoRoot, '.tmp', 'build-binary.lock');
const BUILD_LIMIT_MS = 15 * 60_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** One build at a time across test files (they run in parallel); a lock left by a dead run is taken over. */
async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(lockDir), { recursive: true });
  const deadline = Date.now() + BUILD_LIMIT_MS;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      fs.writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      break;
    } catch {
      const holder = Number(fs.readFileSync(path.join(lockDir, 'pid'), { encoding: 'utf8', flag: 'a+' }));
      if (holder > 0 && !alive(holder)) fs.rmSync(lockDir, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error('timed out waiting for another binary build');
      await sleep(500);
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

/**
 * The single binary for `arch`, built when its inputs changed since the last build
 * (`npm run build:binary` keeps a stamp beside it and skips an up-to-date build).
 */
export function ensureBinary(arch: 'x64' | 'arm64' = hostArch): Promise<string> {
  return withBuildLock(async () => {
    await runToEnd(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'scripts/build-binary.ts'), '--arch', arch],
      `npm run build:binary -- --arch ${arch}`,
      BUILD_LIMIT_MS,
      repoRoot,
    );
    return path.join(repoRoot, 'dist', `sma-order-linux-${arch}`);
  });
}

/** This host's binary copied alone into a new temporary folder (as a vendor installs it): the folder and the copy. */
export async function binaryInTempDir(prefix: string): Promise<{ dir: string; binary: string }> {
  const built = await ensureBinary();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const binary = path.join(dir, 'sma-order');
  fs.copyFileSync(built, binary);
  fs.chmodSync(binary, 0o755);
  return { dir, binary };
}
