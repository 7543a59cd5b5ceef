import type { PrinterListResponse, PrintJob, PrintJobListResponse } from '../../../appliance/src/contract/printers';
import { type APIRequestContext, expect, type Page, test } from '../support/box-test';
import { billTotal, openBill, PHONE, staffPage, TABLET } from './bill-detail-kit';
import { acknowledgeOtherBills, seatTablet, staffSpecSetup, type Tablet } from './staff-kit';

/*
 * Receipts after the register: the visit paid, its レシート and 領収書 printed on the demo's
 * receipt printer (a fake printer on loopback: the print job's text is what it printed), and the
 * same receipt in the browser on 80 mm and A4.
 */

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

/** The demo's receipt printer's newest printed job for the table, once it has printed. */
async function printedJob(api: APIRequestContext, table: string, count: number): Promise<PrintJob> {
  const printers = (await (await api.get('/v1/printer/get/list')).json()) as PrinterListResponse;
  const register = printers.list.data.find((p) => p.name === 'レジプリンター');
  expect(register, 'the demo has a receipt printer').toBeDefined();
  let jobs: PrintJob[] = [];
  await expect
    .poll(
      async () => {
        const res = await api.get(`/v1/printjob/get/list?printer_id=${register!.id}`);
        jobs = ((await res.json()) as PrintJobListResponse).list.data.filter((j) => j.table_label === table);
        return jobs.filter((j) => j.state === 'printed').length;
      },
      { timeout: 10_000 },
    )
    .toBe(count);
  return jobs[0]!;
}

for (const size of [TABLET, PHONE]) {
  test(`paid at the register: レシート and 領収書 printed, the receipt in the browser (${size.width}x${size.height})`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const { food } = spec.menu;
    const tablet = await seatTablet(browser, spec.api, baseURL!, `E2E領収${size.width}${suffix}`);
    tablets.push(tablet);
    const table = tablet.table.label;
    await tablet.order([{ id: food.id, quantity: 2 }]);
    const page = await staffPage(browser, baseURL!, size);
    pages.push(page);
    const detail = await openBill(page, table);
    await expect(billTotal(detail)).toHaveText('¥1,960');

    // Before payment only the bill slip prints.
    await expect(detail.getByRole('button', { name: 'レシート印刷' })).toHaveCount(0);
    await detail.getByRole('button', { name: 'お会計票' }).click();
    await expect(page.getByText(`${table}のお会計票を印刷しています。`)).toBeVisible();
    expect((await printedJob(spec.api, table, 1)).text).toContain('お会計票');
    await page.screenshot({ path: testInfo.outputPath(`detail-open-${size.width}.png`) });

    await detail.getByRole('button', { name: 'お支払い', exact: true }).click();
    const register = page.getByRole('dialog', { name: `${table}のお会計` });
    await register.getByLabel('1人目 お預かり').fill('2000');
    await register.getByRole('button', { name: 'お会計を完了する' }).click();
    await expect(page.getByText(`${table}のお会計が完了しました。`)).toBeVisible();

    await page.screenshot({ path: testInfo.outputPath(`detail-paid-${size.width}.png`) });
    await detail.getByRole('button', { name: 'レシート印刷' }).click();
    await expect(page.getByText(`${table}のレシートを印刷しています。`)).toBeVisible();
    const receipt = await printedJob(spec.api, table, 2);
    expect(receipt.kind).toBe('receipt');
    expect(receipt.text).toContain('登録番号 T1234567890123');
    expect(receipt.text).toMatch(/No\. \d{6}/);
    expect(receipt.text).toMatch(/10%対象 ￥1,960\s+（内消費税 ￥178）/);
    expect(receipt.text).toMatch(/お釣り\s+￥40/);

    await detail.getByRole('button', { name: '領収書' }).click();
    const invoice = page.getByRole('dialog', { name: `${table}の領収書` });
    await invoice.getByLabel('宛名').fill(`山田商事${size.width}`);
    await invoice.getByRole('button', { name: '印刷する' }).click();
    await expect(page.getByText(`${table}の領収書を印刷しています。`)).toBeVisible();
    await expect(invoice).toBeHidden();
    const paper = await printedJob(spec.api, table, 3);
    expect(paper.text).toContain(`山田商事${size.width} 様`);
    expect(paper.text).toContain('上記正に領収いたしました');
    expect(paper.text).toContain('再発行');

    const [view] = await Promise.all([
      page.context().waitForEvent('page'),
      detail.getByRole('button', { name: '画面で表示' }).click(),
    ]);
    pages.push(view);
    const sheet = view.getByTestId('receipt-paper');
    await expect(sheet).toContainText('登録番号 T1234567890123');
    await expect(sheet).toContainText('合計');
    await expect(sheet).toContainText('10%対象 ¥1,960');
    await expect(sheet).toContainText('（内消費税 ¥178）');
    await expect(sheet).toContainText('再発行');
    const scrollWidth = await view.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(size.width);
    await view.screenshot({ path: testInfo.outputPath(`receipt-80mm-${size.width}.png`), fullPage: true });

    await view.getByRole('button', { name: 'A4' }).click();
    await view.getByRole('button', { name: '領収書' }).click();
    await expect(sheet).toContainText(`山田商事${size.width} 様`);
    await view.screenshot({ path: testInfo.outputPath(`receipt-a4-${size.width}.png`), fullPage: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(size.width);
  });
}
