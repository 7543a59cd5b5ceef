import { lt } from 'drizzle-orm';
import { activationKeys } from '../db/schema';
import { purgeExpiredPairingTokens } from '../features/pairing';
import type { AppDeps } from '../shared/deps';
import type { Job } from './registry';

// Expired keys stay a week so an old reset link still says 'expired' rather than 'invalid'.
const KEEP_EXPIRED_MS = 7 * 24 * 60 * 60 * 1000;

/** Hourly: expired login sessions, pairing tokens and mailed keys leave the database. */
export function purgeExpiredJob(deps: AppDeps): Job {
  return {
    name: 'purge-expired',
    schedule: '17 * * * *',
    run() {
      const now = deps.clock.now();
      const sessions = deps.authSessions.purgeExpired();
      const pairings = purgeExpiredPairingTokens(deps.db, now);
      const keys = deps.db
        .delete(activationKeys)
        .where(lt(activationKeys.expires_at, now - KEEP_EXPIRED_MS))
        .run().changes;
      if (sessions + pairings + keys > 0) deps.logger.info({ sessions, pairings, keys }, 'purged expired rows');
    },
  };
}
