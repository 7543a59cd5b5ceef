import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import { startTestBox, type TestBox } from '../helpers/test-box';

let box: TestBox;
beforeAll(async () => {
  box = await startTestBox();
});
afterAll(() => box.stop());

describe('hostile and malformed requests', () => {
  it('answers an oversized JSON body with 413 in the error envelope', async () => {
    const res = await box
      .client()
      .request<ErrorBody>('POST', '/v1/auth/login', { raw: JSON.stringify({ email: 'a'.repeat(200_000) }) });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown API path with a JSON 404, not the UI page', async () => {
    const res = await box.client().get<ErrorBody>('/v1/does/not/exist');
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: 'データが見つかりませんでした。' });
  });

  it('does not let a path escape the images folder', async () => {
    for (const p of ['/images/../sma-order.db', '/images/%2e%2e/sma-order.db', '/images/..%2fsma-order.db']) {
      const res = await box.client().get<unknown>(p);
      expect([403, 404]).toContain(res.status);
      expect(JSON.stringify(res.body)).not.toContain('SQLite format');
    }
  });

  it('refuses deeply nested or oversized query parameters without a 500', async () => {
    const deep = await box.client().get(`/v1/connection/test?${'a[b]'.repeat(50)}=1`);
    expect(deep.status).toBe(200);
    const many = await box.client().get(`/v1/connection/test?${Array.from({ length: 1000 }, (_, i) => `k${i}=1`).join('&')}`);
    expect(many.status).toBeLessThan(500);
  });

  it('answers a body of another content type with 415, not as missing fields', async () => {
    const res = await box.client().request<ErrorBody>('POST', '/v1/auth/login', {
      raw: 'email=a@b.jp&password=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect(res.body.error).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: '入力内容に誤りがあります。' });
  });

  it('sends the security headers on API answers', async () => {
    const res = await box.client().get('/v1/connection/test');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('compression', () => {
  it('gzips large JSON answers for clients that accept it', async () => {
    const staff = await box.staff('staff');
    const res = await staff.get('/v1/menuitem/get/list', undefined, { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('system calls', () => {
  it('GET /v1/connection/test says the box is up with its version', async () => {
    const res = await box.client().get<{ status: string; version: string; uptimeSeconds: number }>('/v1/connection/test');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(res.body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('GET /v1/helper/get/master gives the choices the screens need', async () => {
    const res = await box
      .client()
      .get<{ master: { roles: { value: number }[]; serviceMenuId: number; taxRate: number } }>('/v1/helper/get/master');
    expect(res.status).toBe(200);
    expect(res.body.master.roles.map((r) => r.value)).toEqual([11, 21, 22]);
    expect(res.body.master.serviceMenuId).toBe(999);
    expect(res.body.master.taxRate).toBe(0.1);
  });
});

describe('page auth', () => {
  it('answers 401 without the page password, 200 after it, and refuses a wrong one with SPEC.md text', async () => {
    // The page password is given within a login (it is granted to that session).
    const c = await box.staff('staff');
    expect((await c.get('/v1/pageauth/check')).status).toBe(401);
    const wrong = await c.post<ErrorBody>('/v1/pageauth/login', { password: 'not-it' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe('ページ認証に失敗しました。');
    await c.pageAuth('page-password-1');
    expect((await c.get('/v1/pageauth/check')).status).toBe(200);
  });

  it('ends earlier page-auth cookies when the page password changes', async () => {
    const c = await box.staff('staff');
    await c.pageAuth('page-password-1');
    await box.deps.pageAuth.setPassword('page-password-2');
    expect((await c.get('/v1/pageauth/check')).status).toBe(401);
    await box.deps.pageAuth.setPassword('page-password-1');
  });
});
