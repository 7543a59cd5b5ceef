import type { AuthCheckResponse } from '../../../appliance/src/contract/auth';
import { businessDateOf } from '../../../appliance/src/contract/business-day';
import { pagePassword } from '../admin/admin-session';
import { owner } from '../demo-logins';
import { expect, type Page, test } from '../support/box-test';
import { billRow, billTotal, cancelDialog, linesOf, markServed, openBill, PHONE, staffPage, TABLET } from './bill-detail-kit';
import { seatTablet, staffSpecSetup, type Tablet } from './staff-kit';

/*
 * 取消 from the bill detail as the role-11 staff account: in full, in part, of a served line with
 * the manager's page password typed in place; then the owner reads each of them in the audit log.
 */

const spec = staffSpecSetup();
const { suffix } = spec;
const tablets: Tablet[] = [];
const pages: Page[] = [];
let staffName = '';

test.describe.configure({ mode: 'serial' });

// Each test's screens close with it: open staff pages reload on every event of the box.
test.afterEach(async () => {
  for (const p of pages.splice(0)) await p.context().close();
  for (const t of tablets.splice(0)) await t.context.close();
});

test('tablet: an unserved line cancelled in full (入力間違い) leaves the bill; その他 cannot be sent without a note', async ({
  browser,
  baseURL,
}) => {
  const { food, drink } = spec.menu;
  const tablet = await seatTablet(browser, spec.api, baseURL!, `E2E取消卓${suffix}`);
  tablets.push(tablet);
  await tablet.order([
    { id: food.id, quantity: 1 },
    { id: drink.id, quantity: 1 },
  ]);
  const page = await staffPage(browser, baseURL!, TABLET);
  pages.push(page);
  staffName = ((await (await page.request.post('/v1/auth/check')).json()) as AuthCheckResponse).user?.username ?? '';
  expect(staffName).not.toBe('');

  const label = tablet.table.label;
  const detail = await openBill(page, label);
  await expect(billTotal(detail)).toHaveText('¥1,470');

  await billRow(detail, food.label)
    .getByRole('button', { name: `${food.label}を取消` })
    .click();
  const dialog = cancelDialog(page, food.label);
  await expect(dialog).toContainText('−¥980');
  // One of it: nothing to count down.
  await expect(dialog.getByRole('button', { name: '取り消す数を1つ減らす' })).toHaveCount(0);
  const send = dialog.getByRole('button', { name: '取消する' });
  await expect(send).toBeDisabled();
  await dialog.getByRole('button', { name: '入力間違い' }).click();
  await expect(dialog.getByRole('button', { name: '入力間違い' })).toHaveAttribute('aria-pressed', 'true');
  await send.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${food.label}を1品取り消しました。`)).toBeVisible();

  const struck = billRow(detail, food.label, true);
  await expect(struck).toContainText('取消');
  await expect(struck.getByText(food.label, { exact: true })).toHaveCSS('text-decoration-line', 'line-through');
  await expect(billRow(detail, food.label)).toHaveCount(0);
  await expect(billTotal(detail)).toHaveText('¥490');

  await test.step('その他 needs a note before it can be sent', async () => {
    await billRow(detail, drink.label)
      .getByRole('button', { name: `${drink.label}を取消` })
      .click();
    const other = cancelDialog(page, drink.label);
    await other.getByRole('button', { name: 'その他' }).click();
    await expect(other.getByText('「その他」のときは理由を入力してください。')).toBeVisible();
    const sendOther = other.getByRole('button', { name: '取消する' });
    await expect(sendOther).toBeDisabled();
    await other.getByLabel('理由の詳細').fill('   ');
    await expect(sendOther).toBeDisabled();
    await other.getByLabel('理由の詳細').fill('お客様が席を間違えた');
    await expect(sendOther).toBeEnabled();
    await sendOther.click();
    await expect(other).toBeHidden();
    await expect(billTotal(detail)).toHaveText('¥0');
  });

  await test.step('the bill list shows the lower amount', async () => {
    await detail.getByRole('button', { name: '戻る' }).click();
    await expect(detail).toBeHidden();
    await expect(page.locator('tbody tr').filter({ hasText: label })).toContainText('¥0');
  });
  const lines = await linesOf(spec.api, tablet.session.id);
  expect(lines.map((l) => l.state).sort()).toEqual(['cancelled', 'cancelled']);
});

test('phone: 3 reduced to 1 (お客様都合): the bill keeps 1 and shows a cancelled 2; every amount is in sight', async ({
  browser,
  baseURL,
}) => {
  const { food, drink } = spec.menu;
  const tablet = await seatTablet(browser, spec.api, baseURL!, `E2E減数卓${suffix}`);
  tablets.push(tablet);
  // Big amounts and a long list: what cut the amounts off on a phone.
  await tablet.order([
    { id: food.id, quantity: 88 },
    { id: drink.id, quantity: 3 },
  ]);
  await tablet.order([{ id: food.id, quantity: 10 }]);
  const page = await staffPage(browser, baseURL!, PHONE);
  pages.push(page);
  const detail = await openBill(page, tablet.table.label);
  // 枝豆 ×3 rather than a row per order: the food's two orders are one row.
  await expect(billRow(detail, food.label).locator('td').nth(1)).toHaveText('98');
  await expect(billTotal(detail)).toHaveText('¥97,510');

  await billRow(detail, drink.label)
    .getByRole('button', { name: `${drink.label}を取消` })
    .click();
  const dialog = cancelDialog(page, drink.label);
  await expect(dialog.getByText('3品中 3品を取消')).toBeVisible();
  await expect(dialog).toContainText('−¥1,470');
  await dialog.getByRole('button', { name: '取り消す数を1つ減らす' }).click();
  await expect(dialog.getByText('3品中 2品を取消')).toBeVisible();
  await expect(dialog.getByText('残りの1品はそのまま残ります。')).toBeVisible();
  await expect(dialog).toContainText('−¥980');
  await dialog.getByRole('button', { name: 'お客様都合' }).click();
  await dialog.getByRole('button', { name: '取消する' }).click();
  await expect(dialog).toBeHidden();

  await expect(billRow(detail, drink.label).locator('td').nth(1)).toHaveText('1');
  await expect(billRow(detail, drink.label).locator('td').nth(2)).toHaveText('¥490');
  await expect(billRow(detail, drink.label, true).locator('td').nth(1)).toHaveText('2');
  await expect(billTotal(detail)).toHaveText('¥96,530');
  const drinks = (await linesOf(spec.api, tablet.session.id)).filter((l) => l.menuitems.id === drink.id);
  expect(drinks.map((l) => [l.quantity, l.state]).sort()).toEqual([
    [1, 'ordered'],
    [2, 'cancelled'],
  ]);

  await test.step('the merged food row opens to its two orders, each with its own 取消', async () => {
    await billRow(detail, food.label)
      .getByRole('button', { name: `${food.label}の内訳を表示` })
      .click();
    await expect(detail.getByTestId('bill-line')).toHaveCount(2);
    await expect(detail.getByTestId('bill-line').getByRole('button', { name: /を取消$/ })).toHaveCount(2);
  });

  await test.step('the amounts are whole and inside the dialog at 390x844', async () => {
    const total = billTotal(detail);
    await expect(total).toBeInViewport({ ratio: 1 });
    const box = (await total.boundingBox())!;
    const dialogBox = (await detail.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(dialogBox.x);
    expect(box.x + box.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    const fit = await total.evaluate((el) => {
      const table = el.closest('table')!;
      const scroller = table.parentElement!;
      const amounts = [...table.querySelectorAll('tbody tr td:nth-child(3), tfoot td')] as HTMLElement[];
      return {
        totalFits: el.scrollWidth <= el.clientWidth,
        tableFits: scroller.scrollWidth <= scroller.clientWidth,
        amountsFit: amounts.every((a) => a.scrollWidth <= a.clientWidth),
      };
    });
    expect(fit).toEqual({ totalFits: true, tableFits: true, amountsFit: true });
  });

  await test.step('paid at the register while the 取消 was open: the box refuses it with SESSION_CLOSED', async () => {
    await detail
      .getByTestId('bill-line')
      .first()
      .getByRole('button', { name: /を取消$/ })
      .click();
    const late = cancelDialog(page, food.label);
    await late.getByRole('button', { name: '入力間違い' }).click();
    const paid = await spec.api.post('/v1/tablesession/update', { data: { id: tablet.session.id, status: 2 } });
    expect(paid.ok()).toBe(true);
    await late.getByRole('button', { name: '取消する' }).click();
    await expect(late.getByText('お会計済みの注文は変更できません。お会計待ちに戻してから操作してください。')).toBeVisible();
    await late.getByRole('button', { name: 'やめる' }).click();
    // The detail heard of the payment: SPEC.md's toggle now offers to reopen the bill, and no 取消 is left.
    await expect(detail.getByRole('button', { name: 'お会計待ちに戻す' })).toBeVisible();
    await expect(detail.getByRole('button', { name: /を取消$/ })).toHaveCount(0);
  });
});

test('phone: a served line needs the manager: a wrong page password is refused, the right one cancels', async ({
  browser,
  baseURL,
}) => {
  const { food } = spec.menu;
  const tablet = await seatTablet(browser, spec.api, baseURL!, `E2E提供済卓${suffix}`);
  tablets.push(tablet);
  const order = await tablet.order([{ id: food.id, quantity: 2 }]);
  const line = order.order.items[0]!;
  await markServed(spec.api, line.id);
  // A fresh login: the staff member holds no page password.
  const page = await staffPage(browser, baseURL!, PHONE);
  pages.push(page);
  const detail = await openBill(page, tablet.table.label);

  await billRow(detail, food.label)
    .getByRole('button', { name: `${food.label}を取消` })
    .click();
  const dialog = cancelDialog(page, food.label);
  await expect(dialog.getByText('提供済み', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: '品切れ' }).click();
  await dialog.getByRole('button', { name: '取消する' }).click();
  await expect(
    dialog.getByText('提供済みまたはお会計中の注文の取消には、責任者の権限またはページパスワードが必要です。'),
  ).toBeVisible();
  await expect(dialog.getByText('2品を取消（品切れ）')).toBeVisible();

  const password = dialog.getByLabel('ページパスワード');
  const authorize = dialog.getByRole('button', { name: '認証して取消する' });
  await expect(authorize).toBeDisabled();
  await password.fill('not-the-page-password');
  await authorize.click();
  await expect(dialog.getByText('ページ認証に失敗しました。')).toBeVisible();
  await expect(page).toHaveURL('/checkout-list');
  expect((await linesOf(spec.api, tablet.session.id))[0]?.state).toBe('served');

  await password.fill(pagePassword);
  await authorize.click();
  await expect(dialog).toBeHidden();
  await expect(billRow(detail, food.label, true)).toContainText('取消');
  await expect(billTotal(detail)).toHaveText('¥0');
  expect((await linesOf(spec.api, tablet.session.id))[0]?.state).toBe('cancelled');
  // The manager's password authorized that one cancel: the waiter's phone holds no page grant.
  expect((await page.request.get('/v1/pageauth/check')).status()).toBe(401);
});

test("the owner's audit log shows each of them: who, why, how much, and the page password used", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: TABLET, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const headers = { origin: baseURL! };
  expect((await context.request.post('/v1/auth/login', { data: owner, headers })).ok()).toBe(true);
  expect((await context.request.post('/v1/pageauth/login', { data: { password: pagePassword }, headers })).ok()).toBe(true);
  const page = await context.newPage();
  pages.push(page);
  const asked = page.waitForRequest((r) => r.url().includes('/v1/correction/get/list'));
  await page.goto('/admin/corrections');
  await expect(page.getByRole('heading', { level: 1, name: '訂正履歴' })).toBeVisible();
  expect(new URL((await asked).url()).searchParams.get('date')).toBe(businessDateOf(Date.now(), 'Asia/Tokyo'));

  const log = page.getByRole('list', { name: '訂正の一覧' });
  const entry = (table: string, item: string) => log.getByRole('listitem').filter({ hasText: table }).filter({ hasText: item });
  const { food, drink } = spec.menu;

  const full = entry(`E2E取消卓${suffix}`, food.label);
  await expect(full).toContainText('取消');
  await expect(full).toContainText('1品 → 0品');
  await expect(full).toContainText('−¥980');
  await expect(full).toContainText('理由：入力間違い');
  await expect(full).toContainText(`担当：${staffName}`);
  await expect(full).not.toContainText('承認');

  await expect(entry(`E2E取消卓${suffix}`, drink.label)).toContainText('理由：その他（お客様が席を間違えた）');

  const reduced = entry(`E2E減数卓${suffix}`, drink.label);
  await expect(reduced).toContainText('数量変更');
  await expect(reduced).toContainText('3品 → 1品');
  await expect(reduced).toContainText('−¥980');
  await expect(reduced).toContainText('理由：お客様都合');

  const served = entry(`E2E提供済卓${suffix}`, food.label);
  await expect(served).toContainText('提供済み');
  await expect(served).toContainText('−¥1,960');
  await expect(served).toContainText('理由：品切れ');
  await expect(served).toContainText(`担当：${staffName}`);
  await expect(served).toContainText('承認：ページパスワード');
});
