import { createHash } from 'node:crypto';
import { desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { HqMenusResponse } from '../contract/hq-api';
import { type ChainMenu, type ChainMenuDocument, HQ_PICTURE_MAX_BYTES, zChainMenuDocument } from '../contract/hq-protocol';
import { sniffImage } from '../shared/image-store';
import type { SignedBox } from './box-auth';
import type { HqDb } from './hq-db';
import { HqError } from './hq-errors';
import { menuSources, menuVersions, pictures, shops } from './hq-schema';

/** A shop's box sent its menu: it replaces that shop's earlier one. Answers the pictures HQ lacks. */
export async function receiveMenuSource(db: HqDb, box: SignedBox, document: ChainMenuDocument, now: number): Promise<string[]> {
  await db
    .insert(menuSources)
    .values({ shop_id: box.shopId, document, received_at: now })
    .onConflictDoUpdate({ target: menuSources.shop_id, set: { document, received_at: now } });
  const wanted = [...new Set(document.items.flatMap((item) => (item.picture ? [item.picture] : [])))];
  if (wanted.length === 0) return [];
  const held = new Set(
    (await db.select({ sha256: pictures.sha256 }).from(pictures).where(inArray(pictures.sha256, wanted))).map((p) => p.sha256),
  );
  return wanted.filter((hash) => !held.has(hash));
}

/** A picture of a source's menu: kept only when its bytes are an image and hash to its name. */
export async function receivePicture(db: HqDb, upload: { hash: string; data: string }, now: number): Promise<void> {
  const bytes = Buffer.from(upload.data, 'base64');
  if (bytes.length === 0 || bytes.length > HQ_PICTURE_MAX_BYTES || !sniffImage(bytes)) throw new HqError('VALIDATION');
  if (createHash('sha256').update(bytes).digest('hex') !== upload.hash) throw new HqError('VALIDATION');
  await db
    .insert(pictures)
    .values({ sha256: upload.hash, data: bytes.toString('base64'), received_at: now })
    .onConflictDoNothing();
}

export async function pictureData(db: HqDb, hash: string): Promise<string> {
  const [row] = await db.select({ data: pictures.data }).from(pictures).where(eq(pictures.sha256, hash));
  if (!row) throw new HqError('NOT_FOUND');
  return row.data;
}

/** The shop's latest menu becomes the chain's next version; answers its number. */
export async function publishMenu(db: HqDb, shopId: number, now: number): Promise<number> {
  const [source] = await db.select().from(menuSources).where(eq(menuSources.shop_id, shopId));
  if (!source) throw new HqError('NOT_FOUND');
  const [row] = await db
    .insert(menuVersions)
    .values({ source_shop_id: shopId, document: source.document, published_at: now })
    .returning({ version: menuVersions.version });
  return row!.version;
}

/** The newest published version after `since`, as a box applies it; null when it has the newest. */
export async function menuAfter(db: HqDb, since: number): Promise<ChainMenu | null> {
  const [row] = await db
    .select()
    .from(menuVersions)
    .where(gt(menuVersions.version, since))
    .orderBy(desc(menuVersions.version))
    .limit(1);
  if (!row) return null;
  return { ...zChainMenuDocument.parse(row.document), version: row.version, publishedAt: row.published_at };
}

const itemCount = (column: typeof menuSources.document | typeof menuVersions.document) =>
  sql<number>`jsonb_array_length(${column} -> 'items')`.mapWith(Number);

export async function listMenus(db: HqDb): Promise<HqMenusResponse> {
  const sources = await db
    .select({
      shop_id: menuSources.shop_id,
      name: shops.name,
      received_at: menuSources.received_at,
      items: itemCount(menuSources.document),
    })
    .from(menuSources)
    .innerJoin(shops, eq(shops.id, menuSources.shop_id))
    .orderBy(desc(menuSources.received_at));
  const versions = await db
    .select({
      version: menuVersions.version,
      published_at: menuVersions.published_at,
      source_shop_id: menuVersions.source_shop_id,
      items: itemCount(menuVersions.document),
    })
    .from(menuVersions)
    .orderBy(desc(menuVersions.version))
    .limit(50);
  return { sources, versions };
}
