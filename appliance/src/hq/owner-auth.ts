import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { HqLoginBody, HqOwner, HqOwnerCreateBody, HqSetupBody } from '../contract/hq-api';
import { hashPassword, verifyPassword } from '../shared/password';
import type { HqDb } from './hq-db';
import { HqError } from './hq-errors';
import { hqSettings, ownerSessions, owners } from './hq-schema';

/** An owner's login lasts a working week. */
export const OWNER_SESSION_MS = 7 * 24 * 60 * 60 * 1000;
export const HQ_COOKIE = 'so_hq';

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '23505';
}

export async function chainName(db: HqDb): Promise<string> {
  const [row] = await db.select({ value: hqSettings.value }).from(hqSettings).where(eq(hqSettings.key, 'chainName'));
  return typeof row?.value === 'string' ? row.value : '';
}

export async function setupDone(db: HqDb): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(owners);
  return (row?.n ?? 0) > 0;
}

/** The first owner and the chain's name; refused once HQ has an owner. */
export async function setUp(db: HqDb, body: HqSetupBody, now: number): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    // One setup wins even when two arrive at once: the lock orders them, the count refuses the second.
    await tx.execute('LOCK TABLE owners IN EXCLUSIVE MODE');
    const [row] = await tx.select({ n: count() }).from(owners);
    if ((row?.n ?? 0) > 0) throw new HqError('SETUP_DONE');
    await tx.insert(owners).values({ email: body.email, password_hash: passwordHash, created_at: now });
    await tx
      .insert(hqSettings)
      .values({ key: 'chainName', value: body.chain_name })
      .onConflictDoUpdate({ target: hqSettings.key, set: { value: body.chain_name } });
  });
}

export async function createOwner(db: HqDb, body: HqOwnerCreateBody, now: number): Promise<HqOwner> {
  const passwordHash = await hashPassword(body.password);
  try {
    const [row] = await db
      .insert(owners)
      .values({ email: body.email, name: body.name, password_hash: passwordHash, created_at: now })
      .returning({ id: owners.id, email: owners.email, name: owners.name });
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HqError('DUPLICATE_EMAIL');
    throw error;
  }
}

/** Checks the password and opens a login; answers its token (the cookie's value). */
export async function logIn(db: HqDb, body: HqLoginBody, now: number): Promise<string> {
  const [owner] = await db.select().from(owners).where(eq(owners.email, body.email));
  const ok = await verifyPassword(owner?.password_hash ?? null, body.password);
  if (!owner || !ok) throw new HqError('LOGIN_FAILED');
  const token = randomBytes(32).toString('base64url');
  await db.delete(ownerSessions).where(lt(ownerSessions.expires_at, now));
  await db.insert(ownerSessions).values({ token_hash: tokenHash(token), owner_id: owner.id, expires_at: now + OWNER_SESSION_MS });
  return token;
}

export async function logOut(db: HqDb, token: string): Promise<void> {
  await db.delete(ownerSessions).where(eq(ownerSessions.token_hash, tokenHash(token)));
}

/** The owner of a live login, or null. */
export async function ownerOf(db: HqDb, token: string | undefined, now: number): Promise<HqOwner | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ id: owners.id, email: owners.email, name: owners.name })
    .from(ownerSessions)
    .innerJoin(owners, eq(owners.id, ownerSessions.owner_id))
    .where(and(eq(ownerSessions.token_hash, tokenHash(token)), gt(ownerSessions.expires_at, now)));
  return row ?? null;
}

/** The chain's owners, oldest first. */
export async function listOwners(db: HqDb): Promise<HqOwner[]> {
  return db.select({ id: owners.id, email: owners.email, name: owners.name }).from(owners).orderBy(asc(owners.id));
}
