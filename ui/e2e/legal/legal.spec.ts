import { DEMO_COMPANY, DEMO_SHOP_NAME } from '../../../appliance/src/db/seed/demo-menu';
import { expect, test } from '../support/box-test';

test('特定商取引法に基づく表記 shows the operating company from the box settings', async ({ page }) => {
  await page.goto('/tokushohou');
  await expect(page).toHaveTitle('特定商取引法に基づく表記 | スマオーダー');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('特定商取引法に基づく表記');
  for (const [term, detail] of [
    ['販売事業者', DEMO_COMPANY.name],
    ['運営統括責任者', DEMO_COMPANY.representative],
    ['所在地', DEMO_COMPANY.address],
    ['電話番号', DEMO_COMPANY.phone],
    ['メールアドレス', DEMO_COMPANY.email],
    ['店舗名', DEMO_SHOP_NAME],
  ]) {
    await expect(page.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd')).toHaveText(detail!);
  }
  await expect(page.getByRole('term').filter({ hasText: '支払方法' })).toBeVisible();
});

test('the terms are dated 2025-07-20, have 14 articles and credit the voice source', async ({ page }) => {
  await page.goto('/terms');
  await expect(page).toHaveTitle('利用規約 | スマオーダー');
  await expect(page.getByText('2025年7月20日 制定')).toBeVisible();
  const articles = page.getByRole('heading', { level: 2 });
  await expect(articles).toHaveCount(14);
  await expect(articles.first()).toHaveText('第1条（適用）');
  await expect(articles.last()).toHaveText('第14条（準拠法・裁判管轄）');
  await expect(page.getByText(DEMO_COMPANY.name, { exact: false }).first()).toBeVisible();
  await expect(page.getByText('Web Speech API の speechSynthesis', { exact: false })).toBeVisible();
  await expect(page.getByText('Web Audio API', { exact: false }).first()).toBeVisible();
});

test('the privacy policy says what is kept and that it stays in the shop', async ({ page }) => {
  await page.goto('/policy');
  await expect(page).toHaveTitle('プライバシーポリシー | スマオーダー');
  await expect(page.getByText('2025年7月20日 制定')).toBeVisible();
  for (const text of [
    'ご注文の情報：',
    'テーブルのご利用記録：',
    'スタッフのアカウント情報：',
    '外部のサーバーには保存しません',
  ]) {
    await expect(page.getByText(text, { exact: false })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'お問い合わせ窓口' })).toBeVisible();
  await expect(page.getByText(DEMO_COMPANY.email)).toBeVisible();
});

test('a long text scrolls back to its top, and the button goes back to the top page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'ページの先頭へ' })).toHaveCount(0);
  await page.getByRole('link', { name: 'トップへ戻る' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'ページの先頭へ' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('link', { name: 'トップへ戻る' }).click();
  await expect(page).toHaveURL('/');
});
