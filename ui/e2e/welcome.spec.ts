import { WelcomePage } from './pages/welcome-page';
import { expect, test } from './support/box-test';

test.describe('welcome', () => {
  for (const path of ['/', '/sp']) {
    test(`${path} greets the diner and shows the footer`, async ({ page }) => {
      const welcome = new WelcomePage(page);
      await welcome.goto(path);
      await expect(page).toHaveTitle('トップ | スマオーダー');
      await expect(welcome.footer.getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute('href', '/policy');
      await expect(welcome.footer.getByRole('link', { name: '利用規約' })).toHaveAttribute('href', '/terms');
      await expect(welcome.footer.getByRole('link', { name: '管理者ログイン' })).toHaveAttribute('href', '/login');
    });
  }

  test('メニューを見る opens the menu', async ({ page }) => {
    const welcome = new WelcomePage(page);
    await welcome.goto();
    await welcome.start.click();
    await expect(page).toHaveURL('/menu');
    await expect(page).toHaveTitle('メニュー | スマオーダー');
    await expect(welcome.footer).toHaveCount(0);
  });

  test('the footer is not shown on other screens', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('unknown paths show the not-found screen', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle('ページが見つかりません | スマオーダー');
    await page.getByRole('link', { name: 'トップへ戻る' }).click();
    await expect(page).toHaveURL('/');
  });

  test('legal pages are routed', async ({ page }) => {
    for (const [path, title] of [
      ['/policy', 'プライバシーポリシー'],
      ['/terms', '利用規約'],
      ['/tokushohou', '特定商取引法に基づく表記'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} | スマオーダー`);
    }
  });

  test('ctrl+wheel zoom is blocked and utm_source is saved', async ({ page }) => {
    await page.goto('/?utm_source=flyer');
    await expect(new WelcomePage(page).greeting).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('sourceValue'))).toBe('"flyer"');
    const prevented = await page.evaluate(() => {
      const wheel = new WheelEvent('wheel', { ctrlKey: true, deltaY: -100, bubbles: true, cancelable: true });
      document.body.dispatchEvent(wheel);
      return wheel.defaultPrevented;
    });
    expect(prevented).toBe(true);
  });
});
