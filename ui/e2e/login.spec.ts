import { owner, staff } from './demo-logins';
import { LoginPage } from './pages/login-page';
import { WelcomePage } from './pages/welcome-page';
import { watchAnimations } from './support/animations';
import { createTable, ownerApi, pairByApi } from './support/box-api';
import { expect, test } from './support/box-test';

test.describe('login', () => {
  test('has its title and a disabled button until both fields are valid', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(page).toHaveTitle('ログイン | スマオーダー');
    await expect(login.submit).toBeDisabled();
    await login.email.fill(staff.email);
    await expect(login.submit).toBeDisabled();
    await login.password.fill('x');
    await expect(login.submit).toBeEnabled();
    await login.email.fill('staff@example');
    await expect(login.submit).toBeDisabled();
    await expect(login.forgotPassword).toHaveAttribute('href', '/forgot-password');
  });

  test('shows validation messages under the fields', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.email.focus();
    await login.email.blur();
    await expect(page.getByText('メールアドレスを入力してください', { exact: true })).toBeVisible();
    await login.email.fill('not-an-email');
    await expect(page.getByText('正しいメールアドレスの形式で入力してください', { exact: true })).toBeVisible();
    await login.password.focus();
    await login.password.blur();
    await expect(page.getByText('パスワードを入力してください', { exact: true })).toBeVisible();
    await expect(login.email).toHaveAttribute('aria-invalid', 'true');
    await expect(login.submit).toBeDisabled();
  });

  test('a wrong password shows the box message and shakes the form', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    const shakes = await watchAnimations(login.form);
    await login.login(owner.email, 'wrong-password-1');
    await expect(login.errorAlert).toHaveText('入力されたパスワードが間違っています');
    await expect.poll(shakes).toEqual([750]);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown email shows the not-registered message', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login('nobody@example.com', 'whatever-1234');
    await expect(login.errorAlert).toHaveText('入力されたメールアドレスは登録されていません');
  });

  test('a locked account shows the ban message from the box', async ({ page }) => {
    // Locking a real demo account would lock it for every later spec of this run, so the
    // box's 423 answer is replayed instead.
    const message =
      'パスワードを5回間違えたため、1/1 09:30までログインが制限されています。制限を解除したい場合は運営まで連絡してください。';
    await page.route('**/v1/auth/login', (route) =>
      route.fulfill({
        status: 423,
        json: { error: { code: 'E_USER_BANNED', message, unbannedTime: Date.now() + 60_000, isBanned: true } },
      }),
    );
    const login = new LoginPage(page);
    await login.goto();
    await login.login(staff.email, staff.password);
    await expect(login.errorAlert).toHaveText(message);
  });

  test('a box that cannot be reached shows the network message', async ({ page }) => {
    await page.route('**/v1/auth/login', (route) => route.abort('internetdisconnected'));
    const login = new LoginPage(page);
    await login.goto();
    await login.login(staff.email, staff.password);
    await expect(login.errorAlert).toHaveText('ネットワークエラーが発生しました。インターネット接続を確認してください。');
  });

  test('the demo staff account logs in and lands on the order list', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(staff.email, staff.password);
    await expect(page).toHaveURL('/order-list');
    await expect(page.getByRole('heading', { level: 1, name: '注文確認画面' })).toBeVisible();
    const check = await page.request.post('/v1/auth/check');
    expect(await check.json()).toMatchObject({ check: true, user: { email: staff.email } });
  });

  test('an owner (role 22) lands on the admin home, behind its page password', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(owner.email, owner.password);
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('dialog', { name: 'ページ認証' })).toBeVisible();
  });

  test('on a paired tablet a staff login stays on its welcome screen, without the unregistered error', async ({
    page,
    context,
    baseURL,
  }) => {
    const api = await ownerApi(baseURL!);
    const table = await createTable(api, `E2Eログイン卓${Date.now() % 100000}`);
    await pairByApi(context, api, table.id, baseURL!);
    await api.dispose();
    const login = new LoginPage(page);
    await login.goto();
    await login.login(staff.email, staff.password);
    await expect(page).toHaveURL('/');
    const welcome = new WelcomePage(page);
    await expect(welcome.greeting).toBeVisible();
    await expect(page.getByText(table.label, { exact: true })).toBeVisible();
    await expect(page.getByText('このデバイスは登録されていません', { exact: false })).toHaveCount(0);
  });

  test('goes back to the saved redirect target after login', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await page.evaluate(() =>
      localStorage.setItem('saved', JSON.stringify({ user: null, cart: [], loginRedirect: '/order-list' })),
    );
    await login.login(staff.email, staff.password);
    await expect(page).toHaveURL('/order-list');
    await expect(page).toHaveTitle('注文確認画面 | スマオーダー');
  });

  test('query flags show their notice', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto('/?isRegist=1');
    await expect(page.getByRole('status').filter({ hasText: 'パスワードを登録しました' })).toBeVisible();
    await login.goto('?isResetPass=1');
    await expect(page.getByText('パスワードを再設定しました。', { exact: false })).toBeVisible();
    await login.goto('?expired=1');
    await expect(page.getByText('ログインの有効期限が切れました。', { exact: false })).toBeVisible();
  });

  test('/logout ends the session and lands on /login/', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(staff.email, staff.password);
    await expect(page).toHaveURL('/order-list');
    await page.goto('/logout');
    await expect(page).toHaveURL('/login/');
    await expect(login.email).toBeVisible();
    const check = await page.request.post('/v1/auth/check');
    expect(await check.json()).toMatchObject({ check: false, user: null });
    expect(await page.evaluate(() => localStorage.getItem('saved'))).toBeNull();
  });
});
