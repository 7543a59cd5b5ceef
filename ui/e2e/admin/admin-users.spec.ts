import { expect, type Page, test } from '../support/box-test';
import { message, ownerPage, unique } from './admin-session';

const id = unique();
const invitee = { email: `e2e-admin-${id}@example.com`, name: `E2E招待${id}` };

let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, baseURL }) => {
  page = await ownerPage(browser, baseURL!, '/admin/admin-users', '管理者管理');
});

test.afterAll(async () => {
  await page.context().close();
});

const list = () => page.getByRole('list', { name: '管理者一覧' });
const row = (text: string) => list().getByRole('listitem').filter({ hasText: text });

test('invites an admin: the setup link and its QR show, and the pending row is greyed without 変更', async () => {
  await page.getByText('新規登録', { exact: true }).click();
  const form = page.getByRole('form', { name: '新規登録' });
  const register = form.getByRole('button', { name: '登録する' });
  await expect(register).toBeDisabled();
  await expect(form.getByLabel('権限').locator('option')).toHaveText(['管理者', '開発者', 'システム管理者']);
  await form.getByLabel('メールアドレス').fill(invitee.email);
  await expect(register).toBeDisabled();
  await form.getByLabel('名前').fill(invitee.name);
  await register.click();

  const dialog = page.getByRole('dialog', { name: 'パスワード設定用リンク' });
  await expect(dialog).toContainText('入力されたメールアドレスにパスワード設定用のメールを送信しました。');
  await expect(dialog.getByLabel('リンク')).toHaveValue(/\/signup\/password\?activate=/);
  await expect(dialog.getByRole('img', { name: 'パスワード設定用リンク' })).toBeVisible();
  await dialog.getByRole('button', { name: '閉じる' }).last().click();

  const pending = row(invitee.email);
  await expect(pending).toContainText(invitee.name);
  await expect(pending).toContainText('招待中');
  await expect(pending).toContainText('管理者');
  await expect(pending.getByRole('button', { name: /変更/ })).toHaveCount(0);
  await expect(pending).toHaveCSS('opacity', '0.55');

  await form.getByLabel('メールアドレス').fill(invitee.email.toUpperCase());
  await form.getByLabel('名前').fill('重複');
  await register.click();
  await expect(form.getByRole('alert')).toHaveText('既に登録されているメールアドレスです。');
});

test('edits an active account in place once its password is set', async ({ baseURL }) => {
  // The invitee sets a password from the mailed link (no login), which makes the account active.
  const created = await page.request.post('/v1/user/create', {
    data: { email: `e2e-active-${id}@example.com`, username: `E2E有効${id}` },
    headers: { origin: baseURL! },
  });
  expect(created.ok()).toBe(true);
  const setupLink = new URL(((await created.json()) as { setupLink: string }).setupLink);
  const activated = await page.request.post('/v1/user/create/password', {
    data: { activatekey: setupLink.searchParams.get('activate'), password: 'e2e-password-1234' },
    headers: { origin: baseURL! },
  });
  expect(activated.ok()).toBe(true);

  await page.reload();
  const active = row(`e2e-active-${id}@example.com`);
  await expect(active).toContainText('有効');
  await active.getByRole('button', { name: `E2E有効${id} 変更` }).click();
  const edit = page.getByRole('form', { name: `E2E有効${id}を編集中` });
  await edit.getByLabel('名前').fill('');
  await expect(edit.getByRole('button', { name: '更新' })).toBeDisabled();
  await edit.getByLabel('名前').fill(`E2E改名${id}`);
  await edit.getByLabel('権限').selectOption({ label: '開発者' });
  await edit.getByRole('button', { name: '更新' }).click();
  await expect(message(page, '管理者情報を更新しました。')).toBeVisible();
  await expect(row(`e2e-active-${id}@example.com`)).toContainText(`E2E改名${id}`);
  await expect(row(`e2e-active-${id}@example.com`)).toContainText('開発者');

  await page.getByRole('search').getByLabel('権限').selectOption({ label: '開発者' });
  await page.getByRole('search').getByRole('button', { name: '検索する' }).click();
  await expect(row(`e2e-active-${id}@example.com`)).toBeVisible();
  await expect(row(invitee.email)).toHaveCount(0);
});

test('a lockout after five wrong passwords shows on the row and the owner lifts it', async ({ baseURL, playwright }) => {
  const email = `e2e-active-${id}@example.com`;
  const guesser = await playwright.request.newContext({ baseURL: baseURL!, extraHTTPHeaders: { origin: baseURL! } });
  const attempt = (password: string) => guesser.post('/v1/auth/login', { data: { email, password } });
  for (let i = 0; i < 5; i++) await attempt('wrong-password-0');
  expect((await attempt('e2e-password-1234')).status()).toBe(423);

  await page.reload();
  const locked = row(email);
  await expect(locked).toContainText('ロック中');
  await locked.getByRole('button', { name: `E2E改名${id} ロック解除` }).click();
  await expect(message(page, 'ログインのロックを解除しました。')).toBeVisible();
  await expect(row(email)).not.toContainText('ロック中');
  expect((await attempt('e2e-password-1234')).status()).toBe(200);
  await guesser.dispose();
});

test('the users page keeps to shop staff (role 11)', async () => {
  await page.getByRole('link', { name: 'ユーザー管理' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ユーザー管理' })).toBeVisible();
  const users = page.getByRole('list', { name: 'ユーザー一覧' });
  await expect(users.getByRole('listitem').filter({ hasText: invitee.email })).toBeVisible();
  await expect(users.getByRole('listitem').filter({ hasText: `e2e-active-${id}@example.com` })).toHaveCount(0);
  await expect(page.getByRole('search').getByLabel('権限')).toHaveCount(0);
});
