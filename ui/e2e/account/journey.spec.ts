import sharp from 'sharp';
import { watchAnimations } from '../support/animations';
import { ownerApi } from '../support/box-api';
import { type APIRequestContext, expect, test } from '../support/box-test';
import { invite, logIn, pathOf, uniqueEmail, waitingLink } from './account-kit';

let api: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  api = await ownerApi(baseURL!);
});
test.afterAll(() => api.dispose());

test('an invited admin sets a password, logs in, edits the profile, changes email and password, and resets a forgotten one', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail('journey');
  const { setupPath } = await invite(api, email, '新人 花子');

  // Password registration from the invitation link.
  await page.goto(setupPath);
  await expect(page).toHaveTitle('パスワード登録 | スマオーダー');
  await expect(page.getByText(email)).toBeVisible();
  const password = page.getByLabel('パスワード', { exact: true });
  const repeat = page.getByLabel('パスワード（確認）');
  await password.fill('short');
  await password.blur();
  await expect(page.getByText('パスワードは8文字以上で設定してください', { exact: true })).toBeVisible();
  await password.fill('はじめてのパスワード');
  await repeat.fill('ちがうパスワード');
  await repeat.blur();
  await expect(page.getByText('新しいパスワードと同一のパスワードを入力してください。', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'パスワードを登録する' })).toBeDisabled();
  await repeat.fill('はじめてのパスワード');
  await page.getByRole('button', { name: 'パスワードを登録する' }).click();
  await expect(page).toHaveURL('/login?isRegist=1');
  await expect(page.getByText('パスワードを登録しました。', { exact: false })).toBeVisible();

  // The link works once.
  await page.goto(setupPath);
  await expect(page.getByText('アクティベートキーが無効です。', { exact: false })).toBeVisible();

  await logIn(page, email, 'はじめてのパスワード');

  // Profile with an icon.
  await page.goto('/edit/profile');
  await page.getByLabel('姓').fill('山田');
  await page.getByLabel('名').fill('花子');
  const png = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#c63f22' } })
    .png()
    .toBuffer();
  await page.getByLabel('画像を選択').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: '確認する' }).click();
  await expect(page.getByText('登録すると画像を変更します。')).toBeVisible();
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByText('プロフィールを更新しました。', { exact: true })).toBeVisible();
  const icon = page.getByRole('img', { name: 'プロフィール画像' });
  await expect(icon).toHaveAttribute('src', /^\/images\/.+-icon\.webp$/);
  expect(await icon.boundingBox()).toMatchObject({ width: 110, height: 110 });
  await expect(page.getByLabel('姓')).toHaveValue('山田');

  // Email change: the box has no relay in this run, so the screen shows the link and its QR.
  const newEmail = uniqueEmail('journey-moved');
  await page.goto('/edit/email');
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await page.getByLabel('新しいメールアドレス').fill(newEmail);
  await page.getByRole('button', { name: '確認メールを送信する' }).click();
  await expect(page.getByText('確認メールを送信しました', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /QRコード/ })).toBeVisible();
  const confirmLink = (await page.getByTestId('link-qr-url').textContent()) ?? '';
  expect(confirmLink).toContain('/edit/email/updated?activate=');
  await page.goto(pathOf(confirmLink));
  await expect(page.getByText('メールアドレスを変更しました', { exact: true })).toBeVisible();
  await expect(page.getByText(newEmail, { exact: false })).toBeVisible();

  // Password change: this browser stays logged in.
  await page.goto('/edit/password');
  await page.getByLabel('現在のパスワード').fill('まちがったパスワード');
  await page.getByLabel('新しいパスワード', { exact: true }).fill('つぎのパスワード1');
  await page.getByLabel('新しいパスワード（確認）').fill('つぎのパスワード1');
  const shakes = await watchAnimations(page.getByRole('form', { name: 'パスワード変更' }));
  await page.getByRole('button', { name: 'パスワードを変更する' }).click();
  await expect(page.getByText('現在のパスワードが一致しないため更新できません。', { exact: true })).toBeVisible();
  await expect.poll(shakes).toEqual([750]);
  await page.getByLabel('現在のパスワード').fill('はじめてのパスワード');
  await page.getByRole('button', { name: 'パスワードを変更する' }).click();
  await expect(page.getByText('パスワードを変更しました。', { exact: false })).toBeVisible();
  const check = await page.request.post('/v1/auth/check');
  expect(await check.json()).toMatchObject({ check: true, user: { email: newEmail } });

  // Forgotten password: request, follow the waiting mail's link, set a new one.
  await page.goto('/logout');
  await page.goto('/forgot-password');
  await page.getByLabel('メールアドレス').fill(newEmail);
  await page.getByRole('button', { name: '再設定メールを送信する' }).click();
  await expect(
    page.getByText('入力されたメールアドレスにパスワード設定用のメールを送信しました。', { exact: true }),
  ).toBeVisible();
  await page.goto(pathOf(await waitingLink(api, newEmail)));
  await page.getByLabel('新しいパスワード', { exact: true }).fill('さいせっていパスワード');
  await page.getByLabel('新しいパスワード（確認）').fill('さいせっていパスワード');
  await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
  await expect(page).toHaveURL('/login?isResetPass=1');
  await expect(page.getByText('パスワードを再設定しました。', { exact: false })).toBeVisible();
  await logIn(page, newEmail, 'さいせっていパスワード');
  await page.goto('/edit/profile');
  await expect(page.getByLabel('姓')).toHaveValue('山田');
});
