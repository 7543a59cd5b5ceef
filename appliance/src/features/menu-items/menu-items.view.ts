import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { type ItemAllergen, sortItemAllergens } from '../../contract/allergens';
import type { MenuItem, MenuItemListQuery, MenuItemListResponse } from '../../contract/menu-items';
import type { ItemOptionGroup } from '../../contract/option-groups';
import type { PlanTermsView } from '../../contract/plan-terms';
import type { Queryable } from '../../db/client';
import { menuItemAllergens, menuItems, menus, planItems, planMenus, planTerms } from '../../db/schema';
import type { DinerOrStaff } from '../../shared/caller';
import { imageUrl, MENU_ITEM_VARIANTS } from '../../shared/image-store';
import { keywordCondition } from '../../shared/search';
import { menuTranslationsOf } from '../menu-translations';
import { DINER_MENU_FLAGS } from '../menus';
import { itemOptionGroups } from '../option-groups';

type ItemRow = typeof menuItems.$inferSelect;
type MenuRow = typeof menus.$inferSelect;

// Past this many ids one query of every link is cheaper than a huge IN list (and stays under SQLite's variable limit).
const MAX_IN_LIST = 500;

const [THUMB, DETAIL] = MENU_ITEM_VARIANTS.map((v) => v.suffix) as [string, string];

interface ItemPlan {
  menuIds: number[];
  itemIds: number[];
  terms: PlanTermsView | null;
}

const NO_PLAN: ItemPlan = { menuIds: [], itemIds: [], terms: null };

function toMenuItem(
  item: ItemRow,
  menu: MenuRow,
  plan: ItemPlan,
  optionGroups: ItemOptionGroup[],
  allergens: ItemAllergen[],
  translations: MenuItem['translations'],
): MenuItem {
  return {
    id: item.id,
    name: item.name,
    label: item.label,
    price: item.price,
    description: item.description,
    menu_id: item.menu_id,
    menus: { id: menu.id, label: menu.label, name: menu.name, flag: menu.flag },
    flag: item.flag,
    image_url: item.image ? imageUrl(item.image, DETAIL) : null,
    thumb_url: item.image ? imageUrl(item.image, THUMB) : null,
    plan_menu_ids: plan.menuIds,
    plan_item_ids: plan.itemIds,
    plan: plan.terms,
    plan_last_order_minutes: item.plan_last_order_minutes,
    option_groups: optionGroups,
    accepts_note: item.accepts_note,
    tax_rate: item.tax_rate,
    allergens,
    sort_order: item.sort_order,
    user_id: item.user_id,
    translations,
  };
}

/** The menus each plan item unlocks, ascending. */
export function planLinks(db: Queryable, itemIds: readonly number[]): Map<number, number[]> {
  const links = new Map<number, number[]>();
  if (itemIds.length === 0) return links;
  const rows = db
    .select()
    .from(planMenus)
    .where(itemIds.length > MAX_IN_LIST ? undefined : inArray(planMenus.plan_item_id, [...itemIds]))
    .orderBy(asc(planMenus.menu_id))
    .all();
  for (const row of rows) {
    const list = links.get(row.plan_item_id) ?? [];
    list.push(row.menu_id);
    links.set(row.plan_item_id, list);
  }
  return links;
}

/** Each item's allergens in the list's order: one query for all the items. */
export function itemAllergens(db: Queryable, itemIds: readonly number[]): Map<number, ItemAllergen[]> {
  const byItem = new Map<number, ItemAllergen[]>();
  if (itemIds.length === 0) return byItem;
  const rows = db
    .select()
    .from(menuItemAllergens)
    .where(itemIds.length > MAX_IN_LIST ? undefined : inArray(menuItemAllergens.menu_item_id, [...itemIds]))
    .all();
  for (const row of rows) {
    const list = byItem.get(row.menu_item_id) ?? [];
    list.push({ id: row.allergen_id, level: row.level });
    byItem.set(row.menu_item_id, list);
  }
  for (const [id, list] of byItem) byItem.set(id, sortItemAllergens(list));
  return byItem;
}

/** The terms and single-item links of plan and 延長 items (few in any shop: read whole). */
function itemPlans(db: Queryable, itemIds: readonly number[]): Map<number, ItemPlan> {
  const plans = new Map<number, ItemPlan>();
  if (itemIds.length === 0) return plans;
  const wanted = new Set(itemIds);
  const planOf = (id: number): ItemPlan => {
    let plan = plans.get(id);
    if (!plan) {
      plan = { menuIds: [], itemIds: [], terms: null };
      plans.set(id, plan);
    }
    return plan;
  };
  for (const row of db.select().from(planTerms).all()) {
    if (wanted.has(row.menu_item_id)) planOf(row.menu_item_id).terms = termsView(row);
  }
  for (const row of db.select().from(planItems).orderBy(asc(planItems.menu_item_id)).all()) {
    if (wanted.has(row.plan_item_id)) planOf(row.plan_item_id).itemIds.push(row.menu_item_id);
  }
  return plans;
}

export function termsView(row: typeof planTerms.$inferSelect): PlanTermsView {
  if (row.kind === 'extension') {
    return { kind: 'extension', extension_minutes: row.extension_minutes ?? 0, staff_only: row.staff_only === 1 };
  }
  return {
    kind: 'plan',
    duration_minutes: row.duration_minutes,
    last_order_minutes: row.last_order_minutes,
    warn_minutes: row.warn_minutes,
    after_end: row.after_end,
    staff_only: row.staff_only === 1,
  };
}

function selectItems(db: Queryable, where: SQL | undefined): MenuItem[] {
  const rows = db
    .select()
    .from(menuItems)
    .innerJoin(menus, eq(menus.id, menuItems.menu_id))
    .where(where)
    .orderBy(asc(menus.sort_order), asc(menus.id), asc(menuItems.sort_order), asc(menuItems.id))
    .all();
  const itemIds = rows.map((r) => r.menu_items.id);
  const links = planLinks(db, itemIds);
  const plans = itemPlans(db, itemIds);
  const allergens = itemAllergens(db, itemIds);
  const translations = menuTranslationsOf(db, 'item', itemIds);
  const groups = itemOptionGroups(
    db,
    rows.map((r) => r.menu_items),
  );
  return rows.map((r) => {
    const id = r.menu_items.id;
    const plan = plans.get(id);
    const menuIds = links.get(id) ?? [];
    const item = plan || menuIds.length > 0 ? { ...(plan ?? NO_PLAN), menuIds } : NO_PLAN;
    return toMenuItem(r.menu_items, r.menus, item, groups.get(id) ?? [], allergens.get(id) ?? [], translations.get(id) ?? {});
  });
}

/** One item as the screens read it, or undefined. */
export function getMenuItem(db: Queryable, id: number): MenuItem | undefined {
  return selectItems(db, eq(menuItems.id, id))[0];
}

/** Items for the admin screen (staff: all) or the diner menu (tablet: published and service genres). */
export function listMenuItems(db: Queryable, caller: DinerOrStaff, query: MenuItemListQuery): MenuItemListResponse {
  const columns = (query.targetColumn ?? ['name', 'label']).map((c) => menuItems[c]);
  const conditions: (SQL | undefined)[] = [
    caller.kind === 'device' ? inArray(menus.flag, [...DINER_MENU_FLAGS]) : undefined,
    query.flags ? inArray(menuItems.flag, query.flags) : undefined,
    query.menuId === undefined ? undefined : eq(menuItems.menu_id, query.menuId),
    keywordCondition(query.keyword, columns),
  ];
  const data = selectItems(db, and(...conditions));
  return { list: { data, total: data.length } };
}
