import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthCheckResponse } from '../../src/contract/auth';
import type { UpdatedResponse, UpdatePasswordResponse } from '../../src/contract/users';
import { activationKeys, users } from '../../src/db/schema';
import { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { TEST_EMAILS, TEST_PASSWORDS } from '../helpers/test-shop';
import { type Answer, countRows, expireKey, keyOf, keyRow, lastMailTo, mailsTo, unusedKeys } from './user-kit';

let box: TestBox;
beforeAll(async () => {
  box = await startTestBox();
});
afterAll(() => box.stop());

const forgot = (email: string) => box.client().post<Answer<UpdatedResponse>>('/v1/user/forgotPassword', { email });
const reset = (activatekey: string, password: string) =>
  box.client().post<Answer<UpdatedResponse>>('/v1/user/resetPassword', { activatekey, password });
const login = (email: string, password: string) => box.client().post('/v1/auth/login', { email, password });

/** Lets the next forgotPassword for this account through the one-a-minute limit. */
function ageResetKeys(userId: number): void {
  box.deps.db
    .update(activationKeys)
    .set({ created_at: Date.now() - 2 * 60 * 1000 })
    .where(eq(activationKeys.user_id, userId))
    .run();
}

describe('forgotPassword and resetPassword', () => {
  it('answers the same for unknown, pending and active addresses; only the active one gets mail', async () => {
    const before = countRows(box);
    for (const email of ['nobody@test.example', TEST_EMAILS.pending]) {
      const res = await forgot(email);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ updated: true });
      expect(mailsTo(box, email)).toEqual([]);
    }
    expect(countRows(box)).toEqual(before);
    const res = await forgot(` ${TEST_EMAILS.staff.toUpperCase()}`);
    expect(res.body).toEqual({ updated: true });
    const mail = lastMailTo(box, TEST_EMAILS.staff);
    expect(mail.link?.startsWith(`${box.url}/reset-password?secret=`)).toBe(true);
    expect(mail.subject).toContain('パスワード再設定');
    expect(mail.body).toContain(mail.link);
    // A second request within a minute queues nothing more.
    await forgot(TEST_EMAILS.staff);
    expect(mailsTo(box, TEST_EMAILS.staff)).toHaveLength(1);
  });

  it('resets the password: old sessions end, the lockout is lifted, the key works once', async () => {
    const { staffId } = box.shop.users;
    ageResetKeys(staffId);
    await forgot(TEST_EMAILS.staff);
    const key = keyOf(lastMailTo(box, TEST_EMAILS.staff).link, 'secret');
    const oldSession = await box.staff('staff');
    box.deps.db
      .update(users)
      .set({ failed_logins: 3, banned_until: Date.now() + 600_000 })
      .where(eq(users.id, staffId))
      .run();

    const short = await reset(key, '1234567');
    expect(short.status).toBe(400);
    expect(short.body.error.code).toBe('PASSWORD_TOO_SHORT');
    // Inputs are trimmed (SPEC.md section 5): eight spaces, or seven letters padded, are too short.
    for (const padded of ['        ', '\t\t\t\t\t\t\t\t', '  1234567  ']) {
      expect((await reset(key, padded)).body.error.code).toBe('PASSWORD_TOO_SHORT');
    }
    const forged = await reset('forged-secret', 'new-password-1');
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('INVALID_ACTIVATE_KEY');

    const ok = await reset(key, 'new-password-1');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ updated: true });
    expect((await oldSession.post<AuthCheckResponse>('/v1/auth/check')).body.check).toBe(false);
    expect((await login(TEST_EMAILS.staff, TEST_PASSWORDS.staff)).status).toBe(401);
    expect((await login(TEST_EMAILS.staff, 'new-password-1')).status).toBe(200);
    const used = await reset(key, 'third-password-3');
    expect(used.status).toBe(400);
    expect(used.body.error.code).toBe('INVALID_ACTIVATE_KEY');
  });

  it('a missing, empty or malformed key answers SPEC.md activate-key message, not a validation error', async () => {
    const post = (path: string, body: Record<string, unknown>) => box.client().post<Answer<UpdatedResponse>>(path, body);
    const calls: [string, Record<string, unknown>][] = [
      ['/v1/user/resetPassword', { password: 'new-password-1' }],
      ['/v1/user/resetPassword', { activatekey: '   ', password: 'new-password-1' }],
      ['/v1/user/resetPassword', { activatekey: null, password: 'new-password-1' }],
      ['/v1/user/resetPassword', { activatekey: 'k'.repeat(500), password: 'new-password-1' }],
      ['/v1/user/definitiveAuth', { password: 'new-password-1' }],
      ['/v1/user/create/password', { activatekey: '', password: 'new-password-1', flag: 1 }],
      ['/v1/user/set/updateLoginEmail', { activatekey: 42 }],
    ];
    const before = countRows(box);
    for (const [path, body] of calls) {
      const res = await post(path, body);
      expect(res.status, path).toBe(400);
      expect(res.body.error, path).toEqual({
        code: 'INVALID_ACTIVATE_KEY',
        message: 'アクティベートキーが無効です。メールに記載されたリンクから再度お試しください。',
      });
    }
    expect(countRows(box)).toEqual(before);
  });

  it('a newer reset mail makes the earlier link stop working', async () => {
    const { developerId } = box.shop.users;
    await forgot(TEST_EMAILS.developer);
    const first = keyOf(lastMailTo(box, TEST_EMAILS.developer).link, 'secret');
    ageResetKeys(developerId);
    await forgot(TEST_EMAILS.developer);
    const second = keyOf(lastMailTo(box, TEST_EMAILS.developer).link, 'secret');
    expect(second).not.toBe(first);
    expect(unusedKeys(box, developerId, 'reset')).toHaveLength(1);
    expect((await reset(first, 'developer-new-1')).body.error.code).toBe('INVALID_ACTIVATE_KEY');
    expect((await reset(second, 'developer-new-1')).status).toBe(200);
  });

  it('an expired key answers 410 with expired: true and SPEC.md message', async () => {
    ageResetKeys(box.shop.users.ownerId);
    await forgot(TEST_EMAILS.owner);
    const key = keyOf(lastMailTo(box, TEST_EMAILS.owner).link, 'secret');
    expireKey(box, key);
    const res = await reset(key, 'owner-new-password');
    expect(res.status).toBe(410);
    expect(res.body.error).toMatchObject({ code: 'RESET_EXPIRED', expired: true });
    expect(res.body.error.message).toMatch(/^パスワード再設定の有効期限が切れています。/);
    expect((await login(TEST_EMAILS.owner, TEST_PASSWORDS.owner)).status).toBe(200);
  });

  it('a forged Host header cannot redirect the mailed link elsewhere', async () => {
    ageResetKeys(box.shop.users.ownerId);
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${box.url}/v1/user/forgotPassword`,
        { method: 'POST', headers: { host: 'evil.example', 'content-type': 'application/json' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ email: TEST_EMAILS.owner }));
    });
    expect(status).toBe(200);
    const link = lastMailTo(box, TEST_EMAILS.owner).link ?? '';
    expect(link.startsWith(`${box.url}/reset-password?secret=`)).toBe(true);
    expect(link).not.toContain('evil.example');
    expect(keyRow(box, keyOf(link, 'secret'))?.purpose).toBe('reset');
  });
});

describe('POST /v1/user/set/updatePassword', () => {
  const change = (c: ApiClient, body: Record<string, unknown>) =>
    c.post<Answer<UpdatePasswordResponse>>('/v1/user/set/updatePassword', body);

  it('checks the old password with SPEC.md message and the new one for length', async () => {
    const me = await box.staff('owner');
    const id = box.shop.users.ownerId;
    const wrong = await change(me, { id, oldPassword: 'not-my-password', newPassword: 'owner-password-2' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toEqual({
      code: 'E_OLD_PASSWORD_MISMATCH',
      message: '現在のパスワードが一致しないため更新できません。',
    });
    const short = await change(me, { id, oldPassword: TEST_PASSWORDS.owner, newPassword: 'short' });
    expect(short.body.error.code).toBe('PASSWORD_TOO_SHORT');
    const blank = await change(me, { id, oldPassword: TEST_PASSWORDS.owner, newPassword: ' '.repeat(12) });
    expect(blank.body.error.code).toBe('PASSWORD_TOO_SHORT');
    const other = await change(me, {
      id: box.shop.users.pendingId,
      oldPassword: TEST_PASSWORDS.owner,
      newPassword: 'owner-password-2',
    });
    expect(other.status).toBe(403);
    expect((await change(box.client(), { id, oldPassword: 'x', newPassword: 'owner-password-2' })).status).toBe(401);
    expect((await change(me, { id, oldPassword: '', newPassword: 'owner-password-2' })).status).toBe(400);
    expect((await me.post<AuthCheckResponse>('/v1/auth/check')).body.check).toBe(true);
  });

  it('ends every other session and keeps this browser logged in with a fresh cookie', async () => {
    const me = await box.staff('owner');
    const elsewhere = await box.staff('owner');
    const oldCookie = me.cookies.get('so_sid');
    const res = await change(me, {
      id: box.shop.users.ownerId,
      oldPassword: TEST_PASSWORDS.owner,
      newPassword: 'owner-password-2',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: true, token: true });
    expect(res.headers.getSetCookie().join(';')).toMatch(/so_sid=.+HttpOnly/i);
    expect(me.cookies.get('so_sid')).not.toBe(oldCookie);
    expect((await me.post<AuthCheckResponse>('/v1/auth/check')).body.check).toBe(true);
    expect((await elsewhere.post<AuthCheckResponse>('/v1/auth/check')).body.check).toBe(false);
    const replay = new ApiClient(box.url);
    replay.cookies.set('so_sid', oldCookie ?? '');
    expect((await replay.post<AuthCheckResponse>('/v1/auth/check')).body.check).toBe(false);
    expect(box.deps.authSessions.countForUser(box.shop.users.ownerId)).toBe(1);
    expect((await login(TEST_EMAILS.owner, 'owner-password-2')).status).toBe(200);
  });
});
