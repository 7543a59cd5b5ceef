/**
 * npm run build:oci [-- --arch x64|arm64] [--out FILE]: the box as a container image, built with
 * no daemon: the single binary (npm run build:binary) on a base that mmdebstrap extracts from
 * Debian's libc6, libstdc++6 and libgcc-s1 (no shell, no package manager), put together by
 * `podman build` from scripts/oci/Containerfile in a private, throw-away image store. Writes
 * dist/sma-order-<version>-oci-<arch>.tar, a docker-archive (what `docker load` and `podman load`
 * take), and prints the lines a shop runs. Needs root and Debian's mmdebstrap and podman.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ARCHES, type Arch, hostArch, repoRoot } from '../build-binary/targets';
import { imageTag, shopCommands } from './commands';

const { values } = parseArgs({ options: { arch: { type: 'string' }, out: { type: 'string' } } });
const arch = (values.arch ?? hostArch()) as Arch;
if (!ARCHES.includes(arch)) {
  console.error(`--arch must be one of ${ARCHES.join(', ')}`);
  process.exit(2);
}
const missing = ['mmdebstrap', 'podman'].filter((tool) => !onPath(tool));
if (missing.length > 0 || process.getuid?.() !== 0) {
  console.error(
    `build:oci runs as root with Debian's mmdebstrap and podman (missing: ${missing.join(', ') || 'none'}):\n` +
      '  apt-get install --no-install-recommends mmdebstrap podman',
  );
  process.exit(2);
}

const DEBIAN_ARCH: Record<Arch, string> = { x64: 'amd64', arm64: 'arm64' };
const BASE_TAG = 'localhost/sma-order-base:bookworm';
const here = import.meta.dirname;
const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
const archive = path.resolve(values.out ?? path.join(repoRoot, 'dist', `sma-order-${version}-oci-${arch}.tar`));
const started = performance.now();
run(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts/build-binary.ts'), '--arch', arch]);
const binary = path.join(repoRoot, 'dist', `sma-order-linux-${arch}`);

// A folder per run: two builds at once (a test and a vendor's) keep apart.
fs.mkdirSync(path.join(repoRoot, '.tmp', 'oci'), { recursive: true });
const work = fs.mkdtempSync(path.join(repoRoot, '.tmp', 'oci', `${arch}-`));
// A store and state of our own: the build neither sees nor leaves anything of the machine's podman.
const podmanStore = [
  '--root',
  path.join(work, 'store'),
  '--runroot',
  path.join(work, 'run'),
  '--tmpdir',
  path.join(work, 'state'),
  '--storage-driver',
  'overlay',
];

function onPath(tool: string): boolean {
  return (process.env.PATH ?? '').split(':').some((dir) => dir !== '' && fs.existsSync(path.join(dir, tool)));
}

function run(command: string, args: string[]): void {
  execFileSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
}

function podman(...args: string[]): void {
  run('podman', [...podmanStore, ...args]);
}

function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

fs.mkdirSync(path.join(work, 'context'));
try {
  console.log(`\nBase: Debian bookworm libc6, libstdc++6, libgcc-s1 for ${DEBIAN_ARCH[arch]} (mmdebstrap --variant=extract)`);
  // extract: the packages' files only, nothing run in the new root (so no emulation for arm64).
  const mirror = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';
  const security = process.env.DEBIAN_SECURITY_MIRROR ?? 'http://deb.debian.org/debian-security';
  const baseTar = path.join(work, 'base.tar');
  run('mmdebstrap', [
    '--quiet',
    '--variant=extract',
    `--architectures=${DEBIAN_ARCH[arch]}`,
    '--include=libc6,libstdc++6,libgcc-s1',
    `--extract-hook=sh ${path.join(here, 'base-hook.sh')} "$1"`,
    'bookworm',
    baseTar,
    `deb ${mirror} bookworm main`,
    `deb ${mirror} bookworm-updates main`,
    `deb ${security} bookworm-security main`,
  ]);
  // mmdebstrap's tarball carries device nodes (the runtime makes /dev) and apt's leftovers.
  run('tar', [
    '--delete',
    '--wildcards',
    '-f',
    baseTar,
    './dev/?*',
    './etc/apt',
    './var/lib/apt',
    './var/cache/apt',
    './var/log/apt',
    './usr/share/doc',
    './usr/share/lintian',
    './usr/share/gdb',
    './usr/share/gcc',
  ]);
  console.log(`  ${mib(fs.statSync(baseTar).size)}`);

  podman('import', '--quiet', '--arch', DEBIAN_ARCH[arch], '--os', 'linux', baseTar, BASE_TAG);
  fs.linkSync(binary, path.join(work, 'context', 'sma-order'));
  const tag = imageTag(version);
  console.log(`\nImage ${tag} (podman build -f scripts/oci/Containerfile)`);
  podman(
    'build',
    '--quiet',
    '--layers=false',
    '--platform',
    `linux/${DEBIAN_ARCH[arch]}`,
    '--build-arg',
    `BASE=${BASE_TAG}`,
    '--label',
    `org.opencontainers.image.version=${version}`,
    '--label',
    'org.opencontainers.image.title=sma-order',
    '-t',
    tag,
    '-f',
    path.join(here, 'Containerfile'),
    path.join(work, 'context'),
  );
  fs.mkdirSync(path.dirname(archive), { recursive: true });
  fs.rmSync(archive, { force: true });
  podman('save', '--quiet', '--format', 'docker-archive', '-o', archive, tag);
} finally {
  clean();
}

const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(`\n${archive}: ${mib(fs.statSync(archive).size)} (docker-archive), built in ${seconds} s`);
const shown = path.relative(process.cwd(), archive) || archive;
const lines = shopCommands(shown, version);
console.log("\nOn the shop's machine (the first-run setup URL is in the logs):");
for (const line of [lines.load, lines.run, lines.logs]) console.log(`  ${line.join(' ')}`);

function clean(): void {
  if (fs.existsSync(path.join(work, 'store'))) {
    // Unmounts the store's layers, so the folder can go.
    execFileSync('podman', [...podmanStore, 'rmi', '--all', '--force'], { stdio: 'ignore' });
  }
  fs.rmSync(work, { recursive: true, force: true });
}
