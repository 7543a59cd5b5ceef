import { authSessions } from '../../db/schema';
import { shifted } from '../../db/shifted';
import type { WriteScope } from '../../shared/write';

/**
 * Login sessions and /admin page grants move with a correction of the clock: a jump of a day
 * forward (a box that ran on from its floor, corrected by a person) logs nobody out.
 */
export function shiftSessions({ tx }: WriteScope, stepMs: number): void {
  tx.update(authSessions)
    .set({
      created_at: shifted(authSessions.created_at, stepMs),
      last_seen_at: shifted(authSessions.last_seen_at, stepMs),
      expires_at: shifted(authSessions.expires_at, stepMs),
      page_auth_expires_at: shifted(authSessions.page_auth_expires_at, stepMs),
    })
    .run();
}
