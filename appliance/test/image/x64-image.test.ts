import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { VERSION } from '../../src/version';
import { ensureBinary, repoRoot } from '../appliance/support/binary';
import { type PreviousRelease, previousReleaseBinary } from '../appliance/support/previous-release';
import { runToEnd } from '../appliance/support/process';
import { buildImage, imageMissing, prepareRootfs } from './support/image';
import { ImageShop, scenarioSteps } from './support/image-scenario';
import { BootedBox } from './support/qemu';

// The image a vendor flashes (npm run build:image), with the previous release (built from its
// tagged commit) as the box's factory binary and the vendor's key from `npm run release:keygen`,
// written to a "card" with README's dd line and booted under qemu-system-x86_64 (software
// emulation, user networking). One shop, step by step: first-run setup, a paired tablet, orders
// and a paid bill; the upgrade to this version from /admin's API (`npm run build:release`); a power
// cut and a second boot; then a release that crashes at start, and the box back on this version.
const missing = imageMissing();
if (missing) console.warn(`SKIPPED x64 image test: ${missing}`);

const BOOT_LIMIT_MS = 10 * 60_000;
const workDir = path.join(repoRoot, '.tmp', 'image', `test-${process.pid}`);
const vendorDir = path.join(workDir, 'vendor');
const privateKey = path.join(vendorDir, 'sma-order-release.key');
/** This version as a signed release (`npm run build:release`), made in beforeAll. */
const currentBundle = path.join(vendorDir, 'current.release.tgz');
const { step, finish } = scenarioSteps(BOOT_LIMIT_MS + 5 * 60_000);
let box: BootedBox;
let shop: ImageShop;
let previous: PreviousRelease;

function npm(...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', ...args], { cwd: repoRoot, encoding: 'utf8', stdio: 'pipe' });
}

function npmAsync(...args: string[]): Promise<string> {
  return runToEnd('npm', ['run', '--silent', ...args], `npm run ${args[0]}`, 10 * 60_000, repoRoot);
}

beforeAll(async () => {
  if (missing) return;
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  npm('release:keygen', '--', '--out', vendorDir);
  // The Debian root file system (apt downloads and dpkg) is made while the two box binaries
  // build: the previous release's (the box's factory binary) and this version's, signed into the
  // release the upgrade step installs.
  const started = Date.now();
  [previous] = await Promise.all([
    previousReleaseBinary('x64'),
    prepareRootfs(),
    ensureBinary('x64').then((binary) =>
      npmAsync('build:release', '--', '--key', privateKey, '--binary', binary, '--out', currentBundle),
    ),
  ]);
  console.log(`rootfs, both binaries and this version's release: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(
    `previous release ${previous.version} built from ${previous.builtFrom === 'git' ? 'its tagged commit' : 'the current sources, stamped'}`,
  );
  const built = await buildImage({ binary: previous.binary, releaseKey: path.join(vendorDir, 'sma-order-release.pub') });
  console.log(`image build (rootfs cached or not): ${built.seconds.toFixed(0)} s -> ${built.img}`);
  // README's flash line, onto a file as the card.
  const card = path.join(workDir, 'card.img');
  execFileSync('dd', [`if=${built.img}`, `of=${card}`, 'bs=4M', 'conv=fsync', 'status=none']);
  box = new BootedBox({ image: card, workDir, diskSize: '4G' });
  shop = new ImageShop(box, BOOT_LIMIT_MS);
}, 25 * 60_000);

afterAll(() => finish(box, workDir), 120_000);

const cpu = (seconds: number) => `${seconds.toFixed(0)} s of qemu's CPU`;

describe.skipIf(missing !== undefined)('the x64 image under qemu', () => {
  step('boots the previous release, shows the setup URL on the console, is set up over HTTP and takes orders', async () => {
    const { boot } = await shop.firstBoot(previous.version);
    console.log(`first boot: qemu start to first HTTP answer ${boot.seconds.toFixed(0)} s (${cpu(boot.cpuSeconds)})`);
  });

  step('upgrades to this version from the API, with every order, bill, receipt and report figure kept', async () => {
    const upgrade = await shop.upgrade(currentBundle, previous.version);
    console.log(
      `upgrade ${previous.version} -> ${VERSION}: upload to the new version answering ${upgrade.answered.toFixed(0)} s, to the end of its trial ${upgrade.trialEnded.toFixed(0)} s (${cpu(upgrade.cpuSeconds)})`,
    );
  });

  step(
    'loses no acknowledged order to a power cut, and comes back on this version with the same name, root read-only',
    async () => {
      // The firmware path (UEFI, systemd-boot) was the first boot's; this one starts the ESP's
      // kernel and initrd directly, with the same options.
      const boot = await shop.bootAfterPowerCut(VERSION, 'kernel');
      console.log(
        `boot after the power cut: qemu start to first HTTP answer ${boot.seconds.toFixed(0)} s (${cpu(boot.cpuSeconds)})`,
      );
    },
  );

  step('comes back on this version and its data by itself when a release crashes at start', async () => {
    const rollback = await shop.crashingReleaseRollsBack('x64', privateKey);
    console.log(
      `a release that crashes at start: upload to ${rollback.running} answering again ${rollback.seconds.toFixed(0)} s (${cpu(rollback.cpuSeconds)})`,
    );
    expect(rollback.running).toBe(VERSION);
    expect(rollback.status.slot).toBe('a');
  });
});
