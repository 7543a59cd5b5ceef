import type { OptionGroupSaveResponse } from '../../../appliance/src/contract/option-groups';
import { billRow, openBill, PHONE, staffPage, TABLET } from '../staff/bill-detail-kit';
import { closeOtherVisits, orderRow, seatTablet, type Tablet } from '../staff/staff-kit';
import { expect, test } from '../support/box-test';
import { cardOf, kitchenSpecSetup, stationPage } from './kitchen-kit';

/*
 * The variants reach the people who make and carry them (issue 15): a table orders 焼き鳥 タレ with
 * a note and 焼き鳥 塩; the grill's card, the staff order list (tablet and phone) and the bill detail
 * each show two lines, with the choice and the note, and buttons that name the variant.
 */

const spec = kitchenSpecSetup();
let tablet: Tablet;

test.beforeAll(async ({ browser, baseURL }) => {
  const { api, kitchen, suffix } = spec;
  const created = await api.post('/v1/optiongroup/create', {
    data: {
      name: `e2e-kitchen-${suffix}`,
      label: '焼き方',
      min_picks: 1,
      max_picks: 1,
      choices: [
        { label: '塩', price_delta: 0 },
        { label: 'タレ', price_delta: 0 },
      ],
      item_ids: [kitchen.yakitori.id],
    },
  });
  const group = ((await created.json()) as OptionGroupSaveResponse).optionGroup;
  const choice = (label: string) => group.choices.find((c) => c.label === label)!.id;
  await api.post('/v1/menuitem/update', {
    data: {
      id: kitchen.yakitori.id,
      label: kitchen.yakitori.label,
      name: `e2e-yakitori-${suffix}`,
      price: 980,
      menu_id: (await itemMenu()) ?? 0,
      flag: 1,
      accepts_note: 1,
    },
  });
  await closeOtherVisits(api);
  tablet = await seatTablet(browser, api, baseURL!, `E2E選択${suffix}`);
  await tablet.order([
    { id: kitchen.yakitori.id, quantity: 2, options: [choice('タレ')], note: 'よく焼きで' },
    { id: kitchen.yakitori.id, quantity: 1, options: [choice('塩')] },
  ] as never);

  async function itemMenu() {
    const res = await api.get('/v1/menuitem/get/list');
    const body = (await res.json()) as { list: { data: { id: number; menu_id: number }[] } };
    return body.list.data.find((i) => i.id === kitchen.yakitori.id)?.menu_id;
  }
});

// The group stays on this file's own item (the owner's API is let go by the kit's afterAll).
test.afterAll(async () => {
  await tablet?.context.close();
});

test('the grill card shows each variant with its choice and the note, and its button names the variant', async ({
  browser,
  baseURL,
}) => {
  const { kitchen } = spec;
  const { context, page } = await stationPage(browser, baseURL!, kitchen.grill.name);
  const card = cardOf(page, tablet.table.label);
  await expect(card.getByTestId('kitchen-line-options')).toHaveCount(2);
  await expect(card.getByTestId('kitchen-line-options').filter({ hasText: 'タレ' })).toBeVisible();
  await expect(card.getByTestId('kitchen-line-options').filter({ hasText: '塩' })).toBeVisible();
  await expect(card.getByTestId('kitchen-line-note')).toHaveText(['※ よく焼きで']);
  await card.getByRole('button', { name: `${kitchen.yakitori.label}（タレ）を完了にする` }).click();
  await expect(card.getByRole('button', { name: `${kitchen.yakitori.label}（タレ）の完了を取り消す` })).toBeVisible();
  await expect(card.getByRole('button', { name: `${kitchen.yakitori.label}（塩）を完了にする` })).toBeVisible();
  await context.close();
});

for (const [size, viewport] of [
  ['tablet', TABLET],
  ['phone', PHONE],
] as const) {
  test(`${size}: the order list and the bill detail keep タレ and 塩 apart, the note under タレ`, async ({
    browser,
    baseURL,
  }) => {
    const { kitchen } = spec;
    const page = await staffPage(browser, baseURL!, viewport);
    await page.goto('/order-list');
    const rows = orderRow(page, kitchen.yakitori.label, tablet.table.label);
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'タレ' }).getByTestId('board-line-note')).toHaveText('備考: よく焼きで');
    await expect(rows.filter({ hasText: '塩' }).getByTestId('board-line-note')).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: new RegExp(`${kitchen.yakitori.label}（塩）`) })).toBeVisible();

    const detail = await openBill(page, tablet.table.label);
    const tare = billRow(detail, kitchen.yakitori.label).filter({ hasText: 'タレ' });
    await expect(tare).toContainText('備考: よく焼きで');
    await expect(tare).toContainText('¥1,960');
    await expect(billRow(detail, kitchen.yakitori.label).filter({ hasText: '塩' })).toContainText('¥980');
    await page.context().close();
  });
}
