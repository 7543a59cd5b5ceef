import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import type { UserDetailResponse, UserUnlockResponse } from '../../src/contract/users';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { TEST_EMAILS, TEST_PASSWORDS } from '../helpers/test-shop';

let box: TestBox;
beforeAll(async () => {
  box = await startTestBox();
});
afterAll(() => box.stop());

async function lockOut(email: string): Promise<void> {
  const c = box.client();
  for (let i = 0; i < 5; i++) await c.post('/v1/auth/login', { email, password: 'wrong-password-x' });
  const locked = await c.post<ErrorBody>('/v1/auth/login', { email, password: 'wrong-password-x' });
  expect(locked.body.error.code).toBe('E_USER_BANNED');
}

describe('POST /v1/user/unlock', () => {
  it('lets an owner lift a lockout early; the account shows the lock until then and logs in after', async () => {
    await lockOut(TEST_EMAILS.staff);
    const owner = await box.staff('owner', { page: true });
    const id = box.shop.users.staffId;
    const detail = await owner.get<UserDetailResponse>('/v1/user/get/detail', { id });
    expect(detail.body.detail.lockedUntil).toBeGreaterThan(Date.now());

    const res = await owner.post<UserUnlockResponse>('/v1/user/unlock', { id });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id, lockedUntil: null });
    const login = await box.client().post('/v1/auth/login', { email: TEST_EMAILS.staff, password: TEST_PASSWORDS.staff });
    expect(login.status).toBe(200);
  });

  it('is refused to shop staff (11), to those without the page password, to anonymous callers, and hides accounts above the caller', async () => {
    const id = box.shop.users.staffId;
    const staff = await box.staff('staff', { page: true });
    expect((await staff.post<ErrorBody>('/v1/user/unlock', { id })).status).toBe(403);
    const noPage = await box.staff('developer');
    expect((await noPage.post<ErrorBody>('/v1/user/unlock', { id })).body.error.code).toBe('PAGE_AUTH_REQUIRED');
    expect((await box.client().post('/v1/user/unlock', { id })).status).toBe(401);
    const developer = await box.staff('developer', { page: true });
    const owner = await developer.post<ErrorBody>('/v1/user/unlock', { id: box.shop.users.ownerId });
    expect(owner.status).toBe(404);
    expect((await developer.post<ErrorBody>('/v1/user/unlock', { id: 999_999 })).status).toBe(404);
    expect((await developer.post<ErrorBody>('/v1/user/unlock', { id: 'x' })).status).toBe(400);
  });
});
