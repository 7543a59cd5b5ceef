import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpdateEmailResponse, UpdateLoginEmailResponse, UserDetailResponse } from '../../src/contract/users';
import { users } from '../../src/db/schema';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { TEST_EMAILS, TEST_PASSWORDS } from '../helpers/test-shop';
import { type Answer, expireKey, keyOf, keyRow, lastMailTo, mailsTo, userRow } from './user-kit';

let box: TestBox;
let owner: ApiClient;
let staff: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  owner = await box.staff('owner', { page: true });
  staff = await box.staff('staff');
});
afterAll(() => box.stop());

const requestChange = (c: ApiClient, id: number, email: string) =>
  c.post<Answer<UpdateEmailResponse>>('/v1/user/set/updateEmail', { id, email });
const confirm = (activatekey: string, extra: Record<string, unknown> = {}) =>
  box.client().post<Answer<UpdateLoginEmailResponse>>('/v1/user/set/updateLoginEmail', { activatekey, ...extra });
const login = (email: string, password: string) => box.client().post('/v1/auth/login', { email, password });

describe('email change', () => {
  it('takes effect only after the link mailed to the new address is opened, even on another device', async () => {
    const id = box.shop.users.staffId;
    const res = await requestChange(staff, id, ' Staff.New@Test.Example ');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    expect(res.body.confirmLink?.startsWith(`${box.url}/edit/email/updated?activate=`)).toBe(true);
    const mail = lastMailTo(box, 'staff.new@test.example');
    expect(mail.link).toBe(res.body.confirmLink ?? '');
    expect(mail.subject).toContain('メールアドレス変更');
    expect(mailsTo(box, TEST_EMAILS.staff)).toEqual([]);

    const detail = await staff.get<UserDetailResponse>('/v1/user/get/detail', { id });
    expect(detail.body.detail).toMatchObject({ email: TEST_EMAILS.staff, updateEmail: 'staff.new@test.example' });
    expect((await login('staff.new@test.example', TEST_PASSWORDS.staff)).status).toBe(401);

    const key = keyOf(res.body.confirmLink ?? '');
    const done = await confirm(key, { id: 999, email: 'ignored@test.example', updateEmail: 'ignored@test.example' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ status: true, email: 'staff.new@test.example' });
    expect(userRow(box, id)).toMatchObject({ email: 'staff.new@test.example', update_email: null });
    expect((await login('staff.new@test.example', TEST_PASSWORDS.staff)).status).toBe(200);
    expect((await login(TEST_EMAILS.staff, TEST_PASSWORDS.staff)).status).toBe(401);
    const reuse = await confirm(key);
    expect(reuse.status).toBe(400);
    expect(reuse.body.error.code).toBe('INVALID_ACTIVATE_KEY');
  });

  it('a taken address is a 409 with duplicate, both when asked and when confirmed', async () => {
    const dup = await requestChange(staff, box.shop.users.staffId, TEST_EMAILS.developer.toUpperCase());
    expect(dup.status).toBe(409);
    expect(dup.body.exists).toBe(true);
    expect(dup.body.error).toMatchObject({
      code: 'DUPLICATE_EMAIL',
      duplicate: true,
      message: '既に登録されているメールアドレスです。',
    });

    const res = await requestChange(staff, box.shop.users.staffId, 'contested@test.example');
    const key = keyOf(res.body.confirmLink ?? '');
    // While it waits for confirmation the address is reserved: nobody else may take it.
    const taken = await owner.post<Answer<object>>('/v1/user/create', { email: 'contested@test.example', username: '先着' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'DUPLICATE_EMAIL', message: '既に登録されているメールアドレスです。' });
    // Data from before that reservation may still give it to another account as its login.
    box.deps.db.update(users).set({ email: 'contested@test.example' }).where(eq(users.id, box.shop.users.pendingId)).run();
    const late = await confirm(key);
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: 'DUPLICATE_EMAIL', duplicate: true });
    expect(keyRow(box, key)?.used_at).toBeNull();
    expect(userRow(box, box.shop.users.staffId).email).toBe('staff.new@test.example');
  });

  it('unknown or invisible accounts are 404 with notFound; role 11 may not change others', async () => {
    const unknown = await requestChange(owner, 999_999, 'a@test.example');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({
      code: 'USER_NOT_FOUND',
      notFound: true,
      message: 'ユーザが見つかりませんでした。',
    });
    const developer = await box.staff('developer', { page: true });
    const hidden = await requestChange(developer, box.shop.users.ownerId, 'b@test.example');
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.notFound).toBe(true);
    expect((await requestChange(staff, box.shop.users.developerId, 'c@test.example')).status).toBe(403);
    expect((await requestChange(box.client(), box.shop.users.staffId, 'd@test.example')).status).toBe(401);
    expect(userRow(box, box.shop.users.ownerId).update_email).toBeNull();
    expect(mailsTo(box, 'b@test.example')).toEqual([]);
  });

  it('an admin may start the change for an account it sees', async () => {
    const res = await requestChange(owner, box.shop.users.developerId, 'dev.next@test.example');
    expect(res.status).toBe(200);
    expect(userRow(box, box.shop.users.developerId)).toMatchObject({
      email: TEST_EMAILS.developer,
      update_email: 'dev.next@test.example',
    });
  });

  it('a newer request replaces the pending one; forged and expired keys are refused', async () => {
    const id = box.shop.users.staffId;
    const first = keyOf((await requestChange(staff, id, 'first@test.example')).body.confirmLink ?? '');
    const second = keyOf((await requestChange(staff, id, 'second@test.example')).body.confirmLink ?? '');
    expect((await confirm(first)).body.error.code).toBe('INVALID_ACTIVATE_KEY');
    expect((await confirm('forged-key')).status).toBe(400);
    expireKey(box, second);
    expect((await confirm(second)).status).toBe(400);
    expect(userRow(box, id)).toMatchObject({ email: 'staff.new@test.example', update_email: 'second@test.example' });
    for (const body of [{}, { activatekey: '' }, { activatekey: ['x'] }]) {
      expect((await box.client().post('/v1/user/set/updateLoginEmail', body)).status).toBe(400);
    }
  });
});

describe('email change with a mail relay configured', () => {
  it('sends the link only to the new mailbox, never back to the requester', async () => {
    const relayed = await startTestBox({ config: { smtp: { host: '127.0.0.1', port: 2525 } } });
    try {
      const c = await relayed.staff('staff');
      const res = await c.post<Answer<UpdateEmailResponse>>('/v1/user/set/updateEmail', {
        id: relayed.shop.users.staffId,
        email: 'relay.new@test.example',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: true });
      expect(lastMailTo(relayed, 'relay.new@test.example').link).toContain('/edit/email/updated?activate=');
    } finally {
      await relayed.stop();
    }
  });
});
