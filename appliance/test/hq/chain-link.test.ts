import { createHash, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateOf } from '../../src/contract/business-day';
import type { HqReport, HqReportResponse, HqShopResponse, HqShopsResponse } from '../../src/contract/hq-api';
import type { HqLinkResponse } from '../../src/contract/hq-link';
import { type FactsBatch, hqSignedText, type NumberedFact } from '../../src/contract/hq-protocol';
import { addDays } from '../../src/contract/report-dates';
import type { DailyReport } from '../../src/contract/reports';
import { BOX_KEY_TTL_MS } from '../../src/hq/box-auth';
import { startHq } from '../../src/hq/hq-server';
import { pruneEvents } from '../../src/jobs/event-retention.job';
import { ApiClient } from '../helpers/api-client';
import { manualClock, pay, report, tokyo, visitWith } from '../reports/report-fixtures';
import { moveSession } from '../table-sessions/visit-fixtures';
import {
  billTotal,
  createShop,
  drained,
  enrolBox,
  FAST_UPLOADS,
  linkStatus,
  type RunningHq,
  startSetUpHq,
  startTestBox,
  startTestPostgres,
  type TestBox,
  type TestPostgres,
} from './chain-fixtures';
import { type ChaosProxy, startChaosProxy } from './chaos-proxy';

/**
 * The link between one box and headquarters, case by case: three days without internet, a dead
 * route that never answers, a reopened bill, revocation and enrolling again, a box whose clock is
 * days off, and hostile calls at HQ's door.
 */
let postgres: TestPostgres;
let hq: RunningHq;
let hqOwner: ApiClient;
let databaseUrl: string;
const stopLater: { stop(): Promise<void> }[] = [];

beforeAll(async () => {
  postgres = await startTestPostgres();
  ({ hq, owner: hqOwner, databaseUrl } = await startSetUpHq(postgres));
}, 60_000);

afterAll(async () => {
  for (const item of stopLater) await item.stop();
  await hq?.close();
  await postgres?.stop();
});

async function hqReport(query: Record<string, string | number>): Promise<HqReport> {
  const res = await hqOwner.get<HqReportResponse>('/hq/v1/report', query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.report;
}

/** A box behind its own proxy to HQ, enrolled as a new shop. */
async function linkedBox(name: string, uploads = FAST_UPLOADS): Promise<{ box: TestBox; proxy: ChaosProxy; shopId: number }> {
  const box = await startTestBox({ hqLink: uploads });
  const proxy = await startChaosProxy(hq.port);
  stopLater.push(box, { stop: () => proxy.close() });
  const created = await createShop(hqOwner, name);
  await enrolBox(box, proxy.url, created.code);
  return { box, proxy, shopId: created.shop.id };
}

describe('a box three days without internet', () => {
  it('keeps every fact through event retention and catches up: three days at HQ equal its three reports', async () => {
    const { box, proxy, shopId } = await linkedBox('オフライン店');
    const clock = manualClock(tokyo('2026-10-05', 17));
    box.deps.clock = clock;
    proxy.setDown(true);
    const staff = await box.staff('staff');
    const days = ['2026-10-05', '2026-10-06', '2026-10-07'];
    const reports: DailyReport[] = [];
    for (const [d, day] of days.entries()) {
      for (let i = 0; i < 4 + d; i++) {
        clock.set(tokyo(day, 18 + i));
        const visit = await visitWith(box, staff, [{ id: box.shop.items.karaage, quantity: 1 + i }], { guest_count: 2 });
        await pay(staff, visit.id, [{ method: 'cash', amount: await billTotal(staff, visit.id) }]);
      }
      clock.set(tokyo(day, 30));
      const owner = await box.staff('owner', { page: true });
      expect((await owner.post('/v1/report/close', { date: day })).status).toBe(200);
      reports.push(await report(owner, day));
    }
    // Retention runs hourly on the box: the events go, the outbox stays until HQ has it.
    const pruned = pruneEvents(box.deps.db, clock.now(), { keepMs: 0, keepRows: 0, hardKeepMs: 0, hardKeepRows: 0 });
    expect(pruned.deleted).toBeGreaterThan(0);
    const waiting = await linkStatus(box);
    expect(waiting).toMatchObject({ state: 'linked', acked: 0 });
    expect(waiting!.queued).toBe(4 + 5 + 6 + 3);
    expect(waiting!.lastError).toMatch(/unreachable/);

    proxy.setDown(false);
    await drained(box);
    const chain = await hqReport({ from: days[0]!, to: days[2]!, shop_id: shopId });
    expect(chain.days.map((d) => d.sales)).toEqual(reports.map((r) => r.figures.sales));
    expect(chain.closes.map((c) => [c.date, c.matches])).toEqual(days.map((d) => [d, true]));
    expect(chain.totals.sales).toBe(reports.reduce((t, r) => t + r.figures.sales, 0));
  });
});

describe('headquarters never in the way', () => {
  it('with HQ a dead route (calls swallowed, never answered) the box pays and answers as ever', async () => {
    const { box, proxy, shopId } = await linkedBox('経路断の店');
    proxy.setBlackhole(true);
    const staff = await box.staff('staff');
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const visit = await visitWith(box, staff, [{ id: box.shop.items.beer, quantity: 2 }]);
      const started = performance.now();
      await pay(staff, visit.id, [{ method: 'card', amount: await billTotal(staff, visit.id) }]);
      times.push(performance.now() - started);
      // An uploader call is now hanging on the swallowed connection.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The uploader's call waits up to its 5 s timeout; no payment waited on it.
    expect(Math.max(...times)).toBeLessThan(1_000);
    proxy.setBlackhole(false);
    await drained(box);
    // Once the route is back, all five are at HQ.
    const today = businessDateOf(Date.now(), 'Asia/Tokyo');
    expect((await hqReport({ from: addDays(today, -1), to: today, shop_id: shopId })).totals.bills).toBe(5);
  });
});

describe('a bill reopened after HQ had it', () => {
  it("leaves HQ's figures until paid again, then counts once at its new total", async () => {
    const { box, shopId } = await linkedBox('再会計の店');
    const clock = manualClock(tokyo('2026-10-12', 19));
    box.deps.clock = clock;
    const staff = await box.staff('staff');
    const visit = await visitWith(box, staff, [{ id: box.shop.items.edamame, quantity: 1 }], { guest_count: 1 });
    await pay(staff, visit.id, [{ method: 'cash', amount: await billTotal(staff, visit.id) }]);
    await drained(box);
    const paid = await hqReport({ from: '2026-10-12', shop_id: shopId });
    expect(paid.totals).toMatchObject({ bills: 1, sales: 390 });

    expect((await moveSession(staff, visit.id, { status: 1 })).status).toBe(200);
    await drained(box);
    expect((await hqReport({ from: '2026-10-12', shop_id: shopId })).totals).toMatchObject({ bills: 0, sales: 0 });

    // A 10% discount forgotten at the first payment.
    const owner = await box.staff('owner', { page: true });
    const discount = await owner.post('/v1/bill/discount', {
      table_session_id: visit.id,
      kind: 'percent',
      value: 10,
      reason: 'regular',
    });
    expect(discount.status, JSON.stringify(discount.body)).toBe(200);
    await pay(staff, visit.id, [{ method: 'card', amount: await billTotal(staff, visit.id) }]);
    await drained(box);
    const again = await hqReport({ from: '2026-10-12', shop_id: shopId });
    expect(again.totals).toMatchObject({ bills: 1, sales: 351, discount_total: 39 });
    expect(again.totals.payments.find((p) => p.method === 'card')).toMatchObject({ count: 1, amount: 351 });
    expect(again.totals.payments.find((p) => p.method === 'cash')).toMatchObject({ count: 0, amount: 0 });
  });
});

describe('revocation and enrolling again', () => {
  it('a revoked box stops sending and says so; with a new code it is the same box again and sends on', async () => {
    // No idle hello within the test: the box learns of its revocation by sending the bill paid after
    // it, not by a hello that may come first on a slow machine (then that bill would never queue).
    const { box, shopId } = await linkedBox('解除される店', { ...FAST_UPLOADS, helloEveryMs: 60_000 });
    const staff = await box.staff('staff');
    const payOne = async () => {
      const visit = await visitWith(box, staff, [{ id: box.shop.items.oolong, quantity: 1 }]);
      await pay(staff, visit.id, [{ method: 'cash', amount: await billTotal(staff, visit.id) }]);
    };
    await payOne();
    await drained(box);
    const revoked = await hqOwner.post<HqShopResponse>('/hq/v1/shops/revoke', { shop_id: shopId });
    expect(revoked.status).toBe(200);
    expect(revoked.body.shop.state).toBe('revoked');
    await payOne();
    for (let deadline = Date.now() + 10_000; (await linkStatus(box))?.state !== 'revoked'; ) {
      if (Date.now() > deadline) throw new Error('the box never learned it was revoked');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const status = await linkStatus(box);
    expect(status).toMatchObject({ state: 'revoked', lastError: 'HQ_KEY_REVOKED' });
    // The bill paid just before the box learned stays queued; none after is recorded.
    expect(status!.queued).toBe(1);
    await payOne();
    expect((await linkStatus(box))!.queued).toBe(1);

    const code = await hqOwner.post<{ code: string }>('/hq/v1/shops/code', { shop_id: shopId });
    expect(code.status).toBe(200);
    await enrolBox(box, hq.url, code.body.code);
    await drained(box);
    const shops = await hqOwner.get<HqShopsResponse>('/hq/v1/shops');
    expect(shops.body.shops.find((s) => s.id === shopId)).toMatchObject({ state: 'linked', queued: 0 });
    const today = await hqReport({ from: '2000-01-01', to: '2000-03-01', shop_id: shopId });
    expect(today.totals.bills).toBe(0);
    const all = await hqReport({
      from: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
      to: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      shop_id: shopId,
    });
    expect(all.totals.bills).toBe(2);
  });

  it('a code is spent once, and a wrong one is refused in Japanese', async () => {
    const box = await startTestBox({ hqLink: FAST_UPLOADS });
    stopLater.push(box);
    const admin = await box.staff('owner', { page: true });
    const wrong = await admin.post<{ error: { code: string; message: string } }>('/v1/hq-link/enrol', {
      url: hq.url,
      code: 'NOPE-NOPE',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({
      code: 'HQ_CODE_INVALID',
      message: '本部の登録コードが正しくないか、有効期限が切れています。本部で新しいコードを発行してください。',
    });
    expect((await admin.get<HqLinkResponse>('/v1/hq-link')).body.hqLink).toBeNull();
    const created = await createShop(hqOwner, '一度きりの店');
    expect((await admin.post('/v1/hq-link/enrol', { url: hq.url, code: created.code })).status).toBe(200);
    const other = await startTestBox();
    stopLater.push(other);
    const otherAdmin = await other.staff('owner', { page: true });
    const reused = await otherAdmin.post<{ error: { code: string } }>('/v1/hq-link/enrol', { url: hq.url, code: created.code });
    expect(reused.body.error.code).toBe('HQ_CODE_INVALID');
    const twice = await admin.post<{ error: { code: string } }>('/v1/hq-link/enrol', { url: hq.url, code: created.code });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('HQ_ALREADY_LINKED');
    const left = await admin.post<HqLinkResponse>('/v1/hq-link/leave', {});
    expect(left.body.hqLink).toBeNull();
  });
});

describe('a box whose clock is days off', () => {
  it('still gets its facts through: it signs with the time HQ tells it', async () => {
    const { box, shopId } = await linkedBox('時計のずれた店');
    const clock = manualClock(Date.now() - 3 * 86_400_000);
    box.deps.clock = clock;
    const staff = await box.staff('staff');
    const visit = await visitWith(box, staff, [{ id: box.shop.items.karaage, quantity: 1 }]);
    await pay(staff, visit.id, [{ method: 'cash', amount: 680 }]);
    await drained(box);
    const day = new Date(clock.now() - 86_400_000).toISOString().slice(0, 10);
    const to = new Date(clock.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await hqReport({ from: day, to, shop_id: shopId })).totals.sales).toBe(680);
  });
});

describe("hostile calls at HQ's door", () => {
  let boxId = 0;
  let attackedShopId = 0;
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');

  const signedPost = (
    path: string,
    body: unknown,
    options: { date?: number; key?: typeof privateKey; raw?: string; base?: string } = {},
  ) => {
    const json = options.raw ?? JSON.stringify(body);
    const date = String(options.date ?? Date.now());
    const digest = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    const sig = sign(null, Buffer.from(hqSignedText('POST', `/hq/v1${path}`, date, digest)), options.key ?? privateKey).toString(
      'base64url',
    );
    return fetch(`${options.base ?? hq.url}/hq/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sma-date': date, authorization: `SmaOrder box=${boxId}, sig=${sig}` },
      body: json,
    }).then(async (res) => ({
      status: res.status,
      body: (await res.json()) as { error?: { code: string; acked?: number }; acked?: number },
    }));
  };
  const fact = (seq: number): NumberedFact => ({
    seq,
    at: Date.now(),
    fact: { type: 'item.state', menuItemId: seq, label: `品${seq}`, price: 100, soldOut: false },
  });
  const batch = (...seqs: number[]): FactsBatch => ({ facts: seqs.map(fact), queued: 0, version: 'test' });

  beforeAll(async () => {
    const { code, shop } = await createShop(hqOwner, '攻撃される店');
    attackedShopId = shop.id;
    const res = await fetch(`${hq.url}/hq/v1/enrol`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        code,
        publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
        boxUuid: randomUUID(),
        firstSeq: 1,
        version: 'test',
      }),
    });
    expect(res.status).toBe(200);
    boxId = ((await res.json()) as { boxId: number }).boxId;
  });

  it('takes each fact once and in order: a retried batch adds nothing, a gap is refused with the seq HQ holds', async () => {
    expect(await signedPost('/facts', batch(1, 2, 3))).toEqual({ status: 200, body: { acked: 3 } });
    expect(await signedPost('/facts', batch(2, 3))).toEqual({ status: 200, body: { acked: 3 } });
    expect(await signedPost('/facts', batch(3, 4))).toEqual({ status: 200, body: { acked: 4 } });
    const gap = await signedPost('/facts', batch(6, 7));
    expect(gap.status).toBe(409);
    expect(gap.body.error).toMatchObject({ code: 'HQ_SEQ_GAP', acked: 4 });
    const holes = await signedPost('/facts', batch(5, 7));
    expect(holes.status).toBe(400);
  });

  it('refuses a call not signed by the box, a body changed after signing, an old date and another key', async () => {
    const unsigned = await fetch(`${hq.url}/hq/v1/facts`, { method: 'POST', body: JSON.stringify(batch(5)) });
    expect(unsigned.status).toBe(401);
    expect(((await unsigned.json()) as { error: { code: string } }).error.code).toBe('HQ_SIGNATURE_INVALID');
    const changed = await signedPost('/facts', batch(5), { raw: JSON.stringify(batch(5, 6)) });
    expect(changed.body.error?.code).toBe('HQ_SIGNATURE_INVALID');
    const old = await signedPost('/facts', batch(5), { date: Date.now() - 10 * 60_000 });
    expect(old.body.error?.code).toBe('HQ_CLOCK_SKEW');
    const otherKey = await signedPost('/facts', batch(5), { key: generateKeyPairSync('ed25519').privateKey });
    expect(otherKey.body.error?.code).toBe('HQ_SIGNATURE_INVALID');
    const bad = await signedPost('/facts', {
      facts: [{ seq: 5, at: 1, fact: { type: 'bill.closed', sales: 'much' } }],
      queued: 0,
      version: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.code).toBe('VALIDATION');
    expect(await signedPost('/facts', batch(5))).toEqual({ status: 200, body: { acked: 5 } });
  });

  it("owners' calls need a login, a POST from another site is refused, and setup happens once", async () => {
    const stranger = new ApiClient(hq.url);
    expect((await stranger.get('/hq/v1/shops')).status).toBe(401);
    expect((await stranger.get('/hq/v1/report', { from: '2026-10-09' })).status).toBe(401);
    const again = await stranger.post<{ error: { code: string } }>('/hq/v1/setup', {
      chain_name: '乗っ取り',
      email: 'x@example.com',
      password: 'password-123',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('SETUP_DONE');
    const wrong = await stranger.post<{ error: { code: string; message: string } }>('/hq/v1/auth/login', {
      email: 'hq-owner@example.com',
      password: 'wrong-password',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe('メールアドレスまたはパスワードが間違っています。');
    const crossSite = await hqOwner.post<{ error: { code: string } }>(
      '/hq/v1/shops/create',
      { name: '偽の店' },
      { origin: 'http://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    // Behind a TLS proxy the page's origin is https while HQ hears http: the same host is the same site.
    const viaProxy = await hqOwner.post(
      '/hq/v1/shops/create',
      { name: '本物の店' },
      { origin: `https://${new URL(hq.url).host}` },
    );
    expect(viaProxy.status).toBe(200);
    const otherPort = await hqOwner.post('/hq/v1/shops/create', { name: '偽の店' }, { origin: 'http://127.0.0.1:1' });
    expect(otherPort.status).toBe(403);
    const badJson = await hqOwner.request<{ error: { code: string } }>('POST', '/hq/v1/shops/create', { raw: '{"name":' });
    expect(badJson.status).toBe(400);
    const badRange = await hqOwner.get<{ error: { code: string } }>('/hq/v1/report', { from: '2026-02-30' });
    expect(badRange.status).toBe(400);
    const unknown = await hqOwner.get<{ error: { code: string } }>('/hq/v1/nothing');
    expect(unknown.status).toBe(404);
  });

  it('an owner adds a manager, who logs in and sees the chain; the same address twice is refused', async () => {
    const added = await hqOwner.post<{ owner: { email: string } }>('/hq/v1/owners/create', {
      email: 'manager@example.com',
      password: 'manager-pass-1',
      name: '山田',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const again = await hqOwner.post<{ error: { code: string; message: string } }>('/hq/v1/owners/create', {
      email: 'Manager@example.com',
      password: 'manager-pass-2',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('既に登録されているメールアドレスです。');
    const short = await hqOwner.post<{ error: { code: string } }>('/hq/v1/owners/create', {
      email: 'x@example.com',
      password: 'short',
    });
    expect(short.status).toBe(400);
    const manager = new ApiClient(hq.url);
    expect((await manager.post('/hq/v1/auth/login', { email: 'manager@example.com', password: 'manager-pass-1' })).status).toBe(
      200,
    );
    const owners = await manager.get<{ owners: { email: string; name: string }[] }>('/hq/v1/owners');
    expect(owners.body.owners.map((o) => o.email)).toEqual(['hq-owner@example.com', 'manager@example.com']);
    expect((await manager.get('/hq/v1/shops')).status).toBe(200);
    expect((await manager.post('/hq/v1/auth/logout', {})).status).toBe(200);
    expect((await manager.get('/hq/v1/shops')).status).toBe(401);
  });

  it('a revocation made by another HQ process reaches this one within a minute', async () => {
    let ahead = 0;
    const other = await startHq({ databaseUrl, port: 0, host: '127.0.0.1' }, { now: () => Date.now() + ahead });
    try {
      const hello = () => signedPost('/hello', { queued: 0, version: 'test' }, { base: other.url, date: Date.now() + ahead });
      expect((await hello()).status).toBe(200);
      const revoked = await hqOwner.post('/hq/v1/shops/revoke', { shop_id: attackedShopId });
      expect(revoked.status).toBe(200);
      // The other process read the key a moment ago; a minute on, it reads it again.
      expect((await hello()).status).toBe(200);
      ahead = BOX_KEY_TTL_MS + 1_000;
      const after = await hello();
      expect(after.status).toBe(401);
      expect(after.body.error?.code).toBe('HQ_KEY_REVOKED');
      expect((await signedPost('/hello', { queued: 0, version: 'test' })).body.error?.code).toBe('HQ_KEY_REVOKED');
    } finally {
      await other.close();
    }
  });
});
