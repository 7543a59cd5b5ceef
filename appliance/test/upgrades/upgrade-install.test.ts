import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { UpgradeStatusResponse } from '../../src/contract/upgrades';
import { VERSION } from '../../src/version';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { makeVendor } from './release-fixtures';

const NEWER = '99.0.0';
let box: TestBox | undefined;
afterEach(async () => {
  await box?.stop();
  box = undefined;
});

/** A box started by the launcher from its factory binary, trusting `keysDir`; restarts are counted, not done. */
async function launchedBox(keysDir: string, slot: 'factory' | 'a' | 'b' | 'not launched' = 'factory') {
  box = await startTestBox({ config: { releaseKeysDir: keysDir, slot: slot === 'not launched' ? undefined : slot } });
  const restarts: number[] = [];
  box.deps.restart = () => restarts.push(Date.now());
  const owner = await box.staff('owner', { page: true });
  const install = (file: string) => {
    const form = new FormData();
    form.append('bundle', new Blob([fs.readFileSync(file)]), path.basename(file));
    return owner.postForm<{ version: string; slot: string; restarting: boolean }>('/v1/upgrade/install', form);
  };
  const status = async () => (await owner.get<UpgradeStatusResponse>('/v1/upgrade/status')).body;
  return { box, owner, install, status, restarts, dataDir: box.dataDir };
}

const release = (dataDir: string, file: string) => path.join(dataDir, 'release', file);

describe('POST /v1/upgrade/install', () => {
  it('checks a signed release, stages it in the free slot, answers, then asks to be restarted', async () => {
    const vendor = makeVendor();
    const world = await launchedBox(vendor.keysDir);
    expect(await world.status()).toMatchObject({ version: VERSION, slot: 'factory', blocker: null, lastOutcome: null });
    const res = await world.install(await vendor.bundle({ version: NEWER }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ version: NEWER, slot: 'a', restarting: true });
    expect(fs.readFileSync(release(world.dataDir, 'pending'), 'utf8')).toBe(`slot=a\nversion=${NEWER}\n`);
    expect(fs.readFileSync(release(world.dataDir, 'slots/a/version'), 'utf8')).toBe(`${NEWER}\n`);
    expect(fs.readFileSync(release(world.dataDir, 'slots/a/sma-order'), 'utf8')).toContain(`sma-order ${NEWER}`);
    expect(fs.statSync(release(world.dataDir, 'slots/a/sma-order')).mode & 0o111).not.toBe(0);
    await expect.poll(() => world.restarts.length).toBe(1);
    // Nothing of the upload is left in the incoming folder.
    expect(fs.readdirSync(release(world.dataDir, 'incoming'))).toEqual([]);
    // A second release before the first has started is refused.
    const again = await world.install(await vendor.bundle({ version: '99.1.0' }));
    expect(again.body).toMatchObject({ error: { code: 'UPGRADE_IN_PROGRESS' } });
    expect((await world.status()).blocker).toBe('inProgress');
  });

  it('uses slot b when the box runs from slot a, so the running release stays whole', async () => {
    const vendor = makeVendor();
    const world = await launchedBox(vendor.keysDir, 'a');
    const res = await world.install(await vendor.bundle({ version: NEWER }));
    expect(res.body).toMatchObject({ slot: 'b' });
  });

  it('refuses, with the Japanese reason and nothing staged: another key, another machine, an older or the same version, junk', async () => {
    const vendor = makeVendor();
    const stranger = makeVendor();
    const world = await launchedBox(vendor.keysDir);
    const cases = {
      stranger: await stranger.bundle({ version: NEWER }),
      arch: await vendor.bundle({ version: NEWER, arch: process.arch === 'arm64' ? 'x64' : 'arm64' }),
      older: await vendor.bundle({ version: '0.0.1' }),
      same: await vendor.bundle({ version: VERSION }),
      needsNewer: await vendor.bundle({ version: NEWER, minimumFrom: '98.0.0' }),
      junk: path.join(vendor.dir, 'junk.tgz'),
    };
    fs.writeFileSync(cases.junk, 'not a release');
    const answers: Record<string, [number, string, string]> = {};
    for (const [name, file] of Object.entries(cases)) {
      const res = await world.install(file);
      const { code, message } = (res.body as unknown as { error: { code: string; message: string } }).error;
      answers[name] = [res.status, code, message];
    }
    expect(answers).toEqual({
      stranger: [
        422,
        'RELEASE_SIGNATURE_INVALID',
        '署名を確認できないため、このファイルは使えません。販売店から受け取った正規のファイルか確認してください。',
      ],
      arch: [422, 'RELEASE_WRONG_ARCH', 'このボックスの機種向けのファイルではありません。'],
      older: [
        409,
        'RELEASE_DOWNGRADE',
        '今のバージョンより古いリリースは入れられません。新しいリリースを販売店から受け取ってください。',
      ],
      same: [409, 'RELEASE_SAME_VERSION', 'このバージョンは既に動いています。'],
      needsNewer: [
        409,
        'RELEASE_NEEDS_NEWER_BOX',
        'このリリースを入れる前に、間のバージョンへのアップデートが必要です。販売店にお問い合わせください。',
      ],
      junk: [422, 'RELEASE_INVALID', 'アップデートファイルとして読み込めませんでした。ファイルを確認してください。'],
    });
    expect(fs.existsSync(release(world.dataDir, 'pending'))).toBe(false);
    expect(fs.existsSync(release(world.dataDir, 'slots'))).toBe(false);
    expect(fs.readdirSync(release(world.dataDir, 'incoming'))).toEqual([]);
    expect(world.restarts).toEqual([]);
  });

  it('is closed on a box with no vendor key, or one not started by the launcher, before the upload is read', async () => {
    const vendor = makeVendor();
    const bundle = await vendor.bundle({ version: NEWER });
    const noKey = await launchedBox(path.join(vendor.dir, 'no-such-folder'));
    expect((await noKey.status()).blocker).toBe('noReleaseKey');
    expect((await noKey.install(bundle)).body).toMatchObject({ error: { code: 'RELEASE_NO_KEY' } });
    await box?.stop();
    const notLaunched = await launchedBox(vendor.keysDir, 'not launched');
    expect(await notLaunched.status()).toMatchObject({ slot: null, blocker: 'notLaunched' });
    const res = await notLaunched.install(bundle);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: { code: 'UPGRADE_UNAVAILABLE' } });
    expect(fs.existsSync(path.join(notLaunched.dataDir, 'release'))).toBe(false);
  });

  it('shows the launcher’s last outcome to the owner, and only to the owner with the page password', async () => {
    const vendor = makeVendor();
    const world = await launchedBox(vendor.keysDir);
    fs.mkdirSync(release(world.dataDir, ''), { recursive: true });
    fs.writeFileSync(
      release(world.dataDir, 'outcome'),
      'result=rolled-back\nfrom=0.2.0\nto=0.3.0\nreason=crash-loop\nat=1795000000\nseconds=14\n',
    );
    fs.writeFileSync(release(world.dataDir, 'state'), 'current=a\nprevious=factory\ntrial=0\nstarts=0\n');
    expect(await world.status()).toMatchObject({
      previousVersion: 'factory',
      lastOutcome: { result: 'rolled-back', from: '0.2.0', to: '0.3.0', reason: 'crash-loop', at: 1795000000, seconds: 14 },
    });
    const staff = await world.box.staff('staff', { page: true });
    expect((await staff.get('/v1/upgrade/status')).status).toBe(403);
    const ownerWithoutPage = await world.box.staff('owner');
    expect((await ownerWithoutPage.get('/v1/upgrade/status')).status).toBe(401);
  });
});
