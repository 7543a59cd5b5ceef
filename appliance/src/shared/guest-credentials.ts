import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import { SESSION_STATUS, TABLE_FLAG } from '../contract/constants';
import type { Db, Queryable } from '../db/client';
import { diningTables, guestDevices, tableSessions } from '../db/schema';
import { CredentialTokens } from './credential-tokens';
import type { DeviceActor } from './device-credentials';
import { type RevocationListener, Revocations } from './revocations';

const AUDIENCE = 'sma-order:guest';
/** A merge of a merge of ...: a visit merged this many times over is not followed further. */
const MERGE_HOPS_MAX = 8;

/** The phone's cookie lives a day: a visit is hours long, and the credential dies with it anyway. */
export const GUEST_COOKIE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** A guest phone as the diner calls see it: its visit's table now, and which phone it is. */
export interface GuestOfVisit {
  id: string;
  number: number;
  /** The open visit it orders for: the one it joined, or the one that was merged into. */
  tableSessionId: number;
}

function prepareGuest(db: Db) {
  return db
    .select({ id: guestDevices.id, number: guestDevices.number, sessionId: guestDevices.table_session_id })
    .from(guestDevices)
    .where(and(eq(guestDevices.id, sql.placeholder('id')), isNull(guestDevices.revoked_at)))
    .prepare();
}

function prepareVisit(db: Db) {
  return db
    .select({
      status: tableSessions.status,
      mergedInto: tableSessions.merged_into_id,
      tableId: tableSessions.dining_table_id,
      tableFlag: diningTables.flag,
    })
    .from(tableSessions)
    .innerJoin(diningTables, eq(diningTables.id, tableSessions.dining_table_id))
    .where(eq(tableSessions.id, sql.placeholder('id')))
    .prepare();
}

/** The visit and every visit merged into it (合算), directly or through earlier merges: their phones order for it. */
export function visitWithMerged(tx: Queryable, tableSessionId: number): number[] {
  const rows = tx.all<{ id: number }>(sql`
    with recursive merged(id) as (
      select ${tableSessionId}
      union
      select ${tableSessions.id} from ${tableSessions} join merged on ${tableSessions.merged_into_id} = merged.id
    )
    select id from merged`);
  return rows.map((row) => row.id);
}

/**
 * Guests' own phones (issue 35): a jose-signed cookie naming one row of guest_devices, which names
 * the visit it joined. The phone acts as a tablet of the visit's table while the visit is open:
 * a move takes it along (the visit keeps its id), a merge hands it to the visit merged into, and
 * checkout ends it. Unlike a tablet's, a phone's credential never replaces another device's.
 */
export class GuestCredentials {
  readonly #revocations = new Revocations<string>();
  readonly #tokens: CredentialTokens;
  private guest?: ReturnType<typeof prepareGuest>;
  private visit?: ReturnType<typeof prepareVisit>;

  constructor(
    private readonly db: Db,
    key: Uint8Array,
    private readonly now: () => number = Date.now,
  ) {
    this.#tokens = new CredentialTokens(key, AUDIENCE);
  }

  /**
   * The phone's row for the visit, inside the caller's transaction: the same phone (device uuid)
   * joining again keeps its row and number; a new one gets the next number.
   */
  record(tx: Queryable, tableSessionId: number, deviceUuid: string): { id: string; number: number } {
    const known = tx
      .select({ id: guestDevices.id, number: guestDevices.number })
      .from(guestDevices)
      .where(
        and(
          eq(guestDevices.table_session_id, tableSessionId),
          eq(guestDevices.device_uuid, deviceUuid),
          isNull(guestDevices.revoked_at),
        ),
      )
      .get();
    if (known) return known;
    const last = tx
      .select({ number: max(guestDevices.number) })
      .from(guestDevices)
      .where(eq(guestDevices.table_session_id, tableSessionId))
      .get();
    const row = { id: randomUUID(), number: (last?.number ?? 0) + 1 };
    tx.insert(guestDevices)
      .values({ ...row, table_session_id: tableSessionId, device_uuid: deviceUuid, created_at: this.now() })
      .run();
    return row;
  }

  sign(guestId: string): Promise<string> {
    return this.#tokens.sign(guestId);
  }

  /**
   * Ends the phones that joined the visit (staff reissued its code), those of visits merged into it
   * included; their sockets close once committed.
   */
  revokeForVisit(tx: Queryable, tableSessionId: number): number {
    const revoked = tx
      .update(guestDevices)
      .set({ revoked_at: this.now() })
      .where(and(inArray(guestDevices.table_session_id, visitWithMerged(tx, tableSessionId)), isNull(guestDevices.revoked_at)))
      .returning({ id: guestDevices.id })
      .all();
    this.#revocations.announce(
      this.db,
      revoked.map((row) => row.id),
      (id) => {
        const row = this.db
          .select({ revokedAt: guestDevices.revoked_at })
          .from(guestDevices)
          .where(eq(guestDevices.id, id))
          .get();
        return !row || row.revokedAt !== null;
      },
    );
    return revoked.length;
  }

  onRevoked(listener: RevocationListener<string>): () => void {
    return this.#revocations.on(listener);
  }

  /**
   * The phone behind a cookie as a tablet of its visit's table now, or null when forged, revoked,
   * or its visit has ended (paid, or merged into one that ended) or its table is stopped.
   */
  async resolve(token: string): Promise<DeviceActor | null> {
    const jti = await this.#tokens.idOf(token);
    if (!jti) return null;
    this.guest ??= prepareGuest(this.db);
    this.visit ??= prepareVisit(this.db);
    const guest = this.guest.get({ id: jti });
    if (!guest) return null;
    let sessionId = guest.sessionId;
    for (let hop = 0; hop <= MERGE_HOPS_MAX; hop++) {
      const visit = this.visit.get({ id: sessionId });
      if (!visit) return null;
      if (visit.status === SESSION_STATUS.paid && visit.mergedInto !== null) {
        sessionId = visit.mergedInto;
        continue;
      }
      if (visit.status === SESSION_STATUS.paid || visit.tableFlag !== TABLE_FLAG.available) return null;
      return {
        credentialId: `guest:${guest.id}`,
        diningTableId: visit.tableId,
        deviceUuid: `guest:${guest.id}`,
        guest: { id: guest.id, number: guest.number, tableSessionId: sessionId },
      };
    }
    return null;
  }
}
