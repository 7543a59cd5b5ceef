import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { BillPayResponse } from '../../src/contract/bills';
import type { MenuItemSaveResponse } from '../../src/contract/menu-items';
import type { ReceiptSettingsResponse } from '../../src/contract/receipts';
import type { TableSession } from '../../src/contract/table-sessions';
import { SETTING } from '../../src/shared/shop-settings';
import type { ApiClient } from '../helpers/api-client';
import type { TestBox } from '../helpers/test-box';
import { addTable, placeOrder, startVisit } from '../table-sessions/visit-fixtures';

/** Short timings for the print lanes: a failed try is retried within a fraction of a second. */
export const RECEIPT_PRINTING = {
  timing: {
    retryFirstMs: 50,
    retryMaxMs: 400,
    probeIdleMs: 60_000,
    probeDownMs: 200,
    connectTimeoutMs: 500,
    confirmTimeoutMs: 2_000,
  },
};

export const COMPANY = {
  name: '株式会社スマ',
  representative: '山田 太郎',
  address: '東京都千代田区神田1-2-3',
  phone: '03-1234-5678',
  email: 'info@example.com',
};

/** An item of the food genre at a rate (8: 軽減税率). */
export async function addTaxedItem(box: TestBox, owner: ApiClient, label: string, price: number, taxRate: 10 | 8) {
  const res = await owner.post<MenuItemSaveResponse>('/v1/menuitem/create', {
    label,
    name: `${label}-${randomUUID().slice(0, 6)}`,
    price,
    menu_id: box.shop.menus.food,
    tax_rate: taxRate,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.menuItem.id;
}

/** The registration number, the company and (when given) the receipt printer, as the owner sets them. */
export async function setUpReceipts(box: TestBox, owner: ApiClient, printerId: number | null) {
  box.deps.settings.set(SETTING.company, COMPANY);
  const res = await owner.post<ReceiptSettingsResponse>('/v1/receipt/settings/update', {
    invoice_number: 'T1234567890123',
    tax_rounding: 'floor',
    printer_id: printerId,
    footer_message: 'またのお越しをお待ちしております。',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A visit at a new table with these items ordered. */
export async function visitWith(box: TestBox, staff: ApiClient, items: { id: number; quantity: number }[]) {
  const session = await startVisit(staff, addTable(box));
  await placeOrder(staff, session, items);
  return session;
}

/** The whole bill paid in cash at the register; answers the bill after. */
export async function payInCash(staff: ApiClient, session: TableSession, total: number, tendered?: number) {
  const res = await staff.post<BillPayResponse>('/v1/bill/pay', {
    table_session_id: session.id,
    payments: [{ method: 'cash', amount: total, ...(tendered === undefined ? {} : { tendered }) }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.bill;
}
