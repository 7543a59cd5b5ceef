import { and, asc, eq, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { ITEM_FLAG, SERVICE_MENU_ID } from '../../contract/constants';
import type {
  Station,
  StationCreateBody,
  StationListQuery,
  StationRouteBody,
  StationRoutesResponse,
  StationUpdateBody,
} from '../../contract/stations';
import { STATION_MINUTES } from '../../contract/stations';
import type { Db, Queryable } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { menuItems, menus, planTerms, stations } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import type { AppDeps } from '../../shared/deps';
import { write } from '../../shared/write';
import { defaultStationId, saveDefaultStation } from './default-station';

type StationRow = typeof stations.$inferSelect;

function toStation(row: StationRow): Station {
  const { id, name, sort_order, warn_minutes, late_minutes, active } = row;
  return { id, name, sort_order, warn_minutes, late_minutes, active };
}

/** Active stations (with `includeRemoved`, every one) by sort order, then id. */
export function listStations(db: Db, query: StationListQuery): Station[] {
  return db
    .select()
    .from(stations)
    .where(query.includeRemoved === 1 ? undefined : eq(stations.active, 1))
    .orderBy(asc(stations.sort_order), asc(stations.id))
    .all()
    .map(toStation);
}

const stationStatements = perDatabase((db) => ({
  active: db
    .select()
    .from(stations)
    .where(and(eq(stations.id, sql.placeholder('id')), eq(stations.active, 1)))
    .prepare(),
}));

/**
 * An active station, or a 404. Prepared once: every kitchen display load and bump reads it. On the
 * connection, so inside a write it reads what that write's transaction sees.
 */
export function activeStation(db: Db, id: number): Station {
  const row = stationStatements(db).active.get({ id });
  if (!row) throw new AppError('NOT_FOUND');
  return toStation(row);
}

function assertNameFree(db: Queryable, name: string, except?: number): void {
  const same = db
    .select({ id: stations.id })
    .from(stations)
    .where(and(eq(stations.name, name), eq(stations.active, 1), except === undefined ? undefined : ne(stations.id, except)))
    .get();
  if (same) throw new AppError('DUPLICATE_STATION_NAME');
}

export function createStation(deps: AppDeps, body: StationCreateBody): Station {
  return write(deps, ({ tx, now }) => {
    assertNameFree(tx, body.name);
    const row = tx
      .insert(stations)
      .values({
        name: body.name,
        sort_order: body.sort_order ?? 0,
        warn_minutes: body.warn_minutes ?? STATION_MINUTES.defaultWarn,
        late_minutes: body.late_minutes ?? STATION_MINUTES.defaultLate,
        created_at: now,
        updated_at: now,
      })
      .returning()
      .get();
    return toStation(row);
  });
}

/** Changes what is given; the age colours must stay in order (late after warn) once applied. */
export function updateStation(deps: AppDeps, body: StationUpdateBody): Station {
  return write(deps, ({ tx, now }) => {
    const current = activeStation(deps.db, body.id);
    const next = {
      name: body.name ?? current.name,
      sort_order: body.sort_order ?? current.sort_order,
      warn_minutes: body.warn_minutes ?? current.warn_minutes,
      late_minutes: body.late_minutes ?? current.late_minutes,
    };
    if (next.late_minutes <= next.warn_minutes) throw new AppError('VALIDATION');
    if (next.name !== current.name) assertNameFree(tx, next.name, body.id);
    const row = tx
      .update(stations)
      .set({ ...next, updated_at: now })
      .where(eq(stations.id, body.id))
      .returning()
      .get();
    return toStation(row);
  });
}

/**
 * Removes a station: kept (inactive) for the lines routed to it, and genres and items sent there
 * go to none. Lines still open there stay on its display's data but no new order reaches it.
 */
export function deleteStation(deps: AppDeps, id: number): void {
  write(deps, ({ tx, now }) => {
    activeStation(deps.db, id);
    tx.update(stations).set({ active: 0, updated_at: now }).where(eq(stations.id, id)).run();
    tx.update(menus).set({ station_id: null }).where(eq(menus.station_id, id)).run();
    tx.update(menuItems).set({ station_id: null }).where(eq(menuItems.station_id, id)).run();
    if (defaultStationId(deps.settings) === id) saveDefaultStation(deps.settings, null);
  });
}

/** Every genre's station, the items that override theirs, the default station and what routes nowhere. */
export function stationRoutes(deps: AppDeps): StationRoutesResponse {
  const { db } = deps;
  const menuRows = db
    .select({ id: menus.id, label: menus.label, flag: menus.flag, station_id: menus.station_id })
    .from(menus)
    .orderBy(asc(menus.sort_order), asc(menus.id))
    .all();
  const itemRows = db
    .select({ id: menuItems.id, label: menuItems.label, menu_id: menuItems.menu_id, station_id: menuItems.station_id })
    .from(menuItems)
    .orderBy(asc(menuItems.sort_order), asc(menuItems.id))
    .all();
  return { menus: menuRows, items: itemRows, default_station_id: defaultStationId(deps.settings), unrouted: unrouted(db) };
}

/**
 * What an order would send nowhere: genres without a station (not the service genre, whose calls
 * reach the staff board) and items on sale with no station of their own nor their genre's.
 * Plans and 延長 are made nowhere and left out, and so is a genre that holds only those.
 */
function unrouted(db: Db): StationRoutesResponse['unrouted'] {
  const planItemIds = db.select({ id: planTerms.menu_item_id }).from(planTerms);
  const items = db
    .select({ id: menuItems.id, label: menuItems.label, menu_id: menuItems.menu_id })
    .from(menuItems)
    .innerJoin(menus, eq(menus.id, menuItems.menu_id))
    .where(
      and(
        eq(menuItems.flag, ITEM_FLAG.onSale),
        ne(menus.id, SERVICE_MENU_ID),
        isNull(menuItems.station_id),
        isNull(menus.station_id),
        notInArray(menuItems.id, planItemIds),
      ),
    )
    .orderBy(asc(menus.sort_order), asc(menus.id), asc(menuItems.sort_order), asc(menuItems.id))
    .all();
  const withPlansOnly = db
    .select({ menuId: menuItems.menu_id })
    .from(menuItems)
    .groupBy(menuItems.menu_id)
    .having(sql`count(*) = sum(${menuItems.id} in (select ${planTerms.menu_item_id} from ${planTerms}))`);
  const genres = db
    .select({ id: menus.id, label: menus.label })
    .from(menus)
    .where(and(ne(menus.id, SERVICE_MENU_ID), isNull(menus.station_id), notInArray(menus.id, withPlansOnly)))
    .orderBy(asc(menus.sort_order), asc(menus.id))
    .all();
  return { menus: genres, items };
}

/** Chooses (or clears) the default station; only an active station may be it. */
export function setDefaultStation(deps: AppDeps, stationId: number | null): number | null {
  if (stationId !== null) activeStation(deps.db, stationId);
  saveDefaultStation(deps.settings, stationId);
  return stationId;
}

/**
 * Routes a genre, or one item, to a station (or to none). Records `menu.changed`, the event every
 * menu write records: the menu answers' cache empties and screens reload it.
 */
export function routeToStation(deps: AppDeps, body: StationRouteBody): void {
  write(deps, ({ tx, record }) => {
    if (body.station_id !== null) activeStation(deps.db, body.station_id);
    if (body.menu_id !== undefined) {
      const done = tx.update(menus).set({ station_id: body.station_id }).where(eq(menus.id, body.menu_id)).run();
      if (done.changes === 0) throw new AppError('NOT_FOUND');
      record({ type: 'menu.changed', menuItemId: null });
      return;
    }
    const itemId = body.menu_item_id ?? 0;
    const done = tx.update(menuItems).set({ station_id: body.station_id }).where(eq(menuItems.id, itemId)).run();
    if (done.changes === 0) throw new AppError('NOT_FOUND');
    record({ type: 'menu.changed', menuItemId: itemId });
  });
}
