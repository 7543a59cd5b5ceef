import { eq } from 'drizzle-orm';
import { menuItems, menus, stations } from '../../src/db/schema';
import type { TestBox } from '../helpers/test-box';

/** A station written straight to the database (the API's own tests create them by HTTP). */
export function addStation(box: TestBox, name: string, minutes = { warn: 10, late: 20 }): number {
  const now = Date.now();
  return box.deps.db
    .insert(stations)
    .values({ name, warn_minutes: minutes.warn, late_minutes: minutes.late, created_at: now, updated_at: now })
    .returning()
    .get().id;
}

/** Sends one item's orders to a station (its own route, over its genre's). */
export function routeItem(box: TestBox, menuItemId: number, stationId: number | null): void {
  box.deps.db.update(menuItems).set({ station_id: stationId }).where(eq(menuItems.id, menuItemId)).run();
}

/** Sends a genre's orders to a station. */
export function routeMenu(box: TestBox, menuId: number, stationId: number | null): void {
  box.deps.db.update(menus).set({ station_id: stationId }).where(eq(menus.id, menuId)).run();
}
