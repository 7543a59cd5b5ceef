import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { SESSION_STATUS, TABLE_FLAG } from '../../contract/constants';
import type {
  GuestJoinBody,
  GuestJoinResponse,
  TableCardsBody,
  TableCardsResponse,
  VisitJoinCodeBody,
  VisitJoinCodeResponse,
} from '../../contract/guests';
import { GUEST_JOIN_PARAM, GUEST_JOIN_PATH, GUEST_JOIN_TABLE_PARAM } from '../../contract/guests';
import type { Queryable } from '../../db/client';
import { diningTables, guestDevices, tableSessions } from '../../db/schema';
import { isUnpaidVisit } from '../../db/unpaid-visit';
import { AppError } from '../../shared/app-error';
import { assertOwnTable, type DinerOrStaff } from '../../shared/caller';
import type { AppDeps } from '../../shared/deps';
import type { DeviceActor } from '../../shared/device-credentials';
import { visitWithMerged } from '../../shared/guest-credentials';
import { randomToken } from '../../shared/secrets';
import { write } from '../../shared/write';
import { deviceTable } from '../pairing';

/** 144 bits: joining needs no login, so the code alone must be unguessable. */
const JOIN_TOKEN_BYTES = 18;

/** What a phone's camera opens: the box's /join with a visit's code (`v`) or a table card's (`table`). */
const joinUrl = (baseUrl: string, param: string, token: string) =>
  `${baseUrl}${GUEST_JOIN_PATH}?${param}=${encodeURIComponent(token)}`;

/**
 * The QR code of an open visit, made the first time it is asked for. Staff, the table's tablet and
 * a phone of the visit may show it; only staff may reissue it, which also ends the phones that
 * joined with the old one (a photographed code that reached the wrong hands orders nothing more).
 */
export function visitJoinCode(
  deps: AppDeps,
  caller: DinerOrStaff,
  body: VisitJoinCodeBody,
  baseUrl: string,
): VisitJoinCodeResponse {
  if (body.reissue && caller.kind !== 'staff') throw new AppError('FORBIDDEN');
  const read = (q: Queryable) => {
    const visit = q
      .select({
        id: tableSessions.id,
        tableId: tableSessions.dining_table_id,
        status: tableSessions.status,
        token: tableSessions.join_token,
      })
      .from(tableSessions)
      .where(eq(tableSessions.id, body.table_session_id))
      .get();
    if (!visit || visit.status === SESSION_STATUS.paid) throw new AppError('NOT_FOUND');
    assertOwnTable(caller, visit.tableId);
    return visit;
  };
  // Shown again and again at a table: a read, unless the code must be made.
  let visit = read(deps.db);
  if (visit.token === null || body.reissue) {
    visit = write(deps, ({ tx }) => {
      const current = read(tx);
      if (current.token !== null && !body.reissue) return current;
      const token = randomToken(JOIN_TOKEN_BYTES);
      tx.update(tableSessions).set({ join_token: token }).where(eq(tableSessions.id, current.id)).run();
      if (body.reissue) deps.guests.revokeForVisit(tx, current.id);
      return { ...current, token };
    });
  }
  const phones = deps.db
    .select({ n: count() })
    .from(guestDevices)
    .where(and(inArray(guestDevices.table_session_id, visitWithMerged(deps.db, visit.id)), isNull(guestDevices.revoked_at)))
    .get();
  return {
    url: joinUrl(baseUrl, GUEST_JOIN_PARAM, visit.token!),
    tableSessionId: visit.id,
    diningTableId: visit.tableId,
    phones: phones?.n ?? 0,
    wifi: deps.guestNetwork.wifiCode(),
  };
}

export interface JoinedVisit extends GuestJoinResponse {
  guestToken: string;
}

/** The open visit a join names: by the visit's code, or by the table's printed card (the visit open there now). */
function visitToJoin(tx: Queryable, body: GuestJoinBody) {
  const columns = { id: tableSessions.id, tableId: tableSessions.dining_table_id, flag: diningTables.flag };
  const open = isUnpaidVisit(tableSessions.status);
  if (body.token !== undefined) {
    const visit = tx
      .select(columns)
      .from(tableSessions)
      .innerJoin(diningTables, eq(diningTables.id, tableSessions.dining_table_id))
      .where(and(eq(tableSessions.join_token, body.token), open))
      .get();
    if (!visit || visit.flag !== TABLE_FLAG.available) throw new AppError('VISIT_CODE_INVALID');
    return visit;
  }
  const table = tx
    .select({ id: diningTables.id, flag: diningTables.flag })
    .from(diningTables)
    .where(eq(diningTables.join_token, body.table ?? ''))
    .get();
  if (!table || table.flag !== TABLE_FLAG.available) throw new AppError('VISIT_CODE_INVALID');
  const visit = tx
    .select(columns)
    .from(tableSessions)
    .innerJoin(diningTables, eq(diningTables.id, tableSessions.dining_table_id))
    .where(and(eq(tableSessions.dining_table_id, table.id), open))
    .get();
  // A card on a free table orders nothing: a photo of it taken home (or to another table) waits for staff.
  if (!visit) throw new AppError('TABLE_NOT_SEATED');
  return visit;
}

/**
 * A phone joins the visit whose code (or table card) it scanned; refused once the visit has ended
 * or its code was reissued, and while the phone (`current`, its cookie) still orders for another
 * open visit.
 */
export async function joinVisit(deps: AppDeps, body: GuestJoinBody, current: DeviceActor | null): Promise<JoinedVisit> {
  const joined = write(deps, ({ tx }) => {
    const visit = visitToJoin(tx, body);
    if (current?.guest && current.guest.tableSessionId !== visit.id) throw new AppError('GUEST_OTHER_VISIT');
    // A phone already at this visit stays the phone it was: a new device id earns no new allowance.
    if (current?.guest) return { visit, guest: { id: current.guest.id, number: current.guest.number } };
    return { visit, guest: deps.guests.record(tx, visit.id, body.device_uuid) };
  });
  const guestToken = await deps.guests.sign(joined.guest.id);
  return {
    ...deviceTable(deps.db, joined.visit.tableId),
    tableSessionId: joined.visit.id,
    guestNumber: joined.guest.number,
    guestToken,
  };
}

/** The printed cards of tables: each table's card code, made when first printed, new on `reissue`. */
export function tableCards(deps: AppDeps, body: TableCardsBody, baseUrl: string): TableCardsResponse {
  const cards = write(deps, ({ tx }) => {
    const tables = tx
      .select({ id: diningTables.id, label: diningTables.label, token: diningTables.join_token })
      .from(diningTables)
      .where(
        body.dining_table_ids ? inArray(diningTables.id, body.dining_table_ids) : eq(diningTables.flag, TABLE_FLAG.available),
      )
      .orderBy(asc(diningTables.id))
      .all();
    if (body.dining_table_ids && tables.length !== new Set(body.dining_table_ids).size) throw new AppError('NOT_FOUND');
    return tables.map((table) => {
      let token = table.token;
      if (token === null || body.reissue) {
        token = randomToken(JOIN_TOKEN_BYTES);
        tx.update(diningTables).set({ join_token: token }).where(eq(diningTables.id, table.id)).run();
      }
      return {
        diningTableId: table.id,
        label: table.label,
        url: joinUrl(baseUrl, GUEST_JOIN_TABLE_PARAM, token),
      };
    });
  });
  return { cards, wifi: deps.guestNetwork.wifiCode() };
}
