import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../auth/password';
import type { SettingsRepo } from '../settings/settings.repo';
import { SETTING } from '../settings/shop-settings';

const AUDIENCE = 'sma-order:pageauth';
export const PAGE_AUTH_TTL_SECONDS = 12 * 60 * 60;

/**
 * The shared /admin page password. A correct password earns a signed cookie for 12 hours; it
 * names the password's version, so changing the password ends every earlier page-auth cookie.
 */
export class PageAuth {
  constructor(
    private readonly settings: SettingsRepo,
    private readonly key: Uint8Array,
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

  issue(): Promise<string> {
    return new SignJWT({ v: this.#version() })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${PAGE_AUTH_TTL_SECONDS}s`)
      .sign(this.key);
  }

  async verify(token: string): Promise<boolean> {
    try {
      const { payload } = await jwtVerify(token, this.key, { audience: AUDIENCE, algorithms: ['HS256'] });
      return payload.v === this.#version();
    } catch {
      return false;
    }
  }
}
