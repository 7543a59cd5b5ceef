import { expect as baseExpect, type Page, test } from '../support/box-test';
import { billTotal, openBill, PHONE, staffPage, TABLET } from './bill-detail-kit';
import { acknowledgeOtherBills, seatTablet, staffSpecSetup, type Tablet } from './staff-kit';

/*
 * Issue 30 at the register: lines still to serve show 未提供あり and are served right there; a
 * waiter sees the page-password field of 割引 before trying; cash has ちょうど, the usual notes and
 * a テンキー; after payment the bill says how it was paid, its main button is 閉じる, and each
 * payer of a split bill can have a 領収書.
 */

// Each test walks the whole register: more steps than most, so more time on a busy machine.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

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
  test(`未提供あり served from the bill, the discount's password up front, quick cash, then how it was paid (${size.width}x${size.height})`, async ({
    browser,
    baseURL,
  }) => {
    const { food, drink } = spec.menu;
    const tablet = await seatTablet(browser, spec.api, baseURL!, `E2E支払${size.width}${suffix}`);
    tablets.push(tablet);
    // 焼き鳥盛り ¥980 x 1, ハイボール ¥490 x 2: ¥1,960, nothing served yet.
    await tablet.order([
      { id: food.id, quantity: 1 },
      { id: drink.id, quantity: 2 },
    ]);
    const page = await staffPage(browser, baseURL!, size);
    pages.push(page);
    const detail = await openBill(page, tablet.table.label);
    await expect(billTotal(detail)).toHaveText('¥1,960');

    const unserved = detail.getByTestId('unserved-lines');
    await expect(unserved).toContainText('未提供あり');
    await expect(unserved).toContainText(`${food.label} × 1`);
    await expect(unserved).toContainText(`${drink.label} × 2`);
    await unserved.getByRole('button', { name: `${food.label}を提供済みにする` }).click();
    await expect(unserved).not.toContainText(food.label);
    await expect(unserved).toContainText(`${drink.label} × 2`);

    // The demo staff account (role 11) cannot discount alone: the manager's field is there at once.
    await detail.getByRole('button', { name: '割引', exact: true }).click();
    const discount = page.getByRole('dialog', { name: `${tablet.table.label}の割引` });
    await expect(discount.getByLabel('ページパスワード')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(discount).toBeHidden();

    await detail.getByRole('button', { name: 'お支払い', exact: true }).click();
    const register = page.getByRole('dialog', { name: `${tablet.table.label}のお会計` });
    // The register says so too, before the guests pay.
    await expect(register.getByTestId('unserved-lines')).toContainText(`${drink.label} × 2`);
    const tendered = register.getByLabel('1人目 お預かり');
    const cash = register.getByRole('group', { name: '1人目の現金' });
    await cash.getByRole('button', { name: 'ちょうど' }).click();
    await expect(tendered).toHaveValue('1960');
    await expect(register.getByTestId('register-payer')).toContainText('お釣り ¥0');
    await cash.getByRole('button', { name: '¥5,000' }).click();
    await expect(tendered).toHaveValue('5000');
    await expect(register.getByTestId('register-payer')).toContainText('お釣り ¥3,040');
    // A note smaller than what is owed is no answer.
    await expect(cash.getByRole('button', { name: '¥1,000' })).toBeDisabled();
    await register.getByRole('button', { name: '1人目のテンキー' }).click();
    const pad = register.getByRole('group', { name: '1人目のテンキー' });
    await pad.getByRole('button', { name: 'クリア' }).click();
    for (const key of ['2', '0', '00']) await pad.getByRole('button', { name: key, exact: true }).click();
    await expect(tendered).toHaveValue('2000');
    await expect(register.getByTestId('register-payer')).toContainText('お釣り ¥40');
    await pad.getByRole('button', { name: '1桁消す' }).click();
    await expect(tendered).toHaveValue('200');
    await pad.getByRole('button', { name: '0', exact: true }).click();
    await expect(page.getByRole('dialog').last()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(size.width);
    await register.getByRole('button', { name: 'お会計を完了する' }).click();
    await expect(register).toBeHidden();

    const paid = detail.getByTestId('paid-summary');
    await expect(paid).toContainText('現金');
    await expect(paid).toContainText('¥1,960');
    await expect(paid).toContainText('お預かり ¥2,000・お釣り ¥40');
    // The next step is to close; reopening the bill is the marked undo beside it.
    const footer = page.getByRole('dialog', { name: `${tablet.table.label}のご注文` });
    // The footer's last (main) button; the dialog's × is also named 閉じる.
    await expect(footer.locator('footer').getByRole('button').last()).toHaveText('閉じる');
    await expect(footer.getByRole('button', { name: /お会計待ちに戻す/ })).toContainText('お会計を取り消します');
    await footer.getByRole('button', { name: '閉じる', exact: true }).last().click();
    await expect(detail).toBeHidden();
  });
}

test('a split bill: each payer is shown with their method, and a 領収書 per payer prints', async ({ browser, baseURL }) => {
  const { food } = spec.menu;
  const tablet = await seatTablet(browser, spec.api, baseURL!, `E2E割領${suffix}`);
  tablets.push(tablet);
  await tablet.order([{ id: food.id, quantity: 2 }]);
  const page = await staffPage(browser, baseURL!, TABLET);
  pages.push(page);
  const detail = await openBill(page, tablet.table.label);
  await detail.getByRole('button', { name: 'お支払い', exact: true }).click();
  const register = page.getByRole('dialog', { name: `${tablet.table.label}のお会計` });
  await register.getByRole('button', { name: '1人増やす' }).click();
  await register.getByLabel('2人目 お支払い方法').selectOption({ label: 'カード' });
  await register.getByRole('button', { name: 'お会計を完了する' }).click();
  await expect(register).toBeHidden();

  const payments = detail.getByTestId('paid-payment');
  await expect(payments).toHaveCount(2);
  await expect(payments.nth(0)).toContainText('1人目');
  await expect(payments.nth(0)).toContainText('¥980');
  await expect(payments.nth(1)).toContainText('カード');
  await payments.nth(1).getByRole('button', { name: '2人目の領収書' }).click();
  const invoice = page.getByRole('dialog', { name: `${tablet.table.label} 2人目（¥980）の領収書` });
  await invoice.getByLabel('宛名').fill('鈴木');
  await invoice.getByRole('button', { name: '印刷する' }).click();
  await expect(page.getByText(`${tablet.table.label}の領収書を印刷しています。`)).toBeVisible();
  await expect(invoice).toBeHidden();
});
