import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthCheckResponse, LoginResponse } from '../../src/contract/auth';
import type { ErrorBody } from '../../src/contract/errors';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { TEST_EMAILS, TEST_PASSWORDS } from '../helpers/test-shop';

let box: TestBox;
beforeAll(async () => {
  box = await startTestBox();
});
afterAll(() => box.stop());

describe('POST /v1/auth/login', () => {
  it('logs in with the right password, sets an HttpOnly cookie and answers the user', async () => {
    const c = box.client();
    const res = await c.post<LoginResponse>('/v1/auth/login', { email: TEST_EMAILS.staff, password: TEST_PASSWORDS.staff });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: TEST_EMAILS.staff, role: { role: 11 }, flag: 1 });
    expect(res.body.user).not.toHaveProperty('password_hash');
    const cookie = res.headers.getSetCookie().join(';');
    expect(cookie).toMatch(/so_sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const check = await c.post<AuthCheckResponse>('/v1/auth/check');
    expect(check.body).toMatchObject({ check: true, user: { email: TEST_EMAILS.staff } });
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const res = await box
      .client()
      .post('/v1/auth/login', { email: `  ${TEST_EMAILS.staff.toUpperCase()} `, password: TEST_PASSWORDS.staff });
    expect(res.status).toBe(200);
  });

  it('answers SPEC.md messages for an unknown email and a wrong password', async () => {
    const unknown = await box.client().post<ErrorBody>('/v1/auth/login', { email: 'nobody@test.example', password: 'whatever1' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toEqual({ code: 'E_USER_NOT_FOUND', message: '入力されたメールアドレスは登録されていません' });
    const wrong = await box
      .client()
      .post<ErrorBody>('/v1/auth/login', { email: TEST_EMAILS.developer, password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toEqual({ code: 'E_PASSWORD_MISMATCH', message: '入力されたパスワードが間違っています' });
  });

  it('refuses a pending account that has no password yet', async () => {
    const res = await box.client().post<ErrorBody>('/v1/auth/login', { email: TEST_EMAILS.pending, password: 'anything-1' });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('E_PASSWORD_MISMATCH');
  });

  it('rejects malformed input with a 400 and no cookie', async () => {
    for (const body of [{}, { email: 'not-an-email', password: 'x' }, { email: TEST_EMAILS.staff }, { email: 5, password: [] }]) {
      const res = await box.client().post<ErrorBody>('/v1/auth/login', body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const broken = await box.client().request<ErrorBody>('POST', '/v1/auth/login', { raw: '{"email":' });
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('BAD_JSON');
  });

  it('locks the account after 5 wrong passwords, with the unlock time in the message, even for the right password', async () => {
    const c = box.client();
    const attempt = (password: string) => c.post<ErrorBody>('/v1/auth/login', { email: TEST_EMAILS.owner, password });
    for (let i = 0; i < 4; i++) expect((await attempt('wrong-password')).body.error.code).toBe('E_PASSWORD_MISMATCH');
    const fifth = await attempt('wrong-password');
    expect(fifth.status).toBe(423);
    expect(fifth.body.error.code).toBe('E_USER_BANNED');
    expect(fifth.body.error.message).toMatch(
      /^パスワードを5回間違えたため、.+までログインが制限されています。制限を解除したい場合は運営まで連絡してください。$/,
    );
    expect(fifth.body.error.unbannedTime).toBeGreaterThan(Date.now() + 29 * 60 * 1000);
    const right = await attempt(TEST_PASSWORDS.owner);
    expect(right.status).toBe(423);
    expect(right.headers.getSetCookie()).toEqual([]);
  });
});

describe('logout and check', () => {
  it('logout revokes the session on the server, not only the cookie', async () => {
    const c = await box.staff('developer');
    const stolen = new Map(c.cookies);
    expect((await c.post('/v1/auth/logout')).status).toBe(200);
    const replay = box.client();
    for (const [k, v] of stolen) replay.cookies.set(k, v);
    const check = await replay.post<AuthCheckResponse>('/v1/auth/check');
    expect(check.body).toEqual({ check: false, user: null });
  });

  it('a forged session cookie is just not logged in', async () => {
    const c = box.client();
    c.cookies.set('so_sid', 'forged-token-value');
    expect((await c.post<AuthCheckResponse>('/v1/auth/check')).body.check).toBe(false);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing call from another origin and accepts same-origin', async () => {
    const c = box.client();
    const body = { email: TEST_EMAILS.staff, password: TEST_PASSWORDS.staff };
    const cross = await c.request<ErrorBody>('POST', '/v1/auth/login', { body, headers: { origin: 'http://evil.example' } });
    expect(cross.status).toBe(403);
    expect(cross.body.error.code).toBe('CROSS_SITE');
    const fetchSite = await c.request('POST', '/v1/auth/login', { body, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(fetchSite.status).toBe(403);
    const same = await c.request('POST', '/v1/auth/login', { body, headers: { origin: box.url } });
    expect(same.status).toBe(200);
  });
});

describe('per-address login limit', () => {
  it('gives the /admin page password one budget per address, however it is typed (page login, discount, 取消)', async () => {
    const limited = await startTestBox({ config: { loginAttemptsPer5Min: 3 } });
    try {
      const staff = await limited.staff('staff');
      // Typed right, it costs nothing: a manager confirms 取消 and discounts all evening.
      for (let i = 0; i < 5; i++) {
        expect((await staff.post('/v1/pageauth/login', { password: TEST_PASSWORDS.page })).status).toBe(200);
      }
      const wrong = 'not-the-page-password';
      const tries = [
        () => staff.post<ErrorBody>('/v1/pageauth/login', { password: wrong }),
        () =>
          staff.post<ErrorBody>('/v1/bill/discount', {
            table_session_id: 999_999,
            kind: 'amount',
            value: 100,
            reason: 'service',
            page_password: wrong,
          }),
        () => staff.post<ErrorBody>('/v1/orderitem/cancel', { id: 999_999, reason: 'mistake', page_password: wrong }),
      ];
      for (const attempt of tries) {
        const res = await attempt();
        expect(res.status).toBe(401);
        expect(res.body.error.code).toBe('PAGE_AUTH_FAILED');
      }
      const right = await staff.post<ErrorBody>('/v1/pageauth/login', { password: TEST_PASSWORDS.page });
      expect(right.status).toBe(429);
      expect(right.body.error.code).toBe('RATE_LIMITED');
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(right.headers.getSetCookie()).toEqual([]);
    } finally {
      await limited.stop();
    }
  });

  it('answers 429 once one address has used its attempts, whatever the account', async () => {
    const limited = await startTestBox({ config: { loginAttemptsPer5Min: 3 } });
    try {
      const c = limited.client();
      for (const email of ['a@test.example', 'b@test.example', 'c@test.example']) {
        expect((await c.post('/v1/auth/login', { email, password: 'guess-1234' })).status).toBe(401);
      }
      const fourth = await c.post<ErrorBody>('/v1/auth/login', { email: TEST_EMAILS.staff, password: TEST_PASSWORDS.staff });
      expect(fourth.status).toBe(429);
      expect(fourth.body.error.code).toBe('RATE_LIMITED');
      expect(fourth.headers.getSetCookie()).toEqual([]);
      // When to try again: the rest of the address's 5-minute window, in whole seconds.
      const wait = Number(fourth.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(295);
      expect(wait).toBeLessThanOrEqual(300);
    } finally {
      await limited.stop();
    }
  });
});
