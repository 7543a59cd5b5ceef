import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timestamps } from './columns';
import { menuItems, menus } from './menus';

/**
 * A reusable group of choices (焼き方: 塩 / タレ). Required when min_picks > 0; single choice when
 * max_picks is 1. Shown by every item of its genres and by its items.
 */
export const optionGroups = sqliteTable(
  'option_groups',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Management name, unique. */
    name: text('name').notNull(),
    /** What diners read. */
    label: text('label').notNull(),
    min_picks: integer('min_picks').notNull().default(0),
    max_picks: integer('max_picks').notNull().default(1),
    sort_order: integer('sort_order').notNull().default(0),
    /** The chain's id of this group (features/hq-link chain menu); null: the shop's own. */
    hq_id: integer('hq_id'),
    ...timestamps,
  },
  (t) => [uniqueIndex('option_groups_name_unique').on(t.name), uniqueIndex('option_groups_hq_id_unique').on(t.hq_id)],
);

/** One choice of a group. price_delta: tax-included yen, may be negative. flag: 1 on sale, 0 sold out. */
export const optionChoices = sqliteTable(
  'option_choices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    group_id: integer('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    price_delta: integer('price_delta').notNull().default(0),
    is_default: integer('is_default').notNull().default(0),
    flag: integer('flag').notNull().default(1),
    /** 1: still charged when a plan makes the item free. */
    plan_charged: integer('plan_charged').notNull().default(0),
    sort_order: integer('sort_order').notNull().default(0),
    /** The chain's id of this choice; null: the shop's own. */
    hq_id: integer('hq_id'),
  },
  (t) => [index('option_choices_group').on(t.group_id), uniqueIndex('option_choices_hq_id_unique').on(t.hq_id)],
);

/** Every item of the genre shows the group. */
export const optionGroupMenus = sqliteTable(
  'option_group_menus',
  {
    group_id: integer('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    menu_id: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.group_id, t.menu_id] }), index('option_group_menus_menu').on(t.menu_id)],
);

/** One item shows the group (besides its genre's groups). */
export const optionGroupItems = sqliteTable(
  'option_group_items',
  {
    group_id: integer('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    menu_item_id: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.group_id, t.menu_item_id] }), index('option_group_items_item').on(t.menu_item_id)],
);
