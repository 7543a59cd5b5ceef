import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePasswordResponse, DefinitiveAuthResponse, UserCreateResponse } from '../../src/contract/users';
import { issueKey } from '../../src/features/users/account-keys';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { TEST_EMAILS, TEST_PASSWORDS } from '../helpers/test-shop';
import { type Answer, expireKey, keyOf, keyRow, userRow } from './user-kit';

let box: TestBox;
let owner: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  owner = await box.staff('owner', { page: true });
});
afterAll(() => box.stop());

const definitiveAuth = (body: Record<string, unknown>) =>
  box.client().post<Answer<DefinitiveAuthResponse>>('/v1/user/definitiveAuth', body);
const createPassword = (body: Record<string, unknown>) =>
  box.client().post<Answer<CreatePasswordResponse>>('/v1/user/create/password', body);
const INVALID_KEY_MESSAGE = /^アクティベートキーが無効です。/;

async function invite(email: string): Promise<{ userId: number; key: string }> {
  const res = await owner.post<UserCreateResponse>('/v1/user/create', { email, username: '新人' });
  expect(res.status).toBe(200);
  return { userId: res.body.userId, key: keyOf(res.body.setupLink) };
}

describe('signup: definitiveAuth then create/password', () => {
  it('the mailed key sets the first password once, and the account can log in', async () => {
    const { userId, key } = await invite('newcomer@test.example');
    const checked = await definitiveAuth({ activatekey: key });
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ status: true, userId, alreadyAuth: false, email: 'newcomer@test.example' });

    const short = await createPassword({ activatekey: key, password: 'short77', flag: 1 });
    expect(short.status).toBe(400);
    expect(short.body.error).toEqual({ code: 'PASSWORD_TOO_SHORT', message: 'パスワードは8文字以上で設定してください' });
    expect((await createPassword({ activatekey: key, password: 'x'.repeat(201) })).status).toBe(400);
    expect(userRow(box, userId)).toMatchObject({ flag: 10, password_hash: null });
    expect(keyRow(box, key)?.used_at).toBeNull();

    const done = await createPassword({ activatekey: key, password: 'ようこそパスワード' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ registed: true });
    expect(userRow(box, userId).flag).toBe(1);
    const login = await box.client().post('/v1/auth/login', { email: 'newcomer@test.example', password: 'ようこそパスワード' });
    expect(login.status).toBe(200);

    const again = await definitiveAuth({ activatekey: key });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('INVALID_ACTIVATE_KEY');
    const reuse = await createPassword({ activatekey: key, password: 'another-password' });
    expect(reuse.status).toBe(400);
    expect(reuse.body.error.message).toMatch(INVALID_KEY_MESSAGE);
  });

  it('a forged key is refused with SPEC.md message', async () => {
    for (const activatekey of ['forged-key', 'x'.repeat(200)]) {
      const res = await definitiveAuth({ activatekey });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_ACTIVATE_KEY');
      expect(res.body.error.message).toMatch(INVALID_KEY_MESSAGE);
      expect((await createPassword({ activatekey, password: 'long-enough-1' })).status).toBe(400);
    }
    for (const body of [{}, { activatekey: '' }, { activatekey: 5 }, { activatekey: 'x'.repeat(201) }]) {
      expect((await definitiveAuth(body)).status).toBe(400);
    }
  });

  it('an expired key is refused and changes nothing', async () => {
    const { userId, key } = await invite('late@test.example');
    expireKey(box, key);
    expect((await definitiveAuth({ activatekey: key })).body.error.code).toBe('INVALID_ACTIVATE_KEY');
    const res = await createPassword({ activatekey: key, password: 'long-enough-1' });
    expect(res.status).toBe(400);
    expect(userRow(box, userId)).toMatchObject({ flag: 10, password_hash: null });
  });

  it('a disabled account cannot use its invitation', async () => {
    const { userId, key } = await invite('disabled@test.example');
    expect((await owner.post('/v1/user/update', { id: userId, flag: 0 })).status).toBe(200);
    expect((await definitiveAuth({ activatekey: key })).status).toBe(400);
    expect((await createPassword({ activatekey: key, password: 'long-enough-1' })).status).toBe(400);
    expect(userRow(box, userId).password_hash).toBeNull();
  });

  it('an already registered account: alreadyAuth, password check, and registed false without a change', async () => {
    const staffId = box.shop.users.staffId;
    const key = issueKey(box.deps.db, staffId, 'signup', Date.now());
    const checked = await definitiveAuth({ activatekey: key });
    expect(checked.body).toMatchObject({ status: true, userId: staffId, alreadyAuth: true, email: TEST_EMAILS.staff });
    const wrong = await definitiveAuth({ activatekey: key, password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('E_INVALID_AUTH_PASSWORD');
    expect((await definitiveAuth({ activatekey: key, password: TEST_PASSWORDS.staff })).status).toBe(200);

    const res = await createPassword({ activatekey: key, password: 'replaced-password' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ registed: false });
    await box.staff('staff');
    expect((await definitiveAuth({ activatekey: key })).status).toBe(400);
  });

  it('two concurrent registrations with one key: exactly one wins', async () => {
    const { userId, key } = await invite('race@test.example');
    const results = await Promise.all([
      createPassword({ activatekey: key, password: 'first-password-1' }),
      createPassword({ activatekey: key, password: 'second-password-2' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(userRow(box, userId).flag).toBe(1);
  });
});
