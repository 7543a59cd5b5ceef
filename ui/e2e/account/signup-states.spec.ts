import { watchAnimations } from '../support/animations';
import { ownerApi } from '../support/box-api';
import { type APIRequestContext, expect, test } from '../support/box-test';
import { invite, isShaking, uniqueEmail } from './account-kit';

let api: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  api = await ownerApi(baseURL!);
});
test.afterAll(() => api.dispose());

const INVALID = 'アクティベートキーが無効です。メールに記載されたリンクから再度お試しください。';

test('a missing or forged key shows the invalid-key message and a way to the login', async ({ page }) => {
  for (const path of ['/signup/password', '/signup/password?activate=forged-key']) {
    await page.goto(path);
    await expect(page.getByRole('alert')).toHaveText(INVALID);
    await expect(page.getByRole('link', { name: 'ログイン画面へ' })).toHaveAttribute('href', '/login');
  }
});

test('an account that already has its password shows "already registered"', async ({ page }) => {
  const { setupPath } = await invite(api, uniqueEmail('already'));
  await page.route('**/v1/user/definitiveAuth', (route) =>
    route.fulfill({ json: { status: true, userId: 1, alreadyAuth: true, email: 'x@example.com' } }),
  );
  await page.goto(setupPath);
  await expect(page.getByRole('heading', { name: '登録済みです' })).toBeVisible();
  await expect(page.getByText('既に登録されています', { exact: false })).toBeVisible();
});

test('isCreateWithPassword asks for the password once; a definitive-auth mismatch shakes the form', async ({ page }) => {
  const { setupPath } = await invite(api, uniqueEmail('withpw'));
  await page.goto(`${setupPath}&isCreateWithPassword=1`);
  await expect(page.getByLabel('パスワード（確認）')).toHaveCount(0);
  // Only an account that chose its password at signup can mismatch; the box's answer is replayed.
  await page.route('**/v1/user/definitiveAuth', (route) =>
    route.request().postDataJSON().password
      ? route.fulfill({
          status: 401,
          json: { error: { code: 'E_INVALID_AUTH_PASSWORD', message: '入力されたパスワードが間違っています' } },
        })
      : route.continue(),
  );
  await page.getByLabel('パスワード', { exact: true }).fill('wrong-password-1');
  const shakes = await watchAnimations(page.getByRole('form', { name: 'パスワード登録' }));
  await page.getByRole('button', { name: '本登録する' }).click();
  await expect(page.getByRole('alert')).toHaveText('入力されたパスワードが間違っています');
  await expect.poll(shakes).toEqual([750]);
  await page.waitForTimeout(800);
  expect(await isShaking(page, 'パスワード登録')).toBe(false);
});
