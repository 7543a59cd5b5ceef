import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { epochMs, timestamps } from './columns';

/** Staff and admin accounts (SPEC "Admin user / User"). Diners never have one. */
export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    username: text('username').notNull().default(''),
    /** Stored lower-cased and trimmed; unique across the shop. */
    email: text('email').notNull(),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    password_hash: text('password_hash'),
    /** 1 active, 10 pending invitation, 0 disabled. */
    flag: integer('flag').notNull().default(10),
    role: integer('role').notNull().default(11),
    icon_url: text('icon_url'),
    /** New address waiting for its mailed confirmation link. */
    update_email: text('update_email'),
    failed_logins: integer('failed_logins').notNull().default(0),
    banned_until: epochMs('banned_until'),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

/** Revocable login sessions: only the SHA-256 of the cookie token is stored. */
export const authSessions = sqliteTable(
  'auth_sessions',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: epochMs('created_at').notNull(),
    last_seen_at: epochMs('last_seen_at').notNull(),
    expires_at: epochMs('expires_at').notNull(),
    /** SHA-256 of the /admin page-auth cookie given in this session; it dies with the session. */
    page_auth_hash: text('page_auth_hash'),
    /** The page password's version it was given for: a new page password ends it. */
    page_auth_version: integer('page_auth_version'),
    page_auth_expires_at: epochMs('page_auth_expires_at'),
  },
  (t) => [index('auth_sessions_user').on(t.user_id)],
);

/** Single-use keys mailed for signup, password reset and email change; only hashes are stored. */
export const activationKeys = sqliteTable(
  'activation_keys',
  {
    key_hash: text('key_hash').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['signup', 'reset', 'email'] }).notNull(),
    new_email: text('new_email'),
    created_at: epochMs('created_at').notNull(),
    expires_at: epochMs('expires_at').notNull(),
    used_at: epochMs('used_at'),
  },
  (t) => [index('activation_keys_user').on(t.user_id, t.purpose)],
);
