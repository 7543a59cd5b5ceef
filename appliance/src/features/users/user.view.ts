import type { User } from '../../contract/auth';
import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/**
 * An account as the API shows it: never the hash, the lock counters or other internals; `now` (the
 * box's clock) tells whether a lock still holds.
 */
export function toUser(row: UserRow, now: number): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    flag: row.flag,
    role: { role: row.role },
    urls: { icon: row.icon_url ? [{ id: row.id, url: row.icon_url, type: 2 }] : [] },
    updateEmail: row.update_email,
    lockedUntil: row.banned_until !== null && row.banned_until > now ? row.banned_until : null,
  };
}
