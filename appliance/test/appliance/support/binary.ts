import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const hostArch = process.arch === 'arm64' ? 'arm64' : 'x64';
const lockDir = path.join(repoRoot, '.tmp', 'build-binary.lock');

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * The single binary, built once per change of its inputs (`npm run build:binary` keeps a stamp and
 * skips an up-to-date build). Test files run in parallel, so one builds while the others wait.
 */
export function ensureBinary(arch: 'x64' | 'arm64' = hostArch): string {
  fs.mkdirSync(path.dirname(lockDir), { recursive: true });
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch {
      // A lock older than the longest build belongs to a run that died.
      const stat = fs.statSync(lockDir, { throwIfNoEntry: false });
      if (stat && Date.now() - stat.mtimeMs > 15 * 60_000) fs.rmSync(lockDir, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error('timed out waiting for another binary build');
      sleep(1000);
    }
  }
  try {
    execFileSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts/build-binary.ts'), '--arch', arch], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 15 * 60_000,
    });
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
  return path.join(repoRoot, 'dist', `sma-order-linux-${arch}`);
}
