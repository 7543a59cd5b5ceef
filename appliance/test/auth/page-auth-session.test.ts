import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import { COOKIE } from '../../src/http/cookies';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { TEST_EMAILS, TEST_PASSWORDS } from '../helpers/test-shop';

let box: TestBox;
beforeAll(async () => {
  box = await startTestBox();
});
afterAll(() => box.stop());

/** A fresh browser holding exactly these cookies, as someone replaying them would. */
function replay(cookies: Map<string, string>, only?: string[]): ApiClient {
  const c = box.client();
  for (const [name, value] of cookies) if (!only || only.includes(name)) c.cookies.set(name, value);
  return c;
}

const pageCheck = (c: ApiClient) => c.get<ErrorBody>('/v1/pageauth/check');
/** A management call: needs a staff login of role 21+ and the page password. */
const adminCall = (c: ApiClient) => c.get<ErrorBody>('/v1/user/get/list');

async function expectNoPageAuth(c: ApiClient): Promise<void> {
  const check = await pageCheck(c);
  expect(check.status).toBe(401);
  expect(check.body.error.code).toBe('PAGE_AUTH_REQUIRED');
  const admin = await adminCall(c);
  expect(admin.status).toBe(401);
}

describe('the /admin page password belongs to one login session', () => {
  it('passes check and admin calls while the session lives', async () => {
    const owner = await box.staff('owner', { page: true });
    expect((await pageCheck(owner)).status).toBe(200);
    expect((await adminCall(owner)).status).toBe(200);
  });

  it('is dead after logout: replaying both cookies, or the page cookie with another login, unlocks nothing', async () => {
    const owner = await box.staff('owner', { page: true });
    const stolen = new Map(owner.cookies);
    expect(stolen.has(COOKIE.pageAuth)).toBe(true);
    expect((await owner.post('/v1/auth/logout')).status).toBe(200);

    await expectNoPageAuth(replay(stolen));

    for (const who of ['developer', 'staff'] as const) {
      const other = await box.staff(who);
      other.cookies.set(COOKIE.pageAuth, stolen.get(COOKIE.pageAuth) ?? '');
      const check = await pageCheck(other);
      expect(check.status).toBe(401);
      expect(check.body.error.code).toBe('PAGE_AUTH_REQUIRED');
    }
    const developer = await box.staff('developer');
    developer.cookies.set(COOKIE.pageAuth, stolen.get(COOKIE.pageAuth) ?? '');
    const admin = await adminCall(developer);
    expect(admin.status).toBe(401);
    expect(admin.body.error.code).toBe('PAGE_AUTH_REQUIRED');
  });

  it("is not lent to another live session: a second login's page cookie does not serve the first", async () => {
    const first = await box.staff('owner');
    const second = await box.staff('developer', { page: true });
    first.cookies.set(COOKIE.pageAuth, second.cookies.get(COOKIE.pageAuth) ?? '');
    await expectNoPageAuth(first);
    expect((await adminCall(second)).status).toBe(200);
  });

  it('a new login in the same browser needs the page password again', async () => {
    const c = await box.staff('developer', { page: true });
    await c.login(TEST_EMAILS.developer, TEST_PASSWORDS.developer);
    expect(c.cookies.has(COOKIE.pageAuth)).toBe(true);
    await expectNoPageAuth(c);
  });

  it('ends with a password change: neither the old cookies nor the new session keep it', async () => {
    const c = await box.staff('staff', { page: true });
    const before = new Map(c.cookies);
    const changed = await c.post('/v1/user/set/updatePassword', {
      id: box.shop.users.staffId,
      email: TEST_EMAILS.staff,
      oldPassword: TEST_PASSWORDS.staff,
      newPassword: 'staff-password-2',
    });
    expect(changed.status).toBe(200);
    await expectNoPageAuth(replay(before));
    expect((await c.post<{ check: boolean }>('/v1/auth/check')).body.check).toBe(true);
    expect((await pageCheck(c)).status).toBe(401);
    await c.pageAuth(TEST_PASSWORDS.page);
    expect((await pageCheck(c)).status).toBe(200);
  });

  it('ends when an admin disables the account', async () => {
    const owner = await box.staff('owner', { page: true });
    const developer = await box.staff('developer', { page: true });
    const cookies = new Map(developer.cookies);
    expect((await owner.post('/v1/user/update', { id: box.shop.users.developerId, flag: 0 })).status).toBe(200);
    await expectNoPageAuth(replay(cookies));
    expect((await owner.post('/v1/user/update', { id: box.shop.users.developerId, flag: 1 })).status).toBe(200);
    await expectNoPageAuth(replay(cookies));
  });

  it('ends for every session when the page password changes', async () => {
    const owner = await box.staff('owner', { page: true });
    await box.deps.pageAuth.setPassword('page-password-2');
    await expectNoPageAuth(owner);
    await owner.pageAuth('page-password-2');
    expect((await adminCall(owner)).status).toBe(200);
    await box.deps.pageAuth.setPassword(TEST_PASSWORDS.page);
    await expectNoPageAuth(owner);
  });

  it('asks for a login before it takes the page password', async () => {
    const anonymous = box.client();
    const res = await anonymous.post<ErrorBody>('/v1/pageauth/login', { password: TEST_PASSWORDS.page });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await pageCheck(anonymous)).status).toBe(401);
  });
});
