import type { TableSessionListResponse } from '../../../appliance/src/contract/table-sessions';
import { expect, type Page, test } from '../support/box-test';
import { billTotal, openBill, PHONE, staffPage } from './bill-detail-kit';
import { acknowledgeOtherBills, seatTablet, staffSpecSetup, type Tablet } from './staff-kit';

/*
 * The register in the bill detail: the total split among the payers (割り勘, the remainder to the
 * first), cash with its change and a card, and the visit paid (its table free).
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

for (const size of [{ width: 1280, height: 800 }, PHONE]) {
  test(`割り勘 of three: cash with change, a card, QR; the visit paid (${size.width}x${size.height})`, async ({
    browser,
    baseURL,
  }) => {
    const { food } = spec.menu;
    const tablet = await seatTablet(browser, spec.api, baseURL!, `E2Eレジ${size.width}${suffix}`);
    tablets.push(tablet);
    await tablet.order([{ id: food.id, quantity: 1 }]);
    const page = await staffPage(browser, baseURL!, size);
    pages.push(page);
    const detail = await openBill(page, tablet.table.label);
    const total = await billTotal(detail).textContent();
    expect(total).toBe('¥980');

    await detail.getByRole('button', { name: 'お支払い', exact: true }).click();
    const register = page.getByRole('dialog', { name: `${tablet.table.label}のお会計` });
    await expect(register.getByTestId('register-total')).toHaveText('¥980');
    await register.getByRole('button', { name: '1人増やす' }).click();
    await register.getByRole('button', { name: '1人増やす' }).click();
    const payers = register.getByTestId('register-payer');
    await expect(payers).toHaveCount(3);
    // ¥980 among three: ¥326 each, the 2 yen left over to the first two.
    await expect(payers.nth(0)).toContainText('¥327');
    await expect(payers.nth(1)).toContainText('¥327');
    await expect(payers.nth(2)).toContainText('¥326');

    await register.getByLabel('1人目 お預かり').fill('1000');
    await expect(payers.nth(0)).toContainText('お釣り ¥673');
    await register.getByLabel('2人目 お支払い方法').selectOption({ label: 'カード' });
    await register.getByLabel('3人目 お支払い方法').selectOption({ label: 'QR' });
    await register.getByLabel('1人目 お預かり').fill('300');
    await expect(register.getByText('お預かりがお支払い額に足りません。')).toBeVisible();
    await expect(register.getByRole('button', { name: 'お会計を完了する' })).toBeDisabled();
    await register.getByLabel('1人目 お預かり').fill('1000');
    await register.getByRole('button', { name: 'お会計を完了する' }).click();
    await expect(page.getByText(`${tablet.table.label}のお会計が完了しました。`)).toBeVisible();
    await expect(register).toBeHidden();

    const res = await spec.api.get(`/v1/tablesession/get/list?activeTableId=${tablet.table.id}`);
    const visit = ((await res.json()) as TableSessionListResponse).list.data.find((s) => s.id === tablet.session.id);
    expect(visit).toMatchObject({ status: 2, total_amount: 980 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(size.width);
  });
}
