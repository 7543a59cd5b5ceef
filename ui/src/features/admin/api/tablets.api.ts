import type {
  DiningTable,
  DiningTableCreateBody,
  DiningTableListResponse,
  DiningTableSaveResponse,
  DiningTableUpdateBody,
  PairingCreateResponse,
} from '@contract/dining-tables';
import { adminApi } from './admin-api';
import { keywordParam } from './menus.api';

export interface TableSearch {
  keyword: string;
  flag: number | null;
}

export const initialTableSearch: TableSearch = { keyword: '', flag: null };

export async function listTables(search: TableSearch, signal?: AbortSignal): Promise<DiningTable[]> {
  const response = await adminApi.get<DiningTableListResponse>('/v1/diningtable/get/list', {
    query: { keyword: keywordParam(search.keyword), flags: search.flag === null ? undefined : [search.flag] },
    signal,
  });
  return response.list.data;
}

export function createTable(body: DiningTableCreateBody): Promise<DiningTableSaveResponse> {
  return adminApi.post<DiningTableSaveResponse>('/v1/diningtable/create', body);
}

export function updateTable(body: DiningTableUpdateBody): Promise<DiningTableSaveResponse> {
  return adminApi.post<DiningTableSaveResponse>('/v1/diningtable/update', body);
}

/** A fresh single-use pairing URL for the table's QR code (10 minutes). */
export function createPairing(diningTableId: number): Promise<PairingCreateResponse> {
  return adminApi.post<PairingCreateResponse>('/v1/pairing/create', { dining_table_id: diningTableId });
}
