import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { VERSION } from '../../src/version';
import { ensureBinary, repoRoot } from '../appliance/support/binary';
import { previousReleaseBinary } from '../appliance/support/previous-release';
import { buildImage, imageMissing } from '../image/support/image';
import { ImageShop, scenarioSteps } from '../image/support/image-scenario';
import { BootedBox } from '../image/support/qemu';

// The Raspberry Pi image (npm run build:image -- --arch arm64), built on this machine with the
// Pi's packages run under qemu-user, written to a "card" with README's dd line and booted under
// qemu-system-aarch64 -M virt -cpu cortex-a72 (software emulation, user networking) with the
// kernel, initrd and cmdline.txt from its FAT partition: qemu cannot run the Pi's own firmware
// (start4.elf, config.txt, the DTB), which only a real Pi proves (docs/image.md). The x64
// scenario's shop, step by step: first-run setup, a paired tablet, orders and a paid bill; a power
// cut and a second boot; the upgrade from the previous release to this version; a release that
// crashes at start, and the box back on this version. Too slow for `npm test` (minutes of
// emulated CPU): `npm run test:image:arm64` runs it, and sets SMA_ORDER_TEST_ARM64=1.
const missing =
  process.env.SMA_ORDER_TEST_ARM64 === '1'
    ? imageMissing('arm64')
    : 'run by npm run test:image:arm64 only (SMA_ORDER_TEST_ARM64=1)';
if (missing) console.warn(`SKIPPED arm64 image test: ${missing}`);

const BOOT_LIMIT_MS = 15 * 60_000;
const workDir = path.join(repoRoot, '.tmp', 'image', `test-arm64-${process.pid}`);
const vendorDir = path.join(workDir, 'vendor');
const privateKey = path.join(vendorDir, 'sma-order-release.key');
const { step, finish } = scenarioSteps(BOOT_LIMIT_MS + 5 * 60_000);
let box: BootedBox;
let shop: ImageShop;
/** The box's factory release: the previous tagged release, or this version when that cannot be built here. */
let factory: { version: string; binary: string; upgradable: boolean };

function npm(...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', ...args], { cwd: repoRoot, encoding: 'utf8', stdio: 'pipe' });
}

function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
}

beforeAll(async () => {
  if (missing) return;
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  try {
    const previous = await previousReleaseBinary('arm64');
    factory = { version: previous.version, binary: previous.binary, upgradable: true };
    console.log(
      `previous release ${previous.version} (arm64) built from ${previous.builtFrom === 'git' ? 'its tagged commit' : 'the current sources, stamped'}`,
    );
  } catch (error) {
    factory = { version: VERSION, binary: await ensureBinary('arm64'), upgradable: false };
    console.warn(`the previous release could not be built for arm64 (${(error as Error).message}): the image holds ${VERSION}`);
  }
  npm('release:keygen', '--', '--out', vendorDir);
  const built = await buildImage({
    arch: 'arm64',
    binary: factory.binary,
    releaseKey: path.join(vendorDir, 'sma-order-release.pub'),
  });
  const size = fs.statSync(built.img);
  console.log(
    `arm64 image build (rootfs cached or not): ${built.seconds.toFixed(0)} s -> ${built.img}, ${mib(size.size)} apparent, ${mib(size.blocks * 512)} allocated`,
  );
  // README's flash line, onto a file as the card.
  const card = path.join(workDir, 'card.img');
  execFileSync('dd', [`if=${built.img}`, `of=${card}`, 'bs=4M', 'conv=fsync', 'status=none']);
  // Two vCPUs: the Pi 4 has four cores; one makes the emulated boot twice as long (docs/image.md).
  box = new BootedBox({ arch: 'arm64', image: card, workDir, diskSize: '4G', smp: 2 });
  shop = new ImageShop(box, BOOT_LIMIT_MS);
}, 45 * 60_000);

afterAll(() => finish(box, workDir), 120_000);

describe.skipIf(missing !== undefined)('the arm64 (Raspberry Pi) image under qemu-system-aarch64', () => {
  step('boots, shows the setup URL on the console, is set up over HTTP and takes orders', async () => {
    const { boot, shopSeconds } = await shop.firstBoot(factory.version);
    console.log(`first boot: qemu start to first HTTP answer ${boot.seconds.toFixed(0)} s`);
    console.log(`setup, pairing, 6 orders, a paid bill and the ledger over HTTP: ${shopSeconds.toFixed(1)} s`);
  });

  step('loses no acknowledged order to a power cut, and comes back with the same name, root read-only', async () => {
    const boot = await shop.bootAfterPowerCut(factory.version);
    console.log(`boot after the power cut: qemu start to first HTTP answer ${boot.seconds.toFixed(0)} s`);
  });

  step('upgrades from the previous release to this version from the API, with the ledger kept', async (ctx) => {
    if (!factory.upgradable) {
      ctx.skip('the image holds this version: no previous arm64 release to upgrade from');
    }
    const bundle = path.join(vendorDir, 'current.release.tgz');
    const binary = await ensureBinary('arm64');
    npm('build:release', '--', '--key', privateKey, '--arch', 'arm64', '--binary', binary, '--out', bundle);
    const upgrade = await shop.upgrade(bundle, factory.version);
    console.log(
      `upgrade ${factory.version} -> ${VERSION}: upload to the new version answering ${upgrade.answered.toFixed(0)} s, to the end of its trial ${upgrade.trialEnded.toFixed(0)} s`,
    );
  });

  step('comes back on its version and its data by itself when a release crashes at start', async () => {
    const rollback = await shop.crashingReleaseRollsBack('arm64', privateKey);
    console.log(
      `a release that crashes at start: upload to ${rollback.running} answering again ${rollback.seconds.toFixed(0)} s`,
    );
  });
});
