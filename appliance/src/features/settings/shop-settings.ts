import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { SettingsRepo } from './settings.repo';

export const SETTING = {
  signingKey: 'signing_key',
  shopName: 'shop_name',
  pagePasswordHash: 'page_password_hash',
  pagePasswordVersion: 'page_password_version',
  company: 'company',
} as const;

export const zCompany = z.object({
  name: z.string(),
  representative: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type Company = z.infer<typeof zCompany>;

/** The HMAC key that signs device credentials and page-auth cookies; made once per box. */
export function ensureSigningKey(repo: SettingsRepo): Uint8Array {
  const existing = repo.get(SETTING.signingKey, z.string().min(40));
  if (existing) return Buffer.from(existing, 'base64');
  const key = randomBytes(32);
  repo.set(SETTING.signingKey, key.toString('base64'));
  return key;
}

export function shopName(repo: SettingsRepo): string {
  return repo.get(SETTING.shopName, z.string()) ?? 'スマオーダー';
}
