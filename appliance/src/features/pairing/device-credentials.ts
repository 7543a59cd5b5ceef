import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { TABLE_FLAG } from '../../contract/constants';
import type { Db } from '../../db/client';
import { deviceCredentials, diningTables } from '../../db/schema';

export interface DeviceActor {
  credentialId: string;
  diningTableId: number;
  deviceUuid: string;
}

const AUDIENCE = 'sma-order:device';

/** The credential does not expire by itself (it is revoked instead); the cookie lives as long as browsers allow. */
export const DEVICE_COOKIE_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;

/** A drizzle transaction on the shop database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A tablet's credential: a jose-signed token naming one row of device_credentials. Binding a
 * table to a new tablet revokes the rows of the old one, so its cookie stops working at once.
 */
export class DeviceCredentials {
  constructor(
    private readonly db: Db,
    private readonly key: Uint8Array,
  ) {}

  /** Records a credential for the table and returns the cookie value; earlier tablets of the table are revoked. */
  async issue(diningTableId: number, deviceUuid: string): Promise<string> {
    const id = this.db.transaction((tx) => this.record(tx, diningTableId, deviceUuid));
    return this.sign(id, diningTableId);
  }

  /**
   * The synchronous half of `issue`, inside the caller's transaction so binding a table and
   * revoking its old tablet commit together. Returns the new credential's id for `sign`.
   */
  record(tx: Tx, diningTableId: number, deviceUuid: string): string {
    const id = randomUUID();
    const now = Date.now();
    tx.update(deviceCredentials)
      .set({ revoked_at: now })
      .where(and(eq(deviceCredentials.dining_table_id, diningTableId), isNull(deviceCredentials.revoked_at)))
      .run();
    tx.insert(deviceCredentials).values({ id, dining_table_id: diningTableId, device_uuid: deviceUuid, created_at: now }).run();
    return id;
  }

  /** The cookie value naming a recorded credential. */
  sign(credentialId: string, diningTableId: number): Promise<string> {
    return new SignJWT({ tbl: diningTableId })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(credentialId)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .sign(this.key);
  }

  /** Ends this device's credentials on every table, as when the tablet moves to another table. */
  revokeForDevice(tx: Tx, deviceUuid: string): void {
    tx.update(deviceCredentials)
      .set({ revoked_at: Date.now() })
      .where(and(eq(deviceCredentials.device_uuid, deviceUuid), isNull(deviceCredentials.revoked_at)))
      .run();
  }

  revokeForTable(diningTableId: number): void {
    this.db
      .update(deviceCredentials)
      .set({ revoked_at: Date.now() })
      .where(and(eq(deviceCredentials.dining_table_id, diningTableId), isNull(deviceCredentials.revoked_at)))
      .run();
  }

  /** The tablet behind a cookie, or null when forged, revoked or its table is stopped. */
  async resolve(token: string): Promise<DeviceActor | null> {
    let jti: string | undefined;
    try {
      const { payload } = await jwtVerify(token, this.key, { audience: AUDIENCE, algorithms: ['HS256'] });
      jti = payload.jti;
    } catch {
      return null;
    }
    if (!jti) return null;
    const row = this.db
      .select({
        id: deviceCredentials.id,
        tableId: deviceCredentials.dining_table_id,
        uuid: deviceCredentials.device_uuid,
        flag: diningTables.flag,
      })
      .from(deviceCredentials)
      .innerJoin(diningTables, eq(diningTables.id, deviceCredentials.dining_table_id))
      .where(and(eq(deviceCredentials.id, jti), isNull(deviceCredentials.revoked_at)))
      .get();
    if (!row || row.flag !== TABLE_FLAG.available) return null;
    return { credentialId: row.id, diningTableId: row.tableId, deviceUuid: row.uuid };
  }
}
