import { expect, type Page, test } from '@playwright/test';
import { openBill, PHONE, staffPage, TABLET } from './bill-detail-kit';
import { acknowledgeOtherBills, seatTablet, staffSpecSetup, type Tablet } from './staff-kit';

const spec = staffSpecSetup();
const { suffix } = spec;
const tablets: Tablet[] = [];
const pages: Page[] = [];
const tag = process.env.SHOT_TAG ?? 'before';
test.beforeEach(async () => { await acknowledgeOtherBills(spec.api); });
test.afterEach(async () => {
  for (const p of pages.splice(0)) await p.context().close();
  for (const t of tablets.splice(0)) await t.context.close();
});
for (const size of [TABLET, PHONE]) {
  test(`shots ${size.width}`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const shot = (page: Page, name: string) => page.screenshot({ path: `/work/shots/bill/${tag}-${name}-${size.width}.png` });
    const { food, drink } = spec.menu;
    const tablet = await seatTablet(browser, spec.api, baseURL!, `E2E写${size.width}${suffix}`);
    tablets.push(tablet);
    await tablet.order([{ id: food.id, quantity: 1 }, { id: drink.id, quantity: 2 }]);
    await tablet.requestBill();
    const page = await staffPage(browser, baseURL!, size);
    pages.push(page);
    const detail = await openBill(page, tablet.table.label);
    await shot(page, 'bill-unserved');
    await detail.getByRole('button', { name: '割引', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `${tablet.table.label}の割引` });
    await expect(dialog).toBeVisible();
    await shot(page, 'discount');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await detail.getByRole('button', { name: 'お支払い', exact: true }).click();
    const register = page.getByRole('dialog', { name: `${tablet.table.label}のお会計` });
    await expect(register).toBeVisible();
    await shot(page, 'register');
    await register.getByRole('button', { name: '1人増やす' }).click();
    await register.getByLabel('1人目 お預かり').fill('1000');
    await register.getByLabel('2人目 お支払い方法').selectOption({ label: 'カード' });
    await shot(page, 'register-split');
    await register.getByRole('button', { name: 'お会計を完了する' }).click();
    await expect(register).toBeHidden();
    await page.waitForTimeout(500);
    await shot(page, 'bill-paid');
    await page.goto(`/receipt/${tablet.session.id}?doc=invoice&paper=80mm`);
    await expect(page.getByTestId('receipt-paper')).toBeVisible();
    await shot(page, 'invoice');
  });
}
