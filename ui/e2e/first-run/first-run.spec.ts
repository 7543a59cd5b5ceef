import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import type { SetupStatusResponse } from '../../../appliance/src/contract/setup';
import { DEMO_LOGINS } from '../../../appliance/src/db/seed/demo-shop';
import { LoginPage } from '../pages/login-page';
import { expect, type Page, test } from '../support/box-test';
import { prodBox, setupUrlFromConsole } from '../support/prod-box';

/*
 * Issue #5's "Done when": on an EMPTY box (production mode, no demo data) a new owner sets up the
 * shop and a menu with a photo through the screens alone, and a tablet shows it. The box is the
 * config's second web server; its setup token is single use, so this file runs once per run.
 */

const box = prodBox();
test.use({ baseURL: box.url });

const shop = {
  shopName: '海鮮居酒屋 しおさい',
  companyName: '株式会社しおさいフーズ',
  representative: '潮田 海人',
  phone: '03-9876-5432',
  address: '東京都港区芝浦1-2-3',
  companyEmail: 'info@shiosai.example',
};
const owner = { lastName: '潮田', firstName: '海人', email: 'owner@shiosai.example', password: 'shiosai-owner-1' };
const pagePassword = 'shiosai-page-22';
const genre = { label: 'お刺身', name: 'sashimi' };
const item = { label: '本まぐろ赤身', name: 'maguro-akami', price: '1,280', description: '三崎港から届く本まぐろ。' };
const table = { label: '1番テーブル', name: 'table-1' };

const nav = (page: Page) => page.getByRole('navigation', { name: '管理メニュー' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** Waits until an <img> has loaded real pixels (not a broken picture). */
async function expectLoaded(image: ReturnType<Page['locator']>) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBeGreaterThan(0);
}

/** The register card of an admin screen, opened if folded. */
async function registerCard(page: Page) {
  const form = page.getByRole('form', { name: '新規登録' });
  if (!(await form.isVisible())) await page.getByText('新規登録', { exact: true }).click();
  await expect(form).toBeVisible();
  return form;
}

test('a new owner sets up an empty box and a menu with a photo through the screens; a tablet shows it', async ({
  page,
  browser,
}, testInfo) => {
  // One long journey on a shared CI machine: room above the usual 30 s (it takes about 12 s).
  test.setTimeout(60_000);

  await test.step('the console shows a one-time setup URL; the three setup steps lead to /admin, logged in', async () => {
    const status = (await (await page.request.get('/v1/setup/status')).json()) as SetupStatusResponse;
    // On a CI retry the first attempt has set the box up already: its failure is the one to read.
    expect(status.needsSetup, 'the production box is still empty').toBe(true);
    const setupUrl = await setupUrlFromConsole(box.log);
    expect(new URL(setupUrl).origin).toBe(box.url);
    await page.goto(setupUrl);
    await expect(page).toHaveTitle('初期設定 | スマオーダー');

    await expect(page.getByText('ステップ 1 / 3')).toBeVisible();
    await expect(heading(page, 'お店と運営会社の情報')).toBeVisible();
    await page.getByLabel('店名', { exact: true }).fill(shop.shopName);
    await page.getByLabel('運営会社名', { exact: true }).fill(shop.companyName);
    await page.getByLabel('代表者名', { exact: true }).fill(shop.representative);
    await page.getByLabel('電話番号', { exact: true }).fill(shop.phone);
    await page.getByLabel('所在地', { exact: true }).fill(shop.address);
    await page.getByLabel('連絡先メールアドレス', { exact: true }).fill(shop.companyEmail);
    await page.getByRole('button', { name: '次へ' }).click();

    await expect(heading(page, 'オーナーのアカウント')).toBeVisible();
    await page.getByLabel('姓', { exact: true }).fill(owner.lastName);
    await page.getByLabel('名', { exact: true }).fill(owner.firstName);
    await page.getByLabel('ログイン用メールアドレス', { exact: true }).fill(owner.email);
    await page.getByLabel('パスワード', { exact: true }).fill(owner.password);
    await page.getByLabel('パスワード（確認）', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: '次へ' }).click();

    await expect(heading(page, '管理ページのパスワード')).toBeVisible();
    await page.getByLabel('管理ページのパスワード', { exact: true }).fill(pagePassword);
    await page.getByLabel('管理ページのパスワード（確認）', { exact: true }).fill(pagePassword);
    const summary = page.getByRole('region', { name: '登録する内容' });
    await expect(summary).toContainText(shop.shopName);
    await expect(summary).toContainText(`${owner.lastName} ${owner.firstName}`);
    await expect(summary).toContainText(owner.email);
    await page.getByRole('button', { name: 'セットアップを完了する' }).click();

    // Logged in and past the page password just chosen: no login form, no prompt.
    await expect(page).toHaveURL('/admin');
    await expect(heading(page, '管理ページTOP')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'ページ認証' })).toHaveCount(0);
  });

  await test.step('メニュー管理: registers the first genre', async () => {
    await nav(page).getByRole('link', { name: 'メニュー管理' }).click();
    await expect(heading(page, 'メニュー管理')).toBeVisible();
    const list = page.getByRole('list', { name: 'メニュー一覧' });
    const form = await registerCard(page);
    await form.getByRole('textbox', { name: 'メニュー名', exact: true }).fill(genre.label);
    await form.getByLabel('メニュー名(管理)').fill(genre.name);
    await form.getByRole('button', { name: '登録する' }).click();
    await expect(toast(page, 'メニューを登録しました。')).toBeVisible();
    await expect(list.getByText(genre.name, { exact: true })).toBeVisible();
    // No demo genre on a production box.
    await expect(list.getByText('drink', { exact: true })).toHaveCount(0);
  });

  await test.step('商品管理: the list starts empty; registers an item with a photo', async () => {
    await nav(page).getByRole('link', { name: '商品管理' }).click();
    await expect(heading(page, '商品管理')).toBeVisible();
    await expect(page.getByText('※商品が登録されていません。新規登録してください。')).toBeVisible();

    const photo = testInfo.outputPath('maguro.jpg');
    writeFileSync(
      photo,
      await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 178, g: 34, b: 52 } } })
        .jpeg({ quality: 85 })
        .toBuffer(),
    );

    const form = await registerCard(page);
    await form.getByRole('combobox', { name: 'メニュー', exact: true }).selectOption({ label: genre.label });
    await form.getByRole('textbox', { name: '商品名', exact: true }).fill(item.label);
    await form.getByLabel('商品名(管理)').fill(item.name);
    await form.getByLabel('価格(税込)').fill(item.price);
    await form.getByLabel('画像', { exact: true }).setInputFiles(photo);
    await expect(form).toContainText('maguro.jpg');
    await form.getByLabel('説明').fill(item.description);
    await form.getByRole('button', { name: '登録する' }).click();
    await expect(toast(page, '商品を登録しました。')).toBeVisible();

    const row = page.getByRole('list', { name: '商品一覧' }).getByRole('listitem').filter({ hasText: item.name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(item.label);
    await expect(row).toContainText(genre.label);
    await expect(row).toContainText('¥1,164(税抜)');
    await expect(row).toContainText('¥1,280(税込)');
    const picture = row.locator('img');
    await expect(picture).toHaveAttribute('src', /^\/images\//);
    await expectLoaded(picture);
  });

  let pairingUrl: URL;
  await test.step('デバイス管理: registers a table for another device and shows its pairing QR code', async () => {
    await nav(page).getByRole('link', { name: 'デバイス管理' }).click();
    await expect(heading(page, 'デバイス管理')).toBeVisible();
    await expect(page.getByText('※デバイスが登録されていません。新規登録してください。')).toBeVisible();

    const form = await registerCard(page);
    await form.getByRole('textbox', { name: 'テーブル名', exact: true }).fill(table.label);
    await form.getByLabel('テーブル名(管理)').fill(table.name);
    // The owner's PC is not the table's tablet: the tablet pairs by the QR code.
    await form.getByLabel('この端末をこのテーブルのタブレットとして登録する').setChecked(false);
    await form.getByRole('button', { name: '登録する' }).click();
    await expect(toast(page, 'デバイスを登録しました。')).toBeVisible();
    const row = page.getByRole('list', { name: 'デバイス一覧' }).getByRole('listitem').filter({ hasText: table.label });
    await expect(row).toContainText('デバイスID: 未登録');

    await row.getByRole('button', { name: `${table.label} QRコード` }).click();
    const dialog = page.getByRole('dialog', { name: `${table.label}のQRコード` });
    await expect(dialog.getByRole('img', { name: `${table.label}のQRコード` })).toBeVisible();
    pairingUrl = new URL(await dialog.getByLabel('登録用URL').inputValue());
    expect(pairingUrl.pathname).toBe('/pair');
    expect(pairingUrl.port).toBe(new URL(box.url).port);
  });

  await test.step('the tablet opens the pairing URL, then the menu shows the genre and the item with its photo', async () => {
    const tablet = await browser.newContext({ baseURL: box.url, viewport: { width: 1280, height: 800 }, locale: 'ja-JP' });
    const diner = await tablet.newPage();
    // The QR code names the box by its LAN address; this box listens on 127.0.0.1 only, so the
    // tablet opens the same path and token there.
    await diner.goto(`${pairingUrl.pathname}${pairingUrl.search}`);
    await expect(diner.getByText(`このタブレットを「${table.label}」に登録しました。`)).toBeVisible();
    await diner.getByRole('link', { name: 'はじめる' }).click();
    await expect(diner.getByRole('heading', { name: 'いらっしゃいませ！' })).toBeVisible();
    await diner.getByRole('link', { name: 'メニューを見る' }).click();

    await expect(diner).toHaveURL(/\/menu/);
    await expect(diner.getByTestId('table-label')).toHaveText(table.label);
    const tab = diner.getByRole('tab', { name: genre.label });
    await expect(tab).toBeVisible();
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const card = diner.getByTestId('menu-item').filter({ hasText: item.label });
    await expect(card).toBeVisible();
    await expect(card).toContainText('¥1,280');
    const photo = card.locator('img');
    await expect(photo).toHaveAttribute('src', /^\/images\//);
    await expectLoaded(photo);
    await tablet.close();
  });

  await test.step('no demo data: the demo logins are unknown to this box', async () => {
    const stranger = await browser.newContext({ baseURL: box.url, locale: 'ja-JP' });
    const login = new LoginPage(await stranger.newPage());
    await login.goto();
    for (const demo of DEMO_LOGINS.filter((l) => l.email.includes('@'))) {
      // The same message stays up between attempts, so each attempt waits for its own answer.
      const answer = login.page.waitForResponse((r) => r.url().endsWith('/v1/auth/login'));
      await login.login(demo.email, demo.password);
      expect((await answer).status()).toBe(401);
      await expect(login.errorAlert).toHaveText('入力されたメールアドレスは登録されていません');
    }
    await stranger.close();
  });
});
