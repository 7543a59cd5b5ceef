import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import {
  createItem,
  createMenu,
  createOwnTable,
  createStation,
  deleteStation,
  openSessionOf,
  pairByQr,
  test,
  uniqueSuffix,
} from '../diner/diner-fixture';
import { DinerMenu } from '../diner/menu-page';
import { openStation } from '../kitchen/kitchen-kit';
import { closeOtherVisits, orderRow, staffContext } from '../staff/staff-kit';
import { enterMenu } from '../support/welcome';

/*
 * 品切れ mid-service (issue 30, items 8 and 9): staff flip an item on the order board, the handy and
 * the kitchen display, and a diner tablet left open shows it sold out (and back) without a reload;
 * a plan line is no dish to serve, so the board's 未提供 counts the food alone.
 */

const suffix = uniqueSuffix();
const GENRE = `E2E品切${suffix}`;

let api: APIRequestContext;
let menuId: number;
let stationId = 0;

test.beforeAll(async ({ owner }) => {
  api = owner;
  menuId = (await createMenu(api, GENRE)).id;
  stationId = (await createStation(api, `E2E品切場${suffix}`, menuId)).id;
});
test.afterAll(async () => {
  if (stationId) await deleteStation(api, stationId);
});

/** Orders from the diner's own tablet (its device credential), as the guests would. */
async function orderFromTablet(
  page: Page,
  session: { id: number; dining_table_id: number },
  items: { id: number; quantity: number }[],
) {
  const res = await page.request.post('/v1/order/create', {
    data: {
      ordersData: { table_session_id: session.id, dining_table_id: session.dining_table_id, status: 1 },
      orderItemsData: { items },
    },
    headers: { origin: new URL(page.url()).origin, 'Idempotency-Key': randomUUID() },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('staff flip 品切れ on the board, the handy and the kitchen; the open tablet follows each time', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const hokke = await createItem(api, { label: `ほっけ${suffix}`, price: 780, menuId });
  const plan = await createItem(api, {
    label: `E2E放題${suffix}`,
    price: 1500,
    menuId: (await createMenu(api, `E2E放題札${suffix}`)).id,
    planMenuIds: [menuId],
  });
  const table = await createOwnTable(api, `E2E品切卓${suffix}`);
  const diner = new DinerMenu(page);
  await pairByQr(page, api, table);
  await enterMenu(page);
  await diner.openTab(GENRE);
  await expect(diner.item(hokke.label)).not.toContainText('売り切れ');
  const session = (await openSessionOf(api, table.id))!;
  await orderFromTablet(page, session, [
    { id: plan.id, quantity: 2 },
    { id: hokke.id, quantity: 1 },
  ]);

  const staff: BrowserContext = await staffContext(browser, baseURL!);
  const floor = await staff.newPage();
  try {
    await test.step('the board: the plan is not counted; 品切れ on the line', async () => {
      await closeOtherVisits(api, [session.id]);
      await floor.goto('/order-list');
      await expect(floor.locator('[data-live-status="live"]')).toBeVisible({ timeout: 15_000 });
      await expect(floor.getByText('未提供 1品')).toBeVisible();
      await orderRow(floor, hokke.label, table.label)
        .getByRole('button', { name: `品切れにする（${hokke.label}）` })
        .click();
      await expect(floor.getByText(`${hokke.label}を品切れにしました。`)).toBeVisible();
      await expect(diner.item(hokke.label)).toContainText('売り切れ');
      await expect(
        orderRow(floor, hokke.label, table.label).getByRole('button', { name: `販売再開（${hokke.label}）` }),
      ).toBeVisible();
      // A tap meant for the line beside it is undone from the toast, and every table has it again.
      await floor.getByRole('button', { name: `元に戻す（${hokke.label}を販売再開）` }).click();
      await expect(floor.getByText(`${hokke.label}の販売を再開しました。`)).toBeVisible();
      await expect(diner.item(hokke.label)).not.toContainText('売り切れ');
      await orderRow(floor, hokke.label, table.label)
        .getByRole('button', { name: `品切れにする（${hokke.label}）` })
        .click();
      await expect(diner.item(hokke.label)).toContainText('売り切れ');
    });

    await test.step('the handy: the tile says 品切れ and adds nothing; 販売再開 from it', async () => {
      await floor.goto(`/handy?table=${table.id}`);
      await floor.getByRole('tab', { name: GENRE }).click();
      const tile = floor.getByRole('button', { name: new RegExp(`^${hokke.label}`) });
      await expect(tile).toContainText('品切れ');
      await expect(tile).toBeDisabled();
      await floor.getByRole('button', { name: `販売再開（${hokke.label}）` }).click();
      await expect(tile).toBeEnabled();
      await expect(diner.item(hokke.label)).not.toContainText('売り切れ');
    });

    await test.step('the kitchen display: 品切れ on the card line', async () => {
      await openStation(floor, `E2E品切場${suffix}`);
      await floor.getByRole('button', { name: `品切れにする（${hokke.label}）` }).click();
      await expect(floor.getByRole('button', { name: `販売再開（${hokke.label}）` })).toBeVisible();
      await expect(diner.item(hokke.label)).toContainText('売り切れ');
    });
  } finally {
    await staff.close();
  }
});
