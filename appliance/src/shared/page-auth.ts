import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../db/client';
import { AppError } from './app-error';
import { LoginLimiter } from './login-limiter';
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
 * Every call that takes the password (the page login, a discount's or a 取消's manager password)
 * counts its wrong guesses against one limit per address, so a guesser gets no second or third budget.
 */
export class PageAuth {
  readonly #attempts: LoginLimiter;

  constructor(
    private readonly settings: SettingsRepo,
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    attemptsPer5Min = 30,
  ) {
    this.#attempts = new LoginLimiter(attemptsPer5Min);
  }

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

  /**
   * The password as typed from `address`: 401 PAGE_AUTH_FAILED when wrong, 429 RATE_LIMITED once
   * the address has used its wrong guesses (a manager typing it right, all evening, uses none).
   */
  async assertTyped(address: string | undefined, password: string): Promise<void> {
    const from = address ?? 'unknown';
    this.#attempts.assertNotSpent(from);
    if (await this.check(password)) return;
    this.#attempts.allow(from);
    throw new AppError('PAGE_AUTH_FAILED');
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
