import { eq } from 'drizzle-orm';
import type { UserUnlockBody, UserUnlockResponse } from '../../contract/users';
import { users } from '../../db/schema';
import type { StaffActor } from '../../shared/auth-sessions';
import type { AppDeps } from '../../shared/deps';
import { toUser } from './user.view';
import { loadManageable } from './user-access';

/** Lifts a lockout early (DESIGN.md: an admin can unlock); the wrong-password count starts again. */
export function unlockUser(deps: AppDeps, caller: StaffActor, body: UserUnlockBody): UserUnlockResponse {
  const target = loadManageable(deps.db, caller, body.id);
  const row = deps.db
    .update(users)
    .set({ failed_logins: 0, banned_until: null, updated_at: deps.clock.now() })
    .where(eq(users.id, target.id))
    .returning()
    .get();
  deps.logger.warn({ userId: target.id, by: caller.userId }, 'account unlocked by an admin');
  return { updated: true, user: toUser(row ?? target, deps.clock.now()) };
}
