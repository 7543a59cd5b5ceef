import { and, eq } from 'drizzle-orm';
import { USER_FLAG } from '../../contract/constants';
import type {
  CreatePasswordBody,
  CreatePasswordResponse,
  DefinitiveAuthBody,
  DefinitiveAuthResponse,
  ResetPasswordBody,
  UpdatedResponse,
  UpdateEmailBody,
  UpdateEmailResponse,
  UpdateLoginEmailBody,
  UpdateLoginEmailResponse,
} from '../../contract/users';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../shared/app-error';
import type { StaffActor } from '../../shared/auth-sessions';
import type { AppDeps } from '../../shared/deps';
import { enqueueMail } from '../../shared/mail-outbox';
import { hashPassword, verifyPassword } from '../../shared/password';
import { shopName } from '../../shared/shop-settings';
import { write } from '../../shared/write';
import { emailChangeMail, passwordResetMail } from '../mail';
import { invalidateKeys, issueKey, type KeyPurpose, lastKeyIssuedAt, lookupKey, spendKey } from './account-keys';
import { assertPasswordRules } from './password.service';
import { assertMayActFor, duplicateEmail, emailInUse, findUserByEmail, loadManageable } from './user-access';

/** A stranger may ask for reset mail for someone else's address; one a minute is plenty. */
const RESET_MAIL_INTERVAL_MS = 60 * 1000;

const invalidKey = () => new AppError('INVALID_ACTIVATE_KEY');

/** A live key of that purpose, or the error SPEC.md shows: only an expired reset key is a 410. */
function requireKey(db: Queryable, presented: string, purpose: KeyPurpose, now: number) {
  const found = lookupKey(db, presented, purpose, now);
  if (found.state === 'valid') return found;
  if (found.state === 'expired' && purpose === 'reset') throw new AppError('RESET_EXPIRED', { extras: { expired: true } });
  throw invalidKey();
}

/** Checks a signup link before the password form is shown; writes nothing. */
export async function definitiveAuth(deps: AppDeps, body: DefinitiveAuthBody): Promise<DefinitiveAuthResponse> {
  const { user } = requireKey(deps.db, body.activatekey, 'signup', deps.clock.now());
  if (body.password && user.password_hash !== null && !(await verifyPassword(user.password_hash, body.password))) {
    throw new AppError('E_INVALID_AUTH_PASSWORD');
  }
  return { status: true, userId: user.id, alreadyAuth: user.flag === USER_FLAG.active, email: user.email };
}

/** Sets the first password of a pending account from its signup key and activates it. */
export async function createPassword(deps: AppDeps, body: CreatePasswordBody): Promise<CreatePasswordResponse> {
  const { db } = deps;
  const { key, user } = requireKey(db, body.activatekey, 'signup', deps.clock.now());
  if (user.flag === USER_FLAG.active) {
    spendKey(db, key.key_hash, deps.clock.now());
    return { registed: false };
  }
  assertPasswordRules(body.password);
  const passwordHash = await hashPassword(body.password);
  write(deps, ({ tx, now }) => {
    if (!spendKey(tx, key.key_hash, now)) throw invalidKey();
    const activated = tx
      .update(users)
      .set({ password_hash: passwordHash, flag: USER_FLAG.active, failed_logins: 0, banned_until: null, updated_at: now })
      .where(and(eq(users.id, user.id), eq(users.flag, USER_FLAG.pending)))
      .run().changes;
    // Disabled or activated by another request while the hash was computed.
    if (activated !== 1) throw invalidKey();
  });
  deps.logger.info({ userId: user.id }, 'account activated');
  return { registed: true };
}

/** Queues a reset mail for an active account; the answer never tells whether one was sent. */
export function forgotPassword(deps: AppDeps, email: string, linkBase: string): UpdatedResponse {
  const { db } = deps;
  const user = findUserByEmail(db, email);
  if (!user || user.flag !== USER_FLAG.active) return { updated: true };
  const now = deps.clock.now();
  const last = lastKeyIssuedAt(db, user.id, 'reset');
  if (last !== null && now - last < RESET_MAIL_INTERVAL_MS) return { updated: true };
  const shop = shopName(deps.settings);
  write(deps, ({ tx }) => {
    invalidateKeys(tx, user.id, 'reset', now);
    const key = issueKey(tx, user.id, 'reset', now);
    const link = `${linkBase}/reset-password?secret=${key}`;
    enqueueMail(tx, passwordResetMail({ shopName: shop, to: user.email, userId: user.id, link }), now);
  });
  deps.logger.info({ userId: user.id }, 'password reset mail queued');
  return { updated: true };
}

/** Sets a new password from a reset key, lifts the login lockout and ends every session. */
export async function resetPassword(deps: AppDeps, body: ResetPasswordBody): Promise<UpdatedResponse> {
  const { db } = deps;
  const { key, user } = requireKey(db, body.activatekey, 'reset', deps.clock.now());
  if (user.flag !== USER_FLAG.active) throw invalidKey();
  assertPasswordRules(body.password);
  const passwordHash = await hashPassword(body.password);
  write(deps, ({ tx, now }) => {
    if (!spendKey(tx, key.key_hash, now)) throw invalidKey();
    tx.update(users)
      .set({ password_hash: passwordHash, failed_logins: 0, banned_until: null, updated_at: now })
      .where(eq(users.id, user.id))
      .run();
    deps.authSessions.revokeAllForUser(user.id);
  });
  deps.logger.info({ userId: user.id }, 'password reset');
  return { updated: true };
}

/** Starts an email change: the new address gets a confirmation link; the login email stays. */
export function requestEmailChange(
  deps: AppDeps,
  caller: StaffActor,
  body: UpdateEmailBody,
  linkBase: string,
): UpdateEmailResponse {
  const { db } = deps;
  const target = loadManageable(db, caller, body.id);
  assertMayActFor(caller, target);
  if (target.email === body.email || emailInUse(db, body.email, target.id)) throw duplicateEmail();
  const now = deps.clock.now();
  const shop = shopName(deps.settings);
  const confirmLink = write(deps, ({ tx }) => {
    tx.update(users).set({ update_email: body.email, updated_at: now }).where(eq(users.id, target.id)).run();
    invalidateKeys(tx, target.id, 'email', now);
    const key = issueKey(tx, target.id, 'email', now, body.email);
    const link = `${linkBase}/edit/email/updated?activate=${key}`;
    enqueueMail(tx, emailChangeMail({ shopName: shop, to: body.email, userId: target.id, link }), now);
    return link;
  });
  return deps.config.smtp ? { status: true } : { status: true, confirmLink };
}

/** Completes an email change from the mailed link; needs no login. */
export function confirmEmailChange(deps: AppDeps, body: UpdateLoginEmailBody): UpdateLoginEmailResponse {
  const { db } = deps;
  const now = deps.clock.now();
  const { key, user } = requireKey(db, body.activatekey, 'email', now);
  const newEmail = key.new_email;
  if (!newEmail) throw invalidKey();
  if (emailInUse(db, newEmail, user.id)) throw duplicateEmail();
  try {
    write(deps, ({ tx }) => {
      if (!spendKey(tx, key.key_hash, now)) throw invalidKey();
      tx.update(users).set({ email: newEmail, update_email: null, updated_at: now }).where(eq(users.id, user.id)).run();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
  deps.logger.info({ userId: user.id }, 'login email changed');
  return { status: true, email: newEmail };
}
