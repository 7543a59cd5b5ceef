import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { USER_FLAG } from '../../contract/constants';
import type { Queryable } from '../../db/client';
import { activationKeys, users } from '../../db/schema';
import { randomToken, sha256 } from '../../shared/secrets';
import type { UserRow } from './user-access';

export type KeyPurpose = 'signup' | 'reset' | 'email';
type KeyRow = typeof activationKeys.$inferSelect;

const HOUR_MS = 60 * 60 * 1000;
export const KEY_TTL_MS: Readonly<Record<KeyPurpose, number>> = {
  signup: 7 * 24 * HOUR_MS,
  reset: HOUR_MS,
  email: 24 * HOUR_MS,
};

/** Makes a single-use key for a mailed link; only its SHA-256 is stored. Returns the key itself. */
export function issueKey(
  db: Queryable,
  userId: number,
  purpose: KeyPurpose,
  now: number,
  newEmail: string | null = null,
): string {
  const key = randomToken(32);
  db.insert(activationKeys)
    .values({
      key_hash: sha256(key),
      user_id: userId,
      purpose,
      new_email: newEmail,
      created_at: now,
      expires_at: now + KEY_TTL_MS[purpose],
    })
    .run();
  return key;
}

/** Spends every unused key of that purpose, so only the newest mailed link works. */
export function invalidateKeys(db: Queryable, userId: number, purpose: KeyPurpose, now: number): void {
  db.update(activationKeys)
    .set({ used_at: now })
    .where(and(eq(activationKeys.user_id, userId), eq(activationKeys.purpose, purpose), isNull(activationKeys.used_at)))
    .run();
}

/** When the account's latest key of that purpose was made, if any. */
export function lastKeyIssuedAt(db: Queryable, userId: number, purpose: KeyPurpose): number | null {
  const row = db
    .select({ created: activationKeys.created_at })
    .from(activationKeys)
    .where(and(eq(activationKeys.user_id, userId), eq(activationKeys.purpose, purpose)))
    .orderBy(desc(activationKeys.created_at))
    .get();
  return row?.created ?? null;
}

export type KeyLookup = { state: 'valid'; key: KeyRow; user: UserRow } | { state: 'unknown' | 'used' | 'expired' };

/** What a presented key is worth. Keys of disabled accounts count as unknown. */
export function lookupKey(db: Queryable, presented: string, purpose: KeyPurpose, now: number): KeyLookup {
  const row = db
    .select({ key: activationKeys, user: users })
    .from(activationKeys)
    .innerJoin(users, eq(users.id, activationKeys.user_id))
    .where(and(eq(activationKeys.key_hash, sha256(presented)), eq(activationKeys.purpose, purpose)))
    .get();
  if (!row || row.user.flag === USER_FLAG.disabled) return { state: 'unknown' };
  if (row.key.used_at !== null) return { state: 'used' };
  if (row.key.expires_at <= now) return { state: 'expired' };
  return { state: 'valid', key: row.key, user: row.user };
}

/** Marks the key used if it still is unused and live; false when another request got there first. */
export function spendKey(db: Queryable, keyHash: string, now: number): boolean {
  return (
    db
      .update(activationKeys)
      .set({ used_at: now })
      .where(and(eq(activationKeys.key_hash, keyHash), isNull(activationKeys.used_at), gt(activationKeys.expires_at, now)))
      .run().changes === 1
  );
}
