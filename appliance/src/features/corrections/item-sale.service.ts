import { eq } from 'drizzle-orm';
import { ITEM_FLAG } from '../../contract/constants';
import type { MenuItemFlagBody, MenuItemFlagResponse } from '../../contract/corrections';
import { labelPlainText } from '../../contract/label-text';
import { menuItems } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import type { StaffActor } from '../../shared/auth-sessions';
import type { AppDeps } from '../../shared/deps';
import { type WriteScope, write } from '../../shared/write';
import { recordCorrection } from './correction-log';

export interface ItemSaleChange {
  itemId: number;
  flag: 0 | 1;
  staff: StaffActor;
  /** The line whose 取消 (reason 品切れ) stopped the item, when that is how it happened. */
  orderItemId?: number;
}

/**
 * Marks an item 品切れ (0) or back on sale (1) inside the caller's write: `menu.changed`
 * empties the menu answers' cache and reloads every tablet's menu; the change is logged (soldOut /
 * onSale). The flag the item already has changes nothing. Answers whether it changed.
 */
export function setItemSale(
  { tx: db, now, record }: WriteScope,
  change: ItemSaleChange,
): { id: number; label: string; flag: number; changed: boolean } {
  const item = db
    .select({ id: menuItems.id, label: menuItems.label, flag: menuItems.flag })
    .from(menuItems)
    .where(eq(menuItems.id, change.itemId))
    .get();
  if (!item) throw new AppError('NOT_FOUND');
  if (item.flag === change.flag) return { ...item, changed: false };
  db.update(menuItems).set({ flag: change.flag, updated_at: now }).where(eq(menuItems.id, item.id)).run();
  record({ type: 'menu.changed', menuItemId: item.id });
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
    now,
  );
  return { ...item, flag: change.flag, changed: true };
}

/** menuItem.flag: the floor's 品切れ / 販売再開 switch (board, handy, kitchen display). */
export function flagMenuItem(deps: AppDeps, staff: StaffActor, body: MenuItemFlagBody): MenuItemFlagResponse {
  const result = write(deps, (w) => setItemSale(w, { itemId: body.id, flag: body.flag, staff }));
  const { changed, ...menuItem } = result;
  return { menuItem, changed };
}
