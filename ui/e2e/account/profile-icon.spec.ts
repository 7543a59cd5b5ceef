import sharp from 'sharp';
import { ownerApi } from '../support/box-api';
import { type APIRequestContext, expect, test } from '../support/box-test';
import { activeAccount, logIn, nextAlert } from './account-kit';

let api: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  api = await ownerApi(baseURL!);
});
test.afterAll(() => api.dispose());

test('icon files are checked in the browser; an icon is replaced and deleted through the confirm step', async ({ page }) => {
  const { email } = await activeAccount(api, 'icon', 'icon-password-1');
  await logIn(page, email, 'icon-password-1');
  await page.goto('/edit/profile');
  await expect(page).toHaveTitle('プロフィール編集 | スマオーダー');
  await expect(page.getByRole('img', { name: '画像なし' })).toBeVisible();
  const input = page.getByLabel('画像を選択');

  const tooBig = nextAlert(page);
  await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(2_097_153, 1) });
  expect(await tooBig).toBe('ファイルサイズの上限は2MBまでです。再度インプットしてください。');
  const wrongType = nextAlert(page);
  await input.setInputFiles({ name: 'face.bmp', mimeType: 'image/bmp', buffer: Buffer.from('BM') });
  expect(await wrongType).toBe('jpg・jpeg・png・gif 形式の画像を選択してください。');
  await expect(page.getByRole('img', { name: '画像なし' })).toBeVisible();

  const gif = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2c4a7a' } })
    .gif()
    .toBuffer();
  await input.setInputFiles({ name: 'face.GIF', mimeType: 'image/gif', buffer: gif });
  await page.getByRole('button', { name: '確認する' }).click();
  await expect(page.getByText('未設定')).toHaveCount(2);
  await page.getByRole('button', { name: '修正する' }).click();
  await page.getByLabel('名').fill('一郎');
  await page.getByRole('button', { name: '確認する' }).click();
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByText('プロフィールを更新しました。', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'プロフィール画像' })).toHaveAttribute('src', /-icon\.webp$/);

  await page.getByRole('button', { name: '画像を削除' }).click();
  await page.getByRole('button', { name: '確認する' }).click();
  await expect(page.getByText('登録すると画像を削除します。')).toBeVisible();
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByText('プロフィールを更新しました。', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: '画像なし' })).toBeVisible();
  const check = (await (await page.request.post('/v1/auth/check')).json()) as {
    user: { first_name: string; urls: { icon: unknown[] } };
  };
  expect(check.user).toMatchObject({ first_name: '一郎', urls: { icon: [] } });
});

test('a refused upload shows SPEC.md message and nothing changes', async ({ page }) => {
  const { email } = await activeAccount(api, 'icon-fail', 'icon-password-2');
  await logIn(page, email, 'icon-password-2');
  await page.goto('/edit/profile');
  // A file that looks like a PNG by name but is not an image: the box answers 422.
  await page
    .getByLabel('画像を選択')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
  await page.getByRole('button', { name: '確認する' }).click();
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByRole('alert')).toHaveText('プロフィール画像のアップロードに失敗しました。');
  await page.route('**/v1/user/update', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'エラーが発生しました。' } } }),
  );
  await page.getByRole('button', { name: '画像を削除' }).click();
  await page.getByRole('button', { name: '確認する' }).click();
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'プロフィールの更新に失敗しました。お手数ですが、ページをリロードして再度お試しください。',
  );
});
