import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBinary, repoRoot } from '../../appliance/support/binary';
import { runToEnd } from '../../appliance/support/process';

/** The Debian packages the image build and its qemu boot need (scripts/test.sh installs them). */
export const IMAGE_PACKAGES =
  'mmdebstrap e2fsprogs dosfstools mtools fdisk systemd-boot-efi ovmf qemu-system-x86 qemu-utils zstd';

/** The arm64 (Pi) image's build on another machine and its qemu boot (scripts/test-image-arm64.sh installs them). */
export const ARM64_IMAGE_PACKAGES =
  'mmdebstrap e2fsprogs dosfstools mtools fdisk qemu-system-arm qemu-user-static arch-test qemu-utils zstd';

export type ImageArch = 'x64' | 'arm64';

export const OVMF_CODE = '/usr/share/OVMF/OVMF_CODE_4M.fd';
export const OVMF_VARS = '/usr/share/OVMF/OVMF_VARS_4M.fd';
const TOOLS = ['mmdebstrap', 'mke2fs', 'debugfs', 'mkfs.fat', 'mcopy', 'sfdisk', 'qemu-system-x86_64', 'qemu-img'];
const ARM64_TOOLS = [
  'mmdebstrap',
  'mke2fs',
  'debugfs',
  'mkfs.fat',
  'mcopy',
  'mdir',
  'mtype',
  'sfdisk',
  'qemu-system-aarch64',
  'qemu-img',
];
// arm64 built on an x64 machine: mmdebstrap runs the Pi's packages under qemu-user (lib/foreign-arch.sh).
const ARM64_FOREIGN_TOOLS = ['qemu-aarch64-static', 'arch-test'];
const BUILD_LIMIT_MS = 20 * 60_000;
// A cold arm64 rootfs runs every package's scripts under qemu-user: measured 379 s alone, more beside other runs.
const ARM64_BUILD_LIMIT_MS = 40 * 60_000;

function onPath(tool: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
}

/** Why the image of `arch` cannot be built and booted here, or undefined when it can. */
export function imageMissing(arch: ImageArch = 'x64'): string | undefined {
  if (arch === 'arm64') return arm64ImageMissing();
  if (process.platform !== 'linux' || process.arch !== 'x64') return 'the image test runs on an x64 Linux machine';
  if (process.getuid?.() !== 0) return 'the image build runs as root (mmdebstrap, file ownership in the image)';
  const tools = TOOLS.filter((t) => !onPath(t));
  const files = [OVMF_CODE, '/usr/lib/systemd/boot/efi/systemd-bootx64.efi'].filter((f) => !fs.existsSync(f));
  if (tools.length + files.length > 0) {
    return `missing ${[...tools, ...files].join(', ')}: apt-get install --no-install-recommends ${IMAGE_PACKAGES}`;
  }
  return undefined;
}

function arm64ImageMissing(): string | undefined {
  if (process.platform !== 'linux' || (process.arch !== 'x64' && process.arch !== 'arm64')) {
    return 'the arm64 image test runs on an x64 or arm64 Linux machine';
  }
  if (process.getuid?.() !== 0) return 'the image build runs as root (mmdebstrap, file ownership in the image)';
  const tools = [...ARM64_TOOLS, ...(process.arch === 'arm64' ? [] : ARM64_FOREIGN_TOOLS)].filter((t) => !onPath(t));
  if (tools.length > 0) return `missing ${tools.join(', ')}: apt-get install --no-install-recommends ${ARM64_IMAGE_PACKAGES}`;
  return undefined;
}

export interface BuiltImage {
  img: string;
  /** Seconds the build took (the rootfs comes from the user cache when its inputs did not change). */
  seconds: number;
  log: string;
}

/** `npm run build:image -- --rootfs-only`: the Debian root file system, built or found in ~/.cache/sma-order/image. */
export async function prepareRootfs(): Promise<void> {
  await runToEnd(
    'npm',
    ['run', '--silent', 'build:image', '--', '--arch', 'x64', '--rootfs-only'],
    'npm run build:image -- --rootfs-only',
    BUILD_LIMIT_MS,
    repoRoot,
  );
}

/**
 * The image as `npm run build:image -- --arch x64|arm64` makes it (without the .zst), written under
 * .tmp/image/test-dist (test-dist-arm64) so a vendor's dist/ stays as it was. The box binary is this checkout's
 * (built first under the same lock the other binary tests use) unless `binary` names another
 * (the previous release); `releaseKey` is the vendor's public key the boxes trust.
 */
export async function buildImage(options: { arch?: ImageArch; binary?: string; releaseKey?: string } = {}): Promise<BuiltImage> {
  const arch = options.arch ?? 'x64';
  const binary = options.binary ?? (await ensureBinary(arch));
  const dist = path.join(repoRoot, '.tmp', 'image', arch === 'x64' ? 'test-dist' : `test-dist-${arch}`);
  // One image at a time in it: the one this build writes is the one the test boots.
  fs.rmSync(dist, { recursive: true, force: true });
  const started = Date.now();
  // README's command, as a vendor types it.
  const log = await runToEnd(
    'npm',
    [
      'run',
      '--silent',
      'build:image',
      '--',
      '--arch',
      arch,
      '--binary',
      binary,
      ...(options.releaseKey ? ['--release-key', options.releaseKey] : []),
      '--no-compress',
      '--dist',
      dist,
    ],
    'npm run build:image',
    arch === 'x64' ? BUILD_LIMIT_MS : ARM64_BUILD_LIMIT_MS,
    repoRoot,
  );
  const img = fs.readdirSync(dist).find((f) => f.startsWith('sma-order-') && f.endsWith(`-${arch}.img`));
  if (!img) throw new Error(`no image in ${dist}:\n${log.slice(-3000)}`);
  return { img: path.join(dist, img), seconds: (Date.now() - started) / 1000, log };
}
