import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { TableSession } from '../../../appliance/src/contract/table-sessions';
import {
  cancelLine,
  createItem,
  createMenu,
  expectNoSidewaysScroll,
  markServed,
  openSessionOf,
  orderFromTablet,
  seatAtMenu,
  tableOrderLines,
  test,
  uniqueSuffix,
} from './diner-fixture';

const suffix = uniqueSuffix();
const GENRE = `E2E会計${suffix}`;

let api: APIRequestContext;
let edamame: { id: number };
let karaage: { id: number };
let beer: { id: number };
let sides: { id: number }[];

test.beforeAll(async ({ owner }) => {
  api = owner;
  const genre = await createMenu(api, GENRE);
  edamame = await createItem(api, { label: '枝豆', price: 390, menuId: genre.id });
  karaage = await createItem(api, { label: '若鶏の唐揚げ', price: 680, menuId: genre.id });
  beer = await createItem(api, { label: '生ビール', price: 600, menuId: genre.id });
  sides = [];
  for (let i = 1; i <= 10; i++) sides.push(await createItem(api, { label: `一品${i}号`, price: 200 + i, menuId: genre.id }));
});

/** 枝豆 in three orders, 唐揚げ x2, and a beer staff took back. */
async function orderTheEvening(page: Page, session: TableSession) {
  for (const quantity of [1, 1, 1]) await orderFromTablet(page, session, [{ id: edamame.id, quantity }]);
  const last = await orderFromTablet(page, session, [
    { id: karaage.id, quantity: 2 },
    { id: beer.id, quantity: 1 },
  ]);
  await cancelLine(api, last.items.find((line) => line.menuitems.id === beer.id)!.id);
}

function billOf(page: Page) {
  const rows = page.getByTestId('history-row');
  return {
    rows,
    row: (label: string) => rows.filter({ hasText: label }),
    total: page.getByTestId('checkout-total'),
    submit: page.getByRole('button', { name: 'お会計を確定する' }),
  };
}

test.describe('on a tablet', () => {
  test('the bill check merges repeated items, leaves 取消 off, marks 済 when all are served, and keeps the total and the button in view', async ({
    page,
  }) => {
    const { table, session } = await seatAtMenu(page, api, `E2E会計卓${suffix}`);
    await orderTheEvening(page, session);
    await page.getByRole('button', { name: 'お会計する' }).click();
    await expect(page).toHaveURL('/checkout-confirm');
    const bill = billOf(page);

    // お通し for the two adults counted at the welcome, then what was ordered.
    await expect(bill.rows).toHaveCount(3);
    await expect(bill.rows.first()).toContainText('お通し');
    await expect(bill.rows.first()).toContainText('¥660');
    await expect(bill.row('枝豆')).toContainText('3');
    await expect(bill.row('枝豆')).toContainText('¥1,170');
    await expect(bill.row('若鶏の唐揚げ')).toContainText('¥1,360');
    await expect(bill.row('生ビール')).toHaveCount(0);
    // One row per line and no blank filler rows (issue 30; SPEC.md's 'padded to 8 rows' read as missing lines).
    await expect(page.getByTestId('order-history').locator('tbody tr')).toHaveCount(3);
    await expect(bill.total).toHaveText('¥3,190');
    expect((await openSessionOf(api, table.id))?.total_amount).toBe(3190);

    // 済 only once every plate of 枝豆 has reached the table.
    const edamameLines = (await tableOrderLines(api, table.id)).filter((line) => line.menuitems.id === edamame.id);
    await markServed(api, edamameLines[0]!.id);
    await markServed(api, edamameLines[1]!.id);
    // Read afresh, so the absence below is the box's answer and not a screen that has not caught up.
    await page.reload();
    await expect(bill.row('枝豆')).toContainText('¥1,170');
    await expect(bill.row('枝豆').getByText('済')).toHaveCount(0);
    await markServed(api, edamameLines[2]!.id);
    await expect(bill.row('枝豆').getByText('済')).toBeVisible();
    await expect(bill.row('若鶏の唐揚げ').getByText('済')).toHaveCount(0);

    // A long evening: more rows than the screen holds scroll inside the table.
    await orderFromTablet(
      page,
      session,
      sides.map((item) => ({ id: item.id, quantity: 1 })),
    );
    await expect(bill.rows).toHaveCount(13);
    await expect(bill.total).toHaveText(`¥${(await openSessionOf(api, table.id))!.total_amount.toLocaleString('ja-JP')}`);
    await expectTotalAndButtonInView(page);
    await expect(bill.rows.last()).not.toBeInViewport();
    await bill.rows.last().scrollIntoViewIfNeeded();
    await expect(bill.rows.last()).toBeInViewport();
    await expectTotalAndButtonInView(page);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the merged bill fits the phone, with the total and the button in view', async ({ page }) => {
    const { session } = await seatAtMenu(page, api, `E2E携帯会計${suffix}`);
    await orderTheEvening(page, session);
    await orderFromTablet(
      page,
      session,
      sides.map((item) => ({ id: item.id, quantity: 2 })),
    );
    await page.getByRole('button', { name: 'お会計する' }).click();
    const bill = billOf(page);
    await expect(bill.rows).toHaveCount(13);
    await expect(bill.row('枝豆')).toContainText('¥1,170');
    await expectTotalAndButtonInView(page);
    await expectNoSidewaysScroll(page);
  });
});

/** The page itself does not scroll: the total and お会計を確定する are on the screen as it opens. */
async function expectTotalAndButtonInView(page: Page) {
  const bill = billOf(page);
  await expect(bill.total).toBeInViewport();
  await expect(bill.submit).toBeInViewport();
  await expect(bill.submit).toBeEnabled();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerHeight),
  );
}
