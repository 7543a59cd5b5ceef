import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateReleaseKeyPair, writeReleaseBundle } from '../../src/features/upgrades';

/** A vendor: a key pair, the folder of public keys a box trusts, and bundles signed by it. */
export function makeVendor() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-vendor-'));
  const keys = generateReleaseKeyPair();
  const keysDir = path.join(dir, 'release-keys');
  fs.mkdirSync(keysDir);
  fs.writeFileSync(path.join(keysDir, 'vendor.pub'), keys.publicKey);
  let count = 0;
  return {
    dir,
    keysDir,
    privateKey: keys.privateKey,
    /** A signed bundle of a small stand-in binary (or `binary`), as `npm run build:release` writes. */
    async bundle(options: {
      version: string;
      arch?: 'x64' | 'arm64';
      minimumFrom?: string;
      binary?: string;
      privateKey?: string;
    }) {
      count += 1;
      const binary = options.binary ?? path.join(dir, `binary-${count}`);
      if (!options.binary) fs.writeFileSync(binary, `#!/bin/sh\necho "sma-order ${options.version}"\n`, { mode: 0o755 });
      const out = path.join(dir, `release-${count}.release.tgz`);
      await writeReleaseBundle({
        binary,
        version: options.version,
        arch: options.arch ?? (process.arch === 'arm64' ? 'arm64' : 'x64'),
        privateKeyPem: options.privateKey ?? keys.privateKey,
        out,
        minimumFrom: options.minimumFrom,
        builtAt: '2026-11-27T00:00:00.000Z',
      });
      return out;
    },
  };
}
