import { expect, test } from '../support/box-test';
import { handySpecSetup, logInAsStaff, PHONE, seatTable } from './handy-kit';

const kit = handySpecSetup();

test.use({ viewport: PHONE });

/*
 * Issue 35: a waiter shows a seated table its visit's QR code from the handy; a guest's phone
 * joins with it. 再発行 gives a new code and ends the phone that joined with the old one.
 */
test('スマホ注文QR on the handy: a phone joins with it; 再発行 ends that phone and the new code joins', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const table = await kit.table('スマホQR卓');
  await seatTable(kit.api, table.id, 2);
  await logInAsStaff(page);
  await page.goto(`/handy?table=${table.id}`);
  await page.getByRole('button', { name: 'スマホ注文QR' }).click();
  const dialog = page.getByRole('dialog', { name: 'お客様のスマホで注文' });
  await expect(dialog.getByRole('img', { name: `${table.label}の注文用QRコード` })).toBeVisible();
  await expect(dialog.getByText('参加中のスマホ: 0台')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`handy-visit-qr-${PHONE.width}x${PHONE.height}.png`) });
  const url = new URL((await dialog.getByTestId('visit-qr').getAttribute('data-url'))!);

  const phoneContext = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true, locale: 'ja-JP' });
  const phone = await phoneContext.newPage();
  await phone.goto(`${url.pathname}${url.search}`);
  await expect(phone).toHaveURL('/menu');
  await expect(phone.getByTestId('table-label')).toHaveText(table.label);

  await dialog.getByRole('button', { name: 'QRコードを再発行' }).click();
  await expect(dialog.getByText('QRコードを再発行しました。お客様にもう一度読み取っていただいてください。')).toBeVisible();
  const fresh = new URL((await dialog.getByTestId('visit-qr').getAttribute('data-url'))!);
  expect(fresh.search).not.toBe(url.search);
  // The phone's socket closed with its credential: a reload finds its ordering ended.
  await phone.reload();
  await expect(phone.getByTestId('guest-ended')).toBeVisible();

  await phone.goto(`${fresh.pathname}${fresh.search}`);
  await expect(phone).toHaveURL('/menu');
  await page.getByRole('button', { name: '閉じる', exact: true }).last().click();
  await page.getByRole('button', { name: 'スマホ注文QR' }).click();
  await expect(page.getByRole('dialog', { name: 'お客様のスマホで注文' }).getByText('参加中のスマホ: 1台')).toBeVisible();
  await phoneContext.close();
});
