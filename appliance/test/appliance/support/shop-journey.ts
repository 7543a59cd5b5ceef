import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { MenuItemSaveResponse } from '../../../src/contract/menu-items';
import type { MenuSaveResponse } from '../../../src/contract/menus';
import type { OrderCreateResponse, OrderItemListResponse } from '../../../src/contract/orders';
import type { SetupCompleteInput, SetupCompleteResponse } from '../../../src/contract/setup';
import { ApiClient } from '../../helpers/api-client';
import { pairTablet } from './tablet-shop';

export const SHOP_NAME = '居酒屋 てすと';
export const OWNER = { email: 'owner@tesuto.example', password: 'owner-pass-2468' };
export const PAGE_PASSWORD = 'page-pass-1357';

export function setupBody(token: string): SetupCompleteInput {
  return {
    token,
    shopName: SHOP_NAME,
    company: {
      name: '株式会社てすと',
      representative: '手洲 徹',
      address: '東京都千代田区1-1',
      phone: '03-0000-0000',
      email: 'info@tesuto.example',
    },
    owner: { last_name: '手洲', first_name: '徹', email: OWNER.email, password: OWNER.password },
    pagePassword: PAGE_PASSWORD,
  };
}

/** First-run setup through the API; answers the browser session it leaves logged in. */
export async function setUpByApi(baseUrl: string, token: string): Promise<ApiClient> {
  const owner = new ApiClient(baseUrl);
  const res = await owner.post<SetupCompleteResponse>('/v1/setup/complete', setupBody(token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.user.role.role).toBe(22);
  return owner;
}

export interface OrderedVisit {
  tableSessionId: number;
  itemId: number;
  imageUrl: string | null;
  orderItemIds: number[];
}

/**
 * What a shop does on its first evening: a genre and an item with a photo, a table, a tablet paired
 * by its QR link, a visit and an order. Answers what was ordered, as staff see it.
 */
export async function pairAndOrder(baseUrl: string, owner: ApiClient, quantity = 2): Promise<OrderedVisit> {
  const menu = await owner.post<MenuSaveResponse>('/v1/menu/create', {
    label: 'フード',
    name: `food-${randomUUID().slice(0, 8)}`,
  });
  expect(menu.status, JSON.stringify(menu.body)).toBe(200);

  const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c63f22' } })
    .png()
    .toBuffer();
  const form = new FormData();
  for (const [k, v] of Object.entries({
    name: `karaage-${randomUUID().slice(0, 8)}`,
    label: '唐揚げ',
    price: 680,
    menu_id: menu.body.menu.id,
  })) {
    form.append(k, String(v));
  }
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'karaage.png');
  const item = await owner.postForm<MenuItemSaveResponse>('/v1/menuitem/create', form);
  expect(item.status, JSON.stringify(item.body)).toBe(200);

  const { tablet, diningTableId, tableSessionId } = await pairTablet(baseUrl, owner, '1番', `t-${randomUUID().slice(0, 8)}`);
  const order = await tablet.post<OrderCreateResponse>(
    '/v1/order/create',
    {
      ordersData: { table_session_id: tableSessionId, dining_table_id: diningTableId, status: 1 },
      orderItemsData: { items: [{ id: item.body.menuItem.id, quantity }] },
    },
    { 'Idempotency-Key': randomUUID() },
  );
  expect(order.status, JSON.stringify(order.body)).toBe(200);

  const list = await owner.get<OrderItemListResponse>('/v1/orderitem/get/list', { orderBy: 'desc' });
  expect(list.status).toBe(200);
  const mine = list.body.list.data.filter((line) => line.menuitems.id === item.body.menuItem.id);
  expect(mine.map((line) => line.quantity)).toEqual([quantity]);
  return {
    tableSessionId,
    itemId: item.body.menuItem.id,
    imageUrl: item.body.menuItem.image_url,
    orderItemIds: mine.map((l) => l.id),
  };
}
