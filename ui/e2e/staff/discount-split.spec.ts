import type { BillShowResponse } from '../../../appliance/src/contract/bills';
import { pagePassword } from '../admin/admin-session';
import { expect, type Page, test } from '../support/box-test';
import { billTotal, openBill, PHONE, staffPage, TABLET } from './bill-detail-kit';
import { acknowledgeOtherBills, seatTablet, staffSpecSetup, type Tablet } from './staff-kit';

/*
 * The register's money given away and split: a waiter's 割引 asks for a manager's page password,
 * the ledger shows it and the box's new total, the guests' tablet shows the amount large, and the
 * bill is split by lines (品目で分ける) with the shared part halved, then paid.
 */

const spec = staffSpecSetup();
const { suffix } = spec;
const tablets: Tablet[] = [];
const pages: Page[] = [];

test.beforeEach(async () => {
  await acknowledgeOtherBills(spec.api);
});

test.afterEach(async () => {
  for (const p of pages.splice(0)) await p.context().close();
  for (const t of tablets.splice(0)) await t.context.close();
});

for (const size of [TABLET, PHONE]) {
  test(`a discount with a manager's password, then split by lines and paid (${size.width}x${size.height})`, async ({
    browser,
    baseURL,
  }) => {
    const { food, drink } = spec.menu;
    const tablet = await seatTablet(browser, spec.api, baseURL!, `E2E割引${size.width}${suffix}`);
    tablets.push(tablet);
    // 焼き鳥盛り ¥980 x 2, ハイボール ¥490 x 2: ¥2,940.
    await tablet.order([
      { id: food.id, quantity: 2 },
      { id: drink.id, quantity: 2 },
    ]);
    await tablet.requestBill();
    const guests = await tablet.context.newPage();
    await guests.setViewportSize(TABLET);
    await guests.goto('/checkout');
    await expect(guests.getByTestId('checkout-amount')).toContainText('¥2,940');

    const page = await staffPage(browser, baseURL!, size);
    pages.push(page);
    const detail = await openBill(page, tablet.table.label);
    await expect(billTotal(detail)).toHaveText('¥2,940');

    await detail.getByRole('button', { name: '割引', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `${tablet.table.label}の割引` });
    await dialog.getByLabel('割引の対象').selectOption({ label: `${drink.label} × 2（¥980）` });
    await dialog.getByRole('button', { name: '％引き' }).click();
    await dialog.getByLabel('割合（％）').fill('50');
    await dialog.getByRole('button', { name: 'お詫び' }).click();
    await expect(dialog.getByTestId('discount-effect')).toHaveText('−¥490');
    await dialog.getByRole('button', { name: '割引する' }).click();
    // A waiter alone may not give money away: the manager types the page password here.
    await expect(dialog.getByText('割引には、責任者の権限またはページパスワードが必要です。', { exact: false })).toBeVisible();
    await dialog.getByLabel('ページパスワード').fill(pagePassword);
    await dialog.getByRole('button', { name: '割引する' }).click();
    await expect(page.getByText(`${tablet.table.label}に割引を適用しました。`)).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = detail.getByTestId('bill-discount');
    await expect(row).toContainText('割引 お詫び 50%');
    await expect(row).toContainText('−¥490');
    await expect(billTotal(detail)).toHaveText('¥2,450');
    // The guests' screen follows the box: the amount to have ready is the discounted one.
    await expect(guests.getByTestId('checkout-amount')).toContainText('¥2,450');

    await detail.getByRole('button', { name: 'お支払い', exact: true }).click();
    const register = page.getByRole('dialog', { name: `${tablet.table.label}のお会計` });
    await expect(register.getByTestId('register-total')).toHaveText('¥2,450');
    await register.getByRole('button', { name: '1人増やす' }).click();
    await register.getByRole('button', { name: '品目で分ける' }).click();
    await register.getByLabel(`${drink.label}を支払う人`).selectOption({ label: '2人目' });
    const payers = register.getByTestId('register-payer');
    // The first pays the yakitori (¥1,960), the second the discounted highballs (¥490).
    await expect(payers.nth(0)).toContainText('¥1,960');
    await expect(payers.nth(1)).toContainText('¥490');
    await register.getByLabel('2人目 お支払い方法').selectOption({ label: 'カード' });
    await register.getByLabel('1人目 お預かり').fill('2000');
    await expect(payers.nth(0)).toContainText('お釣り ¥40');
    await register.getByRole('button', { name: 'お会計を完了する' }).click();
    await expect(page.getByText(`${tablet.table.label}のお会計が完了しました。`)).toBeVisible();

    const res = await spec.api.get(`/v1/bill/show?table_session_id=${tablet.session.id}`);
    const { bill } = (await res.json()) as BillShowResponse;
    expect(bill).toMatchObject({ status: 2, total: 2_450, discount_total: 490 });
    expect(bill.payments.map(({ method, amount, tendered, change }) => ({ method, amount, tendered, change }))).toEqual([
      { method: 'cash', amount: 1_960, tendered: 2_000, change: 40 },
      { method: 'card', amount: 490, tendered: null, change: null },
    ]);
    expect(bill.receipt?.number).toBeGreaterThan(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(size.width);
  });
}
