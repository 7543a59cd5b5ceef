import { expect, test } from '../support/box-test';
import { staffPage, TABLET } from './bill-detail-kit';

/**
 * The box's pages allow no eval (CSP default-src 'self'). zod is told to parse without it
 * (ui/src/lib/zod-jitless.ts) before any schema is built; if a build ever evaluates a schema first,
 * the browser logs a CSP violation on every staff page, which this catches.
 */
test('the staff screens log no CSP violation and no error while they load and go live', async ({ browser, baseURL }) => {
  const page = await staffPage(browser, baseURL!, TABLET);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|script-src|unsafe-eval/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  for (const [path, heading] of [
    ['/order-list', '注文確認画面'],
    ['/checkout-list', 'お会計一覧'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('[data-live-status="live"]').first()).toBeVisible({ timeout: 15_000 });
  }
  // The kitchen display's station picker, and the admin home behind the page password's prompt.
  await page.goto('/kitchen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/admin');
  await expect(
    page
      .getByRole('dialog')
      .or(page.getByRole('heading', { level: 1 }))
      .first(),
  ).toBeVisible();
  expect(problems).toEqual([]);
  await page.context().close();
});
