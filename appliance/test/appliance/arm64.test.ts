import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARM64_SYSROOT, arm64EmulationMissing } from '../../../scripts/build-binary/arm64-emulation';
import { ensureBinary } from './support/binary';
import { startProcess } from './support/process';
import { pairAndOrder, setUpByApi } from './support/shop-journey';

// The Raspberry Pi build, run here under qemu's user-mode emulation with Debian's arm64 glibc and
// libstdc++ (qemu-user, libstdc++6-arm64-cross). Building it needs nothing for arm64: every addon
// is the registry's prebuilt N-API file. Without the two packages it cannot run on an x64
// machine, and this test says so.
const missing =
  process.arch === 'arm64' ? 'this machine is arm64: binary.test.ts already runs the native build' : arm64EmulationMissing();
if (missing) console.warn(`SKIPPED arm64 binary test: ${missing}`);

let dir: string;
let binary: string;
beforeAll(async () => {
  if (missing) return;
  binary = await ensureBinary('arm64');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-arm64-'));
}, 15 * 60_000);
afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(missing !== undefined)('the arm64 binary (under qemu-aarch64)', () => {
  it('loads its arm64 addons and serves: setup (argon2), a photo (sharp), an order (SQLite)', async () => {
    const env = { PATH: '/usr/bin:/bin', HOME: dir, LANG: 'C.UTF-8', XDG_CACHE_HOME: path.join(dir, '.cache') };
    const box = startProcess(
      'qemu-aarch64',
      ['-L', ARM64_SYSROOT, binary, '--host', '127.0.0.1', '--port', '0', '--no-mdns', '--data-dir', path.join(dir, 'data')],
      { env },
    );
    try {
      const [, port] = await box.waitFor(/http:\/\/localhost:(\d+)\//, 90_000);
      const [, token] = await box.waitFor(/\/setup\?token=([A-Za-z0-9_-]+)/);
      const url = `http://127.0.0.1:${port}`;
      const owner = await setUpByApi(url, token!);
      const visit = await pairAndOrder(url, owner, 2);
      expect((await fetch(`${url}${visit.imageUrl}`)).headers.get('content-type')).toBe('image/webp');
      expect(await box.stop('SIGTERM', 30_000)).toMatchObject({ code: 0 });
    } finally {
      await box.stop('SIGKILL');
    }
  }, 180_000);
});
