import { asc, eq, inArray } from 'drizzle-orm';
import type { MenuTranslations } from '../../contract/menu-text';
import type { ItemOptionGroup, OptionChoice, OptionGroup } from '../../contract/option-groups';
import type { Queryable } from '../../db/client';
import { menuItems, optionChoices, optionGroupItems, optionGroupMenus, optionGroups } from '../../db/schema';
import { menuTranslationsOf } from '../menu-translations';

type GroupRow = typeof optionGroups.$inferSelect;
type ChoiceRow = typeof optionChoices.$inferSelect;

export function toOptionChoice(row: ChoiceRow): OptionChoice {
  const { id, label, price_delta, is_default, flag, plan_charged, sort_order } = row;
  return { id, label, price_delta, is_default, flag, plan_charged, sort_order };
}

function choicesByGroup(db: Queryable, groupIds: readonly number[] | undefined): Map<number, ChoiceRow[]> {
  const rows = db
    .select()
    .from(optionChoices)
    .where(groupIds === undefined ? undefined : inArray(optionChoices.group_id, [...groupIds]))
    .orderBy(asc(optionChoices.sort_order), asc(optionChoices.id))
    .all();
  const byGroup = new Map<number, ChoiceRow[]>();
  for (const row of rows) byGroup.set(row.group_id, [...(byGroup.get(row.group_id) ?? []), row]);
  return byGroup;
}

function groupOf(row: GroupRow, choices: readonly ChoiceRow[], menuIds: number[], itemIds: number[]): OptionGroup {
  return {
    id: row.id,
    name: row.name,
    label: row.label,
    min_picks: row.min_picks,
    max_picks: row.max_picks,
    sort_order: row.sort_order,
    choices: choices.map(toOptionChoice),
    menu_ids: menuIds,
    item_ids: itemIds,
  };
}

function idsBy<T>(rows: readonly T[], key: (row: T) => number, value: (row: T) => number): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), value(row)]);
  for (const list of map.values()) list.sort((a, b) => a - b);
  return map;
}

/** Every group (or those ids) with its choices and attachments, by sort order, then id. */
export function listOptionGroups(db: Queryable, ids?: readonly number[]): OptionGroup[] {
  const rows = db
    .select()
    .from(optionGroups)
    .where(ids === undefined ? undefined : inArray(optionGroups.id, [...ids]))
    .orderBy(asc(optionGroups.sort_order), asc(optionGroups.id))
    .all();
  if (rows.length === 0) return [];
  const groupIds = ids === undefined ? undefined : rows.map((row) => row.id);
  const choices = choicesByGroup(db, groupIds);
  const menuLinks = db
    .select()
    .from(optionGroupMenus)
    .where(groupIds === undefined ? undefined : inArray(optionGroupMenus.group_id, groupIds))
    .all();
  const itemLinks = db
    .select()
    .from(optionGroupItems)
    .where(groupIds === undefined ? undefined : inArray(optionGroupItems.group_id, groupIds))
    .all();
  const menusOf = idsBy(
    menuLinks,
    (l) => l.group_id,
    (l) => l.menu_id,
  );
  const itemsOf = idsBy(
    itemLinks,
    (l) => l.group_id,
    (l) => l.menu_item_id,
  );
  return rows.map((row) => groupOf(row, choices.get(row.id) ?? [], menusOf.get(row.id) ?? [], itemsOf.get(row.id) ?? []));
}

/** One group, or undefined. */
export function findOptionGroup(db: Queryable, id: number): OptionGroup | undefined {
  return listOptionGroups(db, [id])[0];
}

function toItemGroup(
  group: OptionGroup,
  translations: { groups: ReadonlyMap<number, MenuTranslations>; choices: ReadonlyMap<number, MenuTranslations> },
): ItemOptionGroup {
  return {
    id: group.id,
    label: group.label,
    min_picks: group.min_picks,
    max_picks: group.max_picks,
    translations: translations.groups.get(group.id) ?? {},
    choices: group.choices.map(({ sort_order: _, ...choice }) => ({
      ...choice,
      translations: translations.choices.get(choice.id) ?? {},
    })),
  };
}

/**
 * The groups each item shows: its genre's and its own, once each, by the groups' sort order.
 * One read of every group (a shop has tens), whatever the number of items.
 */
export function itemOptionGroups(
  db: Queryable,
  items: readonly { id: number; menu_id: number }[],
): Map<number, ItemOptionGroup[]> {
  const result = new Map<number, ItemOptionGroup[]>();
  if (items.length === 0) return result;
  const groups = listOptionGroups(db);
  if (groups.length === 0) return result;
  const translations = {
    groups: menuTranslationsOf(
      db,
      'group',
      groups.map((group) => group.id),
    ),
    choices: menuTranslationsOf(
      db,
      'choice',
      groups.flatMap((group) => group.choices.map((choice) => choice.id)),
    ),
  };
  const reach = groups.map((group) => ({
    group: toItemGroup(group, translations),
    menus: new Set(group.menu_ids),
    items: new Set(group.item_ids),
  }));
  for (const item of items) {
    const shown = reach.filter((r) => r.menus.has(item.menu_id) || r.items.has(item.id)).map((r) => r.group);
    if (shown.length > 0) result.set(item.id, shown);
  }
  return result;
}

/** The groups of items by id, reading each item's genre (order create: the items it was sent). */
export function optionGroupsOfItems(db: Queryable, itemIds: readonly number[]): Map<number, ItemOptionGroup[]> {
  if (itemIds.length === 0) return new Map();
  const items = db
    .select({ id: menuItems.id, menu_id: menuItems.menu_id })
    .from(menuItems)
    .where(inArray(menuItems.id, [...itemIds]))
    .all();
  return itemOptionGroups(db, items);
}

/** The choice with its group id, or undefined. */
export function findChoice(db: Queryable, id: number): ChoiceRow | undefined {
  return db.select().from(optionChoices).where(eq(optionChoices.id, id)).get();
}
