import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { makeConfig } from '../../src/config';
import type { AuthCheckResponse } from '../../src/contract/auth';
import type { ErrorBody } from '../../src/contract/errors';
import type { SetupStatusResponse } from '../../src/contract/setup';
import type { ShopInfoResponse } from '../../src/contract/shop';
import { settings, users } from '../../src/db/schema';
import { startBox } from '../../src/server';
import { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { PAGE_PASSWORD, SHOP_NAME, setupBody } from './support/shop-journey';

let box: TestBox | undefined;
afterEach(async () => {
  await box?.stop();
  box = undefined;
});

async function emptyBox(mode: 'production' | 'demo' = 'production'): Promise<TestBox> {
  box = await startTestBox({ seed: false, mode });
  return box;
}

function written(b: TestBox) {
  return {
    users: b.deps.db.select({ n: count() }).from(users).get()?.n,
    settings: b.deps.db
      .select({ key: settings.key })
      .from(settings)
      .all()
      .map((s) => s.key)
      .sort(),
  };
}

const errorOf = (res: { body: unknown }) => (res.body as ErrorBody).error;

describe('first-run setup', () => {
  it('opens on an empty production box with a one-time token, and never in demo mode', async () => {
    const b = await emptyBox();
    expect(b.setupToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const status = await b.client().get<SetupStatusResponse>('/v1/setup/status');
    expect(status.body).toEqual({ needsSetup: true });
    await b.stop();
    box = await startTestBox({ seed: false, mode: 'demo' });
    expect(box.setupToken).toBeUndefined();
  }, 60_000);

  it('creates the owner, the shop and the page password, and leaves the owner logged in on /admin', async () => {
    const b = await emptyBox();
    const browser = b.client();
    const res = await browser.post('/v1/setup/complete', setupBody(b.setupToken!));
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const check = await browser.post<AuthCheckResponse>('/v1/auth/check');
    expect(check.body.user).toMatchObject({
      role: { role: 22 },
      flag: 1,
      last_name: '手洲',
      first_name: '徹',
      email: 'owner@tesuto.example',
    });
    expect((await browser.get('/v1/pageauth/check')).status).toBe(200);
    const info = await b.client().get<ShopInfoResponse>('/v1/shop/info');
    expect(info.body.shop).toMatchObject({ name: SHOP_NAME, company: { name: '株式会社てすと', phone: '03-0000-0000' } });

    const other = b.client();
    await other.login('owner@tesuto.example', 'owner-pass-2468');
    await other.pageAuth(PAGE_PASSWORD);
    expect((await b.client().get<SetupStatusResponse>('/v1/setup/status')).body).toEqual({ needsSetup: false });
  });

  it('is closed for good once done: the same token again is a 409 SETUP_DONE and changes nothing', async () => {
    const b = await emptyBox();
    const token = b.setupToken!;
    expect((await b.client().post('/v1/setup/complete', setupBody(token))).status).toBe(200);
    const before = written(b);
    const again = await b.client().post('/v1/setup/complete', { ...setupBody(token), shopName: '乗っ取り' });
    expect(again.status).toBe(409);
    expect(errorOf(again)).toMatchObject({
      code: 'SETUP_DONE',
      message: 'このボックスは既にセットアップ済みです。ログインしてください。',
    });
    expect(written(b)).toEqual(before);
  });

  it('refuses a wrong token, short passwords and bad fields with Japanese messages, writing nothing', async () => {
    const b = await emptyBox();
    const token = b.setupToken!;
    const before = written(b);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...setupBody('not-the-token') }, 403, 'SETUP_TOKEN_INVALID'],
      [{ ...setupBody(token), owner: { ...setupBody(token).owner, password: 'short' } }, 400, 'PASSWORD_TOO_SHORT'],
      [{ ...setupBody(token), pagePassword: '1234567' }, 400, 'PASSWORD_TOO_SHORT'],
      [{ ...setupBody(token), shopName: '   ' }, 400, 'VALIDATION'],
      [{ ...setupBody(token), owner: { ...setupBody(token).owner, email: 'not-an-email' } }, 400, 'VALIDATION'],
      [{ ...setupBody(token), company: { ...setupBody(token).company, phone: 'call me' } }, 400, 'VALIDATION'],
      [{ token }, 400, 'VALIDATION'],
    ];
    for (const [body, status, code] of cases) {
      const res = await b.client().post('/v1/setup/complete', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(errorOf(res).code).toBe(code);
      expect(errorOf(res).message).toMatch(/[ぁ-んァ-ン一-龥]/);
    }
    expect(written(b)).toEqual(before);
    expect((await b.client().get<SetupStatusResponse>('/v1/setup/status')).body).toEqual({ needsSetup: true });
  });

  it('stays closed on a box that already has accounts: no token at start, status false', async () => {
    const seeded = await startTestBox();
    await seeded.close();
    const again = await startBox(makeConfig({ port: 0, host: '127.0.0.1', dataDir: seeded.dataDir, logLevel: 'silent' }));
    try {
      expect(again.setupToken).toBeUndefined();
      const client = new ApiClient(again.url);
      expect((await client.get<SetupStatusResponse>('/v1/setup/status')).body).toEqual({ needsSetup: false });
      const res = await client.post('/v1/setup/complete', setupBody('anything-at-all'));
      expect(errorOf(res).code).toBe('SETUP_DONE');
    } finally {
      await again.close();
      await seeded.stop();
    }
  });
});
