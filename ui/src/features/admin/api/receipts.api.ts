import type { ReceiptSettings } from '@contract/receipts';
import { adminApi } from './admin-api';

/** The registration number and the tax rounding as the box has them now. */
export async function loadReceiptSettings(signal?: AbortSignal): Promise<ReceiptSettings> {
  return (await adminApi.call('receipt.settings', { signal })).settings;
}

export async function saveReceiptSettings(settings: ReceiptSettings): Promise<ReceiptSettings> {
  return (await adminApi.call('receipt.updateSettings', { body: settings })).settings;
}
