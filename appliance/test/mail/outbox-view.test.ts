import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import type { OutboxResponse } from '../../src/contract/mail';
import type { UpdateEmailResponse, UserCreateResponse } from '../../src/contract/users';
import { mailOutbox } from '../../src/db/schema';
import { mailSenderFor } from '../../src/features/mail/mail-sender';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { TEST_EMAILS } from '../helpers/test-shop';

let box: TestBox;
let owner: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  owner = await box.staff('owner', { page: true });
});
afterAll(() => box.stop());

const waiting = (c: ApiClient, to?: string) => c.get<OutboxResponse & ErrorBody>('/v1/mail/outbox', to ? { to } : {});

describe('GET /v1/mail/outbox: links of waiting mail for admins', () => {
  it('lists an invitation, a reset and an email change that wait for a relay, with their links', async () => {
    const invited = await owner.post<UserCreateResponse>('/v1/user/create', { email: 'wait@test.example', username: '待ち' });
    await box.client().post('/v1/user/forgotPassword', { email: TEST_EMAILS.staff });
    const staff = await box.staff('staff');
    const change = await staff.post<UpdateEmailResponse>('/v1/user/set/updateEmail', {
      id: box.shop.users.staffId,
      email: 'staff.next@test.example',
    });

    const res = await waiting(owner);
    expect(res.status).toBe(200);
    const byTo = new Map(res.body.list.data.map((m) => [m.to, m]));
    expect(byTo.get('wait@test.example')?.link).toBe(invited.body.setupLink);
    expect(byTo.get(TEST_EMAILS.staff)?.link).toMatch(/\/reset-password\?secret=/);
    expect(byTo.get('staff.next@test.example')?.link).toBe(change.body.confirmLink);
    expect(byTo.get(TEST_EMAILS.staff)).toMatchObject({ attempts: 0, lastError: null });

    const one = await waiting(owner, ` ${TEST_EMAILS.staff.toUpperCase()} `);
    expect(one.body.list.data.map((m) => m.to)).toEqual([TEST_EMAILS.staff]);
  });

  it('needs role 21, the page password and a login; a bad address is a 400', async () => {
    expect((await waiting(await box.staff('staff', { page: true }))).status).toBe(403);
    expect((await waiting(await box.staff('developer'))).status).toBe(401);
    expect((await waiting(box.client())).status).toBe(401);
    expect((await waiting(owner, 'not-an-address')).status).toBe(400);
  });

  it('a developer does not see mail for the system account', async () => {
    await box.client().post('/v1/user/forgotPassword', { email: TEST_EMAILS.owner });
    const developer = await box.staff('developer', { page: true });
    const seen = (await waiting(developer)).body.list.data.map((m) => m.to);
    expect(seen).toContain(TEST_EMAILS.staff);
    expect(seen).not.toContain(TEST_EMAILS.owner);
    expect((await waiting(owner)).body.list.data.map((m) => m.to)).toContain(TEST_EMAILS.owner);
  });

  it('sent mail leaves the list', async () => {
    const { db } = box.deps;
    const before = (await waiting(owner)).body.list.total;
    db.update(mailOutbox).set({ sent_at: Date.now() }).run();
    expect(before).toBeGreaterThan(0);
    expect((await waiting(owner)).body.list.data).toEqual([]);
    expect(mailSenderFor(box.deps).hasRelay).toBe(false);
  });
});
