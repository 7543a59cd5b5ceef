import type { Bill } from '@contract/bills';
import type { ReceiptPrintBody } from '@contract/receipts';
import type { Company } from '@contract/shop';
import { api } from '@/lib/api-client';

/** A レシート, 領収書 or お会計票 on the receipt printer; answers the bill with its copies counted. */
export async function printReceipt(body: Omit<ReceiptPrintBody, 'user_id'>): Promise<Bill> {
  return (await api.call('receipt.print', { body })).bill;
}

export interface ReceiptViewData {
  bill: Bill;
  footer: string | null;
  company: Company | null;
}

/** What the receipt view lays out: the bill, the owner's footer and the company. */
export async function loadReceiptView(tableSessionId: number, signal?: AbortSignal): Promise<ReceiptViewData> {
  const [bill, settings, shop] = await Promise.all([
    api.call('bill.show', { query: { table_session_id: tableSessionId }, signal }),
    api.call('receipt.settings', { signal }),
    api.call('shop.info', { signal }),
  ]);
  return { bill: bill.bill, footer: settings.settings.footer_message, company: shop.shop.company };
}
