import { and, eq, ne, or } from 'drizzle-orm';
import { canActFor, canSeeRole } from '../../contract/role-rules';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import type { StaffActor } from '../../shared/auth-sessions';

export type UserRow = typeof users.$inferSelect;

/** SPEC.md's email-change screen reads `notFound`; every user lookup answers the same way. */
export const userNotFound = () => new AppError('USER_NOT_FOUND', { extras: { notFound: true } });

/** `exists` for the admin screens, `duplicate` for the email-change screen. */
export const duplicateEmail = () => new AppError('DUPLICATE_EMAIL', { extras: { exists: true, duplicate: true } });

export function findUser(db: Queryable, id: number): UserRow | undefined {
  return db.select().from(users).where(eq(users.id, id)).get();
}

export function findUserByEmail(db: Queryable, email: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.email, email)).get();
}

/**
 * Whether an account other than `exceptId` holds `email`, as its login email or as the pending
 * address of an email change. A pending address is reserved too: otherwise one account could
 * park an address and so stand beside whoever later logs in with it.
 */
export function emailInUse(db: Queryable, email: string, exceptId?: number): boolean {
  const held = or(eq(users.email, email), eq(users.update_email, email));
  const condition = exceptId === undefined ? held : and(held, ne(users.id, exceptId));
  return db.select({ id: users.id }).from(users).where(condition).get() !== undefined;
}

/**
 * The account `id` as the caller may act on it: oneself, or an account of a role the caller may
 * see. Callers check the right to manage others first; an invisible account is a 404.
 */
export function loadManageable(db: Queryable, caller: StaffActor, id: number): UserRow {
  const row = findUser(db, id);
  if (!row) throw userNotFound();
  if (row.id !== caller.userId && !canSeeRole(caller.role, row.role)) throw userNotFound();
  return row;
}

/** Another account's login email or role may change only by someone who may act for it. */
export function assertMayActFor(caller: StaffActor, target: UserRow): void {
  if (target.id !== caller.userId && !canActFor(caller.role, target.role)) throw new AppError('FORBIDDEN');
}
