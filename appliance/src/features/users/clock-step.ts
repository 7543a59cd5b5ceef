import { isNotNull, isNull } from 'drizzle-orm';
import { activationKeys, users } from '../../db/schema';
import { shifted } from '../../db/shifted';
import type { WriteScope } from '../../shared/write';

/** Lockouts and unused mailed keys move with a correction of the clock: neither ends early nor lasts longer. */
export function shiftLockoutsAndKeys({ tx }: WriteScope, stepMs: number): void {
  tx.update(users)
    .set({ banned_until: shifted(users.banned_until, stepMs) })
    .where(isNotNull(users.banned_until))
    .run();
  tx.update(activationKeys)
    .set({ created_at: shifted(activationKeys.created_at, stepMs), expires_at: shifted(activationKeys.expires_at, stepMs) })
    .where(isNull(activationKeys.used_at))
    .run();
}
