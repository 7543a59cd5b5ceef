import { and, asc, eq, sql } from 'drizzle-orm';
import type { ItemOptionGroup } from '../../contract/option-groups';
import { inIds } from '../../db/in-ids';
import { perDatabase } from '../../db/per-database';
import { menuItems, optionChoices, optionGroupItems, optionGroupMenus, optionGroups } from '../../db/schema';

const p = sql.placeholder;

/**
 * What placing an order reads of options, prepared once per database: which groups the ordered
 * items show (one query, usually answering none), then those groups and their choices.
 */
export const orderOptionQueries = perDatabase((db) => {
  const byItem = db
    .select({ itemId: optionGroupItems.menu_item_id, groupId: optionGroupItems.group_id })
    .from(optionGroupItems)
    .where(inIds(optionGroupItems.menu_item_id, p('ids')))
    .union(
      db
        .select({ itemId: menuItems.id, groupId: optionGroupMenus.group_id })
        .from(menuItems)
        .innerJoin(optionGroupMenus, eq(optionGroupMenus.menu_id, menuItems.menu_id))
        .where(inIds(menuItems.id, p('ids'))),
    )
    .prepare();
  const groups = db
    .select()
    .from(optionGroups)
    .where(inIds(optionGroups.id, p('ids')))
    .orderBy(asc(optionGroups.sort_order), asc(optionGroups.id))
    .prepare();
  const choices = db
    .select()
    .from(optionChoices)
    .where(and(inIds(optionChoices.group_id, p('ids'))))
    .orderBy(asc(optionChoices.sort_order), asc(optionChoices.id))
    .prepare();

  /** The groups each of these items shows (genre's and own), by the groups' sort order; items with none are absent. */
  return function groupsOfItems(itemIds: readonly number[]): Map<number, ItemOptionGroup[]> {
    const result = new Map<number, ItemOptionGroup[]>();
    const links = byItem.all({ ids: JSON.stringify(itemIds) });
    if (links.length === 0) return result;
    const groupIds = JSON.stringify([...new Set(links.map((link) => link.groupId))]);
    const choicesOf = new Map<number, ItemOptionGroup['choices']>();
    for (const { group_id, sort_order: _, ...choice } of choices.all({ ids: groupIds })) {
      // An order freezes the Japanese label only: its translations are not read here.
      choicesOf.set(group_id, [...(choicesOf.get(group_id) ?? []), { ...choice, translations: {} }]);
    }
    const shown = groups.all({ ids: groupIds }).map((row) => ({
      id: row.id,
      label: row.label,
      min_picks: row.min_picks,
      max_picks: row.max_picks,
      translations: {},
      choices: choicesOf.get(row.id) ?? [],
    }));
    for (const itemId of itemIds) {
      const mine = new Set(links.filter((link) => link.itemId === itemId).map((link) => link.groupId));
      const list = shown.filter((group) => mine.has(group.id));
      if (list.length > 0) result.set(itemId, list);
    }
    return result;
  };
});
