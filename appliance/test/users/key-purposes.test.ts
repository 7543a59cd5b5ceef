import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpdateEmailResponse, UserCreateResponse } from '../../src/contract/users';
import { issueKey } from '../../src/features/users/account-keys';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { TEST_PASSWORDS } from '../helpers/test-shop';
import { keyOf, userRow } from './user-kit';

let box: TestBox;
beforeAll(async () => {
  box = await startTestBox();
});
afterAll(() => box.stop());

const anon = () => box.client();

describe('a mailed key works only for what it was mailed for', () => {
  it('a signup key cannot reset a password or change an email', async () => {
    const owner = await box.staff('owner', { page: true });
    const created = await owner.post<UserCreateResponse>('/v1/user/create', { email: 'purpose@test.example', username: '目的' });
    const key = keyOf(created.body.setupLink);
    expect((await anon().post('/v1/user/resetPassword', { activatekey: key, password: 'stolen-password-1' })).status).toBe(400);
    expect((await anon().post('/v1/user/set/updateLoginEmail', { activatekey: key })).status).toBe(400);
    expect(userRow(box, created.body.userId)).toMatchObject({ password_hash: null, email: 'purpose@test.example' });
    expect((await anon().post('/v1/user/definitiveAuth', { activatekey: key })).status).toBe(200);
  });

  it('a reset key cannot activate an invitation; an email key cannot reset', async () => {
    const { pendingId, staffId } = box.shop.users;
    const resetKey = issueKey(box.deps.db, pendingId, 'reset', Date.now());
    expect((await anon().post('/v1/user/create/password', { activatekey: resetKey, password: 'long-enough-1' })).status).toBe(
      400,
    );
    expect(userRow(box, pendingId).flag).toBe(10);

    const staff = await box.staff('staff');
    const change = await staff.post<UpdateEmailResponse>('/v1/user/set/updateEmail', { id: staffId, email: 'x@test.example' });
    const emailKey = keyOf(change.body.confirmLink ?? '');
    const res = await anon().post('/v1/user/resetPassword', { activatekey: emailKey, password: 'hijacked-password' });
    expect(res.status).toBe(400);
    expect(
      (await box.client().post('/v1/auth/login', { email: 'staff@test.example', password: TEST_PASSWORDS.staff })).status,
    ).toBe(200);
  });
});
