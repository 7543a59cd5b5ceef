import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestNetworkResponse, VisitJoinCodeResponse } from '../../src/contract/guests';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { connect } from '../realtime/socket';
import { addTable, startVisit } from '../table-sessions/visit-fixtures';

/*
 * The guests' side of the network (issue 35), here 127.0.0.2: another machine to a box listening
 * on 127.0.0.1. What a phone there may and may not do, its limits, and the captive portal; the
 * shop's side (127.0.0.1) is unaffected. guest-netns.test.ts does the same across a real veth.
 */

/** The guests' range is 127.0.0.2-3; this phone is .2, a second guest's device .3. */
const GUEST_SIDE = '127.0.0.2';

let box: TestBox;
let staff: ApiClient;
let owner: ApiClient;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  cookies: string[];
}

/** One request from an address of our choosing, with a Host header of our choosing. */
function request(
  method: string,
  path: string,
  options: { from?: string; host?: string; cookie?: string; body?: unknown } = {},
): Promise<Answer> {
  const url = new URL(box.url);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        localAddress: options.from ?? GUEST_SIDE,
        headers: {
          host: options.host ?? url.host,
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          if ((res.headers['content-type'] ?? '').includes('json')) body = JSON.parse(text);
          const cookies = (res.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, cookies });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const staffCookie = (client: ApiClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

async function phoneAtNewVisit() {
  const tableId = addTable(box);
  const visit = await startVisit(staff, tableId);
  const code = await staff.post<VisitJoinCodeResponse>('/v1/tablesession/join-code', { table_session_id: visit.id });
  const token = new URL(code.body.url).searchParams.get('v')!;
  const joined = await request('POST', '/v1/guest/join', { body: { token, device_uuid: randomUUID() } });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  return { visit, cookie: joined.cookies.join('; ') };
}

beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
  owner = await box.staff('owner', { page: true });
  const saved = await owner.post<GuestNetworkResponse>('/v1/guest-network/update', {
    ranges: ['127.0.0.2/31'],
    wifi: { ssid: 'Izakaya;Guest', password: 'kanpai:2026', security: 'WPA', hidden: false },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});
afterAll(() => box.stop());

describe('the guests network settings', () => {
  it('refuses what is not a range, and changes nothing', async () => {
    const res = await owner.post('/v1/guest-network/update', { ranges: ['10.0.0.0/24', '300.1.1.1/8'], wifi: null });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'VALIDATION' } });
    const now = await owner.get<GuestNetworkResponse>('/v1/guest-network');
    expect(now.body.guestNetwork.ranges).toEqual(['127.0.0.2/31']);
  });

  it("puts the Wi-Fi's join code beside the visit's, escaped as phones read it", async () => {
    const visit = await startVisit(staff, addTable(box));
    const code = await staff.post<VisitJoinCodeResponse>('/v1/tablesession/join-code', { table_session_id: visit.id });
    expect(code.body.wifi).toBe('WIFI:T:WPA;S:Izakaya\\;Guest;P:kanpai\\:2026;;');
  });
});

describe('from the guests side of the network', () => {
  it("answers a phone's diner calls", async () => {
    const { visit, cookie } = await phoneAtNewVisit();
    const me = await request('GET', '/v1/device/me', { cookie });
    expect(me.status).toBe(200);
    expect((await request('GET', '/v1/menu/get/list', { cookie })).status).toBe(200);
    const order = await request('POST', '/v1/order/create', {
      cookie,
      body: {
        ordersData: { table_session_id: visit.id, dining_table_id: visit.dining_table_id, status: 1 },
        orderItemsData: { items: [{ id: box.shop.items.beer, quantity: 1 }] },
      },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body).toMatchObject({ order: { table_session_id: visit.id } });
  });

  it('refuses staff and admin calls, a staff login among them, in Japanese', async () => {
    for (const [method, path, body] of [
      ['POST', '/v1/auth/login', { email: 'staff@example.com', password: 'x' }],
      ['POST', '/v1/orderitem/update', { id: 1, status: 1 }],
      ['POST', '/v1/tablesession/move', { id: 1, dining_table_id: 1 }],
      ['GET', '/v1/guest-network', undefined],
      ['POST', '/v1/pairing/claim', { token: 'x'.repeat(20), device_uuid: randomUUID() }],
      // The dispatcher takes any letter case and a trailing slash: so does the gate.
      ['POST', '/v1/Auth/Login', { email: 'staff@example.com', password: 'x' }],
      ['POST', '/v1/auth/login/', { email: 'staff@example.com', password: 'x' }],
      ['POST', '/v1/user/forgotPassword/', { email: 'staff@example.com' }],
    ] as const) {
      const res = await request(method, path, { body, cookie: staffCookie(owner) });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({
        error: {
          code: 'GUEST_NETWORK_FORBIDDEN',
          message: 'お客様用のネットワークからは利用できません。店舗スタッフ用のネットワークに接続してください。',
        },
      });
    }
  });

  it("takes a staff login cookie for nothing, on a diner's call and on the socket", async () => {
    const tableId = addTable(box);
    await startVisit(staff, tableId);
    // Staff may act for any table; a staff cookie brought onto the guests' Wi-Fi may not.
    const bill = await request('GET', `/v1/orderitem/get/list?includeTable=${tableId}`, { cookie: staffCookie(staff) });
    expect(bill.status).toBe(401);
    expect(bill.body).toMatchObject({ error: { code: 'DEVICE_NOT_REGISTERED' } });
    await expect(connect(box, staff, {}, GUEST_SIDE)).rejects.toThrow(/401/);
    // The same cookie on the shop's side works.
    const socket = await connect(box, staff);
    await socket.close();
  });

  it("answers a phone's calls over its rate 429 with Retry-After; the table's other phone and the shop's side go on", async () => {
    const { cookie } = await phoneAtNewVisit();
    // All at once: however slow the machine, the bucket cannot refill in between.
    const answers = await Promise.all(Array.from({ length: 90 }, () => request('GET', '/v1/device/me', { cookie })));
    const limited = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(55);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.body).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(Number(limited[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const other = await phoneAtNewVisit();
    expect((await request('GET', '/v1/device/me', { cookie: other.cookie })).status).toBe(200);
    const fromShop = await staff.get('/v1/tablesession/get/list', { status: [0] });
    expect(fromShop.status).toBe(200);
  });

  it("limits guessing at visits' codes per address", async () => {
    const statuses = (
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          request('POST', '/v1/guest/join', {
            // Another guest on the same Wi-Fi: the limit is its own.
            from: '127.0.0.3',
            body: { token: `guess-${i}-${'x'.repeat(20)}`, device_uuid: randomUUID() },
          }),
        ),
      )
    ).map((res) => res.status);
    expect(statuses.filter((s) => s === 400).length).toBeGreaterThanOrEqual(25);
    expect(statuses.filter((s) => s !== 400 && s !== 429)).toEqual([]);
    expect(statuses).toContain(429);
  });
});

describe('the captive portal', () => {
  it("sends a phone's connectivity probes to the menu's door, on the box's own address", async () => {
    const url = new URL(box.url);
    for (const [host, path] of [
      ['connectivitycheck.gstatic.com', '/generate_204'],
      ['captive.apple.com', '/hotspot-detect.html'],
      ['www.msftconnecttest.com', '/connecttest.txt'],
      ['detectportal.firefox.com', '/canonical.html'],
      ['example.jp', '/'],
    ]) {
      const res = await request('GET', path!, { host: host! });
      expect(res.status, host).toBe(302);
      expect(res.headers.location).toBe(`http://127.0.0.1:${url.port}/join`);
    }
  });

  it("serves the box's own pages by its address, and nobody else's probes", async () => {
    expect((await request('GET', '/v1/connection/test', {})).status).toBe(200);
    expect((await request('GET', '/generate_204', {})).status).not.toBe(302);
    const shopSide = await request('GET', '/generate_204', { from: '127.0.0.1', host: 'connectivitycheck.gstatic.com' });
    expect(shopSide.status).not.toBe(302);
  });
});
