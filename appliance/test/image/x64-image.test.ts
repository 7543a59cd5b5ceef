import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreateResponse, OrderItemListResponse } from '../../src/contract/orders';
import { writeReleaseBundle } from '../../src/features/upgrades';
import { VERSION } from '../../src/version';
import { ensureBinary, repoRoot } from '../appliance/support/binary';
import { type PreviousRelease, previousReleaseBinary } from '../appliance/support/previous-release';
import { runToEnd } from '../appliance/support/process';
import { PAGE_PASSWORD, pairAndOrder, setUpByApi } from '../appliance/support/shop-journey';
import { payInCash, shopLedger } from '../appliance/support/shop-ledger';
import { pairTablet } from '../appliance/support/tablet-shop';
import { ApiClient } from '../helpers/api-client';
import { answeringVersion, consoleFacts, installRelease, sessionHere, until, upgradeStatus } from './support/box-session';
import { journalFromDisk } from './support/disk';
import { buildImage, imageMissing, prepareRootfs } from './support/image';
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
const STEP_LIMIT_MS = BOOT_LIMIT_MS + 5 * 60_000;
const workDir = path.join(repoRoot, '.tmp', 'image', `test-${process.pid}`);
const vendorDir = path.join(workDir, 'vendor');
/** This version as a signed release (`npm run build:release`), made in beforeAll. */
const currentBundle = path.join(vendorDir, 'current.release.tgz');
let box: BootedBox;
let previous: PreviousRelease;
let failed = false;

/** What the tablet was told: the order ids the box acknowledged. */
const acknowledged: number[] = [];
let owner: ApiClient;
let tablet: ApiClient;
const visits: number[] = [];
let ledger: Awaited<ReturnType<typeof shopLedger>>;
let firstHost: string | undefined;

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
      npmAsync(
        'build:release',
        '--',
        '--key',
        path.join(vendorDir, 'sma-order-release.key'),
        '--binary',
        binary,
        '--out',
        currentBundle,
      ),
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
}, 25 * 60_000);

afterAll(async () => {
  if (!box) return;
  await box.powerCut();
  if (failed) {
    console.log(`console of boot ${box.boots}:\n${box.consoleLog().slice(-6000)}`);
    console.log(`journal read from the disk:\n${journalFromDisk(box.overlay, workDir).slice(-12000)}`);
  } else {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}, 120_000);

/** A step that, when it fails, leaves the console and the journal in the output. */
function step(name: string, body: () => Promise<void>) {
  it(
    name,
    async () => {
      try {
        await body();
      } catch (error) {
        failed = true;
        throw error;
      }
    },
    STEP_LIMIT_MS,
  );
}

describe.skipIf(missing !== undefined)('the x64 image under qemu', () => {
  step('boots the previous release, shows the setup URL on the console, is set up over HTTP and takes orders', async () => {
    const boot = await box.boot(BOOT_LIMIT_MS);
    console.log(
      `first boot: qemu start to first HTTP answer ${boot.seconds.toFixed(0)} s (${boot.cpuSeconds.toFixed(0)} s of qemu's CPU)`,
    );
    expect(await answeringVersion(box)).toBe(previous.version);
    const [, token] = await box.waitForConsole(/\/setup\?token=([A-Za-z0-9_-]{22})/);
    const facts = consoleFacts(box.consoleLog());
    expect(facts.root).toEqual(['ext4', 'ro']);
    expect(facts.data).toEqual(['ext4', 'rw']);
    expect(facts.cache).toEqual(['ext4', 'rw']);
    expect(facts.host).toMatch(/^sma-order-[0-9a-f]{6}$/);
    // The 4 GiB disk: the data partition grew from 768 MiB to the end of it on first boot.
    expect(facts.dataMib).toBeGreaterThan(2500);
    firstHost = facts.host;

    owner = await setUpByApi(box.baseUrl, token!);
    await owner.pageAuth(PAGE_PASSWORD);
    const { itemId, tableSessionId: paidVisit } = await pairAndOrder(box.baseUrl, owner, 3);
    await payInCash(owner, paidVisit);
    const paired = await pairTablet(box.baseUrl, owner, '2番', `t-${randomUUID().slice(0, 8)}`);
    tablet = paired.tablet;
    visits.push(paidVisit, paired.tableSessionId);
    for (let i = 0; i < 5; i++) {
      const res = await tablet.post<OrderCreateResponse>(
        '/v1/order/create',
        {
          ordersData: { table_session_id: paired.tableSessionId, dining_table_id: paired.diningTableId },
          orderItemsData: { items: [{ id: itemId, quantity: i + 1 }] },
        },
        { 'Idempotency-Key': randomUUID() },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      acknowledged.push(res.body.order.id);
    }
    ledger = await shopLedger(owner, visits);
  });

  step('upgrades to this version from the API, with every order, bill, receipt and report figure kept', async () => {
    const started = Date.now();
    const cpuBefore = box.cpuSeconds();
    await installRelease(box, owner, currentBundle);
    await until(
      'this version to answer',
      async () => ((await answeringVersion(box)) === VERSION ? true : undefined),
      BOOT_LIMIT_MS,
    );
    const status = await until(
      'the end of the trial',
      async () => {
        const s = await upgradeStatus(box, owner);
        return s && s.blocker === null ? s : undefined;
      },
      120_000,
    );
    console.log(
      `upgrade ${previous.version} -> ${VERSION}: upload to the new version answering ${((Date.now() - started) / 1000).toFixed(0)} s (${(box.cpuSeconds() - cpuBefore).toFixed(0)} s of qemu's CPU)`,
    );
    expect(status).toMatchObject({ version: VERSION, slot: 'a', previousVersion: 'factory' });
    expect(status.lastOutcome).toMatchObject({ result: 'upgraded', from: previous.version, to: VERSION });
    expect(await shopLedger(sessionHere(box, owner), visits)).toEqual(ledger);
  });

  step(
    'loses no acknowledged order to a power cut, and comes back on this version with the same name, root read-only',
    async () => {
      await box.powerCut();
      // The firmware path (UEFI, systemd-boot) was the first boot's; this one starts the ESP's
      // kernel and initrd directly, with the same options.
      const boot = await box.boot(BOOT_LIMIT_MS, 'kernel');
      console.log(
        `boot after the power cut: qemu start to first HTTP answer ${boot.seconds.toFixed(0)} s (${boot.cpuSeconds.toFixed(0)} s of qemu's CPU)`,
      );
      expect(await answeringVersion(box)).toBe(VERSION);
      await box.waitForConsole(/sma-order-image: data partition/);
      const facts = consoleFacts(box.consoleLog());
      expect(facts.root).toEqual(['ext4', 'ro']);
      expect(facts.data).toEqual(['ext4', 'rw']);
      expect(facts.host).toBe(firstHost);
      // Set up already: no setup URL this time.
      expect(box.consoleLog()).not.toMatch(/\/setup\?token=/);

      const again = new ApiClient(box.baseUrl);
      for (const [k, v] of tablet.cookies) again.cookies.set(k, v);
      const lines = await again.get<OrderItemListResponse>('/v1/orderitem/get/list', { includeSession: [visits[1]!] });
      expect(lines.status, JSON.stringify(lines.body)).toBe(200);
      const orderIds = new Set(lines.body.list.data.map((line) => line.orders.id));
      for (const id of acknowledged) expect(orderIds.has(id), `order ${id} after the power cut`).toBe(true);
      expect(await shopLedger(sessionHere(box, owner), visits)).toEqual(ledger);
    },
  );

  step('comes back on this version and its data by itself when a release crashes at start', async () => {
    const broken = path.join(vendorDir, 'broken-binary');
    fs.writeFileSync(broken, '#!/bin/sh\necho "this release cannot start" >&2\nexit 3\n', { mode: 0o755 });
    const bundle = path.join(vendorDir, 'broken.release.tgz');
    const [major, minor, patch] = VERSION.split('.').map(Number);
    const brokenVersion = `${major}.${minor}.${(patch ?? 0) + 1}`;
    await writeReleaseBundle({
      binary: broken,
      version: brokenVersion,
      arch: 'x64',
      privateKeyPem: fs.readFileSync(path.join(vendorDir, 'sma-order-release.key'), 'utf8'),
      out: bundle,
      builtAt: new Date().toISOString(),
    });
    const started = Date.now();
    const cpuBefore = box.cpuSeconds();
    await installRelease(box, owner, bundle);
    const status = await until(
      'the rollback',
      async () => {
        const s = await upgradeStatus(box, owner);
        return s?.lastOutcome?.result === 'rolled-back' && s.blocker === null ? s : undefined;
      },
      BOOT_LIMIT_MS,
    );
    console.log(
      `a release that crashes at start: upload to ${VERSION} answering again ${((Date.now() - started) / 1000).toFixed(0)} s (${(box.cpuSeconds() - cpuBefore).toFixed(0)} s of qemu's CPU)`,
    );
    expect(await answeringVersion(box)).toBe(VERSION);
    expect(status).toMatchObject({ version: VERSION, slot: 'a' });
    expect(status.lastOutcome).toMatchObject({ result: 'rolled-back', reason: 'crash-loop', from: VERSION, to: brokenVersion });
    expect(await shopLedger(sessionHere(box, owner), visits)).toEqual(ledger);
  });
});
