import { asc, eq, ne, sql } from 'drizzle-orm';
import { SERVICE_MENU_ID } from '../../contract/constants';
import type { MenuReorderBody } from '../../contract/menus';
import type { Queryable } from '../../db/client';
import { menus } from '../../db/schema';
import type { AppDeps } from '../../shared/deps';
import { assertSameIds } from '../../shared/reorder';
import { write } from '../../shared/write';

/**
 * Where a new genre goes: after every other one. The service genre (999, not a tab) is moved past
 * it, so it stays last in the owner's list.
 */
export function placeLastGenre(tx: Queryable): number {
  const row = tx
    .select({ max: sql<number | null>`max(${menus.sort_order})` })
    .from(menus)
    .where(ne(menus.id, SERVICE_MENU_ID))
    .get();
  const next = (row?.max ?? 0) + 1;
  keepServiceAfter(tx, next);
  return next;
}

function keepServiceAfter(tx: Queryable, sortOrder: number): void {
  tx.update(menus)
    .set({ sort_order: sortOrder + 1 })
    .where(sql`${menus.id} = ${SERVICE_MENU_ID} and ${menus.sort_order} <= ${sortOrder}`)
    .run();
}

/** Puts the genres in the owner's order (1, 2, ...); the service genre follows them. */
export function reorderMenus(deps: AppDeps, body: MenuReorderBody): void {
  write(deps, ({ tx, record }) => {
    const current = tx
      .select({ id: menus.id })
      .from(menus)
      .where(ne(menus.id, SERVICE_MENU_ID))
      .orderBy(asc(menus.sort_order), asc(menus.id))
      .all()
      .map((row) => row.id);
    assertSameIds(body.ids, current);
    body.ids.forEach((id, index) => {
      tx.update(menus)
        .set({ sort_order: index + 1 })
        .where(eq(menus.id, id))
        .run();
    });
    keepServiceAfter(tx, body.ids.length);
    record({ type: 'menu.changed', menuItemId: null });
  });
}
