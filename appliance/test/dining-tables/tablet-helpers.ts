import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DiningTableSaveResponse } from '../../src/contract/dining-tables';
import type { ErrorBody } from '../../src/contract/errors';
import { deviceCredentials, diningTables } from '../../src/db/schema';
import { COOKIE } from '../../src/http/cookies';
import type { ApiClient } from '../helpers/api-client';
import type { TestBox } from '../helpers/test-box';

/**
 * Another browser holding the same staff and page-password cookies, without any device cookie:
 * like the admin logging in on a new tablet, without spending the per-address login budget.
 */
export function browserLike(box: TestBox, admin: ApiClient): ApiClient {
  const c = box.client();
  for (const [name, value] of admin.cookies) if (name !== COOKIE.device) c.cookies.set(name, value);
  return c;
}

/** A client holding only the device cookie another client received: the tablet after the admin left. */
export function deviceOnly(box: TestBox, from: ApiClient): ApiClient {
  const value = from.cookies.get(COOKIE.device);
  if (!value) throw new Error('no device cookie was set');
  const c = box.client();
  c.cookies.set(COOKIE.device, value);
  return c;
}

/** A save answer read without knowing first whether it succeeded. */
export type SaveBody = Omit<DiningTableSaveResponse, 'exists'> & Omit<ErrorBody, 'exists'> & { exists: boolean };

export const v4 = (): string => randomUUID();

export function tableRow(box: TestBox, id: number) {
  return box.deps.db.select().from(diningTables).where(eq(diningTables.id, id)).get();
}

export function tableCount(box: TestBox): number {
  return box.deps.db.select({ id: diningTables.id }).from(diningTables).all().length;
}

export function credentialCount(box: TestBox): number {
  return box.deps.db.select({ id: deviceCredentials.id }).from(deviceCredentials).all().length;
}
