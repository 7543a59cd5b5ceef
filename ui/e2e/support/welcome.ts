import { expect, type Page } from '@playwright/test';

/**
 * Taps メニューを見る on a paired tablet's welcome. The demo shop asks the party's size first: the
 * spec then counts `adults` (2 unless told) as a diner would.
 */
export async function enterMenu(page: Page, adults = 2): Promise<void> {
  await expect(page.locator('[data-check-in="known"]')).toBeVisible();
  if (await page.getByRole('heading', { name: '人数を入力してください' }).isVisible()) {
    const more = page.getByRole('button', { name: /^(大人|人数)を1名増やす$/ });
    for (let i = 0; i < adults; i += 1) await more.click();
  }
  await page.getByRole('link', { name: 'メニューを見る' }).click();
}
