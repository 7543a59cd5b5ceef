import type { MenuItemListResponse, MenuItemSaveResponse } from '../../../appliance/src/contract/menu-items';
import type { MenuSaveResponse } from '../../../appliance/src/contract/menus';
import { expect, type Page, test } from '../support/box-test';
import { message, ownerPage, unique } from './admin-session';

/** The owner sets an item's allergens in its editor, on a tablet and on a phone. */

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the item editor sets 小麦 contains and えび may contain at ${viewport.width}x${viewport.height}`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const page: Page = await ownerPage(browser, baseURL!, '/admin/menu-items', '商品管理');
    await page.setViewportSize(viewport);
    const id = unique();
    const genre = (
      (await (
        await page.request.post('/v1/menu/create', { data: { label: `E2Eアレルギー${id}`, name: `e2e-allergen-${id}`, flag: 1 } })
      ).json()) as MenuSaveResponse
    ).menu;
    const label = `E2Eかき揚げ${id}`;
    const created = await page.request.post('/v1/menuitem/create', {
      data: { label, name: `e2e-kakiage-${id}`, price: 600, menu_id: genre.id },
    });
    expect(created.ok()).toBe(true);
    const itemId = ((await created.json()) as MenuItemSaveResponse).menuItem.id;

    const search = page.getByRole('search');
    await search.getByLabel('キーワード').fill(`e2e-kakiage-${id}`);
    await search.getByRole('button', { name: '検索する' }).click();
    const row = page.getByRole('list', { name: '商品一覧' }).getByRole('listitem').filter({ hasText: label });
    await row.getByRole('button', { name: `${label} 変更` }).click();
    const edit = page.getByRole('form', { name: `${label}を編集中` });
    const section = edit.getByTestId('item-allergens');
    await expect(section).toContainText('登録なし');
    await section.getByText('アレルギー:').click();
    await section.getByRole('radiogroup', { name: '小麦の表示' }).getByRole('radio', { name: '含む', exact: true }).check();
    await section.getByRole('radiogroup', { name: 'えびの表示' }).getByRole('radio', { name: '含む可能性', exact: true }).check();
    await expect(section).toContainText('2品目を登録');
    await section.getByRole('radiogroup', { name: '小麦の表示' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`editor-${viewport.width}x${viewport.height}.png`) });
    await edit.getByRole('button', { name: '更新' }).click();
    await expect(message(page, '商品情報を更新しました。')).toBeVisible();

    const listed = (await (await page.request.get(`/v1/menuitem/get/list?menuId=${genre.id}`)).json()) as MenuItemListResponse;
    expect(listed.list.data.find((item) => item.id === itemId)?.allergens).toEqual([
      { id: 'shrimp', level: 'may_contain' },
      { id: 'wheat', level: 'contains' },
    ]);

    // Opened again, the editor shows what was saved; なし takes one off.
    await row.getByRole('button', { name: `${label} 変更` }).click();
    const again = page.getByRole('form', { name: `${label}を編集中` }).getByTestId('item-allergens');
    await expect(again).toContainText('2品目を登録');
    await again.getByText('アレルギー:').click();
    await expect(
      again.getByRole('radiogroup', { name: '小麦の表示' }).getByRole('radio', { name: '含む', exact: true }),
    ).toBeChecked();
    await again.getByRole('radiogroup', { name: 'えびの表示' }).getByRole('radio', { name: 'なし', exact: true }).check();
    // The first save's message may still be showing: wait for this save's answer.
    const saved = page.waitForResponse((res) => res.url().endsWith('/v1/menuitem/update') && res.ok());
    await page
      .getByRole('form', { name: `${label}を編集中` })
      .getByRole('button', { name: '更新' })
      .click();
    await saved;
    await expect(message(page, '商品情報を更新しました。')).toBeVisible();
    const after = (await (await page.request.get(`/v1/menuitem/get/list?menuId=${genre.id}`)).json()) as MenuItemListResponse;
    expect(after.list.data.find((item) => item.id === itemId)?.allergens).toEqual([{ id: 'wheat', level: 'contains' }]);
    await page.context().close();
  });
}
