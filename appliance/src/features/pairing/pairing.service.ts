import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { TABLE_FLAG } from '../../contract/constants';
import type { DeviceMeResponse, PairingClaimBody, PairingCreateResponse } from '../../contract/dining-tables';
import type { Db } from '../../db/client';
import { diningTables, pairingTokens } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import type { AppDeps } from '../../shared/deps';
import { randomToken, sha256 } from '../../shared/secrets';
import { write } from '../../shared/write';
import { bindTablet, toDiningTable } from '../dining-tables';
import { menuTranslationsOf } from '../menu-translations';

export const PAIRING_TTL_MS = 10 * 60 * 1000;

/** A single-use pairing URL for the table's QR code; only the token's hash is stored. */
export function createPairing(db: Db, diningTableId: number, baseUrl: string, now: number): PairingCreateResponse {
  const table = db.select({ flag: diningTables.flag }).from(diningTables).where(eq(diningTables.id, diningTableId)).get();
  if (!table) throw new AppError('NOT_FOUND');
  if (table.flag !== TABLE_FLAG.available) throw new AppError('TABLE_STOPPED');
  // 192 bits: the claim needs no login, so the token alone must be unguessable.
  const token = randomToken(24);
  const expiresAt = now + PAIRING_TTL_MS;
  db.insert(pairingTokens)
    .values({ token_hash: sha256(token), dining_table_id: diningTableId, created_at: now, expires_at: expiresAt })
    .run();
  return { url: `${baseUrl}/pair?t=${encodeURIComponent(token)}`, expiresAt, diningTableId };
}

export interface ClaimedPairing extends DeviceMeResponse {
  deviceToken: string;
}

/**
 * Spends the token and makes this device the table's tablet, in one transaction: of two tablets
 * racing with one token only the first wins, and a refused claim leaves the token unused.
 */
export async function claimPairing(deps: AppDeps, body: PairingClaimBody): Promise<ClaimedPairing> {
  const tokenHash = sha256(body.token);
  const { diningTableId, credentialId } = write(deps, ({ tx, now }) => {
    const pairing = tx.select().from(pairingTokens).where(eq(pairingTokens.token_hash, tokenHash)).get();
    if (!pairing || pairing.used_at !== null || pairing.expires_at <= now) throw new AppError('PAIRING_INVALID');
    const table = tx
      .select({ flag: diningTables.flag })
      .from(diningTables)
      .where(eq(diningTables.id, pairing.dining_table_id))
      .get();
    if (!table || table.flag !== TABLE_FLAG.available) throw new AppError('TABLE_STOPPED');
    const spent = tx
      .update(pairingTokens)
      .set({ used_at: now })
      .where(and(eq(pairingTokens.token_hash, tokenHash), isNull(pairingTokens.used_at), gt(pairingTokens.expires_at, now)))
      .run();
    if (spent.changes !== 1) throw new AppError('PAIRING_INVALID');
    return {
      diningTableId: pairing.dining_table_id,
      credentialId: bindTablet(tx, deps.devices, pairing.dining_table_id, body.device_uuid, now),
    };
  });
  const deviceToken = await deps.devices.sign(credentialId, diningTableId);
  return { ...deviceTable(deps.db, diningTableId), deviceToken };
}

/** The table a tablet is bound to, with its name's translations for the guests. */
export function deviceTable(db: Db, diningTableId: number): DeviceMeResponse {
  const row = db.select().from(diningTables).where(eq(diningTables.id, diningTableId)).get();
  if (!row) throw new AppError('DEVICE_NOT_REGISTERED');
  const translations = menuTranslationsOf(db, 'table', [row.id]).get(row.id) ?? {};
  return { diningTableId: row.id, diningTable: toDiningTable(row), translations };
}

/**
 * Deletes tokens that can no longer pair anything (expired or used; an absent token answers the
 * same PAIRING_INVALID) and returns how many. For the cleanup job.
 */
export function purgeExpiredPairingTokens(db: Db, now: number): number {
  return db
    .delete(pairingTokens)
    .where(or(lt(pairingTokens.expires_at, now), isNotNull(pairingTokens.used_at)))
    .run().changes;
}
