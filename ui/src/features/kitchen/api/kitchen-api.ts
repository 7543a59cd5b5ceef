import type { KitchenCardsResponse, KitchenExpoResponse } from '@contract/kitchen';
import type { Station } from '@contract/stations';
import { api } from '@/lib/api-client';

/** The stations a display may show (active ones, in the owner's order). */
export async function fetchStations(signal?: AbortSignal): Promise<Station[]> {
  return (await api.call('station.list', { query: {}, signal })).list.data;
}

/** One station's open cards, oldest first, with the box's clock; with `orderIds`, only those orders' cards. */
export async function fetchCards(stationId: number, orderIds?: readonly number[]): Promise<KitchenCardsResponse> {
  return api.call('kitchen.cards', { query: { station_id: stationId, ...(orderIds ? { order_ids: [...orderIds] } : {}) } });
}

/** Bumps lines of one order at the station; without ids, every open line of its card. Answers the ids bumped. */
export async function bumpLines(stationId: number, orderId: number, orderItemIds?: number[]): Promise<number[]> {
  const body = { station_id: stationId, order_id: orderId, ...(orderItemIds ? { order_item_ids: orderItemIds } : {}) };
  return (await api.call('kitchen.bump', { body })).bumped;
}

/** Puts bumped lines back on their display; answers those that were (not served since). */
export async function recallLines(orderItemIds: number[]): Promise<number[]> {
  return (await api.call('kitchen.recall', { body: { order_item_ids: orderItemIds } })).recalled;
}

/** Every station's ready lines by table, the longest waiting first. */
export async function fetchExpo(signal?: AbortSignal): Promise<KitchenExpoResponse> {
  return api.call('kitchen.expo', { query: {}, signal });
}

/** Marks a ready line carried to its table. */
export async function markServed(orderItemId: number): Promise<void> {
  await api.call('orderItem.update', { body: { id: orderItemId, status: 1 } });
}
