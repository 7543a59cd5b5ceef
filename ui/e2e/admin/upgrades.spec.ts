import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { generateReleaseKeyPair, writeReleaseBundle } from '../../../appliance/src/features/upgrades';
import { VERSION } from '../../../appliance/src/version';
import { startChild } from '../../../scripts/bench/processes';
import { expect, type Page, test } from '../support/box-test';
import { ownerPage } from './admin-session';

/*
 * ソフトウェア更新 as an owner sees it. On the worker's demo box (started from the sources, not by
 * the launcher) the page says it cannot update here. On a box started as the launcher starts it
 * (SMA_ORDER_SLOT, the vendor's key), the owner picks a file signed by someone else and reads why
 * it is refused, reads the launcher's last outcome, then installs a good release: the box
 * answers, says it restarts, and stops itself cleanly for its launcher to start the new version.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const arch = process.arch === 'arm64' ? 'arm64' : 'x64';

async function bundle(dir: string, name: string, privateKeyPem: string, version: string): Promise<string> {
  const binary = path.join(dir, `${name}-binary`);
  fs.writeFileSync(binary, '#!/bin/sh\nexit 0\n', { mode: 0o755 });
  const out = path.join(dir, `${name}.release.tgz`);
  await writeReleaseBundle({ binary, version, arch, privateKeyPem, out, builtAt: '2026-11-27T00:00:00.000Z' });
  return out;
}

test('the demo box started from the sources says it cannot be updated from here', async ({ browser, baseURL }) => {
  const page = await ownerPage(browser, baseURL!, '/admin/upgrades', 'ソフトウェア更新');
  await expect(page.getByTestId('box-version')).toHaveText(VERSION);
  await expect(
    page.getByText('このボックスはアップデートに対応した起動方法で動いていないため、ここからは更新できません。'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'ソフトウェア更新' })).toBeVisible();
  await page.context().close();
});

test.describe('a box started by the launcher', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let box: ChildProcess;
  let dir: string;
  let dataDir: string;
  let vendorKey: string;

  test.beforeAll(async ({ browser }) => {
    // A box from the sources (tsx transpiles the whole app, then the demo seed): over 30 s on a
    // busy 2-core machine.
    test.setTimeout(90_000);
    dir = fs.mkdtempSync(path.join(repoRoot, '.tmp/e2e-boxes/upgrade-'));
    dataDir = path.join(dir, 'data');
    const keys = generateReleaseKeyPair();
    vendorKey = keys.privateKey;
    fs.mkdirSync(path.join(dir, 'keys'));
    fs.writeFileSync(path.join(dir, 'keys/vendor.pub'), keys.publicKey);
    const started = await startChild(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'appliance/src/main.ts'), '--demo', '--port', '0', '--host', '127.0.0.1'],
      /http:\/\/[^\s/]+:(\d+)\//,
      {
        ...process.env,
        DATA_DIR: dataDir,
        SMA_ORDER_MDNS: 'off',
        SMA_ORDER_SLOT: 'factory',
        SMA_ORDER_RELEASE_KEYS: path.join(dir, 'keys'),
        LOG_LEVEL: 'warn',
        LOGIN_ATTEMPTS_PER_5MIN: '100000',
      },
    );
    box = started.child;
    page = await ownerPage(browser, `http://127.0.0.1:${started.port}`, '/admin/upgrades', 'ソフトウェア更新');
  });

  test.afterAll(async () => {
    if (box.exitCode === null) box.kill('SIGKILL');
    await page?.context().close();
  });

  test('refuses a file signed by someone else, in Japanese, and keeps the box as it is', async () => {
    const stranger = await bundle(dir, 'stranger', generateReleaseKeyPair().privateKey, '99.0.0');
    await page.getByLabel('更新ファイルを選ぶ').setInputFiles(stranger);
    await expect(page.getByText('stranger.release.tgz')).toBeVisible();
    await page.getByRole('button', { name: 'このファイルで更新する' }).click();
    await expect(
      page.getByText('署名を確認できないため、このファイルは使えません。販売店から受け取った正規のファイルか確認してください。'),
    ).toBeVisible();
    expect(fs.existsSync(path.join(dataDir, 'release/pending'))).toBe(false);
    expect(box.exitCode).toBeNull();
  });

  test('shows the last upgrade that was rolled back, with its versions', async () => {
    fs.mkdirSync(path.join(dataDir, 'release'), { recursive: true });
    fs.writeFileSync(
      path.join(dataDir, 'release/outcome'),
      `result=rolled-back\nfrom=${VERSION}\nto=98.0.0\nreason=crash-loop\nat=${Math.floor(Date.now() / 1000)}\nseconds=12\n`,
    );
    await page.reload();
    await expect(page.getByRole('alert')).toContainText(`バージョン 98.0.0 が正常に起動しなかったため`);
    await expect(page.getByRole('alert')).toContainText(`バージョン ${VERSION} と更新前のデータに戻しました`);
    await expect(page.getByRole('alert')).toContainText('起動直後に停止を繰り返しました。');
  });

  test('installs a signed release: the box answers, says it restarts, and stops itself for its launcher', async () => {
    const good = await bundle(dir, 'good', vendorKey, '99.0.0');
    const exited = new Promise<number | null>((resolve) => box.once('exit', (code) => resolve(code)));
    await page.getByLabel('更新ファイルを選ぶ').setInputFiles(good);
    await page.getByRole('button', { name: 'このファイルで更新する' }).click();
    await expect(
      page.getByText('ファイルを確認しました。ボックスを再起動しています。この画面のままお待ちください…'),
    ).toBeVisible();
    expect(await exited).toBe(0);
    expect(fs.readFileSync(path.join(dataDir, 'release/pending'), 'utf8')).toBe('slot=a\nversion=99.0.0\n');
  });
});
