import { eq } from 'drizzle-orm';
import { ITEM_FLAG } from '../../contract/constants';
import type { MenuItemFlagBody, MenuItemFlagResponse } from '../../contract/corrections';
import { labelPlainText } from '../../contract/label-text';
import type { Db } from '../../db/client';
import { menuItems } from '../../db/schema';
import { recordEvent } from '../../events/event-store';
import { AppError } from '../../shared/app-error';
import type { StaffActor } from '../../shared/auth-sessions';
import type { AppDeps } from '../../shared/deps';
import { recordCorrection } from './correction-log';

export interface ItemSaleChange {
  itemId: number;
  flag: 0 | 1;
  staff: StaffActor;
  /** The line whose 取消 (reason 品切れ) stopped the item, when that is how it happened. */
  orderItemId?: number;
  at: number;
}

/**
 * Marks an item 品切れ (0) or back on sale (1) inside the caller's open transaction (on the one
 * connection, as recordEvent needs the database itself): `menu.changed`
 * empties the menu answers' cache and reloads every tablet's menu; the change is logged (soldOut /
 * onSale). The flag the item already has changes nothing. Answers whether it changed.
 */
export function setItemSale(db: Db, change: ItemSaleChange): { id: number; label: string; flag: number; changed: boolean } {
  const item = db
    .select({ id: menuItems.id, label: menuItems.label, flag: menuItems.flag })
    .from(menuItems)
    .where(eq(menuItems.id, change.itemId))
    .get();
  if (!item) throw new AppError('NOT_FOUND');
  if (item.flag === change.flag) return { ...item, changed: false };
  db.update(menuItems).set({ flag: change.flag, updated_at: change.at }).where(eq(menuItems.id, item.id)).run();
  recordEvent(db, { type: 'menu.changed', menuItemId: item.id });
  recordCorrection(
    db,
    {
      kind: change.flag === ITEM_FLAG.stopped ? 'soldOut' : 'onSale',
      staff: change.staff,
      authorizedBy: null,
      tableSessionId: null,
      tableLabel: null,
      orderItemId: change.orderItemId,
      itemLabel: labelPlainText(item.label),
    },
    change.at,
  );
  return { ...item, flag: change.flag, changed: true };
}

/** menuItem.flag: the floor's 品切れ / 販売再開 switch (board, handy, kitchen display). */
export function flagMenuItem(deps: AppDeps, staff: StaffActor, body: MenuItemFlagBody): MenuItemFlagResponse {
  const result = deps.db.transaction(
    () => setItemSale(deps.db, { itemId: body.id, flag: body.flag, staff, at: deps.clock.now() }),
    { behavior: 'immediate' },
  );
  if (result.changed) deps.events.committed();
  const { changed, ...menuItem } = result;
  return { menuItem, changed };
}
