import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../db/client';
import { grantPage, pageGrantOf } from './page-grants';
import { hashPassword, verifyPassword } from './password';
import { sha256 } from './secrets';
import type { SettingsRepo } from './settings.repo';
import { SETTING } from './shop-settings';

export const PAGE_AUTH_TTL_SECONDS = 12 * 60 * 60;

/**
 * The shared /admin page password. Giving it grants the page to one login session for 12 hours:
 * the grant is kept on the session's row, so it ends with the session (logout, password change,
 * disable, any revocation) and a page-auth cookie is worth nothing beside another session's
 * cookie. It names the password's version, so changing the page password ends every grant.
 */
export class PageAuth {
  constructor(
    private readonly settings: SettingsRepo,
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  #version(): number {
    return this.settings.get(SETTING.pagePasswordVersion, z.number().int()) ?? 0;
  }

  async setPassword(password: string): Promise<void> {
    this.settings.set(SETTING.pagePasswordHash, await hashPassword(password));
    this.settings.set(SETTING.pagePasswordVersion, this.#version() + 1);
  }

  async check(password: string): Promise<boolean> {
    const stored = this.settings.get(SETTING.pagePasswordHash, z.string()) ?? null;
    return verifyPassword(stored, password);
  }

  /** Grants the page to the login session; the cookie value, or null if the session has ended. */
  grant(sessionTokenHash: string): string | null {
    const expiresAt = this.now() + PAGE_AUTH_TTL_SECONDS * 1000;
    return grantPage(this.db, sessionTokenHash, { version: this.#version(), expiresAt });
  }

  /** Whether this live session was granted the page, with this very cookie, for the current password. */
  isGranted(sessionTokenHash: string, cookie: string): boolean {
    const grant = pageGrantOf(this.db, sessionTokenHash);
    if (!grant || grant.expiresAt <= this.now() || grant.version !== this.#version()) return false;
    return timingSafeEqual(Buffer.from(grant.hash), Buffer.from(sha256(cookie)));
  }
}
