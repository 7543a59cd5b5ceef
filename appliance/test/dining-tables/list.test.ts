import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiningTableListResponse } from '../../src/contract/dining-tables';
import type { ErrorBody } from '../../src/contract/errors';
import { diningTables } from '../../src/db/schema';
import type { ApiClient, QueryValue } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';

let box: TestBox;
let staff: ApiClient;
let wildId: number;
beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
  const now = Date.now();
  wildId = box.deps.db
    .insert(diningTables)
    .values({ name: 'odd%name_x', label: 'Terrace 100%', flag: 1, created_at: now, updated_at: now })
    .returning()
    .get().id;
});
afterAll(() => box.stop());

async function ids(query: Record<string, QueryValue>): Promise<number[]> {
  const res = await staff.get<DiningTableListResponse>('/v1/diningtable/get/list', query);
  expect(res.status).toBe(200);
  expect(res.body.list.total).toBe(res.body.list.data.length);
  return res.body.list.data.map((t) => t.id);
}

describe('GET /v1/diningtable/get/list', () => {
  it('lists every table by id for staff of any role, without the page password', async () => {
    const { t1, t2, stopped } = box.shop.tables;
    const res = await staff.get<DiningTableListResponse>('/v1/diningtable/get/list', { user_id: 12345 });
    expect(res.status).toBe(200);
    expect(res.body.list.data.map((t) => t.id)).toEqual([t1, t2, stopped, wildId]);
    expect(res.body.list.total).toBe(4);
    expect(res.body.list.data[0]).toEqual({
      id: t1,
      label: '1番テーブル',
      name: 'table-1',
      flag: 1,
      device_uuid: null,
      user_id: null,
    });
  });

  it('filters by flags[]', async () => {
    const { t1, t2, stopped } = box.shop.tables;
    expect(await ids({ flags: [1] })).toEqual([t1, t2, wildId]);
    expect(await ids({ flags: [0] })).toEqual([stopped]);
    expect(await ids({ flags: [0, 1] })).toEqual([t1, t2, stopped, wildId]);
    expect(await ids({ flags: [2] })).toEqual([]);
    expect(await ids({ flags: '0' })).toEqual([stopped]);
  });

  it('matches keyword[] over label and name by default, or only the targetColumn[] given', async () => {
    const { t2, stopped } = box.shop.tables;
    expect(await ids({ keyword: ['2番'] })).toEqual([t2]);
    expect(await ids({ keyword: ['table-9'] })).toEqual([stopped]);
    expect(await ids({ keyword: ['TABLE-2'] })).toEqual([t2]);
    expect(await ids({ keyword: ['番'], targetColumn: ['name'] })).toEqual([]);
    expect(await ids({ keyword: ['番'], targetColumn: ['label'] })).toHaveLength(3);
    expect(await ids({ keyword: ['table-9'], targetColumn: ['label'] })).toEqual([]);
  });

  it('needs every keyword to match, and ignores blank ones', async () => {
    const { t1 } = box.shop.tables;
    expect(await ids({ keyword: ['テーブル', 'table-1'] })).toEqual([t1]);
    expect(await ids({ keyword: ['テーブル', 'nothing-like-this'] })).toEqual([]);
    expect(await ids({ keyword: ['  '] })).toHaveLength(4);
  });

  it('treats LIKE wildcards in keywords literally', async () => {
    expect(await ids({ keyword: ['%'] })).toEqual([wildId]);
    expect(await ids({ keyword: ['_'] })).toEqual([wildId]);
    expect(await ids({ keyword: ['e%n'] })).toEqual([]);
    expect(await ids({ keyword: ['100%'], targetColumn: ['label'] })).toEqual([wildId]);
    expect(await ids({ keyword: ['\\'] })).toEqual([]);
  });

  it('combines flags and keywords', async () => {
    expect(await ids({ flags: [0], keyword: ['table'] })).toEqual([box.shop.tables.stopped]);
  });

  it('refuses malformed queries with a 400', async () => {
    const bad: Record<string, QueryValue>[] = [
      { flags: ['abc'] },
      { flags: ['1.5'] },
      { targetColumn: ['device_uuid'] },
      { keyword: ['x'.repeat(101)] },
      { flags: Array.from({ length: 51 }, () => 1) },
    ];
    for (const query of bad) {
      const res = await staff.get<ErrorBody>('/v1/diningtable/get/list', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
    }
    const nested = await staff.request<ErrorBody>('GET', '/v1/diningtable/get/list?keyword[a][b]=c');
    expect(nested.status).toBe(400);
  });

  it('is closed to anonymous callers and tablets', async () => {
    const anonymous = await box.client().get<ErrorBody>('/v1/diningtable/get/list');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('UNAUTHENTICATED');
    const tablet = await box.tablet(box.shop.tables.t1);
    const res = await tablet.get<ErrorBody>('/v1/diningtable/get/list');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });
});
