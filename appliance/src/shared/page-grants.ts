import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authSessions } from '../db/schema';
import { randomToken, sha256 } from './secrets';

export interface PageGrant {
  hash: string;
  version: number;
  expiresAt: number;
}

/**
 * Records on the login session that the page password was given in it; returns the cookie value,
 * or null when the session has ended meanwhile. A later grant in the same session replaces it.
 */
export function grantPage(db: Db, sessionTokenHash: string, grant: Omit<PageGrant, 'hash'>): string | null {
  const token = randomToken(16);
  const changed = db
    .update(authSessions)
    .set({ page_auth_hash: sha256(token), page_auth_version: grant.version, page_auth_expires_at: grant.expiresAt })
    .where(eq(authSessions.token_hash, sessionTokenHash))
    .run().changes;
  return changed === 1 ? token : null;
}

/** The grant held by a live session's row, if any. */
export function pageGrantOf(db: Db, sessionTokenHash: string): PageGrant | null {
  const row = db
    .select({
      hash: authSessions.page_auth_hash,
      version: authSessions.page_auth_version,
      expiresAt: authSessions.page_auth_expires_at,
    })
    .from(authSessions)
    .where(eq(authSessions.token_hash, sessionTokenHash))
    .get();
  if (!row || row.hash === null || row.version === null || row.expiresAt === null) return null;
  return { hash: row.hash, version: row.version, expiresAt: row.expiresAt };
}
