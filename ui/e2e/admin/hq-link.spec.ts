import { request } from '@playwright/test';
import type { HqShopCodeResponse } from '../../../appliance/src/contract/hq-api';
import type { HqLinkResponse } from '../../../appliance/src/contract/hq-link';
import { type RunningHq, startHq } from '../../../appliance/src/hq/hq-server';
import { createDatabase, startTestPostgres, type TestPostgres } from '../../../appliance/test/helpers/postgres';
import { ownerApi } from '../support/box-api';
import { type APIRequestContext, expect, type Page, test } from '../support/box-test';
import { ownerPage } from './admin-session';

/*
 * Issue 36, the owner's side on /admin/reports: 本部連携 links the box to a real headquarters (its
 * own PostgreSQL, started here) by the address and one-time code HQ gave the shop, shows the chain
 * and shop it joined, and leaves again with a confirmation. The box is left unenrolled for the
 * other specs of this worker.
 */

const CHAIN = 'E2E本部チェーン';
const SHOP = 'E2E渋谷店';

let postgres: TestPostgres | undefined;
let hq: RunningHq | undefined;
let hqOwner: APIRequestContext | undefined;
let api: APIRequestContext;
let page: Page;
let code: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  postgres = await startTestPostgres();
  const databaseUrl = await createDatabase(postgres, `hq_e2e_${process.pid}`);
  hq = await startHq({ databaseUrl, port: 0, host: '127.0.0.1' });
  hqOwner = await request.newContext({ baseURL: hq.url });
  const setup = await hqOwner.post('/hq/v1/setup', {
    data: { chain_name: CHAIN, email: 'hq-e2e@example.com', password: 'chain-password-1' },
  });
  expect(setup.status(), await setup.text()).toBe(200);
  const shop = await hqOwner.post('/hq/v1/shops/create', { data: { name: SHOP } });
  expect(shop.status(), await shop.text()).toBe(200);
  code = ((await shop.json()) as HqShopCodeResponse).code;

  api = await ownerApi(baseURL!);
  page = await ownerPage(browser, baseURL!, '/admin/reports', '日計・売上');
});

test.afterAll(async () => {
  // Whatever happened above, the box leaves before its headquarters goes.
  if (api) {
    await api.post('/v1/hq-link/leave', { data: {} });
    await api.dispose();
  }
  await page?.context().close();
  await hqOwner?.dispose();
  await hq?.close();
  await postgres?.stop();
});

function card() {
  return page.locator('details').filter({ has: page.getByRole('heading', { level: 2, name: '本部連携' }) });
}

async function openCard() {
  const details = card();
  if ((await details.getAttribute('open')) === null) await details.getByText('本部連携', { exact: true }).click();
  await expect(details.getByRole('form', { name: '本部連携' })).toBeVisible();
  return details;
}

async function linkStatus() {
  const res = await api.get('/v1/hq-link');
  expect(res.status()).toBe(200);
  return ((await res.json()) as HqLinkResponse).hqLink;
}

test('本部連携: a wrong code or an address with nobody there shows the box’s Japanese message, and nothing is enrolled', async () => {
  const details = await openCard();
  await expect(details.getByText('チェーンで本部を使っているときは', { exact: false })).toBeVisible();
  const form = details.getByRole('form', { name: '本部連携' });

  await form.getByLabel('本部のURL').fill(hq!.url);
  await form.getByLabel('登録コード').fill('NOT-A-REAL-CODE');
  await form.getByRole('button', { name: '本部に登録する' }).click();
  await expect(
    form.getByRole('alert').filter({
      hasText: '本部の登録コードが正しくないか、有効期限が切れています。本部で新しいコードを発行してください。',
    }),
  ).toBeVisible();

  // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
  await form.getByLabel('本部のURL').fill('http://127.0.0.1:9');
  await form.getByLabel('登録コード').fill(code);
  await form.getByRole('button', { name: '本部に登録する' }).click();
  await expect(
    form.getByRole('alert').filter({ hasText: '本部に接続できませんでした。本部のURLとインターネット接続を確認してください。' }),
  ).toBeVisible();

  expect(await linkStatus()).toBeNull();
});

test('本部連携: the owner enrols with HQ’s address and code, sees the chain and the shop, then leaves after confirming', async () => {
  test.setTimeout(60_000);
  const details = await openCard();
  const form = details.getByRole('form', { name: '本部連携' });
  await form.getByLabel('本部のURL').fill(hq!.url);
  await form.getByLabel('登録コード').fill(code);
  await form.getByRole('button', { name: '本部に登録する' }).click();

  await expect(page.getByText(`${CHAIN}の${SHOP}として本部に登録しました。`)).toBeVisible();
  const facts = details.getByRole('definition');
  await expect(details.locator('dt:text-is("チェーン名") + dd')).toHaveText(CHAIN);
  await expect(details.locator('dt:text-is("店舗名") + dd')).toHaveText(SHOP);
  await expect(details.locator('dt:text-is("本部のURL") + dd')).toHaveText(hq!.url);
  await expect(details.locator('dt:text-is("登録日時") + dd')).toHaveText(/^\d{1,2}\/\d{1,2} \d{2}:\d{2}$/);
  await expect(details.getByTestId('hq-queued')).toHaveText('0件');
  await expect(facts).toHaveCount(6);
  await expect(details.getByRole('form', { name: '本部連携' })).toHaveCount(0);
  // The box says hello to HQ at once; the card reads the status again every 10 s.
  await expect(details.locator('dt:text-is("最終通信") + dd')).toHaveText(/^\d{1,2}\/\d{1,2} \d{2}:\d{2}$/, {
    timeout: 15_000,
  });
  await expect(details.getByText('本部に接続できていません。', { exact: false })).toHaveCount(0);

  const linked = await linkStatus();
  expect(linked).toMatchObject({ chainName: CHAIN, shopName: SHOP, url: hq!.url, state: 'linked', queued: 0, lastError: null });
  expect(linked!.lastContactAt).not.toBeNull();

  // A box already linked is refused a second enrolment.
  const again = await api.post('/v1/hq-link/enrol', { data: { url: hq!.url, code } });
  expect(again.status()).toBe(409);

  // Leaving asks first; cancelling keeps the link.
  await details.getByRole('button', { name: '本部との連携を解除する' }).click();
  const dialog = page.getByRole('dialog', { name: '本部との連携を解除しますか？' });
  await expect(dialog.getByText('お店の売上と日計はこのボックスにそのまま残ります。', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(dialog).toBeHidden();
  expect((await linkStatus())?.state).toBe('linked');

  await details.getByRole('button', { name: '本部との連携を解除する' }).click();
  await dialog.getByRole('button', { name: '解除する', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('本部との連携を解除しました。')).toBeVisible();
  const formAgain = details.getByRole('form', { name: '本部連携' });
  await expect(formAgain.getByRole('button', { name: '本部に登録する' })).toBeVisible();
  await expect(formAgain.getByLabel('本部のURL')).toHaveValue('');
  await expect(details.getByRole('definition')).toHaveCount(0);
  expect(await linkStatus()).toBeNull();
});
