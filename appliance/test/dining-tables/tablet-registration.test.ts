import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceMeResponse } from '../../src/contract/dining-tables';
import type { ErrorBody } from '../../src/contract/errors';
import { COOKIE } from '../../src/http/cookies';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { browserLike, deviceOnly, type SaveBody, tableCount, tableRow, v4 } from './tablet-helpers';

let box: TestBox;
let admin: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  admin = await box.staff('owner', { page: true });
});
afterAll(() => box.stop());

const me = (c: ApiClient) => c.get<DeviceMeResponse & ErrorBody>('/v1/device/me');

/** SPEC.md's way: the admin logs in on the tablet and saves the table with the tablet's uuid. */
async function registerOn(tableId: number, uuid: string, extra: Record<string, unknown> = {}) {
  const row = tableRow(box, tableId)!;
  const browser = browserLike(box, admin);
  const res = await browser.post<SaveBody>('/v1/diningtable/update', {
    id: tableId,
    label: row.label,
    name: row.name,
    flag: row.flag,
    device_uuid: uuid,
    ...extra,
  });
  return { browser, res };
}

describe('registering a tablet from its own browser', () => {
  it('binds the uuid and gives that browser a long-lived HttpOnly device cookie that works alone', async () => {
    const { t1 } = box.shop.tables;
    const uuid = v4();
    const { browser, res } = await registerOn(t1, uuid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ exists: false, diningTableId: t1, diningTable: { id: t1, device_uuid: uuid } });
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith(`${COOKIE.device}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(cookie ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(300 * 24 * 60 * 60);
    expect(tableRow(box, t1)?.device_uuid).toBe(uuid);

    const tablet = deviceOnly(box, browser);
    const who = await me(tablet);
    expect(who.status).toBe(200);
    expect(who.body).toMatchObject({ diningTableId: t1, diningTable: { id: t1, label: '1番テーブル', device_uuid: uuid } });
  });

  it('revokes the previous tablet of the table when another tablet is registered', async () => {
    const { t2 } = box.shop.tables;
    const seeded = await box.tablet(t2);
    expect((await me(seeded)).status).toBe(200);
    const first = deviceOnly(box, (await registerOn(t2, v4())).browser);
    expect((await me(seeded)).status).toBe(401);
    expect((await me(first)).status).toBe(200);

    const secondUuid = v4();
    const second = deviceOnly(box, (await registerOn(t2, secondUuid)).browser);
    const old = await me(first);
    expect(old.status).toBe(401);
    expect(old.body.error.code).toBe('DEVICE_NOT_REGISTERED');
    expect((await me(second)).body.diningTableId).toBe(t2);
    expect(tableRow(box, t2)?.device_uuid).toBe(secondUuid);
  });

  it('lets the same tablet register again for its own table', async () => {
    const { t1 } = box.shop.tables;
    const uuid = tableRow(box, t1)!.device_uuid!;
    const again = await registerOn(t1, uuid.toUpperCase());
    expect(again.res.status).toBe(200);
    expect(again.res.body.diningTable.device_uuid).toBe(uuid);
    expect((await me(deviceOnly(box, again.browser))).status).toBe(200);
  });

  it("refuses a uuid bound to another table with SPEC.md's duplicate message, writing nothing", async () => {
    const { t1, t2 } = box.shop.tables;
    const t1Uuid = tableRow(box, t1)!.device_uuid!;
    const t2Before = tableRow(box, t2);
    const { browser, res } = await registerOn(t2, t1Uuid.toUpperCase(), { label: '変えない' });
    expect(res.status).toBe(409);
    expect(res.body.exists).toBe(true);
    expect(res.body.error).toEqual({
      code: 'DUPLICATE_DEVICE',
      message: '登録デバイスが重複しています。別デバイスでログイン後、再度登録してください。',
    });
    expect(browser.cookies.has(COOKIE.device)).toBe(false);
    expect(tableRow(box, t2)).toEqual(t2Before);

    const before = tableCount(box);
    const created = await browserLike(box, admin).post<SaveBody>('/v1/diningtable/create', {
      label: '新しい席',
      name: 'new-seat',
      device_uuid: t1Uuid,
    });
    expect(created.status).toBe(409);
    expect(created.body.error.code).toBe('DUPLICATE_DEVICE');
    expect(tableCount(box)).toBe(before);
  });

  it('creates a table with its tablet in one call', async () => {
    const uuid = v4();
    const browser = browserLike(box, admin);
    const res = await browser.post<SaveBody>('/v1/diningtable/create', {
      label: '5番テーブル',
      name: 'table-5',
      device_uuid: uuid,
    });
    expect(res.status).toBe(200);
    expect(res.body.diningTable.device_uuid).toBe(uuid);
    expect((await me(deviceOnly(box, browser))).body.diningTableId).toBe(res.body.diningTableId);
  });
});

describe('stopping a table', () => {
  it("stops its tablet's credential at once, and resumes it when the table is available again", async () => {
    const { t1 } = box.shop.tables;
    const uuid = v4();
    const tablet = deviceOnly(box, (await registerOn(t1, uuid)).browser);
    expect((await me(tablet)).status).toBe(200);

    const stop = await admin.post<SaveBody>('/v1/diningtable/update', { id: t1, label: '1番テーブル', name: 'table-1', flag: 0 });
    expect(stop.status).toBe(200);
    const stopped = await me(tablet);
    expect(stopped.status).toBe(401);
    expect(stopped.body.error.code).toBe('DEVICE_NOT_REGISTERED');
    expect(tableRow(box, t1)?.device_uuid).toBe(uuid);

    await admin.post('/v1/diningtable/update', { id: t1, label: '1番テーブル', name: 'table-1', flag: 1 });
    expect((await me(tablet)).status).toBe(200);
  });
});

describe('GET /v1/device/me', () => {
  it('answers 401 DEVICE_NOT_REGISTERED without a credential, with a forged one, and to staff', async () => {
    for (const c of [box.client(), admin]) {
      const res = await me(c);
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual({
        code: 'DEVICE_NOT_REGISTERED',
        message: 'このデバイスは登録されていません。管理ページで登録してください。',
      });
    }
    const forged = box.client();
    forged.cookies.set(COOKIE.device, 'eyJhbGciOiJIUzI1NiJ9.e30.forged');
    expect((await me(forged)).status).toBe(401);
  });
});
