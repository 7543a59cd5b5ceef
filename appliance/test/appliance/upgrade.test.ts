import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { UpgradeStatusResponse } from '../../src/contract/upgrades';
import { compareVersions } from '../../src/features/upgrades/release-versions';
import type { ApiClient } from '../helpers/api-client';
import { answeringVersion, freePort, type Supervisor, supervise, waitFor } from '../upgrades/launcher-fixtures';
import { makeVendor } from '../upgrades/release-fixtures';
import { ensureBinary, repoRoot } from './support/binary';
import { previousReleaseBinary } from './support/previous-release';
import { pairAndOrder, setUpByApi } from './support/shop-journey';
import { asBefore, payInCash, shopLedger } from './support/shop-ledger';

// The built binary as a shop runs it: started by the launcher as systemd would (started again after
// every exit). The shop starts on the previous release (scripts/release/previous-release.json, the
// binary the image test's box leaves the factory with, cached per user), is upgraded from /admin's
// API to a signed release of this version, then offered a release that crashes at start.
const LIMIT_MS = 8 * 60_000;
let supervisor: Supervisor | undefined;
afterAll(() => supervisor?.stop());

function nextPatch(version: string): string {
  const [major, minor, patch] = version.split(/[.-]/).map(Number);
  return `${major}.${minor}.${(patch ?? 0) + 1}`;
}

describe('upgrading the box binary', () => {
  it(
    'installs a signed release from the API with every order, bill, receipt and report figure kept, and comes back from one that crashes',
    async () => {
      const [previous, current] = await Promise.all([previousReleaseBinary(), ensureBinary()]);
      const versionOf = (binary: string) =>
        execFileSync(binary, ['--version'], {
          encoding: 'utf8',
          env: { ...process.env, SMA_ORDER_CACHE_DIR: path.join(repoRoot, '.tmp/build-binary/version-cache') },
        }).split(' ')[1]!;
      const version = versionOf(previous.binary);
      expect(version).toBe(previous.version);
      const next = versionOf(current);
      expect(compareVersions(next, version)).toBeGreaterThan(0);

      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-upgrade-'));
      const factoryBinary = path.join(root, 'factory', 'sma-order');
      fs.mkdirSync(path.dirname(factoryBinary));
      fs.copyFileSync(previous.binary, factoryBinary);
      fs.chmodSync(factoryBinary, 0o755);
      const dataDir = path.join(root, 'data');
      const port = await freePort();
      const vendor = makeVendor();
      supervisor = supervise(
        { dataDir, factoryBinary, port },
        {
          HOST: '127.0.0.1',
          SMA_ORDER_RELEASE_KEYS: vendor.keysDir,
          SMA_ORDER_CACHE_DIR: path.join(root, 'cache'),
          SMA_ORDER_MDNS: 'off',
          LOG_LEVEL: 'warn',
          SMA_ORDER_UPGRADE_MAX_STARTS: '3',
        },
      );
      const baseUrl = `http://127.0.0.1:${port}`;
      expect(await waitFor('the factory box', () => answeringVersion(port), 60_000)).toBe(version);
      const token = await waitFor('the setup URL', () => /\/setup\?token=([A-Za-z0-9_-]{20,})/.exec(supervisor!.log())?.[1]);
      const owner: ApiClient = await setUpByApi(baseUrl, token);
      await owner.pageAuth('page-pass-1357');
      const paidVisit = await pairAndOrder(baseUrl, owner, 3);
      await payInCash(owner, paidVisit.tableSessionId);
      const openVisit = await pairAndOrder(baseUrl, owner, 2);
      const visits = [paidVisit.tableSessionId, openVisit.tableSessionId];
      const before = await shopLedger(owner, visits);
      expect(before.report).toBeTruthy();

      // A healthy release: the box answers, stops, and its launcher starts the new version.
      const release = await vendor.bundle({ version: next, binary: current });
      const uploadStarted = Date.now();
      const form = new FormData();
      form.append('bundle', new Blob([fs.readFileSync(release)]), path.basename(release));
      const installed = await owner.postForm('/v1/upgrade/install', form);
      expect(installed.status, JSON.stringify(installed.body)).toBe(200);
      expect(
        await waitFor('the new version', async () => ((await answeringVersion(port)) === next ? next : undefined), 120_000),
      ).toBe(next);
      const upgradeSeconds = (Date.now() - uploadStarted) / 1000;
      // Logins survive the restart (sessions live in the database).
      expect(asBefore(await shopLedger(owner, visits), before)).toEqual(before);
      // The launcher ends the trial at its next health poll (once a second) after the first answer.
      const status = await waitFor('the end of the trial', async () => {
        const res = await owner.get<UpgradeStatusResponse>('/v1/upgrade/status');
        return res.body.blocker === null ? res.body : undefined;
      });
      expect(status).toMatchObject({ version: next, slot: 'a', previousVersion: 'factory', blocker: null });
      expect(status.lastOutcome).toMatchObject({ result: 'upgraded', from: version, to: next });

      // A release that crashes at start: three starts, then the previous slot and the database back.
      const broken = path.join(vendor.dir, 'broken-binary');
      fs.writeFileSync(broken, '#!/bin/sh\necho "this release cannot start" >&2\nexit 3\n', { mode: 0o755 });
      const brokenVersion = nextPatch(next);
      const bad = await vendor.bundle({ version: brokenVersion, binary: broken });
      const badForm = new FormData();
      badForm.append('bundle', new Blob([fs.readFileSync(bad)]), path.basename(bad));
      const rollbackStarted = Date.now();
      expect((await owner.postForm('/v1/upgrade/install', badForm)).status).toBe(200);
      await waitFor(
        'the rollback',
        async () => {
          const res = await owner.get<UpgradeStatusResponse>('/v1/upgrade/status').catch(() => undefined);
          return res?.status === 200 && res.body.lastOutcome?.result === 'rolled-back' ? true : undefined;
        },
        180_000,
      );
      const rollbackSeconds = (Date.now() - rollbackStarted) / 1000;
      expect(await answeringVersion(port)).toBe(next);
      const after = (await owner.get<UpgradeStatusResponse>('/v1/upgrade/status')).body;
      expect(after).toMatchObject({ version: next, slot: 'a', blocker: null });
      expect(after.lastOutcome).toMatchObject({ result: 'rolled-back', reason: 'crash-loop', from: next, to: brokenVersion });
      expect(asBefore(await shopLedger(owner, visits), before)).toEqual(before);
      expect(supervisor.log()).toContain(`going back to ${next}`);
      console.log(
        `upgrade: upload to new version answering ${upgradeSeconds.toFixed(1)} s; crash-looping release back on the previous slot ${rollbackSeconds.toFixed(1)} s`,
      );
    },
    LIMIT_MS,
  );
});
