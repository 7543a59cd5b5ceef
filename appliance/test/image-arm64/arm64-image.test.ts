import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import type { OrderCreateResponse, OrderItemListResponse } from '../../src/contract/orders';
import { writeReleaseBundle } from '../../src/features/upgrades';
import { VERSION } from '../../src/version';
import { ensureBinary, repoRoot } from '../appliance/support/binary';
import { previousReleaseBinary } from '../appliance/support/previous-release';
import { PAGE_PASSWORD, pairAndOrder, setUpByApi } from '../appliance/support/shop-journey';
import { payInCash, shopLedger } from '../appliance/support/shop-ledger';
import { pairTablet } from '../appliance/support/tablet-shop';
import type { ApiClient } from '../helpers/api-client';
import { answeringVersion, consoleFacts, installRelease, sessionHere, until, upgradeStatus } from '../image/support/box-session';
import { journalFromDisk } from '../image/support/disk';
import { buildImage, imageMissing } from '../image/support/image';
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
const STEP_LIMIT_MS = BOOT_LIMIT_MS + 5 * 60_000;
const workDir = path.join(repoRoot, '.tmp', 'image', `test-arm64-${process.pid}`);
const vendorDir = path.join(workDir, 'vendor');
let box: BootedBox;
/** The box's factory release: the previous tagged release, or this version when that cannot be built here. */
let factory: { version: string; binary: string; upgradable: boolean };
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
}, 45 * 60_000);

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
function step(name: string, body: (context: TestContext) => Promise<void>) {
  it(
    name,
    async (context) => {
      try {
        await body(context);
      } catch (error) {
        failed = true;
        throw error;
      }
    },
    STEP_LIMIT_MS,
  );
}

describe.skipIf(missing !== undefined)('the arm64 (Raspberry Pi) image under qemu-system-aarch64', () => {
  step('boots, shows the setup URL on the console, is set up over HTTP and takes orders', async () => {
    const boot = await box.boot(BOOT_LIMIT_MS);
    console.log(`first boot: qemu start to first HTTP answer ${boot.seconds.toFixed(0)} s`);
    expect(await answeringVersion(box)).toBe(factory.version);
    const [, token] = await box.waitForConsole(/\/setup\?token=([A-Za-z0-9_-]{22})/);
    const facts = consoleFacts(box.consoleLog());
    expect(facts.root).toEqual(['ext4', 'ro']);
    expect(facts.data).toEqual(['ext4', 'rw']);
    expect(facts.cache).toEqual(['ext4', 'rw']);
    expect(facts.host).toMatch(/^sma-order-[0-9a-f]{6}$/);
    // The 4 GiB card: the data partition grew from 768 MiB to the end of it on first boot.
    expect(facts.dataMib).toBeGreaterThan(2500);
    firstHost = facts.host;

    const started = Date.now();
    owner = await setUpByApi(box.baseUrl, token!);
    await owner.pageAuth(PAGE_PASSWORD);
    // A menu photo made into webp by the box's libvips: the native addons on a Cortex-A72.
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
    console.log(
      `setup, pairing, 6 orders, a paid bill and the ledger over HTTP: ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });

  step('loses no acknowledged order to a power cut, and comes back with the same name, root read-only', async () => {
    await box.powerCut();
    const boot = await box.boot(BOOT_LIMIT_MS);
    console.log(`boot after the power cut: qemu start to first HTTP answer ${boot.seconds.toFixed(0)} s`);
    expect(await answeringVersion(box)).toBe(factory.version);
    await box.waitForConsole(/sma-order-image: data partition/);
    const facts = consoleFacts(box.consoleLog());
    expect(facts.root).toEqual(['ext4', 'ro']);
    expect(facts.data).toEqual(['ext4', 'rw']);
    expect(facts.host).toBe(firstHost);
    // Set up already: no setup URL this time.
    expect(box.consoleLog()).not.toMatch(/\/setup\?token=/);

    const lines = await sessionHere(box, tablet).get<OrderItemListResponse>('/v1/orderitem/get/list', {
      includeSession: [visits[1]!],
    });
    expect(lines.status, JSON.stringify(lines.body)).toBe(200);
    const orderIds = new Set(lines.body.list.data.map((line) => line.orders.id));
    for (const id of acknowledged) expect(orderIds.has(id), `order ${id} after the power cut`).toBe(true);
    expect(await shopLedger(sessionHere(box, owner), visits)).toEqual(ledger);
  });

  step('upgrades from the previous release to this version from the API, with the ledger kept', async (ctx) => {
    if (!factory.upgradable) {
      ctx.skip('the image holds this version: no previous arm64 release to upgrade from');
    }
    const bundle = path.join(vendorDir, 'current.release.tgz');
    npm(
      'build:release',
      '--',
      '--key',
      path.join(vendorDir, 'sma-order-release.key'),
      '--arch',
      'arm64',
      '--binary',
      await ensureBinary('arm64'),
      '--out',
      bundle,
    );
    const started = Date.now();
    await installRelease(box, owner, bundle);
    await until(
      'this version to answer',
      async () => ((await answeringVersion(box)) === VERSION ? true : undefined),
      BOOT_LIMIT_MS,
    );
    const answered = (Date.now() - started) / 1000;
    const status = await until(
      'the end of the trial',
      async () => {
        const s = await upgradeStatus(box, owner);
        return s && s.blocker === null ? s : undefined;
      },
      300_000,
    );
    console.log(
      `upgrade ${factory.version} -> ${VERSION}: upload to the new version answering ${answered.toFixed(0)} s, to the end of its trial ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    expect(status).toMatchObject({ version: VERSION, slot: 'a', previousVersion: 'factory' });
    expect(status.lastOutcome).toMatchObject({ result: 'upgraded', from: factory.version, to: VERSION });
    expect(await shopLedger(sessionHere(box, owner), visits)).toEqual(ledger);
  });

  step('comes back on its version and its data by itself when a release crashes at start', async () => {
    const broken = path.join(vendorDir, 'broken-binary');
    fs.writeFileSync(broken, '#!/bin/sh\necho "this release cannot start" >&2\nexit 3\n', { mode: 0o755 });
    const bundle = path.join(vendorDir, 'broken.release.tgz');
    const [major, minor, patch] = VERSION.split('.').map(Number);
    const brokenVersion = `${major}.${minor}.${(patch ?? 0) + 1}`;
    await writeReleaseBundle({
      binary: broken,
      version: brokenVersion,
      arch: 'arm64',
      privateKeyPem: fs.readFileSync(path.join(vendorDir, 'sma-order-release.key'), 'utf8'),
      out: bundle,
      builtAt: new Date().toISOString(),
    });
    const running = (await answeringVersion(box)) ?? '';
    const started = Date.now();
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
      `a release that crashes at start: upload to ${running} answering again ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    expect(await answeringVersion(box)).toBe(running);
    expect(status.version).toBe(running);
    expect(status.lastOutcome).toMatchObject({ result: 'rolled-back', reason: 'crash-loop', from: running, to: brokenVersion });
    expect(await shopLedger(sessionHere(box, owner), visits)).toEqual(ledger);
  });
});
