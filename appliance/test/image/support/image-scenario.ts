import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it, type TestContext } from 'vitest';
import type { OrderCreateResponse, OrderItemListResponse } from '../../../src/contract/orders';
import type { UpgradeStatusResponse } from '../../../src/contract/upgrades';
import { writeReleaseBundle } from '../../../src/features/upgrades';
import { VERSION } from '../../../src/version';
import { PAGE_PASSWORD, pairAndOrder, setUpByApi } from '../../appliance/support/shop-journey';
import { asBefore, payInCash, shopLedger } from '../../appliance/support/shop-ledger';
import { pairTablet } from '../../appliance/support/tablet-shop';
import type { ApiClient } from '../../helpers/api-client';
import { answeringVersion, consoleFacts, installRelease, sessionHere, until, upgradeStatus } from './box-session';
import { journalFromDisk } from './disk';
import type { BootedBox, BootResult } from './qemu';

// One shop on a booted image, step by step, as the x64 and the arm64 scenarios both run it:
// first-run setup over HTTP, a paired tablet, orders and a paid bill; a power cut and a boot; the
// upgrade to this version; a release that crashes at start. Each step checks what a vendor or the
// shop would, and answers its figures for the test to print.

function seconds(since: number): number {
  return (Date.now() - since) / 1000;
}

/** `it` for a scenario step: when one fails, the console and the journal read from the disk are printed. */
export function scenarioSteps(limitMs: number) {
  let failed = false;
  return {
    step(name: string, body: (context: TestContext) => Promise<void>) {
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
        limitMs,
      );
    },
    /** Powers the box off; after a failure prints what it showed, else removes its folder. */
    async finish(box: BootedBox | undefined, workDir: string): Promise<void> {
      if (!box) return;
      await box.powerCut();
      if (failed) {
        console.log(`console of boot ${box.boots}:\n${box.consoleLog().slice(-6000)}`);
        console.log(`journal read from the disk:\n${journalFromDisk(box.overlay, workDir).slice(-12000)}`);
      } else {
        fs.rmSync(workDir, { recursive: true, force: true });
      }
    },
  };
}

export class ImageShop {
  /** What the tablet was told: the order ids the box acknowledged. */
  readonly acknowledged: number[] = [];
  readonly visits: number[] = [];
  owner!: ApiClient;
  tablet!: ApiClient;
  ledger!: Awaited<ReturnType<typeof shopLedger>>;
  host: string | undefined;

  constructor(
    readonly box: BootedBox,
    readonly bootLimitMs: number,
  ) {}

  /**
   * First boot: the boot report (root read-only, data and cache read-write, the data partition
   * grown to the 4 GiB disk, a host name of its own), first-run setup with the console's token, a
   * paid visit, a paired tablet and five orders with Idempotency-Key, then the shop's ledger.
   */
  async firstBoot(version: string): Promise<{ boot: BootResult; shopSeconds: number }> {
    const boot = await this.box.boot(this.bootLimitMs);
    expect(await answeringVersion(this.box)).toBe(version);
    const [, token] = await this.box.waitForConsole(/\/setup\?token=([A-Za-z0-9_-]{22})/);
    const facts = consoleFacts(this.box.consoleLog());
    expect(facts.root).toEqual(['ext4', 'ro']);
    expect(facts.data).toEqual(['ext4', 'rw']);
    expect(facts.cache).toEqual(['ext4', 'rw']);
    expect(facts.host).toMatch(/^sma-order-[0-9a-f]{6}$/);
    // The 4 GiB disk: the data partition grew from 768 MiB to the end of it on first boot.
    expect(facts.dataMib).toBeGreaterThan(2500);
    this.host = facts.host;

    const started = Date.now();
    this.owner = await setUpByApi(this.box.baseUrl, token!);
    await this.owner.pageAuth(PAGE_PASSWORD);
    // The item has a photo the box makes into webp with its own libvips.
    const { itemId, tableSessionId: paidVisit } = await pairAndOrder(this.box.baseUrl, this.owner, 3);
    await payInCash(this.owner, paidVisit);
    const paired = await pairTablet(this.box.baseUrl, this.owner, '2番', `t-${randomUUID().slice(0, 8)}`);
    this.tablet = paired.tablet;
    this.visits.push(paidVisit, paired.tableSessionId);
    for (let i = 0; i < 5; i++) {
      const res = await this.tablet.post<OrderCreateResponse>(
        '/v1/order/create',
        {
          ordersData: { table_session_id: paired.tableSessionId, dining_table_id: paired.diningTableId },
          orderItemsData: { items: [{ id: itemId, quantity: i + 1 }] },
        },
        { 'Idempotency-Key': randomUUID() },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      this.acknowledged.push(res.body.order.id);
    }
    this.ledger = await shopLedger(this.owner, this.visits);
    return { boot, shopSeconds: seconds(started) };
  }

  /** Pulls the plug and boots again: every acknowledged order there, the ledger the same, the same name. */
  async bootAfterPowerCut(version: string, via: 'firmware' | 'kernel' = 'firmware'): Promise<BootResult> {
    await this.box.powerCut();
    const boot = await this.box.boot(this.bootLimitMs, via);
    expect(await answeringVersion(this.box)).toBe(version);
    await this.box.waitForConsole(/sma-order-image: data partition/);
    const facts = consoleFacts(this.box.consoleLog());
    expect(facts.root).toEqual(['ext4', 'ro']);
    expect(facts.data).toEqual(['ext4', 'rw']);
    expect(facts.host).toBe(this.host);
    // Set up already: no setup URL this time.
    expect(this.box.consoleLog()).not.toMatch(/\/setup\?token=/);

    const lines = await sessionHere(this.box, this.tablet).get<OrderItemListResponse>('/v1/orderitem/get/list', {
      includeSession: [this.visits[1]!],
    });
    expect(lines.status, JSON.stringify(lines.body)).toBe(200);
    const orderIds = new Set(lines.body.list.data.map((line) => line.orders.id));
    for (const id of this.acknowledged) expect(orderIds.has(id), `order ${id} after the power cut`).toBe(true);
    await this.expectLedgerKept();
    return boot;
  }

  /**
   * Installs this version's signed release through POST /v1/upgrade/install and waits until it
   * answers and its trial has ended: slot a, the upgrade recorded, the ledger the same.
   */
  async upgrade(bundle: string, from: string): Promise<{ answered: number; trialEnded: number; cpuSeconds: number }> {
    const started = Date.now();
    const cpuBefore = this.box.cpuSeconds();
    await installRelease(this.box, this.owner, bundle);
    await until(
      'this version to answer',
      async () => ((await answeringVersion(this.box)) === VERSION ? true : undefined),
      this.bootLimitMs,
    );
    const answered = seconds(started);
    const status = await until('the end of the trial', async () => this.settled(), 300_000);
    const figures = { answered, trialEnded: seconds(started), cpuSeconds: this.box.cpuSeconds() - cpuBefore };
    expect(status).toMatchObject({ version: VERSION, slot: 'a', previousVersion: 'factory' });
    expect(status.lastOutcome).toMatchObject({ result: 'upgraded', from, to: VERSION });
    await this.expectLedgerKept();
    return figures;
  }

  /**
   * Installs a signed release whose binary exits at once: the launcher gives up on it after its
   * starts and the box answers again on the version it ran, with the ledger the same.
   */
  async crashingReleaseRollsBack(
    arch: 'x64' | 'arm64',
    privateKeyFile: string,
  ): Promise<{ running: string; status: UpgradeStatusResponse; seconds: number; cpuSeconds: number }> {
    const dir = path.dirname(privateKeyFile);
    const broken = path.join(dir, 'broken-binary');
    fs.writeFileSync(broken, '#!/bin/sh\necho "this release cannot start" >&2\nexit 3\n', { mode: 0o755 });
    const bundle = path.join(dir, 'broken.release.tgz');
    const [major, minor, patch] = VERSION.split('.').map(Number);
    const brokenVersion = `${major}.${minor}.${(patch ?? 0) + 1}`;
    await writeReleaseBundle({
      binary: broken,
      version: brokenVersion,
      arch,
      privateKeyPem: fs.readFileSync(privateKeyFile, 'utf8'),
      out: bundle,
      builtAt: new Date().toISOString(),
    });
    const running = (await answeringVersion(this.box)) ?? '';
    const started = Date.now();
    const cpuBefore = this.box.cpuSeconds();
    await installRelease(this.box, this.owner, bundle);
    const status = await until(
      'the rollback',
      async () => {
        const s = await this.settled();
        return s?.lastOutcome?.result === 'rolled-back' ? s : undefined;
      },
      this.bootLimitMs,
    );
    const figures = { seconds: seconds(started), cpuSeconds: this.box.cpuSeconds() - cpuBefore };
    expect(await answeringVersion(this.box)).toBe(running);
    expect(status.version).toBe(running);
    expect(status.lastOutcome).toMatchObject({ result: 'rolled-back', reason: 'crash-loop', from: running, to: brokenVersion });
    await this.expectLedgerKept();
    return { running, status, ...figures };
  }

  /** The upgrade status once nothing is under way (no trial, no install). */
  private async settled(): Promise<UpgradeStatusResponse | undefined> {
    const status = await upgradeStatus(this.box, this.owner);
    return status && status.blocker === null ? status : undefined;
  }

  private async expectLedgerKept(): Promise<void> {
    expect(asBefore(await shopLedger(sessionHere(this.box, this.owner), this.visits), this.ledger)).toEqual(this.ledger);
  }
}
