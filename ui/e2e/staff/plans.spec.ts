import type { MenuItemListResponse } from '../../../appliance/src/contract/menu-items';
import type { PlanRunListResponse } from '../../../appliance/src/contract/plans';
import { type APIRequestContext, expect, type Locator, type Page, test } from '../support/box-test';
import { billRow, billTotal, openBill, PHONE, staffPage } from './bill-detail-kit';
import {
  acknowledgeOtherBills,
  chimesPlayed,
  expectLive,
  recordChimes,
  seatTablet,
  staffContext,
  staffSpecSetup,
  type Tablet,
} from './staff-kit';

/*
 * Timed 放題 plans on the staff screens: the order list's panel counts down on the box's clock
 * (page.clock moves the browser's time; the panel adds it to the box's `now`), and the bill detail
 * shows the cover charge (demo: お通し ¥330 per adult) with its 免除.
 */

const spec = staffSpecSetup();
const { suffix } = spec;
const tablets: Tablet[] = [];
const pages: Page[] = [];

/** The demo's 90-minute alcohol plan: last order 30 minutes before the end, warned 10 before that. */
const PLAN = 'nomihodai-alcohol-90';
const PLAN_LABEL = '90分 アルコール飲み放題';
/** The bill arpeggio's first note (the last-order chime). */
const BILL_CHIME_HZ = 523.25;

test.beforeEach(async () => {
  await acknowledgeOtherBills(spec.api);
});

test.afterEach(async () => {
  for (const p of pages.splice(0)) await p.context().close();
  for (const t of tablets.splice(0)) await t.context.close();
});

async function demoItemId(api: APIRequestContext, name: string): Promise<number> {
  const res = await api.get('/v1/menuitem/get/list');
  const found = ((await res.json()) as MenuItemListResponse).list.data.find((i) => i.name === name);
  if (!found) throw new Error(`demo item ${name} is missing`);
  return found.id;
}

/** Staff count the party: `guests` of whom `children` are children. */
async function countGuests(api: APIRequestContext, tablet: Tablet, guests: number, children: number): Promise<void> {
  const res = await api.post('/v1/tablesession/update', {
    data: { id: tablet.session.id, guest_count: guests, child_count: children },
  });
  expect(res.ok()).toBe(true);
}

/** The panel's card of one table's plan. */
function planCard(page: Page, table: string): Locator {
  return page.getByTestId('plan-panel').getByTestId('plan-run').filter({ hasText: table });
}

test('the 放題 panel counts down on the box clock: L.O. near at 55 min, L.O.済 with one chime at 61, 終了 at 90', async ({
  browser,
  baseURL,
}) => {
  const plan = await demoItemId(spec.api, PLAN);
  const first = await seatTablet(browser, spec.api, baseURL!, `E2E放題A${suffix}`);
  const second = await seatTablet(browser, spec.api, baseURL!, `E2E放題B${suffix}`);
  tablets.push(first, second);
  await countGuests(spec.api, first, 4, 0);
  await first.order([{ id: plan, quantity: 2 }]);
  await second.order([{ id: plan, quantity: 3 }]);

  const runs = (await (await spec.api.get(`/v1/plan/runs?table_session_id=${first.session.id}`)).json()) as PlanRunListResponse;
  const run = runs.runs[0]!;
  const lastOrder = new Intl.DateTimeFormat('ja-JP', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Tokyo',
  }).format(run.last_order_at!);

  const context = await staffContext(browser, baseURL!);
  await recordChimes(context);
  const page = await context.newPage();
  pages.push(page);
  // The browser's clock is Playwright's from the start, so it can be moved on later.
  await page.clock.install();
  await page.goto('/order-list');
  await expectLive(page);
  await page.getByRole('button', { name: '通知音をオンにする' }).click();

  const a = planCard(page, first.table.label);
  const b = planCard(page, second.table.label);
  await test.step('each table on a plan: plan, takers of guests, minutes left and last order; the soonest end first', async () => {
    await expect(a).toContainText(PLAN_LABEL);
    await expect(a).toContainText('2/4名');
    await expect(a).toContainText(/残り(89|90)分/);
    await expect(a).toContainText(`L.O. ${lastOrder}`);
    await expect(a).toHaveAttribute('data-phase', 'running');
    await expect(b).toContainText('3名');
    const order = await page.getByTestId('plan-run').allInnerTexts();
    const at = (label: string) => order.findIndex((text) => text.includes(label));
    expect(at(first.table.label)).toBeLessThan(at(second.table.label));
  });

  await test.step('55 minutes on: nearing last order, highlighted with the minutes to it', async () => {
    await page.clock.fastForward('55:00');
    await expect(a).toHaveAttribute('data-phase', 'nearLastOrder');
    await expect(a.getByTestId('plan-mark')).toHaveText(/L\.O\.まで(5|6)分/);
    await expect(a).not.toHaveAttribute('data-called');
  });

  const chimesBefore = (await chimesPlayed(page)).length;
  await test.step('61 minutes on: L.O.済, both tables called with one bill chime, each until staff confirm it', async () => {
    await page.clock.fastForward('06:00');
    await expect(a).toHaveAttribute('data-phase', 'afterLastOrder');
    await expect(a.getByTestId('plan-mark')).toHaveText('L.O.済');
    await expect(a).toHaveAttribute('data-called', 'true');
    await expect(b).toHaveAttribute('data-called', 'true');
    await expect(a.getByRole('status')).toHaveText(/L\.O\.になりました/);
    await expect.poll(async () => (await chimesPlayed(page)).slice(chimesBefore)).toContain(BILL_CHIME_HZ);
    await a.getByRole('button', { name: `${first.table.label}のL.O.を確認` }).click();
    await expect(a).not.toHaveAttribute('data-called');
    await expect(b).toHaveAttribute('data-called', 'true');
  });

  await test.step('later ticks call nobody again; at 90 minutes the plan is 終了', async () => {
    await page.clock.fastForward('00:30');
    await page.clock.fastForward('30:00');
    await expect(a).toHaveAttribute('data-phase', 'ended');
    await expect(a.getByTestId('plan-mark')).toHaveText('終了');
    await expect(a).not.toHaveAttribute('data-called');
    expect((await chimesPlayed(page)).slice(chimesBefore).filter((hz) => hz === BILL_CHIME_HZ)).toHaveLength(1);
  });

  await test.step('a tap on the card opens the table bill: the plan line is takers x price', async () => {
    await a.getByRole('button').first().click();
    const detail = page.getByRole('dialog', { name: `${first.table.label}のご注文` });
    await expect(billRow(detail, PLAN_LABEL)).toContainText('¥3,960');
  });
});

test('お通し on the bill: ¥330 × adults above the total; 免除 takes it off and 戻す puts it back; children counted apart', async ({
  browser,
  baseURL,
}) => {
  const { food } = spec.menu;
  const tablet = await seatTablet(browser, spec.api, baseURL!, `E2Eお通し${suffix}`);
  tablets.push(tablet);
  await countGuests(spec.api, tablet, 4, 1);
  await tablet.order([{ id: food.id, quantity: 1 }]);
  const page = await staffPage(browser, baseURL!, PHONE);
  pages.push(page);
  const detail = await openBill(page, tablet.table.label);
  const cover = detail.getByTestId('bill-cover');

  await expect(detail.getByTestId('guest-count')).toHaveText('大人3・子供1');
  await expect(cover).toContainText('お通し ¥330 × 3');
  await expect(cover).toContainText('¥990');
  await expect(billTotal(detail)).toHaveText('¥1,970');
  // One rate, its tax worked out once on the whole ¥1,970 (切り捨て): 179.09 -> ¥179.
  await expect(detail.getByTestId('bill-rate')).toHaveText(['10%対象 ¥1,970（内消費税 ¥179）']);

  await detail.getByRole('button', { name: 'お通しを免除' }).click();
  await expect(cover).toContainText('免除');
  await expect(billTotal(detail)).toHaveText('¥980');

  await detail.getByRole('button', { name: 'お通しを戻す' }).click();
  await expect(cover).toContainText('¥990');
  await expect(billTotal(detail)).toHaveText('¥1,970');

  await test.step('one more child: 大人2・子供2, the cover follows the adults', async () => {
    await detail.getByRole('button', { name: '人数を変更' }).click();
    await detail.getByRole('button', { name: '子供を1人増やす' }).click();
    await detail.getByRole('button', { name: '保存する' }).click();
    await expect(detail.getByTestId('guest-count')).toHaveText('大人2・子供2');
    await expect(cover).toContainText('お通し ¥330 × 2');
    await expect(billTotal(detail)).toHaveText('¥1,640');
  });
});
