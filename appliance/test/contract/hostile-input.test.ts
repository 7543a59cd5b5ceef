/**
 * Hostile input against every POST and list call of SPEC.md section 7, from outside over HTTP, as
 * nobody, as a paired tablet and as the owner with the page password. Every refused request must
 * answer a 4xx in the `{ error: { code, message } }` envelope (never a 5xx), set no cookie, and
 * leave the row count of every table and the stored pictures exactly as they were. Callers that
 * may not use a call are refused at its door (401) before their input is looked at.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zAuthCheckResponse } from '../../src/contract/auth';
import { zStatusOk } from '../../src/contract/common';
import { zDiningTableSaveResponse } from '../../src/contract/dining-tables';
import { zMenuListResponse, zMenuSaveResponse } from '../../src/contract/menus';
import { zOrderCreateResponse } from '../../src/contract/orders';
import { zTableSessionCreateResponse } from '../../src/contract/table-sessions';
import { zUpdatedResponse, zUpdateEmailResponse, zUserCreateResponse } from '../../src/contract/users';
import type { ApiClient, ApiResponse } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { TEST_EMAILS } from '../helpers/test-shop';
import { envelopeOf, idempotent, keyIn, lastLinkTo, parsed, rowCounts } from './contract-kit';
import { ACCOUNT_CALLS } from './hostile-account-calls';
import { type Attack, fieldAttacks, uploadAttacks, WHOLE_BODIES, wrongTypes } from './hostile-attacks';
import { type Door, type Fixtures, SHOP_CALLS } from './hostile-calls';
import { BODYLESS_CALLS, LIST_CALLS } from './hostile-lists';
import { queryAttacks, RTL_EMOJI, SQL } from './hostile-values';

type Caller = 'anonymous' | 'tablet' | 'owner';
const CALLERS: Caller[] = ['anonymous', 'tablet', 'owner'];
const ADMITTED: Record<Door, Caller[]> = { public: CALLERS, diner: ['tablet', 'owner'], staff: ['owner'], admin: ['owner'] };
/** Refusals the body parsers give before any route runs, whoever calls. */
const PARSER_CODES: ReadonlySet<string> = new Set(['BAD_JSON', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE']);

let box: TestBox;
let clients: Record<Caller, ApiClient>;
let f: Fixtures;
beforeAll(async () => {
  box = await startTestBox();
  const { shop } = box;
  const owner = await box.staff('owner', { page: true });
  const tablet = await box.tablet(shop.tables.t1);
  const visit = await tablet.post('/v1/tablesession/create', { dining_table_id: shop.tables.t1, status: 0 });
  const sessionId = parsed(zTableSessionCreateResponse, visit).tableSession.id;
  const order = await tablet.post(
    '/v1/order/create',
    {
      ordersData: { table_session_id: sessionId, dining_table_id: shop.tables.t1 },
      orderItemsData: { items: [{ id: shop.items.karaage, quantity: 1 }] },
    },
    idempotent(),
  );
  const lineId = parsed(zOrderCreateResponse, order).order.items[0]!.id;
  parsed(zUserCreateResponse, await owner.post('/v1/user/create', { email: 'hostile.invite@test.example', username: '招待' }));
  parsed(zUpdatedResponse, await box.client().post('/v1/user/forgotPassword', { email: TEST_EMAILS.developer }));
  const change = await owner.post('/v1/user/set/updateEmail', { id: shop.users.developerId, email: 'dev.next@test.example' });
  parsed(zUpdateEmailResponse, change);
  f = {
    shop,
    sessionId,
    lineId,
    signupKey: keyIn(lastLinkTo(box, 'hostile.invite@test.example')),
    resetKey: keyIn(lastLinkTo(box, TEST_EMAILS.developer), 'secret'),
    emailKey: keyIn(lastLinkTo(box, 'dev.next@test.example')),
  };
  clients = { anonymous: box.client(), tablet, owner };
});
afterAll(() => box.stop());

/** Row counts of every table plus the picture files: what "nothing written" is checked against. */
function snapshot(): Record<string, number> {
  const images = path.join(box.dataDir, 'images');
  return { ...rowCounts(box), pictureFiles: fs.existsSync(images) ? fs.readdirSync(images).length : 0 };
}

function send(client: ApiClient, method: string, url: string, attack: Attack): Promise<ApiResponse> {
  const { form, raw, headers } = attack;
  return client.request(method, url, form ? { form, headers } : raw !== undefined ? { raw, headers } : { headers });
}

async function expectRefused(caller: Caller, door: Door, method: string, url: string, attack: Attack): Promise<void> {
  const label = `${caller} ${method} ${url.slice(0, 120)} [${attack.label}]`;
  const before = snapshot();
  const res = await send(clients[caller], method, url, attack);
  const error = envelopeOf(res, label);
  expect(res.headers.getSetCookie(), label).toEqual([]);
  if (!ADMITTED[door].includes(caller) && !attack.parser && !PARSER_CODES.has(error.code)) expect(res.status, label).toBe(401);
  expect(snapshot(), label).toEqual(before);
}

describe('POST calls refuse hostile bodies', () => {
  for (const call of [...SHOP_CALLS, ...ACCOUNT_CALLS]) {
    it(`${call.path}`, async () => {
      const base = call.base(f);
      expect(call.schema.safeParse(base).success, 'the unaltered body is valid').toBe(true);
      const common: Attack[] = [
        ...WHOLE_BODIES.map((a) => ({ ...a, headers: { ...call.headers?.(), ...a.headers } })),
        ...wrongTypes(call, f),
        ...uploadAttacks(call, f),
        ...(call.badHeaders ?? []).map((headers) => ({
          label: `headers ${JSON.stringify(headers)}`,
          raw: JSON.stringify(base),
          headers,
        })),
      ];
      for (const caller of CALLERS) {
        // A caller refused at the door gets a spread of each field's battery: its body is never read.
        const attacks = [...common, ...fieldAttacks(call, f, ADMITTED[call.door].includes(caller) ? 1 : 8)];
        for (const attack of attacks) await expectRefused(caller, call.door, 'POST', call.path, attack);
      }
    });
  }

  it('/v1/auth/check and /v1/auth/logout ignore any body: the right answer or a 4xx, nothing written', async () => {
    for (const url of BODYLESS_CALLS) {
      // The owner is left out of logout: ending its session is what logout is for.
      for (const caller of url.endsWith('logout') ? (['anonymous', 'tablet'] as const) : CALLERS) {
        for (const attack of WHOLE_BODIES) {
          const label = `${caller} ${url} [${attack.label}]`;
          const before = snapshot();
          const res = await send(clients[caller], 'POST', url, attack);
          if (res.status === 200) parsed(url.endsWith('check') ? zAuthCheckResponse : zStatusOk, res, label);
          else envelopeOf(res, label);
          expect(snapshot(), label).toEqual(before);
        }
      }
    }
  });
});

describe('list calls refuse hostile query strings', () => {
  for (const call of LIST_CALLS) {
    it(`${call.path}`, async () => {
      const attacks = Object.entries(call.params).flatMap(([name, kind]) => queryAttacks(name, kind));
      for (const caller of CALLERS) {
        for (const qs of attacks) await expectRefused(caller, call.door, 'GET', `${call.path}?${qs}`, { label: qs.slice(0, 60) });
      }
    });
  }

  it('hostile-looking queries that are valid answer the contract shape and match only literally', async () => {
    const literal = [SQL, '%', '_', RTL_EMOJI, "'); DROP TABLE menus; --"].map((k) => `keyword[]=${encodeURIComponent(k)}`);
    const ignored = [
      `user_id=${encodeURIComponent(SQL)}`,
      '__proto__[flags]=1&constructor[prototype][polluted]=1',
      'a[b][c][d][e][f][g]=1',
    ];
    for (const call of LIST_CALLS.filter((c) => !c.path.endsWith('detail'))) {
      const searches = 'keyword' in call.params ? literal : [];
      for (const caller of ADMITTED[call.door]) {
        for (const qs of [...searches, ...ignored]) {
          const label = `${caller} ${call.path}?${qs}`;
          const before = snapshot();
          const body = parsed(call.response, await clients[caller].request('GET', `${call.path}?${qs}`), label) as {
            list: { data: unknown[] };
          };
          if (searches.includes(qs)) expect(body.list.data, label).toEqual([]);
          expect(snapshot(), label).toEqual(before);
        }
      }
    }
  });

  // Node's HTTP parser answers this (16 kB header limit) before Express runs; the box's clientError
  // handler still answers in the JSON envelope.
  it('a 100 kB query string is refused by the HTTP parser (431), nothing written, and the box keeps serving', async () => {
    const before = snapshot();
    const res = await clients.owner.request('GET', `/v1/menu/get/list?keyword[]=${'k'.repeat(100_000)}`);
    expect(res.status).toBe(431);
    expect(envelopeOf(res).code).toBe('HEADERS_TOO_LARGE');
    expect(snapshot()).toEqual(before);
    expect((await clients.anonymous.get('/v1/connection/test')).status).toBe(200);
  });
});

describe('other shapes of hostility', () => {
  it('a call under another method is the JSON 405 naming the allowed method, for every caller, nothing written', async () => {
    const wrong = [
      ...[...SHOP_CALLS, ...ACCOUNT_CALLS].flatMap((c) => [['GET', c.path] as const, ['PUT', c.path] as const]),
      ...LIST_CALLS.flatMap((c) => [['POST', c.path] as const, ['DELETE', c.path] as const]),
    ];
    for (const caller of CALLERS) {
      for (const [method, url] of wrong) {
        const before = snapshot();
        const res = await clients[caller].request(method, url, method === 'GET' ? {} : { raw: '{}' });
        const error = envelopeOf(res, `${caller} ${method} ${url}`);
        expect(error.code).toBe('METHOD_NOT_ALLOWED');
        expect(res.headers.get('allow')).toBe(method === 'GET' || method === 'PUT' ? 'POST' : 'GET, HEAD');
        expect(snapshot()).toEqual(before);
      }
    }
  });

  it('valid input that looks hostile (SQL, RTL, emoji, markup, prototype keys) is stored exactly as typed', async () => {
    const before = snapshot();
    const label = `${SQL}${RTL_EMOJI}`;
    const extra = '"__proto__":{"flag":2},"constructor":{"prototype":{"flag":2}}';
    const menuRaw = `{"label":${JSON.stringify(label)},"name":"hostile'); DROP TABLE menus; --","flag":1,${extra}}`;
    const { menu } = parsed(zMenuSaveResponse, await clients.owner.request('POST', '/v1/menu/create', { raw: menuRaw }));
    expect(menu).toMatchObject({ label, name: "hostile'); DROP TABLE menus; --", flag: 1 });
    const tableRaw = `{"label":${JSON.stringify(label)},"name":"<script>alert(1)</script>",${extra.replaceAll('2', '0')}}`;
    const table = parsed(
      zDiningTableSaveResponse,
      await clients.owner.request('POST', '/v1/diningtable/create', { raw: tableRaw }),
    );
    expect(table.diningTable).toMatchObject({ label, name: '<script>alert(1)</script>', flag: 1 });
    const found = parsed(zMenuListResponse, await clients.tablet.get('/v1/menu/get/list', { keyword: [RTL_EMOJI] }));
    expect(found.list.data.map((m) => m.id)).toEqual([menu.id]);
    // The new menu's menu.changed event is the one other row written.
    expect(snapshot()).toEqual({
      ...before,
      menus: before.menus! + 1,
      dining_tables: before.dining_tables! + 1,
      events: before.events! + 1,
    });
  });
});

describe('after the battery', () => {
  it('no prototype was polluted and the box still answers', async () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(Object.prototype).not.toHaveProperty('role');
    expect((await clients.owner.post('/v1/auth/check')).body).toMatchObject({ check: true });
  });
});
