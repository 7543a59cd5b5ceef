import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxResponse } from '../../src/contract/mail';
import type { UpdateEmailResponse } from '../../src/contract/users';
import { mailOutbox, users } from '../../src/db/schema';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { TEST_EMAILS, TEST_PASSWORDS } from '../helpers/test-shop';
import { type Answer, keyOf, keyRow, userRow } from '../users/user-kit';

let box: TestBox;
let owner: ApiClient;
let developer: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  owner = await box.staff('owner', { page: true });
  developer = await box.staff('developer', { page: true });
});
afterAll(() => box.stop());

const login = (email: string, password: string) => box.client().post('/v1/auth/login', { email, password });
const requestChange = (c: ApiClient, id: number, email: string) =>
  c.post<Answer<UpdateEmailResponse>>('/v1/user/set/updateEmail', { id, email });
const linksSeenBy = async (c: ApiClient) => {
  const res = await c.get<OutboxResponse>('/v1/mail/outbox');
  expect(res.status).toBe(200);
  return res.body.list.data.map((m) => m.link ?? '');
};

/** Every link the box has queued for that account, read from the outbox and the keys they carry. */
function linksFor(userId: number): string[] {
  return box.deps.db
    .select()
    .from(mailOutbox)
    .all()
    .map((m) => m.link ?? '')
    .filter((link) => {
      const url = new URL(link);
      const key = url.searchParams.get('activate') ?? url.searchParams.get('secret');
      return key !== null && keyRow(box, key)?.user_id === userId;
    });
}

describe('issue 10: a role-21 account parks an address to take over the role-22 owner', () => {
  it('the owner cannot move onto the parked address, and the role-21 account never sees or uses an owner link', async () => {
    const parked = 'boss.private@test.example';
    const { ownerId, staffId } = box.shop.users;

    // The role-21 account parks the address as the pending email of a staff account it manages.
    expect((await requestChange(developer, staffId, parked)).status).toBe(200);

    // Later the owner moves their login to that address, following whatever link the box gives.
    const move = await requestChange(owner, ownerId, parked);
    expect.soft(move.status).toBe(409);
    expect.soft(move.body.error).toMatchObject({ code: 'DUPLICATE_EMAIL', message: '既に登録されているメールアドレスです。' });
    if (move.body.confirmLink) {
      await box.client().post('/v1/user/set/updateLoginEmail', { activatekey: keyOf(move.body.confirmLink) });
    }

    // A password reset is asked for that address (anyone may ask).
    expect((await box.client().post('/v1/user/forgotPassword', { email: parked })).status).toBe(200);

    // The role-21 account reads the outbox and tries every reset link it is shown.
    const seen = await linksSeenBy(developer);
    const ownerLinks = linksFor(ownerId);
    expect(seen.filter((link) => ownerLinks.includes(link))).toEqual([]);
    for (const link of seen.filter((l) => l.includes('/reset-password?secret='))) {
      await box.client().post('/v1/user/resetPassword', { activatekey: keyOf(link, 'secret'), password: 'taken-over-1' });
    }

    expect((await login(parked, 'taken-over-1')).status).toBe(401);
    expect((await login(TEST_EMAILS.owner, 'taken-over-1')).status).toBe(401);
    expect((await login(TEST_EMAILS.owner, TEST_PASSWORDS.owner)).status).toBe(200);
    expect(userRow(box, ownerId).email).toBe(TEST_EMAILS.owner);
  });
});

describe('the outbox shows a link only to those who may act for the account it is for', () => {
  it('even when an old pending email names the owner’s login address, a role-21 account is not shown the owner’s reset', async () => {
    const { ownerId, staffId } = box.shop.users;
    // Data from before pending addresses were reserved may hold such a pair.
    box.deps.db.update(users).set({ update_email: TEST_EMAILS.owner }).where(eq(users.id, staffId)).run();
    try {
      await box.client().post('/v1/user/forgotPassword', { email: TEST_EMAILS.owner });
      const ownerReset = linksFor(ownerId).filter((l) => l.includes('/reset-password'));
      expect(ownerReset).toHaveLength(1);
      expect(await linksSeenBy(developer)).not.toContain(ownerReset[0]);
    } finally {
      box.deps.db.update(users).set({ update_email: null }).where(eq(users.id, staffId)).run();
    }
  });

  it('a reset or invitation link is shown to the account itself and to higher roles, never to peers', async () => {
    const { ownerId, developerId, staffId } = box.shop.users;
    const peer = await owner.post<{ userId: number; setupLink: string }>('/v1/user/create', {
      email: 'peer.dev@test.example',
      username: '同僚',
      role: 21,
    });
    expect(peer.status).toBe(200);
    expect(await linksSeenBy(developer)).not.toContain(peer.body.setupLink);
    expect(await linksSeenBy(owner)).toContain(peer.body.setupLink);
    const activatekey = keyOf(peer.body.setupLink);
    expect((await box.client().post('/v1/user/create/password', { activatekey, password: 'peer-password-1' })).status).toBe(200);

    for (const email of [TEST_EMAILS.staff, TEST_EMAILS.developer, TEST_EMAILS.owner, 'peer.dev@test.example']) {
      await box.client().post('/v1/user/forgotPassword', { email });
    }
    const [staffReset, developerReset, ownerReset, peerReset] = [staffId, developerId, ownerId, peer.body.userId].map(
      (id) =>
        linksFor(id)
          .filter((l) => l.includes('/reset-password'))
          .at(-1) ?? 'none',
    );

    const byDeveloper = await linksSeenBy(developer);
    expect(byDeveloper).toContain(staffReset);
    expect(byDeveloper).toContain(developerReset);
    expect(byDeveloper).not.toContain(peerReset);
    expect(byDeveloper).not.toContain(ownerReset);

    const byOwner = await linksSeenBy(owner);
    expect(byOwner).toEqual(expect.arrayContaining([staffReset, developerReset, peerReset, ownerReset]));
  });

  it('an email-change link is shown to the account that asked for it and to higher roles', async () => {
    const { developerId, staffId } = box.shop.users;
    const own = await requestChange(developer, developerId, 'dev.moving@test.example');
    expect(own.status).toBe(200);
    const forStaff = await requestChange(developer, staffId, 'staff.moving@test.example');
    expect(forStaff.status).toBe(200);
    const byDeveloper = await linksSeenBy(developer);
    expect(byDeveloper).toContain(own.body.confirmLink);
    expect(byDeveloper).toContain(forStaff.body.confirmLink);
    expect(await linksSeenBy(owner)).toEqual(expect.arrayContaining([own.body.confirmLink, forStaff.body.confirmLink]));
  });

  it('mail whose account is unknown (queued before accounts were recorded) is shown to role 22 only', async () => {
    const now = Date.now();
    box.deps.db
      .insert(mailOutbox)
      .values({
        to_address: 'legacy@test.example',
        subject: '古いメール',
        body: 'http://box.example/reset-password?secret=legacy',
        link: 'http://box.example/reset-password?secret=legacy',
        next_attempt_at: now,
        created_at: now,
      })
      .run();
    expect(await linksSeenBy(developer)).not.toContain('http://box.example/reset-password?secret=legacy');
    expect(await linksSeenBy(owner)).toContain('http://box.example/reset-password?secret=legacy');
  });
});

describe('an address pending for one account cannot be claimed by another', () => {
  const pending = 'reserved@test.example';
  beforeAll(async () => {
    expect((await requestChange(developer, box.shop.users.pendingId, pending)).status).toBe(200);
  });

  const expectDuplicate = (res: { status: number; body: Answer<object> }) => {
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'DUPLICATE_EMAIL', message: '既に登録されているメールアドレスです。' });
  };

  it('user create, a direct email edit and another email change refuse it, in any case', async () => {
    expectDuplicate(await owner.post<Answer<object>>('/v1/user/create', { email: pending.toUpperCase(), username: '横取り' }));
    expectDuplicate(await owner.post<Answer<object>>('/v1/user/update', { id: box.shop.users.developerId, email: pending }));
    expectDuplicate(await requestChange(owner, box.shop.users.ownerId, pending));
    expect(userRow(box, box.shop.users.ownerId).update_email).not.toBe(pending);
  });

  it('the account it is pending for may ask again', async () => {
    const again = await requestChange(developer, box.shop.users.pendingId, pending);
    expect(again.status).toBe(200);
    expect(userRow(box, box.shop.users.pendingId).update_email).toBe(pending);
  });

  it('completing an email change refuses an address another account holds pending', async () => {
    const change = await requestChange(owner, box.shop.users.developerId, 'contested.pending@test.example');
    expect(change.status).toBe(200);
    // Data from before the reservation may hold the same pending address twice.
    box.deps.db
      .update(users)
      .set({ update_email: 'contested.pending@test.example' })
      .where(eq(users.id, box.shop.users.staffId))
      .run();
    const key = keyOf(change.body.confirmLink ?? '');
    const done = await box.client().post<Answer<object>>('/v1/user/set/updateLoginEmail', { activatekey: key });
    expectDuplicate(done);
    expect(userRow(box, box.shop.users.developerId).email).toBe(TEST_EMAILS.developer);
    expect(keyRow(box, key)?.used_at).toBeNull();
  });
});
