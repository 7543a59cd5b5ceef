import { isNotNull, lt, or } from 'drizzle-orm';
import { activationKeys, pairingTokens } from '../db/schema';
import type { AppDeps } from '../http/deps';
import type { Job } from './registry';

const KEEP_USED_MS = 24 * 60 * 60 * 1000;

/** Hourly: expired login sessions, pairing tokens and mailed keys leave the database. */
export function purgeExpiredJob(deps: AppDeps): Job {
  return {
    name: 'purge-expired',
    schedule: '17 * * * *',
    run() {
      const now = Date.now();
      const sessions = deps.authSessions.purgeExpired();
      const pairings = deps.db
        .delete(pairingTokens)
        .where(or(lt(pairingTokens.expires_at, now), isNotNull(pairingTokens.used_at)))
        .run().changes;
      const keys = deps.db
        .delete(activationKeys)
        .where(lt(activationKeys.expires_at, now - KEEP_USED_MS))
        .run().changes;
      if (sessions + pairings + keys > 0) deps.logger.info({ sessions, pairings, keys }, 'purged expired rows');
    },
  };
}
