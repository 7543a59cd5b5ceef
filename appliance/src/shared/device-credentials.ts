import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { TABLE_FLAG } from '../contract/constants';
import type { Db, Queryable } from '../db/client';
import { deviceCredentials, diningTables } from '../db/schema';
import { CredentialCache } from './credential-cache';
import { CredentialTokens } from './credential-tokens';
import type { GuestOfVisit } from './guest-credentials';
import { type RevocationListener, Revocations } from './revocations';

export interface DeviceActor {
  credentialId: string;
  diningTableId: number;
  deviceUuid: string;
  /** A guest's own phone (shared/guest-credentials.ts) rather than the table's tablet. */
  guest?: GuestOfVisit;
}

const AUDIENCE = 'sma-order:device';

/** The credential does not expire by itself (it is revoked instead); the cookie lives as long as browsers allow. */
export const DEVICE_COOKIE_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;

/** A live credential with its table's flag: asked on every request a tablet makes. */
function prepareActiveCredential(db: Db) {
  return db
    .select({
      id: deviceCredentials.id,
      tableId: deviceCredentials.dining_table_id,
      uuid: deviceCredentials.device_uuid,
      flag: diningTables.flag,
    })
    .from(deviceCredentials)
    .innerJoin(diningTables, eq(diningTables.id, deviceCredentials.dining_table_id))
    .where(and(eq(deviceCredentials.id, sql.placeholder('id')), isNull(deviceCredentials.revoked_at)))
    .prepare();
}

type ActiveCredential = NonNullable<ReturnType<ReturnType<typeof prepareActiveCredential>['get']>>;

/**
 * A tablet's credential: a jose-signed token naming one row of device_credentials. Binding a
 * table to a new tablet revokes the rows of the old one, so its cookie stops working at once.
 */
export class DeviceCredentials {
  readonly #revocations = new Revocations<string>();
  private activeCredential?: ReturnType<typeof prepareActiveCredential>;
  readonly #tokens: CredentialTokens;
  /** Each live credential with its table's flag, by credential id. */
  readonly #active: CredentialCache<ActiveCredential>;

  constructor(
    private readonly db: Db,
    key: Uint8Array,
    private readonly now: () => number = Date.now,
  ) {
    this.#tokens = new CredentialTokens(key, AUDIENCE);
    this.#active = new CredentialCache(db);
  }

  /** Records a credential for the table and returns the cookie value; earlier tablets of the table are revoked. */
  async issue(diningTableId: number, deviceUuid: string): Promise<string> {
    const id = this.db.transaction((tx) => this.record(tx, diningTableId, deviceUuid));
    return this.sign(id, diningTableId);
  }

  /**
   * The synchronous half of `issue`, inside the caller's transaction so binding a table and
   * revoking its old tablet commit together. Returns the new credential's id for `sign`.
   */
  record(tx: Queryable, diningTableId: number, deviceUuid: string): string {
    const id = randomUUID();
    const now = this.now();
    const revoked = tx
      .update(deviceCredentials)
      .set({ revoked_at: now })
      .where(and(eq(deviceCredentials.dining_table_id, diningTableId), isNull(deviceCredentials.revoked_at)))
      .returning({ id: deviceCredentials.id })
      .all();
    this.#announce(revoked);
    tx.insert(deviceCredentials).values({ id, dining_table_id: diningTableId, device_uuid: deviceUuid, created_at: now }).run();
    return id;
  }

  /** The cookie value naming a recorded credential. */
  sign(credentialId: string, diningTableId: number): Promise<string> {
    return this.#tokens.sign(credentialId, { tbl: diningTableId });
  }

  /** Ends this device's credentials on every table, as when the tablet moves to another table. */
  revokeForDevice(tx: Queryable, deviceUuid: string): void {
    const revoked = tx
      .update(deviceCredentials)
      .set({ revoked_at: this.now() })
      .where(and(eq(deviceCredentials.device_uuid, deviceUuid), isNull(deviceCredentials.revoked_at)))
      .returning({ id: deviceCredentials.id })
      .all();
    this.#announce(revoked);
  }

  revokeForTable(diningTableId: number): void {
    const revoked = this.db
      .update(deviceCredentials)
      .set({ revoked_at: this.now() })
      .where(and(eq(deviceCredentials.dining_table_id, diningTableId), isNull(deviceCredentials.revoked_at)))
      .returning({ id: deviceCredentials.id })
      .all();
    this.#announce(revoked);
  }

  /** Calls `listener` with the ids of revoked credentials once the change commits (the event hub closes their sockets). */
  onRevoked(listener: RevocationListener<string>): () => void {
    return this.#revocations.on(listener);
  }

  #announce(revoked: { id: string }[]): void {
    this.#revocations.announce(
      this.db,
      revoked.map((row) => row.id),
      (id) => {
        const row = this.db
          .select({ revokedAt: deviceCredentials.revoked_at })
          .from(deviceCredentials)
          .where(eq(deviceCredentials.id, id))
          .get();
        return !row || row.revokedAt !== null;
      },
    );
  }

  /** The tablet behind a cookie, or null when forged, revoked or its table is stopped. */
  async resolve(token: string): Promise<DeviceActor | null> {
    const jti = await this.#tokens.idOf(token);
    if (!jti) return null;
    const row = this.#active.get(jti, () => {
      // Prepared once, on first use: the schema exists by then.
      this.activeCredential ??= prepareActiveCredential(this.db);
      return this.activeCredential.get({ id: jti });
    });
    if (!row || row.flag !== TABLE_FLAG.available) return null;
    return { credentialId: row.id, diningTableId: row.tableId, deviceUuid: row.uuid };
  }
}
