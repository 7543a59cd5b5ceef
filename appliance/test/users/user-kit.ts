import { and, asc, eq } from 'drizzle-orm';
import type { ErrorBody } from '../../src/contract/errors';
import { activationKeys, mailOutbox, users } from '../../src/db/schema';
import { sha256 } from '../../src/shared/secrets';
import type { TestBox } from '../helpers/test-box';

/** Mail queued for one address, oldest first, read straight from the outbox table. */
export function mailsTo(box: TestBox, to: string) {
  return box.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, to)).orderBy(asc(mailOutbox.id)).all();
}

export function lastMailTo(box: TestBox, to: string) {
  const mail = mailsTo(box, to).at(-1);
  if (!mail) throw new Error(`no mail queued for ${to}`);
  return mail;
}

export function countRows(box: TestBox) {
  const db = box.deps.db;
  return {
    users: db.select().from(users).all().length,
    mails: db.select().from(mailOutbox).all().length,
    keys: db.select().from(activationKeys).all().length,
  };
}

/** The key a mailed link carries in `activate` or `secret`. */
export function keyOf(link: string | null, param: 'activate' | 'secret' = 'activate'): string {
  const key = new URL(link ?? '').searchParams.get(param);
  if (!key) throw new Error(`no ${param} in ${link}`);
  return key;
}

export function keyRow(box: TestBox, key: string) {
  return box.deps.db
    .select()
    .from(activationKeys)
    .where(eq(activationKeys.key_hash, sha256(key)))
    .get();
}

/** Moves a key's expiry into the past, as if its time had run out. */
export function expireKey(box: TestBox, key: string): void {
  box.deps.db
    .update(activationKeys)
    .set({ expires_at: Date.now() - 1000 })
    .where(eq(activationKeys.key_hash, sha256(key)))
    .run();
}

export function userRow(box: TestBox, id: number) {
  const row = box.deps.db.select().from(users).where(eq(users.id, id)).get();
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

export function userByEmail(box: TestBox, email: string) {
  return box.deps.db.select().from(users).where(eq(users.email, email)).get();
}

export function unusedKeys(box: TestBox, userId: number, purpose: 'signup' | 'reset' | 'email') {
  return box.deps.db
    .select()
    .from(activationKeys)
    .where(and(eq(activationKeys.user_id, userId), eq(activationKeys.purpose, purpose)))
    .all()
    .filter((k) => k.used_at === null);
}

/** A response body that is either the success shape or the error envelope (`exists` comes from the latter). */
export type Answer<T> = Omit<T, 'exists'> & ErrorBody;
