import type { PrinterListResponse } from '../../../appliance/src/contract/printers';
import type { StationSaveResponse } from '../../../appliance/src/contract/stations';
import { type FakePrinter, startFakePrinter } from '../../../appliance/src/devices/fake-printer';
import { createStaffMenu, type StaffMenu, seatTablet, type Tablet } from '../staff/staff-kit';
import { expect, type Page, test } from '../support/box-test';
import { message, ownerPage, unique } from './admin-session';

/*
 * The owner sets up a receipt printer on /admin/printers as a new user would: adds it for a station
 * at the address of a real (fake) ESC/POS printer listening in this test process, test-prints,
 * sees a tablet's order come out of it and in the print history, sees paper run out and come back,
 * and removes it. The spec makes its own station, genre, items, table and printer.
 */

const id = unique();
const stationName = `E2E揚げ場${id}`;
const printerName = `E2E揚げ場PR${id}`;

let page: Page;
let fake: FakePrinter;
let menu: StaffMenu;
const tablets: Tablet[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, baseURL }) => {
  fake = await startFakePrinter({ family: 'epson' });
  page = await ownerPage(browser, baseURL!, '/admin/printers', 'プリンター管理');
  // The owner page's own session (login + page password) makes the station and the menu.
  const res = await page.request.post('/v1/station/create', { data: { name: stationName } });
  expect(res.ok()).toBe(true);
  const station = ((await res.json()) as StationSaveResponse).station;
  menu = await createStaffMenu(page.request, id);
  const genres = await page.request.get('/v1/station/get/routes');
  const genre = ((await genres.json()) as { menus: { id: number; label: string }[] }).menus.find(
    (m) => m.label === `E2E厨房${id}`,
  );
  const routed = await page.request.post('/v1/station/route', { data: { menu_id: genre!.id, station_id: station.id } });
  expect(routed.ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'プリンター管理' })).toBeVisible();
});

test.afterAll(async () => {
  // Leave no printer of this spec behind, whatever failed: the staff screens would show it.
  const res = await page.request.get('/v1/printer/get/list');
  for (const printer of ((await res.json()) as PrinterListResponse).list.data) {
    if (printer.name === printerName) await page.request.post('/v1/printer/delete', { data: { id: printer.id } });
  }
  for (const tablet of tablets) await tablet.context.close();
  await page.context().close();
  await fake.close();
});

const printerList = () => page.getByRole('list', { name: 'プリンター一覧' });
const printerRow = () => printerList().getByRole('listitem', { name: printerName, exact: true });
const badge = () => printerRow().locator('[data-printer-state]');
const history = () => page.getByRole('list', { name: '印刷履歴の伝票' });
const ticketsWith = (text: string) => history().getByRole('listitem').filter({ hasText: text });

async function register(name: string) {
  const form = page.getByRole('form', { name: '新規登録' });
  if (!(await form.isVisible())) await page.getByText('新規登録', { exact: true }).click();
  await form.getByLabel('プリンター名').fill(name);
  await form.getByLabel('IPアドレス').fill('127.0.0.1');
  await form.getByLabel('ポート').fill(String(fake.port));
  await form.getByLabel('機種').selectOption({ label: 'Epson' });
  await form.getByLabel('用紙幅').selectOption({ label: '80mm' });
  await form.getByLabel('担当ステーション').selectOption({ label: stationName });
  await form.getByRole('button', { name: '登録する' }).click();
  return form;
}

async function testPrint() {
  await printerRow()
    .getByRole('button', { name: `${printerName} テスト印刷` })
    .click();
  return printerRow().getByRole('region', { name: `${printerName}のテスト印刷の結果` });
}

test('adds a printer for a station, test-prints it, and the printer prints テスト印刷', async () => {
  const form = await register(printerName);
  await expect(message(page, 'プリンターを登録しました。')).toBeVisible();
  await expect(printerRow()).toContainText(`担当: ${stationName}`);
  await expect(printerRow()).toContainText(`127.0.0.1:${fake.port}`);
  await expect(printerRow()).toContainText('Epson・80mm');
  await expect(printerRow()).toContainText('予備プリンターなし');
  // The form starts again with the usual port.
  await expect(form.getByLabel('プリンター名')).toHaveValue('');
  await expect(form.getByLabel('ポート')).toHaveValue('9100');

  const result = await testPrint();
  await expect(result).toContainText('印刷しました。', { timeout: 10_000 });
  await expect(badge()).toHaveText('オンライン');
  const [ticket] = await fake.waitForTickets(1);
  expect(ticket!.text).toContain('テスト印刷');
  expect(ticket!.text).toContain(printerName);

  // The print history, narrowed to this printer, shows the test ticket as printed.
  await page.getByLabel('プリンター', { exact: true }).selectOption({ label: printerName });
  const shown = history().getByRole('listitem', { name: `${printerName} テスト印刷の伝票` });
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText('印刷済み');
  await expect(shown).toContainText(printerName);
});

test('refuses a second printer with the same name, in Japanese', async () => {
  const form = await register(printerName);
  await expect(form.getByRole('alert')).toHaveText('プリンター名が重複しています。');
  await expect(printerList().getByRole('listitem', { name: printerName, exact: true })).toHaveCount(1);
  // A wrong address is refused before it is sent.
  await form.getByLabel('IPアドレス').fill('192.168.1.50/24');
  await expect(form.getByText('IPアドレスまたはホスト名を入力してください。')).toBeVisible();
  await expect(form.getByRole('button', { name: '登録する' })).toBeDisabled();
  await form.getByLabel('IPアドレス').fill('127.0.0.1');
  await page.getByText('新規登録', { exact: true }).click();
});

test('a tablet order prints a ticket with the item and the table, shown in the print history; 再印刷 prints it again as 再発行', async ({
  browser,
  baseURL,
}) => {
  const before = fake.tickets().length;
  const tablet = await seatTablet(browser, page.request, baseURL!, `E2E印卓${id}`);
  tablets.push(tablet);
  await tablet.order([{ id: menu.food.id, quantity: 2 }]);

  const printed = (await fake.waitForTickets(before + 1)).slice(before);
  expect(printed).toHaveLength(1);
  expect(printed[0]!.text).toContain(menu.food.label);
  expect(printed[0]!.text).toContain(tablet.table.label);
  expect(printed[0]!.text).toContain(stationName);

  const shown = ticketsWith(menu.food.label);
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText(tablet.table.label);
  await expect(shown).toContainText('印刷済み');

  await shown.getByRole('button', { name: `${printerName} ${tablet.table.label} 注文 再印刷` }).click();
  await expect(message(page, `${printerName}で再印刷します（再発行）。`)).toBeVisible();
  const again = (await fake.waitForTickets(before + 2)).slice(before + 1);
  expect(again[0]!.text).toContain(menu.food.label);
  expect(again[0]!.text).toContain('再発行');
  await expect(ticketsWith(menu.food.label)).toHaveCount(2);
  await expect(ticketsWith(menu.food.label).filter({ hasText: '再発行' })).toHaveCount(1);
});

test('paper out shows 用紙切れ with the test result; paper back, the printer is online and the waiting test ticket prints', async () => {
  const before = fake.tickets().length;
  await fake.setState('paperOut');
  // A print finds the state at once (an idle printer is looked at every 30 s).
  const result = await testPrint();
  await expect(result).toContainText('用紙切れのため印刷できません。', { timeout: 10_000 });
  await expect(result).toContainText('テスト伝票は印刷待ちに残り、プリンターが復旧すると印刷されます。');
  await expect(badge()).toHaveText('用紙切れ');
  await expect(printerRow()).toContainText('印刷待ち 1枚');

  await fake.setState('online');
  // A printer that is down is looked at every 5 s.
  await expect(badge()).toHaveText('オンライン', { timeout: 15_000 });
  const printed = (await fake.waitForTickets(before + 1, 15_000)).slice(before);
  expect(printed[0]!.text).toContain('テスト印刷');
  await expect(printerRow()).toContainText('印刷待ち 0枚', { timeout: 10_000 });
});

test('edits the printer, then removes it after a confirm that says where its tickets go', async () => {
  await printerRow()
    .getByRole('button', { name: `${printerName} 変更` })
    .click();
  const edit = page.getByRole('form', { name: `${printerName}を編集中` });
  await edit.getByLabel('用紙幅').selectOption({ label: '58mm' });
  await edit.getByRole('button', { name: '更新' }).click();
  await expect(message(page, 'プリンター設定を更新しました。')).toBeVisible();
  await expect(printerRow()).toContainText('Epson・58mm');

  await printerRow()
    .getByRole('button', { name: `${printerName} 削除` })
    .click();
  const confirm = page.getByRole('dialog', { name: `${printerName}を削除しますか？` });
  await expect(confirm).toContainText('印刷待ちの伝票はありません。');
  await expect(confirm).toContainText(
    `担当ステーション「${stationName}」の伝票は、ほかに担当プリンターがなければ印刷されなくなります。`,
  );
  await confirm.getByRole('button', { name: '削除する' }).click();
  await expect(message(page, `${printerName}を削除しました。`)).toBeVisible();
  await expect(printerList().getByRole('listitem', { name: printerName, exact: true })).toHaveCount(0);
});
