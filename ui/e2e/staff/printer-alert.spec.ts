import type { PrinterSaveResponse } from '../../../appliance/src/contract/printers';
import type { StationRoutesResponse, StationSaveResponse } from '../../../appliance/src/contract/stations';
import { type FakePrinter, startFakePrinter } from '../../../appliance/src/devices/fake-printer';
import { expect, type Page, test } from '../support/box-test';
import { acknowledgeOtherBills, expectLive, seatTablet, staffContext, staffSpecSetup, type Tablet } from './staff-kit';

/*
 * The staff screens (/order-list, /checkout-list) warn when a printer prints nothing: paper out,
 * cover open, offline; and when tickets are held, which staff print or drop from a popup without
 * the /admin page password. The printer is a real (fake) ESC/POS printer in this test process,
 * set up through the owner's API for this spec's own station and genre.
 */

// Declared before the kit's hooks so it runs while the owner's API is still open.
test.afterAll(async () => {
  await spec.api.post('/v1/printer/delete', { data: { id: printerId } });
  await tablet?.context.close();
  await page?.context().close();
  await fake?.close();
});

const spec = staffSpecSetup();
const printerName = `E2E串場PR${spec.suffix}`;

let fake: FakePrinter;
let printerId: number;
let page: Page;
let tablet: Tablet;

test.describe.configure({ mode: 'serial' });

async function ok<T>(response: Awaited<ReturnType<typeof spec.api.post>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} -> ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

test.beforeAll(async ({ browser, baseURL }) => {
  fake = await startFakePrinter({ family: 'star' });
  const { api, suffix } = spec;
  const station = (await ok<StationSaveResponse>(await api.post('/v1/station/create', { data: { name: `E2E串場${suffix}` } })))
    .station;
  const routes = await ok<StationRoutesResponse>(await api.get('/v1/station/get/routes'));
  const genre = routes.menus.find((m) => m.label === `E2E厨房${suffix}`);
  await ok(await api.post('/v1/station/route', { data: { menu_id: genre!.id, station_id: station.id } }));
  const printer = await ok<PrinterSaveResponse>(
    await api.post('/v1/printer/create', {
      data: { name: printerName, host: '127.0.0.1', port: fake.port, family: 'star', paper_width: 80, station_id: station.id },
    }),
  );
  printerId = printer.printer.id;
  tablet = await seatTablet(browser, api, baseURL!, `E2E串卓${suffix}`);
  await acknowledgeOtherBills(api, [tablet.table.id]);
  const context = await staffContext(browser, baseURL!);
  page = await context.newPage();
  await page.goto('/order-list');
  await expectLive(page);
});

const banner = () => page.getByRole('alert', { name: 'プリンターの状態' });
const aboutMine = () => page.getByText(`プリンター「${printerName}」`);

test('paper out: an order finds it and the banner says 用紙切れ; paper back, the warning goes and the ticket prints', async () => {
  await expect(aboutMine()).toHaveCount(0);
  await fake.setState('paperOut');
  // A print finds the state at once (an idle printer is looked at every 30 s).
  await tablet.order([{ id: spec.menu.food.id, quantity: 1 }]);
  await expect(banner().getByText(`プリンター「${printerName}」: 用紙切れ`)).toBeVisible({ timeout: 10_000 });
  await expect(banner()).toContainText('ロール紙を交換してください。');

  // The bill list has the same warning; on a phone it stays a few short lines.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/checkout-list');
  await expect(banner().getByText(`プリンター「${printerName}」: 用紙切れ`)).toBeVisible();
  const box = await banner().boundingBox();
  expect(box!.height).toBeLessThan(200);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/order-list');
  await expectLive(page);

  await fake.setState('online');
  // A printer that is down is looked at every 5 s; the waiting ticket then prints.
  await expect(aboutMine()).toHaveCount(0, { timeout: 15_000 });
  const [ticket] = await fake.waitForTickets(1, 15_000);
  expect(ticket!.text).toContain(spec.menu.food.label);
  expect(ticket!.text).toContain(tablet.table.label);
});

test('offline, then removed with its ticket waiting: staff see the held ticket and drop it from the popup', async () => {
  await fake.setState('off');
  await tablet.order([{ id: spec.menu.drink.id, quantity: 3 }]);
  await expect(banner().getByText(`プリンター「${printerName}」: オフライン`)).toBeVisible({ timeout: 10_000 });
  await expect(banner()).toContainText('電源とLANケーブルを確認してください。');

  // Removed without a backup printer, its waiting ticket is held for staff.
  await ok(await spec.api.post('/v1/printer/delete', { data: { id: printerId } }));
  await expect(aboutMine()).toHaveCount(0);
  await expect(banner().getByText(/^保留中の伝票 \d+枚$/)).toBeVisible();
  await banner().getByRole('button', { name: '確認する' }).click();

  const popup = page.getByRole('dialog', { name: '保留中の伝票' });
  const held = popup.getByRole('listitem', { name: `${printerName} ${tablet.table.label} 注文の伝票` });
  await expect(held).toHaveCount(1);
  await expect(held).toContainText('プリンター削除済み');
  // Its printer is gone: it can only be dropped.
  await expect(held.getByRole('button', { name: '印刷する', exact: false })).toBeDisabled();
  await held.getByText('伝票を表示').click();
  await expect(held.locator('pre')).toContainText(spec.menu.drink.label);

  await held.getByRole('button', { name: `${printerName} ${tablet.table.label} 注文 破棄する` }).click();
  await expect(page.getByText('1枚の伝票を破棄しました。', { exact: true })).toBeVisible();
  await expect(held).toHaveCount(0);
  await popup.getByRole('button', { name: '閉じる' }).click();
  await expect(popup).toBeHidden();
  // Nothing of this printer remains.
  await expect(aboutMine()).toHaveCount(0);
});
