import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import type { ShopInfoResponse } from '../../src/contract/shop';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';

let box: TestBox;
let owner: ApiClient;

beforeAll(async () => {
  box = await startTestBox();
  owner = await box.staff('owner', { page: true });
});
afterAll(() => box.stop());

const details = {
  shopName: '居酒屋 見本',
  company: {
    name: '株式会社見本フーズ',
    representative: '見本 太郎',
    address: '東京都千代田区神田1-2-3',
    phone: '03-1234-5678',
    email: 'info@example.com',
  },
};

describe('shop.update: the owner corrects the shop and its company in /admin', () => {
  it('saves them, and shop.info reads them', async () => {
    const res = await owner.post<ShopInfoResponse>('/v1/shop/update', details);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.shop).toMatchObject({ name: '居酒屋 見本', company: details.company });
    const info = await box.client().get<ShopInfoResponse>('/v1/shop/info');
    expect(info.body.shop).toMatchObject({ name: '居酒屋 見本', company: details.company });
  });

  it('refuses a blank field or a bad phone with 400 and keeps what was saved', async () => {
    await owner.post('/v1/shop/update', details);
    for (const bad of [
      { ...details, shopName: '  ' },
      { ...details, company: { ...details.company, address: '' } },
      { ...details, company: { ...details.company, phone: '電話して' } },
      { ...details, company: { ...details.company, email: 'not-mail' } },
    ]) {
      const res = await owner.post<ErrorBody>('/v1/shop/update', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const info = await box.client().get<ShopInfoResponse>('/v1/shop/info');
    expect(info.body.shop.company).toEqual(details.company);
  });

  it('is the owner’s: staff, and the owner without the page password, are refused', async () => {
    const staff = await box.staff('staff');
    const asStaff = await staff.post<ErrorBody>('/v1/shop/update', { ...details, shopName: '乗っ取り' });
    expect(asStaff.status).toBe(401);
    expect(asStaff.body.error.code).toBe('PAGE_AUTH_REQUIRED');
    const ownerNoPage = await box.staff('owner');
    const withoutPage = await ownerNoPage.post<ErrorBody>('/v1/shop/update', { ...details, shopName: '乗っ取り' });
    expect(withoutPage.body.error.code).toBe('PAGE_AUTH_REQUIRED');
    const info = await box.client().get<ShopInfoResponse>('/v1/shop/info');
    expect(info.body.shop.name).not.toBe('乗っ取り');
  });
});
