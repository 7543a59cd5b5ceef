import { asc, eq, sql } from 'drizzle-orm';
import type { MenuItemReorderBody } from '../../contract/menu-items';
import type { Queryable } from '../../db/client';
import { menuItems, menus } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import type { AppDeps } from '../../shared/deps';
import { assertSameIds } from '../../shared/reorder';
import { write } from '../../shared/write';

/** Where an item new to a genre goes: after the genre's others. */
export function lastInGenre(tx: Queryable, menuId: number): number {
  const row = tx
    .select({ max: sql<number | null>`max(${menuItems.sort_order})` })
    .from(menuItems)
    .where(eq(menuItems.menu_id, menuId))
    .get();
  return (row?.max ?? 0) + 1;
}

/** Puts one genre's items in the owner's order (1, 2, ...). */
export function reorderMenuItems(deps: AppDeps, body: MenuItemReorderBody): void {
  write(deps, ({ tx, record }) => {
    if (!tx.select({ id: menus.id }).from(menus).where(eq(menus.id, body.menu_id)).get()) {
      throw new AppError('NOT_FOUND');
    }
    const current = tx
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(eq(menuItems.menu_id, body.menu_id))
      .orderBy(asc(menuItems.sort_order), asc(menuItems.id))
      .all()
      .map((row) => row.id);
    assertSameIds(body.ids, current);
    body.ids.forEach((id, index) => {
      tx.update(menuItems)
        .set({ sort_order: index + 1 })
        .where(eq(menuItems.id, id))
        .run();
    });
    record({ type: 'menu.changed', menuItemId: null });
  });
}
