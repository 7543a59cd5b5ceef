import type { ReceiptSettings } from '@contract/receipts';
import type { ShopInfoResponse, ShopUpdateBody } from '@contract/shop';
import { adminApi } from './admin-api';

/** The registration number and the tax rounding as the box has them now. */
export async function loadReceiptSettings(signal?: AbortSignal): Promise<ReceiptSettings> {
  return (await adminApi.call('receipt.settings', { signal })).settings;
}

export async function saveReceiptSettings(settings: ReceiptSettings): Promise<ReceiptSettings> {
  return (await adminApi.call('receipt.updateSettings', { body: settings })).settings;
}

/** The shop's name and its operating company, as receipts print them. */
export async function loadShop(signal?: AbortSignal): Promise<ShopInfoResponse['shop']> {
  return (await adminApi.call('shop.info', { signal })).shop;
}

export async function saveShop(body: ShopUpdateBody): Promise<ShopInfoResponse['shop']> {
  return (await adminApi.call('shop.update', { body })).shop;
}
