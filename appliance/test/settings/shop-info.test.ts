import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopInfoResponse, zShopInfoResponse } from '../../src/contract/shop';
import { SETTING } from '../../src/shared/shop-settings';
import { startTestBox, type TestBox } from '../helpers/test-box';

let box: TestBox;
beforeAll(async () => {
  box = await startTestBox();
});
afterAll(() => box.stop());

const info = async (target = box) => {
  const res = await target.client().get<ShopInfoResponse>('/v1/shop/info');
  expect(res.status).toBe(200);
  return zShopInfoResponse.parse(res.body).shop;
};

describe('GET /v1/shop/info', () => {
  it('answers anyone, without a login, the shop name and no company while none is set', async () => {
    expect(await info()).toEqual({ name: 'スマオーダー', company: null, mailRelay: false });
  });

  it('carries the company details stored in the settings', async () => {
    const company = {
      name: '株式会社テスト食堂',
      representative: '代表取締役 鈴木 一郎',
      address: '〒100-0001 東京都千代田区千代田1-1',
      phone: '03-1234-5678',
      email: 'contact@test.example',
    };
    box.deps.settings.set(SETTING.shopName, 'テスト食堂');
    box.deps.settings.set(SETTING.company, company);
    expect(await info()).toEqual({ name: 'テスト食堂', company, mailRelay: false });
  });

  it('treats company details of an unreadable shape as unset rather than failing', async () => {
    box.deps.settings.set(SETTING.company, { name: 42 });
    expect((await info()).company).toBeNull();
  });

  it('says whether a mail relay is configured', async () => {
    const withRelay = await startTestBox({ seed: false, config: { smtp: { host: '127.0.0.1', port: 2525 } } });
    try {
      expect((await info(withRelay)).mailRelay).toBe(true);
    } finally {
      await withRelay.stop();
    }
  });
});
