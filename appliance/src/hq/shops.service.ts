import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import { HQ_CODE_TTL_MS, type HqShop, type HqShopCodeResponse } from '../contract/hq-api';
import type { EnrolBody, EnrolResponse } from '../contract/hq-protocol';
import type { BoxKeys } from './box-auth';
import type { HqDb } from './hq-db';
import { HqError } from './hq-errors';
import { boxes, shops } from './hq-schema';
import { chainName } from './owner-auth';

type ShopRow = typeof shops.$inferSelect;
type BoxRow = typeof boxes.$inferSelect;

const codeHash = (code: string) => createHash('sha256').update(code.trim().toUpperCase()).digest('hex');

/** 128 bits and more, in groups a person can read out over the phone: Crockford's base 32, XXXX-XXXX-... */
function newCode(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const chars = [...randomBytes(28)].map((b) => alphabet[b % 32]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

function shopView(shop: ShopRow, box: BoxRow | null): HqShop {
  const linked = box !== null && box.revoked_at === null;
  return {
    id: shop.id,
    name: shop.name,
    state: linked ? 'linked' : box !== null ? 'revoked' : 'waiting',
    created_at: shop.created_at,
    enrolled_at: box?.enrolled_at ?? null,
    last_seen_at: box?.last_seen_at ?? null,
    queued: box?.queued ?? 0,
    last_seq: box?.last_seq ?? 0,
    box_version: box?.version ?? null,
    menu_version: box?.menu_version ?? null,
    code_expires_at: linked ? null : shop.code_expires_at,
  };
}

async function readShops(db: HqDb, shopId?: number): Promise<HqShop[]> {
  const rows = await db
    .select()
    .from(shops)
    .leftJoin(boxes, eq(boxes.id, shops.box_id))
    .where(shopId === undefined ? undefined : eq(shops.id, shopId))
    .orderBy(asc(shops.id));
  return rows.map((row) => shopView(row.shops, row.boxes));
}

export function listShops(db: HqDb): Promise<HqShop[]> {
  return readShops(db);
}

async function readShop(db: HqDb, shopId: number): Promise<HqShop> {
  const [shop] = await readShops(db, shopId);
  if (!shop) throw new HqError('NOT_FOUND');
  return shop;
}

/** A new shop and its box's one-time code (shown once: HQ keeps only its hash). */
export async function createShop(db: HqDb, name: string, now: number): Promise<HqShopCodeResponse> {
  const code = newCode();
  const expiresAt = now + HQ_CODE_TTL_MS;
  const [row] = await db
    .insert(shops)
    .values({ name, created_at: now, code_hash: codeHash(code), code_expires_at: expiresAt })
    .returning();
  return { shop: shopView(row!, null), code, expires_at: expiresAt };
}

/** A fresh code for a shop whose box is not enrolled (never was, was revoked, or is being replaced). */
export async function newShopCode(db: HqDb, shopId: number, now: number): Promise<HqShopCodeResponse> {
  const shop = await readShop(db, shopId);
  if (shop.state === 'linked') throw new HqError('SHOP_ENROLLED');
  const code = newCode();
  const expiresAt = now + HQ_CODE_TTL_MS;
  await db
    .update(shops)
    .set({ code_hash: codeHash(code), code_expires_at: expiresAt })
    .where(eq(shops.id, shopId));
  return { shop: await readShop(db, shopId), code, expires_at: expiresAt };
}

/** The shop's box's key stops opening HQ's door; what it sent stays. */
export async function revokeShop(db: HqDb, keys: BoxKeys, shopId: number, now: number): Promise<HqShop> {
  const shop = await readShop(db, shopId);
  const revoked = await db
    .update(boxes)
    .set({ revoked_at: now })
    .where(and(eq(boxes.shop_id, shopId), isNull(boxes.revoked_at)))
    .returning({ id: boxes.id });
  for (const box of revoked) keys.forget(box.id);
  return revoked.length > 0 ? readShop(db, shopId) : shop;
}

/**
 * A box spends its shop's one-time code: its public key is bound to the shop and HQ expects its
 * facts from `firstSeq` on. The same box enrolling again (its database's id) keeps its row, so a
 * visit it sent before and reopens now is the same bill; a new box is a new row.
 */
export async function enrolBox(db: HqDb, keys: BoxKeys, body: EnrolBody, now: number): Promise<EnrolResponse> {
  const result = await db.transaction(async (tx) => {
    const [shop] = await tx
      .update(shops)
      .set({ code_hash: null, code_expires_at: null })
      .where(and(eq(shops.code_hash, codeHash(body.code)), gt(shops.code_expires_at, now)))
      .returning();
    if (!shop) throw new HqError('HQ_CODE_INVALID');
    const fields = {
      shop_id: shop.id,
      public_key: body.publicKey,
      enrolled_at: now,
      revoked_at: null,
      last_seq: body.firstSeq - 1,
      last_seen_at: now,
      queued: 0,
      version: body.version,
    };
    const [box] = await tx
      .insert(boxes)
      .values({ uuid: body.boxUuid, ...fields })
      .onConflictDoUpdate({ target: boxes.uuid, set: fields })
      .returning({ id: boxes.id });
    // The shop's earlier box, if another, stops sending for it.
    const replaced = await tx
      .update(boxes)
      .set({ revoked_at: now })
      .where(and(eq(boxes.shop_id, shop.id), isNull(boxes.revoked_at), ne(boxes.id, box!.id)))
      .returning({ id: boxes.id });
    await tx.update(shops).set({ box_id: box!.id }).where(eq(shops.id, shop.id));
    return { shop, boxId: box!.id, replaced: replaced.map((r) => r.id) };
  });
  for (const id of [result.boxId, ...result.replaced]) keys.forget(id);
  return { shopId: result.shop.id, boxId: result.boxId, shopName: result.shop.name, chainName: await chainName(db) };
}
