/**
 * npm run build:binary [-- --arch x64|arm64] [--force] [--out FILE] [--version V]: the box as one executable (Node's Single
 * Executable Application): the server bundled by esbuild, the UI, migrations and native addons as
 * SEA assets, Node 24 LTS from the npm registry. Output: dist/sma-order-linux-<arch>. Skips the
 * work when nothing that goes into the binary changed since the last build (a stamp beside it).
 * --version stamps another version than package.json's (tests build a "newer release" this way).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ARM64_SYSROOT, canEmulateArm64 } from './build-binary/arm64-emulation';
import { betterSqlite3For } from './build-binary/better-sqlite3';
import { bundleApp, bundleLoader } from './build-binary/bundle';
import { recordCodeCache } from './build-binary/code-cache';
import { packageDir } from './build-binary/fetch-package';
import { inputsHash } from './build-binary/inputs-hash';
import { collectAddons } from './build-binary/native-addons';
import { packBinary } from './build-binary/sea-pack';
import { ARCHES, type Arch, hostArch, repoRoot, targetFor, workRoot } from './build-binary/targets';
import { buildUi } from './build-binary/ui-build';

const { values } = parseArgs({
  options: { arch: { type: 'string' }, force: { type: 'boolean' }, out: { type: 'string' }, version: { type: 'string' } },
});
const arch = (values.arch ?? hostArch()) as Arch;
if (!ARCHES.includes(arch)) {
  console.error(`--arch must be one of ${ARCHES.join(', ')}`);
  process.exit(2);
}
const target = targetFor(arch);
const output = path.resolve(values.out ?? path.join(repoRoot, 'dist', `sma-order-linux-${arch}`));
const stamp = `${output}.inputs`;
const hash = inputsHash(arch) + (values.version ? `-v${values.version}` : '');

function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

if (!values.force && fs.existsSync(output) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8').trim() === hash) {
  console.log(`${output} is up to date (${mib(fs.statSync(output).size)}); --force rebuilds`);
  process.exit(0);
}

const started = performance.now();
const workDir = path.join(workRoot, `work-${arch}${values.version ? `-v${values.version}` : ''}`);
fs.rmSync(workDir, { recursive: true, force: true });
fs.mkdirSync(workDir, { recursive: true });
console.log(`Building the box for linux-${arch} with Node ${target.node.version}`);
const nodeDir = packageDir(target.node.name, target.node.version, target.node.integrity);
const host = hostArch();
const blobNode =
  host === arch || !host
    ? path.join(nodeDir, 'bin/node')
    : path.join(packageDir(targetFor(host).node.name, target.node.version, targetFor(host).node.integrity), 'bin/node');
console.log('  native addons');
const betterSqlite3 = betterSqlite3For(target);
const addons = collectAddons(target, betterSqlite3);
console.log('  UI (vite build)');
const uiDist = buildUi(path.join(workDir, 'ui-dist'));
console.log('  server bundle (esbuild)');
const bundle = path.join(workDir, 'app.cjs');
await bundleApp(bundle, betterSqlite3, values.version);
const loader = path.join(workDir, 'loader.cjs');
await bundleLoader(loader);
console.log('  SEA blob and injection (postject)');
const pack = (codeCache?: string) =>
  packBinary({
    target,
    nodeBinary: path.join(nodeDir, 'bin/node'),
    blobNode,
    loader,
    bundle,
    codeCache,
    uiDist,
    migrationsDir: path.join(repoRoot, 'appliance/src/db/migrations'),
    hqMigrationsDir: path.join(repoRoot, 'appliance/src/hq/migrations'),
    addons,
    workDir,
    output,
  });
await pack();
if (arch === host) {
  // V8's code cache belongs to the V8 that made it: recorded by a start of this binary, so only
  // for this machine's architecture (another architecture's binary compiles the bundle at start).
  console.log('  code cache (a start of the binary), then the blob again with it');
  await pack(await recordCodeCache(output, workDir));
}
fs.writeFileSync(stamp, `${hash}\n`);

const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(`\n${output}: ${mib(fs.statSync(output).size)}, built in ${seconds} s`);
if (arch === hostArch()) {
  const { NODE_OPTIONS: _flags, ...env } = process.env;
  const smoke = spawnSync(output, ['--version'], {
    encoding: 'utf8',
    env: { ...env, SMA_ORDER_CACHE_DIR: path.join(workDir, 'cache'), SMA_ORDER_REPORT_CODE_CACHE: '1' },
  });
  if (smoke.status !== 0) throw new Error(`${output} --version failed: ${smoke.stderr}`);
  // A cache V8 refuses still runs, only slower: a refusal here means the recording went wrong.
  if (!smoke.stderr.includes('code cache: accepted')) throw new Error(`the binary's code cache was not used: ${smoke.stderr}`);
  console.log(`smoke: ${smoke.stdout.trim()} (code cache accepted)`);
} else if (arch === 'arm64' && canEmulateArm64()) {
  // Under user-mode emulation, with Debian's arm64 libc and libstdc++ (libstdc++6-arm64-cross).
  const version = execFileSync('qemu-aarch64', ['-L', ARM64_SYSROOT, output, '--version'], {
    encoding: 'utf8',
    env: { ...process.env, SMA_ORDER_CACHE_DIR: path.join(workDir, 'cache') },
  });
  console.log(`smoke (qemu-aarch64): ${version.trim()}`);
} else {
  console.log(`Not run here: copy it to a linux-${arch} machine (Raspberry Pi OS 64-bit) and run \`sma-order --version\`.`);
}
