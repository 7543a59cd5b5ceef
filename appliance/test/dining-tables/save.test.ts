import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { credentialCount, type SaveBody, tableCount, tableRow, v4 } from './tablet-helpers';

let box: TestBox;
let admin: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  admin = await box.staff('owner', { page: true });
});
afterAll(() => box.stop());

const create = (c: ApiClient, body: unknown) => c.post<SaveBody>('/v1/diningtable/create', body);
const update = (c: ApiClient, body: unknown) => c.post<SaveBody>('/v1/diningtable/update', body);

describe('POST /v1/diningtable/create', () => {
  it('adds an available table, trimmed, owned by the caller, and sets no device cookie', async () => {
    const res = await create(admin, { label: '  カウンター1 ', name: ' counter-1 ', user_id: 999 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      exists: false,
      diningTableId: res.body.diningTable.id,
      diningTable: {
        id: res.body.diningTableId,
        label: 'カウンター1',
        name: 'counter-1',
        flag: 1,
        device_uuid: null,
        user_id: box.shop.users.ownerId,
      },
    });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(tableRow(box, res.body.diningTableId)?.name).toBe('counter-1');
  });

  it('accepts flag 0 and a numeric string flag', async () => {
    const stopped = await create(admin, { label: '個室', name: 'private-room', flag: 0 });
    expect(stopped.status).toBe(200);
    expect(stopped.body.diningTable.flag).toBe(0);
    const text = await create(admin, { label: '個室2', name: 'private-room-2', flag: '1' });
    expect(text.body.diningTable.flag).toBe(1);
  });

  it('refuses a duplicate name with 409 and exists: true, writing nothing', async () => {
    const before = tableCount(box);
    const res = await create(admin, { label: '別ラベル', name: 'table-1' });
    expect(res.status).toBe(409);
    expect(res.body.exists).toBe(true);
    expect(res.body.error).toEqual({ code: 'DUPLICATE_TABLE_NAME', message: 'テーブル名(管理)が重複しています。' });
    expect(tableCount(box)).toBe(before);
  });

  it('refuses malformed bodies with a 400 and writes nothing', async () => {
    const before = tableCount(box);
    const credentials = credentialCount(box);
    const bad: unknown[] = [
      {},
      { label: 'ラベル' },
      { name: 'only-name' },
      { label: '', name: 'empty-label' },
      { label: '   ', name: 'blank-label' },
      { label: 123, name: 'number-label' },
      { label: ['a'], name: 'array-label' },
      { label: 'ok', name: { $ne: 1 } },
      { label: 'x'.repeat(101), name: 'long-label' },
      { label: 'ok', name: 'n'.repeat(101) },
      { label: 'tab\u0007', name: 'control-char' },
      { label: 'ok', name: 'bad-flag', flag: 2 },
      { label: 'ok', name: 'bad-flag-text', flag: 'yes' },
      { label: 'ok', name: 'bad-uuid', device_uuid: 'not-a-uuid' },
      { label: 'ok', name: 'v1-uuid', device_uuid: 'a8098c1a-f86e-11da-bd1a-00112444be1e' },
      { label: 'ok', name: 'empty-uuid', device_uuid: '' },
      { label: 'ok', name: 'number-uuid', device_uuid: 42 },
      { label: 'ok', name: 'long-uuid', device_uuid: `${v4()}${'0'.repeat(100)}` },
    ];
    for (const body of bad) {
      const res = await create(admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const broken = await admin.request<ErrorBody>('POST', '/v1/diningtable/create', { raw: '{"label":' });
    expect(broken.status).toBe(400);
    expect(tableCount(box)).toBe(before);
    expect(credentialCount(box)).toBe(credentials);
  });
});

describe('POST /v1/diningtable/update', () => {
  it('changes label, name and flag, and leaves the tablet binding alone without device_uuid', async () => {
    const { t2 } = box.shop.tables;
    const tablet = await box.tablet(t2);
    const res = await update(admin, { id: t2, label: '2番席', name: 'table-2b', flag: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      exists: false,
      diningTableId: t2,
      diningTable: { id: t2, label: '2番席', name: 'table-2b', flag: 1 },
    });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await tablet.get('/v1/device/me')).status).toBe(200);
  });

  it("keeps its own name without calling it a duplicate, but refuses another table's", async () => {
    const { t1, t2 } = box.shop.tables;
    expect((await update(admin, { id: t1, label: '1番', name: 'table-1', flag: 1 })).status).toBe(200);
    const dup = await update(admin, { id: t1, label: '1番', name: 'table-9', flag: 1 });
    expect(dup.status).toBe(409);
    expect(dup.body.exists).toBe(true);
    expect(dup.body.error.code).toBe('DUPLICATE_TABLE_NAME');
    expect(tableRow(box, t1)?.name).toBe('table-1');
    expect(tableRow(box, t2)?.name).toBe('table-2b');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await update(admin, { id: 987654, label: 'x', name: 'ghost', flag: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
    for (const id of [undefined, 0, -1, 'abc', 1.5, '1e3', null, 10_000_000_000]) {
      const res = await update(admin, { id, label: 'x', name: 'ghost', flag: 1 });
      expect(res.status, String(id)).toBe(400);
    }
  });

  it("needs the flag, as SPEC.md's edit form sends it", async () => {
    const res = await update(admin, { id: box.shop.tables.t1, label: 'x', name: 'no-flag' });
    expect(res.status).toBe(400);
    expect(tableRow(box, box.shop.tables.t1)?.name).toBe('table-1');
  });
});

describe('who may save tables', () => {
  it('refuses anonymous callers, tablets and staff without the page password', async () => {
    const before = tableCount(box);
    const body = { label: '侵入', name: 'intruder' };
    const anonymous = await create(box.client(), body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('UNAUTHENTICATED');

    const tablet = await box.tablet(box.shop.tables.t1);
    const fromTablet = await create(tablet, body);
    expect(fromTablet.status).toBe(401);
    expect(fromTablet.body.error.code).toBe('UNAUTHENTICATED');

    const staff = await box.staff('staff');
    const noPage = await create(staff, body);
    expect(noPage.status).toBe(401);
    expect(noPage.body.error).toEqual({ code: 'PAGE_AUTH_REQUIRED', message: 'ページ認証が必要です。' });
    const noPageUpdate = await update(staff, { id: box.shop.tables.t1, label: 'x', name: 'intruder', flag: 0 });
    expect(noPageUpdate.status).toBe(401);
    expect(tableCount(box)).toBe(before);
    expect(tableRow(box, box.shop.tables.t1)?.flag).toBe(1);
  });

  it('lets shop staff (role 11) with the page password manage tables', async () => {
    const staff = await box.staff('staff', { page: true });
    expect((await create(staff, { label: 'テラス', name: 'terrace' })).status).toBe(200);
  });

  it('refuses a cross-site request', async () => {
    const res = await admin.request<ErrorBody>('POST', '/v1/diningtable/create', {
      body: { label: 'x', name: 'cross-site' },
      headers: { origin: 'http://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});
