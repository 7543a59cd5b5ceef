import type { DiningTable } from '@contract/dining-tables';
import type { CallBody } from '@/lib/api-client';
import { adminApi } from './admin-api';
import { keywordParam } from './menus.api';

export interface TableSearch {
  keyword: string;
  flag: number | null;
}

export const initialTableSearch: TableSearch = { keyword: '', flag: null };

export async function listTables(search: TableSearch, signal?: AbortSignal): Promise<DiningTable[]> {
  const response = await adminApi.call('diningTable.list', {
    query: { keyword: keywordParam(search.keyword), flags: search.flag === null ? undefined : [search.flag] },
    signal,
  });
  return response.list.data;
}

export function createTable(body: CallBody<'diningTable.create'>) {
  return adminApi.call('diningTable.create', { body });
}

export function updateTable(body: CallBody<'diningTable.update'>) {
  return adminApi.call('diningTable.update', { body });
}

/** The guests' network and Wi-Fi (issue 35). */
export async function loadGuestNetwork() {
  return (await adminApi.call('guestNetwork.get')).guestNetwork;
}

export async function saveGuestNetwork(body: CallBody<'guestNetwork.update'>) {
  return (await adminApi.call('guestNetwork.update', { body })).guestNetwork;
}

/** The printed cards of every table in service (issue 35); `reissue` makes new codes. */
export function tableCardCodes(reissue: boolean) {
  return adminApi.call('tableCards.codes', { body: { reissue } });
}

/** A fresh single-use pairing URL for the table's QR code (10 minutes). */
export function createPairing(diningTableId: number) {
  return adminApi.call('pairing.create', { body: { dining_table_id: diningTableId } });
}
