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

/**
 * A tablet's credential: a jose-signed token naming one row of device_credentials. Binding a
 * table to a new tablet revokes the rows of the old one, so its cookie stops working at once.
 */
export class DeviceCredentials {
  constructor(
    private readonly db: Db,
    private readonly key: Uint8Array,
  ) {}

  /** Binds the table to this device (revoking earlier tablets) and returns the cookie value. */
  async issue(diningTableId: number, deviceUuid: string): Promise<string> {
    const id = randomUUID();
    this.db.transaction((tx) => {
      tx.update(deviceCredentials)
        .set({ revoked_at: Date.now() })
        .where(and(eq(deviceCredentials.dining_table_id, diningTableId), isNull(deviceCredentials.revoked_at)))
        .run();
      tx.insert(deviceCredentials)
        .values({ id, dining_table_id: diningTableId, device_uuid: deviceUuid, created_at: Date.now() })
        .run();
    });
    return new SignJWT({ tbl: diningTableId })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(id)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .sign(this.key);
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
