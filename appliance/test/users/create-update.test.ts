import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthCheckResponse } from '../../src/contract/auth';
import type { UserCreateResponse, UserListResponse, UserUpdateResponse } from '../../src/contract/users';
import { sha256 } from '../../src/shared/secrets';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { TEST_EMAILS, TEST_PASSWORDS } from '../helpers/test-shop';
import { type Answer, countRows, keyOf, keyRow, lastMailTo, mailsTo, userRow } from './user-kit';

let box: TestBox;
let owner: ApiClient;
let developer: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  owner = await box.staff('owner', { page: true });
  developer = await box.staff('developer', { page: true });
});
afterAll(() => box.stop());

const create = (c: ApiClient, body: Record<string, unknown>) => c.post<Answer<UserCreateResponse>>('/v1/user/create', body);
const update = (c: ApiClient, body: Record<string, unknown>) => c.post<Answer<UserUpdateResponse>>('/v1/user/update', body);

describe('POST /v1/user/create', () => {
  it('creates a pending role-11 account, queues the setup mail and answers the link', async () => {
    const res = await create(owner, { email: ' New.Admin@Test.Example ', username: '新しい管理者', flag: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ exists: false, user: { email: 'new.admin@test.example', flag: 10, role: { role: 11 } } });
    expect(res.body.userId).toBe(res.body.user.id);
    expect(res.body.setupLink.startsWith(`${box.url}/signup/password?activate=`)).toBe(true);

    const mail = lastMailTo(box, 'new.admin@test.example');
    expect(mail.link).toBe(res.body.setupLink);
    expect(mail.subject).toContain('パスワード設定');
    expect(mail.body).toContain(res.body.setupLink);
    expect(mail.sent_at).toBeNull();
    expect(mail.next_attempt_at).toBeLessThanOrEqual(Date.now());

    const key = keyOf(res.body.setupLink);
    const row = keyRow(box, key);
    expect(row).toMatchObject({ key_hash: sha256(key), purpose: 'signup', user_id: res.body.userId, used_at: null });
    expect(row!.expires_at - row!.created_at).toBe(7 * 24 * 60 * 60 * 1000);

    const listed = await owner.get<UserListResponse>('/v1/user/get/list');
    expect(listed.body.list.data[0]?.email).toBe('new.admin@test.example');
  });

  it('refuses a duplicate email in any case with 409 exists, writing nothing', async () => {
    const before = countRows(box);
    const res = await create(owner, { email: TEST_EMAILS.staff.toUpperCase(), username: 'だれか' });
    expect(res.status).toBe(409);
    expect(res.body.exists).toBe(true);
    expect(res.body.error).toMatchObject({ code: 'DUPLICATE_EMAIL', message: '既に登録されているメールアドレスです。' });
    expect(countRows(box)).toEqual(before);
  });

  it('lets each role give only the roles it may assign: only 22 gives the developer option (SPEC.md section 5)', async () => {
    const before = countRows(box);
    for (const role of [21, 22]) {
      const refused = await create(developer, { email: `dev-gives-${role}@test.example`, username: '開発2', role });
      expect(refused.status).toBe(403);
    }
    expect(countRows(box)).toEqual(before);
    const staff = await create(developer, { email: 'staff2@test.example', username: 'スタッフ2', role: 11 });
    expect(staff.status).toBe(200);
    const dev = await create(owner, { email: 'dev2@test.example', username: '開発2', role: 21 });
    expect(dev.body.user.role.role).toBe(21);
    expect((await create(owner, { email: 'sys2@test.example', username: 'システム2', role: '22' })).status).toBe(200);
    expect((await create(owner, { email: 'odd@test.example', username: '不明', role: 5 })).status).toBe(400);
  });

  it('validates input and refuses role 11 and anonymous callers', async () => {
    for (const body of [
      { email: 'x@test.example' },
      { email: 'x@test.example', username: '  ' },
      { email: 'bad', username: 'x' },
    ]) {
      expect((await create(owner, body)).status).toBe(400);
    }
    const staff = await box.staff('staff', { page: true });
    expect((await create(staff, { email: 'x@test.example', username: 'x' })).status).toBe(403);
    expect((await create(box.client(), { email: 'x@test.example', username: 'x' })).status).toBe(401);
    expect(mailsTo(box, 'x@test.example')).toEqual([]);
  });
});

describe('POST /v1/user/update', () => {
  it('an admin edits the email, name and role of an account it may see', async () => {
    const res = await update(developer, {
      id: box.shop.users.pendingId,
      username: '招待中',
      role: 11,
      email: 'Pending2@test.example',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ exists: false, updated: true });
    expect(res.body.user).toMatchObject({ username: '招待中', role: { role: 11 }, email: 'pending2@test.example', flag: 10 });
    expect((await update(developer, { id: box.shop.users.pendingId, role: 21 })).status).toBe(403);
    const raised = await update(owner, { id: box.shop.users.pendingId, role: 21 });
    expect(raised.body.user).toMatchObject({ role: { role: 21 } });
  });

  it('nobody raises an account above their own role, and 21 cannot see 22', async () => {
    const raise = await update(developer, { id: box.shop.users.staffId, role: 22 });
    expect(raise.status).toBe(403);
    expect(userRow(box, box.shop.users.staffId).role).toBe(11);
    const hidden = await update(developer, { id: box.shop.users.ownerId, username: '乗っ取り' });
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.code).toBe('USER_NOT_FOUND');
    expect(userRow(box, box.shop.users.ownerId).username).toBe('オーナー');
  });

  it('nobody changes their own role or flag', async () => {
    expect((await update(owner, { id: box.shop.users.ownerId, role: 11 })).status).toBe(403);
    expect((await update(developer, { id: box.shop.users.developerId, role: 22 })).status).toBe(403);
    expect((await update(owner, { id: box.shop.users.ownerId, flag: 0 })).status).toBe(403);
    const same = await update(owner, {
      id: box.shop.users.ownerId,
      role: 22,
      flag: 1,
      email: TEST_EMAILS.owner,
      username: 'オーナー',
    });
    expect(same.status).toBe(200);
  });

  it('anyone edits their own profile without the page password, but not their email or others', async () => {
    const staff = await box.staff('staff');
    const own = await update(staff, { id: box.shop.users.staffId, username: 'スタッフA', last_name: '山田', first_name: '花子' });
    expect(own.status).toBe(200);
    expect(own.body.user).toMatchObject({
      username: 'スタッフA',
      last_name: '山田',
      first_name: '花子',
      email: TEST_EMAILS.staff,
    });
    expect((await update(staff, { id: box.shop.users.staffId, email: 'elsewhere@test.example' })).status).toBe(403);
    expect((await update(staff, { id: box.shop.users.developerId, username: 'x' })).status).toBe(403);
    expect((await update(box.client(), { id: box.shop.users.staffId, username: 'x' })).status).toBe(401);
    const noPage = await box.staff('developer');
    const other = await update(noPage, { id: box.shop.users.staffId, username: 'x' });
    expect(other.status).toBe(401);
    expect(other.body.error.code).toBe('PAGE_AUTH_REQUIRED');
    expect(userRow(box, box.shop.users.staffId).username).toBe('スタッフA');
  });

  it('duplicate email is a 409 with exists, unknown id a 404, bad input a 400', async () => {
    const dup = await update(owner, { id: box.shop.users.staffId, email: TEST_EMAILS.developer.toUpperCase() });
    expect(dup.status).toBe(409);
    expect(dup.body.exists).toBe(true);
    expect(userRow(box, box.shop.users.staffId).email).toBe(TEST_EMAILS.staff);
    expect((await update(owner, { id: 999_999, username: 'x' })).status).toBe(404);
    for (const body of [{}, { id: 'x' }, { id: box.shop.users.staffId, username: '' }, { id: box.shop.users.staffId, flag: 3 }]) {
      expect((await update(owner, body)).status).toBe(400);
    }
  });

  it('flag 0 disables the account and ends its sessions; flag 1 enables it again', async () => {
    const victim = await box.staff('staff');
    expect((await victim.post<AuthCheckResponse>('/v1/auth/check')).body.check).toBe(true);
    const off = await update(owner, { id: box.shop.users.staffId, flag: 0 });
    expect(off.body.user.flag).toBe(0);
    expect((await victim.post<AuthCheckResponse>('/v1/auth/check')).body.check).toBe(false);
    expect(box.deps.authSessions.countForUser(box.shop.users.staffId)).toBe(0);
    const listed = await owner.get<UserListResponse>('/v1/user/get/list');
    expect(listed.body.list.data.map((u) => u.id)).not.toContain(box.shop.users.staffId);
    const disabled = await owner.get<UserListResponse>('/v1/user/get/list', { flags: [0] });
    expect(disabled.body.list.data.map((u) => u.id)).toEqual([box.shop.users.staffId]);
    expect((await box.client().post('/v1/auth/login', { email: TEST_EMAILS.staff, password: TEST_PASSWORDS.staff })).status).toBe(
      401,
    );

    expect((await update(owner, { id: box.shop.users.staffId, flag: 1 })).body.user.flag).toBe(1);
    await box.staff('staff');
    // Enabling an account that has no password yet keeps it pending.
    expect((await update(owner, { id: box.shop.users.pendingId, flag: 1 })).body.user.flag).toBe(10);
  });

  it("an admin's direct email change takes effect at once: the account logs in with it", async () => {
    const res = await update(owner, { id: box.shop.users.developerId, email: 'moved.dev@test.example' });
    expect(res.status).toBe(200);
    expect(
      (await box.client().post('/v1/auth/login', { email: 'moved.dev@test.example', password: TEST_PASSWORDS.developer })).status,
    ).toBe(200);
  });
});
