import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { DiningTableSaveResponse, PairingCreateResponse } from '../../../src/contract/dining-tables';
import type { MenuItemSaveResponse } from '../../../src/contract/menu-items';
import type { MenuSaveResponse } from '../../../src/contract/menus';
import type { TableSessionCreateResponse } from '../../../src/contract/table-sessions';
import { ApiClient } from '../../helpers/api-client';

/** A tablet paired to its table by the QR link, with an open visit, as the box knows it. */
export interface PairedTablet {
  /** The Cookie header the tablet's browser sends (its device credential). */
  cookie: string;
  diningTableId: number;
  tableSessionId: number;
}

export interface TabletShop {
  tablets: PairedTablet[];
  /** Items on sale with a price, for orders the box must price itself. */
  items: { id: number; price: number }[];
}

/** The Cookie header a browser holding the client's cookies sends. */
export function cookieHeader(client: ApiClient): string {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

async function createItem(owner: ApiClient, menuId: number, label: string, price: number) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ name: `item-${randomUUID().slice(0, 8)}`, label, price, menu_id: menuId })) {
    form.append(k, String(v));
  }
  const item = await owner.postForm<MenuItemSaveResponse>('/v1/menuitem/create', form);
  expect(item.status, JSON.stringify(item.body)).toBe(200);
  return { id: item.body.menuItem.id, price };
}

/** A new table, a tablet paired to it by its QR link (as a browser holding the cookie), and its open visit. */
export async function pairTablet(baseUrl: string, owner: ApiClient, label: string, name: string) {
  const table = await owner.post<DiningTableSaveResponse>('/v1/diningtable/create', { label, name });
  expect(table.status, JSON.stringify(table.body)).toBe(200);
  const diningTableId = table.body.diningTableId;
  const pairing = await owner.post<PairingCreateResponse>('/v1/pairing/create', { dining_table_id: diningTableId });
  expect(pairing.status, JSON.stringify(pairing.body)).toBe(200);
  const tablet = new ApiClient(baseUrl);
  const token = new URL(pairing.body.url).searchParams.get('t') ?? '';
  const claim = await tablet.post('/v1/pairing/claim', { token, device_uuid: randomUUID() });
  expect(claim.status, JSON.stringify(claim.body)).toBe(200);
  const visit = await tablet.post<TableSessionCreateResponse>('/v1/tablesession/create', { dining_table_id: diningTableId });
  expect(visit.status, JSON.stringify(visit.body)).toBe(200);
  return { tablet, diningTableId, tableSessionId: visit.body.tableSession.id };
}

/** What a shop sets up before an evening: a genre with two priced items, and `count` tables each with a paired tablet. */
export async function setUpTablets(baseUrl: string, owner: ApiClient, count: number): Promise<TabletShop> {
  const menu = await owner.post<MenuSaveResponse>('/v1/menu/create', { label: 'フード', name: 'food' });
  expect(menu.status, JSON.stringify(menu.body)).toBe(200);
  const items = [
    await createItem(owner, menu.body.menu.id, '唐揚げ', 680),
    await createItem(owner, menu.body.menu.id, '枝豆', 390),
  ];

  const tablets: PairedTablet[] = [];
  for (let i = 1; i <= count; i++) {
    const { tablet, diningTableId, tableSessionId } = await pairTablet(baseUrl, owner, `${i}番`, `t-${i}`);
    tablets.push({ cookie: cookieHeader(tablet), diningTableId, tableSessionId });
  }
  return { tablets, items };
}
