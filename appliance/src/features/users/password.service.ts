import { eq } from 'drizzle-orm';
import { isPasswordTooShort } from '../../contract/password-rules';
import type { UpdatePasswordBody } from '../../contract/users';
import { users } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import type { StaffActor } from '../../shared/auth-sessions';
import type { AppDeps } from '../../shared/deps';
import { hashPassword, verifyPassword } from '../../shared/password';
import { userNotFound } from './user-access';

/** SPEC.md: at least 8 characters once trimmed (contract/password-rules.ts). */
export function assertPasswordRules(password: string): void {
  if (isPasswordTooShort(password)) throw new AppError('PASSWORD_TOO_SHORT');
}

/**
 * Changes the caller's own password after checking the old one. Every session of the account
 * ends, a stolen one included; the new session token returned is for the caller's browser.
 */
export async function changeOwnPassword(deps: AppDeps, caller: StaffActor, body: UpdatePasswordBody): Promise<string> {
  const { db, authSessions } = deps;
  const user = db.select().from(users).where(eq(users.id, caller.userId)).get();
  if (!user) throw userNotFound();
  assertPasswordRules(body.newPassword);
  if (!(await verifyPassword(user.password_hash, body.oldPassword))) throw new AppError('E_OLD_PASSWORD_MISMATCH');
  const passwordHash = await hashPassword(body.newPassword);
  return db.transaction((tx) => {
    tx.update(users).set({ password_hash: passwordHash, updated_at: deps.clock.now() }).where(eq(users.id, user.id)).run();
    authSessions.revokeAllForUser(user.id);
    return authSessions.create(user.id);
  });
}
