import { owner, staff } from '../demo-logins';
import { expect, test } from '../support/box-test';
import { message, pageAuthDialog, pagePassword } from './admin-session';

const origin = (baseURL: string | undefined) => ({ origin: baseURL ?? '' });

test.describe('admin access', () => {
  test('login first, back to the page, then the page password: cancel shows nothing, a wrong one leaves', async ({ page }) => {
    await page.goto('/admin/menus');
    await expect(page).toHaveURL(/\/login$/);
    await expect(message(page, 'この ページを閲覧するにはログインしている必要があります。')).toBeVisible();

    await page.getByLabel('メールアドレス', { exact: true }).fill(owner.email);
    await page.getByLabel('パスワード', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expect(page).toHaveURL('/admin/menus');

    const prompt = pageAuthDialog(page);
    await expect(prompt.dialog).toBeVisible();
    await expect(prompt.submit).toBeDisabled();
    await prompt.cancel.click();
    await expect(page.getByRole('heading', { name: 'ページ認証が必要です' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'メニュー一覧' })).toHaveCount(0);
    await expect(page).toHaveURL('/admin/menus');

    // A wrong password alerts and leaves for the top page.
    await page.getByRole('button', { name: 'パスワードを入力する' }).click();
    await prompt.password.fill('not-the-page-password');
    await prompt.submit.click();
    await expect(message(page, 'ページ認証に失敗しました。')).toBeVisible();
    await expect(page).toHaveURL('/');

    await page.goto('/admin/menus');
    await prompt.password.fill(pagePassword);
    await prompt.submit.click();
    await expect(page.getByRole('heading', { level: 1, name: 'メニュー管理' })).toBeVisible();
    await expect(page).toHaveTitle('メニュー管理 | スマオーダー');
    await expect(page.getByRole('list', { name: 'メニュー一覧' }).getByText('drink', { exact: true })).toBeVisible();

    const nav = page.getByRole('navigation', { name: '管理メニュー' });
    await expect(nav.getByRole('link')).toHaveText([
      '管理ページTOP',
      'メニュー管理',
      '商品管理',
      'オプション管理',
      '多言語メニュー',
      '来店受付・お通し',
      '会計・インボイス',
      '日計・売上',
      'デバイス管理',
      'ステーション管理',
      'プリンター管理',
      '訂正履歴',
      '管理者管理',
      'ソフトウェア更新',
      'ログアウト',
    ]);
    await expect(nav.getByRole('link', { name: 'メニュー管理' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: '管理ページTOP' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '管理ページTOP' })).toBeVisible();
    await expect(pageAuthDialog(page).dialog).toBeHidden();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /注文確認画面/ })).toHaveAttribute('href', '/order-list');
    await expect(main.getByRole('link', { name: /お会計一覧/ })).toHaveAttribute('href', '/checkout-list');
    await expect(main.getByRole('link', { name: /メニュー画面/ })).toHaveAttribute('href', '/menu-preview');
    await expect(main.getByRole('link', { name: /ハンディ/ })).toHaveAttribute('href', '/handy');

    // Logging out from the side menu is not a lost login: no message, no saved return path.
    await nav.getByRole('link', { name: 'ログアウト' }).click();
    await expect(page).toHaveURL('/login/');
    await expect(page.getByText('この ページを閲覧するにはログインしている必要があります。')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('saved'))).toBeNull();
  });

  test('shop staff (role 11) may not open the account pages', async ({ page, baseURL }) => {
    const login = await page.request.post('/v1/auth/login', { data: staff, headers: origin(baseURL) });
    expect(login.ok()).toBe(true);
    await page.goto('/admin/admin-users');
    await expect(message(page, 'アクセス権限がありません。トップページへリダイレクトします。')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(pageAuthDialog(page).dialog).toBeHidden();

    await page.goto('/admin/users');
    await expect(page).toHaveURL('/');
    const list = await page.request.get('/v1/user/get/list');
    expect(list.status()).toBe(403);
  });
});
