import { eq, inArray } from 'drizzle-orm';
import { SERVICE_MENU_ID } from '../../contract/constants';
import type { PlanTermsSaveBody, PlanTermsSaveResponse } from '../../contract/plans';
import { menuItems, planItems, planTerms } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import type { AppDeps } from '../../shared/deps';
import { fieldIssue } from '../../shared/search';
import { write } from '../../shared/write';
import { getMenuItem } from '../menu-items';

/**
 * The owner sets an item's plan or 延長 terms and the single items its plan makes free. Visits
 * already on the plan keep the terms and links they started with (frozen on their plan line).
 */
export function savePlanTerms(deps: AppDeps, body: PlanTermsSaveBody): PlanTermsSaveResponse {
  const { db } = deps;
  const linked = body.plan_item_ids === undefined ? undefined : [...new Set(body.plan_item_ids)];
  write(deps, ({ tx, now, record }) => {
    const item = tx
      .select({ id: menuItems.id, menuId: menuItems.menu_id })
      .from(menuItems)
      .where(eq(menuItems.id, body.menu_item_id))
      .get();
    if (!item) throw new AppError('NOT_FOUND');
    if (item.menuId === SERVICE_MENU_ID && body.terms !== null) {
      throw new AppError('VALIDATION', fieldIssue('menu_item_id', 'the service genre holds no plans'));
    }
    if (linked) {
      if (linked.includes(item.id))
        throw new AppError('VALIDATION', fieldIssue('plan_item_ids', 'a plan cannot make itself free'));
      if (body.terms?.kind === 'extension' && linked.length > 0) {
        throw new AppError('VALIDATION', fieldIssue('plan_item_ids', 'an extension makes nothing free'));
      }
      const found =
        linked.length === 0
          ? []
          : tx.select({ id: menuItems.id, menuId: menuItems.menu_id }).from(menuItems).where(inArray(menuItems.id, linked)).all();
      if (found.length !== linked.length) throw new AppError('VALIDATION', fieldIssue('plan_item_ids', 'unknown item'));
      if (found.some((row) => row.menuId === SERVICE_MENU_ID)) {
        throw new AppError('VALIDATION', fieldIssue('plan_item_ids', 'the service genre is free already'));
      }
      tx.delete(planItems).where(eq(planItems.plan_item_id, item.id)).run();
      if (linked.length > 0)
        tx.insert(planItems)
          .values(linked.map((id) => ({ plan_item_id: item.id, menu_item_id: id })))
          .run();
    }
    tx.delete(planTerms).where(eq(planTerms.menu_item_id, item.id)).run();
    const terms = body.terms;
    if (terms?.kind === 'plan') {
      tx.insert(planTerms)
        .values({
          menu_item_id: item.id,
          kind: 'plan',
          duration_minutes: terms.duration_minutes,
          last_order_minutes: terms.last_order_minutes,
          warn_minutes: terms.warn_minutes,
          after_end: terms.after_end,
          staff_only: terms.staff_only ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .run();
    } else if (terms?.kind === 'extension') {
      tx.delete(planItems).where(eq(planItems.plan_item_id, item.id)).run();
      tx.insert(planTerms)
        .values({
          menu_item_id: item.id,
          kind: 'extension',
          extension_minutes: terms.extension_minutes,
          staff_only: terms.staff_only ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .run();
    }
    record({ type: 'menu.changed', menuItemId: item.id });
  });
  const menuItem = getMenuItem(db, body.menu_item_id);
  if (!menuItem) throw new AppError('NOT_FOUND');
  return { menuItem };
}
