/**
 * npm run build:release -- --key FILE [--arch x64|arm64] [--binary FILE] [--minimum-from V] [--out FILE]
 * A signed release bundle (docs/upgrades.md) of the box binary (`npm run build:binary` first when
 * --binary is not given): dist/sma-order-<version>-linux-<arch>.release.tgz. The version is the
 * binary's own (package.json's); a box installs it from /admin (ソフトウェア更新) or with
 * `sma-order upgrade FILE`, only if one of its trusted public keys verifies the signature.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bundleFileName, writeReleaseBundle } from '../../appliance/src/features/upgrades';
import pkg from '../../package.json' with { type: 'json' };
import { ARCHES, type Arch, hostArch, repoRoot } from '../build-binary/targets';

const { values } = parseArgs({
  options: {
    key: { type: 'string' },
    arch: { type: 'string' },
    binary: { type: 'string' },
    'minimum-from': { type: 'string' },
    out: { type: 'string' },
  },
});
const arch = (values.arch ?? hostArch()) as Arch;
if (!ARCHES.includes(arch)) {
  console.error(`--arch must be one of ${ARCHES.join(', ')}`);
  process.exit(2);
}
const keyFile = values.key ?? process.env.SMA_ORDER_RELEASE_KEY;
if (!keyFile) {
  console.error('--key FILE (the vendor private key from npm run release:keygen) is required');
  process.exit(2);
}
let binary = values.binary;
if (!binary) {
  execFileSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts/build-binary.ts'), '--arch', arch], {
    stdio: 'inherit',
  });
  binary = path.join(repoRoot, 'dist', `sma-order-linux-${arch}`);
}
let version = pkg.version;
if (arch === hostArch()) {
  // The box reports its own version when it answers healthy; the manifest must name the same one.
  version =
    execFileSync(binary, ['--version'], {
      encoding: 'utf8',
      env: { ...process.env, SMA_ORDER_CACHE_DIR: path.join(repoRoot, '.tmp/release-cache') },
    }).split(' ')[1] ?? '';
}
const out = path.resolve(values.out ?? path.join(repoRoot, 'dist', bundleFileName(version, arch)));
const manifest = await writeReleaseBundle({
  binary,
  version,
  arch,
  privateKeyPem: fs.readFileSync(keyFile, 'utf8'),
  out,
  minimumFrom: values['minimum-from'],
  builtAt: new Date().toISOString(),
});
console.log(
  `${out}: release ${manifest.version} for linux-${arch}, ${(fs.statSync(out).size / 1024 / 1024).toFixed(1)} MiB, binary sha256 ${manifest.binary.sha256}`,
);
