import type { TableSessionListResponse } from '../../../appliance/src/contract/table-sessions';
import { expect, test } from '../support/box-test';
import {
  acknowledgeOtherBills,
  chimesPlayed,
  expectLive,
  orderRow,
  recordChimes,
  seatTablet,
  staffContext,
  staffSpecSetup,
} from './staff-kit';

const spec = staffSpecSetup();
const { suffix } = spec;

test.beforeAll(async () => {
  await acknowledgeOtherBills(spec.api);
});

test('a tablet and the staff screens: served mark, bill popup, OK, paid, and the tablet back to welcome', async ({
  browser,
  baseURL,
}) => {
  const tablet = await seatTablet(browser, spec.api, baseURL!, `E2E会計卓${suffix}`);
  const label = tablet.table.label;
  await tablet.order([
    { id: spec.menu.food.id, quantity: 2 },
    { id: spec.menu.drink.id, quantity: 1 },
  ]);
  const diner = await tablet.context.newPage();
  const staffCtx = await staffContext(browser, baseURL!);
  await recordChimes(staffCtx);
  const staff = await staffCtx.newPage();
  await staff.goto('/order-list');
  await expectLive(staff);
  await staff.getByRole('button', { name: '通知音をオンにする' }).click();

  await test.step('serving an item shows 済 on the tablet without a reload', async () => {
    await diner.goto('/checkout-confirm');
    const history = diner.getByTestId('history-row').filter({ hasText: spec.menu.food.label });
    await expect(history).toBeVisible();
    await expect(history).not.toContainText('済');
    await orderRow(staff, spec.menu.food.label, label).getByRole('checkbox').click();
    await expect(history).toContainText('済');
    await expect(diner.getByTestId('history-row').filter({ hasText: spec.menu.drink.label })).not.toContainText('済');
  });

  await test.step('the bill request pops up on the staff page with its chime; OK acknowledges it', async () => {
    const before = (await chimesPlayed(staff)).length;
    await diner.getByRole('button', { name: 'お会計を確定する' }).click();
    await diner.getByRole('dialog').getByRole('button', { name: 'お会計を依頼する' }).click();
    await expect(diner).toHaveURL(/\/checkout$/);

    const popup = staff.getByRole('dialog', { name: 'お会計のご依頼' });
    const entry = popup.getByRole('listitem').filter({ hasText: `${label}お会計です。対応お願いします。` });
    await expect(entry).toBeVisible();
    await expect.poll(async () => (await chimesPlayed(staff)).slice(before)).toContain(523.25);
    await entry.getByRole('button', { name: 'OK' }).click();
    await expect(entry).toHaveCount(0);
    const sessions = await spec.api.get(`/v1/tablesession/get/list?activeTableId=${tablet.table.id}`);
    const [session] = ((await sessions.json()) as TableSessionListResponse).list.data;
    expect(session).toMatchObject({ status: 1, confirm_flag: 1 });
  });

  await test.step('marked paid from the bill list, the tablet returns to welcome', async () => {
    await staff.getByRole('link', { name: 'お会計一覧' }).click();
    await expect(staff).toHaveURL('/checkout-list');
    await staff.getByLabel('テーブル').selectOption({ label });
    const row = staff.locator('tbody tr').filter({ hasText: label });
    await expect(row).toContainText('お会計待ち');
    await expect(row).toContainText('¥2,450');
    await row.getByRole('button', { name: `${label}のご注文を開く` }).click();

    const detail = staff.getByRole('dialog', { name: `${label}のご注文` });
    await expect(detail.getByRole('row').filter({ hasText: spec.menu.food.label })).toContainText('¥1,960');
    await expect(detail.getByRole('row').filter({ hasText: '合計' })).toContainText('¥2,450');
    await detail.getByRole('button', { name: 'お会計済みにする' }).click();
    await expect(detail.getByRole('button', { name: 'お会計待ちに戻す' })).toBeVisible();
    await expect(diner.getByRole('heading', { name: 'いらっしゃいませ！' })).toBeVisible();
    await expect(diner).toHaveURL(/\/$/);

    await detail.getByRole('button', { name: '閉じる', exact: true }).last().click();
    await expect(detail).toBeHidden();
    // The list shows waiting bills: the paid one has left it.
    await expect(row).toHaveCount(0);
    await expect(staff.getByText('※該当するお会計はありません。')).toBeVisible();
  });

  await staffCtx.close();
  await tablet.context.close();
});
