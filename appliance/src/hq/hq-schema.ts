import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Headquarters' tables on PostgreSQL (issue 36). Times are epoch ms (bigint), money integer yen.
 * `facts` is what the boxes sent, each once; the bills, day closes and items are worked out from
 * them in the same transaction, so a figure counts exactly once.
 */
const epochMs = (name: string) => bigint(name, { mode: 'number' });

/** Chain-wide settings: the chain's name. */
export const hqSettings = pgTable('hq_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const owners = pgTable('owners', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  password_hash: text('password_hash').notNull(),
  created_at: epochMs('created_at').notNull(),
});

/** An owner's login: the cookie holds the token, this its SHA-256. */
export const ownerSessions = pgTable('owner_sessions', {
  token_hash: text('token_hash').primaryKey(),
  owner_id: integer('owner_id')
    .notNull()
    .references(() => owners.id, { onDelete: 'cascade' }),
  expires_at: epochMs('expires_at').notNull(),
});

/** A shop of the chain. Before its box enrols it has a one-time code (its SHA-256, with an expiry). */
export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  created_at: epochMs('created_at').notNull(),
  code_hash: text('code_hash'),
  code_expires_at: epochMs('code_expires_at'),
  /** The box that sends for the shop now (the newest enrolled). */
  box_id: integer('box_id'),
});

/**
 * A box that enrolled, by the id it keeps for its database (`uuid`): a shop's box replaced by a new
 * one is a new row, so its visits and seqs, which start again at 1, never meet the old box's.
 * `last_seq`: the last fact held, so the next batch must start right after it.
 */
export const boxes = pgTable('boxes', {
  id: serial('id').primaryKey(),
  uuid: text('uuid').notNull().unique(),
  shop_id: integer('shop_id')
    .notNull()
    .references(() => shops.id),
  /** Its Ed25519 public key, SPKI DER in base64. */
  public_key: text('public_key').notNull(),
  enrolled_at: epochMs('enrolled_at').notNull(),
  revoked_at: epochMs('revoked_at'),
  last_seq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
  last_seen_at: epochMs('last_seen_at'),
  /** Facts waiting on the box, as it said with its last call. */
  queued: integer('queued').notNull().default(0),
  version: text('version'),
  /** The chain menu's version applied on the box, as it said with its last call. */
  menu_version: integer('menu_version'),
});

/** Every fact a box sent, once: (box, seq) is its identity, so a retried batch adds nothing. */
export const facts = pgTable(
  'facts',
  {
    box_id: integer('box_id')
      .notNull()
      .references(() => boxes.id),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    shop_id: integer('shop_id').notNull(),
    type: text('type').notNull(),
    at: epochMs('at').notNull(),
    body: jsonb('body').notNull(),
    received_at: epochMs('received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.box_id, t.seq] })],
);

/** A paid bill as its box's daily report counts it; a reopened bill is gone until paid again. */
export const bills = pgTable(
  'bills',
  {
    box_id: integer('box_id')
      .notNull()
      .references(() => boxes.id),
    visit_id: bigint('visit_id', { mode: 'number' }).notNull(),
    shop_id: integer('shop_id').notNull(),
    business_date: text('business_date').notNull(),
    hour: smallint('hour').notNull(),
    paid_at: epochMs('paid_at').notNull(),
    table_label: text('table_label').notNull(),
    receipt_number: integer('receipt_number'),
    sales: integer('sales').notNull(),
    subtotal: integer('subtotal').notNull(),
    discount_total: integer('discount_total').notNull(),
    discount_count: integer('discount_count').notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    guests_counted: boolean('guests_counted').notNull(),
  },
  (t) => [primaryKey({ columns: [t.box_id, t.visit_id] }), index('bills_date_shop').on(t.business_date, t.shop_id)],
);

export const billRates = pgTable(
  'bill_rates',
  {
    box_id: integer('box_id').notNull(),
    visit_id: bigint('visit_id', { mode: 'number' }).notNull(),
    shop_id: integer('shop_id').notNull(),
    rate: smallint('rate').notNull(),
    total: integer('total').notNull(),
    tax: integer('tax').notNull(),
    ex_tax: integer('ex_tax').notNull(),
    business_date: text('business_date').notNull(),
  },
  (t) => [primaryKey({ columns: [t.box_id, t.visit_id, t.rate] }), index('bill_rates_date').on(t.business_date)],
);

export const billPayments = pgTable(
  'bill_payments',
  {
    box_id: integer('box_id').notNull(),
    visit_id: bigint('visit_id', { mode: 'number' }).notNull(),
    shop_id: integer('shop_id').notNull(),
    n: smallint('n').notNull(),
    method: text('method').notNull(),
    amount: integer('amount').notNull(),
    business_date: text('business_date').notNull(),
  },
  (t) => [primaryKey({ columns: [t.box_id, t.visit_id, t.n] }), index('bill_payments_date').on(t.business_date)],
);

export const billLines = pgTable(
  'bill_lines',
  {
    box_id: integer('box_id').notNull(),
    visit_id: bigint('visit_id', { mode: 'number' }).notNull(),
    shop_id: integer('shop_id').notNull(),
    n: integer('n').notNull(),
    menu_item_id: integer('menu_item_id'),
    label: text('label').notNull(),
    genre_label: text('genre_label').notNull(),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
    food: boolean('food').notNull(),
    business_date: text('business_date').notNull(),
  },
  (t) => [primaryKey({ columns: [t.box_id, t.visit_id, t.n] }), index('bill_lines_date').on(t.business_date)],
);

/** 日計 as the box froze it: HQ compares its own sums with these. */
export const dayCloses = pgTable(
  'day_closes',
  {
    shop_id: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    business_date: text('business_date').notNull(),
    closed_at: epochMs('closed_at').notNull(),
    figures: jsonb('figures').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shop_id, t.business_date] })],
);

/** Each shop's items as they stand: price and 品切れ. */
export const itemStates = pgTable(
  'item_states',
  {
    shop_id: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    menu_item_id: integer('menu_item_id').notNull(),
    label: text('label').notNull(),
    price: integer('price').notNull(),
    sold_out: boolean('sold_out').notNull(),
    at: epochMs('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shop_id, t.menu_item_id] })],
);

/** The latest menu each shop's box sent (its owner pressed 本部に送る): what HQ's owner may publish. */
export const menuSources = pgTable('menu_sources', {
  shop_id: integer('shop_id')
    .primaryKey()
    .references(() => shops.id),
  document: jsonb('document').notNull(),
  received_at: epochMs('received_at').notNull(),
});

/** The chain's menu, each published version whole (boxes fetch the newest after theirs). */
export const menuVersions = pgTable('menu_versions', {
  version: serial('version').primaryKey(),
  source_shop_id: integer('source_shop_id')
    .notNull()
    .references(() => shops.id),
  document: jsonb('document').notNull(),
  published_at: epochMs('published_at').notNull(),
});

/** The pictures of the menus shops sent, by SHA-256 (base64 text: a few hundred KB a menu). */
export const pictures = pgTable('pictures', {
  sha256: text('sha256').primaryKey(),
  data: text('data').notNull(),
  received_at: epochMs('received_at').notNull(),
});
