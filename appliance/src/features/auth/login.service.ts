import { eq, sql } from 'drizzle-orm';
import type { LoginBody } from '../../contract/auth';
import { LOGIN_BAN_MS, MAX_FAILED_LOGINS, USER_FLAG } from '../../contract/constants';
import { bannedMessage } from '../../contract/errors';
import { users } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import type { AppDeps } from '../../shared/deps';
import { verifyPassword } from '../../shared/password';

type UserRow = typeof users.$inferSelect;

/**
 * Checks email and password. Five wrong passwords in a row lock the account for 30 minutes
 * (SPEC.md section 8); while locked even the right password is refused with the unlock time.
 */
export async function authenticate(deps: AppDeps, body: LoginBody): Promise<UserRow> {
  const { db, config, logger } = deps;
  const user = db.select().from(users).where(eq(users.email, body.email)).get();
  if (!user || user.flag === USER_FLAG.disabled) throw new AppError('E_USER_NOT_FOUND');

  const now = deps.clock.now();
  if (user.banned_until !== null && user.banned_until > now) throw banned(user.banned_until, config.timeZone);

  if (await verifyPassword(user.password_hash, body.password)) {
    if (user.failed_logins !== 0 || user.banned_until !== null) {
      db.update(users).set({ failed_logins: 0, banned_until: null }).where(eq(users.id, user.id)).run();
    }
    return user;
  }

  const counted = db
    .update(users)
    .set({ failed_logins: sql`${users.failed_logins} + 1` })
    .where(eq(users.id, user.id))
    .returning({ failed: users.failed_logins })
    .get();
  if (counted && counted.failed >= MAX_FAILED_LOGINS) {
    const until = now + LOGIN_BAN_MS;
    db.update(users).set({ failed_logins: 0, banned_until: until }).where(eq(users.id, user.id)).run();
    logger.warn({ userId: user.id, until }, 'account locked after repeated wrong passwords');
    throw banned(until, config.timeZone);
  }
  throw new AppError('E_PASSWORD_MISMATCH');
}

function banned(until: number, timeZone: string): AppError {
  return new AppError('E_USER_BANNED', {
    message: bannedMessage(until, timeZone),
    extras: { unbannedTime: until, isBanned: true },
  });
}
