import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MenuItemListResponse, zMenuItemListResponse } from '../../src/contract/menu-items';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addTable } from '../table-sessions/visit-fixtures';

let box: TestBox;
let admin: ApiClient;
let tablet: ApiClient;

beforeAll(async () => {
  box = await startTestBox();
  admin = await box.staff('owner', { page: true });
  tablet = await box.tablet(addTable(box));
});
afterAll(() => box.stop());

const menuOf = (client: ApiClient, headers?: Record<string, string>) =>
  client.get<MenuItemListResponse>('/v1/menuitem/get/list', undefined, headers);

describe('GET /v1/menuitem/get/list revalidation (a tablet re-opening its menu)', () => {
  it('answers with a weak ETag and no-cache, then a bodiless 304 while nothing changed', async () => {
    const first = await menuOf(tablet);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{20,}"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(zMenuItemListResponse.parse(first.body).list.data.length).toBeGreaterThan(0);

    const again = await menuOf(tablet, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    // The strong form, a list naming it, and `*` match too; another tag does not.
    expect((await menuOf(tablet, { 'if-none-match': etag!.slice(2) })).status).toBe(304);
    expect((await menuOf(tablet, { 'if-none-match': `W/"other", ${etag}` })).status).toBe(304);
    expect((await menuOf(tablet, { 'if-none-match': '*' })).status).toBe(304);
    const other = await menuOf(tablet, { 'if-none-match': 'W/"other"' });
    expect(other.status).toBe(200);
    expect(other.body).toEqual(first.body);
  });

  it('gives a new answer and ETag as soon as an item changes, so no tablet keeps an old price', async () => {
    const before = await menuOf(tablet);
    const etag = before.headers.get('etag')!;
    const item = before.body.list.data.find((i) => i.id === box.shop.items.karaage)!;
    const changed = await admin.post('/v1/menuitem/update', {
      id: item.id,
      name: item.name,
      label: item.label,
      price: item.price + 10,
      menu_id: item.menu_id,
      flag: item.flag,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    const after = await menuOf(tablet, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(after.body.list.data.find((i) => i.id === item.id)?.price).toBe(item.price + 10);
  });

  it('keeps the answers of tablets and staff apart (staff see genres tablets do not)', async () => {
    const forTablet = await menuOf(tablet);
    const forStaff = await menuOf(admin);
    expect(forStaff.body.list.total).toBeGreaterThan(forTablet.body.list.total);
    expect(forStaff.headers.get('etag')).not.toBe(forTablet.headers.get('etag'));
    expect((await menuOf(admin, { 'if-none-match': forTablet.headers.get('etag')! })).status).toBe(200);
    const searched = await admin.get<MenuItemListResponse>('/v1/menuitem/get/list', { keyword: '唐揚げ' });
    expect(searched.body.list.data.every((i) => i.label.includes('唐揚げ') || i.name.includes('唐揚げ'))).toBe(true);
    expect(searched.headers.get('etag')).not.toBe(forStaff.headers.get('etag'));
  });
});
