import { DEMO_LOGINS } from '../../../appliance/src/db/seed/demo-shop';
import { ownerApi } from '../support/box-api';
import { type APIRequestContext, expect, test } from '../support/box-test';
import { activeAccount, pathOf, waitingLink } from './account-kit';

let api: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  api = await ownerApi(baseURL!);
});
test.afterAll(() => api.dispose());

test('forgot password answers the same for an unknown address, and validates the email', async ({ page }) => {
  await page.goto('/forgot-password');
  await expect(page).toHaveTitle('パスワードをお忘れの方 | スマオーダー');
  const email = page.getByLabel('メールアドレス');
  await email.fill('not-an-email');
  await email.blur();
  await expect(page.getByText('正しいメールアドレスの形式で入力してください', { exact: true })).toBeVisible();
  await email.fill('nobody-here@example.com');
  await page.getByRole('button', { name: '再設定メールを送信する' }).click();
  await expect(
    page.getByText('入力されたメールアドレスにパスワード設定用のメールを送信しました。', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('メール送信が設定されていないため', { exact: false })).toBeVisible();
});

test('a reset link works once; a forged or missing one is refused', async ({ page }) => {
  const { email } = await activeAccount(api, 'reset-once', 'first-password-1');
  await page.goto('/forgot-password');
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByRole('button', { name: '再設定メールを送信する' }).click();
  await expect(page.getByText('メールを送信しました', { exact: true })).toBeVisible();
  const path = pathOf(await waitingLink(api, email));

  await page.goto(path);
  await page.getByLabel('新しいパスワード', { exact: true }).fill('1234567');
  await page.getByLabel('新しいパスワード', { exact: true }).blur();
  await expect(page.getByText('パスワードは8文字以上で設定してください', { exact: true })).toBeVisible();
  await page.getByLabel('新しいパスワード', { exact: true }).fill('second-password-2');
  await page.getByLabel('新しいパスワード（確認）').fill('second-password-2');
  await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
  await expect(page).toHaveURL('/login?isResetPass=1');

  await page.goto(path);
  await page.getByLabel('新しいパスワード', { exact: true }).fill('third-password-3');
  await page.getByLabel('新しいパスワード（確認）').fill('third-password-3');
  await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'アクティベートキーが無効です。メールに記載されたリンクから再度お試しください。',
  );
  await expect(page.getByRole('link', { name: 'パスワード再設定を申し込む' })).toHaveAttribute('href', '/forgot-password');

  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toHaveText(/^アクティベートキーが無効です。/);
});

test('an expired link shows the box message and offers a new request', async ({ page }) => {
  // Expiry is an hour; the box's 410 answer is replayed rather than waited for.
  const message = 'パスワード再設定の有効期限が切れています。もう一度パスワード再設定をお申し込みください。';
  await page.route('**/v1/user/resetPassword', (route) =>
    route.fulfill({ status: 410, json: { error: { code: 'RESET_EXPIRED', message, expired: true } } }),
  );
  await page.goto('/reset-password?secret=some-old-secret');
  await page.getByLabel('新しいパスワード', { exact: true }).fill('late-password-1');
  await page.getByLabel('新しいパスワード（確認）').fill('late-password-1');
  await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
  await expect(page.getByRole('alert')).toHaveText(message);
  await page.getByRole('link', { name: 'パスワード再設定を申し込む' }).click();
  await expect(page).toHaveURL('/forgot-password');
});

test('an admin asking on this screen is shown the waiting link and its QR', async ({ page, baseURL }) => {
  const { email } = await activeAccount(api, 'reset-admin', 'staff-password-9');
  // The demo owner logs in here (its password is not changed) with the /admin page password.
  const [owner, , pagePassword] = DEMO_LOGINS;
  const login = await page.request.post('/v1/auth/login', {
    data: { email: owner!.email, password: owner!.password },
    headers: { origin: baseURL! },
  });
  expect(login.ok()).toBe(true);
  const pageAuth = await page.request.post('/v1/pageauth/login', {
    data: { password: pagePassword!.password },
    headers: { origin: baseURL! },
  });
  expect(pageAuth.ok()).toBe(true);
  await page.goto('/forgot-password');
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByRole('button', { name: '再設定メールを送信する' }).click();
  await expect(page.getByRole('img', { name: /QRコード/ })).toBeVisible();
  await expect(page.getByTestId('link-qr-url')).toHaveText(/\/reset-password\?secret=/);
});
