import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Where Debian's arm64 cross libraries live (libc6-arm64-cross, libstdc++6-arm64-cross). */
export const ARM64_SYSROOT = '/usr/aarch64-linux-gnu';

/**
 * Why the arm64 binary cannot be run here under qemu's user-mode emulation, or undefined when it
 * can: it needs qemu-aarch64 and the arm64 glibc and libstdc++ the embedded Node links against.
 */
export function arm64EmulationMissing(): string | undefined {
  if (spawnSync('sh', ['-c', 'command -v qemu-aarch64'], { stdio: 'ignore' }).status !== 0) {
    return 'no qemu-aarch64 to run it (apt-get install qemu-user)';
  }
  if (!fs.existsSync(path.join(ARM64_SYSROOT, 'lib/libstdc++.so.6'))) {
    return `no arm64 libstdc++ under ${ARM64_SYSROOT} (apt-get install libstdc++6-arm64-cross)`;
  }
  return undefined;
}

export function canEmulateArm64(): boolean {
  return arm64EmulationMissing() === undefined;
}
