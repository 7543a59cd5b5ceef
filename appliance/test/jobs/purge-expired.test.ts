import { afterAll, beforeAll, expect, it } from 'vitest';
import { authSessions, pairingTokens } from '../../src/db/schema';
import { purgeExpiredJob } from '../../src/jobs/purge-expired.job';
import { startTestBox, type TestBox } from '../helpers/test-box';

let box: TestBox;
beforeAll(async () => {
  box = await startTestBox();
});
afterAll(() => box.stop());

it('removes expired sessions and pairing tokens but keeps live ones', async () => {
  const live = await box.staff('staff');
  const old = Date.now() - 40 * 24 * 60 * 60 * 1000;
  box.deps.db
    .insert(authSessions)
    .values({ token_hash: 'old', user_id: box.shop.users.staffId, created_at: old, last_seen_at: old, expires_at: old })
    .run();
  box.deps.db
    .insert(pairingTokens)
    .values({ token_hash: 'p-old', dining_table_id: box.shop.tables.t1, created_at: old, expires_at: old })
    .run();
  await purgeExpiredJob(box.deps).run();
  expect(
    box.deps.db
      .select()
      .from(authSessions)
      .all()
      .map((s) => s.token_hash),
  ).not.toContain('old');
  expect(box.deps.db.select().from(pairingTokens).all()).toEqual([]);
  expect((await live.post<{ check: boolean }>('/v1/auth/check')).body.check).toBe(true);
});
