import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceMeResponse, PairingClaimResponse, PairingCreateResponse } from '../../src/contract/dining-tables';
import type { ErrorBody } from '../../src/contract/errors';
import { diningTables, pairingTokens } from '../../src/db/schema';
import { PAIRING_TTL_MS } from '../../src/features/pairing/pairing.service';
import { firstLanIpv4 } from '../../src/features/pairing/pairing-url';
import { COOKIE } from '../../src/http/cookies';
import { sha256 } from '../../src/shared/secrets';
import { deviceOnly, tableRow, v4 } from '../dining-tables/tablet-helpers';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';

let box: TestBox;
let admin: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  admin = await box.staff('owner', { page: true });
});
afterAll(() => box.stop());

const PAIRING_MESSAGE = 'QRコードの有効期限が切れているか、既に使用されています。管理ページで新しいQRコードを表示してください。';
type Claimed = PairingClaimResponse & ErrorBody;

async function pairingFor(tableId: number): Promise<{ url: string; token: string; expiresAt: number }> {
  const res = await admin.post<PairingCreateResponse>('/v1/pairing/create', { dining_table_id: tableId });
  expect(res.status).toBe(200);
  const token = new URL(res.body.url).searchParams.get('t');
  if (!token) throw new Error(`no token in ${res.body.url}`);
  return { url: res.body.url, token, expiresAt: res.body.expiresAt };
}

const claim = (c: ApiClient, token: string, uuid = v4()) => c.post<Claimed>('/v1/pairing/claim', { token, device_uuid: uuid });
const me = (c: ApiClient) => c.get<DeviceMeResponse & ErrorBody>('/v1/device/me');
const tokenRow = (token: string) =>
  box.deps.db
    .select()
    .from(pairingTokens)
    .where(eq(pairingTokens.token_hash, sha256(token)))
    .get();
const setFlag = (id: number, flag: number) => box.deps.db.update(diningTables).set({ flag }).where(eq(diningTables.id, id)).run();

describe('POST /v1/pairing/create', () => {
  it("answers a 10-minute pairing URL on the box's LAN address and stores only the token's hash", async () => {
    const { t1 } = box.shop.tables;
    const before = Date.now();
    const res = await admin.post<PairingCreateResponse>('/v1/pairing/create', { dining_table_id: t1 });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const lan = firstLanIpv4();
    const base = lan ? `http://${lan}:${box.port}` : box.url;
    expect(res.body.url).toMatch(new RegExp(`^${base.replaceAll('.', '\\.')}/pair\\?t=[A-Za-z0-9_-]{32}$`));
    expect(res.body.diningTableId).toBe(t1);
    expect(res.body.expiresAt).toBeGreaterThanOrEqual(before + PAIRING_TTL_MS);
    expect(res.body.expiresAt).toBeLessThanOrEqual(Date.now() + PAIRING_TTL_MS);

    const token = new URL(res.body.url).searchParams.get('t')!;
    const rows = box.deps.db.select().from(pairingTokens).all();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(tokenRow(token)).toMatchObject({ dining_table_id: t1, used_at: null, expires_at: res.body.expiresAt });
  });

  it('makes a different token each time', async () => {
    const a = await pairingFor(box.shop.tables.t1);
    const b = await pairingFor(box.shop.tables.t1);
    expect(a.token).not.toBe(b.token);
  });

  it('refuses unknown and stopped tables and malformed bodies', async () => {
    const unknown = await admin.post<ErrorBody>('/v1/pairing/create', { dining_table_id: 424242 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
    const stopped = await admin.post<ErrorBody>('/v1/pairing/create', { dining_table_id: box.shop.tables.stopped });
    expect(stopped.status).toBe(400);
    expect(stopped.body.error.code).toBe('TABLE_STOPPED');
    for (const body of [{}, { dining_table_id: 'x' }, { dining_table_id: 0 }, { dining_table_id: [1] }]) {
      const res = await admin.post<ErrorBody>('/v1/pairing/create', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('is for admins with the page password only', async () => {
    const count = box.deps.db.select().from(pairingTokens).all().length;
    const body = { dining_table_id: box.shop.tables.t1 };
    expect((await box.client().post<ErrorBody>('/v1/pairing/create', body)).body.error.code).toBe('UNAUTHENTICATED');
    expect((await (await box.tablet(box.shop.tables.t1)).post<ErrorBody>('/v1/pairing/create', body)).status).toBe(401);
    const staff = await box.staff('staff');
    const noPage = await staff.post<ErrorBody>('/v1/pairing/create', body);
    expect(noPage.status).toBe(401);
    expect(noPage.body.error.code).toBe('PAGE_AUTH_REQUIRED');
    expect(box.deps.db.select().from(pairingTokens).all().length).toBe(count);
  });
});

describe('POST /v1/pairing/claim', () => {
  it("binds the scanning tablet, sets its device cookie and replaces the table's earlier tablet", async () => {
    const { t1 } = box.shop.tables;
    const earlier = await box.tablet(t1);
    expect((await me(earlier)).status).toBe(200);
    const { token } = await pairingFor(t1);
    const tablet = box.client();
    const uuid = v4();
    const res = await claim(tablet, token, uuid);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      diningTableId: t1,
      diningTable: expect.objectContaining({ id: t1, device_uuid: uuid, flag: 1 }),
      translations: {},
    });
    expect(res.headers.getSetCookie().join(';')).toMatch(/so_dev=.+HttpOnly/i);
    expect((await me(deviceOnly(box, tablet))).body).toMatchObject({ diningTableId: t1, diningTable: { device_uuid: uuid } });
    expect((await me(earlier)).status).toBe(401);
    expect(tokenRow(token)?.used_at).toBeTypeOf('number');
  });

  it('refuses a used token', async () => {
    const { token } = await pairingFor(box.shop.tables.t1);
    expect((await claim(box.client(), token)).status).toBe(200);
    const again = box.client();
    const res = await claim(again, token);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'PAIRING_INVALID', message: PAIRING_MESSAGE });
    expect(again.cookies.has(COOKIE.device)).toBe(false);
  });

  it('refuses an expired token and leaves it untouched', async () => {
    const { t2 } = box.shop.tables;
    const bound = tableRow(box, t2)?.device_uuid;
    const { token } = await pairingFor(t2);
    box.deps.db
      .update(pairingTokens)
      .set({ expires_at: Date.now() - 1 })
      .where(eq(pairingTokens.token_hash, sha256(token)))
      .run();
    const res = await claim(box.client(), token);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('PAIRING_INVALID');
    expect(tokenRow(token)?.used_at).toBeNull();
    expect(tableRow(box, t2)?.device_uuid).toBe(bound);
  });

  it('refuses a forged token', async () => {
    for (const token of ['forged-token-value-000000000000', 'x'.repeat(200)]) {
      const res = await claim(box.client(), token);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('PAIRING_INVALID');
    }
  });

  it('lets only one of two tablets racing with the same token win', async () => {
    const { t2 } = box.shop.tables;
    const { token } = await pairingFor(t2);
    const [a, b] = [box.client(), box.client()];
    const [ua, ub] = [v4(), v4()];
    const results = await Promise.all([claim(a, token, ua), claim(b, token, ub)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = results[0]?.status === 200 ? a : b;
    const loser = winner === a ? b : a;
    expect(tableRow(box, t2)?.device_uuid).toBe(winner === a ? ua : ub);
    expect(loser.cookies.has(COOKIE.device)).toBe(false);
    expect((await me(deviceOnly(box, winner))).body.diningTableId).toBe(t2);
  });

  it('moves a tablet that was bound to another table', async () => {
    const { t1, t2 } = box.shop.tables;
    const uuid = v4();
    const tablet = box.client();
    expect((await claim(tablet, (await pairingFor(t1)).token, uuid)).status).toBe(200);
    const onT1 = deviceOnly(box, tablet);
    expect((await claim(tablet, (await pairingFor(t2)).token, uuid)).status).toBe(200);
    expect(tableRow(box, t1)?.device_uuid).toBeNull();
    expect(tableRow(box, t2)?.device_uuid).toBe(uuid);
    expect((await me(onT1)).status).toBe(401);
    expect((await me(deviceOnly(box, tablet))).body.diningTableId).toBe(t2);
  });

  it("refuses a stopped table without spending the token, and stops the table's tablet", async () => {
    const { t2 } = box.shop.tables;
    const existing = await box.tablet(t2);
    const { token } = await pairingFor(t2);
    setFlag(t2, 0);
    try {
      const res = await claim(box.client(), token);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('TABLE_STOPPED');
      expect(tokenRow(token)?.used_at).toBeNull();
      expect((await me(existing)).status).toBe(401);
    } finally {
      setFlag(t2, 1);
    }
    expect((await claim(box.client(), token)).status).toBe(200);
  });

  it('refuses malformed bodies with a 400 and does not spend the token', async () => {
    const { token } = await pairingFor(box.shop.tables.t1);
    const bad: unknown[] = [
      {},
      { token },
      { device_uuid: v4() },
      { token, device_uuid: 'not-a-uuid' },
      { token, device_uuid: 'a8098c1a-f86e-11da-bd1a-00112444be1e' },
      { token: 12345678901, device_uuid: v4() },
      { token: 'short', device_uuid: v4() },
      { token: 'x'.repeat(201), device_uuid: v4() },
    ];
    for (const body of bad) {
      const res = await box.client().post<ErrorBody>('/v1/pairing/claim', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
    }
    expect(tokenRow(token)?.used_at).toBeNull();
  });

  it('refuses a cross-site claim', async () => {
    const { token } = await pairingFor(box.shop.tables.t1);
    const res = await box.client().request<ErrorBody>('POST', '/v1/pairing/claim', {
      body: { token, device_uuid: v4() },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    expect(tokenRow(token)?.used_at).toBeNull();
  });
});
