import path from 'node:path';
import type { BillShowResponse } from '../../../appliance/src/contract/bills';
import { type RunningHq, startHq } from '../../../appliance/src/hq/hq-server';
import { createDatabase, startTestPostgres, type TestPostgres } from '../../../appliance/test/helpers/postgres';
import { startTestBox, type TestBox } from '../../../appliance/test/helpers/test-box';
import { drained, enrolBox, FAST_UPLOADS } from '../../../appliance/test/hq/chain-fixtures';
import { pay, visitWith } from '../../../appliance/test/reports/report-fixtures';
import { expect, test } from '../support/box-test';

/*
 * Issue 36: headquarters' own screens, served by `sma-order hq` on a real PostgreSQL. The chain's
 * owner sets HQ up, adds a shop and reads its one-time code; a real box enrols with it and takes
 * two payments; the shop shows as 連携中 and the chain's sales are the box's; the owner revokes it.
 */
let postgres: TestPostgres;
let hq: RunningHq;
let box: TestBox;

test.beforeAll(async () => {
  postgres = await startTestPostgres();
  const databaseUrl = await createDatabase(postgres, 'hq_screens');
  hq = await startHq({ databaseUrl, port: 0, host: '127.0.0.1' }, { uiDir: path.resolve(import.meta.dirname, '../../dist') });
  box = await startTestBox({ hqLink: FAST_UPLOADS });
});

test.afterAll(async () => {
  await box?.stop();
  await hq?.close();
  await postgres?.stop();
});

test('本部: setup, a shop and its code, a box enrolled, the chain’s sales, revoking', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.goto(hq.url);
  await expect(page.getByRole('heading', { name: '本部のセットアップ' })).toBeVisible();
  await page.getByLabel('チェーン名').fill('居酒屋さくらグループ');
  await page.getByLabel('メールアドレス').fill('owner@sakura.example');
  await page.getByLabel('パスワード').fill('sakura-chain-1');
  await page.getByRole('button', { name: 'セットアップする' }).click();
  await expect(page.getByRole('heading', { name: 'チェーン売上' })).toBeVisible();
  await expect(page.getByText('居酒屋さくらグループ')).toBeVisible();

  await page.getByRole('button', { name: '店舗', exact: true }).click();
  await page.getByLabel('店舗名').fill('さくら新宿店');
  await page.getByRole('button', { name: '店舗を追加' }).click();
  const code = page.getByRole('status', { name: 'さくら新宿店 の登録コード' });
  await expect(code).toHaveText(/^([0-9A-Z]{4}-){6}[0-9A-Z]{4}$/);
  await page.screenshot({ path: testInfo.outputPath('hq-code-1280x800.png') });
  const codeText = (await code.textContent()) ?? '';
  await page.getByRole('dialog').getByText('閉じる', { exact: true }).click();
  await expect(page.getByText('登録待ち')).toBeVisible();

  await enrolBox(box, hq.url, codeText);
  const staff = await box.staff('staff');
  let sales = 0;
  for (const quantity of [1, 3]) {
    const visit = await visitWith(box, staff, [{ id: box.shop.items.karaage, quantity }], { guest_count: 2 });
    const bill = await staff.get<BillShowResponse>('/v1/bill/show', { table_session_id: visit.id });
    sales += bill.body.bill.total;
    await pay(staff, visit.id, [{ method: 'cash', amount: bill.body.bill.total }]);
  }
  await drained(box);
  await page.reload();
  await expect(page.getByText('連携中')).toBeVisible();

  await page.getByRole('button', { name: '売上', exact: true }).click();
  const yen = `¥${sales.toLocaleString('ja-JP')}`;
  await expect(page.locator('[data-figure="売上"]')).toHaveText(yen);
  await expect(page.locator('[data-figure="会計数"]')).toHaveText('2件');
  await expect(page.getByRole('row', { name: /さくら新宿店/ })).toContainText(yen);
  await expect(page.getByRole('img', { name: '時間帯別売上' }).locator('rect')).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('hq-report-1280x800.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('hq-report-390x844.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The shop's owner sends its menu up; HQ's owner publishes it as the chain's.
  const boxOwner = await box.staff('owner', { page: true });
  expect((await boxOwner.post('/v1/hq-link/menu/send', {})).status).toBe(200);
  await page.getByRole('button', { name: 'メニュー', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'チェーンのメニュー' })).toBeVisible();
  await expect(page.getByText('まだ公開していません。')).toBeVisible();
  await page.getByRole('button', { name: 'このメニューを公開' }).click();
  await expect(page.getByText('第1版として公開しました。')).toBeVisible();
  await expect(page.getByRole('row', { name: /第1版/ })).toContainText('さくら新宿店');
  await page.screenshot({ path: testInfo.outputPath('hq-menu-1280x800.png'), fullPage: true });

  // The box, with nobody seated, applies it, and says so with its next call.
  await page.getByRole('button', { name: '店舗', exact: true }).click();
  await expect(async () => {
    await page.reload();
    await expect(page.locator('[data-menu-version="1"]')).toHaveText('第1版', { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  // A manager of the chain, added by the owner.
  const owners = page.getByRole('form', { name: 'オーナーを追加' });
  await owners.getByLabel('名前').fill('山田');
  await owners.getByLabel('メールアドレス').fill('yamada@sakura.example');
  await owners.getByLabel('パスワード').fill('yamada-pass-1');
  await owners.getByRole('button', { name: 'オーナーを追加' }).click();
  await expect(page.getByText('yamada@sakura.example を追加しました。')).toBeVisible();
  await expect(page.getByText('山田（yamada@sakura.example）')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('hq-shops-1280x800.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('hq-shops-390x844.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: '連携を解除' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('さくら新宿店 のボックスとの連携を解除しますか？');
  await page.getByRole('alertdialog').getByRole('button', { name: '連携を解除' }).click();
  await expect(page.getByText('解除済み')).toBeVisible();
  await expect(page.getByRole('button', { name: '新しいコードを発行' })).toBeVisible();
});
