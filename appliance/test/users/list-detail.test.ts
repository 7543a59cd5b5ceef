import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import type { UserDetailResponse, UserListResponse } from '../../src/contract/users';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { TEST_EMAILS } from '../helpers/test-shop';
import type { Answer } from './user-kit';

let box: TestBox;
let owner: ApiClient;
let developer: ApiClient;
let staff: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  owner = await box.staff('owner', { page: true });
  developer = await box.staff('developer', { page: true });
  staff = await box.staff('staff', { page: true });
});
afterAll(() => box.stop());

const list = (c: ApiClient, query: Parameters<ApiClient['get']>[1] = {}) => c.get<UserListResponse>('/v1/user/get/list', query);
const emailsOf = (res: { body: UserListResponse }) => res.body.list.data.map((u) => u.email);

describe('GET /v1/user/get/list', () => {
  it('role 22 sees every account, active and pending, newest first', async () => {
    const res = await list(owner);
    expect(res.status).toBe(200);
    expect(emailsOf(res).sort()).toEqual(
      [TEST_EMAILS.owner, TEST_EMAILS.developer, TEST_EMAILS.staff, TEST_EMAILS.pending].sort(),
    );
    const ids = res.body.list.data.map((u) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(res.body.list.total).toBe(4);
    expect(res.body.list.data[0]).not.toHaveProperty('password_hash');
    const pending = res.body.list.data.find((u) => u.email === TEST_EMAILS.pending);
    expect(pending).toMatchObject({ flag: 10, role: { role: 11 } });
  });

  it('role 21 sees every account but role 22', async () => {
    const res = await list(developer);
    expect(res.status).toBe(200);
    expect(emailsOf(res)).not.toContain(TEST_EMAILS.owner);
    expect(emailsOf(res)).toContain(TEST_EMAILS.developer);
    expect(res.body.list.data.every((u) => u.role.role <= 21)).toBe(true);
    const asked = await list(developer, { role: [22] });
    expect(asked.body.list.data).toEqual([]);
  });

  it('role 11 may not manage accounts: 403 even with the page password', async () => {
    const res = await list(staff);
    expect(res.status).toBe(403);
    expect((res.body as Answer<UserListResponse>).error.code).toBe('FORBIDDEN');
  });

  it('needs the /admin page password and a login', async () => {
    const noPage = await box.staff('developer');
    const res = await noPage.get<ErrorBody>('/v1/user/get/list');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('PAGE_AUTH_REQUIRED');
    const anonymous = await box.client().get<ErrorBody>('/v1/user/get/list');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('filters by role, flags and keywords over username and email', async () => {
    expect(emailsOf(await list(owner, { role: [21] }))).toEqual([TEST_EMAILS.developer]);
    expect(emailsOf(await list(owner, { role: [0] }))).toHaveLength(4);
    expect(emailsOf(await list(owner, { flags: [10] }))).toEqual([TEST_EMAILS.pending]);
    expect(emailsOf(await list(owner, { keyword: ['DEV'], targetColumn: ['email'] }))).toEqual([TEST_EMAILS.developer]);
    expect(emailsOf(await list(owner, { keyword: ['オーナー'] }))).toEqual([TEST_EMAILS.owner]);
    expect(emailsOf(await list(owner, { keyword: ['オーナー'], targetColumn: ['email'] }))).toEqual([]);
    expect(emailsOf(await list(owner, { keyword: ['test', 'staff'] }))).toEqual([TEST_EMAILS.staff]);
  });

  it('treats LIKE wildcards in keywords as plain characters', async () => {
    expect(emailsOf(await list(owner, { keyword: ['%'] }))).toEqual([]);
    expect(emailsOf(await list(owner, { keyword: ['_'] }))).toEqual([]);
    expect(emailsOf(await list(owner, { keyword: ['\\'] }))).toEqual([]);
  });

  it('answers malformed queries with a 400', async () => {
    for (const query of [{ role: ['abc'] }, { flags: ['1e3'] }, { targetColumn: ['password_hash'] }]) {
      const res = await owner.get<ErrorBody>('/v1/user/get/list', query);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
    }
  });
});

describe('GET /v1/user/get/detail', () => {
  const detail = (c: ApiClient, id: number | string) => c.get<UserDetailResponse & ErrorBody>('/v1/user/get/detail', { id });

  it('role 22 reads any account; role 21 gets 404 for a role-22 account', async () => {
    const ok = await detail(owner, box.shop.users.developerId);
    expect(ok.status).toBe(200);
    expect(ok.body.detail).toMatchObject({ email: TEST_EMAILS.developer, role: { role: 21 } });
    const hidden = await detail(developer, box.shop.users.ownerId);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error).toMatchObject({ code: 'USER_NOT_FOUND', message: 'ユーザが見つかりませんでした。' });
    expect((await detail(developer, box.shop.users.staffId)).status).toBe(200);
  });

  it('anyone logged in reads their own account without the page password', async () => {
    const plain = await box.staff('staff');
    const own = await detail(plain, box.shop.users.staffId);
    expect(own.status).toBe(200);
    expect(own.body.detail).toMatchObject({ id: box.shop.users.staffId, email: TEST_EMAILS.staff });
    expect((await detail(plain, box.shop.users.pendingId)).status).toBe(403);
    expect((await detail(box.client(), box.shop.users.staffId)).status).toBe(401);
  });

  it('unknown and malformed ids', async () => {
    expect((await detail(owner, 999_999)).status).toBe(404);
    expect((await detail(owner, 0)).status).toBe(404);
    expect((await detail(owner, 'abc')).status).toBe(400);
    expect((await owner.get('/v1/user/get/detail')).status).toBe(400);
  });
});
