import { and, desc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { ROLE, USER_FLAG } from '../../contract/constants';
import { canAssignRole, visibleRoleCeiling } from '../../contract/role-rules';
import type {
  UserCreateBody,
  UserCreateResponse,
  UserDetailResponse,
  UserListQuery,
  UserListResponse,
  UserUpdateBody,
  UserUpdateResponse,
} from '../../contract/users';
import { users } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../shared/app-error';
import type { StaffActor } from '../../shared/auth-sessions';
import type { AppDeps } from '../../shared/deps';
import { enqueueMail } from '../../shared/mail-outbox';
import { shopName } from '../../shared/shop-settings';
import { write } from '../../shared/write';
import { invitationMail } from '../mail';
import { issueKey } from './account-keys';
import { toUser } from './user.view';
import { assertMayActFor, duplicateEmail, emailInUse, loadManageable, userNotFound } from './user-access';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Accounts the caller may see, filtered as the admin-user screen asks, newest first. */
export function listUsers(deps: AppDeps, caller: StaffActor, query: UserListQuery): UserListResponse {
  const flags = query.flags?.length ? query.flags : [USER_FLAG.active, USER_FLAG.pending];
  const roles = (query.role ?? []).filter((role) => role !== 0);
  const columns = query.targetColumn?.length ? [...new Set(query.targetColumn)] : (['username', 'email'] as const);
  const keywords = (query.keyword ?? []).map((k) => k.trim()).filter((k) => k !== '');

  const conditions: (SQL | undefined)[] = [lte(users.role, visibleRoleCeiling(caller.role)), inArray(users.flag, flags)];
  if (roles.length > 0) conditions.push(inArray(users.role, roles));
  for (const keyword of keywords) {
    const pattern = `%${escapeLike(keyword)}%`;
    conditions.push(or(...columns.map((column) => sql`${users[column]} LIKE ${pattern} ESCAPE '\\'`)));
  }
  const rows = deps.db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.created_at), desc(users.id))
    .all();
  const now = deps.clock.now();
  return { list: { data: rows.map((row) => toUser(row, now)), total: rows.length } };
}

/** One account: oneself, or one the caller may see. */
export function userDetail(deps: AppDeps, caller: StaffActor, id: number): UserDetailResponse {
  return { detail: toUser(loadManageable(deps.db, caller, id), deps.clock.now()) };
}

/**
 * Creates a pending account and queues its password-setup mail in the same transaction; the
 * setup link is answered too, for shops without a mail relay.
 */
export function createUser(deps: AppDeps, caller: StaffActor, body: UserCreateBody, linkBase: string): UserCreateResponse {
  const { db } = deps;
  const role = body.role ?? ROLE.admin;
  if (!canAssignRole(caller.role, role)) throw new AppError('FORBIDDEN');
  if (emailInUse(db, body.email)) throw duplicateEmail();
  const now = deps.clock.now();
  const shop = shopName(deps.settings);
  try {
    const { row, setupLink } = write(deps, ({ tx }) => {
      const row = tx
        .insert(users)
        .values({ email: body.email, username: body.username, role, flag: USER_FLAG.pending, created_at: now, updated_at: now })
        .returning()
        .get();
      const key = issueKey(tx, row.id, 'signup', now);
      const setupLink = `${linkBase}/signup/password?activate=${key}`;
      const invitation = invitationMail({
        shopName: shop,
        to: row.email,
        userId: row.id,
        username: row.username,
        link: setupLink,
      });
      enqueueMail(tx, invitation, now);
      return { row, setupLink };
    });
    deps.logger.info({ userId: row.id, role, by: caller.userId }, 'account created');
    return { exists: false, userId: row.id, user: toUser(row, deps.clock.now()), setupLink };
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
}

type UserChanges = Partial<typeof users.$inferInsert>;

/** What one may change on one's own account: names only; role, flag and email must stay. */
function selfChanges(target: typeof users.$inferSelect, body: UserUpdateBody): void {
  const changed =
    (body.role !== undefined && body.role !== target.role) ||
    (body.flag !== undefined && body.flag !== target.flag) ||
    (body.email !== undefined && body.email !== target.email);
  if (changed) throw new AppError('FORBIDDEN');
}

/** What an admin changes on another account they may see. */
function adminChanges(deps: AppDeps, caller: StaffActor, target: typeof users.$inferSelect, body: UserUpdateBody): UserChanges {
  const changes: UserChanges = {};
  if (body.role !== undefined && body.role !== target.role) {
    assertMayActFor(caller, target);
    if (!canAssignRole(caller.role, body.role)) throw new AppError('FORBIDDEN');
    changes.role = body.role;
  }
  if (body.email !== undefined && body.email !== target.email) {
    assertMayActFor(caller, target);
    if (emailInUse(deps.db, body.email, target.id)) throw duplicateEmail();
    changes.email = body.email;
    if (target.update_email === body.email) changes.update_email = null;
  }
  if (body.flag !== undefined) {
    // Enabling an account that never set its password leaves it pending: it cannot log in anyway.
    changes.flag =
      body.flag === USER_FLAG.disabled ? USER_FLAG.disabled : target.password_hash ? USER_FLAG.active : USER_FLAG.pending;
  }
  return changes;
}

/**
 * Updates an account. The route decides who may reach another account (role 21+ and the page
 * password); here: visibility, role assignment, email and role only for lower roles (a peer could
 * otherwise move a peer's login to a mailbox it reads), email uniqueness, and disabling ends sessions.
 */
export function updateUser(deps: AppDeps, caller: StaffActor, body: UserUpdateBody): UserUpdateResponse {
  const { db } = deps;
  const target = loadManageable(db, caller, body.id);
  const self = target.id === caller.userId;
  let changes: UserChanges = {};
  if (self) selfChanges(target, body);
  else changes = adminChanges(deps, caller, target, body);
  if (body.username !== undefined) changes.username = body.username;
  if (body.last_name !== undefined) changes.last_name = body.last_name;
  if (body.first_name !== undefined) changes.first_name = body.first_name;
  changes.updated_at = deps.clock.now();
  try {
    const row = write(deps, ({ tx }) => {
      const row = tx.update(users).set(changes).where(eq(users.id, target.id)).returning().get();
      if (changes.flag === USER_FLAG.disabled) deps.authSessions.revokeAllForUser(target.id);
      return row;
    });
    if (!row) throw userNotFound();
    if (changes.role !== undefined || changes.flag !== undefined) {
      deps.logger.info(
        { userId: target.id, role: changes.role, flag: changes.flag, by: caller.userId },
        'account access changed',
      );
    }
    return { exists: false, updated: true, user: toUser(row, deps.clock.now()) };
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
}
