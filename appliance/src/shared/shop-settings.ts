import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { type Company, zCompany } from '../contract/shop';
import type { SettingsRepo } from './settings.repo';

export const SETTING = {
  signingKey: 'signing_key',
  shopName: 'shop_name',
  pagePasswordHash: 'page_password_hash',
  pagePasswordVersion: 'page_password_version',
  company: 'company',
  /** The check-in (guest count on the tablet, children, cover charge): features/check-in. */
  checkIn: 'check_in',
  /** The invoice registration number and the tax rounding: features/receipts. */
  receipts: 'receipts',
  /** The station order lines routed nowhere go to when ordered: features/stations. */
  defaultStation: 'default_station',
} as const;

export { type Company, zCompany } from '../contract/shop';

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

/** The operating company, or null while unset (or stored in a shape this version cannot read). */
export function companyDetails(repo: SettingsRepo): Company | null {
  return repo.get(SETTING.company, zCompany) ?? null;
}
