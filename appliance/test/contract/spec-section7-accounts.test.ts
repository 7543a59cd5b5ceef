/**
 * SPEC.md section 7 from the outside, account calls (/v1/user/...): each with the parameters
 * SPEC.md names, checked for the keys its screens read, against the contract's response schemas,
 * and for section 8's Japanese errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  zCreatePasswordResponse,
  zDefinitiveAuthResponse,
  zUpdatedResponse,
  zUpdateEmailResponse,
  zUpdateLoginEmailResponse,
  zUpdatePasswordResponse,
  zUpdateUrlResponse,
  zUploadFileResponse,
  zUserCreateResponse,
  zUserDetailResponse,
  zUserListResponse,
  zUserUpdateResponse,
} from '../../src/contract/users';
import { sha256 } from '../../src/shared/secrets';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { TEST_EMAILS } from '../helpers/test-shop';
import { addAccount, expectError, formOf, keyIn, lastLinkTo, parsed, pngBytes, rowCounts } from './contract-kit';

let box: TestBox;
let owner: ApiClient;
let staff: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  owner = await box.staff('owner', { page: true });
  staff = await box.staff('staff');
});
afterAll(() => box.stop());

/** A pending account made through /v1/user/create, with the key of its invitation mail. */
async function invited(email: string) {
  const res = await owner.post('/v1/user/create', { email, username: '招待', role: 11, flag: 10 });
  const { userId } = parsed(zUserCreateResponse, res);
  return { userId, key: keyIn(lastLinkTo(box, email)) };
}

describe('account management', () => {
  it('GET /v1/user/get/list: role[], flags[1,10], targetColumn[username,email], keyword[] -> list.data', async () => {
    const query = { role: [11], flags: [1, 10], targetColumn: ['username', 'email'], keyword: ['staff'] };
    const res = await owner.get('/v1/user/get/list', query);
    expect(parsed(zUserListResponse, res).list.data.map((u) => u.email)).toEqual([TEST_EMAILS.staff]);
    const pending = parsed(zUserListResponse, await owner.get('/v1/user/get/list', { flags: [10] }));
    expect(pending.list.data.map((u) => u.flag)).toEqual(pending.list.data.map(() => 10));
  });

  it('GET /v1/user/get/detail: id -> detail', async () => {
    const res = await staff.get('/v1/user/get/detail', { id: box.shop.users.staffId });
    expect(parsed(zUserDetailResponse, res).detail).toMatchObject({ id: box.shop.users.staffId, email: TEST_EMAILS.staff });
  });

  it('POST /v1/user/create: email, username, role, flag -> exists, userId; duplicate address message', async () => {
    const res = await owner.post('/v1/user/create', { email: 'new.admin@test.example', username: '新人', role: 11, flag: 1 });
    const body = parsed(zUserCreateResponse, res);
    expect(body).toMatchObject({ exists: false, userId: body.user.id, user: { username: '新人', flag: 10, role: { role: 11 } } });
    const before = rowCounts(box);
    const dup = await owner.post('/v1/user/create', { email: 'NEW.ADMIN@test.example', username: '二重', role: 11, flag: 1 });
    expectError(dup, 'DUPLICATE_EMAIL', '既に登録されているメールアドレスです。');
    expect(dup.body).toMatchObject({ exists: true });
    expect(rowCounts(box)).toEqual(before);
  });

  it('POST /v1/user/update: id, email, username, role; last_name, first_name for the profile', async () => {
    const { userId } = await invited('to.update@test.example');
    const res = await owner.post('/v1/user/update', { id: userId, email: 'updated@test.example', username: '更新後', role: 21 });
    const body = parsed(zUserUpdateResponse, res);
    expect(body.user).toMatchObject({ id: userId, email: 'updated@test.example', username: '更新後', role: { role: 21 } });
    const profile = await staff.post('/v1/user/update', { id: box.shop.users.staffId, last_name: '山田', first_name: '花子' });
    expect(parsed(zUserUpdateResponse, profile).user).toMatchObject({ last_name: '山田', first_name: '花子' });
    const dup = await owner.post('/v1/user/update', { id: userId, email: TEST_EMAILS.developer, username: '更新後', role: 21 });
    expectError(dup, 'DUPLICATE_EMAIL', '既に登録されているメールアドレスです。');
  });
});

describe('signup and passwords', () => {
  it('POST /v1/user/definitiveAuth: password, activatekey -> status, userId, alreadyAuth; bad key message', async () => {
    const { userId, key } = await invited('definitive@test.example');
    const res = await box.client().post('/v1/user/definitiveAuth', { password: 'anything-1', activatekey: key });
    expect(parsed(zDefinitiveAuthResponse, res)).toMatchObject({ status: true, userId, alreadyAuth: false });
    const bad = await box.client().post('/v1/user/definitiveAuth', { password: '', activatekey: 'no-such-key' });
    expect(expectError(bad, 'INVALID_ACTIVATE_KEY').message).toMatch(/^アクティベートキーが無効です。/);
  });

  it('POST /v1/user/create/password: flag, password, activatekey -> registed; short password message', async () => {
    const { key } = await invited('first.password@test.example');
    const short = await box.client().post('/v1/user/create/password', { flag: 1, password: 'short', activatekey: key });
    expectError(short, 'PASSWORD_TOO_SHORT', 'パスワードは8文字以上で設定してください');
    const res = await box.client().post('/v1/user/create/password', { flag: 1, password: 'first-password-1', activatekey: key });
    expect(parsed(zCreatePasswordResponse, res)).toEqual({ registed: true });
    expect(
      (await box.client().post('/v1/auth/login', { email: 'first.password@test.example', password: 'first-password-1' })).status,
    ).toBe(200);
  });

  it('POST /v1/user/forgotPassword: email -> updated, the same for an unknown address', async () => {
    const known = await box.client().post('/v1/user/forgotPassword', { email: TEST_EMAILS.developer });
    expect(parsed(zUpdatedResponse, known)).toEqual({ updated: true });
    expect(lastLinkTo(box, TEST_EMAILS.developer)).toMatch(/\/reset-password\?secret=/);
    const unknown = await box.client().post('/v1/user/forgotPassword', { email: 'nobody@test.example' });
    expect(parsed(zUpdatedResponse, unknown)).toEqual({ updated: true });
  });

  it('POST /v1/user/resetPassword: password, activatekey -> updated; an expired key sets error.expired', async () => {
    const email = 'reset.me@test.example';
    await addAccount(box, email, 'old-password-1');
    await box.client().post('/v1/user/forgotPassword', { email });
    const key = keyIn(lastLinkTo(box, email), 'secret');
    const res = await box.client().post('/v1/user/resetPassword', { password: 'new-password-1', activatekey: key });
    expect(parsed(zUpdatedResponse, res)).toEqual({ updated: true });
    expect((await box.client().post('/v1/auth/login', { email, password: 'new-password-1' })).status).toBe(200);

    const late = 'reset.late@test.example';
    await addAccount(box, late, 'old-password-1');
    await box.client().post('/v1/user/forgotPassword', { email: late });
    const lateKey = keyIn(lastLinkTo(box, late), 'secret');
    box.deps.db.$client
      .prepare('UPDATE activation_keys SET expires_at = ? WHERE key_hash = ?')
      .run(Date.now() - 1000, sha256(lateKey));
    const expired = await box.client().post('/v1/user/resetPassword', { password: 'new-password-1', activatekey: lateKey });
    const error = expectError(expired, 'RESET_EXPIRED');
    expect(error.expired).toBe(true);
    expect(error.message).toMatch(/^パスワード再設定の有効期限が切れています。/);
  });

  it('POST /v1/user/set/updatePassword: id, email, oldPassword, newPassword -> token, updated; mismatch message', async () => {
    const email = 'changer@test.example';
    const id = await addAccount(box, email, 'current-password-1');
    const me = box.client();
    await me.login(email, 'current-password-1');
    const wrong = await me.post('/v1/user/set/updatePassword', {
      id,
      email,
      oldPassword: 'not-my-password',
      newPassword: 'next-password-1',
    });
    expectError(wrong, 'E_OLD_PASSWORD_MISMATCH', '現在のパスワードが一致しないため更新できません。');
    const res = await me.post('/v1/user/set/updatePassword', {
      id,
      email,
      oldPassword: 'current-password-1',
      newPassword: 'next-password-1',
    });
    expect(parsed(zUpdatePasswordResponse, res)).toEqual({ updated: true, token: true });
    expect((await me.post('/v1/auth/check')).body).toMatchObject({ check: true, user: { id } });
  });
});

describe('email change', () => {
  it('POST /v1/user/set/updateEmail: id, email -> status; duplicate and notFound flags with SPEC.md words', async () => {
    const res = await staff.post('/v1/user/set/updateEmail', { id: box.shop.users.staffId, email: 'staff.next@test.example' });
    expect(parsed(zUpdateEmailResponse, res).status).toBe(true);
    const dup = await staff.post('/v1/user/set/updateEmail', { id: box.shop.users.staffId, email: TEST_EMAILS.developer });
    expect(expectError(dup, 'DUPLICATE_EMAIL', '既に登録されているメールアドレスです。').duplicate).toBe(true);
    const missing = await owner.post('/v1/user/set/updateEmail', { id: 987_654, email: 'ghost@test.example' });
    expect(expectError(missing, 'USER_NOT_FOUND', 'ユーザが見つかりませんでした。').notFound).toBe(true);
  });

  it('POST /v1/user/set/updateLoginEmail: id, email, updateEmail, activatekey -> status', async () => {
    const id = await addAccount(box, 'mover@test.example', 'mover-password-1');
    const me = box.client();
    await me.login('mover@test.example', 'mover-password-1');
    parsed(zUpdateEmailResponse, await me.post('/v1/user/set/updateEmail', { id, email: 'moved@test.example' }));
    const key = keyIn(lastLinkTo(box, 'moved@test.example'));
    const body = { id, email: 'mover@test.example', updateEmail: 'moved@test.example', activatekey: key };
    const res = await box.client().post('/v1/user/set/updateLoginEmail', body);
    expect(parsed(zUpdateLoginEmailResponse, res)).toEqual({ status: true, email: 'moved@test.example' });
    const again = await box.client().post('/v1/user/set/updateLoginEmail', body);
    expect(expectError(again, 'INVALID_ACTIVATE_KEY').message).toMatch(/^アクティベートキーが無効です。/);
  });
});

describe('profile icon', () => {
  it('POST /v1/user/set/uploadfile: multipart file, id, environment -> data.uploaded.s3Path; bad image and size messages', async () => {
    const id = box.shop.users.staffId;
    const fields = { id, environment: 'production' };
    const res = await staff.postForm(
      '/v1/user/set/uploadfile',
      formOf(fields, { field: 'file', bytes: await pngBytes(), name: 'me.png' }),
    );
    expect(parsed(zUploadFileResponse, res).data.uploaded.s3Path).toMatch(/^\/images\/[\w-]+-icon\.webp$/);
    const fake = await staff.postForm(
      '/v1/user/set/uploadfile',
      formOf(fields, { field: 'file', bytes: Buffer.from('text'), name: 'me.png' }),
    );
    expectError(fake, 'INVALID_IMAGE', '不正な画像形式です。');
    const huge = { field: 'file', bytes: Buffer.alloc(2_097_153, 1), name: 'big.png' };
    const big = await staff.postForm('/v1/user/set/uploadfile', formOf(fields, huge));
    expectError(big, 'PAYLOAD_TOO_LARGE', 'ファイルサイズの上限は2MBまでです。再度インプットしてください。');
  });

  it('POST /v1/user/set/updateUrl: id, user_id, url, type -> the icon shows on the account', async () => {
    const id = box.shop.users.staffId;
    const uploaded = await staff.postForm(
      '/v1/user/set/uploadfile',
      formOf({ id }, { field: 'file', bytes: await pngBytes(), name: 'i.png' }),
    );
    const s3Path = parsed(zUploadFileResponse, uploaded).data.uploaded.s3Path;
    const res = await staff.post('/v1/user/set/updateUrl', { id, user_id: 999, url: s3Path, type: 2 });
    expect(parsed(zUpdateUrlResponse, res).user.urls.icon).toEqual([{ id, url: s3Path, type: 2 }]);
  });
});
