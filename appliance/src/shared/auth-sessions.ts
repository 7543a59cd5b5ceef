import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import { USER_FLAG } from '../contract/constants';
import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';
import { authSessions, users } from '../db/schema';
import { CredentialCache } from './credential-cache';
import { type RevocationListener, Revocations } from './revocations';
import { randomToken, sha256 } from './secrets';

export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

export interface StaffActor {
  userId: number;
  role: number;
  email: string;
  tokenHash: string;
}

// Asked on every request a staff screen makes: prepared once per database.
const sessionQueries = perDatabase((db) => ({
  byToken: db
    .select({
      userId: users.id,
      role: users.role,
      email: users.email,
      flag: users.flag,
      lastSeen: authSessions.last_seen_at,
      expiresAt: authSessions.expires_at,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.user_id))
    .where(eq(authSessions.token_hash, sql.placeholder('tokenHash')))
    .prepare(),
}));

type SessionRow = NonNullable<ReturnType<ReturnType<typeof sessionQueries>['byToken']['get']>> & { tokenHash: string };

/** Revocable staff sessions: the cookie holds a random token, the database only its hash. */
export class AuthSessions {
  readonly #revocations = new Revocations<string>();
  /** Each cookie's session and account, by the cookie's token (no hash to compute on a hit). */
  readonly #live: CredentialCache<SessionRow>;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.#live = new CredentialCache(db);
  }

  create(userId: number): string {
    const token = randomToken(16);
    const now = this.now();
    this.db
      .insert(authSessions)
      .values({
        token_hash: sha256(token),
        user_id: userId,
        created_at: now,
        last_seen_at: now,
        expires_at: now + SESSION_ABSOLUTE_MS,
      })
      .run();
    return token;
  }

  /** The live session's account, or null when unknown, idle too long, expired or disabled. */
  resolve(token: string): StaffActor | null {
    const now = this.now();
    const row = this.#live.get(token, () => {
      const tokenHash = sha256(token);
      const found = sessionQueries(this.db).byToken.get({ tokenHash });
      return found && { ...found, tokenHash };
    });
    if (!row) return null;
    const { tokenHash } = row;
    if (row.expiresAt <= now || row.lastSeen + SESSION_IDLE_MS <= now || row.flag !== USER_FLAG.active) {
      this.db.delete(authSessions).where(eq(authSessions.token_hash, tokenHash)).run();
      return null;
    }
    if (now - row.lastSeen > TOUCH_EVERY_MS) {
      this.db.update(authSessions).set({ last_seen_at: now }).where(eq(authSessions.token_hash, tokenHash)).run();
      this.#live.update(token, { ...row, lastSeen: now });
    }
    return { userId: row.userId, role: row.role, email: row.email, tokenHash };
  }

  revoke(tokenHash: string): void {
    this.db.delete(authSessions).where(eq(authSessions.token_hash, tokenHash)).run();
    this.#announce([tokenHash]);
  }

  /** Ends every session of an account, but for `keepTokenHash` (the one changing the password). */
  revokeAllForUser(userId: number, keepTokenHash?: string): void {
    const condition = keepTokenHash
      ? and(eq(authSessions.user_id, userId), ne(authSessions.token_hash, keepTokenHash))
      : eq(authSessions.user_id, userId);
    const ended = this.db.delete(authSessions).where(condition).returning({ tokenHash: authSessions.token_hash }).all();
    this.#announce(ended.map((session) => session.tokenHash));
  }

  /** Calls `listener` with the token hashes of ended sessions once the change commits (the event hub closes their sockets). */
  onRevoked(listener: RevocationListener<string>): () => void {
    return this.#revocations.on(listener);
  }

  #announce(tokenHashes: string[]): void {
    this.#revocations.announce(
      this.db,
      tokenHashes,
      (hash) =>
        !this.db.select({ hash: authSessions.token_hash }).from(authSessions).where(eq(authSessions.token_hash, hash)).get(),
    );
  }

  purgeExpired(): number {
    const now = this.now();
    return this.db
      .delete(authSessions)
      .where(or(lt(authSessions.expires_at, now), lt(authSessions.last_seen_at, now - SESSION_IDLE_MS)))
      .run().changes;
  }

  countForUser(userId: number): number {
    return this.db
      .select({ token: authSessions.token_hash })
      .from(authSessions)
      .where(and(eq(authSessions.user_id, userId), gt(authSessions.expires_at, this.now())))
      .all().length;
  }
}
