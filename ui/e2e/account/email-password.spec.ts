import { owner } from '../demo-logins';
import { ownerApi } from '../support/box-api';
import { type APIRequestContext, expect, test } from '../support/box-test';
import { activeAccount, logIn, uniqueEmail } from './account-kit';

let api: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  api = await ownerApi(baseURL!);
});
test.afterAll(() => api.dispose());

test.describe('change email', () => {
  test('validates the address, refuses one in use, and changes nothing before the link is opened', async ({ page }) => {
    const { email } = await activeAccount(api, 'email-rules', 'email-rules-pass');
    await logIn(page, email, 'email-rules-pass');
    await page.goto('/edit/email');
    await expect(page).toHaveTitle('メールアドレス変更 | スマオーダー');
    const field = page.getByLabel('新しいメールアドレス');
    await field.focus();
    await field.blur();
    await expect(page.getByText('メールアドレスを入力してください', { exact: true })).toBeVisible();
    await field.fill('bad@address');
    await expect(page.getByText('正しいメールアドレスの形式で入力してください', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '確認メールを送信する' })).toBeDisabled();

    await field.fill(owner.email.toUpperCase());
    await page.getByRole('button', { name: '確認メールを送信する' }).click();
    await expect(page.getByRole('alert')).toHaveText('このメールアドレスは既に他のアカウントで登録されています。');

    const next = uniqueEmail('email-pending');
    await field.fill(`  ${next}  `);
    await page.getByRole('button', { name: '確認メールを送信する' }).click();
    await expect(page.getByText(`${next} 宛てに確認メールを送信しました。`, { exact: false })).toBeVisible();
    const check = await page.request.post('/v1/auth/check');
    expect(await check.json()).toMatchObject({ user: { email, updateEmail: next } });
    await page.getByRole('button', { name: '別のメールアドレスを入力する' }).click();
    await expect(page.getByText(next, { exact: true })).toBeVisible();
  });

  test('other failures show SPEC.md sentence; a forged confirmation link is refused', async ({ page }) => {
    const { email } = await activeAccount(api, 'email-fail', 'email-fail-pass');
    await logIn(page, email, 'email-fail-pass');
    await page.route('**/v1/user/set/updateEmail', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'エラーが発生しました。' } } }),
    );
    await page.goto('/edit/email');
    await page.getByLabel('新しいメールアドレス').fill(uniqueEmail('email-fail-next'));
    await page.getByRole('button', { name: '確認メールを送信する' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'メールアドレスの更新に失敗しました。お手数ですが、ページをリロードして再度お試しください。',
    );
    await page.goto('/edit/email/updated?activate=forged');
    await expect(page.getByRole('alert')).toHaveText(/^アクティベートキーが無効です。/);
  });
});

test.describe('change password', () => {
  test('requires both passwords, the repeat must match, and other sessions end', async ({ page, browser }) => {
    const { email } = await activeAccount(api, 'password', 'password-old-1');
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await logIn(other, email, 'password-old-1');
    await logIn(page, email, 'password-old-1');

    await page.goto('/edit/password');
    await expect(page).toHaveTitle('パスワード変更 | スマオーダー');
    const current = page.getByLabel('現在のパスワード');
    const fresh = page.getByLabel('新しいパスワード', { exact: true });
    const repeat = page.getByLabel('新しいパスワード（確認）');
    await current.focus();
    await current.blur();
    await expect(page.getByText('パスワードを入力してください', { exact: true })).toBeVisible();
    await fresh.fill('short');
    await fresh.blur();
    await expect(page.getByText('パスワードは8文字以上で設定してください', { exact: true })).toBeVisible();
    await fresh.fill('password-new-2');
    await repeat.fill('password-new-3');
    await repeat.blur();
    await expect(page.getByText('新しいパスワードと同一のパスワードを入力してください。', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'パスワードを変更する' })).toBeDisabled();

    await current.fill('password-old-1');
    await repeat.fill('password-new-2');
    await page.getByRole('button', { name: 'パスワードを変更する' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'パスワードを変更しました。' })).toBeVisible();
    await expect(current).toHaveValue('');

    expect(await (await page.request.post('/v1/auth/check')).json()).toMatchObject({ check: true });
    expect(await (await other.request.post('/v1/auth/check')).json()).toMatchObject({ check: false });
    await other.goto('/edit/password');
    await expect(other).toHaveURL('/login');
    await elsewhere.close();
  });
});

test('account screens need a login and come back after it', async ({ page }) => {
  const { email } = await activeAccount(api, 'guard', 'guard-password-1');
  for (const path of ['/edit/profile', '/edit/email', '/edit/password']) {
    await page.goto(path);
    await expect(page).toHaveURL('/login');
    await expect(page.getByText('この ページを閲覧するにはログインしている必要があります。', { exact: true })).toBeVisible();
  }
  await page.getByLabel('メールアドレス', { exact: true }).fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill('guard-password-1');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page).toHaveURL('/edit/password');
  await expect(page.getByText('この ページを閲覧するにはログインしている必要があります。', { exact: true })).toHaveCount(0);
});
