import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { MENU_TEXT_KINDS, MENU_TEXT_LOCALES } from '../../contract/menu-text';
import { epochMs, timestamps } from './columns';
import { stations } from './stations';
import { users } from './users';

/** Genres shown as tabs. flag: 1 published, 0 stopped, 2 service (id 999 holds staff call). */
export const menus = sqliteTable(
  'menus',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    label: text('label').notNull(),
    /** Management name, unique; 'drink' and 'alcohol' switch the diner grid to a list. */
    name: text('name').notNull(),
    flag: integer('flag').notNull().default(1),
    sort_order: integer('sort_order').notNull().default(0),
    /** The station this genre's orders go to; none: they reach only the staff order list. */
    station_id: integer('station_id').references(() => stations.id),
    /** Under a timed plan, this genre's last order falls this many minutes before the end (else the plan's). */
    plan_last_order_minutes: integer('plan_last_order_minutes'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The chain's id of this genre (features/hq-link chain menu); null: the shop's own. */
    hq_id: integer('hq_id'),
    ...timestamps,
  },
  (t) => [uniqueIndex('menus_name_unique').on(t.name), uniqueIndex('menus_hq_id_unique').on(t.hq_id)],
);

/** Items on sale. price is tax-included integer yen. flag: 1 on sale, 0 stopped. */
export const menuItems = sqliteTable(
  'menu_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Management name, unique. */
    name: text('name').notNull(),
    /** Display name; may hold allow-listed HTML. */
    label: text('label').notNull(),
    price: integer('price').notNull(),
    description: text('description').notNull().default(''),
    menu_id: integer('menu_id')
      .notNull()
      .references(() => menus.id),
    flag: integer('flag').notNull().default(1),
    /** Server-made image name under data/images, without size suffix. */
    image: text('image'),
    sort_order: integer('sort_order').notNull().default(0),
    /** Overrides the genre's station for this item (a 唐揚げ in the drinks' genre made in the kitchen). */
    station_id: integer('station_id').references(() => stations.id),
    /** 1: a diner may add a note for the kitchen to the line. */
    accepts_note: integer('accepts_note').notNull().default(0),
    /** Consumption tax in percent: 10, or 8 for reduced-rate items (テイクアウトの食品). */
    tax_rate: integer('tax_rate').notNull().default(10),
    /** Under a timed plan, this item's last order falls this many minutes before the end (釜飯: 60). */
    plan_last_order_minutes: integer('plan_last_order_minutes'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The chain's id of this item (features/hq-link chain menu); null: the shop's own. */
    hq_id: integer('hq_id'),
    /**
     * The chain's price as last applied: a `price` that differs is the shop's own (a local
     * override), which a new version of the chain's menu leaves as it is.
     */
    hq_price: integer('hq_price'),
    /** The SHA-256 of the chain's picture as last applied (its stored copy is `image`). */
    hq_picture: text('hq_picture'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('menu_items_name_unique').on(t.name),
    index('menu_items_menu').on(t.menu_id),
    uniqueIndex('menu_items_hq_id_unique').on(t.hq_id),
  ],
);

/** A plan item (for example a 飲み放題 course) makes every item of these menus free in its session. */
export const planMenus = sqliteTable(
  'plan_menus',
  {
    plan_item_id: integer('plan_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    menu_id: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.plan_item_id, t.menu_id] })],
);

/**
 * An item's allergens (contract/allergens.ts ids): 'contains' or 'may_contain', one row per item
 * and allergen.
 */
export const menuItemAllergens = sqliteTable(
  'menu_item_allergens',
  {
    menu_item_id: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    allergen_id: text('allergen_id').notNull(),
    level: text('level', { enum: ['contains', 'may_contain'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.menu_item_id, t.allergen_id] })],
);

/**
 * The menu's text in the diner's other languages (contract/menu-text.ts): an item's name and
 * description, a genre's or an option choice's name, one row per entity and locale (never 'ja':
 * Japanese is the entity's own text). `checked`: 1 once a person has checked the wording.
 */
export const menuTranslations = sqliteTable(
  'menu_translations',
  {
    kind: text('kind', { enum: MENU_TEXT_KINDS }).notNull(),
    entity_id: integer('entity_id').notNull(),
    locale: text('locale', { enum: MENU_TEXT_LOCALES }).notNull(),
    name: text('name'),
    description: text('description'),
    checked: integer('checked').notNull().default(0),
    updated_at: epochMs('updated_at').notNull(),
  },
  (t) => [uniqueIndex('menu_translations_entity_locale').on(t.kind, t.entity_id, t.locale)],
);
