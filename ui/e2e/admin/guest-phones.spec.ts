import type { GuestNetworkResponse } from '../../../appliance/src/contract/guests';
import { ownerApi } from '../support/box-api';
import { expect, test } from '../support/box-test';
import { ownerPage } from './admin-session';

/*
 * Issue 35: the owner tells the box which part of the network is the guests' and which Wi-Fi
 * their phones join; the staff's QR code of a visit then carries the Wi-Fi's join code beside it.
 */
test('お客様のスマホ注文 on /admin/tablets: the guests range and Wi-Fi, and the Wi-Fi code beside a visit’s', async ({
  browser,
  baseURL,
}, testInfo) => {
  const page = await ownerPage(browser, baseURL!, '/admin/tablets', 'デバイス管理');
  await page.getByText('お客様のスマホ注文', { exact: true }).click();
  const form = page.getByRole('form', { name: 'お客様のスマホ注文' });
  // A documentation range: nothing of the tests' own loopback traffic is in it.
  await form.getByLabel('お客様用ネットワークの範囲').fill('198.51.100.0/24\n300.0.0.0/8');
  await form.getByLabel('お客様用Wi-Fiの名前（SSID）').fill('Izakaya-Guest');
  await form.getByLabel('お客様用Wi-Fiのパスワード').fill('kanpai;2026');
  await form.getByRole('button', { name: '保存する' }).click();
  await expect(form.getByText('入力内容に誤りがあります。')).toBeVisible();
  await form.getByLabel('お客様用ネットワークの範囲').fill('198.51.100.0/24');
  await form.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('お客様のスマホ注文の設定を保存しました。')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-guest-phones-1280x800.png'), fullPage: true });

  const api = await ownerApi(baseURL!);
  try {
    const saved = (await (await api.get('/v1/guest-network')).json()) as GuestNetworkResponse;
    expect(saved.guestNetwork).toEqual({
      ranges: ['198.51.100.0/24'],
      wifi: { ssid: 'Izakaya-Guest', password: 'kanpai;2026', security: 'WPA', hidden: false },
    });
    const table = (await (
      await api.post('/v1/diningtable/create', { data: { label: 'E2EWi-Fi卓', name: `e2e-wifi-${Date.now()}` } })
    ).json()) as {
      diningTableId: number;
    };
    await api.post('/v1/tablesession/create', { data: { dining_table_id: table.diningTableId, status: 0 } });
    await page.goto(`/handy?table=${table.diningTableId}`);
    await page.getByRole('button', { name: 'スマホ注文QR' }).click();
    const dialog = page.getByRole('dialog', { name: 'お客様のスマホで注文' });
    await expect(dialog.getByRole('img', { name: 'お客様用Wi-Fiに接続するQRコード' })).toBeVisible();
    await expect(dialog.getByTestId('wifi-qr')).toHaveAttribute('data-text', 'WIFI:T:WPA;S:Izakaya-Guest;P:kanpai\\;2026;;');
    await expect(dialog.getByText('① Wi-Fiに接続')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('handy-wifi-and-visit-qr-1280x800.png') });
  } finally {
    // The other specs of this box show no Wi-Fi code.
    await api.post('/v1/guest-network/update', { data: { ranges: [], wifi: null } });
    await api.dispose();
    await page.context().close();
  }
});

test('卓カードを印刷: a card on a free table orders nothing; once staff seat it, the card opens its menu', async ({
  browser,
  baseURL,
}, testInfo) => {
  const page = await ownerPage(browser, baseURL!, '/admin/tablets', 'デバイス管理');
  const api = await ownerApi(baseURL!);
  const phoneContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'ja-JP',
  });
  try {
    const label = `E2E卓カード${Date.now() % 100000}`;
    const table = (await (
      await api.post('/v1/diningtable/create', { data: { label, name: `e2e-card-${Date.now()}` } })
    ).json()) as {
      diningTableId: number;
    };
    await page.getByRole('button', { name: '卓カードを印刷' }).click();
    const sheet = page.getByRole('dialog', { name: '卓カード（お客様のスマホ注文）' });
    const card = sheet.getByTestId('table-card').filter({ hasText: label });
    await expect(card.getByRole('img', { name: `${label}の卓カードのQRコード` })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('table-cards-1280x800.png') });
    const url = new URL((await card.getAttribute('data-url'))!);

    const phone = await phoneContext.newPage();
    await phone.goto(`${url.pathname}${url.search}`);
    await expect(phone.getByText('このテーブルはまだご案内前です。スタッフにお声がけください。')).toBeVisible();

    await api.post('/v1/tablesession/create', { data: { dining_table_id: table.diningTableId, status: 0 } });
    await phone.goto(`${url.pathname}${url.search}`);
    await expect(phone).toHaveURL('/menu');
    await expect(phone.getByTestId('table-label')).toHaveText(label);
    await sheet.getByRole('button', { name: '閉じる' }).click();
  } finally {
    await phoneContext.close();
    await api.dispose();
    await page.context().close();
  }
});
