import { expect, type Locator, type Page, test } from '../support/box-test';
import { ownerPage } from './admin-session';

/*
 * The owner's screens at 1280x800 (issue 30, items 6 and 13): ログアウト is on the screen without
 * scrolling the side menu, the item list leads with the 税込 price the owner typed, and the item
 * form speaks of plain line breaks, not <br> tags.
 */

let page: Page;

test.beforeAll(async ({ browser, baseURL }) => {
  page = await ownerPage(browser, baseURL!, '/admin/menu-items', '商品管理');
});

test.afterAll(async () => {
  await page.context().close();
});

async function fontSize(locator: Locator): Promise<number> {
  return locator.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
}

test('ログアウト on the screen at 800 px high; 税込 leads the list; the form speaks of line breaks', async () => {
  await test.step('the side menu shows ログアウト without scrolling', async () => {
    const logout = page.getByRole('link', { name: 'ログアウト' });
    const box = await logout.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(800);
    const hit = await logout.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return at !== null && (el === at || el.contains(at));
    });
    expect(hit).toBe(true);
  });

  await test.step('the list shows the 税込 price large, the 税抜 one small under it', async () => {
    const row = page.getByRole('list', { name: '商品一覧' }).getByRole('listitem').filter({ hasText: 'tebasaki' });
    const taxIn = row.getByText('¥638(税込)', { exact: true });
    const taxEx = row.getByText('¥580(税抜)', { exact: true });
    await expect(taxIn).toBeVisible();
    expect(await fontSize(taxIn)).toBeGreaterThan(await fontSize(taxEx));
    expect((await taxIn.boundingBox())!.y).toBeLessThan((await taxEx.boundingBox())!.y);
  });

  await test.step('the item form says line breaks are kept, and never suggests <br>', async () => {
    await page.getByText('新規登録', { exact: true }).click();
    const form = page.getByRole('form', { name: '新規登録' });
    await expect(form.getByText('改行して入力すると、お客様のメニューでもそのまま改行して表示されます。')).toBeVisible();
    await expect(form).not.toContainText('<br>');
    await expect(form).not.toContainText('改行タグ');
  });
});
